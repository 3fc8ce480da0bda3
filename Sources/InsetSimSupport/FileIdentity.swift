#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a path names on disk: its device and inode (symbolic links followed) and its kind. Two
/// paths name the same file when their identities are equal, however they are spelled (`a.json`,
/// `./a.json`, a link).
///
///     FileIdentity(path: "/dev/null")?.kind  // .characterDevice
package struct FileIdentity: Hashable, Sendable {
  package enum Kind: Sendable {
    case regular, directory, characterDevice, blockDevice, fifo, socket, other

    /// "a FIFO", "a block device", …
    package var described: String {
      switch self {
      case .regular: "a regular file"
      case .directory: "a folder"
      case .characterDevice: "a character device"
      case .blockDevice: "a block device"
      case .fifo: "a FIFO (named pipe)"
      case .socket: "a socket"
      case .other: "a special file"
      }
    }
  }

  package var device: UInt64
  package var inode: UInt64
  package var kind: Kind

  /// The identity of the file at `path`, or nil when nothing is there (or it cannot be looked at).
  package init?(path: String) {
    var st = stat()
    guard stat(path, &st) == 0 else { return nil }
    device = UInt64(truncatingIfNeeded: st.st_dev)
    inode = UInt64(truncatingIfNeeded: st.st_ino)
    switch st.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFDIR: kind = .directory
    case S_IFCHR: kind = .characterDevice
    case S_IFBLK: kind = .blockDevice
    case S_IFIFO: kind = .fifo
    case S_IFSOCK: kind = .socket
    default: kind = .other
    }
  }

  /// Refuses an output path that names one of `inputs` (writing it would destroy the input before,
  /// or while, it is read).
  package static func refuseOutput(_ output: String, namingAnyOf inputs: [String])
    throws(InputError)
  {
    guard let out = FileIdentity(path: output) else { return }
    for input in inputs where FileIdentity(path: input) == out {
      throw InputError(
        file: output, problem: "is the input '\(InputError.shown(input))'",
        expected: "an output path other than the inputs (writing it would overwrite the input)")
    }
  }
}

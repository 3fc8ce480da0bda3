import InsetSimTraceFormat

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file through a temporary name and a rename, so an interrupted run leaves no
/// half-written file.
package enum AtomicFile {
  /// A character device or FIFO at `path` is written into, not replaced (see ``AtomicStream``).
  package static func write(_ text: String, to path: String) throws(InputError) {
    let stream = try AtomicStream(path: path)
    try stream.write(text)
    try stream.commit()
  }

  /// ``write(_:to:)`` for text already in UTF-8.
  package static func write(bytes: [UInt8], to path: String) throws(InputError) {
    let stream = try AtomicStream(path: path)
    try stream.write(bytes: bytes)
    try stream.commit()
  }

  /// The longest name of a file the system takes, in bytes (`NAME_MAX` on Linux and macOS).
  package static let maxNameBytes = 255

  /// Checks that `path` can be written (its folder exists, it is not a folder, its name fits the
  /// system) and returns the temporary name beside it to write first. Messages name `shown` (the
  /// path as given, when `path` is the file a link leads to).
  static func temporaryPath(for path: String, shown: String? = nil) throws(InputError) -> String {
    let shown = shown ?? path
    let (folder, name) = FileSystem.split(path)
    if name.utf8.count > maxNameBytes {
      throw InputError(
        file: shown, problem: "the file's name is \(name.utf8.count) bytes long",
        expected: "a name of at most \(maxNameBytes) bytes (the system's limit)")
    }
    let directory = folder.isEmpty ? "." : folder
    guard FileIdentity(path: directory)?.kind == .directory else {
      if let blocker = fileInTheWay(of: path) {
        throw InputError(
          file: shown, problem: "cannot write there: '\(blocker)' is a file, not a folder",
          expected: "an output path in an existing folder")
      }
      throw InputError(
        file: shown, problem: "the folder '\(folder)' does not exist",
        expected: "an output path in an existing folder")
    }
    if FileIdentity(path: path)?.kind == .directory {
      throw InputError(file: shown, problem: "is a folder", expected: "a file path for the output")
    }
    // The temporary name must fit the system's 255 bytes as the output's own name does: a long name
    // is cut
    // (at a character's boundary) to leave room for the dot and the suffix.
    let suffix = ".tmp-\(getpid())-\(nextTemporary())"
    var stem = Substring(name)
    while stem.utf8.count + suffix.utf8.count + 1 > 255 { stem = stem.dropLast() }
    return FileSystem.join(directory, "." + stem + suffix)
  }

  nonisolated(unsafe) private static var temporaryCount = 0
  private static let temporaryCountLock = Condition()

  /// A number of this process's own, so that two outputs whose cut names agree never share a
  /// temporary file.
  static func nextTemporary() -> Int {
    temporaryCountLock.lock()
    defer { temporaryCountLock.unlock() }
    temporaryCount += 1
    return temporaryCount
  }

  /// Renames the finished temporary file to `path`, or removes it when that fails (the message
  /// names `shown`, and the system's reason).
  static func moveIntoPlace(_ temporary: String, _ path: String, shown: String? = nil)
    throws(InputError)
  {
    if rename(temporary, path) != 0 {
      let reason = FileSystem.lastError()
      unlink(temporary)
      throw InputError(
        file: shown ?? path, problem: "cannot replace the file: \(reason)",
        expected: "a writable path")
    }
  }

  /// The first folder of `path` (as written, from the left) that exists but is a file, so that
  /// nothing can be created or read below it: "notes.txt" for "notes.txt/out.svg". Nil when there
  /// is none.
  package static func fileInTheWay(of path: String) -> String? {
    var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard components.count > 1 else { return nil }
    components.removeLast()
    var prefix = ""
    for (i, component) in components.enumerated() {
      prefix += (i == 0 ? "" : "/") + component
      if prefix.isEmpty { continue }
      guard let kind = FileIdentity(path: prefix)?.kind else { return nil }
      if kind != .directory { return prefix }
    }
    return nil
  }
}

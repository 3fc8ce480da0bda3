#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file operations the tool needs, on the system's own calls: no Foundation, so that the tool does
/// not load its libraries (about 1.7 ms of every start on Linux), and no call that raises an Objective-C
/// exception on an error.
package enum FileSystem {
  /// `path`'s folder and last component, as `NSString` splits them: "a/b.json" → ("a", "b.json"),
  /// "b.json" → ("", "b.json"), "/b.json" → ("/", "b.json"); trailing slashes are dropped first.
  package static func split(_ path: String) -> (folder: String, name: String) {
    var bytes = Array(path.utf8)
    while bytes.count > 1 && bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return ("", String(decoding: bytes, as: UTF8.self)) }
    let name = String(decoding: bytes[(slash + 1)...], as: UTF8.self)
    var end = slash
    while end > 0 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
    return (end == 0 ? "/" : String(decoding: bytes[..<end], as: UTF8.self), name)
  }

  /// `name` below `folder`: "a" + "b.json" → "a/b.json" ("a/" + "b.json" too).
  package static func join(_ folder: String, _ name: String) -> String {
    if folder.isEmpty { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// Every path below `folder` that is not a folder itself, relative to it ("sub/a.json"), found with a stack
  /// of folders still to read (no recursion: a deep tree cannot overflow the stack). Symbolic links are
  /// listed, not followed; a folder that cannot be read is skipped, as a directory enumerator skips it.
  package static func files(under folder: String) -> [String] {
    var result: [String] = []
    var pending: [String] = [""]
    while let relative = pending.popLast() {
      guard let dir = opendir(relative.isEmpty ? folder : join(folder, relative)) else { continue }
      defer { closedir(dir) }
      while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        if name == "." || name == ".." { continue }
        let path = relative.isEmpty ? name : join(relative, name)
        var st = stat()
        if lstat(join(folder, path), &st) == 0 && st.st_mode & S_IFMT == S_IFDIR {
          pending.append(path)
        } else {
          result.append(path)
        }
      }
    }
    return result
  }

  /// Makes the folder at `path` and any missing folders above it (`mkdir -p`); true when it exists after.
  package static func makeFolders(_ path: String) -> Bool {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o777) != 0 && errno != EEXIST { return false }
      prefix += "/"
    }
    return FileIdentity(path: path)?.kind == .directory
  }

  /// An environment variable's value; nil when unset.
  package static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The processors online, at least 1 (the matrix's default number of workers).
  package static var activeProcessors: Int {
    max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  }

  /// The system's words for the last error: "No space left on device".
  package static func lastError() -> String {
    guard let text = strerror(errno) else { return "error \(errno)" }
    return String(cString: text)
  }
}

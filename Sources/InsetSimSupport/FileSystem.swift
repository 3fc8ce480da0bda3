#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file operations the tool needs, on the system's own calls: no Foundation, so that the
/// tool does not load its libraries (about 1.7 ms of every start on Linux), and no call that raises
/// an Objective-C exception on an error.
package enum FileSystem {
  /// `path`'s folder and last component, as `NSString` splits them: "a/b.json" → ("a", "b.json"),
  /// "b.json" → ("", "b.json"), "/b.json" → ("/", "b.json"); trailing slashes are dropped first.
  package static func split(_ path: String) -> (folder: String, name: String) {
    var bytes = Array(path.utf8)
    while bytes.count > 1 && bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else {
      return ("", String(decoding: bytes, as: UTF8.self))
    }
    let name = String(decoding: bytes[(slash + 1)...], as: UTF8.self)
    var end = slash
    while end > 0 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
    return (end == 0 ? "/" : String(decoding: bytes[..<end], as: UTF8.self), name)
  }

  /// The process's working directory, or nil when the system cannot say.
  package static func currentDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `name` below `folder`: "a" + "b.json" → "a/b.json" ("a/" + "b.json" too).
  package static func join(_ folder: String, _ name: String) -> String {
    if folder.isEmpty { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// Every path below `folder` that is not a folder itself, relative to it ("sub/a.json"), found
  /// with a stack of folders still to read (no recursion: a deep tree cannot overflow the stack).
  /// Symbolic links are listed, not followed. A folder that cannot be read is an error naming it
  /// and the system's reason (a directory enumerator skipped it: its files were left out of a check
  /// that then passed).
  package static func files(under folder: String) throws(InputError) -> [String] {
    var result: [String] = []
    var pending: [String] = [""]
    while let relative = pending.popLast() {
      let path = relative.isEmpty ? folder : join(folder, relative)
      guard let dir = opendir(path) else {
        throw InputError(
          file: path, problem: "the folder cannot be read: \(lastError())",
          expected: "a readable folder")
      }
      defer { closedir(dir) }
      while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        if name == "." || name == ".." { continue }
        let path = relative.isEmpty ? name : join(relative, name)
        var st = stat()
        // An entry that cannot be looked at (a path past the system's limit) is an error, not a
        // file of another kind: skipped, a folder of failing scenarios checked as "0 passed, 0
        // failed".
        guard lstat(join(folder, path), &st) == 0 else {
          throw InputError(
            file: join(folder, path), problem: "cannot be looked at: \(lastError())",
            expected: "paths the system can open (at most \(Int(PATH_MAX)) bytes)")
        }
        if st.st_mode & S_IFMT == S_IFDIR {
          pending.append(path)
        } else {
          result.append(path)
        }
      }
    }
    return result
  }

  /// Makes the folder at `path` and any missing folders above it (`mkdir -p`); true when it exists
  /// after.
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

  /// The processors this process may use, at least 1 (the matrix's default number of workers):
  /// those online, and on Linux no more than its CPU affinity allows (`Cpus_allowed_list`) nor its
  /// control group's CPU quota, rounded up (cgroup v2 `cpu.max`, v1 `cpu.cfs_quota_us` ÷
  /// `cpu.cfs_period_us`), as a container started with `--cpus` or `--cpuset-cpus` sets them.
  package static var activeProcessors: Int {
    var count = sysconf(Int32(_SC_NPROCESSORS_ONLN))
    #if os(Linux)
      if let allowed = allowedProcessors() { count = min(count, allowed) }
      if let quota = processorQuota() { count = min(count, quota) }
    #endif
    return max(1, count)
  }

  /// The processors in `/proc/self/status`'s `Cpus_allowed_list` ("0-3,6"); nil when it cannot be
  /// read.
  static func allowedProcessors() -> Int? {
    guard let status = readSmallFile("/proc/self/status") else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("Cpus_allowed_list:") {
      var count = 0
      for part in line.dropFirst("Cpus_allowed_list:".count).split(separator: ",") {
        let bounds = part.split(separator: "-").map { Int($0.trimmingSpaces()) }
        guard let first = bounds.first, let low = first else { return nil }
        let high = bounds.count > 1 ? bounds[1] ?? low : low
        count += max(0, high - low + 1)
      }
      return count > 0 ? count : nil
    }
    return nil
  }

  /// The control group's CPU quota in whole processors, rounded up; nil when there is none.
  static func processorQuota() -> Int? {
    func whole(_ quota: Int, _ period: Int) -> Int? {
      quota > 0 && period > 0 ? (quota + period - 1) / period : nil
    }
    if let max = readSmallFile("/sys/fs/cgroup/cpu.max") {
      let parts = max.split(whereSeparator: { $0 == " " || $0 == "\n" })
      guard parts.count >= 2, let quota = Int(parts[0]), let period = Int(parts[1]) else {
        return nil
      }
      return whole(quota, period)
    }
    func number(_ path: String) -> Int? {
      readSmallFile(path).flatMap { text in
        text.split(separator: "\n").first.flatMap { Int($0.trimmingSpaces()) }
      }
    }
    for folder in ["/sys/fs/cgroup/cpu", "/sys/fs/cgroup/cpu,cpuacct"] {
      guard let quota = number(folder + "/cpu.cfs_quota_us"),
        let period = number(folder + "/cpu.cfs_period_us")
      else { continue }
      return whole(quota, period)
    }
    return nil
  }

  /// A small file's text, read to its end (files under /proc and /sys report no size); nil when it
  /// cannot be read. At most `limit` bytes are read.
  package static func readSmallFile(_ path: String, limit: Int = 1 << 20) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    return read(fd, upTo: limit).map { String(decoding: $0, as: UTF8.self) }
  }

  /// A file's first `limit` bytes (all of a smaller file); nil when it cannot be read.
  package static func readBytes(_ path: String, limit: Int) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    return read(fd, upTo: limit)
  }

  /// Up to `count` bytes from the file open at `fd`, read with `read(2)` until its end (a signal
  /// only delays it); nil on an error. `sizeHint`, the size the file reports, is the room made
  /// first.
  package static func read(_ fd: Int32, upTo count: Int, sizeHint: Int = 0) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(count, max(sizeHint, 0) + 1))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < count {
      let want = min(chunk.count, count - bytes.count)
      let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, want) }
      if n == 0 { break }
      if n < 0 {
        if errno == EINTR { continue }
        return nil
      }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return bytes
  }

  /// The system's words for the last error: "No space left on device".
  package static func lastError() -> String {
    guard let text = strerror(errno) else { return "error \(errno)" }
    return String(cString: text)
  }
}

/// The system's `read(2)`, named apart from ``FileSystem/read(_:upTo:sizeHint:)``.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Darwin)
    Darwin.read(fd, buffer, count)
  #elseif canImport(Musl)
    Musl.read(fd, buffer, count)
  #else
    Glibc.read(fd, buffer, count)
  #endif
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file into memory, refusing folders, missing files and files over `limit` bytes.
/// `what` names the file expected, in messages: "a scenario file (*.scenario.json)".
package func readInputFile(path: String, limit: Int, what: String = "a file") throws(InputError)
  -> [UInt8]
{
  guard let identity = FileIdentity(path: path) else {
    // A path the system cannot look up (too long, a loop of links, a folder it may not enter) is
    // not missing.
    if errno != ENOENT && errno != ENOTDIR {
      throw InputError(
        file: path, problem: "the file cannot be looked at: \(FileSystem.lastError())",
        expected: "the path of " + what)
    }
    if let blocker = AtomicFile.fileInTheWay(of: path) {
      throw InputError(
        file: path, problem: "no such file: '\(blocker)' is a file, not a folder", expected: what)
    }
    throw InputError(file: path, problem: "no such file", expected: "the path of " + what)
  }
  if identity.kind == .directory {
    throw InputError(
      file: path, problem: "is a folder", expected: what + "; `insetsim check` reads folders")
  }
  // A FIFO, a device or a socket could block the read forever or never end: only regular files are
  // read. The kind is checked before opening, and again on the open file (opened without blocking),
  // in case the path changed in between.
  if identity.kind != .regular {
    throw InputError(
      file: path, problem: "is \(identity.kind.described), not a regular file", expected: what)
  }
  let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
  guard fd >= 0 else {
    throw InputError(
      file: path, problem: "the file cannot be read: \(FileSystem.lastError())",
      expected: "a readable file")
  }
  defer { close(fd) }
  var st = stat()
  guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else {
    throw InputError(file: path, problem: "is not a regular file", expected: what)
  }
  if Int64(st.st_size) > Int64(limit) {
    throw InputError(
      file: path,
      problem:
        "the file is \(describeBytes(Int64(st.st_size))), over the limit of \(describeBytes(Int64(limit)))",
      expected: "a smaller file")
  }
  guard let bytes = FileSystem.read(fd, upTo: limit + 1, sizeHint: Int(st.st_size)) else {
    throw InputError(file: path, problem: "the file cannot be read", expected: what)
  }
  // A file that grows while it is read, or a device file that reports no size, is cut off here.
  if bytes.count > limit {
    throw InputError(
      file: path, problem: "the file is over the limit of \(describeBytes(Int64(limit)))",
      expected: "a smaller file")
  }
  return bytes
}

/// A byte count as limits are stated: "8 MB (8388608 bytes)", "12 bytes".
package func describeBytes(_ count: Int64) -> String {
  let mb = Int64(1 << 20)
  if count >= mb && count % mb == 0 { return "\(count / mb) MB (\(count) bytes)" }
  return count == 1 ? "1 byte" : "\(count) bytes"
}

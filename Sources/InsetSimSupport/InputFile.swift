import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file into memory, refusing folders, missing files and files over `limit` bytes. `what`
/// names the file expected, in messages: "a scenario file (*.scenario.json)".
package func readInputFile(path: String, limit: Int, what: String = "a file") throws(InputError) -> [UInt8] {
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
    if let blocker = AtomicFile.fileInTheWay(of: path) {
      throw InputError(file: path, problem: "no such file: '\(blocker)' is a file, not a folder", expected: what)
    }
    throw InputError(file: path, problem: "no such file", expected: "the path of " + what)
  }
  if isDirectory.boolValue {
    throw InputError(file: path, problem: "is a folder", expected: what + "; `insetsim check` reads folders")
  }
  // A FIFO, a device or a socket could block the read forever or never end: only regular files are read.
  // The kind is checked before opening, and again on the open file (opened without blocking), in case the
  // path changed in between.
  if let kind = FileIdentity(path: path)?.kind, kind != .regular {
    throw InputError(file: path, problem: "is \(kind.described), not a regular file", expected: what)
  }
  let fd = open(path, O_RDONLY | O_NONBLOCK)
  guard fd >= 0 else {
    throw InputError(file: path, problem: "the file cannot be read", expected: "a readable file")
  }
  let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
  defer { try? handle.close() }
  var st = stat()
  guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else {
    throw InputError(file: path, problem: "is not a regular file", expected: what)
  }
  if Int64(st.st_size) > Int64(limit) {
    throw InputError(
      file: path, problem: "the file is \(describeBytes(Int64(st.st_size))), over the limit of \(describeBytes(Int64(limit)))",
      expected: "a smaller file")
  }
  let data: Data
  do {
    data = try readPrefix(of: handle, upTo: limit + 1)
  } catch {
    throw InputError(file: path, problem: "the file cannot be read", expected: what)
  }
  // A file that grows while it is read, or a device file that reports no size, is cut off here.
  if data.count > limit {
    throw InputError(file: path, problem: "the file is over the limit of \(describeBytes(Int64(limit)))", expected: "a smaller file")
  }
  return [UInt8](data)
}

/// Up to `count` bytes from `handle`: `read(upToCount:)` where the system has it (macOS 10.15.4, iOS 13.4), `read(2)`
/// on its descriptor before — never the older FileHandle calls, which raise an Objective-C exception on an error.
private func readPrefix(of handle: FileHandle, upTo count: Int) throws -> Data {
  guard #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) else {
    #if canImport(Darwin)
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while data.count < count {
      let want = min(buffer.count, count - data.count)
      let n = buffer.withUnsafeMutableBytes { Darwin.read(handle.fileDescriptor, $0.baseAddress, want) }
      if n == 0 { break }
      if n < 0 {
        if errno == EINTR { continue }
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
      data.append(contentsOf: buffer[0..<n])
    }
    return data
    #else
    return try handle.read(upToCount: count) ?? Data()
    #endif
  }
  return try handle.read(upToCount: count) ?? Data()
}

/// A byte count as limits are stated: "8 MB (8388608 bytes)", "12 bytes".
func describeBytes(_ count: Int64) -> String {
  let mb = Int64(1 << 20)
  if count >= mb && count % mb == 0 { return "\(count / mb) MB (\(count) bytes)" }
  return count == 1 ? "1 byte" : "\(count) bytes"
}

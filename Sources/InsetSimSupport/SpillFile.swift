import InsetSimTraceFormat

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines set aside on disk and read back in the order they were written: what would otherwise pile
/// up in memory. The file has no name once it is open (it is unlinked at once, and registered with
/// ``TemporaryFiles`` for the moment before), so nothing is left behind however the process ends.
///
///     let spill = try SpillFile()
///     try spill.append(Array("a\nb\n".utf8))
///     try spill.nextLine().map { String(decoding: $0, as: UTF8.self) }  // "a"
package final class SpillFile {
  /// Where the file was made, for messages.
  package let directory: String
  private let fd: Int32
  /// Where the next write goes, and where the next read starts (bytes from the file's start).
  private var writeOffset: Int64 = 0
  private var readOffset: Int64 = 0
  /// Bytes read but not yet handed out: `storage[start..<end]` of `capacity` (it grows to the
  /// longest line).
  private var storage: UnsafeMutableRawPointer
  private var capacity = SpillFile.readSize
  private var start = 0
  private var end = 0

  static let readSize = 1 << 16

  /// A new, empty file in `directory`, by default `$TMPDIR` (or /tmp).
  package init(in directory: String? = nil) throws(InputError) {
    let environment = FileSystem.environment("TMPDIR") ?? ""
    self.directory = directory ?? (environment.isEmpty ? "/tmp" : environment)
    var opened: Int32 = -1
    var code: Int32 = 0
    for _ in 0..<16 {
      let path =
        self.directory + "/.insetsim-spill-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
      let slot = TemporaryFiles.register(path)
      opened = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      code = errno
      if opened >= 0 { unlink(path) }
      TemporaryFiles.unregister(slot)
      if opened >= 0 || code != EEXIST { break }
    }
    guard opened >= 0 else {
      throw InputError(
        file: self.directory,
        problem: "cannot make a temporary file: \(String(cString: strerror(code)))",
        expected: "a writable temporary folder ($TMPDIR, or /tmp)")
    }
    fd = opened
    storage = .allocate(byteCount: capacity, alignment: 8)
  }

  deinit {
    close(fd)
    storage.deallocate()
  }

  /// Whether every line written has been read.
  package var isEmpty: Bool { readOffset == writeOffset && start == end }

  /// Bytes written so far (since the file last started over): a mark for ``discard(from:)``.
  package var size: Int64 { writeOffset }

  /// Takes back what was written after `mark` (a write that failed half-way), as if it never was.
  package func discard(from mark: Int64) {
    guard mark < writeOffset else { return }
    _ = ftruncate(fd, off_t(mark))
    writeOffset = mark
  }

  /// Writes `bytes` at the end of the file.
  package func append(_ bytes: [UInt8]) throws(InputError) {
    if let code = bytes.withUnsafeBufferPointer({ writeAll($0) }) {
      throw failure("cannot be written", code)
    }
  }

  /// Writes `text`'s bytes at the end of the file.
  package func append(_ text: JSONTextBuffer) throws(InputError) {
    if let code = text.withBytes({ writeAll($0) }) { throw failure("cannot be written", code) }
  }

  /// Writes all of `bytes`, or returns the error number.
  private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
    guard let base = bytes.baseAddress else { return nil }
    var done = 0
    while done < bytes.count {
      let n = pwrite(fd, base + done, bytes.count - done, off_t(writeOffset))
      if n < 0 {
        if errno == EINTR { continue }
        return errno
      }
      done += n
      writeOffset += Int64(n)
    }
    return nil
  }

  /// The next line, without its newline; nil when every line has been read. The bytes stay valid
  /// until the next call.
  package func nextLine() throws(InputError) -> UnsafeBufferPointer<UInt8>? {
    var scanned = start
    while true {
      if let newline = memchr(storage + scanned, 0x0A, end - scanned) {
        let at = UnsafeRawPointer(storage).distance(to: UnsafeRawPointer(newline))
        let line = UnsafeBufferPointer(
          start: (storage + start).assumingMemoryBound(to: UInt8.self), count: at - start)
        start = at + 1
        return line
      }
      scanned = end - start
      guard readOffset < writeOffset else {
        guard start == end else { throw failure("holds a line without its end", nil) }
        return nil
      }
      try fill()
      scanned += start
    }
  }

  /// Reads more of the file after the unread bytes, moving them to the front or making room as
  /// needed.
  private func fill() throws(InputError) {
    if start > 0 {
      if end > start { memmove(storage, storage + start, end - start) }
      end -= start
      start = 0
    }
    if end == capacity {
      let larger = UnsafeMutableRawPointer.allocate(byteCount: capacity * 2, alignment: 8)
      larger.copyMemory(from: storage, byteCount: end)
      storage.deallocate()
      storage = larger
      capacity *= 2
    }
    while true {
      let n = pread(fd, storage + end, capacity - end, off_t(readOffset))
      if n < 0 {
        if errno == EINTR { continue }
        throw failure("cannot be read back", errno)
      }
      guard n > 0 else { throw failure("ended before what was written", nil) }
      end += n
      readOffset += Int64(n)
      return
    }
  }

  /// Once every line has been read, starts the file over (its space given back), so a long run's
  /// spill takes only what is waiting at a time.
  package func reclaim() {
    guard isEmpty, writeOffset > 0 else { return }
    _ = ftruncate(fd, 0)
    writeOffset = 0
    readOffset = 0
    start = 0
    end = 0
  }

  private func failure(_ what: String, _ code: Int32?) -> InputError {
    InputError(
      file: directory,
      problem: "a temporary file \(what)"
        + (code.map { ": " + String(cString: strerror($0)) } ?? ""),
      expected: "free space in the temporary folder ($TMPDIR, or /tmp)")
  }
}

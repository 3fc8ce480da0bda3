import InsetSimTraceFormat

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file written piece by piece under a temporary name and renamed into place by ``commit()``, so
/// a long streamed output is either whole or absent; ``abandon()`` (or dropping it uncommitted)
/// removes it.
///
///     let out = try AtomicStream(path: "rows.csv")
///     try out.write("a,b\n")
///     try out.commit()
package final class AtomicStream {
  package let path: String
  /// The temporary file, or nil when writing straight into a special file.
  let temporary: String?
  /// The open file's descriptor (closed once finished).
  let descriptor: Int32
  let slot: Int?
  var finished = false

  /// A character device (such as /dev/null or a terminal) or a FIFO at `path` is written into as it
  /// is, never replaced; a block device, a socket or any other special file is refused.
  package init(path: String) throws(InputError) {
    self.path = path
    if let existing = FileIdentity(path: path), existing.kind != .regular,
      existing.kind != .directory
    {
      let fd =
        existing.kind == .characterDevice || existing.kind == .fifo
        ? open(path, O_WRONLY | O_CLOEXEC) : -1
      guard fd >= 0 else {
        throw InputError(
          file: path, problem: "is \(existing.kind.described)",
          expected:
            "a regular file path, or a character device or FIFO to write into (such as /dev/null)")
      }
      temporary = nil
      slot = nil
      descriptor = fd
      return
    }
    // A file that is there already keeps its permissions, and one its owner made read-only (or that
    // this user may not write) is not replaced: the rename would replace it whatever its mode says.
    var existingMode: mode_t?
    var st = stat()
    if stat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFREG {
      if st.st_mode & 0o222 == 0 || access(path, W_OK) != 0 {
        throw InputError(
          file: path, problem: "the file is read-only (or not this user's to write)",
          expected: "a writable output file")
      }
      existingMode = st.st_mode & 0o7777
    }
    let temporary = try AtomicFile.temporaryPath(for: path)
    // Registered before it exists, so that a signal at any moment from its making on removes it.
    let slot = TemporaryFiles.register(temporary)
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, existingMode ?? 0o666)
    guard fd >= 0 else {
      let reason = FileSystem.lastError()
      unlink(temporary)
      TemporaryFiles.unregister(slot)
      throw InputError(
        file: path, problem: "cannot write there: \(reason)", expected: "a writable folder")
    }
    // open(2) applies the umask; the old file's mode is set as it was.
    if let existingMode { _ = fchmod(fd, existingMode) }
    self.temporary = temporary
    self.descriptor = fd
    self.slot = slot
  }

  package func write(_ text: String) throws(InputError) {
    var text = text
    let failure = text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    if let failure { throw failure }
  }

  package func write(bytes: [UInt8]) throws(InputError) {
    if let failure = bytes.withUnsafeBytes(write) { throw failure }
  }

  /// `write(2)` until every byte is written (a short write or a signal only delays it); the error,
  /// if any, with the file abandoned.
  private func write(_ bytes: UnsafeRawBufferPointer) -> InputError? {
    var offset = 0
    while offset < bytes.count, let base = bytes.baseAddress {
      let n = systemWrite(descriptor, base + offset, bytes.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        let reason = FileSystem.lastError()
        abandon()
        return InputError(
          file: path, problem: "cannot write: \(reason)",
          expected: "a writable path with free space")
      }
      offset += n
    }
    return nil
  }

  /// Closes the file and moves it into place.
  package func commit() throws(InputError) {
    guard !finished else { return }
    finished = true
    close(descriptor)
    guard let temporary else { return }
    defer { TemporaryFiles.unregister(slot) }
    try AtomicFile.moveIntoPlace(temporary, path)
  }

  /// Closes and removes the temporary file; the output path is left as it was.
  package func abandon() {
    guard !finished else { return }
    finished = true
    close(descriptor)
    guard let temporary else { return }
    unlink(temporary)
    TemporaryFiles.unregister(slot)
  }

  deinit { abandon() }
}

/// The system's `write(2)`, named apart from the stream's own `write` methods.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Darwin)
    Darwin.write(fd, buffer, count)
  #elseif canImport(Musl)
    Musl.write(fd, buffer, count)
  #else
    Glibc.write(fd, buffer, count)
  #endif
}

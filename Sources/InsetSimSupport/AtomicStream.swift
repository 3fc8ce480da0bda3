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
  /// The temporary file, or nil when writing straight into a special file or a descriptor.
  let temporary: String?
  /// The file the temporary one replaces: `path`, or the file a link at `path` leads to.
  var target: String = ""
  /// The open file's descriptor (closed once finished).
  let descriptor: Int32
  let slot: Int?
  var finished = false

  /// A character device (such as /dev/null or a terminal) or a FIFO at `path` is written into as it
  /// is, never replaced; a block device, a socket or any other special file is refused. A symbolic
  /// link is written through, never replaced: one that leads to a descriptor of this process
  /// (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`) is written into that descriptor as standard
  /// output would be; one that leads to a file is resolved, and that file is written under a
  /// temporary name and renamed; one that leads nowhere is refused.
  package init(path: String) throws(InputError) {
    self.path = path
    guard !path.isEmpty else {
      throw InputError(
        file: "''", problem: "an empty path names no file", expected: "a path to write to")
    }
    if let number = Self.descriptorNamed(by: path) {
      let fd = fcntl(number, F_DUPFD_CLOEXEC, 0)
      guard fd >= 0 else {
        throw InputError(
          file: path, problem: "names descriptor \(number), which is not open",
          expected: "an open descriptor, or a file path")
      }
      temporary = nil
      slot = nil
      descriptor = fd
      return
    }
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
    // A link's target is what is written: the rename below would replace the link itself.
    var target = path
    if let link = Self.linkText(path) {
      guard let resolved = Self.resolved(path) else {
        throw InputError(
          file: path,
          problem: "is a symbolic link to '\(InputError.shown(link))', which does not exist",
          expected: "a link to an existing file, or a path that is not a link")
      }
      target = resolved
    }
    // A file that is there already keeps its permissions, and one its owner made read-only (or that
    // this user may not write) is not replaced: the rename would replace it whatever its mode says.
    var existingMode: mode_t?
    var st = stat()
    if stat(target, &st) == 0 && st.st_mode & S_IFMT == S_IFREG {
      if st.st_mode & 0o222 == 0 || access(target, W_OK) != 0 {
        throw InputError(
          file: path, problem: "the file is read-only (or not this user's to write)",
          expected: "a writable output file")
      }
      existingMode = st.st_mode & 0o7777
    }
    let temporary = try AtomicFile.temporaryPath(for: target, shown: path)
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
    self.target = target
    self.descriptor = fd
    self.slot = slot
  }

  /// The text of the symbolic link at `path`, or nil when `path` is not a link.
  static func linkText(_ path: String) -> String? {
    var st = stat()
    guard lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFLNK else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let n = readlink(path, &buffer, buffer.count - 1)
    guard n >= 0 else { return "" }
    return String(decoding: buffer.prefix(n).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The path of the file a link leads to, every link resolved (`realpath(3)`); nil when it leads
  /// nowhere.
  static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// The descriptor of this process that `path` names, through at most 40 links (the system's own
  /// bound): `/dev/fd/N`, `/proc/self/fd/N` or `/proc/PID/fd/N` of this process, and the links
  /// that lead there (`/dev/stdout`). Nil for any other path.
  static func descriptorNamed(by path: String) -> Int32? {
    var current = path
    for _ in 0..<40 {
      let prefixes = [
        "/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/", "/proc/\(getpid())/fd/",
      ]
      for prefix in prefixes where current.hasPrefix(prefix) {
        let rest = current.dropFirst(prefix.count)
        guard !rest.isEmpty, rest.utf8.count <= 9, rest.allSatisfy({ $0.isASCII && $0.isNumber })
        else { continue }
        return Int32(rest)
      }
      guard let link = linkText(current), !link.isEmpty else { return nil }
      current =
        link.hasPrefix("/") ? link : FileSystem.join(FileSystem.split(current).folder, link)
    }
    return nil
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
    try AtomicFile.moveIntoPlace(temporary, target, shown: path)
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

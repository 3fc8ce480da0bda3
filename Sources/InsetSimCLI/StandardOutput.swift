#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output, checked: every command prints through here (the `print` below shadows the
/// standard library's in this module). A write that fails ends the process with one message and
/// exit status 2; a closed pipe (`insetsim … | head`) ends it quietly with status 141, as a tool
/// stopped by SIGPIPE reports. SIGPIPE's default action is turned off (SIG_IGN, see main.swift), so
/// the failed write returns EPIPE instead of killing.
enum StandardOutput {
  /// Bytes not yet written to file descriptor 1 (the commands print from one thread).
  nonisolated(unsafe) static var buffer: [UInt8] = []
  static let bufferSize = 1 << 16
  /// On a terminal each print is written at once (as a person reads it); elsewhere in 64 KB blocks.
  static let isTerminal = isatty(1) == 1

  static func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if isTerminal || buffer.count >= bufferSize { finish() }
  }

  static func write(bytes: [UInt8]) {
    buffer.append(contentsOf: bytes)
    if isTerminal || buffer.count >= bufferSize { finish() }
  }

  /// Writes out what is buffered; called as the buffer fills and before the process exits.
  static func finish() {
    var offset = 0
    while offset < buffer.count {
      let n = buffer.withUnsafeBytes { rawWrite(1, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0 {
        if errno == EINTR { continue }
        failed(errno)
      }
      offset += n
    }
    buffer.removeAll(keepingCapacity: true)
  }

  static func failed(_ code: Int32) -> Never {
    if code == EPIPE { _exit(141) }
    let reason = String(cString: strerror(code))
    CLI.printError(
      "Error: standard output: cannot write (\(reason)); expected a writable output (what was printed is incomplete)"
    )
    _exit(2)
  }
}

#if canImport(Glibc)
  func rawWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.write(fd, bytes, count)
  }
#elseif canImport(Darwin)
  func rawWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.write(fd, bytes, count)
  }
#endif

func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  StandardOutput.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
}

func print<Target: TextOutputStream>(
  _ items: Any..., separator: String = " ", terminator: String = "\n", to output: inout Target
) {
  output.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
}

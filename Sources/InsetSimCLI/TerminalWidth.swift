import InsetSimBench

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The width the text log wraps at: `$COLUMNS` when standard output is a terminal and it is set to
/// a number from 40 to 1000, otherwise 100 — so output written to a file or a pipe is the same
/// everywhere.
enum TerminalWidth {
  static let standard = 100

  static func forStandardOutput(writingTo out: String?) -> Int {
    guard out == nil || out == "-", isatty(1) == 1 else { return standard }
    return parse(getenv("COLUMNS").map { String(cString: $0) })
  }

  /// The width help wraps at, as Swift Argument Parser finds it: on a terminal, `$COLUMNS` or else
  /// the terminal's own width (from 40 to 1000 columns); 80 otherwise, so help written to a file or
  /// a pipe is the same everywhere.
  static func forHelp() -> Int {
    let help = 80
    guard isatty(1) == 1 else { return help }
    if let columns = getenv("COLUMNS").map({ String(cString: $0) }), let n = Int(columns),
      (40...1000).contains(n)
    {
      return n
    }
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, (40...1000).contains(Int(size.ws_col)) else {
      return help
    }
    return Int(size.ws_col)
  }

  static func parse(_ columns: String?) -> Int {
    guard let columns, let n = Int(columns), (40...1000).contains(n) else { return standard }
    return n
  }
}

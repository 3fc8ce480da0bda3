import InsetSimBench

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The width the text log wraps at: `$COLUMNS` when standard output is a terminal and it is set to
/// a
/// number from 40 to 1000, otherwise 100 — so output written to a file or a pipe is the same
/// everywhere.
enum TerminalWidth {
  static let standard = 100

  static func forStandardOutput(writingTo out: String?) -> Int {
    guard out == nil || out == "-", isatty(1) == 1 else { return standard }
    return parse(getenv("COLUMNS").map { String(cString: $0) })
  }

  static func parse(_ columns: String?) -> Int {
    guard let columns, let n = Int(columns), (40...1000).contains(n) else { return standard }
    return n
  }
}

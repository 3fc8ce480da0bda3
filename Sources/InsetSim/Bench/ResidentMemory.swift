import Foundation

/// The process's resident memory as Linux reports it in `/proc/self/status`.
public enum ResidentMemory {
  /// The peak resident set size (VmHWM) in bytes, or nil where /proc is not there.
  public static func peakBytes() -> Int? { field("VmHWM:") }

  /// The current resident set size (VmRSS) in bytes.
  public static func currentBytes() -> Int? { field("VmRSS:") }

  /// Sets the peak back to the current size (writing 5 to /proc/self/clear_refs), so the next
  /// ``peakBytes()`` covers only what runs after. Does nothing where that is not allowed.
  public static func resetPeak() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  }

  static func field(_ name: String) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(name) {
      let digits = line.dropFirst(name.count).filter(\.isNumber)
      return Int(digits).map { $0 * 1024 }
    }
    return nil
  }
}

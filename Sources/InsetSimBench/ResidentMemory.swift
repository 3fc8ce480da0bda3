import InsetSim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's resident memory: on Linux as `/proc/self/status` reports it; on macOS and iOS the
/// peak as `getrusage` reports it.
package enum ResidentMemory {
  /// The peak resident set size in bytes: VmHWM on Linux, `ru_maxrss` (bytes there, KiB on Linux)
  /// on Darwin; nil where neither can be read.
  package static func peakBytes() -> Int? {
    #if os(Linux)
      return field("VmHWM:")
    #elseif canImport(Darwin)
      var usage = rusage()
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
      return Int(usage.ru_maxrss)
    #else
      return nil
    #endif
  }

  /// The current resident set size (VmRSS) in bytes, or nil where /proc is not there.
  package static func currentBytes() -> Int? { field("VmRSS:") }

  /// Sets the peak back to the current size (writing 5 to /proc/self/clear_refs), so the next
  /// ``peakBytes()`` covers only what runs after. Returns false where that is not possible — on
  /// macOS and iOS, whose peak then covers the whole process.
  @discardableResult
  package static func resetPeak() -> Bool {
    #if os(Linux)
      let fd = open("/proc/self/clear_refs", O_WRONLY)
      guard fd >= 0 else { return false }
      defer { close(fd) }
      return write(fd, "5", 1) == 1
    #else
      return false
    #endif
  }

  static func field(_ name: String) -> Int? {
    guard let text = FileSystem.readSmallFile("/proc/self/status") else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(name) {
      let digits = line.dropFirst(name.count).filter(\.isNumber)
      return Int(digits).map { $0 * 1024 }
    }
    return nil
  }
}

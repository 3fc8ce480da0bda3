import Foundation

/// Counts the golden traces a test names automatically (`seedExample.1`, `seedExample.2`), per test
/// file, test name and running test, so that a test run twice in one process names its files the
/// same way.
package final class GoldenTraceCounter: @unchecked Sendable {
  package static let shared = GoldenTraceCounter()
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  package func next(for key: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    let n = (counts[key] ?? 0) + 1
    counts[key] = n
    return n
  }
}

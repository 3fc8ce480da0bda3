import Foundation

/// The failures the helpers report inside `body`, kept rather than reported, so that a test of a
/// helper asserts its exact message and location without the run failing.
///
///     let issues = capturingIssues { expectValue(trace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(.zero)) }
///     #expect(issues.map(\.message) == [TraceFailure.value(in: trace, …)])
package func capturingIssues(_ body: () throws -> Void) rethrows -> [CapturedIssue] {
  let capture = IssueCapture()
  try IssueCapture.capture.withValue(capture) { try body() }
  return capture.issues
}

/// Where ``capturingIssues(_:)`` keeps the failures of the task it runs on.
package final class IssueCapture: @unchecked Sendable {
  /// A task-local value spelled as its object (see `GoldenTraceScope.recordMode`).
  static let capture = TaskLocal<IssueCapture?>(wrappedValue: nil)
  static var current: IssueCapture? { capture.get() }

  private let lock = NSLock()
  private var kept: [CapturedIssue] = []

  var issues: [CapturedIssue] {
    lock.lock()
    defer { lock.unlock() }
    return kept
  }

  func append(_ issue: CapturedIssue) {
    lock.lock()
    defer { lock.unlock() }
    kept.append(issue)
  }
}

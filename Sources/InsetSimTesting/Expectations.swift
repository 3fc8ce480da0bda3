#if canImport(Testing)
import Foundation
public import InsetSim
import Testing

/// Expects `property` of `object` to hold `expected` in the trace's snapshot at `point`; records an issue at
/// the caller's line otherwise.
///
///     @Test func contentInsetIsAdjustedBeforeViewDidAppear() {
///       let trace = Simulation.run(.seedExample(os: OSVersion(10, 3)))
///       expectValue(trace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(EdgeInsets(top: 64, bottom: 49)))
///     }
///
/// Had it expected `.insets(.zero)`, the issue would read:
///
/// ```text
/// tableView.contentInset at "viewDidAppear" is not the expected value. Difference: …
///
///     frame: (0, 0, 375, 667)
///     hidden: false
///     contentSize: (375, 1313)
///   − contentInset: (0, 0, 0, 0)
///   + contentInset: (64, 0, 49, 0)
///     contentOffset: (0, -64)
///     scrollIndicatorInsets: (64, 0, 49, 0)
///     … (3 unchanged lines)
///
/// (Expected: −, Actual: +)
///
/// The actual value was set by:
///   seq 44, t=0.000: rule legacy.autoAdjust.additive, (0, 0, 0, 0) → (64, 0, 49, 0); +64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)
/// ```
///
/// `point` is written as a scenario's `observe` list writes it ("viewDidAppear", "last viewDidLayoutSubviews",
/// "t=1.40"); the trace has a snapshot there when the scenario observes it or `Simulation.run(_:observing:)` is given it.
public func expectValue(
  _ trace: Trace, at point: String, of object: String, _ property: Property, equals expected: Value,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  guard let message = TraceFailure.value(in: trace, at: point, of: object, property, equals: expected) else { return }
  recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects `property` of `object` to differ between the snapshots at two points.
///
///     expectChange(trace, of: "tableView", .contentInset, from: "viewWillAppear", to: "viewDidAppear")
///
/// ```text
/// tableView.contentInset did not change from "viewWillAppear" to "viewDidAppear": it is (0, 0, 0, 0) at both.
/// ```
public func expectChange(
  _ trace: Trace, of object: String, _ property: Property, from first: String, to second: String,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  guard let message = TraceFailure.change(in: trace, of: object, property, from: first, to: second) else { return }
  recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects `property` of `object` to be the same in the snapshots at two points; the failure names the
/// changes the trace holds in between, with their causes.
///
///     expectNoChange(trace, of: "ViewController.view", .frame, from: "viewWillAppear", to: "viewDidAppear")
///
/// ```text
/// tableView.contentInset changed from "viewWillAppear" to "viewDidAppear". Difference: …
///
///   − (0, 0, 0, 0)
///   + (64, 0, 49, 0)
///
/// (viewWillAppear: −, viewDidAppear: +)
///
/// Changed in between by:
///   seq 44, t=0.000: rule legacy.autoAdjust.additive, (0, 0, 0, 0) → (64, 0, 49, 0); +64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)
/// ```
public func expectNoChange(
  _ trace: Trace, of object: String, _ property: Property, from first: String, to second: String,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  guard let message = TraceFailure.noChange(in: trace, of: object, property, from: first, to: second) else { return }
  recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects the trace, as `TraceFile.encode` writes it, to match a golden file line by line.
///
///     expectTrace(trace, matchesGolden: "__Snapshots__/seedExample.trace.jsonl")
///
/// A relative `path` starts from the folder of the calling test file. A missing file is recorded and the
/// test fails once, saying so; `INSETSIM_RECORD=1 swift test` rewrites the files (each test fails once).
/// A mismatch is reported aligned by event, as `insetsim diff` aligns traces (a line diff when the traces
/// differ only in `seq`, `turn` or a rule's wording):
///
/// ```text
/// Trace does not match the golden file /p/Tests/T/__Snapshots__/seedExample.trace.jsonl (aligned by event: no entry differs, none only in the golden file, 1 only in the trace); INSETSIM_RECORD=1 rewrites it. Difference: …
///
///     … (23 unchanged entries)
///     t=0.000 event window.makeKeyAndVisible
///   + t=0.000 callback ViewController.loadView
///     t=0.000 change ViewController.view.frame ∅ → (0, 0, 375, 667) [init]
///     … (26 unchanged entries)
///
/// (Expected: −, Actual: +; ~ an entry in both whose values differ, expected | actual)
/// ```
public func expectTrace(
  _ trace: Trace, matchesGolden path: String,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  _expectTrace(
    trace, matchesGolden: path, recording: GoldenFile.isRecording(), fileID: fileID, filePath: filePath, line: line,
    column: column)
}

/// ``expectTrace(_:matchesGolden:fileID:filePath:line:column:)`` with record mode given rather than read from
/// the environment, so that tests of the helper pass whether or not `INSETSIM_RECORD` is set.
package func _expectTrace(
  _ trace: Trace, matchesGolden path: String, recording: Bool,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  let resolved = GoldenFile.path(path, relativeTo: filePath)
  guard let message = GoldenFile.check(TraceFile.encode(trace), against: resolved, recording: recording) else { return }
  recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects these callbacks in this order (other entries may come between; each is matched at its first
/// occurrence after the previous one). Bare names are the scenario's controller's callbacks.
///
///     expectOrder(trace, ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
///
/// ```text
/// viewDidLoad came first: #12 t=0.000, before viewWillAppear at #20 t=0.000; none comes after it
/// ```
public func expectOrder(
  _ trace: Trace, _ names: [String],
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  guard let message = TraceTiming.order(names.map(TraceTiming.ref), in: trace, controller: TraceTiming.controllerName(of: trace)) else { return }
  recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects a callback to happen exactly `times` times in the run.
///
///     expectCalled(trace, "viewWillTransition", times: 0)
public func expectCalled(
  _ trace: Trace, _ name: String, times: Int,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  guard let message = TraceTiming.called(TraceTiming.ref(name), times: times, in: trace, controller: TraceTiming.controllerName(of: trace))
  else { return }
  recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

func recordIssue(_ message: String, fileID: String, filePath: String, line: Int, column: Int) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  if let capture = IssueCapture.current {
    capture.append(message, at: location)
  } else {
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }
}

/// The failures the helpers report inside `body`, kept rather than recorded, so that a test of a helper asserts
/// its exact message and location without the run reporting an issue (expected or not).
///
///     let issues = capturingIssues { expectValue(trace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(.zero)) }
///     #expect(issues.map(\.message) == ["tableView.contentInset at \"viewDidAppear\" is (64, 0, 49, 0), expected (0, 0, 0, 0)."])
package func capturingIssues(_ body: () throws -> Void) rethrows -> [(message: String, location: SourceLocation)] {
  let capture = IssueCapture()
  try IssueCapture.$current.withValue(capture) { try body() }
  return capture.issues
}

/// Where ``capturingIssues(_:)`` keeps the failures of the task it runs on.
package final class IssueCapture: @unchecked Sendable {
  @TaskLocal static var current: IssueCapture?

  private let lock = NSLock()
  private var kept: [(message: String, location: SourceLocation)] = []

  var issues: [(message: String, location: SourceLocation)] {
    lock.lock()
    defer { lock.unlock() }
    return kept
  }

  func append(_ message: String, at location: SourceLocation) {
    lock.lock()
    defer { lock.unlock() }
    kept.append((message, location))
  }
}
#endif

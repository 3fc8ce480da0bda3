import Foundation
public import InsetSim

// The checks of a trace. Each reports a failure to the framework that runs the test — Swift Testing
// inside a `@Test`, XCTest inside a test case — at the caller's line, with the same message;
// outside any test it stops the process with the message rather than pass silently (see
// `FailureReporter`).

/// Expects `property` of `object` to hold `expected` in the trace's snapshot at `point`; reports a
/// failure at the caller's line otherwise, in Swift Testing and XCTest alike.
///
///     @Test func contentInsetIsAdjustedBeforeViewDidAppear() {
///       let trace = Simulation.run(.seedExample(os: OSVersion(10, 3)))
///       expectValue(trace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(EdgeInsets(top: 64, bottom: 49)))
///     }
///
/// Had it expected `.insets(.zero)`, the failure would read:
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
/// seq 44, t=0.000: rule legacy.autoAdjust.additive (confidence medium), (0, 0, 0, 0) → (64, 0, 49,
/// 0); +64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)
/// ```
///
/// `point` is written as a scenario's `observe` list writes it ("viewDidAppear", "last
/// viewDidLayoutSubviews",
/// "t=1.40"); the trace has a snapshot there when the scenario observes it or
/// `Simulation.run(_:observing:)` is given it.
public func expectValue(
  _ trace: Trace, at point: String, of object: String, _ property: Property, equals expected: Value,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  guard
    let message = TraceFailure.value(in: trace, at: point, of: object, property, equals: expected)
  else { return }
  FailureReporter.report(
    message, helper: "expectValue",
    at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects `property` of `object` to differ between the snapshots at two points.
///
///     expectChange(trace, of: "tableView", .contentInset, from: "viewWillAppear", to: "viewDidAppear")
///
/// ```text
/// tableView.contentInset did not change from "viewWillAppear" to "viewDidAppear": it is (0, 0, 0,
/// 0) at both.
/// ```
public func expectChange(
  _ trace: Trace, of object: String, _ property: Property, from first: String, to second: String,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  guard let message = TraceFailure.change(in: trace, of: object, property, from: first, to: second)
  else { return }
  FailureReporter.report(
    message, helper: "expectChange",
    at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects `property` of `object` to be the same in the snapshots at two points; the failure names
/// the changes the trace holds in between, with their causes.
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
/// seq 44, t=0.000: rule legacy.autoAdjust.additive (confidence medium), (0, 0, 0, 0) → (64, 0, 49,
/// 0); +64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)
/// ```
public func expectNoChange(
  _ trace: Trace, of object: String, _ property: Property, from first: String, to second: String,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  guard
    let message = TraceFailure.noChange(in: trace, of: object, property, from: first, to: second)
  else { return }
  FailureReporter.report(
    message, helper: "expectNoChange",
    at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects these callbacks in this order (other entries may come between; each is matched at its
/// first occurrence after the previous one). Bare names are the scenario's controller's callbacks.
///
///     expectOrder(trace, ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
///
/// ```text
/// viewDidLoad came first: #12 t=0.000, before viewWillAppear at #20 t=0.000; none comes after it
/// ```
public func expectOrder(
  _ trace: Trace, _ names: [String],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  guard
    let message = TraceTiming.order(
      names.map(TraceTiming.ref), in: trace, controller: TraceTiming.controllerName(of: trace))
  else { return }
  FailureReporter.report(
    message, helper: "expectOrder",
    at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects a callback to happen exactly `times` times in the run.
///
///     expectCalled(trace, "viewWillTransition", times: 0)
public func expectCalled(
  _ trace: Trace, _ name: String, times: Int,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  guard
    let message = TraceTiming.called(
      TraceTiming.ref(name), times: times, in: trace,
      controller: TraceTiming.controllerName(of: trace))
  else { return }
  FailureReporter.report(
    message, helper: "expectCalled",
    at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects a callback to happen exactly `times` times after the first point and before the second
/// (points as a scenario's `between` names them: "Modal.viewDidAppear", "last viewDidAppear",
/// "t=1.40"). "Not called until the modal appears":
///
///     expectCalled(
///       trace, "B.viewDidAppear", times: 0, between: ("A.viewDidAppear", "B.viewWillAppear"))
///
/// ```text
/// B.viewDidAppear is called 1 time between A.viewDidAppear and B.viewWillAppear, not 0: #40 …
/// ```
public func expectCalled(
  _ trace: Trace, _ name: String, times: Int, between points: (String, String),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let message: String?
  if let from = TraceTiming.point(points.0), let to = TraceTiming.point(points.1) {
    message = TraceTiming.called(
      TraceTiming.ref(name), times: times, between: from, and: to, in: trace,
      controller: TraceTiming.controllerName(of: trace))
  } else {
    let bad = TraceTiming.point(points.0) == nil ? points.0 : points.1
    message =
      "'\(bad)' is not a point: expected a callback (\"viewDidAppear\", \"List.viewDidAppear\"),"
      + " an occurrence of one (\"last viewDidAppear\", \"second List.viewDidAppear\") or"
      + " \"t=SECONDS\""
  }
  guard let message else { return }
  FailureReporter.report(
    message, helper: "expectCalled",
    at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects the trace, as `TraceFile.encode` writes it, to match a golden file line by line, as
/// swift-snapshot-testing holds a value to its snapshot.
///
///     expectTrace(trace)                                              // __Snapshots__/SeedTests/seedExample.1.trace.jsonl
///     expectTrace(trace, named: "iOS 10.3")                           // __Snapshots__/SeedTests/seedExample.iOS-10-3.trace.jsonl
///     expectTrace(trace, matchesGolden: "Goldens/seed.trace.jsonl")   // a path of its own
///
/// Without a path the file is named after the test file and the test (`testName`, `#function` by
/// default), in a `__Snapshots__` folder beside the test file, numbered in call order or named by
/// `named`; a relative `path` starts from the folder of the calling test file. `record` (else the
/// `.goldenTraces(record:)` trait or ``withGoldenTraces(record:operation:)``, else
/// `INSETSIM_RECORD`, else `never` under `CI=true` and `missing` otherwise) says when the file is
/// written: see ``GoldenRecordMode``.
///
/// A mismatch is reported aligned by event, as `insetsim diff` aligns traces (a line diff when the
/// traces differ only in `seq`, `turn` or a rule's wording); the actual trace is written beside the
/// golden file
/// (`NAME.actual.trace.jsonl`) and, in Swift Testing 6.2 and later, attached to the test:
///
/// ```text
/// Trace does not match the golden file
/// /p/Tests/T/__Snapshots__/SeedTests/seedExample.1.trace.jsonl (aligned by event: no entry
/// differs, none only in the golden file, 1 only in the trace). Difference: …
///
///     … (23 unchanged entries)
///     t=0.000 event window.makeKeyAndVisible
///   + t=0.000 callback ViewController.loadView
///     t=0.000 change ViewController.view.frame ∅ → (0, 0, 375, 667) [init]
///     … (26 unchanged entries)
///
/// (Expected: −, Actual: +; ~ an entry in both whose values differ, expected | actual)
///
/// The actual trace is at /p/Tests/T/__Snapshots__/SeedTests/seedExample.1.actual.trace.jsonl
/// (insetsim diff …). Record mode is missing (from the default); INSETSIM_RECORD=failed rewrites
/// the golden file.
/// ```
public func expectTrace(
  _ trace: Trace, matchesGolden path: String? = nil, named name: String? = nil,
  record: GoldenRecordMode? = nil,
  testName: String = #function,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let mode: ResolvedRecordMode
  switch ResolvedRecordMode.resolve(call: record) {
  case .success(let resolved): mode = resolved
  case .failure(let error):
    FailureReporter.report(error.message, helper: "expectTrace", at: location)
    return
  }
  let resolvedPath: String
  if let path {
    resolvedPath = GoldenFile.path(path, relativeTo: location.filePath)
  } else {
    let identifier =
      name
      ?? String(
        GoldenTraceCounter.shared.next(
          for: location.filePath + "\u{0}" + testName + "\u{0}" + TestRunner.runIdentity))
    resolvedPath = GoldenFile.automaticPath(
      testFile: location.filePath, testName: testName, identifier: identifier)
  }
  let text = TraceFile.encode(trace)
  let outcome = GoldenFile.compare(text, against: resolvedPath, mode: mode)
  guard let message = outcome.message else { return }
  if outcome.actualFile != nil || mode.mode != .never {
    TestAttachment.record(
      text, named: URL(fileURLWithPath: outcome.actualFile ?? resolvedPath).lastPathComponent,
      at: location)
  }
  FailureReporter.report(message, helper: "expectTrace", at: location)
}

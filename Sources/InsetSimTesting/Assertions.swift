#if canImport(XCTest)
public import InsetSim
import XCTest

/// Asserts that `property` of `object` holds `expected` in the trace's snapshot at `point`: the XCTest twin
/// of ``expectValue(_:at:of:_:equals:fileID:filePath:line:column:)``, with the same message.
///
///     func testContentInsetIsAdjustedBeforeViewDidAppear() {
///       let trace = Simulation.run(.seedExample(os: OSVersion(10, 3)))
///       assertValue(trace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(EdgeInsets(top: 64, bottom: 49)))
///     }
public func assertValue(
  _ trace: Trace, at point: String, of object: String, _ property: Property, equals expected: Value,
  file: StaticString = #filePath, line: UInt = #line
) {
  guard let message = TraceFailure.value(in: trace, at: point, of: object, property, equals: expected) else { return }
  XCTFail(message, file: file, line: line)
}

/// Asserts that these callbacks happen in this order: the XCTest twin of ``expectOrder(_:_:fileID:filePath:line:column:)``.
public func assertOrder(_ trace: Trace, _ names: [String], file: StaticString = #filePath, line: UInt = #line) {
  guard let message = TraceTiming.order(names.map(TraceTiming.ref), in: trace, controller: TraceTiming.controllerName(of: trace)) else { return }
  XCTFail(message, file: file, line: line)
}

/// Asserts that a callback happens exactly `times` times: the XCTest twin of ``expectCalled(_:_:times:fileID:filePath:line:column:)``.
public func assertCalled(_ trace: Trace, _ name: String, times: Int, file: StaticString = #filePath, line: UInt = #line) {
  guard let message = TraceTiming.called(TraceTiming.ref(name), times: times, in: trace, controller: TraceTiming.controllerName(of: trace))
  else { return }
  XCTFail(message, file: file, line: line)
}

/// Asserts that `property` of `object` differs between the snapshots at two points (XCTest).
///
///     assertChange(trace, of: "tableView", .contentInset, from: "viewWillAppear", to: "viewDidAppear")
public func assertChange(
  _ trace: Trace, of object: String, _ property: Property, from first: String, to second: String,
  file: StaticString = #filePath, line: UInt = #line
) {
  guard let message = TraceFailure.change(in: trace, of: object, property, from: first, to: second) else { return }
  XCTFail(message, file: file, line: line)
}

/// Asserts that `property` of `object` is the same in the snapshots at two points (XCTest).
///
///     assertNoChange(trace, of: "ViewController.view", .frame, from: "viewWillAppear", to: "viewDidAppear")
public func assertNoChange(
  _ trace: Trace, of object: String, _ property: Property, from first: String, to second: String,
  file: StaticString = #filePath, line: UInt = #line
) {
  guard let message = TraceFailure.noChange(in: trace, of: object, property, from: first, to: second) else { return }
  XCTFail(message, file: file, line: line)
}

/// Asserts that the trace matches a golden file line by line, recording it when missing or when
/// `INSETSIM_RECORD=1` (XCTest twin of ``expectTrace(_:matchesGolden:fileID:filePath:line:column:)``).
///
///     assertTrace(trace, matchesGolden: "__Snapshots__/seedExample.trace.jsonl")
public func assertTrace(
  _ trace: Trace, matchesGolden path: String, file: StaticString = #filePath, line: UInt = #line
) {
  let resolved = GoldenFile.path(path, relativeTo: "\(file)")
  guard let message = GoldenFile.check(TraceFile.encode(trace), against: resolved, recording: GoldenFile.isRecording()) else { return }
  XCTFail(message, file: file, line: line)
}
#endif

import Foundation
import InsetSim
import XCTest

@testable import InsetSimTesting

/// Inside an XCTest case the `expect…` helpers report through XCTest, at the caller's line, with
/// the message `TraceFailure` words (Swift Testing's `Issue.record` would pass silently here).
final class AssertionsTests: XCTestCase {
  private var failures: [(message: String, line: Int)] = []

  #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
      failures.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      failures.append((description, lineNumber))
    }
  #endif

  func testTheRunnerIsXCTest() {
    XCTAssertEqual(TestRunner.current, .xcTest)
  }

  func testChecksThatHoldReportNothing() throws {
    // S000-05: ContentInset 0_0_0_0 in viewWillAppear, 64_0_49_0 in viewDidAppear; S000-01: frame
    // 0_0_375_667.
    let trace = try Fixtures.seedS00005()
    expectValue(
      trace, at: "viewDidAppear", of: "tableView", .contentInset,
      equals: .insets(EdgeInsets(top: 64, bottom: 49)))
    expectChange(trace, of: "tableView", .contentInset, from: "viewWillAppear", to: "viewDidAppear")
    expectNoChange(
      trace, of: "ViewController.view", .frame, from: "viewWillAppear", to: "viewDidAppear")
    XCTAssertEqual(failures.count, 0)
  }

  func testExpectValueReportsTheSameMessageAtTheCallersLine() throws {
    let trace = try Fixtures.seedS00005()
    let expected = TraceFailure.value(
      in: trace, at: "viewWillAppear", of: "tableView", .contentInset,
      equals: .insets(EdgeInsets(top: 64, bottom: 49)))
    let line = #line + 1
    expectValue(
      trace, at: "viewWillAppear", of: "tableView", .contentInset,
      equals: .insets(EdgeInsets(top: 64, bottom: 49)))
    let reported = failures
    failures = []
    XCTAssertEqual(reported.count, 1)
    XCTAssertEqual(reported.first?.line, line)
    XCTAssertTrue(
      reported.first.map { $0.message.hasSuffix(expected ?? "?") } ?? false, "\(reported)")
  }

  func testExpectNoChangeReportsTheRuleThatChangedTheValueAndItsConfidence() throws {
    let trace = try Fixtures.seedS00005()
    expectNoChange(
      trace, of: "tableView", .contentInset, from: "viewWillAppear", to: "viewDidAppear")
    let reported = failures
    failures = []
    XCTAssertEqual(reported.count, 1)
    XCTAssertTrue(
      reported.first?.message.contains("rule legacy.autoAdjust.additive (confidence medium)")
        ?? false, "\(reported)")
  }

  func testExpectTraceRecordsAMissingGoldenFileAndFailsOnce() throws {
    let trace = try Fixtures.seedS00005()
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/S000-05.trace.jsonl"
    expectTrace(trace, matchesGolden: path, record: .missing)
    let reported = failures
    failures = []
    XCTAssertEqual(reported.count, 1)
    XCTAssertTrue(
      reported.first?.message.contains("Recorded the trace there") ?? false, "\(reported)")
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), TraceFile.encode(trace))
  }

  func testWithGoldenTracesSetsTheModeOfTheCallsInside() throws {
    let trace = try Fixtures.seedS00005()
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/S000-05.trace.jsonl"
    withGoldenTraces(record: .never) { expectTrace(trace, matchesGolden: path) }
    let reported = failures
    failures = []
    XCTAssertEqual(reported.count, 1)
    XCTAssertTrue(
      reported.first?.message.contains(
        "record mode is never (from the .goldenTraces trait or withGoldenTraces)") ?? false,
      "\(reported)")
    XCTAssertFalse(FileManager.default.fileExists(atPath: path))
  }
}

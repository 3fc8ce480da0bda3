import Foundation
import InsetSim
import XCTest

@testable import InsetSimTesting

/// The XCTest twins report the same messages as the Swift Testing helpers, at the caller's line.
final class AssertionsTests: XCTestCase {
  private var failures: [(message: String, line: Int)] = []

  #if canImport(ObjectiveC)
  override func record(_ issue: XCTIssue) {
    failures.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
  }
  #else
  override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
    failures.append((description, lineNumber))
  }
  #endif

  func testAssertionsThatHoldReportNothing() throws {
    let trace = try Fixtures.s000_05()
    assertValue(trace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(EdgeInsets(top: 64, bottom: 49)))
    assertChange(trace, of: "tableView", .contentInset, from: "viewWillAppear", to: "viewDidAppear")
    assertNoChange(trace, of: "ViewController.view", .frame, from: "viewWillAppear", to: "viewDidAppear")
    XCTAssertEqual(failures.count, 0)
  }

  func testAssertValueReportsTheSameMessageAtTheCallersLine() throws {
    let trace = try Fixtures.s000_05()
    let expected = TraceFailure.value(in: trace, at: "viewWillAppear", of: "tableView", .contentInset, equals: .insets(EdgeInsets(top: 64, bottom: 49)))
    let line = #line + 1
    assertValue(trace, at: "viewWillAppear", of: "tableView", .contentInset, equals: .insets(EdgeInsets(top: 64, bottom: 49)))
    let reported = failures
    failures = []
    XCTAssertEqual(reported.count, 1)
    XCTAssertEqual(reported.first?.line, line)
    XCTAssertTrue(reported.first.map { $0.message.hasSuffix(expected ?? "?") } ?? false, "\(reported)")
  }

  func testAssertNoChangeReportsTheRuleThatChangedTheValue() throws {
    let trace = try Fixtures.s000_05()
    assertNoChange(trace, of: "tableView", .contentInset, from: "viewWillAppear", to: "viewDidAppear")
    let reported = failures
    failures = []
    XCTAssertEqual(reported.count, 1)
    XCTAssertTrue(reported.first?.message.contains("rule legacy.autoAdjust.additive") ?? false, "\(reported)")
  }

  func testAssertTraceRecordsAMissingGoldenFileAndFailsOnce() throws {
    let trace = try Fixtures.s000_05()
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/S000-05.trace.jsonl"
    assertTrace(trace, matchesGolden: path)
    let reported = failures
    failures = []
    XCTAssertEqual(reported.count, 1)
    XCTAssertTrue(reported.first?.message.contains("Recorded the trace t") ?? false, "\(reported)")
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), TraceFile.encode(trace))
  }
}

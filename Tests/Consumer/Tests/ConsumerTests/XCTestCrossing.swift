// swift-format-ignore-file
// Each failing call and its `// fails here` marker share one line, so the formatter leaves this file.
import InsetSim
import InsetSimTesting
import XCTest

// Each "Wrong" test must fail at the line marked `// fails here`; each "Right" test must pass.
final class XCTestCrossing: XCTestCase {
  func testValueRight() {
    expectValue(seedTrace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(EdgeInsets(top: 64, bottom: 49)))
  }
  func testValueWrong() {
    expectValue(seedTrace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(.zero))  // fails here
  }
  func testChangeRight() {
    expectChange(seedTrace, of: "tableView", .contentInset, from: "viewWillAppear", to: "viewDidAppear")
  }
  func testChangeWrong() {
    expectChange(seedTrace, of: "tableView", .frame, from: "viewWillAppear", to: "viewDidAppear")  // fails here
  }
  func testNoChangeRight() {
    expectNoChange(seedTrace, of: "tableView", .frame, from: "viewWillAppear", to: "viewDidAppear")
  }
  func testNoChangeWrong() {
    expectNoChange(seedTrace, of: "tableView", .contentInset, from: "viewWillAppear", to: "viewDidAppear")  // fails here
  }
  func testOrderRight() {
    expectOrder(seedTrace, ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
  }
  func testOrderWrong() {
    expectOrder(seedTrace, ["viewDidAppear", "viewWillAppear"])  // fails here
  }
  func testCalledRight() {
    expectCalled(seedTrace, "viewDidLoad", times: 1)
  }
  func testCalledWrong() {
    expectCalled(seedTrace, "viewDidLoad", times: 2)  // fails here
  }
  func testTraceRight() {
    expectTrace(seedTrace, matchesGolden: goldenFile(of: seedTrace), record: .never)
  }
  func testTraceWrong() {
    expectTrace(seedTrace, matchesGolden: goldenFile(of: seedTrace, dropping: 1), record: .never)  // fails here
  }
  func testTraceMissingInNeverModeWrong() {
    expectTrace(seedTrace, matchesGolden: missingGoldenFile(), record: .never)  // fails here
  }
  func testScenarioRight() {
    expectScenario(seedScenarioPath)
  }
  func testScenarioWrong() {
    expectScenario(wrongScenarioPath)  // fails here
  }
  @available(*, deprecated)
  func testDeprecatedTwinWrong() {
    assertValue(seedTrace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(.zero))  // fails here
  }
}

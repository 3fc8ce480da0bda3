// swift-format-ignore-file
// Each failing call and its `// fails here` marker share one line, so the formatter leaves this file.
import InsetSim
import InsetSimTesting
import Testing

// The same checks as XCTestCrossing, inside Swift Testing's @Test functions.
@Suite struct SwiftTestingCrossing {
  @Test func valueRight() {
    expectValue(seedTrace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(EdgeInsets(top: 64, bottom: 49)))
  }
  @Test func valueWrong() {
    expectValue(seedTrace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(.zero))  // fails here
  }
  @Test func changeRight() {
    expectChange(seedTrace, of: "tableView", .contentInset, from: "viewWillAppear", to: "viewDidAppear")
  }
  @Test func changeWrong() {
    expectChange(seedTrace, of: "tableView", .frame, from: "viewWillAppear", to: "viewDidAppear")  // fails here
  }
  @Test func noChangeRight() {
    expectNoChange(seedTrace, of: "tableView", .frame, from: "viewWillAppear", to: "viewDidAppear")
  }
  @Test func noChangeWrong() {
    expectNoChange(seedTrace, of: "tableView", .contentInset, from: "viewWillAppear", to: "viewDidAppear")  // fails here
  }
  @Test func orderRight() {
    expectOrder(seedTrace, ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
  }
  @Test func orderWrong() {
    expectOrder(seedTrace, ["viewDidAppear", "viewWillAppear"])  // fails here
  }
  @Test func calledRight() {
    expectCalled(seedTrace, "viewDidLoad", times: 1)
  }
  @Test func calledWrong() {
    expectCalled(seedTrace, "viewDidLoad", times: 2)  // fails here
  }
  @Test func traceRight() {
    expectTrace(seedTrace, matchesGolden: goldenFile(of: seedTrace), record: .never)
  }
  @Test func traceWrong() {
    expectTrace(seedTrace, matchesGolden: goldenFile(of: seedTrace, dropping: 1), record: .never)  // fails here
  }
  @Test func traceMissingInNeverModeWrong() {
    expectTrace(seedTrace, matchesGolden: missingGoldenFile(), record: .never)  // fails here
  }
  @Test func scenarioRight() {
    expectScenario(seedScenarioPath)
  }
  @Test func scenarioWrong() {
    expectScenario(wrongScenarioPath)  // fails here
  }
  @available(*, deprecated)
  @Test func deprecatedTwinWrong() {
    assertValue(seedTrace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(.zero))  // fails here
  }

}

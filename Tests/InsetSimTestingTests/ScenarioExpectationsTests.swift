import Foundation
import InsetSim
import Testing

@testable import InsetSimTesting

/// `expectScenario` holds a scenario file to its own expect list and lint findings, in `check`'s
/// words.
@Suite struct ScenarioExpectationsTests {
  /// S000-05's expect list holds (seed figures 0_0_0_0 then 64_0_49_0), and no detector finds a
  /// pitfall in it.
  @Test func aScenarioThatHoldsReportsNothing() {
    let issues = capturingIssues {
      expectScenario("../../Traces/seeds/S000-05-adjustment-between-appearances.scenario.json")
    }
    #expect(issues.isEmpty)
  }

  /// A wrong expected value fails with `check`'s line: the actual value, its rule and the rule's
  /// confidence.
  @Test func aWrongExpectedValueFailsWithChecksWords() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var text = try String(contentsOfFile: Fixtures.seedS00005Path, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "        64,\n        0,\n        49,\n", with: "        64,\n        0,\n        0,\n")
    let path = folder + "/S000-05-wrong.scenario.json"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let line = #line + 1
    let issues = capturingIssues { expectScenario(path, lint: nil) }
    #expect(issues.map(\.helper) == ["expectScenario"])
    #expect(issues.first?.location.line == line)
    #expect(
      issues.first?.message
        == "S000-05-adjustment-between-appearances: at viewDidAppear: tableView.contentInset expected (64, 0, 0, 0), got (64, 0, 49, 0) "
        + "(rule legacy.autoAdjust.additive, confidence medium: +64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)) "
        + "[source: docs/facts/seed-observations.md#seed-000, scrollView.contentInset (S000-05)]")
  }

  /// S000-12 sets tabBar.hidden in viewWillAppear: its values hold, and the lint warning (seed 000:
  /// hiding the bar keeps its 49 pt in the insets) is reported unless lint is off.
  @Test func lintFindingsAtTheChosenSeverityFail() {
    let path = "../../Traces/seeds/S000-12-tabBar-hidden-in-viewWillAppear.scenario.json"
    #expect(capturingIssues { expectScenario(path, lint: nil) }.isEmpty)
    let issues = capturingIssues { expectScenario(path, lint: .warning) }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "S000-12-tabBar-hidden-in-viewWillAppear: lint warning tabBar.hiddenKeepsInset: ") == true)
    #expect(issues.first?.message.contains("\n  fix: ") == true)
  }

  @Test func aMissingFileIsOneFailureWithTheDecodersWords() {
    let issues = capturingIssues { expectScenario("no-such.scenario.json") }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("no-such.scenario.json") == true)
    let trace = capturingIssues { expectScenario("x.trace.jsonl") }
    #expect(
      trace.first?.message.hasPrefix("expectScenario takes a scenario file (*.scenario.json);")
        == true)
  }
}

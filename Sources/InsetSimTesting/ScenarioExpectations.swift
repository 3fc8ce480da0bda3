import Foundation
public import InsetSim

/// Holds a scenario file to itself in one line: runs it, checks its own `expect` list (values,
/// `order` and `called`) and its lint findings at `lint` severity or worse, and reports one failure
/// for each in the words of `insetsim check` and `insetsim lint`.
///
///     @Test func tabBarHiddenInViewWillAppear() {
///       expectScenario("../../Traces/seeds/S000-12-tabBar-hidden-in-viewWillAppear.scenario.json", lint: nil)
///     }
///
/// A relative `path` starts from the folder of the calling test file, not the working directory.
/// `lint: nil` checks the expect list only; `.info` reports every finding. A file that cannot be
/// read or decoded is one failure with the decoder's words (the file, the field's path, what was
/// expected).
///
/// ```text
/// S000-12: at viewDidAppear: tableView.contentInset expected (64, 0, 0, 0), got (64, 0, 49, 0)
/// (rule legacy.autoAdjust.additive, confidence medium: +64 top …, +49 bottom (tab bar 49))
/// [source: …]
/// ```
public func expectScenario(
  _ path: String, lint: LintSeverity? = .warning,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  for message in ScenarioSelfCheck.failures(
    ofScenarioAt: GoldenFile.path(path, relativeTo: location.filePath), lint: lint)
  {
    FailureReporter.report(message, helper: "expectScenario", at: location)
  }
}

/// What ``expectScenario(_:lint:fileID:filePath:line:column:)`` reports, as plain messages.
package enum ScenarioSelfCheck {
  package static func failures(ofScenarioAt path: String, lint: LintSeverity?) -> [String] {
    guard path.hasSuffix(".scenario.json") else {
      return [
        "expectScenario takes a scenario file (*.scenario.json); \(path) is not one (a trace is checked with expectTrace or insetsim check)."
      ]
    }
    let scenario: Scenario
    do {
      scenario = try Scenario.load(path: path)
    } catch {
      return ["\(error)"]
    }
    let trace = Simulation.run(scenario)
    var failures: [String] = []
    if let stop = TimingCheck.stopFailure(scenario, against: trace) { failures.append(stop) }
    for result in ExpectationCheck.check(scenario, against: trace) {
      if !result.passed {
        failures.append(result.message)
      } else if let why = result.footingFailure(accepting: scenario.assumptions) {
        failures.append(why)
      }
    }
    for result in TimingCheck.check(scenario, against: trace) where !result.passed {
      failures.append(result.message)
    }
    if let lint {
      let findings = Linter.findings(in: [LintRun(scenario: scenario, trace: trace)]).filter {
        $0.severity <= lint
      }
      for f in findings {
        var text = "\(scenario.name): lint \(f.severity.rawValue) \(f.detector): \(f.message)"
        for e in f.evidence { text += "\n  " + e.line }
        text += "\n  fix: \(f.fix)\n  source: " + f.provenance.joined(separator: "; ")
        failures.append(text)
      }
    }
    return failures
  }
}

import Foundation
import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimLint
@testable import InsetSimMatrix
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// Every scenario under Traces/ states figures observed on devices (with their source); each must
/// hold.
@Suite struct SeedScenarioTests {
  static let tracesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Traces")

  static var scenarioFiles: [String] {
    (try? InputFiles.under(tracesDirectory.path, suffixes: [".scenario.json"])) ?? []
  }

  @Test func everySeedIdHasAScenario() {
    let names = Self.scenarioFiles.map { URL(fileURLWithPath: $0).lastPathComponent }
    var ids: [String] = []
    ids += (1...19).map { String(format: "S000-%02d", $0) }
    ids += (1...12).map { String(format: "S001-%02d", $0) }
    ids += (1...11).map { String(format: "S003-%02d", $0) }
    ids += (1...3).map { String(format: "S004-%02d", $0) }
    for id in ids {
      #expect(names.contains { $0.hasPrefix(id) }, "no scenario for \(id)")
    }
  }

  @Test(arguments: scenarioFiles)
  func expectationsHold(_ path: String) throws {
    let scenario = try Scenario.load(path: path)
    #expect(
      !scenario.expect.isEmpty || !scenario.expectTiming.isEmpty, "\(path) states no expectation")
    let trace = Simulation.run(scenario)
    for result in ExpectationCheck.check(scenario, against: trace) {
      #expect(result.passed, "\(result.message)")
    }
    for result in TimingCheck.check(scenario, against: trace) {
      #expect(result.passed, "\(result.message)")
    }
  }
}

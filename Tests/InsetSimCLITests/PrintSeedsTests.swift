import Foundation
import InsetSim
import Testing

/// Every expectation of every scenario in Traces/ must also hold through the command line:
/// `insetsim print FILE --at POINT --json` (SPEC §5).
@Suite struct PrintSeedsTests {
  static var scenarioFiles: [String] { InsetsimBinary.scenarioFiles }

  @Test(arguments: scenarioFiles)
  func expectationsHoldThroughPrintJSON(_ path: String) throws {
    let scenario = try Scenario.load(path: path)
    var byPoint: [String: [ExpectedValue]] = [:]
    for e in scenario.expect { byPoint[e.at.description, default: []].append(e) }
    for (point, expectations) in byPoint.sorted(by: { $0.key < $1.key }) {
      let output = try InsetsimBinary.run(["print", path, "--at", point, "--json"])
      #expect(output.status == 0, "print --at \(point) exited \(output.status)")
      let json = try JSONParser.parse(output.stdout)
      #expect(json["at"] == .string(point))
      for e in expectations {
        let actual = json["objects"]?[e.object]?[e.property.name]
        #expect(
          actual == e.value.json,
          "\(scenario.name) at \(point): \(e.object).\(e.property.name) [source: \(e.source)]")
      }
    }
  }
}

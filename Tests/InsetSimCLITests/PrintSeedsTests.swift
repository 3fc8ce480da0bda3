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
          actual.map { Self.sameOnScreen($0, e.value.json) } ?? false,
          "\(scenario.name) at \(point): \(e.object).\(e.property.name) [source: \(e.source)]")
      }
    }
  }

  /// JSON values that are the same on screen: numbers within `Value.lengthTolerance`, arrays
  /// element by element, anything else equal (as `check` compares them).
  static func sameOnScreen(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.number(let x), .number(let y)): return abs(x - y) <= Value.lengthTolerance
    case (.array(let xs), .array(let ys)):
      return xs.count == ys.count && zip(xs, ys).allSatisfy { sameOnScreen($0, $1) }
    default: return a == b
    }
  }
}

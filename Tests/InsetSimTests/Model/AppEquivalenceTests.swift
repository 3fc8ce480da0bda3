import Foundation
import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimSupport
@testable import InsetSimTrace

/// One push, one answer: every format-1 scenario under Traces/ and its format-2 equivalent (the
/// same controller as an app, `Scenario.appEquivalent(ofFormat1:)`) pass the same expectations and
/// show the same values at every observed point, for each property both runs track (an app also
/// tracks isMovingToParent and the other transition flags, which format 1 does not).
@Suite struct AppEquivalenceTests {
  static let traces = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Traces")

  static var format1Files: [String] {
    let files = (try? InputFiles.under(traces.path, suffixes: [".scenario.json"])) ?? []
    return files.filter { path in
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
      return text.contains(#""insetsim": 1"#)
    }
  }

  @Test func thereAreFormat1ScenariosToCompare() {
    #expect(Self.format1Files.count >= 100)
  }

  @Test(arguments: format1Files)
  func theAppEquivalentShowsTheSameValues(path: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let json = try JSONParser.parse(bytes: bytes)
    let original = try Scenario(json: json, file: path)
    let appJSON = try #require(Scenario.appEquivalent(ofFormat1: json))
    let app = try Scenario(json: appJSON, file: path + " (as an app)")
    #expect(app.app != nil)
    let a = Simulation.run(original)
    let b = Simulation.run(app)
    // The same expectations hold both ways.
    #expect(ExpectationCheck.check(original, against: a).filter { !$0.passed }.map(\.message) == [])
    #expect(ExpectationCheck.check(app, against: b).filter { !$0.passed }.map(\.message) == [])
    #expect(TimingCheck.check(app, against: b).filter { !$0.passed }.map(\.message) == [])
    let left = a.entries.filter { $0.kind == .snapshot }
    let right = b.entries.filter { $0.kind == .snapshot }
    #expect(left.count == right.count, "snapshots \(left.count) vs \(right.count)")
    var differences: [String] = []
    for (x, y) in zip(left, right) {
      let xs = x.values?.objects ?? []
      let ys = y.values?.objects ?? []
      for object in xs {
        guard let other = ys.first(where: { $0.name == object.name }) else { continue }
        for (property, value) in object.values {
          guard let otherValue = other[property], otherValue != value else { continue }
          differences.append(
            "\(x.at ?? "?"): \(object.name).\(property.name) \(value) | \(otherValue)")
        }
      }
      #expect(
        Set(xs.map(\.name)).subtracting(ys.map(\.name)).isEmpty,
        "objects only in format 1 at \(x.at ?? "?")")
    }
    #expect(differences == [])
  }

  /// The text transform itself: containers become the root, a pushed controller a push at 0.1 s.
  @Test func aPushedScenarioBecomesAPushOntoRootViewController() throws {
    let json = try JSONParser.parse(
      bytes: Array(
        #"""
        {"insetsim": 1, "name": "p", "os": "10.3", "device": "iPhone 8", "tabBarController": {}, "navigationController": {},
         "presentation": "pushed", "controller": {"name": "Detail", "hidesBottomBarWhenPushed": true},
         "observe": ["viewDidAppear"]}
        """#.utf8))
    let app = try #require(Scenario.appEquivalent(ofFormat1: json))
    #expect(
      app.compactText
        == #"{"insetsim":2,"name":"p","os":"10.3","device":"iPhone 8","observe":["Detail.viewDidAppear"],"root":{"tabBarController":{"tabs":[{"navigationController":{"stack":["RootViewController"]}}]}},"controllers":{"RootViewController":{},"Detail":{"hidesBottomBarWhenPushed":true}},"script":[{"at":0.1,"do":"push","controller":"Detail","animated":true}]}"#
    )
  }
}

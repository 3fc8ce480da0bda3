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

/// The grouping every renderer uses: one group per controller (its root view, layout guides and
/// subviews), one per container (with its bars), one for the window and system.
@Suite struct ObjectOwnersTests {
  @Test func aPushHasAGroupPerController() throws {
    let path = RendererGoldenTests.traces.appendingPathComponent(
      "eras/legacy-push-hidesBottomBarWhenPushed.scenario.json"
    ).path
    let owners = ObjectOwners(Simulation.run(try Scenario.load(path: path)))
    #expect(
      owners.groups == [
        "window", "tabBarController", "navigationController", "RootViewController",
        "ViewController",
      ])
    #expect(owners.owner(of: "tableView") == "ViewController")
    #expect(owners.owner(of: "RootViewController.view") == "RootViewController")
    #expect(owners.owner(of: "toolbar") == "navigationController")
    #expect(owners.owner(of: "statusBar") == "window")
    #expect(owners.objects["ViewController"]?.first == "ViewController")
  }

  @Test func subviewsOfAnyControllerInTheScenarioGoWithIt() {
    // Two controllers, as a format-2 scenario would list them: each subview id goes with its
    // controller.
    let scenario: JSONValue = .object([
      (
        "controllers",
        .array([
          .object([
            ("name", .string("ListController")),
            ("subviews", .array([.object([("id", .string("list"))])])),
          ]),
          .object([
            ("name", .string("DetailController")),
            ("subviews", .array([.object([("id", .string("detail"))])])),
          ]),
        ])
      )
    ])
    var a = TraceEntry(t: 0, turn: 0, kind: .callback)
    a.object = "detail"
    a.name = "layoutSubviews"
    var b = TraceEntry(t: 0, turn: 0, seq: 1, kind: .callback)
    b.object = "list"
    b.name = "layoutSubviews"
    let owners = ObjectOwners(Trace(scenario: scenario, entries: [a, b]))
    #expect(
      owners.owner(of: "detail") == "DetailController"
        && owners.owner(of: "list") == "ListController")
    #expect(owners.groups == ["DetailController", "ListController"])
  }
}

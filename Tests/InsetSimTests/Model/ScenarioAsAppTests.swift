import Foundation
import Testing

@testable import InsetSimModel
@testable import InsetSimSupport

/// The engine launches every scenario as an app: a format-1 scenario as its equivalent app
/// (`Scenario.asApp`), whose containers and controllers are those format 1's keys describe
/// (shared/SPEC.md §1: `presentation` `root` makes the controller the navigation root, `pushed`
/// shows "a plain root controller" first and pushes the controller; with no navigation
/// controller, the controller is the window's root or the tab's).
@Suite struct ScenarioAsAppTests {
  static func scenario(_ text: String) throws -> Scenario {
    try Scenario(json: try JSONParser.parse(bytes: Array(text.utf8)), file: "test.scenario.json")
  }

  static let pushedInTabs = #"""
    {"insetsim": 1, "name": "p", "os": "10.3", "device": "iPhone 8",
     "tabBarController": {"translucent": false}, "navigationController": {"toolbarHidden": false},
     "presentation": "pushed", "controller": {"name": "Detail", "hidesBottomBarWhenPushed": true}}
    """#

  @Test func aPushedControllerInTabsIsAppRootedInTheTabBarController() throws {
    let s = try Self.scenario(Self.pushedInTabs)
    let app = s.asApp
    var tabs = TabBarControllerSpec()
    tabs.translucent = false
    var bars = NavigationControllerSpec()
    bars.toolbarHidden = false
    // Tab bar controller → navigation controller → the plain root controller, the stack's root.
    #expect(
      app.root
        == .tabBar(
          TabsSpec(
            bars: tabs,
            tabs: [.navigation(NavigationStackSpec(bars: bars, stack: ["RootViewController"]))])))
    #expect(app.controllers.map(\.name) == ["RootViewController", "Detail"])
    #expect(app.controllers[0] == ControllerSpec(name: "RootViewController"))
    #expect(app.controllers[1] == s.controller)
    #expect(app.semantics == .oneScreen(controller: "Detail", pushedAtLaunch: true))
    #expect(app.semantics.pushedAtLaunch == "Detail")
    #expect(app.semantics.screenController == "Detail")
    #expect(!app.semantics.tracksMovingFlags)
  }

  @Test func aControllerWithoutContainersIsTheAppsRoot() throws {
    let s = try Self.scenario(
      #"{"insetsim": 1, "os": "11.0", "device": "iPhone X", "controller": {"name": "Main"}}"#)
    #expect(s.asApp.root == .controller("Main"))
    #expect(s.asApp.controllers == [s.controller])
    #expect(s.asApp.semantics == .oneScreen(controller: "Main", pushedAtLaunch: false))
    #expect(s.asApp.semantics.pushedAtLaunch == nil)
  }

  @Test func anAppIsItsOwnAppWithAnAppsSemantics() throws {
    let s = try Self.scenario(
      #"""
      {"insetsim": 2, "os": "11.0", "device": "iPhone X",
       "root": {"navigationController": {"stack": ["Main"]}}, "controllers": {"Main": {}}}
      """#)
    #expect(s.asApp == s.app)
    #expect(s.asApp.semantics == .app)
    #expect(s.asApp.semantics.tracksMovingFlags)
    #expect(s.asApp.semantics.screenController == nil)
  }

  /// An equivalent app set as a scenario's `app` is written as format 2, which has no format-1
  /// semantics: it runs as an app, as its text reads back.
  @Test func anEquivalentAppSetAsTheAppRunsAsAnApp() throws {
    var s = try Self.scenario(Self.pushedInTabs)
    s.app = s.asApp
    #expect(s.app?.semantics == .oneScreen(controller: "Detail", pushedAtLaunch: true))
    #expect(s.asApp.semantics == .app)
  }

  /// The semantics is no key: a file that names it is refused, as any unknown key is (SPEC §1:
  /// "Unknown keys are an error").
  @Test func noFileSetsTheSemantics() {
    for key in ["semantics", "compatibility"] {
      #expect(throws: InputError.self) {
        _ = try Self.scenario(
          #"""
          {"insetsim": 2, "os": "11.0", "device": "iPhone X", "root": "Main",
           "controllers": {"Main": {}}, "\#(key)": "oneScreen"}
          """#)
      }
    }
  }

  /// The equivalent app is the engine's: the scenario is still written back as format 1, the text
  /// a trace's header embeds.
  @Test func aFormat1ScenarioIsWrittenBackAsFormat1() throws {
    let s = try Self.scenario(Self.pushedInTabs)
    _ = s.asApp
    #expect(s.app == nil)
    let json = s.json
    #expect(json["insetsim"] == .number(1))
    #expect(json["root"] == nil)
    #expect(json["controllers"] == nil)
    #expect(json["presentation"] == .string("pushed"))
    #expect(try Scenario(json: json, file: "again") == s)
  }
}

import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimSupport
@testable import InsetSimTrace

/// Flows UIKit answers with an exception stop the run with a note, and never build a cycle of
/// controllers.
@Suite struct AppFlowEngineTests {
  static func run(_ text: String) throws -> Trace {
    Simulation.run(try Scenario.decode(text, file: "app.scenario.json"))
  }

  /// setContentScrollView(_:for:) names the scroll view a navigation bar observes
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/setcontentscrollview(_:for:)):
  /// with no navigation controller there is no bar, and the run says so rather than saying nothing.
  @Test func aContentScrollViewWithNoNavigationBarIsNoted() throws {
    let trace = try Self.run(
      """
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "root": "Home",
       "controllers": {"Home": {"contentScrollView": "list",
         "subviews": [{"id": "list", "type": "tableView", "frame": "fill", "rows": 40}]}},
       "script": [{"at": 1, "do": "scroll", "view": "list", "to": [0, 200]}]}
      """)
    let note = try #require(
      trace.entries.first { $0.kind == .note && $0.rule == "navigation.contentScrollView" })
    #expect(note.object == "Home")
    #expect(note.detail?.hasPrefix("in no navigation controller") == true)
  }

  @Test func aControllerCannotBeAddedToItsOwnChild() throws {
    let trace = try Self.run(
      """
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "root": "A", "controllers": {"A": {}, "B": {}, "C": {}},
       "script": [{"at": 1, "do": "addChild", "controller": "B", "parent": "C"},
                  {"at": 2, "do": "addChild", "controller": "C", "parent": "B"}]}
      """)
    let last = try #require(trace.entries.last)
    #expect(
      last.detail
        == "the simulation stopped: addChild of C to B, which C holds: a controller cannot hold its own ancestor"
    )
    #expect(trace.entries.contains { $0.kind == .note && $0.rule == "flow.raises" })
  }

  /// The topmost full-screen presented controller decides the orientations
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations):
  /// presenting one that refuses the current orientation would turn the interface, which is not
  /// simulated.
  @Test func presentingFullScreenAControllerThatRefusesTheOrientationStopsTheRun() throws {
    let trace = try Self.run(
      """
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "root": "A",
       "controllers": {"A": {}, "B": {"supportedInterfaceOrientations": ["landscapeLeft", "landscapeRight"]}},
       "script": [{"at": 1, "do": "present", "controller": "B", "style": "fullScreen"}]}
      """)
    #expect(
      trace.entries.last?.detail
        == "the simulation stopped: present of B, which supports landscapeLeft, landscapeRight, full screen in portrait: the interface would turn to it, which is outside what the model knows (rule outside.interfaceTurn)"
    )
    #expect(!trace.entries.contains { $0.object == "B" && $0.name == "viewWillAppear" })
  }

  @Test func presentingAPresentedControllerAgainStopsTheRun() throws {
    let trace = try Self.run(
      """
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "root": "A", "controllers": {"A": {}, "B": {}},
       "script": [{"at": 1, "do": "present", "controller": "B"}, {"at": 2, "do": "present", "controller": "B"}]}
      """)
    #expect(
      trace.entries.last?.detail
        == "the simulation stopped: present of B, which is already in a container or presented")
  }
}

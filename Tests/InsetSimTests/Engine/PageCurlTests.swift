import Foundation
import Testing

@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// A page view controller in the page-curl style. The orders come from the printed log of
/// https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html ("Page
/// Curling"); which pages are children, and the half-width pages of a spine in the middle, from
/// Apple's documentation of SpineLocation.mid ("Two view controllers are displayed at a time")
/// and the decompile summarised in docs/facts/page-view-controller.md.
@Suite struct PageCurlTests {
  static func app(script: String, pager: String, pages: [String], device: String = "iPhone 15")
    -> String
  {
    let list = pages.map { "\"\($0)\"" }.joined(separator: ", ")
    let specs = pages.map { "\"\($0)\": {\"subviews\": []}" }.joined(separator: ", ")
    return """
      {"insetsim": 2, "name": "curl", "os": "17.0", "device": "\(device)",
       "root": "Book",
       "controllers": {
         "Book": {"pageViewController": {"pages": [\(list)], "transitionStyle": "pageCurl"\(pager)}},
         \(specs)},
       "script": [\(script)]}
      """
  }

  func run(_ s: Scenario) -> (Simulation, Trace) {
    let sim = Simulation(scenario: s)
    sim.runToEnd()
    return (sim, Trace(of: s, entries: sim.recorder.takeFinishedEntries()))
  }

  func appearance(_ trace: Trace) -> [String] {
    let names: Set = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
    return trace.entries.compactMap { e in
      guard e.kind == .callback, e.t > 500_000, let o = e.object, let n = e.name,
        names.contains(n)
      else { return nil }
      return "\(o).\(n)"
    }
  }

  @Test func aCurlCarriedThroughFollowsThePrintedOrderAndLeavesOnlyTheNewPageAChild() throws {
    let s = try Scenario.decode(
      Self.app(
        script: #"{"at": 1.0, "do": "swipePage", "controller": "Book", "direction": "forward"}"#,
        pager: "", pages: ["A", "B", "C"]), file: "curl.scenario.json")
    let (sim, trace) = run(s)
    // Page Curling Normal: New viewWillAppear, Current viewWillDisappear, Current
    // viewDidDisappear, New viewDidAppear.
    #expect(
      appearance(trace) == [
        "B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear",
      ])
    let book = sim.controller(named: "Book")
    #expect(sim.controllers[book].children.map { sim.controllers[$0].name } == ["B"])
  }

  @Test func aCurlLetGoEarlyFollowsThePrintedOrder() throws {
    let s = try Scenario.decode(
      Self.app(
        script:
          #"{"at": 1.0, "do": "swipePage", "controller": "Book", "direction": "forward", "cancelled": true}"#,
        pager: "", pages: ["A", "B"]), file: "curl.scenario.json")
    let (sim, trace) = run(s)
    // Canceled Interactive Curling: New viewWillAppear, Current viewWillDisappear, New
    // viewWillDisappear, Current viewWillAppear, New viewDidDisappear, Current viewDidAppear.
    #expect(
      appearance(trace) == [
        "B.viewWillAppear", "A.viewWillDisappear", "B.viewWillDisappear", "A.viewWillAppear",
        "B.viewDidDisappear", "A.viewDidAppear",
      ])
    let book = sim.controller(named: "Book")
    #expect(sim.controllers[book].children.map { sim.controllers[$0].name } == ["A"])
  }

  @Test func theSpineInTheMiddleShowsTwoHalfWidthPages() throws {
    let s = try Scenario.decode(
      Self.app(script: "", pager: #", "spineLocation": "mid""#, pages: ["A", "B", "C", "D"]),
      file: "curl.scenario.json")
    let (sim, _) = run(s)
    // The iPhone 15 is 393 wide (docs/facts/devices.md): each page takes half.
    let a = try #require(sim.world.id("A.view"))
    let b = try #require(sim.world.id("B.view"))
    #expect(sim.world.rect(a, .frame) == Rect(x: 0, y: 0, width: 196.5, height: 852))
    #expect(sim.world.rect(b, .frame) == Rect(x: 196.5, y: 0, width: 196.5, height: 852))
  }

  @Test func aCurlDuringACurlStops() throws {
    let s = try Scenario.decode(
      Self.app(
        script: #"""
          {"at": 1.0, "do": "swipePage", "controller": "Book", "direction": "forward"},
          {"at": 1.1, "do": "swipePage", "controller": "Book", "direction": "forward"}
          """#, pager: "", pages: ["A", "B", "C"]), file: "curl.scenario.json")
    let trace = Simulation.run(s)
    #expect(trace.stopNote?.contains("outside.pageCurlDuringCurl") == true)
  }

  /// Book presented full screen, a swipe at 2.0 (let go early or not), a dismissal at 2.1 before
  /// the curl ends at 2.3.
  static func dismissedDuringCurl(cancelled: Bool) -> String {
    """
    {"insetsim": 2, "name": "curl", "os": "17.0", "device": "iPhone 15", "root": "Home",
     "controllers": {"Home": {},
       "Book": {"pageViewController": {"pages": ["A", "B"], "transitionStyle": "pageCurl"}},
       "A": {}, "B": {}},
     "script": [
       {"at": 1.0, "do": "present", "controller": "Book", "style": "fullScreen", "animated": false},
       {"at": 2.0, "do": "swipePage", "controller": "Book", "direction": "forward",
        "cancelled": \(cancelled)},
       {"at": 2.1, "do": "dismiss", "animated": false}]}
    """
  }

  @Test(arguments: [true, false])
  func aCurlThatEndsOffScreenSettlesItsPagesWithNoAppearanceCallbacks(cancelled: Bool) throws {
    let s = try Scenario.decode(
      Self.dismissedDuringCurl(cancelled: cancelled), file: "curl.scenario.json")
    let (sim, trace) = run(s)
    // The page view controller forwards its pages' appearance only while it appears, and its
    // disappearance does not stop the curl (docs/facts/page-view-controller.md#page-curl): after
    // the turn of Book's viewDidDisappear (which forwards it to its pages) no page hears an
    // appearance callback.
    let names: Set = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
    let gone = try #require(
      trace.entries.firstIndex { $0.object == "Book" && $0.name == "viewDidDisappear" })
    let turn = trace.entries[gone].turn
    let after = trace.entries[(gone + 1)...].filter {
      $0.turn > turn && $0.kind == .callback && ["A", "B"].contains($0.object)
        && names.contains($0.name ?? "")
    }
    #expect(after.isEmpty)
    // The curl still settles: let go early it goes back to A, carried through B stays.
    let book = sim.controller(named: "Book")
    #expect(
      sim.controllers[book].children.map { sim.controllers[$0].name } == [cancelled ? "A" : "B"])
    #expect(!sim.controllers[sim.controller(named: "A")].appearing)
    #expect(!sim.controllers[sim.controller(named: "B")].appearing)
  }
}

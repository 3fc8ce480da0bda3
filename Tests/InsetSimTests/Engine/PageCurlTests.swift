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
}

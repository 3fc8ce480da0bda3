import Foundation
import Testing

@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// A page view controller (scroll style) as a container kind. The orders come from the printed
/// log of https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html
/// (docs/facts/page-view-controller.md); containment from Apple's header (addChild calls
/// willMove(toParent:), the container didMove).
@Suite struct PageViewControllerTests {
  static func app(script: String, pagerKeys: String = "") -> String {
    """
    {"insetsim": 2, "name": "pager", "os": "17.0", "device": "iPhone 15",
     "root": {"navigationController": {"stack": ["Pager"]}},
     "controllers": {
       "Pager": {"pageViewController": {"pages": ["A", "B", "C"]\(pagerKeys)}},
       "A": {"subviews": []}, "B": {"subviews": []}, "C": {"subviews": []}},
     "script": [\(script)]}
    """
  }

  func callbacks(_ trace: Trace, of names: Set<String>) -> [String] {
    trace.entries.compactMap { e in
      let appearance: Set = [
        "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
      ]
      guard e.kind == .callback, let o = e.object, names.contains(o), let n = e.name,
        appearance.contains(n)
      else { return nil }
      return "\(o).\(n)"
    }
  }

  @Test func aSwipeCarriedThroughFollowsThePrintedOrderAndKeepsTheOldPageAsAChild() throws {
    let s = try Scenario.decode(
      Self.app(
        script: #"{"at": 1.0, "do": "swipePage", "controller": "Pager", "direction": "forward"}"#),
      file: "pager.scenario.json")
    let trace = Simulation.run(s)
    let after = Trace(of: s, entries: trace.entries.filter { $0.t >= 1_000_000 })
    #expect(
      callbacks(after, of: ["A", "B"]) == [
        "B.viewWillAppear", "A.viewWillDisappear", "B.viewDidAppear", "A.viewDidDisappear",
      ])
    // A page the swipe left stays a child (the scroll view keeps its neighbours): no removal.
    #expect(!after.entries.contains { $0.kind == .event && $0.name == "removeFromParent" })
  }

  @Test func aSwipeLetGoEarlyNeverGivesTheNewPageViewDidAppear() throws {
    let s = try Scenario.decode(
      Self.app(
        script:
          #"{"at": 1.0, "do": "swipePage", "controller": "Pager", "direction": "forward", "cancelled": true}"#
      ), file: "pager.scenario.json")
    let after = Simulation.run(s).entries.filter { $0.t >= 1_000_000 }
    #expect(
      callbacks(Trace(of: s, entries: after), of: ["A", "B"]) == [
        "B.viewWillAppear", "A.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear",
        "B.viewWillDisappear", "B.viewDidDisappear",
      ])
    #expect(after.contains { $0.rule == Rule.pageViewControllerCancelledSwipe.id })
  }

  @Test func setPageRemovesTheOldPageWhenTheScrollEnds() throws {
    let s = try Scenario.decode(
      Self.app(script: #"{"at": 1.0, "do": "setPage", "controller": "Pager", "page": "C"}"#),
      file: "pager.scenario.json")
    let after = Simulation.run(s).entries.filter { $0.t >= 1_000_000 }
    let order = after.compactMap { e -> String? in
      guard e.object == "A" || e.object == "Pager" else { return nil }
      switch (e.kind, e.name) {
      case (.callback, "willMove"), (.callback, "didMove"), (.callback, "viewDidDisappear"),
        (.event, "removeFromParent"):
        return "\(e.object ?? "").\(e.name ?? "")"
      default: return nil
      }
    }
    #expect(
      order == ["A.willMove", "A.viewDidDisappear", "Pager.removeFromParent", "A.didMove"])
  }

  /// The SDK header: "If 'UIPageViewControllerSpineLocationMid' is set, 'doubleSided' is set to
  /// 'YES'. Setting 'NO' when spine location is mid results in an exception"; the spine "Only
  /// pertains to 'UIPageViewControllerTransitionStylePageCurl'". A double-sided curl with the spine
  /// at an edge has no rule (docs/facts/page-view-controller.md), and a spread needs two pages.
  @Test func pageCurlSettingsUIKitRefusesOrTheModelCannotAnswerAreInputErrors() {
    let refused = [
      #", "spineLocation": "mid""#,
      #", "transitionStyle": "pageCurl", "spineLocation": "mid", "isDoubleSided": false"#,
      #", "transitionStyle": "pageCurl", "isDoubleSided": true"#,
      #", "transitionStyle": "pageCurl", "spineLocation": "mid""#,
      #", "transitionStyle": "pageFlip""#,
    ]
    for keys in refused {
      #expect(throws: InputError.self, "\(keys)") {
        try Scenario.decode(Self.app(script: "", pagerKeys: keys), file: "pager.scenario.json")
      }
    }
    #expect(throws: Never.self) {
      try Scenario.decode(
        Self.app(script: "", pagerKeys: #", "transitionStyle": "pageCurl""#),
        file: "pager.scenario.json")
    }
  }

  /// A push over the page view controller while its page scroll animates would begin a second
  /// appearance transition on pages whose first has not ended; the header ties their callbacks to
  /// the final matching endAppearanceTransition (UIViewController.h L439-446, docs/facts/flows.md
  /// (C4)) and no log prints the result: the run stops, no page hears a second viewWillDisappear.
  @Test func aPushDuringAPageScrollStopsTheRun() throws {
    let s = try Scenario.decode(
      Self.app(
        script: """
          {"at": 1.0, "do": "swipePage", "controller": "Pager", "direction": "forward"},
          {"at": 1.1, "do": "push", "controller": "Detail"}
          """
      ).replacingOccurrences(of: #""C": {"subviews": []}}"#, with: #""C": {}, "Detail": {}}"#),
      file: "pager.scenario.json")
    let trace = Simulation.run(s)
    #expect(trace.stopNote?.contains("flow.duringTransition.pageScroll") == true)
    #expect(
      callbacks(trace, of: ["A", "B", "Detail"])
        == ["A.viewWillAppear", "A.viewDidAppear", "B.viewWillAppear", "A.viewWillDisappear"])
  }

  /// An animated setViewControllers while a swipe's scroll animates (UIPageViewController crashes
  /// on some such calls: GUITabPagerViewController #26): stopped, as any flow meeting the pages.
  @Test func aSetPageDuringASwipeStopsTheRun() throws {
    let s = try Scenario.decode(
      Self.app(
        script: """
          {"at": 1.0, "do": "swipePage", "controller": "Pager", "direction": "forward"},
          {"at": 1.1, "do": "setPage", "controller": "Pager", "page": "C", "animated": true}
          """), file: "pager.scenario.json")
    let trace = Simulation.run(s)
    #expect(trace.stopNote?.contains("flow.duringTransition.pageScroll") == true)
    #expect(!callbacks(trace, of: ["B"]).contains("B.viewWillDisappear"))
  }

  /// A sheet presented during a page scroll leaves the page view controller's view in the window
  /// and gives it no callbacks (WWDC19 224 at 19:27): the scroll ends in the printed order
  /// (wangling.me), and a push after the scroll ended is an ordinary push.
  @Test func flowsThatMissThePagesGoOn() throws {
    let s = try Scenario.decode(
      Self.app(
        script: """
          {"at": 1.0, "do": "swipePage", "controller": "Pager", "direction": "forward"},
          {"at": 1.1, "do": "present", "controller": "Sheet", "style": "pageSheet"},
          {"at": 2.0, "do": "dismiss"},
          {"at": 3.0, "do": "push", "controller": "Detail"}
          """
      ).replacingOccurrences(
        of: #""C": {"subviews": []}}"#, with: #""C": {}, "Sheet": {}, "Detail": {}}"#),
      file: "pager.scenario.json")
    let trace = Simulation.run(s)
    #expect(trace.stopNote == nil)
    #expect(
      callbacks(trace, of: ["A", "B"]) == [
        "A.viewWillAppear", "A.viewDidAppear", "B.viewWillAppear", "A.viewWillDisappear",
        "B.viewDidAppear", "A.viewDidDisappear", "B.viewWillDisappear", "B.viewDidDisappear",
      ])
  }

  @Test func aStrangerPageIsAnInputError() {
    do {
      _ = try Scenario.decode(
        Self.app(script: #"{"at": 1.0, "do": "setPage", "controller": "Pager", "page": "D"}"#),
        file: "pager.scenario.json")
      Issue.record("a page the pager does not have was accepted")
    } catch {
      #expect(error.location == "at script[0].page")
      #expect(error.problem == "'D' is not a page of Pager")
    }
  }
}

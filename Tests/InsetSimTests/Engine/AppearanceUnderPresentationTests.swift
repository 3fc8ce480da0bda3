import Testing

@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimTrace

/// What the controllers under a presentation hear when a flow changes them: a tab switch, a split
/// view that expands or collapses. A sheet leaves the presenting controller's view in the window,
/// a full-screen presentation takes it out (https://developer.apple.com/videos/play/wwdc2019/224,
/// 18:47–19:47); a controller's callbacks pair up, viewWillDisappear never before it appeared
/// (UIViewController.h L182-187: docs/facts/flows.md (A5)).
@Suite struct AppearanceUnderPresentationTests {
  static func run(_ text: String) throws -> Trace {
    Simulation.run(try Scenario.decode(text, file: "app.scenario.json"))
  }

  static func tabs(style: String, os: String = "17.0") -> String {
    """
    {"insetsim": 2, "os": "\(os)", "device": "iPhone 15",
     "root": {"tabBarController": {"selected": 0, "tabs": ["List", "Settings"]}},
     "controllers": {
       "List": {"subviews": [
         {"id": "listTable", "type": "tableView", "frame": "fill", "rows": 40}]},
       "Settings": {"subviews": [
         {"id": "settingsTable", "type": "tableView", "frame": "fill", "rows": 40}]},
       "Sheet": {"subviews": []}},
     "script": [{"at": 1, "do": "present", "controller": "Sheet", "style": "\(style)"},
                {"at": 2, "do": "selectTab", "index": 1},
                {"at": 3, "do": "dismiss"},
                {"at": 4, "do": "selectTab", "index": 0}]}
    """
  }

  static func split(style: String, script: String? = nil, landscape: Bool = false) -> String {
    """
    {"insetsim": 2, "os": "17.0", "device": "iPhone 15 Pro Max",
     \(landscape ? #""orientation": "landscapeLeft","# : "")
     "root": {"splitViewController": {"style": "doubleColumn",
       "columns": {"primary": "Sidebar", "secondary": "Detail"}}},
     "controllers": {
       "Sidebar": {"subviews": [
         {"id": "sidebarTable", "type": "tableView", "frame": "fill", "rows": 20}]},
       "Detail": {"subviews": [{"id": "detailScroll", "type": "scrollView", "frame": "fill"}]},
       "Cover": {"subviews": []}},
     "script": \(script ?? """
      [{"at": 1, "do": "present", "controller": "Cover", "style": "\(style)"},
       {"at": 2, "do": "rotate", "to": "landscapeLeft"},
       {"at": 3, "do": "dismiss"},
       {"at": 4, "do": "rotate", "to": "portrait"}]
      """)}
    """
  }

  /// The loading and appearance callbacks of `names`, as "Name.callback", in order.
  func callbacks(_ trace: Trace, of names: Set<String>, from t: Int64 = 0) -> [String] {
    let kept: Set = [
      "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    ]
    return trace.entries.compactMap { e in
      guard e.t >= t else { return nil }
      guard e.kind == .callback, let o = e.object, names.contains(o), let n = e.name,
        kept.contains(n)
      else { return nil }
      return "\(o).\(n)"
    }
  }

  /// Every controller's appearance callbacks in the order of the header's states (disappeared →
  /// viewWillAppear → viewDidAppear → viewWillDisappear → viewDidDisappear), each after its
  /// viewDidLoad; nil, or the first one out of turn.
  func unbalanced(_ trace: Trace) -> String? {
    let next = [
      "viewWillAppear": "viewDidAppear", "viewDidAppear": "viewWillDisappear",
      "viewWillDisappear": "viewDidDisappear", "viewDidDisappear": "viewWillAppear",
    ]
    var last: [String: String] = [:]
    for e in trace.entries where e.kind == .callback {
      guard let o = e.object, let n = e.name else { continue }
      if n == "viewDidLoad" {
        last[o] = "viewDidDisappear"
      } else if next[n] != nil {
        guard let was = last[o] else { return "#\(e.seq) \(o).\(n) before its viewDidLoad" }
        guard next[was] == n else { return "#\(e.seq) \(o).\(n) after \(was)" }
        last[o] = n
      }
    }
    return nil
  }

  /// Under a page sheet the tab bar controller's view stays in the window: the new tab loads and
  /// the switch has the order of an unpresented one (https://pgzxc.github.io/posts/efa3afd7.html
  /// §2.2; setSelectedIndex: runs the same transition whatever is presented,
  /// https://iphonedev.wiki/index.php?title=UITabBarController); the sheet's dismissal gives the
  /// tabs nothing (WWDC19 224).
  @Test func aTabSwitchUnderASheetLoadsAndShowsTheNewTab() throws {
    let trace = try Self.run(Self.tabs(style: "pageSheet"))
    #expect(
      callbacks(trace, of: ["List", "Settings"]) == [
        "List.viewDidLoad", "List.viewWillAppear", "List.viewDidAppear",
        "Settings.viewDidLoad", "Settings.viewWillAppear", "List.viewWillDisappear",
        "List.viewDidDisappear", "Settings.viewDidAppear",
        "List.viewWillAppear", "Settings.viewWillDisappear", "Settings.viewDidDisappear",
        "List.viewDidAppear",
      ])
    let entered = try #require(
      trace.entries.first {
        $0.object == "Settings.view" && $0.name == "didMoveToWindow" && $0.detail == "window"
      })
    #expect(entered.t == 2_000_000)
    #expect(trace.entries.contains { $0.rule == "flow.order.tabSwitchUnderSheet" })
    #expect(unbalanced(trace) == nil)
  }

  /// iOS 18's cross-dissolve under a sheet: the did-callbacks come when it ends, as unpresented
  /// (https://dev.classmethod.jp/articles/ios18-uitabbarcontroller-lifecycle-change).
  @Test func aTabSwitchUnderASheetCrossDissolvesOnIOS18() throws {
    let trace = try Self.run(Self.tabs(style: "pageSheet", os: "18.0"))
    let appeared = try #require(
      trace.entries.first { $0.object == "Settings" && $0.name == "viewDidAppear" })
    #expect(appeared.t == 2_500_000)
    #expect(unbalanced(trace) == nil)
  }

  /// A full-screen presentation took the tab bar controller's view out of the window: the tabs
  /// hear nothing at the switch, and the dismissal shows the new tab (WWDC19 224 at 18:47).
  @Test func aTabSwitchUnderAFullScreenPresentationWaitsForTheDismissal() throws {
    let trace = try Self.run(Self.tabs(style: "fullScreen"))
    #expect(
      callbacks(trace, of: ["List", "Settings"]) == [
        "List.viewDidLoad", "List.viewWillAppear", "List.viewDidAppear",
        "List.viewWillDisappear", "List.viewDidDisappear",
        "Settings.viewDidLoad", "Settings.viewWillAppear", "Settings.viewDidAppear",
        "List.viewWillAppear", "Settings.viewWillDisappear", "Settings.viewDidDisappear",
        "List.viewDidAppear",
      ])
    let loaded = try #require(
      trace.entries.first { $0.object == "Settings" && $0.name == "viewDidLoad" })
    #expect(loaded.t == 3_000_000)
    #expect(unbalanced(trace) == nil)
  }

  /// A split view that expands under a full-screen presentation shows its primary when the
  /// dismissal shows the split view (UISplitViewController: appearance messages go to a child when
  /// it actually appears onscreen), primary first (openuikit's splitframesprobe), and the primary
  /// disappears when it collapses again.
  @Test func aSplitViewExpandedUnderAFullScreenPresentationShowsItsPrimaryAtTheDismissal() throws {
    let trace = try Self.run(Self.split(style: "fullScreen"))
    #expect(
      callbacks(trace, of: ["Sidebar", "Detail", "Cover"]).filter { !$0.hasPrefix("Cover") }
        == [
          "Detail.viewDidLoad", "Detail.viewWillAppear", "Detail.viewDidAppear",
          "Detail.viewWillDisappear", "Detail.viewDidDisappear",
          "Sidebar.viewDidLoad", "Sidebar.viewWillAppear", "Detail.viewWillAppear",
          "Sidebar.viewDidAppear", "Detail.viewDidAppear",
          "Sidebar.viewWillDisappear", "Sidebar.viewDidDisappear",
        ])
    // Nothing reaches the primary while it is out of the window, under the cover.
    #expect(
      !trace.entries.contains {
        $0.object == "Sidebar" && $0.t < 3_000_000 && $0.kind == .callback && $0.name != "init"
      })
    #expect(unbalanced(trace) == nil)
  }

  /// A sheet leaves the split view's view in the window: the primary appears with the rotation
  /// that expands the split view, as with nothing presented, and the dismissal gives it nothing.
  /// The sheet stays a sheet in landscape: edge-attached in compact height
  /// (UISheetPresentationController.h L108-116, docs/facts/flows.md (G4)).
  @Test func aSplitViewExpandedUnderASheetShowsItsPrimaryAtOnce() throws {
    let trace = try Self.run(
      Self.split(
        style: "pageSheet",
        script: """
          [{"at": 1, "do": "present", "controller": "Cover", "style": "pageSheet",
            "prefersEdgeAttachedInCompactHeight": true},
           {"at": 2, "do": "rotate", "to": "landscapeLeft"},
           {"at": 3, "do": "dismiss"},
           {"at": 4, "do": "rotate", "to": "portrait"}]
          """))
    #expect(trace.stopNote == nil)
    let sidebar = trace.entries.filter {
      $0.object == "Sidebar" && $0.kind == .callback
        && ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].contains(
          $0.name ?? "")
    }
    #expect(sidebar.map(\.t) == [2_000_000, 2_400_000, 4_000_000, 4_400_000])
    #expect(unbalanced(trace) == nil)
  }

  /// Presented full screen from an expanded split view, every column's top disappears (the split
  /// view's view leaves the window) and comes back at the dismissal, primary first.
  @Test func aFullScreenPresentationOverAnExpandedSplitViewCoversEveryColumn() throws {
    let trace = try Self.run(
      Self.split(
        style: "fullScreen",
        script: """
          [{"at": 1, "do": "present", "controller": "Cover", "style": "fullScreen"},
           {"at": 2, "do": "dismiss"}]
          """, landscape: true))
    #expect(
      callbacks(trace, of: ["Sidebar", "Detail", "Cover"], from: 1_000_000) == [
        "Cover.viewDidLoad", "Sidebar.viewWillDisappear", "Detail.viewWillDisappear",
        "Cover.viewWillAppear", "Cover.viewDidAppear", "Sidebar.viewDidDisappear",
        "Detail.viewDidDisappear", "Cover.viewWillDisappear", "Sidebar.viewWillAppear",
        "Detail.viewWillAppear", "Sidebar.viewDidAppear", "Detail.viewDidAppear",
        "Cover.viewDidDisappear",
      ])
    let left = trace.entries.first {
      $0.object == "Sidebar.view" && $0.name == "didMoveToWindow" && $0.detail == "nil"
    }
    #expect(left?.t == 1_500_000)
    #expect(unbalanced(trace) == nil)
  }
}

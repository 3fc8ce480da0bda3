import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// `tabBar.hidden = YES` hides the bar's view only: the container still lays the controller out
/// above the tab bar, so the bottom inset keeps its 49 pt (seed 000, TabBar隐藏的方式: S000-12, against
/// S000-11).
struct TabBarHiddenKeepsInset: LintDetector {
  let id = "tabBar.hiddenKeepsInset"
  let severity = LintSeverity.warning
  let from = OSVersion(7, 0)
  let summary =
    "The app hides the tab bar with tabBar.hidden while the layout still reserves it: the bottom inset keeps the bar's height over an empty band."
  let fix =
    "Set hidesBottomBarWhenPushed = YES on the controller before it is pushed (UIKit reads it at the push, before viewDidLoad): the tab bar leaves the layout and the bottom inset drops to 0 (S000-11). tabBar.hidden only hides the bar's view."
  let provenance = [
    "docs/facts/seed-observations.md#seed-000 (§TabBar隐藏的方式)",
    "docs/facts/seed-observations.md (S000-12, S000-11)",
    "rule tabBar.hiddenKeepsLayout",
  ]

  func findings(in run: LintRun) -> [LintFinding] {
    let h = TraceHistory(run.trace)
    guard h.bool("tabBar", .hidden) == true, h.bool("tabBar", .bottomBarHiddenByPush) != true,
      let tabHeight = h.rect("tabBar", .frame)?.height, tabHeight > 0,
      let hide = appHideIndex(h)
    else { return [] }
    let controller = run.scenario.controller.name
    let root = run.scenario.controller.rootViewName
    var evidence = [hide]
    var reserved: [String] = []
    if run.scenario.era == .safeArea {
      if let safe = h.insets(root, .safeAreaInsets), safe.bottom >= tabHeight,
        let i = h.lastChangeIndex(root, .safeAreaInsets)
      {
        evidence.append(i)
        reserved.append("\(root).safeAreaInsets bottom \(formatPoints(safe.bottom))")
      }
      for scroll in h.objects(having: .adjustedContentInset) {
        guard let adjusted = h.insets(scroll, .adjustedContentInset), adjusted.bottom >= tabHeight,
          let i = h.lastChangeIndex(scroll, .adjustedContentInset), h.entries[i].cause == .rule
        else { continue }
        evidence.append(i)
        reserved.append("\(scroll).adjustedContentInset bottom \(formatPoints(adjusted.bottom))")
      }
    } else {
      if let guide = h.number(controller, .bottomLayoutGuideLength), guide >= tabHeight,
        let i = h.lastChangeIndex(controller, .bottomLayoutGuideLength)
      {
        evidence.append(i)
        reserved.append("bottomLayoutGuide.length \(formatPoints(guide))")
      }
      for scroll in h.objects(having: .contentInset) {
        guard let i = h.lastChangeIndex(scroll, .contentInset), h.entries[i].cause == .rule,
          let inset = h.entries[i].to?.insetsValue, inset.bottom >= tabHeight
        else { continue }
        evidence.append(i)
        reserved.append("\(scroll).contentInset bottom \(formatPoints(inset.bottom))")
      }
    }
    guard !reserved.isEmpty else { return [] }
    let during = h.entries[hide].during.map { " in \($0)" } ?? ""
    let pt = formatPoints(tabHeight)
    let message =
      "tabBar.hidden = true (set by the app\(during)) hides only the bar's view: the container still lays the controller out above the tab bar, so its \(pt) pt stay (\(reserved.joined(separator: ", "))) and the content ends \(pt) pt above the screen's bottom, over an empty band."
    return [finding(in: run, message, evidence: evidence, history: h)]
  }

  /// The app's change that hid the tab bar and left it hidden: the first one after it last showed.
  private func appHideIndex(_ h: TraceHistory) -> Int? {
    var candidate: Int?
    for i in h.changeIndexes("tabBar", .hidden) {
      let e = h.entries[i]
      if e.to == .bool(false) {
        candidate = nil
      } else if candidate == nil, e.cause == .app {
        candidate = i
      }
    }
    return candidate
  }
}

import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// iOS 7–10: with the navigation bar hidden and the status bar shown, the automatic adjustment
/// still insets the scroll view by the status bar: contentInset top 20, the content 20 pt down
/// (seed 000, NavigationBar/StatusBar的隐藏: S000-09; seed 004, the full-screen WKWebView: S004-02).
struct StatusBarInsetWithHiddenNavigationBar: LintDetector {
  let id = "navigationBar.hiddenStatusBarInset"
  let severity = LintSeverity.warning
  let from = OSVersion(7, 0)
  let through: OSVersion? = OSVersion(10, 3)
  let summary =
    "The navigation bar is hidden but the status bar shows: the adjusted scroll view still gets the status bar's 20 pt at the top."
  let fix =
    "If the content should start at the screen's top (a full-screen web view or guide), set automaticallyAdjustsScrollViewInsets = NO (iOS 7–10) and contentInsetAdjustmentBehavior = .never (iOS 11+); if the status bar must not cover it, keep the inset and do not add your own."
  let provenance = [
    "docs/facts/seed-observations.md#seed-000 (§NavigationBar/StatusBar的隐藏)",
    "docs/facts/seed-observations.md#seed-004",
    "docs/facts/seed-observations.md (S000-09, S000-10, S004-02)",
    "rule legacy.autoAdjust.coveredByBars",
  ]

  func findings(in run: LintRun) -> [LintFinding] {
    let h = TraceHistory(run.trace)
    let status = h.statusBarHeight()
    guard h.rect("navigationBar", .frame) != nil, !h.navigationBarVisible(), status > 0 else {
      return []
    }
    let controller = run.scenario.controller.name
    var out: [LintFinding] = []
    for scroll in h.objects(having: .contentInset) {
      guard let j = h.lastChangeIndex(scroll, .contentInset), h.entries[j].cause == .rule,
        h.number(controller, .topLayoutGuideLength, before: j) == status,
        let inset = h.entries[j].to?.insetsValue, inset.top >= status
      else { continue }
      var evidence = [j]
      let hides = [
        ("navigationController", Property.navigationBarHidden), ("navigationBar", .hidden),
      ].compactMap { o, p in
        h.lastChangeIndex(o, p).flatMap { h.entries[$0].to == .bool(true) ? $0 : nil }
      }
      evidence += hides
      if let i = h.lastChangeIndex("statusBar", .frame) { evidence.append(i) }
      if let i = h.lastChangeIndex(controller, .topLayoutGuideLength) { evidence.append(i) }
      let pt = formatPoints(status)
      let message =
        "The navigation bar is hidden but the status bar shows: iOS 7–10 still insets \(scroll) by the status bar, contentInset \(inset) (top \(pt) = status bar \(pt)), so its content starts \(pt) pt below the screen's top."
      out.append(finding(in: run, message, evidence: evidence, history: h))
    }
    return out
  }
}

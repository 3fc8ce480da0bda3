import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Apps: after a pop, the controller underneath appears with the tab bar back in the layout but its
/// view still hidden by the app's `tabBar.hidden = YES`: an empty band of the bar's height at the
/// bottom
/// (the
/// gap people meet on the way back; seed 000 §TabBar隐藏的方式, S000-12).
struct TabBarGapAfterPop: LintDetector {
  let id = "tabBar.gapAfterPop"
  let severity = LintSeverity.warning
  let from = OSVersion(7, 0)
  let summary =
    "After a pop the tab bar is back in the layout while the app keeps its view hidden: the controller popped to ends above an empty band of the bar's height."
  let fix =
    "Hide the tab bar with hidesBottomBarWhenPushed on the pushed controller (UIKit brings it back on the pop), not with tabBar.hidden; or show it again before the pop starts (viewWillDisappear of the pushed controller)."
  let provenance = [
    "docs/facts/seed-observations.md#seed-000 (§TabBar隐藏的方式)",
    "docs/facts/seed-observations.md (S000-12)",
    "rule tabBar.hiddenKeepsLayout",
    "rule tabBar.hidesBottomBarWhenPushed.stack",
  ]

  func findings(in run: LintRun) -> [LintFinding] {
    guard run.scenario.app != nil else { return [] }
    let h = TraceHistory(run.trace)
    var out: [LintFinding] = []
    var pending: Int?
    for (i, e) in h.entries.enumerated() {
      if e.kind == .event, e.name == "popViewController" || e.name == "popToRootViewController" {
        pending = i
      } else if let pop = pending, e.kind == .callback, e.name == "viewDidAppear",
        e.detail?.contains(text: "forwarded") != true
      {
        pending = nil
        guard h.bool("tabBar", .hidden, before: i + 1) == true,
          h.bool("tabBar", .bottomBarHiddenByPush, before: i + 1) != true,
          let hide = h.lastChangeIndex("tabBar", .hidden, before: i + 1),
          h.entries[hide].cause == .app,
          let height = h.rect("tabBar", .frame, before: i + 1)?.height
        else { continue }
        let message =
          "\(e.object ?? "the controller") appears after the pop with the tab bar in the layout but hidden (the app set tabBar.hidden = true\(h.entries[hide].during.map { " in " + $0 } ?? "")): its content ends \(formatPoints(height)) pt above the screen's bottom, over an empty band."
        out.append(finding(in: run, message, evidence: [pop, hide, i], history: h))
      }
    }
    return out
  }
}

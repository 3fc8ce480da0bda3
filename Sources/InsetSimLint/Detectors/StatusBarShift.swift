import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// iOS 11+: a scroll view reaching the screen's top with no navigation bar over it takes the status
/// bar's safe area into adjustedContentInset, so its content starts 20 pt down: seed 001's last
/// line,
/// "UITableView中莫名多20个像素的问题" (a view under the status bar only has safe area (20, 0, 0, 0):
/// S004-03).
struct StatusBarShift: LintDetector {
  let id = "safeArea.statusBarShift"
  let severity = LintSeverity.warning
  let from = OSVersion(11, 0)
  let summary =
    "With no visible navigation bar, a scroll view under the status bar gets the status bar's safe area in adjustedContentInset: its content starts 20 pt down."
  let fix =
    "If the content should start at the screen's top (as a full-screen table or guide did before iOS 11), set contentInsetAdjustmentBehavior = .never (seed 004); if the status bar must not cover it, keep the inset and drop any 20 pt the app adds itself."
  let provenance = [
    "docs/facts/seed-observations.md#seed-001 (last line: UITableView中莫名多20个像素的问题)",
    "docs/facts/seed-observations.md#seed-004",
    "docs/facts/seed-observations.md (S004-03, S001-03)",
    "rule safeArea.rootView",
    "rule safeArea.subview.overlap",
  ]

  func findings(in run: LintRun) -> [LintFinding] {
    let h = TraceHistory(run.trace)
    let status = h.statusBarHeight()
    let root = run.scenario.controller.rootViewName
    guard status > 0, !h.navigationBarVisible(), h.insets(root, .safeAreaInsets)?.top == status
    else { return [] }
    var out: [LintFinding] = []
    for scroll in h.objects(having: .adjustedContentInset) {
      guard h.value(scroll, .contentInsetAdjustmentBehavior) != .behavior(.never),
        let adjusted = h.insets(scroll, .adjustedContentInset),
        let inset = h.insets(scroll, .contentInset),
        let safe = h.insets(scroll, .safeAreaInsets), safe.top == status,
        adjusted.top - inset.top == status,
        let j = h.lastChangeIndex(scroll, .adjustedContentInset), h.entries[j].cause == .rule
      else { continue }
      var evidence = [j]
      for (o, p) in [
        ("statusBar", Property.frame), (root, .safeAreaInsets), (scroll, .safeAreaInsets),
      ] {
        if let i = h.lastChangeIndex(o, p) { evidence.append(i) }
      }
      let pt = formatPoints(status)
      let message =
        "\(scroll) reaches under the status bar with no navigation bar over it: iOS 11+ adds the status bar's safe area, adjustedContentInset \(adjusted) = contentInset \(inset) + safe area top \(pt), so its content starts \(pt) pt down."
      out.append(finding(in: run, message, evidence: evidence, history: h))
    }
    return out
  }
}

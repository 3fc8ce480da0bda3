import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// iOS 7–10: the app assigns contentInset after the container's adjustment pass (viewDidAppear,
/// viewDidLayoutSubviews): a plain assignment replaces the value, so the system's bar inset is gone
/// and the content slides under the bars. Before the pass (viewDidLoad) the same assignment is
/// added to
/// (S000-06).
struct InsetOverwritesAdjustment: LintDetector {
  let id = "contentInset.overwritesAdjustment"
  let severity = LintSeverity.error
  let from = OSVersion(7, 0)
  let through: OSVersion? = OSVersion(10, 3)
  let summary =
    "The app assigns contentInset after the adjustment pass, wiping the bar inset the system had added: the content slides under the bars."
  let fix =
    "Set the inset before the pass (viewDidLoad: UIKit adds its adjustment to it, S000-06), or add to the current value (contentInset.bottom += 10) instead of assigning, or set automaticallyAdjustsScrollViewInsets = NO and own the whole inset (topLayoutGuide.length / bottomLayoutGuide.length)."
  let provenance = [
    "docs/facts/seed-observations.md#seed-000 (§scrollView.contentInset)",
    "docs/facts/seed-observations.md (S000-05, S000-06)",
    "docs/facts/ordering.md#42-ios-710-automatic-contentinset-adjustment",
    "rule legacy.autoAdjust.additive",
  ]

  func findings(in run: LintRun) -> [LintFinding] {
    let h = TraceHistory(run.trace)
    let controller = run.scenario.controller.name
    var out: [LintFinding] = []
    for scroll in h.objects(having: .contentInset) {
      let adjustments = h.changeIndexes(scroll, .contentInset).filter {
        h.entries[$0].cause == .rule
          && (h.entries[$0].rule == Rule.legacyAutoAdjustAdditive.id
            || h.entries[$0].rule == Rule.legacyWebViewInnerScrollView.id)
      }
      guard let firstAdjustment = adjustments.first else { continue }
      for i in h.changeIndexes(scroll, .contentInset)
      where i > firstAdjustment && h.entries[i].cause == .app {
        guard let applied = h.insets(controller, .appliedInsetAdjustment, before: i),
          applied != .zero,
          let new = h.entries[i].to?.insetsValue, let old = h.entries[i].from?.insetsValue
        else { continue }
        var wiped: [String] = []
        if applied.top > 0 && new.top < applied.top {
          wiped.append("\(formatPoints(applied.top - max(0, new.top))) pt at the top")
        }
        if applied.bottom > 0 && new.bottom < applied.bottom {
          wiped.append("\(formatPoints(applied.bottom - max(0, new.bottom))) pt at the bottom")
        }
        guard !wiped.isEmpty else { continue }
        var evidence = [i]
        if let j = adjustments.last(where: { $0 < i }) { evidence.append(j) }
        if let a = h.lastChangeIndex(controller, .appliedInsetAdjustment, before: i) {
          evidence.append(a)
        }
        let during = h.entries[i].during.map { " in \($0)" } ?? ""
        let message =
          "\(scroll).contentInset is assigned \(new) by the app\(during), after the adjustment pass had made it \(old) with the system's \(applied): the assignment replaces the system's inset, so \(wiped.joined(separator: " and ")) of the content now lie under the bars."
        out.append(finding(in: run, message, evidence: evidence, history: h))
      }
    }
    return out
  }
}

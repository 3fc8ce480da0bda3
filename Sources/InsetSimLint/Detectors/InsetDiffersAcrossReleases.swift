import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// With several releases (`--os 10.3 --os 11.0`): a scroll view's content starts at a different
/// inset on one release than on another — contentInset on iOS 7–10 against adjustedContentInset on
/// iOS 11+
/// (seed
/// 000: S000-13 not adjusted on 10.3, S000-16 adjusted on 11).
struct InsetDiffersAcrossReleases: LintDetector {
  let id = "os.insetDiffers"
  let severity = LintSeverity.warning
  let from = OSVersion(6, 0)
  let comparesRuns = true
  let summary =
    "Run on several releases, a scroll view's effective inset (contentInset on iOS ≤ 10, adjustedContentInset on iOS 11+) differs at an observed point: the content starts at a different place."
  let fix =
    "Make the releases agree: iOS 7–10 adjusts only the scroll view at subview index 0 and writes contentInset; iOS 11+ adds the safe area to adjustedContentInset as contentInsetAdjustmentBehavior says. See the difference with `insetsim compare FILE --os A --os B` and `insetsim explain`, then set automaticallyAdjustsScrollViewInsets / contentInsetAdjustmentBehavior or the view order."
  let provenance = [
    "docs/facts/seed-observations.md#seed-000 (§第二类影响因素(iOS10及之前版本))",
    "docs/facts/seed-observations.md#seed-000 (§第二类影响因素(iOS11及之后版本))",
    "docs/facts/seed-observations.md (S000-13, S000-16)",
    "rule legacy.autoAdjust.candidate",
    "rule safeArea.automatic.scrollableAxes",
  ]

  func findings(across runs: [LintRun]) -> [LintFinding] {
    let comparison = ReleaseComparison(runs)
    var out: [LintFinding] = []
    for row in comparison.rows where Set(row.cells.map(\.effective)).count > 1 {
      let values = row.cells.map { "\($0.configuration): \($0.property.name) \($0.effective)" }
      let evidence = zip(row.cells, runs).flatMap { cell, run in
        ReleaseComparison.evidence(cell, change: cell.changeIndex, run: run)
      }
      out.append(
        LintFinding(
          detector: id, severity: severity,
          configuration: runs.map(\.configuration).joined(separator: " vs "),
          message: "At \(row.point) \(row.object)'s content starts at a different inset: "
            + values.joined(separator: "; ") + ".",
          evidence: evidence, fix: fix, provenance: provenance))
    }
    return out
  }
}

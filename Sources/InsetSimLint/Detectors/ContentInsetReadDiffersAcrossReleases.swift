import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// With several releases: the content starts at the same place, but contentInset holds the bars'
/// inset on iOS 7–10 and not on iOS 11+, where the system writes only adjustedContentInset (seed
/// 000: S000-05
/// (64, 0, 49, 0) against S000-15 (0, 0, 0, 0)). Code that reads contentInset reads different
/// numbers.
struct ContentInsetReadDiffersAcrossReleases: LintDetector {
  let id = "os.contentInsetReadDiffers"
  let severity = LintSeverity.info
  let from = OSVersion(6, 0)
  let comparesRuns = true
  let summary =
    "Run on several releases, a scroll view shows the same effective inset but contentInset differs: code reading contentInset gets different numbers."
  let fix =
    "Where the code positions content from the inset (scroll to top: contentOffset.y = -inset.top), read adjustedContentInset on iOS 11+ and contentInset on iOS 7–10."
  let provenance = [
    "docs/facts/seed-observations.md#seed-000 (§iOS11中ContentInset和safeAreaInsets)",
    "docs/facts/seed-observations.md (S000-05, S000-15)",
    "rule safeArea.contentInsetUntouched",
  ]

  func findings(across runs: [LintRun]) -> [LintFinding] {
    let comparison = ReleaseComparison(runs)
    var out: [LintFinding] = []
    for row in comparison.rows
    where Set(row.cells.map(\.effective)).count == 1 && Set(row.cells.map(\.contentInset)).count > 1
    {
      let values = row.cells.map { "\($0.configuration): \($0.contentInset)" }
      let evidence = zip(row.cells, runs).flatMap { cell, run in
        ReleaseComparison.evidence(cell, change: cell.contentInsetChangeIndex, run: run)
      }
      out.append(
        LintFinding(
          detector: id, severity: severity,
          configuration: runs.map(\.configuration).joined(separator: " vs "),
          message:
            "At \(row.point) \(row.object) shows the same inset \(row.cells[0].effective) on every release, but code reading contentInset gets "
            + values.joined(separator: "; ")
            + ": from iOS 11 the system's part is only in adjustedContentInset.",
          evidence: evidence, fix: fix, provenance: provenance))
    }
    return out
  }
}

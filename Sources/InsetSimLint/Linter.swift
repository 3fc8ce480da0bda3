import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Runs the lint detectors over the runs of one scenario (one per configuration) and orders what
/// they find.
///
///     let runs = ["10.3", "11.0"].map { LintRun(scenario: try! base.with(os: $0, file: "x")) }
///     for f in Linter.findings(in: runs) { print(f.severity, f.detector, f.message) }
///
/// Order: detectors in catalogue order; within a detector, runs in the order given, then the index
/// of each finding's first proving entry. The detectors that compare runs come after, in catalogue
/// order.
public enum Linter {
  /// Every detector, in the order findings are reported.
  public static let detectors: [any LintDetector] = [
    TabBarHiddenKeepsInset(),
    DoubleInset(),
    InsetOverwritesAdjustment(),
    ScrollViewNotFirstSubview(),
    StatusBarInsetWithHiddenNavigationBar(),
    SafeAreaReadBeforeWindow(),
    NeverUnderBars(),
    StatusBarShift(),
    ChildScrollViewAdjustedBelowBars(),
    SheetDismissalSkipsPresenterAppearance(),
    TabBarGapAfterPop(),
    KeyboardInsetCountsSafeArea(),
    LargeTitleOpaqueBarJump(),
    LargeTitleNotTracked(),
    ScrollEdgeEmptyBand(),
    SplitViewContentUnderSidebar(),
    UIKitBugMet(),
    InsetDiffersAcrossReleases(),
    ContentInsetReadDiffersAcrossReleases(),
  ]

  public static func detector(_ id: String) -> (any LintDetector)? {
    detectors.first { $0.id == id }
  }

  /// The findings of `detectors` in `runs` (several runs: the same scenario on several
  /// configurations).
  public static func findings(in runs: [LintRun], detectors: [any LintDetector] = Linter.detectors)
    -> [LintFinding]
  {
    var out: [LintFinding] = []
    for d in detectors where !d.comparesRuns {
      for run in runs where d.applies(to: run.scenario.os) {
        out += d.findings(in: run).sorted {
          ($0.firstIndex, $0.message) < ($1.firstIndex, $1.message)
        }
      }
    }
    if runs.count > 1 {
      for d in detectors where d.comparesRuns { out += d.findings(across: runs) }
    }
    return out
  }
}

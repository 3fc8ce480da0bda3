import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// A known pitfall found in a run: which detector, how bad, what it means for this screen, the
/// trace entries that prove it, the fix, and where the behaviour is documented.
///
///     warning tabBar.hiddenKeepsInset: tabBar.hidden hides only the bar's view: the layout still reserves its 49 pt …
///       #40 t=0.000 change tabBar.hidden false → true [app in viewWillAppear]
///       fix: set hidesBottomBarWhenPushed = YES on the controller before it is pushed …
public struct LintFinding: Hashable, Sendable {
  /// The detector's id, such as `tabBar.hiddenKeepsInset`.
  public var detector: String
  public var severity: LintSeverity
  /// The run it was found in ("iPhone 8, iOS 10.3"); runs joined with " vs " for findings across
  /// releases.
  public var configuration: String
  public var message: String
  /// The proving entries, in trace order (grouped by configuration for findings across runs).
  public var evidence: [LintEvidence]
  public var fix: String
  /// Seed files and sections, SEED-OBSERVATIONS ids and rule ids the detector rests on.
  public var provenance: [String]

  public init(
    detector: String, severity: LintSeverity, configuration: String, message: String,
    evidence: [LintEvidence], fix: String,
    provenance: [String]
  ) {
    self.detector = detector
    self.severity = severity
    self.configuration = configuration
    self.message = message
    self.evidence = evidence
    self.fix = fix
    self.provenance = provenance
  }

  /// The index of the first proving entry: findings of one detector are ordered by it.
  public var firstIndex: Int { evidence.map(\.index).min() ?? 0 }
}

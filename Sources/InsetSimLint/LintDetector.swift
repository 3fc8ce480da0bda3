import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// One known pitfall, found by reading runs: an id, a severity, the releases it reads, what it
/// finds, the fix, and where the behaviour is documented. Detectors are pure: the same runs give
/// the same findings.
///
/// Most detectors read one run (`findings(in:)`); one that compares releases reads all the runs of
/// a scenario (`findings(across:)`, only called with two runs or more).
public protocol LintDetector: Sendable {
  /// A dotted id, such as `tabBar.hiddenKeepsInset`.
  var id: String { get }
  var severity: LintSeverity { get }
  /// The first release whose runs it reads, and the last (nil: still in force).
  var from: OSVersion { get }
  var through: OSVersion? { get }
  /// Whether it compares several runs of one scenario (`--os A --os B`) instead of reading one.
  var comparesRuns: Bool { get }
  /// What it finds, in one sentence.
  var summary: String { get }
  var fix: String { get }
  /// Seed files and sections, SEED-OBSERVATIONS ids, rule ids.
  var provenance: [String] { get }

  func findings(in run: LintRun) -> [LintFinding]
  func findings(across runs: [LintRun]) -> [LintFinding]
}

extension LintDetector {
  public var through: OSVersion? { nil }
  public var comparesRuns: Bool { false }
  public func findings(in run: LintRun) -> [LintFinding] { [] }
  public func findings(across runs: [LintRun]) -> [LintFinding] { [] }

  /// "iOS 7.0–10.3", "iOS 11.0+", "all", or "--os A --os B" for a detector that compares runs.
  public var rangeDescription: String {
    if comparesRuns { return "--os A --os B" }
    if let through { return from == OSVersion(6, 0) ? "iOS ≤\(through)" : "iOS \(from)–\(through)" }
    return from == OSVersion(6, 0) ? "all" : "iOS \(from)+"
  }

  /// Whether it reads runs of `os`.
  public func applies(to os: OSVersion) -> Bool {
    os >= from && (through.map { os <= $0 } ?? true)
  }

  /// A finding of this detector in `run`, its evidence in trace order.
  func finding(
    in run: LintRun, _ message: String, evidence indexes: [Int], history: TraceHistory,
    severity: LintSeverity? = nil
  ) -> LintFinding {
    LintFinding(
      detector: id, severity: severity ?? self.severity, configuration: run.configuration,
      message: message,
      evidence: Array(Set(indexes)).sorted().map { history.evidence($0) }, fix: fix,
      provenance: provenance)
  }
}

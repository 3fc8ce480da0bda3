import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// How bad a lint finding is. `insetsim lint` exits 1 when a run has a finding at `error` or
/// `warning`.
///
/// - `error`: content ends up hidden under the bars or pushed down twice.
/// - `warning`: a gap, a stale read or a release difference the screen will show.
/// - `info`: worth knowing; never fails the command.
public enum LintSeverity: String, Sendable, CaseIterable, Comparable {
  case error, warning, info

  /// Whether a finding of this severity makes `insetsim lint` exit 1.
  public var fails: Bool { self != .info }

  public static func < (a: LintSeverity, b: LintSeverity) -> Bool {
    (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
  }
}

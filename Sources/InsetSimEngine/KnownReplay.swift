import InsetSimSupport
import InsetSimTrace

/// A device recording's known divergences: its replay report, committed next to it as
/// `<name>.replay.txt`. `insetsim check` holds the replay to that report instead of to a match, so
/// a recording that shows where the model and a device part stays in `Traces/` and still checks:
/// the check fails when a divergence comes, goes or changes, and the report is then written again.
///
///     KnownReplay.path(for: "Traces/recorded/app.trace.jsonl")  // "Traces/recorded/app.replay.txt"
///     KnownReplay.difference(report, known: text)               // nil: the replay reads as known
public enum KnownReplay {
  /// Where the known report of the trace at `tracePath` is.
  public static func path(for tracePath: String) -> String {
    let suffix = ".trace.jsonl"
    let base = tracePath.hasSuffix(suffix) ? String(tracePath.dropLast(suffix.count)) : tracePath
    return base + ".replay.txt"
  }

  /// The trace's file name, as the known report names it (whatever folder check was given).
  public static func fileName(of tracePath: String) -> String { FileSystem.split(tracePath).name }

  /// The text a known report holds: the report, one line each, and a final newline.
  public static func text(of report: ReplayReport) -> String { report.description + "\n" }

  /// Nil when `report` reads as `known`; else the first line that differs, both ways.
  public static func difference(_ report: ReplayReport, known: String) -> String? {
    let actual = text(of: report)
    guard actual != known else { return nil }
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let k = known.split(separator: "\n", omittingEmptySubsequences: false)
    let i = zip(a, k).prefix { $0 == $1 }.count
    let shown = { (lines: [Substring]) in i < lines.count ? String(lines[i]) : "(the end)" }
    return
      "line \(i + 1) of the known replay differs:\n  known:   \(shown(k))\n  now:     \(shown(a))"
  }
}

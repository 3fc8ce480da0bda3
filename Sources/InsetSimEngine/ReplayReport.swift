import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// What a replay found: every divergence between the recording and the simulation, each with
/// context and the rule behind the simulated value; and, for device recordings, what was compared
/// and what was not.
///
///     let report = try TraceReplay.replay(recorded, file: "device.trace.jsonl")
///     for d in report.divergences { print(d.index, d.expected, d.actual, d.rule ?? "-") }
///     // 3 (64, 0, 50, 0) (64, 0, 49, 0) legacy.autoAdjust.additive
public struct ReplayReport: Hashable, Sendable {
  public enum Mode: String, Hashable, Sendable {
    /// An insetsim trace, compared entry by entry on every field.
    case exact
    /// A device recording, compared on what it holds.
    case device
  }

  /// One place where the recording and the simulation disagree.
  public struct Divergence: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
      /// The recording and the simulation disagree: the replay fails.
      case mismatch
      /// The device ran a layout callback (viewWillLayoutSubviews, layoutSubviews,
      /// viewDidLayoutSubviews) more often than the model. UIKit may lay out several times in one
      /// transition (WWDC23 10055, UIKIT-FLOWS A4), so this is reported but does not fail the
      /// replay.
      case extraLayoutPass
    }

    public var kind: Kind = .mismatch
    /// The recorded entry's position (its `seq`); for an entry only the simulation has, the
    /// position the recording would hold it at.
    public var index: Int
    /// The recorded entry's time (the simulated one's when only the simulation has the entry).
    public var t: Int64
    /// The simulated counterpart's position, when there is one.
    public var simulatedIndex: Int?
    /// What differs: `tableView.contentInset, field 'to'`, `callback ViewController.viewDidAppear`.
    public var subject: String
    /// The recorded value.
    public var expected: String
    /// The simulated value.
    public var actual: String
    /// The rule that produced the simulated value, when a rule did.
    public var rule: RuleID?
    /// What produced the simulated value, in words: `rule legacy.autoAdjust.additive (simulated
    /// entry #31): +64 top (status bar 20 + navigation bar 44)`, `the app in viewDidLoad (simulated
    /// entry
    /// #12)`.
    public var simulatedBy: String?
    /// Recorded entries around the divergence, one line each, the divergent one marked `>`.
    public var recordedContext: [String]
    /// Simulated entries around its counterpart (or where one was looked for).
    public var simulatedContext: [String]
    /// How sure the simulated value is: its rule's confidence (a value the app or the scenario set
    /// is `high`); nil for a divergence of order.
    public var footing: ValueFooting?
    /// Where the object lives, for the sums: "in controllers under a sheet" (device recordings).
    public var place: String?
    /// The `expect` entry (without its `source`) that holds the simulator to the recording: a value
    /// at a point, an order or a number of calls; nil when none is written (an extra layout pass).
    public var expectation: JSONValue?

    /// Whether this divergence fails the replay.
    public var fails: Bool { kind == .mismatch }
  }

  /// The trace's name in messages (its path).
  public var file: String
  public var mode: Mode
  /// The recorded header's `producer`.
  public var producer: String
  /// Entries in the recording and in the new simulation.
  public var recordedCount: Int
  public var simulatedCount: Int
  /// What was compared, in words ("53 entries, every field"; "2 callbacks in order, 2 snapshots (2
  /// values)").
  public var compared: String
  /// Every divergence, in recorded order; mismatches and extra layout passes alike.
  public var divergences: [Divergence]
  /// What was not compared, one item each; empty in exact mode.
  public var notCompared: [String]
  /// How the recording was replayed when the catalogue lacks its device or release, and the model
  /// identifier's family: one sentence each.
  public var notes: [String] = []

  /// The divergences summed up by kind and, for values, by where their objects live: "12 values
  /// differ, 9 in controllers under a sheet, 3 in pushed controllers; 2 callbacks differ"; nil when
  /// nothing diverges.
  public var sums: String? {
    let failing = mismatches
    guard !failing.isEmpty else { return nil }
    let values = failing.filter { $0.place != nil }
    var parts: [String] = []
    if !values.isEmpty {
      var byPlace: [(String, Int)] = []
      for d in values {
        let place = d.place ?? ""
        if let i = byPlace.firstIndex(where: { $0.0 == place }) {
          byPlace[i].1 += 1
        } else {
          byPlace.append((place, 1))
        }
      }
      byPlace.sort { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
      let n = values.count
      let weak = values.filter { !($0.footing?.meets(.high) ?? true) }.count
      parts.append(
        "\(n) value\(n == 1 ? "" : "s") differ\(n == 1 ? "s" : ""), "
          + byPlace.map { "\($0.1) \($0.0)" }.joined(separator: ", ")
          + (weak == 0 ? "" : " (\(weak) simulated by a rule of medium or low confidence)"))
    }
    let others = failing.count - values.count
    if others > 0 {
      parts.append(
        "\(others) callback\(others == 1 ? "" : "s") or point\(others == 1 ? "" : "s") differ")
    }
    return parts.joined(separator: "; ")
  }

  /// The first divergence that fails the replay.
  public var divergence: Divergence? { divergences.first { $0.fails } }

  /// The divergences that fail the replay.
  public var mismatches: [Divergence] { divergences.filter(\.fails) }

  /// Whether everything compared agrees (extra layout passes of a device do not count against it).
  public var matched: Bool { divergence == nil }

  /// Divergences shown with their context; the rest are shown without it.
  public static let contextShown = 10
}

extension ReplayReport: CustomStringConvertible {
  /// `ok   FILE: …` on one line, or `FAIL FILE: N divergences …` and then each divergence with its
  /// expected and actual values, the rule behind the actual one, and (for the first
  /// ``contextShown``) both contexts.
  ///
  /// ```text
  /// FAIL device.trace.jsonl: 1 divergence (device recording, producer 'InsetSimRecorder 0.1');
  /// compared 2 callbacks in order, 2 snapshots (2 values)
  /// entry #3 diverges (t=0.480 on the device): snapshot viewDidAppear, value
  /// tableView.contentInset
  ///      expected (recorded):  (64, 0, 50, 0)
  ///      actual (simulated):   (64, 0, 49, 0) at simulated entry #40
  ///      simulated by:         rule legacy.autoAdjust.additive (simulated entry #31): +64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)
  ///      recorded: …
  ///      simulated: …
  /// ```
  public var description: String {
    let how = mode == .exact ? "exact replay" : "device recording"
    var lines: [String] = []
    let failing = mismatches.count
    if failing > 0 {
      lines.append(
        "FAIL \(file): \(failing) divergence\(failing == 1 ? "" : "s") (\(how), producer '\(producer)'); compared \(compared)"
      )
    } else {
      lines.append("ok   \(file): matches (\(how), producer '\(producer)'): \(compared)")
    }
    lines += notes.map { "     note: " + $0 }
    if mode == .device, let sums { lines.append("     in sum: " + sums) }
    var withContext = 0
    for d in divergences {
      var time = "t=" + formatSeconds(d.t)
      if mode == .device { time += " on the device" }
      switch d.kind {
      case .mismatch: lines.append("  entry #\(d.index) diverges (\(time)): \(clipped(d.subject))")
      case .extraLayoutPass:
        lines.append(
          "  note: entry #\(d.index) (\(time)): \(clipped(d.subject)), a pass the model does not run: \(clipped(d.actual))"
        )
      }
      if d.kind == .mismatch {
        // A field of a recording can be megabytes long: each is cut to a line a terminal shows.
        lines.append("     expected (recorded):  \(clipped(d.expected))")
        lines.append(
          "     actual (simulated):   \(clipped(d.actual))"
            + (d.simulatedIndex.map { " at simulated entry #\($0)" } ?? ""))
        if let by = d.simulatedBy { lines.append("     simulated by:         " + by) }
        if let footing = d.footing {
          lines.append(
            "     confidence:           " + footing.confidence.rawValue
              + (footing.rule.map { " (rule \($0.rawValue))" }
                ?? " (set by the app or the scenario)"))
        }
      }
      guard d.kind == .mismatch, withContext < Self.contextShown else { continue }
      withContext += 1
      lines.append("     recorded (\(how); producer '\(producer)'):")
      lines += d.recordedContext.map { "       " + clipped($0) }
      lines.append("     simulated:")
      lines += d.simulatedContext.map { "       " + clipped($0) }
    }
    if failing > Self.contextShown {
      lines.append("     (context shown for the first \(Self.contextShown) divergences)")
    }
    if !notCompared.isEmpty {
      lines.append("     not compared: " + notCompared.joined(separator: "; "))
    }
    return lines.joined(separator: "\n")
  }
}

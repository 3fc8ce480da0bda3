import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Re-simulates the scenario a recorded trace embeds and compares the recording with the new run,
/// reporting every divergence, each with the rule that produced the simulated value.
///
///     let recorded = try TraceFile.load(path: "Traces/golden/S000-05-adjustment-between-appearances.trace.jsonl")
///     let report = try TraceReplay.replay(recorded, file: "S000-05.trace.jsonl")
///     print(report)
///
/// ```text
/// ok   S000-05.trace.jsonl: matches (exact replay, producer 'insetsim 0.1'): 53 entries, every
/// field
/// ```
///
/// Two modes, chosen by the header's `producer`:
/// - **exact** (producer `insetsim` or `insetsim …`): the two traces are aligned by event as
/// ``TraceDiff`` aligns them (kind, object, name or property, snapshot point), then every aligned
/// pair is compared on every field (kind, object, name, property, at, from, to, cause, rule,
/// values, t, turn, why, during, detail; `seq` is the recorded position). An aligned pair that
/// differs is one divergence
///   (a snapshot, one per differing value); an entry on one side only is one divergence, and the
///   comparison goes on after it. A golden trace that still replays has no divergence at all.
/// - **device** (any other producer): a recording holds only what the device saw, so only that is
/// compared. The recorded callbacks and events are aligned with the simulated ones by kind, object
/// and name, in order, as the longest common subsequence that keeps every callback but the layout
/// ones
/// (``layoutCallbacks``, weight 1) first (weight 1000): a second layout pass the device ran cannot
/// pull a
/// later appearance callback out of alignment. A recorded callback left without a counterpart is
/// one
/// divergence (another order, more often than the model, or with no simulated counterpart), and the
/// comparison
/// goes on at the next callback that has one; a layout callback the device ran more often than the
/// model
/// is reported as an extra layout pass, which does not fail the replay. Each recorded change is
/// aligned
/// with the next simulated change of the same object and property (one cursor per property; initial
/// values are skipped unless the recording says `"cause": "init"`) and compared on `to`, and on
/// `from`,
/// `cause` and `rule` when present. Each recorded snapshot is compared with the simulated snapshot
/// at the
/// same point (the recorded `at` points are parsed with ``Scenario/parsePoint(_:file:)`` and passed
/// to
/// ``Simulation/run(_:observing:)``), on every value it holds, each differing value one divergence.
///   Times, turns and details are not compared; the report lists what was left out
///   (``ReplayReport/notCompared``).
///
/// Each divergence names what produced the simulated value
/// (``ReplayReport/Divergence/simulatedBy``): the
/// simulated change itself for a change, the last simulated change of that value before the
/// snapshot for a snapshot value: its rule and arithmetic, or the app's code and the callback it
/// ran in.
///
/// - Complexity: one simulation, then O(n + m) for the common start and end of the traces and O(n′
///   × m′)
///   for the rest (up to ``TraceDiff/maxAlignmentCells``; past it, exact mode compares the rest as
/// unaligned and device mode aligns callbacks greedily), n and m the recorded and simulated
/// entries.
public enum TraceReplay {
  /// Entries shown before and after the divergent one, on each side.
  public static let contextLines = 3

  /// The callbacks of a layout pass, which UIKit may run several times in one transition ("may run
  /// several times during the transition": WWDC23 10055, UIKIT-FLOWS A4; UIKIT-FACTS §7 row 7).
  public static let layoutCallbacks: Set<String> = [
    "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews",
  ]

  /// Re-simulates `recorded.scenario` and compares; throws when the header's scenario or a
  /// snapshot's `at` cannot be read. `file` names the trace in reports and errors.
  public static func replay(_ recorded: Trace, file: String) throws(InputError) -> ReplayReport {
    let setting = RecordingSetting(recorded)
    let scenario = try embeddedScenario(setting.scenario, file: file)
    var points: [ObservationPoint] = []
    var pointNames: [Int: String] = [:]
    for (i, e) in recorded.entries.enumerated() where e.kind == .snapshot {
      guard let at = e.at else {
        throw InputError(
          file: file, location: "entry #\(i), key 'at'", problem: "a snapshot without a point",
          expected: "\"at\": a callback name, \"last CALLBACK\", or \"t=SECONDS\"")
      }
      do {
        let point = try scenario.parsePoint(at, file: file)
        points.append(point)
        pointNames[i] = point.description
      } catch {
        throw InputError(
          file: file, location: "entry #\(i), key 'at'", problem: error.problem,
          expected: error.expected,
          suggestion: error.suggestion)
      }
    }
    let simulated = Simulation.run(scenario, observing: points)
    if isProducedByInsetSim(recorded) {
      return ExactReplay(recorded: recorded, simulated: simulated, file: file).run()
    }
    var device = DeviceReplay(
      recorded: recorded, simulated: simulated, points: pointNames, file: file)
    device.places = ReplayPlaces(scenario)
    var report = device.run()
    report.notes = setting.notes
    return report
  }

  /// Whether the trace was written by this simulator: its producer is `insetsim` or starts with
  /// `insetsim `.
  public static func isProducedByInsetSim(_ trace: Trace) -> Bool {
    Trace.isMadeByInsetSim(producer: trace.producer)
  }

  /// The header's scenario, decoded as strictly as a scenario file; errors point into the header. A
  /// device recording's model or release the catalogue lacks is replaced by the nearest it knows
  /// (``RecordingSetting``).
  package static func embeddedScenario(of trace: Trace, file: String) throws(InputError) -> Scenario
  {
    try embeddedScenario(RecordingSetting(trace).scenario, file: file)
  }

  static func embeddedScenario(_ json: JSONValue, file: String) throws(InputError) -> Scenario {
    do {
      return try Scenario(json: json, file: file)
    } catch {
      let inner =
        error.location.hasPrefix("at ") ? "at scenario." + error.location.dropFirst(3) : "scenario"
      throw InputError(
        file: file, location: "line 1, " + inner, problem: error.problem, expected: error.expected,
        suggestion: error.suggestion)
    }
  }

  /// `entries` around `index`, one line each, the entry at `index` marked with `>`.
  static func context(_ entries: [TraceEntry], around index: Int, marked: Bool) -> [String] {
    guard !entries.isEmpty else { return ["(no entries)"] }
    let center = min(max(index, 0), entries.count - 1)
    let lower = max(0, center - contextLines)
    let upper = min(entries.count - 1, center + contextLines)
    return (lower...upper).map { i in
      (marked && i == index ? "> " : "  ") + "#\(i) " + entries[i].oneLine
    }
  }

  /// What produced the value entry `index` of `trace` set, in words: its rule and arithmetic, the
  /// app's code, or the object's creation; with the rule's id.
  static func producer(of trace: Trace, at index: Int) -> (String, RuleID?) {
    let e = trace.entries[index]
    let place = " (simulated entry #\(index))"
    switch e.cause {
    case .rule?:
      // The rule's confidence, so that a divergence says how sure the simulated value was.
      let confidence =
        e.rule.flatMap(Rule.named).map { ", confidence \($0.confidence.rawValue)" } ?? ""
      return (
        "rule " + (e.rule?.rawValue ?? "?") + " (simulated entry #\(index)\(confidence))"
          + (e.why.map { ": " + $0 } ?? ""), e.rule
      )
    case .app?: return ("the app" + (e.during.map { " in " + $0 } ?? "") + place, nil)
    case .initial?: return ("its initial value" + place, e.rule)
    case nil: return ("an unknown cause" + place, e.rule)
    }
  }

  /// What produced the value of `object.property` that a snapshot at simulated entry `index` holds:
  /// the last simulated change of it before the snapshot.
  static func producer(of trace: Trace, object: String, property: Property, before index: Int) -> (
    String, RuleID?
  )? {
    let s = trace.entries
    guard
      let j = s[..<min(index, s.count)].lastIndex(where: {
        $0.kind == .change && $0.object == object && $0.property == property
      })
    else { return nil }
    return producer(of: trace, at: j)
  }

  /// How an entry is named in a divergence: `tableView.contentInset`, `callback
  /// ViewController.viewDidAppear`.
  static func label(_ e: TraceEntry) -> String {
    switch e.kind {
    case .change: "\(e.object ?? "").\(e.property?.name ?? "")"
    case .callback, .event: "\(e.kind.rawValue) \(e.object ?? "").\(e.name ?? "")"
    case .snapshot: "snapshot \(e.at ?? "")"
    case .note: "note" + (e.object.map { " " + $0 } ?? "")
    }
  }
}

// MARK: - Exact replay

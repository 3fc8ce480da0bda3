import InsetSimSupport
import InsetSimModel
import InsetSimRules
import InsetSimTrace

/// Re-simulates the scenario a recorded trace embeds and compares the recording with the new run.
///
///     let recorded = try TraceFile.load(path: "Traces/golden/S000-05-adjustment-between-appearances.trace.jsonl")
///     let report = try TraceReplay.replay(recorded, file: "S000-05.trace.jsonl")
///     print(report)
///
/// ```text
/// ok   S000-05.trace.jsonl: matches (exact replay, producer 'insetsim 0.1'): 53 entries, every field
/// ```
///
/// Two modes, chosen by the header's `producer`:
/// - **exact** (producer `insetsim` or `insetsim …`): entry by entry, every field (kind, object, name,
///   property, at, from, to, cause, rule, why, during, detail, values, t, turn; `seq` is the index). The
///   first entry that differs is the divergence.
/// - **device** (any other producer): a recording holds only what the device saw, so only that is
///   compared. Each recorded callback or event is aligned with the next simulated callback or event of the
///   same object and name, in order (one cursor for all of them, so their order is checked too). Each
///   recorded change is aligned with the next simulated change of the same object and property (one cursor
///   per property; initial values are skipped unless the recording says `"cause": "init"`) and compared on
///   `to`, and on `from`, `cause` and `rule` when present. Each recorded snapshot is compared with the
///   simulated snapshot at the same point: the recorded `at` points are parsed with
///   ``Scenario/parsePoint(_:file:)`` and passed to ``Simulation/run(_:observing:)``, and only the values
///   the recorded snapshot holds are compared. Times, turns and details are not compared; the report lists
///   what was left out (``ReplayReport/notCompared``).
///
/// - Complexity: one simulation, then O(n + m) in exact mode for n recorded and m simulated entries; in
///   device mode each recorded entry scans forward through the simulated ones, O(n × m) at worst.
public enum TraceReplay {
  /// Entries shown before and after the divergent one, on each side.
  public static let contextLines = 3

  /// Re-simulates `recorded.scenario` and compares; throws when the header's scenario or a snapshot's
  /// `at` cannot be read. `file` names the trace in reports and errors.
  public static func replay(_ recorded: Trace, file: String) throws(InputError) -> ReplayReport {
    let scenario = try embeddedScenario(of: recorded, file: file)
    var points: [ObservationPoint] = []
    var pointNames: [Int: String] = [:]
    for (i, e) in recorded.entries.enumerated() where e.kind == .snapshot {
      guard let at = e.at else {
        throw InputError(file: file, location: "entry #\(i), key 'at'", problem: "a snapshot without a point",
          expected: "\"at\": a callback name, \"last CALLBACK\", or \"t=SECONDS\"")
      }
      do {
        let point = try scenario.parsePoint(at, file: file)
        points.append(point)
        pointNames[i] = point.description
      } catch {
        throw InputError(file: file, location: "entry #\(i), key 'at'", problem: error.problem, expected: error.expected,
          suggestion: error.suggestion)
      }
    }
    let simulated = Simulation.run(scenario, observing: points)
    if isProducedByInsetSim(recorded) {
      return ExactReplay(recorded: recorded, simulated: simulated, file: file).run()
    }
    var device = DeviceReplay(recorded: recorded, simulated: simulated, points: pointNames, file: file)
    return device.run()
  }

  /// Whether the trace was written by this simulator: its producer is `insetsim` or starts with `insetsim `.
  public static func isProducedByInsetSim(_ trace: Trace) -> Bool {
    trace.producer == "insetsim" || trace.producer.hasPrefix("insetsim ")
  }

  /// The header's scenario, decoded as strictly as a scenario file; errors point into the header.
  static func embeddedScenario(of trace: Trace, file: String) throws(InputError) -> Scenario {
    do {
      return try Scenario(json: trace.scenario, file: file)
    } catch {
      let inner = error.location.hasPrefix("at ") ? "at scenario." + error.location.dropFirst(3) : "scenario"
      throw InputError(file: file, location: "line 1, " + inner, problem: error.problem, expected: error.expected,
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

  /// How an entry is named in a divergence: `tableView.contentInset`, `callback ViewController.viewDidAppear`.
  static func label(_ e: TraceEntry) -> String {
    switch e.kind {
    case .change: "\(e.object ?? "").\(e.property?.name ?? "")"
    case .callback, .event: "\(e.kind.rawValue) \(e.object ?? "").\(e.name ?? "")"
    case .snapshot: "snapshot \(e.at ?? "")"
    case .note: "note" + (e.object.map { " " + $0 } ?? "")
    }
  }
}

// MARK: - The report

/// What a replay found: a match, or the first divergence with context; and, for device recordings, what
/// was compared and what was not.
///
///     let report = try TraceReplay.replay(recorded, file: "device.trace.jsonl")
///     if let d = report.divergence { print(d.index, d.expected, d.actual) }  // 3 (64, 0, 50, 0) (64, 0, 49, 0)
public struct ReplayReport: Hashable, Sendable {
  public enum Mode: String, Hashable, Sendable {
    /// An insetsim trace, compared entry by entry on every field.
    case exact
    /// A device recording, compared on what it holds.
    case device
  }

  /// The first place where the recording and the simulation disagree.
  public struct Divergence: Hashable, Sendable {
    /// The recorded entry's position (its `seq`); the recording's length when it ended first.
    public var index: Int
    /// The recorded entry's time (the simulated one's when the recording ended first).
    public var t: Int64
    /// The simulated counterpart's position, when there is one.
    public var simulatedIndex: Int?
    /// What differs: `tableView.contentInset, field 'to'`, `callback ViewController.viewDidAppear`.
    public var subject: String
    /// The recorded value.
    public var expected: String
    /// The simulated value.
    public var actual: String
    /// Recorded entries around the divergence, one line each, the divergent one marked `>`.
    public var recordedContext: [String]
    /// Simulated entries around its counterpart (or where one was looked for).
    public var simulatedContext: [String]
  }

  /// The trace's name in messages (its path).
  public var file: String
  public var mode: Mode
  /// The recorded header's `producer`.
  public var producer: String
  /// Entries in the recording and in the new simulation.
  public var recordedCount: Int
  public var simulatedCount: Int
  /// What was compared, in words ("53 entries, every field"; "2 callbacks in order, 2 snapshots (2 values)").
  public var compared: String
  public var divergence: Divergence?
  /// What was not compared, one item each; empty in exact mode.
  public var notCompared: [String]

  /// Whether everything compared agrees.
  public var matched: Bool { divergence == nil }
}

extension ReplayReport: CustomStringConvertible {
  /// `ok   FILE: …` on one line, or `FAIL FILE: …` with expected, actual and both contexts.
  public var description: String {
    let how = mode == .exact ? "exact replay" : "device recording"
    var lines: [String] = []
    if let d = divergence {
      var time = "t=" + formatSeconds(d.t)
      if mode == .device { time += " on the device" }
      lines.append("FAIL \(file): entry #\(d.index) diverges (\(time)): \(d.subject)")
      lines.append("     expected (recorded):  \(d.expected)")
      lines.append("     actual (simulated):   \(d.actual)" + (d.simulatedIndex.map { " at simulated entry #\($0)" } ?? ""))
      lines.append("     recorded (\(how); producer '\(producer)'):")
      lines += d.recordedContext.map { "       " + $0 }
      lines.append("     simulated:")
      lines += d.simulatedContext.map { "       " + $0 }
    } else {
      lines.append("ok   \(file): matches (\(how), producer '\(producer)'): \(compared)")
    }
    if !notCompared.isEmpty { lines.append("     not compared: " + notCompared.joined(separator: "; ")) }
    return lines.joined(separator: "\n")
  }
}

// MARK: - Exact replay

/// Entry by entry, every field.
private struct ExactReplay {
  let recorded: Trace
  let simulated: Trace
  let file: String

  func run() -> ReplayReport {
    let r = recorded.entries
    let s = simulated.entries
    var report = ReplayReport(file: file, mode: .exact, producer: recorded.producer, recordedCount: r.count,
      simulatedCount: s.count, compared: "\(r.count) entries, every field", divergence: nil, notCompared: [])
    for i in 0..<max(r.count, s.count) {
      if i >= r.count {
        report.divergence = divergence(at: i, t: s[i].t, subject: "the recording ends",
          expected: "(no entry: the recording ends after \(r.count) entries)", actual: s[i].oneLine)
      } else if i >= s.count {
        report.divergence = divergence(at: i, t: r[i].t, subject: "the simulation ends", expected: r[i].oneLine,
          actual: "(no entry: the simulation ends after \(s.count) entries)")
      } else if let (field, expected, actual) = Self.firstDifference(r[i], s[i], index: i) {
        let subject = field.hasPrefix("values.")
          ? TraceReplay.label(r[i]) + ", value " + field.dropFirst("values.".count)
          : TraceReplay.label(r[i]) + ", field '\(field)'"
        report.divergence = divergence(at: i, t: r[i].t, subject: subject, expected: expected, actual: actual)
      }
      if report.divergence != nil { break }
    }
    return report
  }

  func divergence(at i: Int, t: Int64, subject: String, expected: String, actual: String) -> ReplayReport.Divergence {
    ReplayReport.Divergence(
      index: i, t: t, simulatedIndex: i < simulated.entries.count ? i : nil, subject: subject, expected: expected, actual: actual,
      recordedContext: TraceReplay.context(recorded.entries, around: i, marked: i < recorded.entries.count),
      simulatedContext: TraceReplay.context(simulated.entries, around: i, marked: i < simulated.entries.count))
  }

  /// The first field that differs, in the order a reader checks them, with both values in words.
  static func firstDifference(_ r: TraceEntry, _ s: TraceEntry, index: Int) -> (String, String, String)? {
    func text(_ v: String?) -> String { v ?? "(none)" }
    let fields: [(String, String?, String?)] = [
      ("kind", r.kind.rawValue, s.kind.rawValue), ("object", r.object, s.object), ("name", r.name, s.name),
      ("property", r.property?.name, s.property?.name), ("at", r.at, s.at),
      ("from", r.from?.description, s.from?.description), ("to", r.to?.description, s.to?.description),
      ("cause", r.cause?.rawValue, s.cause?.rawValue), ("rule", r.rule?.rawValue, s.rule?.rawValue),
    ]
    for (name, a, b) in fields where a != b { return (name, text(a), text(b)) }
    if r.values != s.values {
      if let (name, a, b) = TraceDiff.valueDifferences(r.values, s.values).first {
        return ("values." + name, a?.description ?? "(absent)", b?.description ?? "(absent)")
      }
      return ("values", "the same values in another order", "the simulation's order")
    }
    if r.t != s.t { return ("t", "t=\(formatSeconds(r.t)) (\(r.t) µs)", "t=\(formatSeconds(s.t)) (\(s.t) µs)") }
    if r.turn != s.turn { return ("turn", String(r.turn), String(s.turn)) }
    let more: [(String, String?, String?)] = [("why", r.why, s.why), ("during", r.during, s.during), ("detail", r.detail, s.detail)]
    for (name, a, b) in more where a != b { return (name, text(a), text(b)) }
    if r.seq != index { return ("seq", String(r.seq), String(index)) }
    return nil
  }
}

// MARK: - Device replay

/// What a device recording holds, aligned with the simulation.
private struct DeviceReplay {
  let recorded: Trace
  let simulated: Trace
  /// Each recorded snapshot's point, by entry position, as the simulation writes it.
  let points: [Int: String]
  let file: String

  /// The next simulated position to search for callbacks and events.
  var cursor = 0
  /// Per `object.property`, the next simulated position to search for its changes.
  var changeCursors: [String: Int] = [:]
  /// Simulated entries that have a recorded counterpart.
  var counterparts = Set<Int>()
  var callbacks = 0
  var events = 0
  var changes = 0
  var snapshots = 0
  var values = 0
  var unheldValues = 0
  var notes = 0
  var details = false

  init(recorded: Trace, simulated: Trace, points: [Int: String], file: String) {
    self.recorded = recorded
    self.simulated = simulated
    self.points = points
    self.file = file
  }

  mutating func run() -> ReplayReport {
    var divergence: ReplayReport.Divergence?
    for (i, e) in recorded.entries.enumerated() {
      switch e.kind {
      case .callback, .event: divergence = alignCall(e, at: i)
      case .change: divergence = alignChange(e, at: i)
      case .snapshot: divergence = alignSnapshot(e, at: i)
      case .note: notes += 1
      }
      if divergence != nil { break }
    }
    var notCompared = ["times and run-loop turns (device clock)", "changes' rules and their arithmetic (a device does not record them)"]
    if divergence == nil {
      if details { notCompared.append("callback and event details") }
      let missing = simulated.entries.indices.filter { !counterparts.contains($0) }
      if !missing.isEmpty {
        let byKind = TraceEntry.Kind.allCases.compactMap { kind -> String? in
          let n = missing.filter { simulated.entries[$0].kind == kind }.count
          return n == 0 ? nil : "\(n) \(kind.rawValue)\(n == 1 ? "" : "s")"
        }
        notCompared.append("\(missing.count) simulated entr\(missing.count == 1 ? "y" : "ies") with no recorded counterpart ("
          + byKind.joined(separator: ", ") + ")")
      }
      if unheldValues > 0 {
        notCompared.append("\(unheldValues) value\(unheldValues == 1 ? "" : "s") of the simulated snapshots that the recording does not hold")
      }
      if notes > 0 { notCompared.append("\(notes) recorded note\(notes == 1 ? "" : "s")") }
    }
    return ReplayReport(
      file: file, mode: .device, producer: recorded.producer, recordedCount: recorded.entries.count,
      simulatedCount: simulated.entries.count, compared: comparedSummary, divergence: divergence, notCompared: notCompared)
  }

  var comparedSummary: String {
    func count(_ n: Int, _ noun: String) -> String? { n == 0 ? nil : "\(n) \(noun)\(n == 1 ? "" : "s")" }
    var parts: [String] = []
    if callbacks + events > 0 {
      parts.append([count(callbacks, "callback"), count(events, "event")].compactMap { $0 }.joined(separator: " and ") + " in order")
    }
    if let c = count(changes, "change") { parts.append(c) }
    if let s = count(snapshots, "snapshot") { parts.append(s + " (" + (count(values, "value") ?? "no values") + ")") }
    return parts.isEmpty ? "no comparable entries" : parts.joined(separator: ", ")
  }

  func divergence(at i: Int, simulatedIndex: Int?, near: Int, subject: String, expected: String, actual: String) -> ReplayReport.Divergence {
    ReplayReport.Divergence(
      index: i, t: recorded.entries[i].t, simulatedIndex: simulatedIndex, subject: subject, expected: expected, actual: actual,
      recordedContext: TraceReplay.context(recorded.entries, around: i, marked: true),
      simulatedContext: TraceReplay.context(simulated.entries, around: simulatedIndex ?? near, marked: simulatedIndex != nil))
  }

  /// A callback or event: the next simulated one of the same kind, object and name.
  mutating func alignCall(_ e: TraceEntry, at i: Int) -> ReplayReport.Divergence? {
    let s = simulated.entries
    func same(_ x: TraceEntry) -> Bool { x.kind == e.kind && x.object == e.object && x.name == e.name }
    guard let j = s[min(cursor, s.count)...].firstIndex(where: same) else {
      let actual: String
      if let earlier = s[..<min(cursor, s.count)].firstIndex(where: same) {
        actual = "no such \(e.kind.rawValue) after simulated entry #\(cursor - 1); the simulation has it earlier, at #\(earlier) (another order)"
      } else {
        actual = "no such \(e.kind.rawValue) in the simulation"
      }
      return divergence(at: i, simulatedIndex: nil, near: cursor, subject: TraceReplay.label(e),
        expected: "\(e.object ?? "").\(e.name ?? "") is called", actual: actual)
    }
    if e.detail != nil { details = true }
    if e.kind == .callback { callbacks += 1 } else { events += 1 }
    counterparts.insert(j)
    cursor = j + 1
    return nil
  }

  /// A change: the next simulated change of the same object and property, compared on what is recorded.
  mutating func alignChange(_ e: TraceEntry, at i: Int) -> ReplayReport.Divergence? {
    let s = simulated.entries
    let key = "\(e.object ?? "").\(e.property?.name ?? "")"
    let start = min(changeCursors[key] ?? 0, s.count)
    let j = s[start...].firstIndex {
      $0.kind == .change && $0.object == e.object && $0.property == e.property && ($0.cause != .initial || e.cause == .initial)
    }
    guard let j else {
      return divergence(at: i, simulatedIndex: nil, near: start, subject: key,
        expected: "a change to " + (e.to?.description ?? "∅"), actual: "no further change of \(key) in the simulation")
    }
    changeCursors[key] = j + 1
    counterparts.insert(j)
    let sim = s[j]
    var fields: [(String, String?, String?)] = [("to", e.to?.description, sim.to?.description)]
    if let from = e.from { fields.append(("from", from.description, sim.from?.description)) }
    if let cause = e.cause { fields.append(("cause", cause.rawValue, sim.cause?.rawValue)) }
    if let rule = e.rule { fields.append(("rule", rule.rawValue, sim.rule?.rawValue)) }
    for (field, expected, actual) in fields where expected != actual {
      return divergence(at: i, simulatedIndex: j, near: j, subject: key + ", field '\(field)'",
        expected: expected ?? "(none)", actual: actual ?? "(none)")
    }
    changes += 1
    return nil
  }

  /// A snapshot: the simulated snapshot at the same point, compared on the values the recording holds.
  mutating func alignSnapshot(_ e: TraceEntry, at i: Int) -> ReplayReport.Divergence? {
    let point = points[i] ?? e.at ?? ""
    let s = simulated.entries
    guard let j = s.firstIndex(where: { $0.kind == .snapshot && $0.at == point }), let simValues = s[j].values else {
      return divergence(at: i, simulatedIndex: nil, near: cursor, subject: TraceReplay.label(e),
        expected: "a snapshot at '\(point)'", actual: "the point '\(point)' is never reached in the simulation")
    }
    counterparts.insert(j)
    snapshots += 1
    var held = 0
    for object in e.values?.objects ?? [] {
      for (property, value) in object.values {
        let actual = simValues.value(object.name, property)
        guard actual == value else {
          return divergence(at: i, simulatedIndex: j, near: j, subject: TraceReplay.label(e) + ", value \(object.name).\(property.name)",
            expected: value.description, actual: actual?.description ?? "(no such value in the simulation)")
        }
        values += 1
        held += 1
      }
    }
    unheldValues += max(0, simValues.objects.reduce(0) { $0 + $1.values.count } - held)
    return nil
  }
}

import InsetSimSupport
import InsetSimModel
import InsetSimRules
import InsetSimTrace

/// Re-simulates the scenario a recorded trace embeds and compares the recording with the new run, reporting
/// every divergence, each with the rule that produced the simulated value.
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
/// - **exact** (producer `insetsim` or `insetsim …`): the two traces are aligned by event as
///   ``TraceDiff`` aligns them (kind, object, name or property, snapshot point), then every aligned pair is
///   compared on every field (kind, object, name, property, at, from, to, cause, rule, values, t, turn,
///   why, during, detail; `seq` is the recorded position). An aligned pair that differs is one divergence
///   (a snapshot, one per differing value); an entry on one side only is one divergence, and the
///   comparison goes on after it. A golden trace that still replays has no divergence at all.
/// - **device** (any other producer): a recording holds only what the device saw, so only that is
///   compared. The recorded callbacks and events are aligned with the simulated ones by kind, object and
///   name, in order, as the longest common subsequence that keeps every callback but the layout ones
///   (``layoutCallbacks``, weight 1) first (weight 1000): a second layout pass the device ran cannot pull a
///   later appearance callback out of alignment. A recorded callback left without a counterpart is one
///   divergence (another order, more often than the model, or not simulated at all), and the comparison
///   goes on at the next callback that has one; a layout callback the device ran more often than the model
///   is reported as an extra layout pass, which does not fail the replay. Each recorded change is aligned
///   with the next simulated change of the same object and property (one cursor per property; initial
///   values are skipped unless the recording says `"cause": "init"`) and compared on `to`, and on `from`,
///   `cause` and `rule` when present. Each recorded snapshot is compared with the simulated snapshot at the
///   same point (the recorded `at` points are parsed with ``Scenario/parsePoint(_:file:)`` and passed to
///   ``Simulation/run(_:observing:)``), on every value it holds, each differing value one divergence.
///   Times, turns and details are not compared; the report lists what was left out
///   (``ReplayReport/notCompared``).
///
/// Each divergence names what produced the simulated value (``ReplayReport/Divergence/simulatedBy``): the
/// simulated change itself for a change, the last simulated change of that value before the snapshot for a
/// snapshot value: its rule and arithmetic, or the app's code and the callback it ran in.
///
/// - Complexity: one simulation, then O(n + m) for the common start and end of the traces and O(n′ × m′)
///   for the rest (up to ``TraceDiff/maxAlignmentCells``; past it, exact mode compares the rest as
///   unaligned and device mode aligns callbacks greedily), n and m the recorded and simulated entries.
public enum TraceReplay {
  /// Entries shown before and after the divergent one, on each side.
  public static let contextLines = 3

  /// The callbacks of a layout pass, which UIKit may run several times in one transition ("may run
  /// several times during the transition": WWDC23 10055, UIKIT-FLOWS A4; UIKIT-FACTS §7 row 7).
  public static let layoutCallbacks: Set<String> = ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"]

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

  /// What produced the value entry `index` of `trace` set, in words: its rule and arithmetic, the app's
  /// code, or the object's creation; with the rule's id.
  static func producer(of trace: Trace, at index: Int) -> (String, RuleID?) {
    let e = trace.entries[index]
    let place = " (simulated entry #\(index))"
    switch e.cause {
    case .rule?:
      return ("rule " + (e.rule?.rawValue ?? "?") + place + (e.why.map { ": " + $0 } ?? ""), e.rule)
    case .app?: return ("the app" + (e.during.map { " in " + $0 } ?? "") + place, nil)
    case .initial?: return ("its initial value" + place, e.rule)
    case nil: return ("an unknown cause" + place, e.rule)
    }
  }

  /// What produced the value of `object.property` that a snapshot at simulated entry `index` holds: the
  /// last simulated change of it before the snapshot.
  static func producer(of trace: Trace, object: String, property: Property, before index: Int) -> (String, RuleID?)? {
    let s = trace.entries
    guard let j = s[..<min(index, s.count)].lastIndex(where: { $0.kind == .change && $0.object == object && $0.property == property })
    else { return nil }
    return producer(of: trace, at: j)
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

// MARK: - Exact replay

/// Aligned by event, then every field of every aligned pair.
private struct ExactReplay {
  let recorded: Trace
  let simulated: Trace
  let file: String

  func run() -> ReplayReport {
    let r = recorded.entries
    let s = simulated.entries
    var report = ReplayReport(file: file, mode: .exact, producer: recorded.producer, recordedCount: r.count,
      simulatedCount: s.count, compared: "\(r.count) entries, every field", divergences: [], notCompared: [])
    // The recorded position the next entry would have: where an entry only the simulation has is reported.
    var nextRecorded = 0
    var nextSimulated = 0
    for pair in TraceDiff.align(r.map(TraceDiff.EntryKey.init), s.map(TraceDiff.EntryKey.init)) {
      switch pair {
      case let (i?, j?):
        nextRecorded = i + 1
        nextSimulated = j + 1
        report.divergences += differences(i, j)
      case let (i?, nil):
        nextRecorded = i + 1
        let ends = nextSimulated >= s.count
        let subject = ends ? "the simulation ends" : TraceReplay.label(r[i]) + ": not simulated"
        let actual = ends
          ? "(no entry: the simulation ends after \(s.count) entries)"
          : "(no such entry in the simulation at this place)"
        report.divergences.append(divergence(at: i, simulatedIndex: nil, near: min(nextSimulated, max(s.count - 1, 0)),
          t: r[i].t, subject: subject, expected: r[i].oneLine, actual: actual))
      case let (nil, j?):
        nextSimulated = j + 1
        let ends = nextRecorded >= r.count
        let subject = ends ? "the recording ends" : TraceReplay.label(s[j]) + ": not recorded"
        let expected = ends
          ? "(no entry: the recording ends after \(r.count) entries)"
          : "(no such entry in the recording at this place)"
        var d = divergence(at: nextRecorded, simulatedIndex: j, near: j, t: s[j].t, subject: subject, expected: expected,
          actual: s[j].oneLine)
        if s[j].kind == .change { (d.simulatedBy, d.rule) = TraceReplay.producer(of: simulated, at: j) }
        report.divergences.append(d)
      case (nil, nil): break
      }
    }
    return report
  }

  func divergence(at i: Int, simulatedIndex: Int?, near: Int, t: Int64, subject: String, expected: String, actual: String)
    -> ReplayReport.Divergence
  {
    ReplayReport.Divergence(
      index: i, t: t, simulatedIndex: simulatedIndex, subject: subject, expected: expected, actual: actual,
      recordedContext: TraceReplay.context(recorded.entries, around: i, marked: i < recorded.entries.count),
      simulatedContext: TraceReplay.context(simulated.entries, around: near, marked: simulatedIndex != nil))
  }

  /// The divergences of an aligned pair: none, one for the first differing field, or one per differing
  /// snapshot value.
  func differences(_ i: Int, _ j: Int) -> [ReplayReport.Divergence] {
    let a = recorded.entries[i]
    let b = simulated.entries[j]
    guard let (field, expected, actual) = Self.firstDifference(a, b, index: i) else { return [] }
    if field.hasPrefix("values.") {
      return TraceDiff.valueDifferences(a.values, b.values).map { name, x, y in
        var d = divergence(at: i, simulatedIndex: j, near: j, t: a.t, subject: TraceReplay.label(a) + ", value " + name,
          expected: x?.description ?? "(absent)", actual: y?.description ?? "(absent)")
        // `name` is OBJECT.PROPERTY; object names hold dots too (ViewController.view), so split at a known object.
        let objects = (b.values?.objects ?? []).map(\.name)
        if y != nil, let object = objects.first(where: { name.hasPrefix($0 + ".") }),
          let p = Property.byName[String(name.dropFirst(object.count + 1))],
          let by = TraceReplay.producer(of: simulated, object: object, property: p, before: j)
        {
          (d.simulatedBy, d.rule) = by
        }
        return d
      }
    }
    var d = divergence(at: i, simulatedIndex: j, near: j, t: a.t, subject: TraceReplay.label(a) + ", field '\(field)'",
      expected: expected, actual: actual)
    if b.kind == .change { (d.simulatedBy, d.rule) = TraceReplay.producer(of: simulated, at: j) }
    return [d]
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
      if !TraceDiff.valueDifferences(r.values, s.values).isEmpty { return ("values.", "", "") }
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

  /// Per recorded callback or event (by position), its simulated counterpart.
  var callCounterparts: [Int: Int] = [:]
  /// How often each call is recorded, and where the simulation makes it.
  var recordedCalls: [CallKey: Int] = [:]
  var simulatedCalls: [CallKey: [Int]] = [:]
  /// Per `object.property`, the next simulated position to search for its changes.
  var changeCursors: [String: Int] = [:]
  /// Simulated entries that have a recorded counterpart.
  var counterparts = Set<Int>()
  var divergences: [ReplayReport.Divergence] = []
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
    alignCalls()
    // The simulated position after the last aligned call: where a call without a counterpart was looked for.
    var near = 0
    for (i, e) in recorded.entries.enumerated() {
      switch e.kind {
      case .callback, .event:
        if let j = callCounterparts[i] {
          near = j + 1
          if e.detail != nil { details = true }
          if e.kind == .callback { callbacks += 1 } else { events += 1 }
        } else {
          unalignedCall(e, at: i, near: near)
        }
      case .change: alignChange(e, at: i)
      case .snapshot: alignSnapshot(e, at: i, near: near)
      case .note: notes += 1
      }
    }
    var notCompared = ["times and run-loop turns (device clock)", "changes' rules and their arithmetic (a device does not record them)"]
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
    return ReplayReport(
      file: file, mode: .device, producer: recorded.producer, recordedCount: recorded.entries.count,
      simulatedCount: simulated.entries.count, compared: comparedSummary, divergences: divergences, notCompared: notCompared)
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

  // MARK: Callbacks and events

  struct CallKey: Hashable {
    var kind: TraceEntry.Kind
    var object: String?
    var name: String?
    init(_ e: TraceEntry) {
      kind = e.kind
      object = e.object
      name = e.name
    }
    /// Layout callbacks weigh 1, every other callback or event 1000: no number of layout passes outweighs
    /// one appearance callback.
    var weight: Int32 { kind == .callback && TraceReplay.layoutCallbacks.contains(name ?? "") ? 1 : 1000 }
  }

  /// Fills ``callCounterparts`` with the heaviest common subsequence of recorded and simulated calls.
  mutating func alignCalls() {
    let r = recorded.entries.indices.filter { [.callback, .event].contains(recorded.entries[$0].kind) }
    let s = simulated.entries.indices.filter { [.callback, .event].contains(simulated.entries[$0].kind) }
    let a = r.map { CallKey(recorded.entries[$0]) }
    let b = s.map { CallKey(simulated.entries[$0]) }
    for key in a { recordedCalls[key, default: 0] += 1 }
    for (k, key) in b.enumerated() { simulatedCalls[key, default: []].append(s[k]) }
    for (x, y) in Self.heaviestCommonSubsequence(a, b) {
      callCounterparts[r[x]] = s[y]
      counterparts.insert(s[y])
    }
  }

  /// Pairs `(i, j)` with `a[i] == b[j]`, increasing on both sides, of the greatest total weight; equal heads
  /// are matched at once (with weights that depend on the key alone, that loses nothing), and among
  /// alignments of equal weight each recorded call takes its earliest counterpart. Past
  /// ``TraceDiff/maxAlignmentCells`` the middle is aligned greedily: each `a[i]` with the next equal `b[j]`.
  static func heaviestCommonSubsequence(_ a: [CallKey], _ b: [CallKey]) -> [(Int, Int)] {
    var pairs: [(Int, Int)] = []
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] {
      pairs.append((prefix, prefix))
      prefix += 1
    }
    // No common-suffix shortcut: it would match a repeated layout callback at its last occurrence, where
    // the earliest is wanted (the device's second pass is the extra one).
    let n = a.count - prefix
    let m = b.count - prefix
    if n > 0 && m > 0 {
      if n * m > TraceDiff.maxAlignmentCells {
        var j = prefix
        for i in prefix..<(prefix + n) {
          guard let k = b[j..<(prefix + m)].firstIndex(of: a[i]) else { continue }
          pairs.append((i, k))
          j = k + 1
        }
      } else {
        // best[i * (m + 1) + j]: the greatest weight of a[prefix + i ...] against b[prefix + j ...].
        var best = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
          for j in stride(from: m - 1, through: 0, by: -1) {
            let x = a[prefix + i]
            best[i * (m + 1) + j] =
              x == b[prefix + j]
              ? best[(i + 1) * (m + 1) + j + 1] + x.weight
              : max(best[(i + 1) * (m + 1) + j], best[i * (m + 1) + j + 1])
          }
        }
        var i = 0
        var j = 0
        while i < n && j < m {
          if a[prefix + i] == b[prefix + j] {
            pairs.append((prefix + i, prefix + j))
            i += 1
            j += 1
          } else if best[i * (m + 1) + j + 1] >= best[(i + 1) * (m + 1) + j] {
            j += 1  // ties skip the simulated entry: a recorded call is matched as early as it can be
          } else {
            i += 1
          }
        }
      }
    }
    return pairs
  }

  /// A recorded call with no simulated counterpart: an extra layout pass, a call made more often than the
  /// model makes it, one in another order, or one the model never makes.
  mutating func unalignedCall(_ e: TraceEntry, at i: Int, near: Int) {
    let key = CallKey(e)
    let name = "\(e.object ?? "").\(e.name ?? "")"
    let recordedCount = recordedCalls[key] ?? 0
    let simulatedAt = simulatedCalls[key] ?? []
    let kind = e.kind.rawValue
    var d: ReplayReport.Divergence
    if simulatedAt.isEmpty {
      d = divergence(at: i, simulatedIndex: nil, near: near, subject: TraceReplay.label(e),
        expected: "\(name) is called", actual: "no such \(kind) in the simulation")
    } else if recordedCount > simulatedAt.count {
      let times = "\(recordedCount) recorded, \(simulatedAt.count) simulated"
      d = divergence(at: i, simulatedIndex: nil, near: near, subject: TraceReplay.label(e),
        expected: "\(name) is called again", actual: "the device calls it more often than the model (\(times))")
      if key.weight == 1 {
        d.kind = .extraLayoutPass
        d.actual = "the device ran this layout pass more often than the model (\(times)); UIKit may lay out several times in one transition"
      }
    } else {
      let other = simulatedAt.first { !counterparts.contains($0) } ?? simulatedAt[0]
      d = divergence(at: i, simulatedIndex: nil, near: other, subject: TraceReplay.label(e),
        expected: "\(name) is called here", actual: "the simulation calls it at #\(other) (another order)")
    }
    divergences.append(d)
  }

  // MARK: Changes and snapshots

  /// A change: the next simulated change of the same object and property, compared on what is recorded.
  mutating func alignChange(_ e: TraceEntry, at i: Int) {
    let s = simulated.entries
    let key = "\(e.object ?? "").\(e.property?.name ?? "")"
    let start = min(changeCursors[key] ?? 0, s.count)
    let j = s[start...].firstIndex {
      $0.kind == .change && $0.object == e.object && $0.property == e.property && ($0.cause != .initial || e.cause == .initial)
    }
    guard let j else {
      var d = divergence(at: i, simulatedIndex: nil, near: start, subject: key,
        expected: "a change to " + (e.to?.description ?? "∅"), actual: "no further change of \(key) in the simulation")
      // What the value stays at in the simulation, and what set it.
      if let object = e.object, let property = e.property,
        let by = TraceReplay.producer(of: simulated, object: object, property: property, before: s.count)
      {
        (d.simulatedBy, d.rule) = by
      }
      divergences.append(d)
      return
    }
    changeCursors[key] = j + 1
    counterparts.insert(j)
    let sim = s[j]
    var fields: [(String, String?, String?)] = [("to", e.to?.description, sim.to?.description)]
    if let from = e.from { fields.append(("from", from.description, sim.from?.description)) }
    if let cause = e.cause { fields.append(("cause", cause.rawValue, sim.cause?.rawValue)) }
    if let rule = e.rule { fields.append(("rule", rule.rawValue, sim.rule?.rawValue)) }
    if let (field, expected, actual) = fields.first(where: { $0.1 != $0.2 }) {
      var d = divergence(at: i, simulatedIndex: j, near: j, subject: key + ", field '\(field)'",
        expected: expected ?? "(none)", actual: actual ?? "(none)")
      (d.simulatedBy, d.rule) = TraceReplay.producer(of: simulated, at: j)
      divergences.append(d)
      return
    }
    changes += 1
  }

  /// A snapshot: the simulated snapshot at the same point, compared on every value the recording holds.
  mutating func alignSnapshot(_ e: TraceEntry, at i: Int, near: Int) {
    let point = points[i] ?? e.at ?? ""
    let s = simulated.entries
    guard let j = s.firstIndex(where: { $0.kind == .snapshot && $0.at == point }), let simValues = s[j].values else {
      divergences.append(divergence(at: i, simulatedIndex: nil, near: near, subject: TraceReplay.label(e),
        expected: "a snapshot at '\(point)'", actual: "the point '\(point)' is never reached in the simulation"))
      return
    }
    counterparts.insert(j)
    snapshots += 1
    var held = 0
    for object in e.values?.objects ?? [] {
      for (property, value) in object.values {
        held += 1
        values += 1
        let actual = simValues.value(object.name, property)
        guard actual == value else {
          var d = divergence(at: i, simulatedIndex: j, near: j, subject: TraceReplay.label(e) + ", value \(object.name).\(property.name)",
            expected: value.description, actual: actual?.description ?? "(no such value in the simulation)")
          if actual != nil, let by = TraceReplay.producer(of: simulated, object: object.name, property: property, before: j) {
            (d.simulatedBy, d.rule) = by
          }
          divergences.append(d)
          continue
        }
      }
    }
    unheldValues += max(0, simValues.objects.reduce(0) { $0 + $1.values.count } - held)
  }
}

import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// What a device recording holds, aligned with the simulation.
struct DeviceReplay {
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
  /// The calls were too many for the weighted alignment and were aligned greedily.
  var alignedGreedily = false
  var details = false
  /// Where each object lives, for the sums.
  var places: ReplayPlaces?
  /// The last recorded call before the current entry, for proposed orders.
  var previousCall: String?

  init(recorded: Trace, simulated: Trace, points: [Int: String], file: String) {
    self.recorded = recorded
    self.simulated = simulated
    self.points = points
    self.file = file
  }

  mutating func run() -> ReplayReport {
    alignCalls()
    // The simulated position after the last aligned call: where a call without a counterpart was
    // looked for.
    var near = 0
    for (i, e) in recorded.entries.enumerated() {
      switch e.kind {
      case .callback, .event:
        defer { previousCall = "\(e.object ?? "").\(e.name ?? "")" }
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
    var notCompared = [
      "times and run-loop turns (device clock)",
      "changes' rules and their arithmetic (a device does not record them)",
    ]
    if details { notCompared.append("callback and event details") }
    let missing = simulated.entries.indices.filter { !counterparts.contains($0) }
    if !missing.isEmpty {
      let byKind = TraceEntry.Kind.allCases.compactMap { kind -> String? in
        let n = missing.filter { simulated.entries[$0].kind == kind }.count
        return n == 0 ? nil : "\(n) \(kind.rawValue)\(n == 1 ? "" : "s")"
      }
      notCompared.append(
        "\(missing.count) simulated entr\(missing.count == 1 ? "y" : "ies") with no recorded counterpart ("
          + byKind.joined(separator: ", ") + ")")
    }
    if unheldValues > 0 {
      notCompared.append(
        "\(unheldValues) value\(unheldValues == 1 ? "" : "s") of the simulated snapshots that the recording does not hold"
      )
    }
    if notes > 0 { notCompared.append("\(notes) recorded note\(notes == 1 ? "" : "s")") }
    if alignedGreedily {
      notCompared.append(
        "the weighted order of calls: past \(TraceDiff.maxAlignmentCells) cells the calls were aligned greedily, each recorded "
          + "call with the next equal simulated one, so an order divergence may be reported later than it happened"
      )
    }
    return ReplayReport(
      file: file, mode: .device, producer: recorded.producer, recordedCount: recorded.entries.count,
      simulatedCount: simulated.entries.count, compared: comparedSummary, divergences: divergences,
      notCompared: notCompared)
  }

  var comparedSummary: String {
    func count(_ n: Int, _ noun: String) -> String? {
      n == 0 ? nil : "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
    var parts: [String] = []
    if callbacks + events > 0 {
      parts.append(
        [count(callbacks, "callback"), count(events, "event")].compactMap { $0 }.joined(
          separator: " and ") + " in order")
    }
    if let c = count(changes, "change") { parts.append(c) }
    if let s = count(snapshots, "snapshot") {
      parts.append(s + " (" + (count(values, "value") ?? "no values") + ")")
    }
    return parts.isEmpty ? "no comparable entries" : parts.joined(separator: ", ")
  }

  func divergence(
    at i: Int, simulatedIndex: Int?, near: Int, subject: String, expected: String, actual: String
  ) -> ReplayReport.Divergence {
    ReplayReport.Divergence(
      index: i, t: recorded.entries[i].t, simulatedIndex: simulatedIndex, subject: subject,
      expected: expected, actual: actual,
      recordedContext: TraceReplay.context(recorded.entries, around: i, marked: true),
      simulatedContext: TraceReplay.context(
        simulated.entries, around: simulatedIndex ?? near, marked: simulatedIndex != nil))
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
    /// Layout callbacks weigh 1, every other callback or event 1000: no number of layout passes
    /// outweighs one appearance callback.
    var weight: Int32 {
      kind == .callback && TraceReplay.layoutCallbacks.contains(name ?? "") ? 1 : 1000
    }
  }

  /// Fills ``callCounterparts`` with the heaviest common subsequence of recorded and simulated
  /// calls.
  mutating func alignCalls() {
    let r = recorded.entries.indices.filter {
      [.callback, .event].contains(recorded.entries[$0].kind)
    }
    let s = simulated.entries.indices.filter {
      [.callback, .event].contains(simulated.entries[$0].kind)
    }
    let a = r.map { CallKey(recorded.entries[$0]) }
    let b = s.map { CallKey(simulated.entries[$0]) }
    for key in a { recordedCalls[key, default: 0] += 1 }
    for (k, key) in b.enumerated() { simulatedCalls[key, default: []].append(s[k]) }
    let (pairs, greedy) = Self.heaviestCommonSubsequence(a, b)
    alignedGreedily = greedy
    for (x, y) in pairs {
      callCounterparts[r[x]] = s[y]
      counterparts.insert(s[y])
    }
  }

  /// Pairs `(i, j)` with `a[i] == b[j]`, increasing on both sides, of the greatest total weight;
  /// equal heads are matched at once (with weights that depend on the key alone, that loses
  /// nothing), and among alignments of equal weight each recorded call takes its earliest
  /// counterpart. Past ``TraceDiff/maxAlignmentCells`` the middle is aligned greedily: each `a[i]`
  /// with the next equal `b[j]`. `greedy` says the middle was too large for the table and was
  /// aligned greedily.
  static func heaviestCommonSubsequence(_ a: [CallKey], _ b: [CallKey]) -> (
    pairs: [(Int, Int)], greedy: Bool
  ) {
    var greedy = false
    var pairs: [(Int, Int)] = []
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] {
      pairs.append((prefix, prefix))
      prefix += 1
    }
    // No common-suffix shortcut: it would match a repeated layout callback at its last occurrence,
    // where the earliest is wanted (the device's second pass is the extra one).
    let n = a.count - prefix
    let m = b.count - prefix
    if n > 0 && m > 0 {
      if n * m > TraceDiff.maxAlignmentCells {
        greedy = true
        // Each key's positions in b, ascending: the next equal b[j] is a binary search, not a scan.
        var positions: [CallKey: [Int]] = [:]
        for k in prefix..<(prefix + m) { positions[b[k], default: []].append(k) }
        var j = prefix
        for i in prefix..<(prefix + n) {
          guard let list = positions[a[i]] else { continue }
          var low = 0
          var high = list.count
          while low < high {
            let mid = (low + high) / 2
            if list[mid] < j { low = mid + 1 } else { high = mid }
          }
          guard low < list.count else { continue }
          pairs.append((i, list[low]))
          j = list[low] + 1
        }
      } else {
        // best[i * (m + 1) + j]: the greatest weight of a[prefix + i ...] against b[prefix + j
        // ...].
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
            // ties skip the simulated entry: a recorded call is matched as early as it can be
            j += 1
          } else {
            i += 1
          }
        }
      }
    }
    return (pairs, greedy)
  }

  /// A recorded call with no simulated counterpart: an extra layout pass, a call made more often
  /// than the model makes it, one in another order, or one the model never makes.
  mutating func unalignedCall(_ e: TraceEntry, at i: Int, near: Int) {
    let key = CallKey(e)
    let name = "\(e.object ?? "").\(e.name ?? "")"
    let recordedCount = recordedCalls[key] ?? 0
    let simulatedAt = simulatedCalls[key] ?? []
    let kind = e.kind.rawValue
    var d: ReplayReport.Divergence
    if simulatedAt.isEmpty {
      d = divergence(
        at: i, simulatedIndex: nil, near: near, subject: TraceReplay.label(e),
        expected: "\(name) is called", actual: "no such \(kind) in the simulation")
    } else if recordedCount > simulatedAt.count {
      let times = "\(recordedCount) recorded, \(simulatedAt.count) simulated"
      d = divergence(
        at: i, simulatedIndex: nil, near: near, subject: TraceReplay.label(e),
        expected: "\(name) is called again",
        actual: "the device calls it more often than the model (\(times))")
      if key.weight == 1 {
        d.kind = .extraLayoutPass
        d.actual =
          "the device ran this layout pass more often than the model (\(times)); UIKit may lay out several times in one transition"
      }
    } else {
      let other = simulatedAt.first { !counterparts.contains($0) } ?? simulatedAt[0]
      d = divergence(
        at: i, simulatedIndex: nil, near: other, subject: TraceReplay.label(e),
        expected: "\(name) is called here",
        actual: "the simulation calls it at #\(other) (another order)")
    }
    if d.kind == .mismatch, e.kind == .callback {
      if let previousCall, !simulatedAt.isEmpty, recordedCount <= simulatedAt.count {
        d.expectation = .object([("order", .array([.string(previousCall), .string(name)]))])
      } else {
        d.expectation = .object([
          ("called", .string(name)), ("times", .number(Double(recordedCount))),
        ])
      }
    }
    divergences.append(d)
  }

  // MARK: Changes and snapshots

  /// A change: the next simulated change of the same object and property, compared on what is
  /// recorded.
  mutating func alignChange(_ e: TraceEntry, at i: Int) {
    let s = simulated.entries
    let key = "\(e.object ?? "").\(e.property?.name ?? "")"
    let start = min(changeCursors[key] ?? 0, s.count)
    let j = s[start...].firstIndex {
      $0.kind == .change && $0.object == e.object && $0.property == e.property
        && ($0.cause != .initial || e.cause == .initial)
    }
    guard let j else {
      var d = divergence(
        at: i, simulatedIndex: nil, near: start, subject: key,
        expected: "a change to " + (e.to?.description ?? "∅"),
        actual: "no further change of \(key) in the simulation")
      // What the value stays at in the simulation, and what set it.
      if let object = e.object, let property = e.property,
        let by = TraceReplay.producer(
          of: simulated, object: object, property: property, before: s.count)
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
      var d = divergence(
        at: i, simulatedIndex: j, near: j, subject: key + ", field '\(field)'",
        expected: expected ?? "(none)", actual: actual ?? "(none)")
      (d.simulatedBy, d.rule) = TraceReplay.producer(of: simulated, at: j)
      divergences.append(d)
      return
    }
    changes += 1
  }

  /// A snapshot: the simulated snapshot at the same point, compared on every value the recording
  /// holds.
  mutating func alignSnapshot(_ e: TraceEntry, at i: Int, near: Int) {
    let point = points[i] ?? e.at ?? ""
    let s = simulated.entries
    guard let j = s.firstIndex(where: { $0.kind == .snapshot && $0.at == point }),
      let simValues = s[j].values
    else {
      divergences.append(
        divergence(
          at: i, simulatedIndex: nil, near: near, subject: TraceReplay.label(e),
          expected: "a snapshot at '\(point)'",
          actual: "the point '\(point)' is never reached in the simulation"))
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
        guard let actual, actual.isSameOnScreen(as: value) else {
          var d = divergence(
            at: i, simulatedIndex: j, near: j,
            subject: TraceReplay.label(e) + ", value \(object.name).\(property.name)",
            expected: value.description,
            actual: actual?.description ?? "(no such value in the simulation)")
          if actual != nil,
            let by = TraceReplay.producer(
              of: simulated, object: object.name, property: property, before: j)
          {
            (d.simulatedBy, d.rule) = by
          }
          if actual != nil {
            let change = s[..<j].lastIndex {
              $0.kind == .change && $0.object == object.name && $0.property == property
            }
            d.footing = ValueFooting.of(change.map { s[$0] })
          }
          d.place = (places?.place(of: object.name) ?? .chrome).phrase
          d.expectation = .object([
            ("at", .string(point)), ("object", .string(object.name)),
            ("property", .string(property.name)), ("value", value.json),
          ])
          divergences.append(d)
          continue
        }
      }
    }
    unheldValues += max(0, simValues.objects.reduce(0) { $0 + $1.values.count } - held)
  }
}

import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Aligned by event, then every field of every aligned pair.
struct ExactReplay {
  let recorded: Trace
  let simulated: Trace
  let file: String

  func run() -> ReplayReport {
    let r = recorded.entries
    let s = simulated.entries
    var report = ReplayReport(
      file: file, mode: .exact, producer: recorded.producer, recordedCount: r.count,
      simulatedCount: s.count, compared: "\(r.count) entries, every field", divergences: [],
      notCompared: [])
    // The recorded position the next entry would have: where an entry only the simulation has is
    // reported.
    var nextRecorded = 0
    var nextSimulated = 0
    let (pairs, gaveUp) = TraceDiff.alignment(
      r.map(TraceDiff.EntryKey.init), s.map(TraceDiff.EntryKey.init))
    if gaveUp {
      report.notCompared.append(
        "the alignment gave up: past the first and last aligned entries the traces differ in more than "
          + "\(TraceDiff.maxEditDistance) places, so that middle is listed whole, each entry as missing from the simulation or not recorded"
      )
    }
    for pair in pairs {
      switch pair {
      case (let i?, let j?):
        nextRecorded = i + 1
        nextSimulated = j + 1
        report.divergences += differences(i, j)
      case (let i?, nil):
        nextRecorded = i + 1
        let ends = nextSimulated >= s.count
        let subject =
          ends ? "the simulation ends" : TraceReplay.label(r[i]) + ": missing from the simulation"
        let actual =
          ends
          ? "(no entry: the simulation ends after \(s.count) entries)"
          : "(no such entry in the simulation at this place)"
        report.divergences.append(
          divergence(
            at: i, simulatedIndex: nil, near: min(nextSimulated, max(s.count - 1, 0)),
            t: r[i].t, subject: subject, expected: r[i].oneLine, actual: actual))
      case (nil, let j?):
        nextSimulated = j + 1
        let ends = nextRecorded >= r.count
        let subject = ends ? "the recording ends" : TraceReplay.label(s[j]) + ": not recorded"
        let expected =
          ends
          ? "(no entry: the recording ends after \(r.count) entries)"
          : "(no such entry in the recording at this place)"
        var d = divergence(
          at: nextRecorded, simulatedIndex: j, near: j, t: s[j].t, subject: subject,
          expected: expected,
          actual: s[j].oneLine)
        if s[j].kind == .change {
          (d.simulatedBy, d.rule) = TraceReplay.producer(of: simulated, at: j)
        }
        report.divergences.append(d)
      case (nil, nil): break
      }
    }
    return report
  }

  func divergence(
    at i: Int, simulatedIndex: Int?, near: Int, t: Int64, subject: String, expected: String,
    actual: String
  )
    -> ReplayReport.Divergence
  {
    ReplayReport.Divergence(
      index: i, t: t, simulatedIndex: simulatedIndex, subject: subject, expected: expected,
      actual: actual,
      recordedContext: TraceReplay.context(
        recorded.entries, around: i, marked: i < recorded.entries.count),
      simulatedContext: TraceReplay.context(
        simulated.entries, around: near, marked: simulatedIndex != nil))
  }

  /// The divergences of an aligned pair: none, one for the first differing field, or one per
  /// differing snapshot value.
  func differences(_ i: Int, _ j: Int) -> [ReplayReport.Divergence] {
    let a = recorded.entries[i]
    let b = simulated.entries[j]
    guard let (field, expected, actual) = Self.firstDifference(a, b, index: i) else { return [] }
    if field.hasPrefix("values.") {
      return TraceDiff.valueDifferences(a.values, b.values).map { name, x, y in
        var d = divergence(
          at: i, simulatedIndex: j, near: j, t: a.t,
          subject: TraceReplay.label(a) + ", value " + name,
          expected: x?.description ?? "(absent)", actual: y?.description ?? "(absent)")
        // `name` is OBJECT.PROPERTY; object names hold dots too (ViewController.view), so split at
        // a known object.
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
    var d = divergence(
      at: i, simulatedIndex: j, near: j, t: a.t,
      subject: TraceReplay.label(a) + ", field '\(field)'",
      expected: expected, actual: actual)
    if b.kind == .change { (d.simulatedBy, d.rule) = TraceReplay.producer(of: simulated, at: j) }
    return [d]
  }

  /// The first field that differs, in the order a reader checks them, with both values in words.
  static func firstDifference(_ r: TraceEntry, _ s: TraceEntry, index: Int) -> (
    String, String, String
  )? {
    func text(_ v: String?) -> String { v ?? "(none)" }
    let fields: [(String, String?, String?)] = [
      ("kind", r.kind.rawValue, s.kind.rawValue), ("object", r.object, s.object),
      ("name", r.name, s.name),
      ("property", r.property?.name, s.property?.name), ("at", r.at, s.at),
      ("from", r.from?.description, s.from?.description),
      ("to", r.to?.description, s.to?.description),
      ("cause", r.cause?.rawValue, s.cause?.rawValue), ("rule", r.rule?.rawValue, s.rule?.rawValue),
      ("restsOn", r.restsOn?.rawValue, s.restsOn?.rawValue),
    ]
    for (name, a, b) in fields where a != b { return (name, text(a), text(b)) }
    if r.values != s.values {
      if !TraceDiff.valueDifferences(r.values, s.values).isEmpty { return ("values.", "", "") }
      return ("values", "the same values in another order", "the simulation's order")
    }
    if r.t != s.t {
      return ("t", "t=\(formatSeconds(r.t)) (\(r.t) µs)", "t=\(formatSeconds(s.t)) (\(s.t) µs)")
    }
    if r.turn != s.turn { return ("turn", String(r.turn), String(s.turn)) }
    let more: [(String, String?, String?)] = [
      ("why", r.why, s.why), ("during", r.during, s.during), ("detail", r.detail, s.detail),
    ]
    for (name, a, b) in more where a != b { return (name, text(a), text(b)) }
    if r.seq != index { return ("seq", String(r.seq), String(index)) }
    return nil
  }
}

// MARK: - Device replay

import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTraceFormat

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing traces as JSON Lines (`*.trace.jsonl`): a header line, then one entry per
/// line.
public enum TraceFile {
  // MARK: - Writing

  public static func header(_ trace: Trace) -> JSONValue {
    var pairs: [(String, JSONValue)] = [
      (TraceLineLayout.magicKey, .number(Double(Trace.formatVersion))),
      ("producer", .string(trace.producer)), ("units", units),
    ]
    if let device = trace.recordedOn { pairs.append((TraceLineLayout.recordedOnKey, device.json)) }
    pairs.append(("scenario", trace.scenario))
    return .object(pairs)
  }

  /// What the numbers in a trace mean, written into every header so the file describes itself.
  /// Readers do not need it: traces without it (older files) read the same.
  public static let units: JSONValue = .object(
    TraceLineLayout.units.map { unit in
      switch unit.meaning {
      case .text(let text): (unit.key, .string(text))
      case .list(let names): (unit.key, .array(names.map(JSONValue.string)))
      }
    })

  /// The whole trace, one JSON object per line, each line ending in a newline.
  public static func encode(_ trace: Trace) -> String { text(trace).text }

  /// ``encode(_:)``'s text as UTF-8 bytes, as files hold it (no `String` made of it).
  public static func encodedBytes(_ trace: Trace) -> [UInt8] { text(trace).bytes }

  static func text(_ trace: Trace) -> JSONTextBuffer {
    var out = JSONTextBuffer(capacity: 4_096 + trace.entries.count * 160)
    header(trace).write(to: &out)
    out.append(byte: 0x0A)
    for i in trace.entries.indices {
      write(trace.entries[i], to: &out)
      out.append(byte: 0x0A)
    }
    return out
  }

  public static func entryJSON(_ e: TraceEntry) -> JSONValue {
    var o: [(String, JSONValue)] = [
      ("t", .number(Double(e.t))), ("turn", .number(Double(e.turn))),
      ("seq", .number(Double(e.seq))),
      ("kind", .string(e.kind.rawValue)),
    ]
    if let v = e.at { o.append(("at", .string(v))) }
    if let v = e.object { o.append(("object", .string(v))) }
    if let v = e.name { o.append(("name", .string(v))) }
    if let v = e.property { o.append(("property", .string(v.name))) }
    if let v = e.from {
      o.append(("from", v.json))
    } else if e.kind == .change {
      o.append(("from", .null))
    }
    if let v = e.to { o.append(("to", v.json)) }
    if let v = e.cause { o.append(("cause", .string(v.rawValue))) }
    if let v = e.rule { o.append(("rule", .string(v.rawValue))) }
    if let v = e.restsOn { o.append(("restsOn", .string(v.rawValue))) }
    if let v = e.why { o.append(("why", .string(v))) }
    if let v = e.during { o.append(("during", .string(v))) }
    if let v = e.detail { o.append(("detail", .string(v))) }
    if let s = e.values {
      o.append(
        (
          "values",
          .object(
            s.objects.map { obj in (obj.name, .object(obj.values.map { ($0.0.name, $0.1.json) })) })
        ))
    }
    return .object(o)
  }

  // MARK: - Reading

  /// What `replay` reads: more than a run writes, which stops at `EngineLimits.maxTraceBytes`, 16
  /// MiB less.
  public static let maxBytes = 128 << 20

  /// The largest length a trace's values may hold, either way: more than a scenario's
  /// (``ScenarioLimits/maxLength``), since a run works its values out from those — a table's
  /// content is as tall as its rows (up to 1,000,000 of up to 100,000 points: 10^11), an inset adds
  /// up bars and overlaps
  /// (a frame 99,999 points above the screen is covered by 100,063 points of bars and more).
  public static let maxLength = 1e12

  public static func load(path: String) throws(InputError) -> Trace {
    let bytes = try readInputFile(path: path, limit: maxBytes, what: "a trace file (*.trace.jsonl)")
    return try decode(bytes: bytes, file: path)
  }

  /// What a trace's first line looks like, for messages about a file that is not a trace.
  static let headerShape =
    "a trace header {\"insetsim-trace\": 1, \"producer\": …, \"scenario\": {…}} on line 1"

  public static func decode(bytes: [UInt8], file: String) throws(InputError) -> Trace {
    try InputText.checkDocument(
      bytes, file: file, expected: headerShape, textKind: "a trace file: JSON Lines text in UTF-8")
    let lines = lineRanges(bytes)
    let first = bytes[lines.first ?? 0..<0]
    // The header holds a scenario: no larger than a scenario file may be.
    if first.count > ScenarioLimits.maxFileBytes {
      throw InputError(
        file: file, location: "line 1",
        problem:
          "the header is \(describeBytes(Int64(first.count))), over the scenario limit of \(describeBytes(Int64(ScenarioLimits.maxFileBytes)))",
        expected: "a header whose scenario fits a scenario file")
    }
    let header: JSONValue
    do {
      header = try JSONParser.parse(bytes: Array(first))
    } catch {
      // A scenario file (pretty-printed JSON over many lines) given where a trace is expected.
      if let whole = try? JSONParser.parse(bytes: bytes), whole["insetsim"] != nil {
        throw InputError(
          file: file, problem: "this is a scenario, not a trace",
          expected: headerShape + "; `insetsim run FILE --format jsonl` writes a scenario's trace")
      }
      throw InputText.syntaxError(error, file: file, what: "the header line")
    }
    guard case .object = header else {
      throw InputError(
        file: file, location: "line 1", problem: "the header is \(header.kindDescription)",
        expected: headerShape)
    }
    if header["insetsim"] != nil {
      throw InputError(
        file: file, problem: "this is a scenario, not a trace",
        expected: headerShape + "; `insetsim run FILE --format jsonl` writes a scenario's trace")
    }
    switch header["insetsim-trace"] {
    case .number(1)?: break
    case .number(let n)?:
      throw InputError(
        file: file, location: "line 1, key 'insetsim-trace'",
        problem: "unsupported trace format version \(formatPoints(n))",
        expected: "1, the version this insetsim reads")
    case let value?:
      throw InputError(
        file: file, location: "line 1, key 'insetsim-trace'",
        problem: "found \(value.kindDescription)", expected: "the number 1")
    case nil:
      throw InputError(
        file: file, location: "line 1",
        problem: "not an InsetSim trace header (no \"insetsim-trace\": 1)", expected: headerShape)
    }
    guard let scenario = header["scenario"] else {
      throw InputError(
        file: file, location: "line 1", problem: "the header has no scenario",
        expected: "\"scenario\": {…}, the scenario the trace was recorded from")
    }
    guard case .object = scenario else {
      throw InputError(
        file: file, location: "line 1, key 'scenario'",
        problem: "found \(scenario.kindDescription)", expected: "a scenario object {…}")
    }
    if case .object(let pairs) = header {
      let allowed = [
        TraceLineLayout.magicKey, "producer", "units", TraceLineLayout.recordedOnKey, "scenario",
      ]
      for (key, _) in pairs where !allowed.contains(key) {
        throw InputError(
          file: file, location: "line 1, key '\(InputError.shown(key))'",
          problem: "unknown key '\(InputError.shown(key))' in the header",
          expected: "one of " + allowed.joined(separator: ", "),
          suggestion: Suggestions.closest(to: key, in: allowed))
      }
    }
    // The units are fixed by the format: a header that says otherwise describes some other file.
    if let given = header["units"], given != units {
      throw InputError(
        file: file, location: "line 1, key 'units'", problem: "not this format's units",
        expected: "the units InsetSim writes (" + units.compactText + "), or no 'units'")
    }
    let producer: String
    switch header["producer"] {
    case .string(let p)?: producer = p
    case nil: producer = "unknown"
    case let value?:
      throw InputError(
        file: file, location: "line 1, key 'producer'", problem: "found \(value.kindDescription)",
        expected: "a string such as \"insetsim 0.1\"")
    }
    // A device's recorder writes what it saw: no causes, and times of its own clock.
    let madeByInsetSim = Trace.isMadeByInsetSim(producer: producer)
    var entries: [TraceEntry] = []
    entries.reserveCapacity(lines.count)
    var strings = TraceStrings()
    for (i, range) in lines.enumerated().dropFirst() {
      // A line as written is read straight from its bytes; any other is parsed, and its problems
      // worded. The scanner takes only lines whose fields fit their kind and cause; the parser's
      // are checked here.
      let previous =
        entries.isEmpty
        ? nil : (t: entries[entries.count - 1].t, turn: entries[entries.count - 1].turn)
      if let e = bytes.withUnsafeBufferPointer({
        TraceLineScanner.entry(UnsafeBufferPointer(rebasing: $0[range]), strings: &strings)
      }) {
        try checkOrder(
          seq: e.seq, t: e.t, turn: e.turn, after: previous, position: entries.count, line: i + 1,
          file: file, madeByInsetSim: madeByInsetSim)
        entries.append(e)
        continue
      }
      let raw = bytes[range]
      if InputText.isBlank(raw) { continue }
      let e = try entry(parseLine(raw, line: i + 1, file: file), line: i + 1, file: file)
      try checkOrder(
        seq: e.seq, t: e.t, turn: e.turn, after: previous, position: entries.count, line: i + 1,
        file: file, madeByInsetSim: madeByInsetSim)
      try check(e, line: i + 1, file: file, madeByInsetSim: madeByInsetSim)
      entries.append(e)
    }
    var trace = Trace(scenario: scenario, producer: producer, entries: entries)
    if let device = header[TraceLineLayout.recordedOnKey] {
      trace.recordedOn = try RecordedDevice.parse(device, file: file)
    }
    return trace
  }

  /// An entry's `seq` is its position; in a trace InsetSim wrote, time and turns only go forward.
  static func checkOrder(
    seq: Int, t: Int64, turn: Int, after previous: (t: Int64, turn: Int)?, position: Int, line: Int,
    file: String, madeByInsetSim: Bool
  ) throws(InputError) {
    guard seq == position else {
      throw InputError(
        file: file, location: "line \(line), key 'seq'", problem: "found \(seq)",
        expected: "\(position), the entry's position in the trace (from 0)")
    }
    if madeByInsetSim, let previous, t < previous.t || turn < previous.turn {
      let key = t < previous.t ? "t" : "turn"
      throw InputError(
        file: file, location: "line \(line), key '\(key)'",
        problem:
          "goes back: \(key == "t" ? t : Int64(turn)) after \(key == "t" ? previous.t : Int64(previous.turn))",
        expected: "a value at least the previous entry's")
    }
  }

  /// A parsed entry holds only the fields of its kind; in a trace InsetSim wrote, a change's cause
  /// says what goes with it. The same rules as the line scanner's, which leaves such lines to the
  /// parser.
  static func check(_ e: TraceEntry, line: Int, file: String, madeByInsetSim: Bool)
    throws(InputError)
  {
    typealias S = TraceLineScanner
    func bit(_ set: Bool, _ key: Int) -> UInt32 { set ? 1 << key : 0 }
    let present =
      bit(e.object != nil, S.keyObject) | bit(e.name != nil, S.keyName)
      | bit(e.detail != nil, S.keyDetail)
      | bit(e.property != nil, S.keyProperty) | bit(e.from != nil, S.keyFrom)
      | bit(e.to != nil, S.keyTo)
      | bit(e.cause != nil, S.keyCause) | bit(e.rule != nil, S.keyRule)
      | bit(e.restsOn != nil, S.keyRestsOn)
      | bit(e.explanation != nil, S.keyWhy)
      | bit(e.during != nil, S.keyDuring) | bit(e.at != nil, S.keyAt)
      | bit(e.values != nil, S.keyValues)
    let allowed = S.allowedKeys(e.kind)
    if present & ~allowed != 0 {
      let key = TraceLineLayout.entryKeys[(present & ~allowed).trailingZeroBitCount]
      let kept = TraceLineLayout.entryKeys.indices.filter { allowed & (1 << $0) != 0 }.map {
        TraceLineLayout.entryKeys[$0]
      }
      throw InputError(
        file: file, location: "line \(line), key '\(key)'",
        problem: "'\(key)' does not go with a \(e.kind.rawValue)",
        expected: "only " + kept.joined(separator: ", ") + " besides t, turn, seq and kind")
    }
    guard madeByInsetSim, e.kind == .change,
      let wrong = causeMismatch(
        e.cause, rule: e.rule != nil, why: e.explanation != nil, during: e.during != nil)
    else { return }
    throw InputError(
      file: file, location: "line \(line)" + (wrong.key.map { ", key '\($0)'" } ?? ""),
      problem: wrong.problem, expected: wrong.expected)
  }

  /// What does not fit a change's cause (who made it decides what goes with it: the callback the
  /// app's code ran in, or the rule and its words), or nil when all fits. Shared by the scanner and
  /// the parser.
  static func causeMismatch(_ cause: TraceEntry.Cause?, rule: Bool, why: Bool, during: Bool)
    -> (key: String?, problem: String, expected: String)?
  {
    switch cause {
    case nil:
      return (nil, "a change without a 'cause'", "\"cause\": \"app\", \"rule\" or \"init\"")
    case .app?, .initial?:
      if rule || why {
        let key = rule ? "rule" : "why"
        return (
          key, "'\(key)' goes with a rule's change, not the \(cause?.rawValue ?? "")'s",
          "\"cause\": \"rule\", or no '\(key)'"
        )
      }
      if cause == .initial && during {
        return (
          "during", "'during' goes with the app's change", "\"cause\": \"app\", or no 'during'"
        )
      }
    case .rule?:
      if during {
        return (
          "during", "'during' goes with the app's change", "\"cause\": \"app\", or no 'during'"
        )
      }
      if !rule { return (nil, "a rule's change without its 'rule'", "\"rule\": the rule's id") }
    }
    return nil
  }

  /// The lines of `bytes` without their newlines (no empty last line after a final newline).
  static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    bytes.withUnsafeBufferPointer { p in
      guard let base = p.baseAddress else { return }
      var start = 0
      while start < p.count {
        guard let hit = memchr(base + start, 0x0A, p.count - start) else { break }
        let end = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        lines.append(start..<end)
        start = end + 1
      }
      if start < p.count { lines.append(start..<p.count) }
    }
    if lines.isEmpty { lines.append(0..<0) }
    return lines
  }

  /// The header of a trace, if `bytes` start with one: its `producer` in words ("producer 'insetsim
  /// 0.1'"). Used to tell someone who gives a trace where a scenario is expected.
  static func traceHeader(in bytes: [UInt8]) -> String? { InputText.traceHeader(in: bytes) }

  static func parseLine(_ raw: ArraySlice<UInt8>, line: Int, file: String) throws(InputError)
    -> JSONValue
  {
    do {
      return try JSONParser.parse(bytes: Array(raw))
    } catch {
      var e = InputText.syntaxError(
        error, file: file, location: "line \(line), column \(error.column)", what: "the entry")
      if e.expected == nil && !e.problem.contains(text: "expected") {
        e.expected = "one JSON object per line"
      }
      throw e
    }
  }

  static func entry(_ v: JSONValue, line: Int, file: String) throws(InputError) -> TraceEntry {
    func fail(_ key: String, _ problem: String, _ expected: String, suggestion: String? = nil)
      -> InputError
    {
      InputError(
        file: file, location: "line \(line), key '\(InputError.shown(key))'", problem: problem,
        expected: expected, suggestion: suggestion)
    }
    guard case .object(let pairs) = v else {
      throw InputError(
        file: file, location: "line \(line)", problem: "found \(v.kindDescription)",
        expected: "a trace entry object")
    }
    let allowed = [
      "t", "turn", "seq", "kind", "at", "object", "name", "property", "from", "to", "cause", "rule",
      "restsOn", "why", "during", "detail", "values",
    ]
    for (key, _) in pairs where !allowed.contains(key) {
      throw fail(
        key, "unknown key '\(InputError.shown(key))'", "one of " + allowed.joined(separator: ", "),
        suggestion: Suggestions.closest(to: key, in: allowed))
    }
    func int(_ key: String) throws(InputError) -> Int64 {
      guard let value = v[key] else {
        throw InputError(
          file: file, location: "line \(line)", problem: "missing key '\(key)'",
          expected: "\"\(key)\": a whole number ≥ 0")
      }
      guard case .number(let n) = value else {
        throw fail(key, "found \(value.kindDescription)", "a whole number ≥ 0")
      }
      guard n == n.rounded(), n >= 0, n < 9e15 else {
        throw fail(
          key, "found \(formatPoints(n))",
          "a whole number ≥ 0" + (key == "t" ? " (virtual microseconds)" : ""))
      }
      return Int64(n)
    }
    func str(_ key: String) throws(InputError) -> String? {
      guard let value = v[key] else { return nil }
      guard case .string(let s) = value else {
        throw fail(key, "found \(value.kindDescription)", "a string")
      }
      return s
    }
    let kindNames = TraceEntry.Kind.allCases.map(\.rawValue)
    guard let kindName = try str("kind") else {
      throw InputError(
        file: file, location: "line \(line)", problem: "missing key 'kind'",
        expected: "\"kind\": one of " + kindNames.joined(separator: ", "))
    }
    guard let kind = TraceEntry.Kind(rawValue: kindName) else {
      throw fail(
        "kind", "unknown kind '\(InputError.shown(kindName))'",
        "one of " + kindNames.joined(separator: ", "),
        suggestion: Suggestions.closest(to: kindName, in: kindNames))
    }
    var e = TraceEntry(
      t: try int("t"), turn: Int(try int("turn")), seq: Int(try int("seq")), kind: kind)
    e.object = try str("object")
    e.name = try str("name")
    e.detail = try str("detail")
    e.why = try str("why")
    e.during = try str("during")
    e.at = try str("at")
    if let r = try str("rule") { e.rule = RuleID(r) }
    if let r = try str("restsOn") { e.restsOn = RuleID(r) }
    if let c = try str("cause") {
      guard let cause = TraceEntry.Cause(rawValue: c) else {
        throw fail(
          "cause", "unknown cause '\(InputError.shown(c))'", "app, rule or init",
          suggestion: Suggestions.closest(to: c, in: ["app", "rule", "init"]))
      }
      e.cause = cause
    }
    if let p = try str("property") {
      guard let property = Property.byName[p] else {
        let names = Property.allCases.map(\.name)
        throw fail(
          "property", "unknown property '\(InputError.shown(p))'", "a tracked property",
          suggestion: Suggestions.closest(to: p, in: names))
      }
      e.property = property
      let decoder = ScenarioDecoder(file: file)
      do {
        if let f = v["from"], f != .null {
          e.from = try decoder.value(f, "from", shape: property.shape, maxLength: maxLength)
        }
        if let t = v["to"] {
          e.to = try decoder.value(t, "to", shape: property.shape, maxLength: maxLength)
        }
      } catch {
        throw InputError(
          file: file,
          location: "line \(line), key '\(error.location.replacing(text: "at ", with: ""))'",
          problem: error.problem, expected: error.expected)
      }
    }
    if e.property == nil, let key = ["from", "to"].first(where: { v[$0] != nil }) {
      throw fail(key, "'\(key)' goes with a 'property'", "\"property\": NAME before \"\(key)\"")
    }
    if kind == .change && (e.property == nil || e.to == nil) {
      throw fail(
        "property", "a change needs 'property' and 'to'", "\"property\": NAME, \"to\": VALUE")
    }
    if let values = v["values"] {
      guard case .object(let objects) = values else {
        throw fail("values", "found \(values.kindDescription)", "an object of objects")
      }
      var snapshotObjects: [Snapshot.Object] = []
      for (name, props) in objects {
        guard case .object(let propPairs) = props else {
          throw fail(
            "values", "'\(InputError.shown(name))' is \(props.kindDescription)",
            "an object of properties")
        }
        var list: [(Property, Value)] = []
        for (pname, pvalue) in propPairs {
          guard let property = Property.byName[pname] else {
            throw fail(
              "values",
              "unknown property '\(InputError.shown(pname))' of '\(InputError.shown(name))'",
              "a tracked property",
              suggestion: Suggestions.closest(to: pname, in: Property.allCases.map(\.name)))
          }
          do {
            list.append(
              (
                property,
                try ScenarioDecoder(file: file).value(
                  pvalue, "\(name).\(pname)", shape: property.shape, maxLength: maxLength)
              ))
          } catch {
            throw fail("values", "\(name).\(pname): \(error.problem)", error.expected ?? "a value")
          }
        }
        snapshotObjects.append(Snapshot.Object(name: name, values: list))
      }
      e.values = Snapshot(objects: snapshotObjects)
    }
    return e
  }
}

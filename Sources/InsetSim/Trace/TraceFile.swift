import Foundation

/// Reading and writing traces as JSON Lines (`*.trace.jsonl`): a header line, then one entry per line.
public enum TraceFile {
  // MARK: - Writing

  public static func header(_ trace: Trace) -> JSONValue {
    .object([
      ("insetsim-trace", .number(Double(Trace.formatVersion))), ("producer", .string(trace.producer)),
      ("scenario", trace.scenario),
    ])
  }

  /// The whole trace, one JSON object per line, each line ending in a newline.
  public static func encode(_ trace: Trace) -> String {
    var out = header(trace).compactText + "\n"
    for entry in trace.entries {
      entryJSON(entry).write(to: &out)
      out += "\n"
    }
    return out
  }

  public static func entryJSON(_ e: TraceEntry) -> JSONValue {
    var o: [(String, JSONValue)] = [
      ("t", .number(Double(e.t))), ("turn", .number(Double(e.turn))), ("seq", .number(Double(e.seq))),
      ("kind", .string(e.kind.rawValue)),
    ]
    if let v = e.at { o.append(("at", .string(v))) }
    if let v = e.object { o.append(("object", .string(v))) }
    if let v = e.name { o.append(("name", .string(v))) }
    if let v = e.property { o.append(("property", .string(v.name))) }
    if let v = e.from { o.append(("from", v.json)) }
    if let v = e.to { o.append(("to", v.json)) }
    if let v = e.cause { o.append(("cause", .string(v.rawValue))) }
    if let v = e.rule { o.append(("rule", .string(v.rawValue))) }
    if let v = e.why { o.append(("why", .string(v))) }
    if let v = e.during { o.append(("during", .string(v))) }
    if let v = e.detail { o.append(("detail", .string(v))) }
    if let s = e.values {
      o.append(("values", .object(s.objects.map { obj in (obj.name, .object(obj.values.map { ($0.0.name, $0.1.json) })) })))
    }
    return .object(o)
  }

  // MARK: - Reading

  public static let maxBytes = 64 << 20

  public static func load(path: String) throws(InputError) -> Trace {
    let bytes = try readInputFile(path: path, limit: maxBytes)
    return try decode(bytes: bytes, file: path)
  }

  public static func decode(bytes: [UInt8], file: String) throws(InputError) -> Trace {
    var lines: [ArraySlice<UInt8>] = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    guard let first = lines.first, !first.isEmpty else {
      throw InputError(file: file, location: "line 1", problem: "the file is empty", expected: "a trace header {\"insetsim-trace\": 1, …}")
    }
    let header = try parseLine(first, line: 1, file: file)
    guard case .object = header else {
      throw InputError(file: file, location: "line 1", problem: "the header is \(header.kindDescription)", expected: "an object {\"insetsim-trace\": 1, …}")
    }
    guard header["insetsim-trace"] == .number(1) else {
      throw InputError(file: file, location: "line 1", problem: "not an InsetSim trace header (no \"insetsim-trace\": 1)",
        expected: "{\"insetsim-trace\": 1, \"producer\": …, \"scenario\": {…}}")
    }
    guard let scenario = header["scenario"], case .object = scenario else {
      throw InputError(file: file, location: "line 1", problem: "the header has no scenario object", expected: "\"scenario\": {…}")
    }
    let producer: String
    if case .string(let p)? = header["producer"] { producer = p } else { producer = "unknown" }
    var entries: [TraceEntry] = []
    entries.reserveCapacity(lines.count)
    for (i, raw) in lines.enumerated().dropFirst() {
      if raw.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { continue }
      entries.append(try entry(parseLine(raw, line: i + 1, file: file), line: i + 1, file: file))
    }
    return Trace(scenario: scenario, producer: producer, entries: entries)
  }

  static func parseLine(_ raw: ArraySlice<UInt8>, line: Int, file: String) throws(InputError) -> JSONValue {
    do {
      return try JSONParser.parse(bytes: Array(raw))
    } catch {
      throw InputError(file: file, location: "line \(line), column \(error.column)", problem: error.message, expected: "one JSON object per line")
    }
  }

  static func entry(_ v: JSONValue, line: Int, file: String) throws(InputError) -> TraceEntry {
    func fail(_ key: String, _ problem: String, _ expected: String, suggestion: String? = nil) -> InputError {
      InputError(file: file, location: "line \(line), key '\(key)'", problem: problem, expected: expected, suggestion: suggestion)
    }
    guard case .object(let pairs) = v else {
      throw InputError(file: file, location: "line \(line)", problem: "found \(v.kindDescription)", expected: "a trace entry object")
    }
    let allowed = ["t", "turn", "seq", "kind", "at", "object", "name", "property", "from", "to", "cause", "rule", "why", "during", "detail", "values"]
    for (key, _) in pairs where !allowed.contains(key) {
      throw fail(key, "unknown key '\(key)'", "one of " + allowed.joined(separator: ", "), suggestion: Suggestions.closest(to: key, in: allowed))
    }
    func int(_ key: String) throws(InputError) -> Int64 {
      guard case .number(let n)? = v[key] else { throw fail(key, "missing or not a number", "a whole number") }
      guard n == n.rounded(), n >= 0, n < 9e15 else { throw fail(key, "\(formatPoints(n)) is not a whole number ≥ 0", "a whole number ≥ 0") }
      return Int64(n)
    }
    func str(_ key: String) throws(InputError) -> String? {
      guard let value = v[key] else { return nil }
      guard case .string(let s) = value else { throw fail(key, "found \(value.kindDescription)", "a string") }
      return s
    }
    guard let kindName = try str("kind"), let kind = TraceEntry.Kind(rawValue: kindName) else {
      let names = TraceEntry.Kind.allCases.map(\.rawValue)
      throw fail("kind", "missing or unknown kind", "one of " + names.joined(separator: ", "),
        suggestion: (try? str("kind")).flatMap { $0 }.flatMap { Suggestions.closest(to: $0, in: names) })
    }
    var e = TraceEntry(t: try int("t"), turn: Int(try int("turn")), seq: Int(try int("seq")), kind: kind)
    e.object = try str("object")
    e.name = try str("name")
    e.detail = try str("detail")
    e.why = try str("why")
    e.during = try str("during")
    e.at = try str("at")
    if let r = try str("rule") { e.rule = RuleID(r) }
    if let c = try str("cause") {
      guard let cause = TraceEntry.Cause(rawValue: c) else {
        throw fail("cause", "unknown cause '\(c)'", "app, rule or init", suggestion: Suggestions.closest(to: c, in: ["app", "rule", "init"]))
      }
      e.cause = cause
    }
    if let p = try str("property") {
      guard let property = Property.byName[p] else {
        let names = Property.allCases.map(\.name)
        throw fail("property", "unknown property '\(p)'", "a tracked property", suggestion: Suggestions.closest(to: p, in: names))
      }
      e.property = property
      let decoder = ScenarioDecoder(file: file)
      do {
        if let f = v["from"] { e.from = try decoder.value(f, "from", shape: property.shape) }
        if let t = v["to"] { e.to = try decoder.value(t, "to", shape: property.shape) }
      } catch {
        throw InputError(file: file, location: "line \(line), key '\(error.location.replacingOccurrences(of: "at ", with: ""))'",
          problem: error.problem, expected: error.expected)
      }
    }
    if kind == .change && (e.property == nil || e.to == nil) {
      throw fail("property", "a change needs 'property' and 'to'", "\"property\": NAME, \"to\": VALUE")
    }
    if let values = v["values"] {
      guard case .object(let objects) = values else { throw fail("values", "found \(values.kindDescription)", "an object of objects") }
      var snapshot = Snapshot(objects: [])
      for (name, props) in objects {
        guard case .object(let propPairs) = props else { throw fail("values", "'\(name)' is \(props.kindDescription)", "an object of properties") }
        var list: [(Property, Value)] = []
        for (pname, pvalue) in propPairs {
          guard let property = Property.byName[pname] else {
            throw fail("values", "unknown property '\(pname)' of '\(name)'", "a tracked property",
              suggestion: Suggestions.closest(to: pname, in: Property.allCases.map(\.name)))
          }
          do {
            list.append((property, try ScenarioDecoder(file: file).value(pvalue, "\(name).\(pname)", shape: property.shape)))
          } catch {
            throw fail("values", "\(name).\(pname): \(error.problem)", error.expected ?? "a value")
          }
        }
        snapshot.objects.append(Snapshot.Object(name: name, values: list))
      }
      e.values = snapshot
    }
    return e
  }
}

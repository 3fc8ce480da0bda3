/// Trace Event Format JSON for Perfetto and chrome://tracing: callbacks as slices on one track per object,
/// inset components as counter tracks, metadata naming the process and the tracks.
///
/// Entries that share a virtual instant are spread 10 µs apart (in trace order) so their order stays
/// visible; each callback is a 10 µs slice.
public struct ChromeTraceRenderer: TraceRenderer {
  public static let spread: Int64 = 10

  public init() {}

  public func render(_ trace: Trace) -> String {
    let name = trace.scenario["name"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "trace"
    var events: [JSONValue] = [
      .object([("name", .string("process_name")), ("ph", .string("M")), ("pid", .number(1)), ("tid", .number(0)),
        ("args", .object([("name", .string("InsetSim: \(name)"))]))])
    ]
    var tids: [String: Int] = [:]
    func tid(_ object: String) -> Int {
      if let t = tids[object] { return t }
      let t = tids.count + 1
      tids[object] = t
      events.append(.object([("name", .string("thread_name")), ("ph", .string("M")), ("pid", .number(1)), ("tid", .number(Double(t))),
        ("args", .object([("name", .string(object))]))]))
      events.append(.object([("name", .string("thread_sort_index")), ("ph", .string("M")), ("pid", .number(1)), ("tid", .number(Double(t))),
        ("args", .object([("sort_index", .number(Double(t)))]))]))
      return t
    }
    var instant: Int64 = -1
    var offset: Int64 = 0
    for e in trace.entries {
      if e.t != instant {
        instant = e.t
        offset = 0
      } else {
        offset += Self.spread
      }
      let ts = JSONValue.number(Double(e.t + offset))
      switch e.kind {
      case .callback:
        var args: [(String, JSONValue)] = []
        if let d = e.detail { args.append(("detail", .string(d))) }
        args.append(("virtual_t_us", .number(Double(e.t))))
        events.append(.object([("name", .string(e.name ?? "")), ("cat", .string("callback")), ("ph", .string("X")), ("ts", ts),
          ("dur", .number(Double(Self.spread))), ("pid", .number(1)), ("tid", .number(Double(tid(e.object ?? "")))), ("args", .object(args))]))
      case .event:
        events.append(.object([("name", .string(e.name ?? "")), ("cat", .string("event")), ("ph", .string("i")), ("s", .string("t")),
          ("ts", ts), ("pid", .number(1)), ("tid", .number(Double(tid(e.object ?? "")))),
          ("args", .object(e.detail.map { [("detail", .string($0))] } ?? []))]))
      case .change:
        guard let p = e.property, let to = e.to, let object = e.object else { continue }
        let counters: [(String, JSONValue)]
        switch to {
        case .insets(let i): counters = [("top", .number(i.top)), ("left", .number(i.left)), ("bottom", .number(i.bottom)), ("right", .number(i.right))]
        case .rect(let r): counters = [("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height))]
        case .point(let pt): counters = [("x", .number(pt.x)), ("y", .number(pt.y))]
        case .size(let s): counters = [("width", .number(s.width)), ("height", .number(s.height))]
        case .number(let n): counters = [("value", .number(n))]
        case .bool(let b): counters = [("value", .number(b ? 1 : 0))]
        default: continue
        }
        events.append(.object([("name", .string("\(object).\(p.name)")), ("cat", .string("value")), ("ph", .string("C")), ("ts", ts),
          ("pid", .number(1)), ("args", .object(counters))]))
        if e.cause != .initial {
          let why = e.cause == .app ? "app" + (e.during.map { " in \($0)" } ?? "") : "\(e.rule?.rawValue ?? ""): \(e.why ?? "")"
          events.append(.object([("name", .string("\(p.name) → \(to)")), ("cat", .string("change")), ("ph", .string("i")), ("s", .string("t")),
            ("ts", ts), ("pid", .number(1)), ("tid", .number(Double(tid(object)))), ("args", .object([("why", .string(why))]))]))
        }
      case .snapshot, .note:
        events.append(.object([("name", .string(e.kind == .snapshot ? "snapshot \(e.at ?? "")" : "note")), ("cat", .string(e.kind.rawValue)),
          ("ph", .string("i")), ("s", .string("g")), ("ts", ts), ("pid", .number(1)), ("tid", .number(0)),
          ("args", .object(e.detail.map { [("detail", .string($0))] } ?? []))]))
      }
    }
    return JSONValue.object([("traceEvents", .array(events)), ("displayTimeUnit", .string("ms"))]).compactText + "\n"
  }
}

extension TraceRenderer where Self == ChromeTraceRenderer {
  public static var chrome: ChromeTraceRenderer { ChromeTraceRenderer() }
}

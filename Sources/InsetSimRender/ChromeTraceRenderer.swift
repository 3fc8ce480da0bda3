import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Trace Event Format JSON for Perfetto (open it at https://ui.perfetto.dev): one process per owner
/// (the
/// window, each container, each controller — see `ObjectOwners`) with one thread per object.
///
/// - Callbacks are complete slices (`X`). One that starts an animation lasts it:
///   `viewWillTransition`
/// until `transitionCompletion`; `pushViewController` until the pushed controller's
/// `viewDidAppear`; an
/// animated bar hide until the bar hides (see `AnimationSpan`). Other callbacks take ``spread`` µs.
/// - Changes are instant events named `object.property`, so a viewer groups them; their args hold
///   the
///   values, the cause, the rule with its statement and the rule's arithmetic.
/// - Counter tracks (`C`, named `object.property`) only for values that change after creation, and
///   only
/// for the components that change (`top`, `bottom`, …), with the initial value as the first sample.
///
/// Entries that share a virtual instant are spread ``spread`` µs apart (in trace order) so their
/// order stays
/// visible; `args.virtual_t_us` keeps the virtual time.
public struct ChromeTraceRenderer: TraceRenderer {
  public static let spread: Int64 = 10

  public init() {}

  public func render(_ trace: Trace) -> String {
    let entries = trace.entries
    let name =
      trace.scenario["name"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "trace"
    let owners = ObjectOwners(trace)
    var events: [JSONValue] = []
    var pid: [String: Int] = [:]
    var tid: [String: Int] = [:]
    func meta(_ what: String, _ p: Int, _ t: Int?, _ args: [(String, JSONValue)]) {
      var o: [(String, JSONValue)] = [
        ("name", .string(what)), ("ph", .string("M")), ("pid", .number(Double(p))),
      ]
      if let t { o.append(("tid", .number(Double(t)))) }
      o.append(("args", .object(args)))
      events.append(.object(o))
    }
    for (g, group) in owners.groups.enumerated() {
      pid[group] = g + 1
      meta("process_name", g + 1, nil, [("name", .string("\(group) · \(name)"))])
      meta("process_sort_index", g + 1, nil, [("sort_index", .number(Double(g + 1)))])
      for (k, object) in (owners.objects[group] ?? []).enumerated() {
        tid[object] = tid.count + 1
        meta("thread_name", g + 1, tid[object], [("name", .string(object))])
        meta("thread_sort_index", g + 1, tid[object], [("sort_index", .number(Double(k + 1)))])
      }
    }
    func ids(_ object: String?) -> [(String, JSONValue)] {
      let o = object ?? ""
      return [
        ("pid", .number(Double(pid[owners.owner(of: o)] ?? 1))),
        ("tid", .number(Double(tid[o] ?? 0))),
      ]
    }

    // Timestamps: virtual time, entries of one instant spread apart.
    var ts: [Int64] = []
    ts.reserveCapacity(entries.count)
    for (i, e) in entries.enumerated() {
      ts.append(i == 0 ? e.t : max(e.t, ts[i - 1] + Self.spread))
    }
    // Slices that last an animation, by the entry that starts them; a later long slice on the same
    // track
    // cuts an earlier one short so slices stay nested.
    var extent: [Int: (end: Int64, span: AnimationSpan)] = [:]
    var lastEnd: [String: (start: Int, end: Int64)] = [:]
    for span in AnimationSpan.all(in: trace) {
      let object = entries[span.start].object ?? ""
      let end = ts[span.end] + Self.spread
      if let previous = lastEnd[object], previous.end > ts[span.start] {
        extent[previous.start]?.end = ts[span.start]
      }
      extent[span.start] = (end, span)
      lastEnd[object] = (span.start, end)
    }
    // Counters: the values that change after creation, and which of their components change.
    var changing: [String: [Value]] = [:]
    for e in entries where e.kind == .change {
      guard let o = e.object, let p = e.property, let to = e.to else { continue }
      let key = o + "." + p.name
      if e.cause == .initial {
        changing[key, default: []].append(to)
      } else {
        if changing[key] == nil, let from = e.from { changing[key] = [from] }
        changing[key, default: []].append(to)
      }
    }
    var counterComponents: [String: Set<String>] = [:]
    for (key, values) in changing where values.count > 1 {
      let samples = values.map(Self.components)
      var varying = Set<String>()
      for (component, first) in samples[0]
      where samples.contains(where: { s in s.first { $0.0 == component }?.1 != first }) {
        varying.insert(component)
      }
      if !varying.isEmpty { counterComponents[key] = varying }
    }
    var counterStarted = Set<String>()

    for (i, e) in entries.enumerated() {
      let stamp: [(String, JSONValue)] = [("ts", .number(Double(ts[i])))]
      var args: [(String, JSONValue)] = [
        ("virtual_t_us", .number(Double(e.t))), ("turn", .number(Double(e.turn))),
      ]
      if let d = e.detail { args.append(("detail", .string(d))) }
      switch e.kind {
      case .callback, .event:
        let sliceName = (e.object ?? "") + "." + (e.name ?? "")
        if let (end, span) = extent[i] {
          args.append(("animation", .string(span.label)))
          args.append(("animation_ends_us", span.open ? .null : .number(Double(span.endTime))))
          events.append(
            .object(
              [
                ("name", .string(sliceName)), ("cat", .string(e.kind.rawValue + ",animation")),
                ("ph", .string("X")),
              ]
                + stamp + [("dur", .number(Double(end - ts[i])))] + ids(e.object) + [
                  ("args", .object(args))
                ]))
        } else if e.kind == .callback {
          events.append(
            .object(
              [("name", .string(sliceName)), ("cat", .string("callback")), ("ph", .string("X"))]
                + stamp
                + [("dur", .number(Double(Self.spread)))] + ids(e.object) + [
                  ("args", .object(args))
                ]))
        } else {
          events.append(
            .object(
              [
                ("name", .string(sliceName)), ("cat", .string("event")), ("ph", .string("i")),
                ("s", .string("t")),
              ]
                + stamp + ids(e.object) + [("args", .object(args))]))
        }
      case .change:
        guard let p = e.property, let to = e.to, let object = e.object else { continue }
        let key = object + "." + p.name
        if let varying = counterComponents[key] {
          var samples: [(Int64, Value)] = []
          if !counterStarted.contains(key) {
            counterStarted.insert(key)
            if e.cause != .initial, let from = e.from { samples.append((max(ts[i] - 1, 0), from)) }
          }
          samples.append((ts[i], to))
          for (t, v) in samples {
            let values = Self.components(v).filter { varying.contains($0.0) }.map {
              ($0.0, JSONValue.number($0.1))
            }
            events.append(
              .object([
                ("name", .string(key)), ("cat", .string("value")), ("ph", .string("C")),
                ("ts", .number(Double(t))),
                ("pid", .number(Double(pid[owners.owner(of: object)] ?? 1))),
                ("args", .object(values)),
              ]))
          }
        }
        guard e.cause != .initial else { continue }
        args.append(("from", e.from?.json ?? .null))
        args.append(("to", to.json))
        switch e.cause {
        case .app?:
          args.append(("cause", .string("app")))
          if let d = e.during { args.append(("during", .string(d))) }
        default:
          args.append(("cause", .string("rule")))
          if let r = e.rule {
            args.append(("rule", .string(r.rawValue)))
            if let rule = Rule.named(r) {
              args.append(("rule_statement", .string(rule.statement)))
              args.append(("ios", .string(rule.rangeDescription)))
              args.append(("confidence", .string(rule.confidence.rawValue)))
            }
          }
          if let why = e.why { args.append(("arithmetic", .string(why))) }
        }
        events.append(
          .object(
            [
              ("name", .string(key)), ("cat", .string("change")), ("ph", .string("i")),
              ("s", .string("t")),
            ] + stamp
              + ids(object) + [("args", .object(args))]))
      case .snapshot, .note:
        let label = e.kind == .snapshot ? "observation point " + (e.at ?? "") : "note"
        if let r = e.rule { args.append(("rule", .string(r.rawValue))) }
        events.append(
          .object(
            [
              ("name", .string(label)), ("cat", .string(e.kind.rawValue)), ("ph", .string("i")),
              ("s", .string("g")),
            ]
              + stamp + [("pid", .number(1)), ("tid", .number(0)), ("args", .object(args))]))
      }
    }
    return JSONValue.object([("traceEvents", .array(events)), ("displayTimeUnit", .string("ms"))])
      .compactText + "\n"
  }

  /// A value as named numbers, for counter tracks.
  static func components(_ v: Value) -> [(String, Double)] {
    switch v {
    case .insets(let i):
      [("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)]
    case .rect(let r): [("x", r.minX), ("y", r.minY), ("width", r.width), ("height", r.height)]
    case .point(let p): [("x", p.x), ("y", p.y)]
    case .size(let s): [("width", s.width), ("height", s.height)]
    case .number(let n): [("value", n)]
    case .bool(let b): [("value", b ? 1 : 0)]
    default: []
    }
  }
}

extension TraceRenderer where Self == ChromeTraceRenderer {
  public static var chrome: ChromeTraceRenderer { ChromeTraceRenderer() }
}

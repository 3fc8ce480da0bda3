import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Trace Event Format JSON for Perfetto (open it at https://ui.perfetto.dev): one process per owner
/// (the window, each container, each controller — see `ObjectOwners`), whose one thread holds the
/// callbacks and events of the owner and of its views, so they nest:
///
/// - Every callback and event is a complete slice (`X`) named `object.name`. A flow that animates
///   (see `AnimationSpan`: rotation, push, pop, present, dismiss, bar hide/show, keyboard) lasts
///   its animation, on the track of the object that starts it and, when it moves another
///   controller, on that controller's track too, so the callbacks it causes sit under it; a layout
///   pass (`viewWillLayoutSubviews` to `viewDidLayoutSubviews`) is a slice that holds its
///   callbacks. Other slices take ``spread`` µs. Slices that would overlap are cut to nest.
/// - Flow events (`s`/`f`) link a push or pop to the `viewDidAppear` it leads to, and a
///   presentation to the appearance and to the dismissal of what it presented.
/// - Changes are instant events named `object.property`; their args hold the values, the cause,
///   the rule with its statement, confidence and the arithmetic.
/// - Counter tracks (`C`), one per component that changes (`tableView.contentInset.top`), so no
///   viewer stacks them into sums; the last value is repeated at the end of the run.
/// - Internal properties (`_…`) are left out; notes are named by what they say.
///
/// Entries that share a virtual instant are spread ``spread`` µs apart (in trace order) so their
/// order stays visible; `args.virtual_t_us` keeps the virtual time.
public struct ChromeTraceRenderer: TraceRenderer {
  public static let spread: Int64 = 10

  public init() {}

  struct Slice {
    var name: String
    var cat: String
    var start: Int64
    var end: Int64
    var group: String
    var args: [(String, JSONValue)]
    var order: Int
  }

  public func render(_ trace: Trace) -> String {
    let entries = trace.entries
    let name =
      trace.scenario["name"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "trace"
    let owners = ObjectOwners(trace)
    var events: [JSONValue] = []
    var pid: [String: Int] = [:]
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
      let objects = (owners.objects[group] ?? []).filter { $0 != group }
      let label = objects.isEmpty ? group : group + " and its views"
      meta("thread_name", g + 1, g + 1, [("name", .string(label))])
    }
    func ids(group: String) -> [(String, JSONValue)] {
      let p = Double(pid[group] ?? 1)
      return [("pid", .number(p)), ("tid", .number(p))]
    }

    // Timestamps: virtual time, entries of one instant spread apart.
    var ts: [Int64] = []
    ts.reserveCapacity(entries.count)
    for (i, e) in entries.enumerated() {
      ts.append(i == 0 ? e.t : max(e.t, ts[i - 1] + Self.spread))
    }
    let runEnd = (ts.last ?? 0) + Self.spread
    func baseArgs(_ i: Int) -> [(String, JSONValue)] {
      let e = entries[i]
      var args: [(String, JSONValue)] = [
        ("virtual_t_us", .number(Double(e.t))), ("turn", .number(Double(e.turn))),
      ]
      if let d = e.detail { args.append(("detail", .string(d))) }
      return args
    }

    // Slices: every callback and event, animations, layout passes.
    var slices: [Slice] = []
    let spans = AnimationSpan.all(in: trace)
    var spanAt: [Int: AnimationSpan] = [:]
    for span in spans { spanAt[span.start] = span }
    var layoutStart: [String: Int] = [:]
    for (i, e) in entries.enumerated() where e.kind == .callback || e.kind == .event {
      let object = e.object ?? "window"
      let group = owners.owner(of: object)
      let sliceName = object + "." + (e.name ?? "")
      if let span = spanAt[i] {
        var args = baseArgs(i)
        args.append(("animation", .string(span.label)))
        args.append(("animation_ends_us", span.open ? .null : .number(Double(span.endTime))))
        let end = span.open ? runEnd : ts[span.end] + Self.spread
        slices.append(
          Slice(
            name: sliceName, cat: e.kind.rawValue + ",animation", start: ts[i], end: end,
            group: group, args: args, order: i))
        // The controller the flow moves hears its callbacks under a slice of the flow.
        let moved = Self.movedController(span, entries: entries)
        if let moved, owners.owner(of: moved) != group {
          slices.append(
            Slice(
              name: span.label + " (animation)", cat: "animation", start: ts[i], end: end,
              group: owners.owner(of: moved), args: [("animation", .string(span.label))],
              order: i))
        }
        continue
      }
      if e.kind == .callback && !object.contains(".") {
        if e.name == "viewWillLayoutSubviews" { layoutStart[object] = i }
        if e.name == "viewDidLayoutSubviews", let s = layoutStart.removeValue(forKey: object) {
          slices.append(
            Slice(
              name: object + " layout pass", cat: "layout", start: ts[s], end: ts[i] + Self.spread,
              group: group, args: [("turn", .number(Double(e.turn)))], order: s))
        }
      }
      slices.append(
        Slice(
          name: sliceName, cat: e.kind.rawValue, start: ts[i], end: ts[i] + Self.spread,
          group: group, args: baseArgs(i), order: i))
    }
    // Nest the slices of each track: a slice that would outlive the one it starts in is cut.
    var byGroup: [String: [Int]] = [:]
    for (k, s) in slices.enumerated() { byGroup[s.group, default: []].append(k) }
    for (_, list) in byGroup {
      let sorted = list.sorted {
        let a = slices[$0]
        let b = slices[$1]
        if a.start != b.start { return a.start < b.start }
        if a.end != b.end { return a.end > b.end }
        return a.order < b.order
      }
      var open: [Int64] = []
      for k in sorted {
        while let top = open.last, top <= slices[k].start { open.removeLast() }
        if let top = open.last, slices[k].end > top { slices[k].end = top }
        open.append(slices[k].end)
      }
    }
    // Emitted in start order (longest first), so a viewer reading in order sees parents first.
    let emitted = slices.indices.sorted {
      let a = slices[$0]
      let b = slices[$1]
      if a.start != b.start { return a.start < b.start }
      if a.end != b.end { return a.end > b.end }
      return a.order < b.order
    }
    for k in emitted {
      let s = slices[k]
      events.append(
        .object(
          [
            ("name", .string(s.name)), ("cat", .string(s.cat)), ("ph", .string("X")),
            ("ts", .number(Double(s.start))), ("dur", .number(Double(max(s.end - s.start, 1)))),
          ] + ids(group: s.group) + [("args", .object(s.args))]))
    }

    // Flow events: the flow's first entry to the entries it leads to.
    var flowID = 0
    func flow(_ label: String, from a: Int, to b: Int) {
      flowID += 1
      let ga = owners.owner(of: entries[a].object ?? "window")
      let gb = owners.owner(of: entries[b].object ?? "window")
      events.append(
        .object(
          [
            ("name", .string(label)), ("cat", .string("flow")), ("ph", .string("s")),
            ("id", .number(Double(flowID))), ("ts", .number(Double(ts[a]))),
          ] + ids(group: ga)))
      events.append(
        .object(
          [
            ("name", .string(label)), ("cat", .string("flow")), ("ph", .string("f")),
            ("bp", .string("e")), ("id", .number(Double(flowID))),
            ("ts", .number(Double(ts[b]))),
          ] + ids(group: gb)))
    }
    for span in spans where !span.open {
      switch span.kind {
      case .push, .pop, .present:
        flow(span.label, from: span.start, to: span.end)
      default: break
      }
    }
    var presentedAt: [String: Int] = [:]
    for (i, e) in entries.enumerated() where e.kind == .event {
      if e.name == "present", let d = e.detail {
        presentedAt[String(d.prefix { $0 != "," })] = i
      } else if e.name == "dismiss", let o = e.object, let p = presentedAt.removeValue(forKey: o) {
        flow("present \(o) → dismiss", from: p, to: i)
      }
    }

    // Counters: one track per component that changes.
    var changing: [String: [Value]] = [:]
    var keys: [String] = []
    for e in entries where e.kind == .change && e.property?.isInternal != true {
      guard let o = e.object, let p = e.property, let to = e.to else { continue }
      let key = o + "." + p.name
      if changing[key] == nil {
        keys.append(key)
        changing[key] = e.cause == .initial ? [] : e.from.map { [$0] } ?? []
      }
      changing[key, default: []].append(to)
    }
    var counterComponents: [String: [String]] = [:]
    for key in keys {
      guard let values = changing[key], values.count > 1 else { continue }
      let samples = values.map(Self.components)
      var varying: [String] = []
      for (component, first) in samples[0]
      where samples.contains(where: { s in s.first { $0.0 == component }?.1 != first }) {
        varying.append(component)
      }
      if !varying.isEmpty { counterComponents[key] = varying }
    }
    var counterStarted = Set<String>()
    var lastSample: [String: (group: String, value: Value)] = [:]
    func counter(_ key: String, _ group: String, _ t: Int64, _ v: Value) {
      let parts = Self.components(v)
      for component in counterComponents[key] ?? [] {
        guard let n = parts.first(where: { $0.0 == component })?.1 else { continue }
        events.append(
          .object([
            ("name", .string(key + "." + component)), ("cat", .string("value")),
            ("ph", .string("C")), ("ts", .number(Double(t))),
            ("pid", .number(Double(pid[group] ?? 1))), ("args", .object([(component, .number(n))])),
          ]))
      }
    }

    for (i, e) in entries.enumerated() {
      switch e.kind {
      case .change:
        guard let p = e.property, !p.isInternal, let to = e.to, let object = e.object else {
          continue
        }
        let group = owners.owner(of: object)
        let key = object + "." + p.name
        if counterComponents[key] != nil {
          if !counterStarted.contains(key) {
            counterStarted.insert(key)
            if e.cause != .initial, let from = e.from {
              counter(key, group, max(ts[i] - 1, 0), from)
            }
          }
          counter(key, group, ts[i], to)
          lastSample[key] = (group, to)
        }
        guard e.cause != .initial else { continue }
        var args = baseArgs(i)
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
              ("s", .string("t")), ("ts", .number(Double(ts[i]))),
            ] + ids(group: group) + [("args", .object(args))]))
      case .snapshot, .note:
        var args = baseArgs(i)
        if let r = e.rule { args.append(("rule", .string(r.rawValue))) }
        let label =
          e.kind == .snapshot
          ? "observation point " + (e.at ?? "") : Self.markerName(e)
        events.append(
          .object(
            [
              ("name", .string(label)), ("cat", .string(e.kind.rawValue)), ("ph", .string("i")),
              ("s", .string("g")), ("ts", .number(Double(ts[i]))),
            ] + ids(group: owners.groups.first ?? "window") + [("args", .object(args))]))
      default:
        continue
      }
    }
    // The last value of each counter, drawn to the end of the run.
    for key in keys {
      guard let last = lastSample[key] else { continue }
      counter(key, last.group, runEnd, last.value)
    }
    return JSONValue.object([("traceEvents", .array(events)), ("displayTimeUnit", .string("ms"))])
      .compactText + "\n"
  }

  /// The controller a flow moves, when it is not the object that starts it: the pushed or presented
  /// controller, the one a pop reveals.
  static func movedController(_ span: AnimationSpan, entries: [TraceEntry]) -> String? {
    switch span.kind {
    case .push, .pop, .present:
      return span.open ? nil : entries[span.end].object
    default:
      return nil
    }
  }

  /// A note's marker name: what it says, in a few words ("the simulation stopped: …").
  static func markerName(_ e: TraceEntry) -> String {
    let text = (e.detail ?? "").split(separator: " ").prefix(9).joined(separator: " ")
    if text.isEmpty { return e.rule.map { "rule " + $0.rawValue } ?? "(an empty note)" }
    return text.count < (e.detail ?? "").count ? text + " …" : text
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

import InsetSimModel
import InsetSimSupport

/// Queries about when callbacks happen in a trace, shared by `insetsim check` and InsetSimTesting
/// so that a failure reads the same everywhere.
///
///     TraceTiming.order([CallbackRef("viewWillAppear"), CallbackRef("viewDidAppear")], in: trace, controller: "ViewController")
///     // nil: they happen in this order
public enum TraceTiming {
  /// Whether `entry` is an occurrence of `ref`: a callback of that name, on `ref.object` when
  /// given, else on the scenario's controller (`controller`).
  public static func matches(_ entry: TraceEntry, _ ref: CallbackRef, controller: String) -> Bool {
    guard entry.kind == .callback, entry.name == ref.name else { return false }
    return entry.object == (ref.object ?? controller)
  }

  /// Every occurrence of `ref`, in order.
  public static func occurrences(of ref: CallbackRef, in trace: Trace, controller: String)
    -> [TraceEntry]
  {
    trace.entries.filter { matches($0, ref, controller: controller) }
  }

  /// nil when the callbacks happen in this order (each at its first occurrence after the previous
  /// one); otherwise what came instead, naming the entries with their index (#seq) and time.
  public static func order(_ refs: [CallbackRef], in trace: Trace, controller: String) -> String? {
    order(refs, in: TraceIndex(trace), controller: controller)
  }

  /// As ``order(_:in:controller:)-(_,Trace,_)``, from an index built once for many expectations.
  public static func order(_ refs: [CallbackRef], in index: TraceIndex, controller: String)
    -> String?
  {
    let entries = index.trace.entries
    var next = 0
    var previous: (ref: CallbackRef, entry: TraceEntry)?
    for ref in refs {
      let found = index.occurrences(of: ref, controller: controller)
      let at = TraceIndex.lowerBound(found, next)
      if at < found.count {
        let i = found[at]
        previous = (ref, entries[i])
        next = i + 1
        continue
      }
      guard let (prevRef, prevEntry) = previous else {
        return "\(ref) is never called"
      }
      if let first = found.first, first < next {
        let earlier = entries[first]
        return
          "\(ref) came first: \(describe(earlier)), before \(prevRef) at \(describe(prevEntry)); none comes after it"
      }
      return "\(ref) is never called (expected after \(prevRef) at \(describe(prevEntry)))"
    }
    return nil
  }

  /// nil when `ref` happens exactly `times` times; otherwise how often it did, and where.
  public static func called(_ ref: CallbackRef, times: Int, in trace: Trace, controller: String)
    -> String?
  {
    called(ref, times: times, in: TraceIndex(trace), controller: controller)
  }

  /// As ``called(_:times:in:controller:)-(_,_,Trace,_)``, from an index built once.
  public static func called(
    _ ref: CallbackRef, times: Int, in index: TraceIndex, controller: String
  ) -> String? {
    let found = index.occurrences(of: ref, controller: controller)
    guard found.count != times else { return nil }
    let shown = found.prefix(5).map { describe(index.trace.entries[$0]) }.joined(separator: ", ")
    return "\(ref) is called \(found.count) time\(found.count == 1 ? "" : "s"), not \(times)"
      + (found.isEmpty ? "" : ": " + shown + (found.count > 5 ? ", …" : ""))
  }

  static func describe(_ e: TraceEntry) -> String { "#\(e.seq) t=\(formatSeconds(e.t))" }

  /// Where a point falls in the trace: the entry of the callback occurrence it names, or the first
  /// entry after its time; nil when the run never reaches it.
  public static func position(of point: ObservationPoint, in trace: Trace, controller: String)
    -> Int?
  {
    position(of: point, in: TraceIndex(trace), controller: controller)
  }

  /// As ``position(of:in:controller:)-(_,Trace,_)``, from an index built once.
  public static func position(of point: ObservationPoint, in index: TraceIndex, controller: String)
    -> Int?
  {
    switch point {
    case .time(let t):
      return index.position(after: t)
    case .callback(let ref, let occurrence):
      let found = index.occurrences(of: ref, controller: controller)
      switch occurrence {
      case .first: return found.first
      case .last: return found.last
      case .nth(let n): return n >= 1 && n <= found.count ? found[n - 1] : nil
      }
    }
  }

  /// Why `ref` is not called `times` times between `from` and `to`, or nil when it is.
  public static func called(
    _ ref: CallbackRef, times: Int, between from: ObservationPoint, and to: ObservationPoint,
    in trace: Trace, controller: String
  ) -> String? {
    called(ref, times: times, between: from, and: to, in: TraceIndex(trace), controller: controller)
  }

  /// As ``called(_:times:between:and:in:controller:)-(_,_,_,_,Trace,_)``, from an index built once.
  public static func called(
    _ ref: CallbackRef, times: Int, between from: ObservationPoint, and to: ObservationPoint,
    in index: TraceIndex, controller: String
  ) -> String? {
    guard let a = position(of: from, in: index, controller: controller) else {
      return "\(from) is never reached"
    }
    guard let b = position(of: to, in: index, controller: controller) else {
      return "\(to) is never reached"
    }
    guard a < b else { return "\(to) (#\(b)) comes before \(from) (#\(a))" }
    let found = index.entries(
      index.occurrences(of: ref, controller: controller), seqAfter: a, before: b)
    guard found.count != times else { return nil }
    let shown = found.prefix(5).map(describe).joined(separator: ", ")
    return
      "\(ref) is called \(found.count) time\(found.count == 1 ? "" : "s") between \(from) and \(to), not \(times)"
      + (found.isEmpty ? "" : ": " + shown + (found.count > 5 ? ", …" : ""))
  }

  /// The scenario's controller, as the trace's header names it ("ViewController" when it does not).
  public static func controllerName(of trace: Trace) -> String {
    if case .string(let name)? = trace.scenario["controller"]?["name"] { return name }
    return "ViewController"
  }

  /// A point as a scenario names it: "t=1.40", "viewDidAppear", "last List.viewDidAppear",
  /// "second List.viewDidAppear" or "#4 List.viewDidAppear"; nil for a time that is not a number
  /// of seconds or a word that picks no occurrence.
  public static func point(_ text: String) -> ObservationPoint? {
    if text.hasPrefix("t=") {
      guard let seconds = Double(text.dropFirst(2)), seconds.isFinite, seconds >= 0,
        seconds < 1e9
      else { return nil }
      return .time(Int64((seconds * 1_000_000).rounded()))
    }
    guard let space = text.firstIndex(of: " ") else { return .callback(ref(text), .first) }
    let word = text[..<space]
    let name = String(text[text.index(after: space)...])
    let occurrence: ObservationPoint.Occurrence
    switch word {
    case "first": occurrence = .first
    case "second": occurrence = .nth(2)
    case "third": occurrence = .nth(3)
    case "last": occurrence = .last
    default:
      guard word.hasPrefix("#"), let n = Int(word.dropFirst()), n >= 1 else { return nil }
      occurrence = n == 1 ? .first : .nth(n)
    }
    return .callback(ref(name), occurrence)
  }

  /// "viewDidAppear" or "tableView.layoutSubviews" as a callback of the scenario's controller or of
  /// an object.
  public static func ref(_ text: String) -> CallbackRef {
    guard let dot = text.lastIndex(of: ".") else { return CallbackRef(text) }
    return CallbackRef(object: String(text[..<dot]), String(text[text.index(after: dot)...]))
  }
}

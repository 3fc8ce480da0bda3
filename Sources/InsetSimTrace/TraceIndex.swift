import InsetSimModel
import InsetSimRules

/// A trace's entries looked up by what expectations ask about, built in one walk of the trace: the
/// first snapshot at each point, each callback's occurrences by object and name, each tracked
/// value's changes by object and property, and the rules of its notes. `check` answers N
/// expectations from it in time proportional to N and the trace's length, not their product.
///
///     let index = TraceIndex(trace)
///     index.snapshot(at: "viewDidAppear")?.values?.value("tableView", .contentInset)
public struct TraceIndex: Sendable {
  public let trace: Trace
  private var snapshots: [String: Int] = [:]
  private var callbacks: [Key: [Int]] = [:]
  private var changes: [ChangeKey: [Int]] = [:]
  private var noteRules: Set<String> = []
  /// Whether the entries' times and sequence numbers never decrease, so that a binary search finds
  /// a position (a trace read from a file need not hold that; it is then searched in full).
  private var ordered = true

  private struct Key: Hashable {
    var object: String
    var name: String
  }

  private struct ChangeKey: Hashable {
    var object: String
    var property: Property
  }

  public init(_ trace: Trace) {
    self.trace = trace
    let entries = trace.entries
    for i in entries.indices {
      if i > 0, entries[i].t < entries[i - 1].t || entries[i].seq < entries[i - 1].seq {
        ordered = false
      }
      switch entries[i].kind {
      case .snapshot:
        if let at = entries[i].at, snapshots[at] == nil { snapshots[at] = i }
      case .callback:
        guard let object = entries[i].object, let name = entries[i].name else { continue }
        callbacks[Key(object: object, name: name), default: []].append(i)
      case .change:
        guard let object = entries[i].object, let property = entries[i].property else { continue }
        changes[ChangeKey(object: object, property: property), default: []].append(i)
      case .note:
        if let rule = entries[i].rule { noteRules.insert(rule.rawValue) }
      case .event: continue
      }
    }
  }

  /// The first snapshot taken at a point, by its written form; as ``Trace/snapshot(at:)``.
  public func snapshot(at point: String) -> TraceEntry? {
    snapshots[point].map { trace.entries[$0] }
  }

  /// The indices of `ref`'s occurrences, in order: callbacks of that name on `ref.object`, else on
  /// `controller`; as ``TraceTiming/matches(_:_:controller:)``.
  public func occurrences(of ref: CallbackRef, controller: String) -> [Int] {
    callbacks[Key(object: ref.object ?? controller, name: ref.name)] ?? []
  }

  /// The indices of the changes of `object.property`, in order.
  public func changes(of object: String, _ property: Property) -> [Int] {
    changes[ChangeKey(object: object, property: property)] ?? []
  }

  /// Whether a note of the rule named `rule` is in the trace.
  public func hasNote(rule: String) -> Bool { noteRules.contains(rule) }

  /// The first position in `list` (ascending) whose value is not below `bound`.
  package static func lowerBound(_ list: [Int], _ bound: Int) -> Int {
    var low = 0
    var high = list.count
    while low < high {
      let mid = (low + high) / 2
      if list[mid] < bound { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The index of the first entry later than `t`, or the entries' count when none is (the trace's
  /// length when the last is at or before `t`, -1 when it is after; 0 for an empty trace): as
  /// ``TraceTiming/position(of:in:controller:)`` reads a time point.
  func position(after t: Int64) -> Int {
    let entries = trace.entries
    guard ordered else {
      return entries.firstIndex { $0.t > t }
        ?? (entries.last.map { $0.t <= t ? entries.count : -1 } ?? 0)
    }
    var low = 0
    var high = entries.count
    while low < high {
      let mid = (low + high) / 2
      if entries[mid].t <= t { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The entries of `indices` whose sequence numbers lie strictly between `a` and `b`.
  func entries(_ indices: [Int], seqAfter a: Int, before b: Int) -> [TraceEntry] {
    let entries = trace.entries
    guard ordered else {
      return indices.lazy.map { entries[$0] }.filter { $0.seq > a && $0.seq < b }
    }
    // Sequence numbers ascend with the indices: the first after `a`, then on while before `b`.
    var low = 0
    var high = indices.count
    while low < high {
      let mid = (low + high) / 2
      if entries[indices[mid]].seq <= a { low = mid + 1 } else { high = mid }
    }
    var found: [TraceEntry] = []
    for i in indices[low...] {
      guard entries[i].seq < b else { break }
      found.append(entries[i])
    }
    return found
  }
}

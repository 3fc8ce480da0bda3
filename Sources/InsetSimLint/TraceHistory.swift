import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// What a trace says each object's properties held, entry by entry: the value after any prefix of
/// the trace, and the change entry that set it. Detectors read runs through it.
///
///     let h = TraceHistory(Simulation.run(scenario))
///     h.insets("tableView", .contentInset)              // (64, 0, 49, 0) at the end of the seed example on iOS 10.3
///     h.lastChange("tableView", .contentInset)?.rule    // legacy.autoAdjust.additive
///
/// - Complexity: O(n) to build for a trace of n entries; a lookup is O(log k) for k changes of one
///   property.
struct TraceHistory {
  struct Key: Hashable {
    var object: String
    var property: Property
  }

  let trace: Trace
  /// The indexes of each property's change entries, in trace order.
  private var changeIndexes: [Key: [Int]] = [:]
  /// Objects in the order the trace first names them.
  private(set) var objects: [String] = []

  init(_ trace: Trace) {
    self.trace = trace
    var seen = Set<String>()
    for (i, e) in trace.entries.enumerated() {
      if let o = e.object, seen.insert(o).inserted { objects.append(o) }
      guard e.kind == .change, let o = e.object, let p = e.property else { continue }
      changeIndexes[Key(object: o, property: p), default: []].append(i)
    }
  }

  var entries: [TraceEntry] { trace.entries }
  var endIndex: Int { trace.entries.count }

  // MARK: - Values

  /// The index of the last change of `property` of `object` before entry `index` (the whole trace
  /// by default).
  func lastChangeIndex(_ object: String, _ property: Property, before index: Int = .max) -> Int? {
    guard let list = changeIndexes[Key(object: object, property: property)] else { return nil }
    var low = 0
    var high = list.count
    while low < high {
      let mid = (low + high) / 2
      if list[mid] < index { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? nil : list[low - 1]
  }

  func lastChange(_ object: String, _ property: Property, before index: Int = .max) -> TraceEntry? {
    lastChangeIndex(object, property, before: index).map { trace.entries[$0] }
  }

  /// Every change entry of `property` of `object`, by index.
  func changeIndexes(_ object: String, _ property: Property) -> [Int] {
    changeIndexes[Key(object: object, property: property)] ?? []
  }

  /// The value before entry `index`: the last change's `to`.
  func value(_ object: String, _ property: Property, before index: Int = .max) -> Value? {
    lastChange(object, property, before: index)?.to
  }

  func insets(_ object: String, _ property: Property, before index: Int = .max) -> EdgeInsets? {
    value(object, property, before: index)?.insetsValue
  }

  func rect(_ object: String, _ property: Property, before index: Int = .max) -> Rect? {
    value(object, property, before: index)?.rectValue
  }

  func bool(_ object: String, _ property: Property, before index: Int = .max) -> Bool? {
    value(object, property, before: index)?.boolValue
  }

  func number(_ object: String, _ property: Property, before index: Int = .max) -> Double? {
    value(object, property, before: index)?.numberValue
  }

  /// Objects that have `property` (scroll views: `.contentInset`), in first-named order.
  func objects(having property: Property) -> [String] {
    objects.filter { changeIndexes[Key(object: $0, property: property)] != nil }
  }

  // MARK: - Events, callbacks and notes

  /// The indexes of entries of `kind` on `object` named `name` (any object when nil).
  func indexes(_ kind: TraceEntry.Kind, object: String? = nil, name: String? = nil) -> [Int] {
    trace.entries.indices.filter { i in
      let e = trace.entries[i]
      return e.kind == kind && (object == nil || e.object == object)
        && (name == nil || e.name == name)
    }
  }

  /// The index of the first change of `property` of `object` at or after `index` whose new value
  /// satisfies `test`.
  func firstChangeIndex(
    _ object: String, _ property: Property, from index: Int = 0, where test: (Value) -> Bool
  ) -> Int? {
    changeIndexes(object, property).first { $0 >= index && trace.entries[$0].to.map(test) == true }
  }

  func evidence(_ index: Int, configuration: String? = nil) -> LintEvidence {
    LintEvidence(configuration: configuration, index: index, entry: trace.entries[index])
  }
}

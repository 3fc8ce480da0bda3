import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// One value a matrix row shows: an object's property at an observation point, as its value or as
/// whether the system adjusted it (YES when a rule changed it before that point).
public struct MatrixColumn: Sendable {
  public enum Show: String, Sendable, CaseIterable {
    /// The value at the point ("(64, 0, 0, 0)").
    case value
    /// YES when a UIKit rule (not the app, not the object's creation) changed it before the point,
    /// else NO.
    case adjusted
  }

  public var label: String
  public var point: ObservationPoint
  /// The point's written form, as snapshots are named.
  public var pointName: String
  public var object: String
  public var property: Property
  public var show: Show

  /// Checks the point, object and property against the sweep's base scenario.
  public init(
    label: String? = nil, at: String, object: String, property: String, show: Show = .value,
    base: Scenario, file: String, location: String
  ) throws(InputError) {
    point = try base.parsePoint(at, file: file)
    pointName = point.description
    let objectName = object == "controller" ? base.controller.name : object
    let objects = base.objects
    guard let descriptor = objects.first(where: { $0.name == objectName }) else {
      throw InputError(
        file: file, location: location,
        problem: "no object '\(InputError.shown(object))' in the scenario",
        expected: "one of " + objects.map(\.name).joined(separator: ", "),
        suggestion: Suggestions.closest(to: object, in: objects.map(\.name)))
    }
    let tracked = descriptor.kind.tracked(viewType: descriptor.viewType)
    guard let p = Property.byName[property], tracked.contains(p) else {
      let names = tracked.map(\.name)
      throw InputError(
        file: file, location: location,
        problem:
          "'\(InputError.shown(objectName))' has no tracked property '\(InputError.shown(property))'",
        expected: "one of " + names.joined(separator: ", "),
        suggestion: Suggestions.closest(to: property, in: names))
    }
    self.object = objectName
    self.property = p
    self.show = show
    self.label =
      label ?? "\(pointName) \(objectName).\(p.name)" + (show == .adjusted ? " adjusted" : "")
  }

  /// The column's cell in one run's trace: nil when the value does not exist on that release.
  public func cell(in trace: Trace) -> MatrixCell {
    cell(in: trace, snapshot: Self.snapshotIndex(pointName, in: trace))
  }

  /// Every column's cell in one run's trace, each observation point's snapshot looked for once.
  static func cells(_ columns: [MatrixColumn], in trace: Trace) -> [MatrixCell] {
    var found: [(point: String, index: Int?)] = []
    return columns.map { column in
      let index: Int?
      if let known = found.first(where: { $0.point == column.pointName }) {
        index = known.index
      } else {
        index = snapshotIndex(column.pointName, in: trace)
        found.append((column.pointName, index))
      }
      return column.cell(in: trace, snapshot: index)
    }
  }

  /// The weakest footing among the columns' values in one run's trace (see ``MatrixRow/footing``).
  static func weakestFooting(_ columns: [MatrixColumn], in trace: Trace) -> ValueFooting? {
    var weakest: ValueFooting?
    let outsideNote = ValueFooting.firstOutsideNote(in: trace)
    for column in columns {
      guard let index = snapshotIndex(column.pointName, in: trace),
        let footing = ValueFooting.of(
          column.object, column.property, in: trace, before: index, outsideNote: outsideNote)
      else { continue }
      if weakest.map({ footing.strength < $0.strength }) ?? true { weakest = footing }
    }
    return weakest
  }

  /// Where the snapshot taken at `point` is in the trace.
  static func snapshotIndex(_ point: String, in trace: Trace) -> Int? {
    // By index, so that no entry is copied to be looked at.
    for i in trace.entries.indices
    where trace.entries[i].kind == .snapshot && trace.entries[i].at == point { return i }
    return nil
  }

  func cell(in trace: Trace, snapshot index: Int?) -> MatrixCell {
    guard let index, let value = trace.entries[index].values?.value(object, property) else {
      return .missing
    }
    switch show {
    case .value:
      return .value(value)
    case .adjusted:
      for i in 0..<index {
        let e =
          trace.entries[i].kind == .change && trace.entries[i].cause == .rule
          && trace.entries[i].property == property
        if e && trace.entries[i].object == object { return .flag(true) }
      }
      return .flag(false)
    }
  }
}

/// A matrix cell: a value, a YES/NO, or nothing (the value does not exist on that release, or the
/// point never came).
public enum MatrixCell: Hashable, Sendable {
  case value(Value)
  case flag(Bool)
  case missing

  /// "(64, 0, 0, 0)", "YES", "—".
  public var text: String {
    switch self {
    case .value(let v): v.description
    case .flag(let b): b ? "YES" : "NO"
    case .missing: "—"
    }
  }

  public var json: JSONValue {
    switch self {
    case .value(let v): v.json
    case .flag(let b): .bool(b)
    case .missing: .null
    }
  }
}

import InsetSimModel
import InsetSimRules
import InsetSimSupport

/// One line of a trace: an event, a callback, a change of a tracked value, a snapshot, or a note.
public struct TraceEntry: Hashable, Sendable {
  public enum Kind: String, Sendable, CaseIterable {
    case event, callback, change, snapshot, note
  }

  /// Who made a change: the app's own code, a UIKit rule, or the object's creation.
  public enum Cause: String, Sendable, CaseIterable {
    case app, rule
    case initial = "init"
  }

  /// Virtual time in microseconds.
  public var t: Int64
  /// The run-loop turn.
  public var turn: Int
  /// Position in the trace, from 0.
  public var seq: Int
  public var kind: Kind
  public var object: String?
  /// The event's or callback's name.
  public var name: String?
  public var detail: String?
  public var property: Property?
  public var from: Value?
  public var to: Value?
  public var cause: Cause?
  public var rule: RuleID?
  /// A change's weakest footing when it is not its own rule: a less sure rule under a value it was
  /// derived from (an adjustedContentInset resting on a bar height of medium confidence).
  public var restsOn: RuleID?
  /// The rule's arithmetic, built when first read.
  public var explanation: Explanation?
  /// The rule's arithmetic in words: "+64 top (status bar 20 + navigation bar 44)".
  public var why: String? {
    get { explanation?.text }
    set { explanation = newValue.map(Explanation.init(text:)) }
  }
  /// The callback the app's code ran in, for changes the app made.
  public var during: String?
  /// The observation point, for snapshots.
  public var at: String?
  public var values: Snapshot?

  @inlinable
  public init(t: Int64, turn: Int, seq: Int = 0, kind: Kind) {
    self.t = t
    self.turn = turn
    self.seq = seq
    self.kind = kind
  }
}

/// Every tracked value of every object at one moment, objects in creation order.
///
/// Stored flat — the objects' names (shared with the world that took it) and one list of values —
/// so taking a snapshot costs one allocation; ``objects`` groups the values by object when read.
public struct Snapshot: Hashable, Sendable {
  public struct Object: Hashable, Sendable {
    public var name: String
    public var values: [(Property, Value)]
    public init(name: String, values: [(Property, Value)]) {
      self.name = name
      self.values = values
    }
    public static func == (a: Object, b: Object) -> Bool {
      a.name == b.name && a.values.count == b.values.count
        && zip(a.values, b.values).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }
    public func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      for (p, v) in values {
        hasher.combine(p)
        hasher.combine(v)
      }
    }
    public subscript(_ p: Property) -> Value? { values.first { $0.0 == p }?.1 }
  }

  package struct Item: Sendable {
    package var object: Int32
    package var property: Property
    package var value: Value

    @inlinable
    package init(object: Int32, property: Property, value: Value) {
      self.object = object
      self.property = property
      self.value = value
    }
  }

  /// Object names, indexed by `Item.object`.
  let names: [String]
  /// Values in object order, then property order.
  package let items: [Item]

  package init(names: [String], items: [Item]) {
    self.names = names
    self.items = items
  }

  public init(objects: [Object]) {
    names = objects.map(\.name)
    var items: [Item] = []
    for (i, o) in objects.enumerated() {
      for (p, v) in o.values { items.append(Item(object: Int32(i), property: p, value: v)) }
    }
    self.items = items
  }

  /// The objects that have at least one value, with their values.
  public var objects: [Object] {
    var result: [Object] = []
    var i = 0
    while i < items.count {
      let object = items[i].object
      var values: [(Property, Value)] = []
      while i < items.count && items[i].object == object {
        values.append((items[i].property, items[i].value))
        i += 1
      }
      result.append(Object(name: names[Int(object)], values: values))
    }
    return result
  }

  public func value(_ object: String, _ property: Property) -> Value? {
    items.first { $0.property == property && names[Int($0.object)] == object }?.value
  }

  public static func == (a: Snapshot, b: Snapshot) -> Bool { a.objects == b.objects }
  public func hash(into hasher: inout Hasher) { hasher.combine(objects) }
}

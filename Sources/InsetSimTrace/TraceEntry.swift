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

  // Stored in an order that leaves little padding (the one-byte fields beside the rule id, after a
  // 33-byte value), and the fields few entries use (an app change's callback, a snapshot's point
  // and values) out of line in one box: an entry is 192 bytes, not 248. A run's entries are copied
  // each time their list grows, and each is zeroed when made and checked field by field when freed.

  /// Virtual time in microseconds.
  public var t: Int64
  /// The run-loop turn.
  public var turn: Int
  /// Position in the trace, from 0.
  public var seq: Int
  public var object: String?
  /// The event's or callback's name.
  public var name: String?
  /// The event's or callback's detail; for a note, its text.
  public var detail: String? {
    get {
      guard subviewIndex >= 0, let child = storedDetail else { return storedDetail }
      return Self.subviewDetail(child, Int(subviewIndex))
    }
    set {
      storedDetail = newValue
      subviewIndex = -1
    }
  }
  /// The detail, or (when ``subviewIndex`` is not negative) an added subview's name.
  @usableFromInline var storedDetail: String?
  public var from: Value?
  public var kind: Kind
  public var property: Property?
  public var cause: Cause?
  public var rule: RuleID?
  /// A change's weakest footing when it is not its own rule: a less sure rule under a value it was
  /// derived from (an adjustedContentInset resting on a bar height of medium confidence).
  public var restsOn: RuleID?
  /// An `addSubview` event's place among the siblings, its words ("header at index 2") made when
  /// ``detail`` is read (in the padding before `to`: it costs no room); -1: ``storedDetail`` is the
  /// whole detail.
  @usableFromInline var subviewIndex: Int32
  public var to: Value?
  /// The rule's arithmetic, built when first read.
  public var explanation: Explanation?
  /// The fields few entries use; nil when all of them are.
  @usableFromInline var rare: Rare?

  /// The rule's arithmetic in words: "+64 top (status bar 20 + navigation bar 44)".
  public var why: String? {
    get { explanation?.text }
    set { explanation = newValue.map(Explanation.init(text:)) }
  }
  /// The callback the app's code ran in, for changes the app made.
  public var during: String? {
    get { rare?.during }
    set {
      if newValue == nil && rare?.during == nil { return }
      withRare { $0.during = newValue }
    }
  }
  /// The observation point, for snapshots.
  public var at: String? {
    get { rare?.at }
    set {
      if newValue == nil && rare?.at == nil { return }
      withRare { $0.at = newValue }
    }
  }
  public var values: Snapshot? {
    get { rare?.values }
    set {
      if newValue == nil && rare?.values == nil { return }
      withRare { $0.values = newValue }
    }
  }

  @inlinable
  public init(t: Int64, turn: Int, seq: Int = 0, kind: Kind) {
    self.t = t
    self.turn = turn
    self.seq = seq
    self.kind = kind
    self.subviewIndex = -1
  }

  /// Sets an `addSubview` event's detail, "`child` at index `index`", kept as its parts until read
  /// (a run's entries are mostly never printed: building the words allocated a string each).
  @inlinable
  package mutating func setSubviewDetail(_ child: String, at index: Int) {
    storedDetail = child
    if let i = Int32(exactly: index) {
      subviewIndex = i
    } else {
      detail = Self.subviewDetail(child, index)
    }
  }

  /// Sets a snapshot's point and values in one box (set one by one, the second found the first's
  /// box and checked that it was the entry's own).
  package mutating func setSnapshot(at point: String, values: Snapshot) {
    let box = Rare()
    box.during = rare?.during
    box.at = point
    box.values = values
    rare = box
  }

  /// The words of an `addSubview` event's detail.
  @usableFromInline
  static func subviewDetail(_ child: String, _ index: Int) -> String {
    var detail = ""
    detail.reserveCapacity(child.utf8.count + 15)
    detail += child
    detail += Self.atIndex
    detail += String(index)
    return detail
  }
  static let atIndex = " at index "

  /// The added subview's name and place, when the detail is kept as its parts.
  package var subviewDetailParts: (child: String, index: Int)? {
    guard subviewIndex >= 0, let child = storedDetail else { return nil }
    return (child, Int(subviewIndex))
  }

  public static func == (a: TraceEntry, b: TraceEntry) -> Bool {
    a.t == b.t && a.turn == b.turn && a.seq == b.seq && a.kind == b.kind && a.object == b.object
      && a.name == b.name
      && (a.subviewIndex == b.subviewIndex && a.storedDetail == b.storedDetail
        || a.detail == b.detail)
      && a.from == b.from && a.property == b.property && a.cause == b.cause && a.rule == b.rule
      && a.restsOn == b.restsOn && a.to == b.to && a.explanation == b.explanation
      && a.rare == b.rare
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(t)
    hasher.combine(turn)
    hasher.combine(seq)
    hasher.combine(kind)
    hasher.combine(object)
    hasher.combine(name)
    hasher.combine(detail)
    hasher.combine(from)
    hasher.combine(property)
    hasher.combine(cause)
    hasher.combine(rule)
    hasher.combine(restsOn)
    hasher.combine(to)
    hasher.combine(explanation)
    hasher.combine(rare)
  }

  /// Changes the out-of-line fields: a box of this entry's own (copied if another entry shares
  /// it), made when first needed and let go when every field is nil again, so that two equal
  /// entries hold equal boxes or none.
  private mutating func withRare(_ change: (Rare) -> Void) {
    if rare == nil {
      rare = Rare()
    } else if !isKnownUniquelyReferenced(&rare!) {
      rare = rare!.copy()
    }
    let box = rare!
    change(box)
    if box.during == nil && box.at == nil && box.values == nil { rare = nil }
  }

  /// An entry's fields that few entries use, shared between copies of the entry until one of them
  /// changes (see ``withRare(_:)``).
  @usableFromInline
  final class Rare: Hashable, @unchecked Sendable {
    var during: String?
    var at: String?
    var values: Snapshot?

    init() {}

    func copy() -> Rare {
      let c = Rare()
      c.during = during
      c.at = at
      c.values = values
      return c
    }

    @usableFromInline
    static func == (a: Rare, b: Rare) -> Bool {
      a === b || (a.during == b.during && a.at == b.at && a.values == b.values)
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
      hasher.combine(during)
      hasher.combine(at)
      hasher.combine(values)
    }
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

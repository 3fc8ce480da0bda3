/// One line of a trace as a device records it: a callback, a snapshot of tracked values, an event
/// or a note.
///
///     let entry = RecordedEntry.callback(object: "ViewController", name: "viewDidAppear", t: 350_000, turn: 9)
///     TraceLineEncoder.line(for: entry, seq: 7)
///     // {"t":350000,"turn":9,"seq":7,"kind":"callback","object":"ViewController","name":"viewDidAppear"}
///
/// A device sees values, not the rules that made them, so a recorded entry has no `cause`, `rule`
/// or `why`.
public struct RecordedEntry: Hashable, Sendable {
  /// The kinds of entry a device records (InsetSim's `TraceEntry.Kind` minus `change`).
  public enum Kind: String, Sendable, CaseIterable {
    case event, callback, snapshot, note
  }

  /// Time since the recording started, in microseconds.
  public var t: Int64
  /// The main run loop's turn, counted from the start of the recording.
  public var turn: Int
  public var kind: Kind
  /// The observation point of a snapshot ("viewDidAppear").
  public var at: String?
  /// The object that received a callback or an event ("ViewController", "tableView").
  public var object: String?
  /// The callback's or the event's name ("viewDidAppear").
  public var name: String?
  public var detail: String?
  public var values: RecordedSnapshot?

  public init(
    kind: Kind, t: Int64 = 0, turn: Int = 0, at: String? = nil, object: String? = nil,
    name: String? = nil,
    detail: String? = nil, values: RecordedSnapshot? = nil
  ) {
    self.kind = kind
    self.t = t
    self.turn = turn
    self.at = at
    self.object = object
    self.name = name
    self.detail = detail
    self.values = values
  }

  /// A callback the app's override reported: `ViewController.viewDidAppear`.
  public static func callback(
    object: String, name: String, detail: String? = nil, t: Int64 = 0, turn: Int = 0
  ) -> Self {
    RecordedEntry(kind: .callback, t: t, turn: turn, object: object, name: name, detail: detail)
  }

  /// The values read at an observation point, named as a scenario's `observe` list names it.
  public static func snapshot(
    at point: String, _ values: RecordedSnapshot, t: Int64 = 0, turn: Int = 0
  ) -> Self {
    RecordedEntry(kind: .snapshot, t: t, turn: turn, at: point, values: values)
  }

  /// A remark for whoever reads the trace.
  public static func note(_ text: String, object: String? = nil, t: Int64 = 0, turn: Int = 0)
    -> Self
  {
    RecordedEntry(kind: .note, t: t, turn: turn, object: object, detail: text)
  }
}

/// The values read at one moment, objects and their properties in the order they were recorded.
///
///     var values = RecordedSnapshot()
///     values.record(.insets(top: 64, left: 0, bottom: 49, right: 0), of: "tableView", .contentInset)
///     values.record(.rect(x: 0, y: 0, width: 375, height: 667), of: "ViewController.view", .frame)
///     values.value(of: "tableView", .contentInset)  // .insets(top: 64, left: 0, bottom: 49, right: 0)
///
/// Objects are named as InsetSim names them (the trace format): `window`, `navigationBar`, the
/// controller's name, `<name>.view`, and each view's id.
public struct RecordedSnapshot: Hashable, Sendable {
  /// One object's values: `"tableView": {"contentInset": [64,0,49,0], …}`.
  public struct Object: Hashable, Sendable {
    public var name: String
    public var values: [Property]

    /// One property and its value: `"contentInset": [64,0,49,0]`.
    public struct Property: Hashable, Sendable {
      public var property: TrackedProperty
      public var value: RecordedValue
    }
  }

  public private(set) var objects: [Object] = []

  public init() {}

  /// Sets `property` of `object`; a property recorded twice keeps its first place and its last
  /// value.
  public mutating func record(
    _ value: RecordedValue, of object: String, _ property: TrackedProperty
  ) {
    let index: Int
    if let existing = objects.firstIndex(where: { $0.name == object }) {
      index = existing
    } else {
      objects.append(Object(name: object, values: []))
      index = objects.count - 1
    }
    if let p = objects[index].values.firstIndex(where: { $0.property == property }) {
      objects[index].values[p].value = value
    } else {
      objects[index].values.append(Object.Property(property: property, value: value))
    }
  }

  /// The value recorded for `property` of `object`, or nil.
  public func value(of object: String, _ property: TrackedProperty) -> RecordedValue? {
    objects.first { $0.name == object }?.values.first { $0.property == property }?.value
  }

  public var isEmpty: Bool { objects.isEmpty }

  /// Appends an object the caller knows is not recorded yet, with its values (no search: a snapshot
  /// of a whole app is built object by object).
  mutating func appendNew(object: String, values: [Object.Property]) {
    objects.append(Object(name: object, values: values))
  }

  /// Renames an object, keeping its place.
  public mutating func rename(_ object: String, to name: String) {
    if let i = objects.firstIndex(where: { $0.name == object }) { objects[i].name = name }
  }
}

/// The one door to the simulated state: every write goes through ``Recorder/write(_:_:_:cause:)``,
/// which updates the ``World`` and appends a trace entry stamped with the engine's clock.
struct Recorder {
  private(set) var world = World()
  private(set) var entries: [TraceEntry] = []
  /// Set by the engine before each turn's work.
  var now: Int64 = 0
  var turn = 0
  /// The callbacks being run, innermost last; app changes name the innermost.
  var callbackStack: [String] = []

  init() { entries.reserveCapacity(128) }

  enum Cause {
    case app
    case initial
    case rule(RuleID, String)
  }

  private func entry(_ kind: TraceEntry.Kind) -> TraceEntry {
    TraceEntry(t: now, turn: turn, seq: entries.count, kind: kind)
  }

  // MARK: - Objects

  mutating func add(name: String, kind: ObjectKind, viewType: ViewType? = nil) -> World.ObjectID {
    world._add(name: name, kind: kind, viewType: viewType)
  }

  mutating func configure(_ id: World.ObjectID, _ body: (inout World.Object) -> Void) { world._configure(id, body) }

  mutating func insertSubview(_ child: World.ObjectID, into parent: World.ObjectID, at index: Int?) {
    world._insertSubview(child, into: parent, at: index)
    var e = entry(.event)
    e.object = world[parent].name
    e.name = "addSubview"
    let position = world[parent].subviews.firstIndex(of: child) ?? 0
    e.detail = "\(world[child].name) at index \(position)"
    entries.append(e)
  }

  mutating func removeFromSuperview(_ child: World.ObjectID) {
    var e = entry(.event)
    e.object = world[child].name
    e.name = "removeFromSuperview"
    world._removeFromSuperview(child)
    entries.append(e)
  }

  mutating func setInWindow(_ id: World.ObjectID, _ inWindow: Bool) { world._setInWindow(id, inWindow) }

  // MARK: - Writes

  /// Sets a property and records it. A rule's write that changes nothing is not recorded;
  /// an app's write always is (assigning the same value is still the app's act).
  @discardableResult
  mutating func write(_ id: World.ObjectID, _ p: Property, _ v: Value, cause: Cause) -> Bool {
    let old = world.value(id, p)
    if old == v, case .rule = cause { return false }
    if old == v, case .initial = cause { return false }
    _ = world._write(id, p, v)
    var e = entry(.change)
    e.object = world[id].name
    e.property = p
    e.from = old
    e.to = v
    switch cause {
    case .app:
      e.cause = .app
      e.during = callbackStack.last
    case .initial:
      e.cause = .initial
    case .rule(let rule, let why):
      e.cause = .rule
      e.rule = rule
      e.why = why
    }
    entries.append(e)
    return old != v
  }

  mutating func write<T>(_ id: World.ObjectID, _ p: Property, _ d: Derived<T>, as wrap: (T) -> Value) -> Bool {
    write(id, p, wrap(d.value), cause: .rule(d.rule, d.why))
  }

  // MARK: - Events

  mutating func event(_ object: String, _ name: String, detail: String? = nil) {
    append(.event, object, name, detail)
  }

  mutating func callback(_ object: String, _ name: String, detail: String? = nil) {
    append(.callback, object, name, detail)
  }

  private mutating func append(_ kind: TraceEntry.Kind, _ object: String, _ name: String, _ detail: String?) {
    var e = entry(kind)
    e.object = object
    e.name = name
    e.detail = detail
    entries.append(e)
  }

  mutating func note(_ text: String, object: String? = nil, rule: RuleID? = nil) {
    var e = entry(.note)
    e.object = object
    e.rule = rule
    e.detail = text
    entries.append(e)
  }

  /// Appends a snapshot of every tracked value that exists on `era`.
  mutating func snapshot(at point: String, era: Era, time: Int64? = nil) {
    var e = entry(.snapshot)
    if let time { e.t = time }
    e.at = point
    e.values = takeSnapshot(era: era)
    entries.append(e)
  }

  func takeSnapshot(era: Era) -> Snapshot {
    var objects: [Snapshot.Object] = []
    objects.reserveCapacity(world.objects.count)
    for o in world.objects {
      var values: [(Property, Value)] = []
      for p in o.kind.tracked(viewType: o.viewType) where p.exists(in: era) {
        if let v = o[p] { values.append((p, v)) }
      }
      if !values.isEmpty { objects.append(Snapshot.Object(name: o.name, values: values)) }
    }
    return Snapshot(objects: objects)
  }

  /// Removes a snapshot entry (a "last" point superseded by a later occurrence) and renumbers.
  mutating func dropEntry(at index: Int) {
    entries.remove(at: index)
    for i in index..<entries.count { entries[i].seq = i }
  }
}

import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace
import InsetSimTraceFormat

/// The one door to the simulated state: every write goes through
/// ``TraceWriter/write(_:_:_:cause:)``, which updates the ``World`` and appends a trace entry
/// stamped with the engine's clock.
struct TraceWriter {
  private(set) var world = World()
  /// The entries in memory (all of them when there is no ``sink``); `entries[0]` is entry number
  /// ``base`` of the run.
  var entries: [TraceEntry] = []
  /// How many of the run's entries are no longer in memory: handed on (or passed over, dropped), or
  /// set aside in ``spill``.
  var base = 0
  /// Where a streamed run's finished entries go, numbered in order; nil: the run keeps them all.
  var sink: ((TraceEntry) -> Void)?
  /// How many of the run's entries have been handed on or passed over; those from here to ``base``
  /// wait in ``spill`` (see ``setAside()``).
  var handedOn = 0
  /// Entries handed on, dropped ones not counted: the next one's `seq`.
  var emitted = 0
  /// Snapshot values in the entries in memory (a streamed run hands them on, or sets them aside,
  /// before they add up).
  var heldSnapshotValues = 0
  /// A streamed run's entries that wait for a "last" snapshot to be settled, set aside on disk as
  /// trace lines once they would fill memory; made when first needed.
  var spill: SpillFile?
  /// Where to make it (nil: `$TMPDIR`, or /tmp).
  var spillDirectory: String?
  /// Reads it back (made when first needed: a run that sets nothing aside pays nothing for it).
  var spillReader: TraceLineReader?
  /// No temporary file could be made or written: what waits stays in memory.
  var spillRefused = false
  /// What was set aside could not be read back: the streamed run's output is incomplete.
  var spillFailure: InputError?
  /// The run's entries so far, handed on or not.
  var count: Int { base + entries.count }
  /// The trace's bytes as a trace file writes them (header included), counted once a run is long
  /// enough to near ``EngineLimits/maxTraceBytes`` (see ``countBytes(header:limit:exactly:)``); nil
  /// until then.
  var traceBytes: Int?
  /// The entries counted in ``traceBytes`` so far (the run's first ones).
  var countedEntries = 0
  /// The entries bounded so far (see ``countBytes(header:limit:exactly:)``): those from
  /// ``countedEntries`` on take at most ``boundBytes``.
  var boundedEntries = 0
  var boundBytes = 0
  /// The bytes of entries bounded but not yet counted that changed since (dropped snapshots),
  /// counted as they were when bounded, by entry number.
  var countedEarly: [Int: Int] = [:]
  /// Set by the engine before each turn's work.
  var now: Int64 = 0
  /// An object's property whose rule evaluations that change nothing are kept (see
  /// ``KeptEvaluation``), for `explain` of a value that never moved; nil in every other run.
  var watched: (object: String, property: Property)?
  var kept: [KeptEvaluation] = []
  var turn = 0
  /// What every rule's value of the run rests on beside its own rule: the release the catalogue
  /// runs in place of the one the scenario names (rule os.nearestRelease); nil for a listed release.
  var releaseFooting: Footing?
  /// The callbacks being run, innermost last; app changes name the innermost.
  var callbackStack: [String] = []
  /// The footing of each value that rests on a rule less sure than high (see ``footing(_:_:)``),
  /// by object and property (object × property count + property): 0 for none, else a place in
  /// `lineageRules` from 1. Plain numbers, not a hashed table or optional strings.
  private var lineage: [Int32] = []
  private var lineageRules: [Footing] = []
  private var lastInterned: Int32 = 0

  // Room for a typical run's entries (the push-and-pop app of `insetsim bench` writes 153): each
  // time the array grows, every entry so far (248 bytes each) is copied.
  init() {
    entries.reserveCapacity(256)
    // callbacks nest a few deep: the stack is not grown level by level
    callbackStack.reserveCapacity(8)
  }

  enum Cause {
    case app
    case initial
    /// A rule's write: the rule, its words, its confidence, and a less sure rule under what the
    /// value was derived from (nil: none is less sure than its own).
    case explained(RuleID, Explanation, Confidence, Footing?)

    /// A rule's write; `why` is evaluated only when read.
    static func rule(_ rule: borrowing Rule, _ why: @escaping @autoclosure @Sendable () -> String)
      -> Cause
    {
      .explained(rule.id, Explanation(why), rule.confidence, nil)
    }

    /// A rule's write of a value derived from values resting on `upstream` (nil: sure ground).
    static func rule(
      _ rule: borrowing Rule, restingOn upstream: Footing?,
      _ why: @escaping @autoclosure @Sendable () -> String
    ) -> Cause {
      .explained(
        rule.id, Explanation(why), rule.confidence,
        upstream.flatMap { $0.confidence.strength < rule.confidence.strength ? $0 : nil })
    }

    /// A write by the rule that derived `source`; `why` is evaluated only when read.
    static func ruleOf<T>(
      _ source: Derived<T>, _ why: @escaping @autoclosure @Sendable () -> String
    ) -> Cause {
      .explained(source.rule, Explanation(why), source.confidence, source.under)
    }
  }

  /// Appends an entry stamped with the clock and fills it in place (no copy of the entry is made).
  private mutating func appendEntry(_ kind: TraceEntry.Kind, _ fill: (inout TraceEntry) -> Void) {
    entries.append(TraceEntry(t: now, turn: turn, seq: base + entries.count, kind: kind))
    fill(&entries[entries.count - 1])
  }

  // MARK: - Objects

  mutating func add(name: String, kind: ObjectKind, viewType: ViewType? = nil) -> World.ObjectID {
    world._add(name: name, kind: kind, viewType: viewType)
  }

  mutating func configure(_ id: World.ObjectID, _ body: (inout World.Object) -> Void) {
    world._configure(id, body)
  }

  mutating func insertSubview(_ child: World.ObjectID, into parent: World.ObjectID, at index: Int?)
  {
    // The place it took, as the world reports it: a search of the subviews would make a view of
    // many siblings cost their number.
    let position = world._insertSubview(child, into: parent, at: index)
    let (parentName, childName) = (world.names[parent.index], world.names[child.index])
    appendEntry(.event) { e in
      e.object = parentName
      e.name = "addSubview"
      // Kept as its parts, the words made when read: most entries are never printed.
      e.setSubviewDetail(childName, at: position)
    }
  }

  mutating func removeFromSuperview(_ child: World.ObjectID) {
    let name = world.names[child.index]
    world._removeFromSuperview(child)
    appendEntry(.event) { e in
      e.object = name
      e.name = "removeFromSuperview"
    }
  }

  /// Puts `root` and every view under it in the window or out of it.
  mutating func setInWindow(subtreeOf root: World.ObjectID, _ inWindow: Bool) {
    world._setInWindow(subtreeOf: root, inWindow, stack: &walkStack)
  }
  /// The stack of the last walk of a subtree, kept for its room.
  private var walkStack: [World.ObjectID] = []

  // MARK: - Writes

  /// Sets a property and records it. A rule's write that changes nothing is not recorded; an app's
  /// write always is (assigning the same value is still the app's act).
  @discardableResult
  mutating func write(_ id: World.ObjectID, _ p: Property, _ v: Value, cause: Cause) -> Bool {
    switch cause {
    case .explained(let rule, let why, let confidence, let under):
      return write(id, p, v, rule: rule, why: why, confidence: confidence, under: under)
    case .app:
      let old = world.value(id, p)
      _ = world._write(id, p, v)
      forgetFooting(id, p)
      // Only the app's changes name the callback they were made in (read here: the entry is
      // filled in place).
      let during = callbackStack.last
      appendChange(id, p, from: old, to: v) { e in
        e.cause = .app
        e.during = during
      }
      return old != v
    case .initial:
      let old = world.value(id, p)
      if old == v { return false }
      _ = world._write(id, p, v)
      forgetFooting(id, p)
      appendChange(id, p, from: old, to: v) { $0.cause = .initial }
      return true
    }
  }

  /// A rule's write: its rule, its words, its confidence, and a less sure rule under what the value
  /// was derived from (nil: none is less sure than its own). Its parts are read where they lie, not
  /// copied into a ``Cause`` and out again.
  private mutating func write(
    _ id: World.ObjectID, _ p: Property, _ v: Value, rule: RuleID, why: Explanation,
    confidence: Confidence, under: Footing?
  ) -> Bool {
    let old = world.value(id, p)
    if old == v {
      keep(id, p, v, rule, why)
      return false
    }
    _ = world._write(id, p, v)
    // A run on a release the catalogue stands in for (rule os.nearestRelease): each rule's value
    // rests on that too, so its footing says so.
    var restsOn = under
    if let floor = releaseFooting,
      floor.confidence.strength < (under?.confidence ?? confidence).strength
    {
      restsOn = floor
    }
    // The value's footing, kept only while it is weaker than high (most values rest on sure rules
    // or on the app, and cost nothing here).
    if let restsOn {
      keepFooting(id, p, restsOn.rule, restsOn.confidence)
    } else if confidence != .high {
      keepFooting(id, p, rule, confidence)
    } else {
      forgetFooting(id, p)
    }
    appendChange(id, p, from: old, to: v) { e in
      e.cause = .rule
      e.rule = rule
      e.explanation = why
      // The empty id is place 0: compared as a place, its string is not read.
      if let restsOn, restsOn.rule != RuleID("") { e.restsOn = restsOn.rule }
    }
    return true
  }

  /// Appends a change of object `id`'s `p` from `old` to `v`; `fill` adds who made it.
  private mutating func appendChange(
    _ id: World.ObjectID, _ p: Property, from old: Value?, to v: Value,
    _ fill: (inout TraceEntry) -> Void
  ) {
    let name = world.names[id.index]
    appendEntry(.change) { e in
      e.object = name
      e.property = p
      e.from = old
      e.to = v
      fill(&e)
    }
  }

  /// Where object `id`'s `p` is in ``lineage``.
  private func slot(_ id: World.ObjectID, _ p: Property) -> Int {
    id.index &* Property.caseCount &+ p.rawValue
  }

  /// Records that the value rests on `rule` of `confidence`, weaker than high.
  private mutating func keepFooting(
    _ id: World.ObjectID, _ p: Property, _ rule: RuleID, _ confidence: Confidence
  ) {
    let slot = slot(id, p)
    if lineage.count <= slot {
      // Room for every object made so far, and a few more: the list grows rarely.
      let wanted = max(slot + 1, (world.objects.count + 8) &* Property.caseCount)
      lineage.append(contentsOf: repeatElement(0, count: wanted - lineage.count))
    }
    lineage[slot] = intern(rule, confidence)
  }

  /// The value rests on sure ground again (a sure rule, the app, or the object's creation).
  private mutating func forgetFooting(_ id: World.ObjectID, _ p: Property) {
    let slot = slot(id, p)
    if slot < lineage.count, lineage[slot] != 0 { lineage[slot] = 0 }
  }

  mutating func write<T>(
    _ id: World.ObjectID, _ p: Property, _ d: Derived<T>, as wrap: (T) -> Value
  ) -> Bool {
    let v = wrap(d.value)
    // A rule's write that changes nothing is not recorded: found before the rule and its
    // explanation are retained for the entry.
    if world.value(id, p) == v {
      keep(id, p, v, d.rule, d.explanation)
      return false
    }
    return write(
      id, p, v, rule: d.rule, why: d.explanation, confidence: d.confidence, under: d.under)
  }

  /// The footing of a value now: the weakest rule under it when that is less sure than high, else
  /// nil (a sure rule, the app, or the object's creation set it).
  func footing(_ id: World.ObjectID, _ p: Property) -> Footing? {
    let slot = slot(id, p)
    guard slot < lineage.count, lineage[slot] > 0 else { return nil }
    return lineageRules[Int(lineage[slot]) - 1]
  }

  /// The number `lineage` holds for a footing: its place in `lineageRules`, from 1 (a run meets
  /// few rules less sure than high, so the list is short and searched).
  private mutating func intern(_ rule: RuleID, _ confidence: Confidence) -> Int32 {
    // Most writes of a pass rest on the same rule: the last one is tried first. Ids compare as
    // their places (reading an id's string, to compare lengths first, retained and released it).
    if lastInterned > 0, lineageRules[Int(lastInterned) - 1].rule == rule { return lastInterned }
    for i in lineageRules.indices
    where lineageRules[i].confidence == confidence && lineageRules[i].rule == rule {
      lastInterned = Int32(i + 1)
      return lastInterned
    }
    // Room for the few a run meets, made once: grown one by one, the list was allocated four times
    // in the seed example's run.
    if lineageRules.isEmpty { lineageRules.reserveCapacity(16) }
    lineageRules.append(Footing(rule: rule, confidence: confidence))
    lastInterned = Int32(lineageRules.count)
    return lastInterned
  }

  /// The weakest footing of several values now (nil: every one rests on sure ground).
  func footing(of values: [(World.ObjectID, Property)]) -> Footing? {
    guard !lineage.isEmpty else { return nil }
    var weakest: Footing?
    for (id, p) in values {
      if let f = footing(id, p) { weakest = f.weaker(weakest) }
    }
    return weakest
  }

  /// Keeps a rule's evaluation of the watched value that changed nothing.
  private mutating func keep(
    _ id: World.ObjectID, _ p: Property, _ v: Value, _ rule: RuleID, _ why: Explanation
  ) {
    guard let watched, watched.property == p, world.names[id.index] == watched.object else {
      return
    }
    // The first of each distinct (rule, arithmetic), at most 64: a long run repeats them.
    guard kept.count < 64 else { return }
    let e = KeptEvaluation(t: now, rule: rule, value: v, why: why.text)
    if !kept.contains(where: { $0.rule == e.rule && $0.why == e.why }) { kept.append(e) }
  }

  // MARK: - Events

  // The words are taken owned and moved into the entry: a name or detail made for the call (a
  // callback's name, an interpolated detail) is not retained for the entry and then released.

  mutating func event(
    _ object: consuming String, _ name: consuming String, detail: consuming String? = nil
  ) {
    append(.event, object, name, detail)
  }

  mutating func callback(
    _ object: consuming String, _ name: consuming String, detail: consuming String? = nil
  ) {
    append(.callback, object, name, detail)
  }

  private mutating func append(
    _ kind: TraceEntry.Kind, _ object: consuming String, _ name: consuming String,
    _ detail: consuming String?
  ) {
    entries.append(TraceEntry(t: now, turn: turn, seq: base + entries.count, kind: kind))
    Self.fill(&entries[entries.count - 1], object, name, detail)
  }

  private static func fill(
    _ e: inout TraceEntry, _ object: consuming String, _ name: consuming String,
    _ detail: consuming String?
  ) {
    e.object = object
    e.name = name
    e.detail = detail
  }

  mutating func note(_ text: String, object: String? = nil, rule: Rule? = nil) {
    appendNote(text, object: object, rule: rule?.id)
  }

  /// A note by the rule that derived `source`.
  mutating func note<T>(_ text: String, object: String? = nil, ruleOf source: Derived<T>) {
    appendNote(text, object: object, rule: source.rule)
  }

  private mutating func appendNote(_ text: String, object: String?, rule: RuleID?) {
    appendEntry(.note) { e in
      e.object = object
      e.rule = rule
      e.detail = text
    }
  }

  /// Appends a snapshot of every tracked value that exists on `era`. Values recorded in snapshots
  /// so far (see ``EngineLimits/maxSnapshotValues``).
  private(set) var snapshotValues = 0

  mutating func snapshot(at point: String, era: Era, time: Int64? = nil) {
    let values = takeSnapshot(era: era)
    snapshotValues += values.items.count
    heldSnapshotValues += values.items.count
    appendEntry(.snapshot) { e in
      if let time { e.t = time }
      e.setSnapshot(at: point, values: values)
    }
  }

  /// The objects whose values snapshots hold; nil: every object's.
  var snapshotObjects: [String]?

  func takeSnapshot(era: Era) -> Snapshot {
    var items: [Snapshot.Item] = []
    items.reserveCapacity(snapshotObjects == nil ? world.objects.count * 8 : 16)
    // Read in place, through pointers: no object is copied (its name and subviews retained and
    // released). Each object's tracked properties are a range of one flat list: no list is retained
    // per object.
    let (objects, names, only, stride) = (
      world.objects, world.names, snapshotObjects, Property.caseCount
    )
    let table = ObjectKind.trackedTable(in: era)
    world.values.withUnsafeBufferPointer { values in
      objects.withUnsafeBufferPointer { objects in
        table.properties.withUnsafeBufferPointer { properties in
          table.ranges.withUnsafeBufferPointer { ranges in
            guard let first = objects.baseAddress else { return }
            for id in 0..<objects.count {
              // A short list of names, compared as they are: cheaper than hashing each object's.
              if let only, !only.contains(names[id]) { continue }
              let o = first + id
              for p in properties[ranges[o.pointee.kind.trackedList(viewType: o.pointee.viewType)]]
              {
                if let v = values[id &* stride &+ p.rawValue] {
                  items.append(Snapshot.Item(object: Int32(id), property: p, value: v))
                }
              }
            }
          }
        }
      }
    }
    return Snapshot(names: names, items: items)
  }

  /// Drops a snapshot entry (a "last" point superseded by a later occurrence). Entries keep their
  /// places until ``takeFinishedEntries()`` takes the dropped ones out and renumbers once, so a
  /// point met a thousand times costs a thousand marks, not a thousand copies of the trace; a
  /// dropped snapshot's values are
  /// let go at once.
  mutating func dropEntry(at index: Int) {
    dropped.insert(index)
    if index >= base, index < count {
      if index >= countedEntries && index < boundedEntries {
        countedEarly[index] = TraceFile.lineByteCount(entries[index - base])
      }
      heldSnapshotValues -= entries[index - base].values?.items.count ?? 0
      entries[index - base].values = nil
    }
  }

  /// The trace's entries, without the dropped ones, numbered in order, moved out of the writer (it
  /// keeps none): the run's end, where neither the writer nor its entries are copied.
  mutating func takeFinishedEntries() -> [TraceEntry] {
    guard !dropped.isEmpty else {
      var taken: [TraceEntry] = []
      swap(&taken, &entries)
      return taken
    }
    var kept: [TraceEntry] = []
    kept.reserveCapacity(entries.count - dropped.count)
    for (i, e) in entries.enumerated() where !dropped.contains(i) {
      var e = e
      e.seq = kept.count
      kept.append(e)
    }
    entries = []
    return kept
  }
  var dropped = Set<Int>()
}

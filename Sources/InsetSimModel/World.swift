import InsetSimSupport

/// All simulated state in one place: every object, its place in the view tree, and the value of
/// each tracked property. Only the engine's recorder writes to it (``World/_write(_:_:_:)``), and
/// it appends a trace entry for every write, so nothing changes unrecorded.
package struct World: Sendable {
  /// An object's place in the world, in creation order: a typed id, so that a controller's number,
  /// a count or an index into a list cannot be passed where an object is meant.
  package struct ObjectID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The object's position in ``World/objects``.
    package let index: Int
    @inlinable package init(_ index: Int) { self.index = index }
    package static func < (a: Self, b: Self) -> Bool { a.index < b.index }
    package var description: String { "#\(index)" }
  }

  /// An object: 48 bytes, so that the world's first 16 fit one allocation that malloc's per-thread
  /// cache serves (88 bytes before: 1,440 bytes, each run's costliest small allocation). The
  /// optional ids and height are stored as plain numbers with a mark for none, the one-byte fields
  /// last.
  package struct Object: Sendable {
    package var name: String
    /// Subviews, in addSubview order: index 0 is the back-most, the one UIKit 7–10 adjusts.
    package internal(set) var subviews: [ObjectID] = []
    @usableFromInline var storedTableContentHeight = 0.0
    /// The superview's and the owning web view's indexes (-1: none).
    @usableFromInline var storedParent: Int32 = -1
    @usableFromInline var storedOwnerWebView: Int32 = -1
    package var kind: ObjectKind
    package var viewType: ViewType?
    /// Whether the view is in the window's hierarchy.
    package internal(set) var inWindow = false
    /// The frame follows the parent's bounds (flexible width and height).
    package var fillsParent = false
    @usableFromInline var hasTableContentHeight = false

    /// The view's superview (views only). Read inline by other modules: through a call, a read
    /// of the borrowed object copied it.
    package internal(set) var parent: ObjectID? {
      @inlinable get { storedParent < 0 ? nil : ObjectID(Int(storedParent)) }
      set { storedParent = newValue.map { Int32($0.index) } ?? -1 }
    }
    /// A table's rows × row height + header + footer, when the view is a table.
    package var tableContentHeight: Double? {
      @inlinable get { hasTableContentHeight ? storedTableContentHeight : nil }
      set {
        hasTableContentHeight = newValue != nil
        storedTableContentHeight = newValue ?? 0
      }
    }
    /// The web view this scroll view belongs to, for a web view's inner scroll view.
    package var ownerWebView: ObjectID? {
      @inlinable get { storedOwnerWebView < 0 ? nil : ObjectID(Int(storedOwnerWebView)) }
      set { storedOwnerWebView = newValue.map { Int32($0.index) } ?? -1 }
    }
  }

  package private(set) var objects: [Object] = []
  /// Every object's name, by id (shared by the snapshots taken of this world).
  package private(set) var names: [String] = []
  /// A new object's values: none yet.
  private static let noValues = [Value?](repeating: nil, count: Property.caseCount)
  /// Every object's values in one array: object `id`'s property `p` is at `id × Property.caseCount
  /// + p`.
  package private(set) var values: [Value?] = []
  /// Names to ids, built once the world is large enough for a search to cost more than hashing.
  private var ids: [String: ObjectID]?
  private static let indexThreshold = 32

  package init() {
    objects.reserveCapacity(16)
    names.reserveCapacity(16)
    values.reserveCapacity(16 * Property.caseCount)
  }

  /// The object with this name (the latest added, should two share it).
  package func id(_ name: String) -> ObjectID? {
    if let ids { return ids[name] }
    return objects.lastIndex { $0.name == name }.map(ObjectID.init)
  }
  /// The object, borrowed: reading one field (a name, a parent) copies that field, not the whole
  /// object.
  ///
  /// An addressor, not a `_read` coroutine: called from another module, the coroutine allocated its
  /// frame on the heap at every read (70 allocations in a push-and-pop app's run). The address is
  /// into `objects`' storage, which the world, borrowed for the read, keeps alive and unchanged.
  package subscript(_ id: ObjectID) -> Object {
    unsafeAddress {
      precondition(id.index >= 0 && id.index < objects.count, "no object \(id) in the world")
      return objects.withUnsafeBufferPointer {
        UnsafePointer($0.baseAddress.unsafelyUnwrapped + id.index)
      }
    }
  }
  package func value(_ id: ObjectID, _ p: Property) -> Value? {
    values[id.index &* Property.caseCount &+ p.rawValue]
  }

  // MARK: - Typed reads

  package func bool(_ id: ObjectID, _ p: Property) -> Bool { value(id, p)?.boolValue ?? false }
  package func insets(_ id: ObjectID, _ p: Property) -> EdgeInsets {
    value(id, p)?.insetsValue ?? .zero
  }
  package func rect(_ id: ObjectID, _ p: Property) -> Rect { value(id, p)?.rectValue ?? .zero }
  package func size(_ id: ObjectID, _ p: Property) -> Size { value(id, p)?.sizeValue ?? .zero }
  package func point(_ id: ObjectID, _ p: Property) -> Point { value(id, p)?.pointValue ?? .zero }
  package func number(_ id: ObjectID, _ p: Property) -> Double { value(id, p)?.numberValue ?? 0 }

  /// The scroll view a view stands for: itself, or the inner scroll view of a web view.
  package func scrollView(of id: ObjectID) -> ObjectID? {
    let o = objects[id.index]
    if o.viewType?.isScrollView == true { return id }
    if o.viewType?.ownsScrollView == true { return o.subviews.first }
    return nil
  }

  /// Every view of the subtree at `root`, parents before children, in subview order.
  package func subtree(_ root: ObjectID) -> [ObjectID] {
    var result = [root]
    var i = 0
    while i < result.count {
      result.append(contentsOf: objects[result[i].index].subviews)
      i += 1
    }
    return result
  }

  /// Depth-first (pre-order) walk of the subtree at `root`.
  package func depthFirst(_ root: ObjectID) -> [ObjectID] {
    var result: [ObjectID] = []
    var stack = [root]
    while let id = stack.popLast() {
      result.append(id)
      stack.append(contentsOf: objects[id.index].subviews.reversed())
    }
    return result
  }

  // MARK: - Writes (the recorder's only)

  /// Adds an object with no values. Returns its id.
  package mutating func _add(name: String, kind: ObjectKind, viewType: ViewType? = nil) -> ObjectID
  {
    let id = ObjectID(objects.count)
    objects.append(Object(name: name, kind: kind, viewType: viewType))
    names.append(name)
    values.append(contentsOf: Self.noValues)
    if ids != nil {
      ids?[name] = id
    } else if objects.count > Self.indexThreshold {
      ids = Dictionary(
        objects.enumerated().map { ($1.name, ObjectID($0)) }, uniquingKeysWith: { _, last in last })
    }
    return id
  }

  /// Sets a property. Returns the old value. Only the engine's `TraceWriter` calls this, and it
  /// records the change.
  package mutating func _write(_ id: ObjectID, _ p: Property, _ v: Value) -> Value? {
    let i = id.index &* Property.caseCount &+ p.rawValue
    let old = values[i]
    values[i] = v
    return old
  }

  /// Inserts `child` among `parent`'s subviews at `index` (nil or past the end: last; taken out of
  /// its old superview first) and returns the place it took, so no caller searches for it.
  @discardableResult
  package mutating func _insertSubview(_ child: ObjectID, into parent: ObjectID, at index: Int?)
    -> Int
  {
    if let old = objects[child.index].parent {
      objects[old.index].subviews.removeAll { $0 == child }
    }
    let count = objects[parent.index].subviews.count
    let position = min(max(index ?? count, 0), count)
    objects[parent.index].subviews.insert(child, at: position)
    objects[child.index].parent = parent
    return position
  }

  package mutating func _removeFromSuperview(_ child: ObjectID) {
    if let old = objects[child.index].parent {
      objects[old.index].subviews.removeAll { $0 == child }
    }
    objects[child.index].parent = nil
  }

  /// Puts the view at `root` and every view under it in the window or out of it, walking with
  /// `stack`: the caller keeps it from one walk to the next (not the world: a field more makes
  /// every copy of the world dearer), so a view entering or leaving the window allocates nothing.
  package mutating func _setInWindow(
    subtreeOf root: ObjectID, _ inWindow: Bool, stack: inout [ObjectID]
  ) {
    stack.removeAll(keepingCapacity: true)
    stack.append(root)
    while let id = stack.popLast() {
      objects[id.index].inWindow = inWindow
      stack.append(contentsOf: objects[id.index].subviews)
    }
  }
  package mutating func _configure(_ id: ObjectID, _ body: (inout Object) -> Void) {
    body(&objects[id.index])
  }
}

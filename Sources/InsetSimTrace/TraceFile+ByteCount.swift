import InsetSimModel
import InsetSimRules
import InsetSimTraceFormat

/// The bytes of an entry's trace line, worked out from its fields instead of written: what a run
/// counts its trace's size with (see `TraceWriter.countBytes`). Each part mirrors what
/// ``write(_:to:)`` appends for it; `TraceSizeLimitTests` holds the two to the same bytes.
extension TraceFile {
  /// The bytes of ``appendLine(_:to:)``'s line for `e`, its newline included. An explanation's
  /// words are built to be counted (``TraceEntry/why``).
  package static func lineByteCount(_ e: TraceEntry) -> Int {
    // {"t":…,"turn":…,"seq":…,"kind":"…"  …  }\n
    var n = 5 + 8 + 7 + 9 + 1 + 1 + 1
    n +=
      J.numberByteCount(Double(e.t)) + J.numberByteCount(Double(e.turn))
      + J.numberByteCount(Double(e.seq))
    n += kindText(e.kind).utf8CodeUnitCount
    if let v = e.at { n += 6 + J.stringByteCount(v) }  // ,"at":
    if let v = e.object { n += 10 + J.stringByteCount(v) }  // ,"object":
    if let v = e.name { n += 8 + J.stringByteCount(v) }  // ,"name":
    if let p = e.property { n += 12 + propertyNameBytes[p.rawValue] }  // ,"property":
    if let v = e.from {
      n += 8 + byteCount(v)  // ,"from":
    } else if e.kind == .change {
      n += 12  // ,"from":null
    }
    if let v = e.to { n += 6 + byteCount(v) }  // ,"to":
    if let v = e.cause { n += 9 + J.stringByteCount(v.rawValue) }  // ,"cause":
    if let v = e.rule { n += 8 + J.stringByteCount(v.rawValue) }  // ,"rule":
    if let v = e.restsOn { n += 11 + J.stringByteCount(v.rawValue) }  // ,"restsOn":
    if let v = e.why { n += 7 + J.stringByteCount(v) }  // ,"why":
    if let v = e.during { n += 10 + J.stringByteCount(v) }  // ,"during":
    if let (child, index) = e.subviewDetailParts {
      // ,"detail": and the words "child at index N" (the middle needs no escapes)
      n +=
        10 + J.stringByteCount(child) + TraceEntry.atIndex.utf8.count
        + J.integerByteCount(Int64(index))
    } else if let v = e.detail {
      n += 10 + J.stringByteCount(v)  // ,"detail":
    }
    if let s = e.values { n += 11 + 1 + byteCount(s) }  // ,"values":{ … }
    return n
  }

  /// At least the bytes of ``appendLine(_:to:)``'s line for the entry at `e`, worked out without
  /// building its explanation or reading its numbers: a tenth of the cost of ``lineByteCount(_:)``,
  /// so that a run counts its trace exactly only when these bounds could reach its limit. Strings
  /// are bounded by their UTF-8 bytes (every byte escapes to at most six), numbers by the longest a
  /// `Double` writes, an explanation by the cut ``Explanation/maxTextBytes``.
  package static func lineByteBound(_ e: UnsafePointer<TraceEntry>) -> Int {
    // Each field is read through the pointer: the entry is not copied. The fixed keys and the
    // widest t, turn, seq and kind, as `lineByteCount` counts them.
    var n = 5 + 8 + 7 + 9 + 1 + 1 + 1 + 3 * 20 + 8
    // Each string's length is read where it lies (optional chaining borrows it; binding it with `if
    // let` retained and released it).
    if let c = e.pointee.at?.utf8.count { n += 6 + stringBound(count: c) }
    if let c = e.pointee.object?.utf8.count { n += 10 + stringBound(count: c) }
    if let c = e.pointee.name?.utf8.count { n += 8 + stringBound(count: c) }
    if e.pointee.property != nil { n += 12 + maxPropertyNameBytes }
    n += 8 + maxValueBytes  // ,"from":… or ,"from":null
    if e.pointee.to != nil { n += 6 + maxValueBytes }
    if e.pointee.cause != nil { n += 9 + stringBound(count: maxCauseBytes) }
    if let c = e.pointee.rule?.rawValue.utf8.count { n += 8 + stringBound(count: c) }
    if let c = e.pointee.restsOn?.rawValue.utf8.count { n += 11 + stringBound(count: c) }
    if e.pointee.explanation != nil { n += 7 + 2 + Explanation.maxTextBytes }
    if let c = e.pointee.during?.utf8.count { n += 10 + stringBound(count: c) }
    if let c = e.pointee.storedDetail?.utf8.count {
      // An added subview's name and the widest " at index N" after it.
      n += 10 + stringBound(count: e.pointee.subviewIndex < 0 ? c : c + 10 + 11)
    }
    if let s = e.pointee.values { n += 11 + 1 + byteBound(s) }
    return n
  }

  /// At least ``byteCount(_:)-swift.type.method`` of a snapshot: each item's widest value, each
  /// object's name once.
  static func byteBound(_ s: Snapshot) -> Int {
    let items = s.items
    var n = items.count * (1 + maxPropertyNameBytes + 1 + maxValueBytes)
    var previous: Int32 = -1
    for item in items where item.object != previous {
      previous = item.object
      n += 1 + stringBound(s.names[Int(item.object)]) + 3
    }
    return n
  }

  /// At least a JSON string's bytes for `s`: two quotes, and six bytes for each of its own.
  static func stringBound(_ s: String) -> Int { stringBound(count: s.utf8.count) }
  /// ``stringBound(_:)`` of a string of `count` UTF-8 bytes.
  static func stringBound(count: Int) -> Int { 2 + 6 * count }

  /// The longest cause's name ("rule", "init").
  static let maxCauseBytes = TraceEntry.Cause.allCases.map(\.rawValue.utf8.count).max() ?? 0
  /// The widest a number takes (`-1.2345678901234567e-308`).
  static let maxNumberBytes = 24
  /// The widest value: four numbers in brackets (an enumeration's name takes far less).
  static let maxValueBytes = 5 + 4 * maxNumberBytes
  static let maxPropertyNameBytes = propertyNameBytes.max() ?? 0

  /// A snapshot's values between the braces: `"object":{"property":value,…},…`.
  static func byteCount(_ s: Snapshot) -> Int {
    let items = s.items
    var n = 0
    var i = 0
    while i < items.count {
      let object = items[i].object
      if i > 0 { n += 1 }
      n += J.stringByteCount(s.names[Int(object)]) + 3  // "name":{ … }
      var j = i
      while j < items.count && items[j].object == object {
        if j > i { n += 1 }
        n += propertyNameBytes[items[j].property.rawValue] + 1 + byteCount(items[j].value)
        j += 1
      }
      i = j
    }
    return n
  }

  /// The bytes of ``write(_:to:)``'s text for a value.
  static func byteCount(_ v: Value) -> Int {
    switch v {
    case .bool(let b): b ? 4 : 5
    case .number(let x): J.numberByteCount(x)
    case .insets(let i): numbersByteCount(i.top, i.left, i.bottom, i.right)
    case .rect(let r): numbersByteCount(r.minX, r.minY, r.width, r.height)
    case .size(let s): 3 + J.numberByteCount(s.width) + J.numberByteCount(s.height)
    case .point(let p): 3 + J.numberByteCount(p.x) + J.numberByteCount(p.y)
    case .edges(let e): J.stringByteCount(e.name)
    case .behavior(let b): J.stringByteCount(b.rawValue)
    case .orientation(let o): J.stringByteCount(o.rawValue)
    case .sizeClass(let c): J.stringByteCount(c.rawValue)
    case .displayMode(let m): J.stringByteCount(m.rawValue)
    case .largeTitleMode(let m): J.stringByteCount(m.rawValue)
    case .presentationStyle(let s): J.stringByteCount(s.rawValue)
    }
  }

  /// `[a,b,c,d]`
  static func numbersByteCount(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Int {
    5 + J.numberByteCount(a) + J.numberByteCount(b) + J.numberByteCount(c) + J.numberByteCount(d)
  }

  /// Each property's name as a JSON string, by raw value.
  static let propertyNameBytes: [Int] = Property.allCases.map { J.stringByteCount($0.name) }

  private typealias J = JSONTextBuffer
}

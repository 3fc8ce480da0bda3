import InsetSimTraceFormat
import InsetSimModel

/// The bytes of an entry's trace line, worked out from its fields instead of written: what a run counts its
/// trace's size with (see `TraceWriter.countBytes`). Each part mirrors what ``write(_:to:)`` appends for it;
/// `TraceSizeLimitTests` holds the two to the same bytes.
extension TraceFile {
  /// The bytes of ``appendLine(_:to:)``'s line for `e`, its newline included. An explanation's words are
  /// built to be counted (``TraceEntry/why``).
  package static func lineByteCount(_ e: TraceEntry) -> Int {
    // {"t":…,"turn":…,"seq":…,"kind":"…"  …  }\n
    var n = 5 + 8 + 7 + 9 + 1 + 1 + 1
    n += J.numberByteCount(Double(e.t)) + J.numberByteCount(Double(e.turn)) + J.numberByteCount(Double(e.seq))
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
    if let v = e.why { n += 7 + J.stringByteCount(v) }  // ,"why":
    if let v = e.during { n += 10 + J.stringByteCount(v) }  // ,"during":
    if let v = e.detail { n += 10 + J.stringByteCount(v) }  // ,"detail":
    if let s = e.values { n += 11 + 1 + byteCount(s) }  // ,"values":{ … }
    return n
  }

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

import InsetSimTraceFormat
import InsetSimSupport
import InsetSimModel
import InsetSimRules

/// A trace entry read straight from the bytes of its line, for lines as `TraceFile.encode` (and the device
/// recorder) writes them: keys in their order and without whitespace between tokens, strings without
/// escapes, values of the shape their property takes. Anything else — another key order, an escape, a
/// duplicate, a value out of range, any error — gives nil, and the line is read again by the JSON parser and
/// `TraceFile.entry(_:line:file:)`, which word any problem. The entry is the same either way; only the
/// cost differs (no JSON value is built).
struct TraceLineScanner {
  private let p: UnsafeBufferPointer<UInt8>
  private var i = 0

  private init(_ p: UnsafeBufferPointer<UInt8>) { self.p = p }

  /// The entry of `line` (without its newline), or nil when the line is not in the written form.
  static func entry(_ line: UnsafeBufferPointer<UInt8>, strings: inout TraceStrings) -> TraceEntry? {
    var scanner = TraceLineScanner(line)
    return scanner.entry(strings: &strings)
  }

  // MARK: - Tables

  /// An entry's keys as bytes, in the order they are written.
  static let keys: [[UInt8]] = TraceLineLayout.entryKeys.map { Array($0.utf8) }
  static let keyAt = 4, keyObject = 5, keyName = 6, keyProperty = 7, keyFrom = 8, keyTo = 9, keyCause = 10, keyRule = 11,
    keyWhy = 12, keyDuring = 13, keyDetail = 14, keyValues = 15

  /// Every name `Property.byName` knows, as bytes, with its property; indexed by the name's length.
  static let propertyNames: [[(bytes: [UInt8], property: Property, index: Int)]] = {
    let names = Property.byName.sorted { $0.key < $1.key }
    var table = [[(bytes: [UInt8], property: Property, index: Int)]](repeating: [], count: 1 + (names.map(\.key.utf8.count).max() ?? 0))
    for (index, (name, property)) in names.enumerated() { table[name.utf8.count].append((Array(name.utf8), property, index)) }
    return table
  }()

  static let kinds: [([UInt8], TraceEntry.Kind)] = TraceEntry.Kind.allCases.map { (Array($0.rawValue.utf8), $0) }
  static let causes: [([UInt8], TraceEntry.Cause)] = TraceEntry.Cause.allCases.map { (Array($0.rawValue.utf8), $0) }

  /// 10^k for k ≤ 22: every one exact in a Double.
  static let powersOfTen: [Double] = (0...22).map { k in (0..<k).reduce(1.0) { r, _ in r * 10 } }

  // MARK: - The entry

  private mutating func entry(strings: inout TraceStrings) -> TraceEntry? {
    guard literal("{\"t\":"), let t = wholeNumber(), literal(",\"turn\":"), let turn = wholeNumber(), literal(",\"seq\":"),
      let seq = wholeNumber(), literal(",\"kind\":"), let kindRange = string(), let kind = match(kindRange, in: Self.kinds)
    else { return nil }
    var e = TraceEntry(t: t, turn: Int(turn), seq: Int(seq), kind: kind)
    var last = 3
    // The keys seen, a bit each by their place in `keys`.
    var present: UInt32 = 0
    while true {
      guard i < p.count else { return nil }
      if p[i] == UInt8(ascii: "}") {
        i += 1
        break
      }
      guard byte(UInt8(ascii: ",")), let keyRange = string(), let key = Self.key(in: p, keyRange, after: last), byte(UInt8(ascii: ":"))
      else { return nil }
      last = key
      present |= 1 << key
      switch key {
      case Self.keyFrom, Self.keyTo:
        guard let property = e.property else { return nil }
        if key == Self.keyFrom && literal("null") { continue }
        guard let v = value(property.shape) else { return nil }
        if key == Self.keyFrom { e.from = v } else { e.to = v }
      case Self.keyProperty:
        guard let r = string(), let (property, _) = Self.property(in: p, r) else { return nil }
        e.property = property
      case Self.keyCause:
        guard let r = string(), let cause = match(r, in: Self.causes) else { return nil }
        e.cause = cause
      case Self.keyValues:
        guard let snapshot = snapshot(strings: &strings) else { return nil }
        e.values = snapshot
      default:
        guard let r = string() else { return nil }
        let text = strings.string(UnsafeBufferPointer(rebasing: p[r]))
        switch key {
        case Self.keyAt: e.at = text
        case Self.keyObject: e.object = text
        case Self.keyName: e.name = text
        case Self.keyRule: e.rule = RuleID(text)
        case Self.keyWhy: e.why = text
        case Self.keyDuring: e.during = text
        default: e.detail = text
        }
      }
    }
    // Whitespace may follow the object (a line ending in CR LF); nothing else.
    while i < p.count {
      switch p[i] {
      case 0x20, 0x09, 0x0D: i += 1
      default: return nil
      }
    }
    if kind == .change && (e.property == nil || e.to == nil) { return nil }
    // A line with a field of another kind, or a change whose fields do not match its cause, is left to the
    // parser, which says what is wrong with it (TraceFile.check).
    guard present & ~Self.allowedKeys(kind) == 0 else { return nil }
    if kind == .change, TraceFile.causeMismatch(e.cause, rule: present & (1 << Self.keyRule) != 0,
      why: present & (1 << Self.keyWhy) != 0, during: present & (1 << Self.keyDuring) != 0) != nil
    {
      return nil
    }
    return e
  }

  /// The keys an entry of `kind` may have besides t, turn, seq and kind, a bit each by their place in `keys`.
  static func allowedKeys(_ kind: TraceEntry.Kind) -> UInt32 {
    switch kind {
    case .event, .callback: 1 << keyObject | 1 << keyName | 1 << keyDetail
    case .change: 1 << keyObject | 1 << keyProperty | 1 << keyFrom | 1 << keyTo | 1 << keyCause | 1 << keyRule | 1 << keyWhy | 1 << keyDuring
    case .snapshot: 1 << keyAt | 1 << keyValues
    case .note: 1 << keyObject | 1 << keyRule | 1 << keyDetail
    }
  }

  /// `"values": {OBJECT: {PROPERTY: VALUE, …}, …}`, stored as `Snapshot(objects:)` stores it.
  private mutating func snapshot(strings: inout TraceStrings) -> Snapshot? {
    guard byte(UInt8(ascii: "{")) else { return nil }
    var names: [String] = []
    var nameRanges: [Range<Int>] = []
    var items: [Snapshot.Item] = []
    var ascii = true
    if byte(UInt8(ascii: "}")) { return Snapshot(names: [], items: []) }
    while true {
      guard let r = string(), byte(UInt8(ascii: ":")), byte(UInt8(ascii: "{")) else { return nil }
      // A name given twice is the parser's error ("duplicate key"): left to it.
      for other in nameRanges where other.count == r.count {
        if Self.equal(p, other, p, r) { return nil }
      }
      if ascii && ByteScan.asciiRunEnd(UnsafeBufferPointer(rebasing: p[r]), from: 0) != r.count { ascii = false }
      let object = Int32(names.count)
      names.append(strings.string(UnsafeBufferPointer(rebasing: p[r])))
      nameRanges.append(r)
      if !byte(UInt8(ascii: "}")) {
        var seen: UInt64 = 0
        while true {
          guard let k = string(), let (property, index) = Self.property(in: p, k), byte(UInt8(ascii: ":")) else { return nil }
          guard index < 64, seen & (1 << UInt64(index)) == 0 else { return nil }
          seen |= 1 << UInt64(index)
          guard let v = value(property.shape) else { return nil }
          items.append(Snapshot.Item(object: object, property: property, value: v))
          if byte(UInt8(ascii: ",")) { continue }
          guard byte(UInt8(ascii: "}")) else { return nil }
          break
        }
      }
      if byte(UInt8(ascii: ",")) { continue }
      guard byte(UInt8(ascii: "}")) else { return nil }
      break
    }
    // Names that differ in bytes may still be equal as strings (canonical equivalence): the parser would
    // call them duplicates.
    if !ascii && Set(names).count != names.count { return nil }
    return Snapshot(names: names, items: items)
  }

  // MARK: - Values

  /// A value of `shape`, accepted only when `ScenarioDecoder.value(_:_:shape:maxLength:)` accepts it (with `TraceFile.maxLength`), and equal to what it
  /// returns.
  private mutating func value(_ shape: ValueShape) -> Value? {
    switch shape {
    case .bool:
      if literal("true") { return .bool(true) }
      if literal("false") { return .bool(false) }
      return nil
    case .number:
      return length(min: -TraceFile.maxLength).map(Value.number)
    case .insets:
      guard let n = lengths(4, nonNegativeFrom: 4) else { return nil }
      return .insets(EdgeInsets(top: n.0, left: n.1, bottom: n.2, right: n.3))
    case .rect:
      guard let n = lengths(4, nonNegativeFrom: 2) else { return nil }
      return .rect(Rect(x: n.0, y: n.1, width: n.2, height: n.3))
    case .size:
      guard let n = lengths(2, nonNegativeFrom: 0) else { return nil }
      return .size(Size(width: n.0, height: n.1))
    case .point:
      guard let n = lengths(2, nonNegativeFrom: 2) else { return nil }
      return .point(Point(x: n.0, y: n.1))
    case .edges:
      guard let r = string(), let edges = RectEdges(name: String(decoding: UnsafeBufferPointer(rebasing: p[r]), as: UTF8.self)) else { return nil }
      return .edges(edges)
    case .behavior:
      guard let r = string() else { return nil }
      return AdjustmentBehavior.allCases.first { Self.equal(p, r, $0.rawValue) }.map(Value.behavior)
    case .orientation:
      guard let r = string() else { return nil }
      return Orientation.allCases.first { Self.equal(p, r, $0.rawValue) }.map(Value.orientation)
    case .sizeClass:
      guard let r = string() else { return nil }
      return SizeClass.allCases.first { Self.equal(p, r, $0.rawValue) }.map(Value.sizeClass)
    case .displayMode:
      guard let r = string() else { return nil }
      return SplitDisplayMode.allCases.first { Self.equal(p, r, $0.rawValue) }.map(Value.displayMode)
    case .largeTitleMode:
      guard let r = string() else { return nil }
      return LargeTitleDisplayMode.allCases.first { Self.equal(p, r, $0.rawValue) }.map(Value.largeTitleMode)
    case .presentationStyle:
      guard let r = string() else { return nil }
      return PresentationStyle.allCases.first { Self.equal(p, r, $0.rawValue) }.map(Value.presentationStyle)
    }
  }

  /// `[a, b]` or `[a, b, c, d]` (unused ones 0), items from `nonNegativeFrom` on at least 0.
  private mutating func lengths(_ count: Int, nonNegativeFrom: Int) -> (Double, Double, Double, Double)? {
    var n = (0.0, 0.0, 0.0, 0.0)
    guard byte(UInt8(ascii: "[")) else { return nil }
    for k in 0..<count {
      if k > 0 && !byte(UInt8(ascii: ",")) { return nil }
      guard let v = length(min: k >= nonNegativeFrom ? 0 : -TraceFile.maxLength) else { return nil }
      switch k {
      case 0: n.0 = v
      case 1: n.1 = v
      case 2: n.2 = v
      default: n.3 = v
      }
    }
    guard byte(UInt8(ascii: "]")) else { return nil }
    return n
  }

  /// A number from `min` to `TraceFile.maxLength`, as the trace reader bounds a length.
  private mutating func length(min: Double) -> Double? {
    guard let v = number(), v >= min, v <= TraceFile.maxLength else { return nil }
    return v
  }

  /// A JSON number, converted exactly as the parser converts it (`Double(text)`, correctly rounded): up to 15
  /// digits with at most 22 after the point is a whole number below 2^53 divided by an exact power of ten — one
  /// correctly rounded division, the same double — and anything longer goes through `Double(text)` itself.
  private mutating func number() -> Double? {
    let start = i
    let negative = byte(UInt8(ascii: "-"))
    guard i < p.count, Self.isDigit(p[i]) else { return nil }
    if p[i] == UInt8(ascii: "0"), i + 1 < p.count, Self.isDigit(p[i + 1]) { return nil }
    var mantissa: UInt64 = 0
    var digits = 0
    var fraction = 0
    while i < p.count, Self.isDigit(p[i]) {
      mantissa = mantissa &* 10 &+ UInt64(p[i] &- UInt8(ascii: "0"))
      digits += 1
      i += 1
    }
    if byte(UInt8(ascii: ".")) {
      guard i < p.count, Self.isDigit(p[i]) else { return nil }
      while i < p.count, Self.isDigit(p[i]) {
        mantissa = mantissa &* 10 &+ UInt64(p[i] &- UInt8(ascii: "0"))
        digits += 1
        fraction += 1
        i += 1
      }
    }
    var exponent = false
    if i < p.count, p[i] == UInt8(ascii: "e") || p[i] == UInt8(ascii: "E") {
      exponent = true
      i += 1
      if i < p.count, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") { i += 1 }
      guard i < p.count, Self.isDigit(p[i]) else { return nil }
      while i < p.count, Self.isDigit(p[i]) { i += 1 }
    }
    if !exponent && digits <= 15 && fraction <= 22 {
      var v = Double(mantissa)
      if fraction > 0 { v /= Self.powersOfTen[fraction] }
      return negative ? -v : v
    }
    guard let v = Double(String(decoding: UnsafeBufferPointer(rebasing: p[start..<i]), as: UTF8.self)), v.isFinite else { return nil }
    return v
  }

  /// A whole number ≥ 0 of at most 15 digits (below the reader's bound of 9e15), with nothing after it that
  /// would make it a fraction.
  private mutating func wholeNumber() -> Int64? {
    let start = i
    var v: Int64 = 0
    while i < p.count, Self.isDigit(p[i]) {
      v = v &* 10 &+ Int64(p[i] &- UInt8(ascii: "0"))
      i += 1
    }
    let count = i - start
    guard count > 0, count <= 15, count == 1 || p[start] != UInt8(ascii: "0") else { return nil }
    if i < p.count, p[i] == UInt8(ascii: ".") || p[i] == UInt8(ascii: "e") || p[i] == UInt8(ascii: "E") { return nil }
    return v
  }

  // MARK: - Tokens

  /// The bytes inside a string without escapes or control characters, after its closing quote.
  private mutating func string() -> Range<Int>? {
    guard byte(UInt8(ascii: "\"")) else { return nil }
    let start = i
    let end = JSONTextBuffer.escapeIndex(p, from: i)
    guard end < p.count, p[end] == UInt8(ascii: "\"") else { return nil }
    i = end + 1
    return start..<end
  }

  private mutating func byte(_ b: UInt8) -> Bool {
    guard i < p.count, p[i] == b else { return false }
    i += 1
    return true
  }

  private mutating func literal(_ text: StaticString) -> Bool {
    let n = text.utf8CodeUnitCount
    guard i + n <= p.count else { return false }
    let same = text.withUTF8Buffer { t in
      var k = 0
      while k < n && p[i + k] == t[k] { k += 1 }
      return k == n
    }
    if same { i += n }
    return same
  }

  private static func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

  private static func equal(_ p: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, _ bytes: [UInt8]) -> Bool {
    guard r.count == bytes.count else { return false }
    return bytes.withUnsafeBufferPointer { equal(p, r, $0, 0..<$0.count) }
  }

  private static func equal(_ p: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, _ text: String) -> Bool {
    var text = text
    return text.withUTF8 { equal(p, r, $0, 0..<$0.count) }
  }

  /// Whether `a[ra]` and `b[rb]` hold the same bytes.
  private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ ra: Range<Int>, _ b: UnsafeBufferPointer<UInt8>, _ rb: Range<Int>) -> Bool {
    guard ra.count == rb.count else { return false }
    var i = ra.lowerBound
    var j = rb.lowerBound
    while i < ra.upperBound {
      if a[i] != b[j] { return false }
      i += 1
      j += 1
    }
    return true
  }

  private func match<T>(_ r: Range<Int>, in table: [([UInt8], T)]) -> T? {
    for (bytes, value) in table where Self.equal(p, r, bytes) { return value }
    return nil
  }

  /// The key at `r`, if it is one of an entry's optional keys written after key number `last`.
  private static func key(in p: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, after last: Int) -> Int? {
    for k in (last + 1)..<keys.count where equal(p, r, keys[k]) { return k }
    return nil
  }

  /// The property a name at `r` names, and the name's place in the table (aliases have their own).
  private static func property(in p: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> (Property, Int)? {
    guard r.count < propertyNames.count else { return nil }
    for candidate in propertyNames[r.count] where equal(p, r, candidate.bytes) { return (candidate.property, candidate.index) }
    return nil
  }
}

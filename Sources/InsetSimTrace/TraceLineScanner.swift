import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTraceFormat

/// A trace entry read straight from the bytes of its line, for lines as `TraceFile.encode` (and the
/// device recorder) writes them: keys in their order and without whitespace between tokens, strings
/// without escapes, values of the shape their property takes. Anything else — another key order, an
/// escape, a duplicate, a value out of range, any error — gives nil, and the line is read again by
/// the JSON parser and `TraceFile.entry(_:line:file:)`, which word any problem. The entry is the
/// same either way; only the cost differs (no JSON value is built).
struct TraceLineScanner {
  private let p: UnsafeBufferPointer<UInt8>
  private var i = 0

  private init(_ p: UnsafeBufferPointer<UInt8>) { self.p = p }

  /// The entry of `line` (without its newline), or nil when the line is not in the written form.
  static func entry(_ line: UnsafeBufferPointer<UInt8>, strings: inout TraceStrings) -> TraceEntry?
  {
    var scanner = TraceLineScanner(line)
    // Filled in place and moved out: built inside the scanner and returned, the entry was copied
    // (every field retained) and the copy destroyed, on every line.
    var e = TraceEntry(t: 0, turn: 0, kind: .event)
    guard scanner.read(into: &e, strings: &strings) else { return nil }
    return e
  }

  // MARK: - Tables

  /// An entry's keys as bytes, in the order they are written.
  static let keys: [[UInt8]] = TraceLineLayout.entryKeys.map { Array($0.utf8) }
  static let keyAt = 4, keyObject = 5, keyName = 6, keyProperty = 7, keyFrom = 8, keyTo = 9,
    keyCause = 10, keyRule = 11, keyRestsOn = 12,
    keyWhy = 13, keyDuring = 14, keyDetail = 15, keyValues = 16

  /// Every name `Property.byName` knows, as bytes, with its property and its place in the names'
  /// order; in `propertyBuckets` buckets by `propertyBucket(_:_:)` of its bytes.
  static let propertyNames: [[(bytes: [UInt8], property: Property, index: Int)]] = {
    let names = Property.byName.sorted { $0.key < $1.key }
    var table = [[(bytes: [UInt8], property: Property, index: Int)]](
      repeating: [], count: propertyBuckets)
    for (index, (name, property)) in names.enumerated() {
      let bytes = Array(name.utf8)
      let bucket = bytes.withUnsafeBufferPointer { propertyBucket($0, 0..<$0.count) }
      table[bucket].append((bytes, property, index))
    }
    return table
  }()
  static let propertyBuckets = 256

  /// A name's bucket: its length and its first, middle and last bytes, mixed.
  @inline(__always)
  static func propertyBucket(_ p: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Int {
    let n = r.count
    guard n > 0 else { return 0 }
    let a = Int(p[r.lowerBound])
    let b = Int(p[r.lowerBound + n / 2])
    let c = Int(p[r.upperBound - 1])
    return (n &* 97 &+ a &* 31 &+ b &* 7 &+ c &* 131 &+ (c >> 3)) & (propertyBuckets - 1)
  }

  static let behaviors = AdjustmentBehavior.allCases.map { (Array($0.rawValue.utf8), $0) }
  static let orientations = Orientation.allCases.map { (Array($0.rawValue.utf8), $0) }
  static let sizeClasses = SizeClass.allCases.map { (Array($0.rawValue.utf8), $0) }
  static let displayModes = SplitDisplayMode.allCases.map { (Array($0.rawValue.utf8), $0) }
  static let largeTitleModes = LargeTitleDisplayMode.allCases.map { (Array($0.rawValue.utf8), $0) }
  static let presentationStyles = PresentationStyle.allCases.map { (Array($0.rawValue.utf8), $0) }
  static let kinds: [([UInt8], TraceEntry.Kind)] = TraceEntry.Kind.allCases.map {
    (Array($0.rawValue.utf8), $0)
  }
  static let causes: [([UInt8], TraceEntry.Cause)] = TraceEntry.Cause.allCases.map {
    (Array($0.rawValue.utf8), $0)
  }

  /// 10^k for k ≤ 22: every one exact in a Double.
  static let powersOfTen: [Double] = (0...22).map { k in (0..<k).reduce(1.0) { r, _ in r * 10 } }

  // MARK: - The entry

  /// Reads the line into `e` (a new entry); false when the line is not in the written form.
  private mutating func read(into e: inout TraceEntry, strings: inout TraceStrings) -> Bool {
    guard literal("{\"t\":"), let t = wholeNumber(), literal(",\"turn\":"),
      let turn = wholeNumber(), literal(",\"seq\":"),
      let seq = wholeNumber(), literal(",\"kind\":"), let kindRange = string(),
      let kind = match(kindRange, in: Self.kinds)
    else { return false }
    e.t = t
    e.turn = Int(turn)
    e.seq = Int(seq)
    e.kind = kind
    var last = 3
    // The keys seen, a bit each by their place in `keys`.
    var present: UInt32 = 0
    while true {
      guard i < p.count else { return false }
      if p[i] == UInt8(ascii: "}") {
        i += 1
        break
      }
      guard let key = nextKey(after: last) else { return false }
      last = key
      present |= 1 << key
      switch key {
      case Self.keyFrom, Self.keyTo:
        guard let property = e.property else { return false }
        if key == Self.keyFrom && literal("null") { continue }
        guard let v = value(property.shape) else { return false }
        if key == Self.keyFrom { e.from = v } else { e.to = v }
      case Self.keyProperty:
        guard let r = string(), let (property, _) = Self.property(in: p, r) else { return false }
        e.property = property
      case Self.keyCause:
        guard let r = string(), let cause = match(r, in: Self.causes) else { return false }
        e.cause = cause
      case Self.keyValues:
        guard let snapshot = snapshot(strings: &strings) else { return false }
        e.values = snapshot
      case Self.keyWhy:
        guard let r = string() else { return false }
        e.explanation = strings.explanation(UnsafeBufferPointer(rebasing: p[r]))
      case Self.keyRule, Self.keyRestsOn:
        guard let r = string() else { return false }
        let id = strings.ruleID(UnsafeBufferPointer(rebasing: p[r]))
        if key == Self.keyRule { e.rule = id } else { e.restsOn = id }
      default:
        guard let r = string() else { return false }
        let text = strings.string(UnsafeBufferPointer(rebasing: p[r]))
        switch key {
        case Self.keyAt: e.at = text
        case Self.keyObject: e.object = text
        case Self.keyName: e.name = text
        case Self.keyDuring: e.during = text
        default: e.detail = text
        }
      }
    }
    // Whitespace may follow the object (a line ending in CR LF); nothing else.
    while i < p.count {
      switch p[i] {
      case 0x20, 0x09, 0x0D: i += 1
      default: return false
      }
    }
    if kind == .change && (e.property == nil || e.to == nil) { return false }
    // A line with a field of another kind, or a change whose fields do not match its cause, is left
    // to the parser, which says what is wrong with it (TraceFile.check).
    guard present & ~Self.allowedKeys(kind) == 0 else { return false }
    if kind == .change,
      TraceFile.causeMismatch(
        e.cause, rule: present & (1 << Self.keyRule) != 0,
        why: present & (1 << Self.keyWhy) != 0, during: present & (1 << Self.keyDuring) != 0) != nil
    {
      return false
    }
    return true
  }

  /// The keys an entry of `kind` may have besides t, turn, seq and kind, a bit each by their place
  /// in `keys`.
  static func allowedKeys(_ kind: TraceEntry.Kind) -> UInt32 {
    switch kind {
    case .event, .callback: 1 << keyObject | 1 << keyName | 1 << keyDetail
    case .change:
      1 << keyObject | 1 << keyProperty | 1 << keyFrom | 1 << keyTo | 1 << keyCause | 1 << keyRule
        | 1 << keyRestsOn | 1 << keyWhy | 1 << keyDuring
    case .snapshot: 1 << keyAt | 1 << keyValues
    case .note: 1 << keyObject | 1 << keyRule | 1 << keyDetail
    }
  }

  /// `"values": {OBJECT: {PROPERTY: VALUE, …}, …}`, stored as `Snapshot(objects:)` stores it.
  private mutating func snapshot(strings: inout TraceStrings) -> Snapshot? {
    guard byte(UInt8(ascii: "{")) else { return nil }
    // Snapshots of a run mostly name the same objects as the one before: its names are shared until
    // one differs, and the values reserved as many as it had.
    let previous = strings.snapshotNames
    var names: [String] = []
    var shared = 0
    var nameRanges: [Range<Int>] = []
    nameRanges.reserveCapacity(previous.count)
    var items: [Snapshot.Item] = []
    items.reserveCapacity(strings.snapshotItemCount)
    var ascii = true
    if byte(UInt8(ascii: "}")) { return Snapshot(names: [], items: []) }
    while true {
      guard let r = string(), byte(UInt8(ascii: ":")), byte(UInt8(ascii: "{")) else { return nil }
      // A name given twice is the parser's error ("duplicate key"): left to it.
      for other in nameRanges where other.count == r.count {
        if Self.equal(p, other, p, r) { return nil }
      }
      if ascii && ByteScan.asciiRunEnd(UnsafeBufferPointer(rebasing: p[r]), from: 0) != r.count {
        ascii = false
      }
      let object = Int32(shared + names.count)
      let name = strings.string(UnsafeBufferPointer(rebasing: p[r]))
      if names.isEmpty && shared < previous.count && previous[shared] == name {
        shared += 1
      } else {
        if names.isEmpty {
          names.reserveCapacity(Swift.max(previous.count, shared + 1))
          names.append(contentsOf: previous[..<shared])
          shared = 0
        }
        names.append(name)
      }
      nameRanges.append(r)
      if !byte(UInt8(ascii: "}")) {
        var seen: UInt64 = 0
        while true {
          guard let k = string(), let (property, index) = Self.property(in: p, k),
            byte(UInt8(ascii: ":"))
          else { return nil }
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
    // Names that differ in bytes may still be equal as strings (canonical equivalence): the parser
    // would call them duplicates.
    if names.isEmpty { names = shared == previous.count ? previous : Array(previous[..<shared]) }
    if !ascii && Set(names).count != names.count { return nil }
    strings.snapshotNames = names
    strings.snapshotItemCount = items.count
    return Snapshot(names: names, items: items)
  }

  // MARK: - Values

  /// A value of `shape`, accepted only when `ScenarioDecoder.value(_:_:shape:maxLength:)` accepts
  /// it (with `TraceFile.maxLength`), and equal to what it returns.
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
      guard let r = string(),
        let edges = RectEdges(
          name: String(decoding: UnsafeBufferPointer(rebasing: p[r]), as: UTF8.self))
      else { return nil }
      return .edges(edges)
    case .behavior:
      guard let r = string() else { return nil }
      return match(r, in: Self.behaviors).map(Value.behavior)
    case .orientation:
      guard let r = string() else { return nil }
      return match(r, in: Self.orientations).map(Value.orientation)
    case .sizeClass:
      guard let r = string() else { return nil }
      return match(r, in: Self.sizeClasses).map(Value.sizeClass)
    case .displayMode:
      guard let r = string() else { return nil }
      return match(r, in: Self.displayModes).map(Value.displayMode)
    case .largeTitleMode:
      guard let r = string() else { return nil }
      return match(r, in: Self.largeTitleModes).map(Value.largeTitleMode)
    case .presentationStyle:
      guard let r = string() else { return nil }
      return match(r, in: Self.presentationStyles).map(Value.presentationStyle)
    }
  }

  /// `[a, b]` or `[a, b, c, d]` (unused ones 0), items from `nonNegativeFrom` on at least 0.
  private mutating func lengths(_ count: Int, nonNegativeFrom: Int) -> (
    Double, Double, Double, Double
  )? {
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

  /// A JSON number, converted exactly as the parser converts it (`Double(text)`, correctly
  /// rounded): up to 15 digits with at most 22 after the point is a whole number below 2^53 divided
  /// by an exact power of ten — one correctly rounded division, the same double — and anything
  /// longer goes through `Double(text)` itself.
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
    // Most numbers are whole and short: exact as they are.
    if digits <= 15
      && (i == p.count || (p[i] != UInt8(ascii: ".") && p[i] | 0x20 != UInt8(ascii: "e")))
    {
      let v = Double(mantissa)
      return negative ? -v : v
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
    guard
      let v = Double(String(decoding: UnsafeBufferPointer(rebasing: p[start..<i]), as: UTF8.self)),
      v.isFinite
    else { return nil }
    return v
  }

  /// A whole number ≥ 0 of at most 15 digits (below the reader's bound of 9e15), with nothing after
  /// it that would make it a fraction.
  private mutating func wholeNumber() -> Int64? {
    let start = i
    var v: Int64 = 0
    while i < p.count, Self.isDigit(p[i]) {
      v = v &* 10 &+ Int64(p[i] &- UInt8(ascii: "0"))
      i += 1
    }
    let count = i - start
    guard count > 0, count <= 15, count == 1 || p[start] != UInt8(ascii: "0") else { return nil }
    if i < p.count,
      p[i] == UInt8(ascii: ".") || p[i] == UInt8(ascii: "e") || p[i] == UInt8(ascii: "E")
    {
      return nil
    }
    return v
  }

  // MARK: - Tokens

  /// The bytes inside a string without escapes or control characters, after its closing quote.
  private mutating func string() -> Range<Int>? {
    guard byte(UInt8(ascii: "\"")) else { return nil }
    let start = i
    let end = Self.escapeIndex(p, from: i)
    guard end < p.count, p[end] == UInt8(ascii: "\"") else { return nil }
    i = end + 1
    return start..<end
  }

  /// The first byte from `start` that JSON escapes (a double quote, a backslash, a control
  /// character), or `p.count`: `JSONTextBuffer.escapeIndex`, inlined here, where most strings are a
  /// few words long.
  @inline(__always)
  private static func escapeIndex(_ p: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let n = p.count
    var i = start
    if let base = UnsafeRawPointer(p.baseAddress) {
      let ones: UInt64 = 0x0101_0101_0101_0101
      while i + 8 <= n {
        let w = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
        let quote = w ^ (ones &* 0x22)
        let backslash = w ^ (ones &* 0x5C)
        let special =
          ((w &- ones &* 0x20) & ~w) | ((quote &- ones) & ~quote)
          | ((backslash &- ones) & ~backslash)
        let highs = special & 0x8080_8080_8080_8080
        if highs != 0 {
          // The lowest flagged byte is the first special one (a borrow only runs upwards from it).
          return i + highs.trailingZeroBitCount / 8
        }
        i += 8
      }
    }
    while i < n {
      let b = p[i]
      if b < 0x20 || b == 0x22 || b == 0x5C { return i }
      i += 1
    }
    return n
  }

  /// `,"KEY":` for one of an entry's optional keys written after key number `last`: its number, the
  /// bytes read; nil (nothing read that matters: the line is left to the parser) otherwise. The key
  /// is told by its first byte (and `during`/`detail` by their second), then its bytes compared
  /// whole.
  private mutating func nextKey(after last: Int) -> Int? {
    guard i + 4 < p.count, p[i] == UInt8(ascii: ","), p[i + 1] == UInt8(ascii: "\"") else {
      return nil
    }
    let key: Int
    switch p[i + 2] {
    case UInt8(ascii: "a"): key = Self.keyAt
    case UInt8(ascii: "o"): key = Self.keyObject
    case UInt8(ascii: "n"): key = Self.keyName
    case UInt8(ascii: "p"): key = Self.keyProperty
    case UInt8(ascii: "f"): key = Self.keyFrom
    case UInt8(ascii: "t"): key = Self.keyTo
    case UInt8(ascii: "c"): key = Self.keyCause
    case UInt8(ascii: "r"): key = p[i + 3] == UInt8(ascii: "u") ? Self.keyRule : Self.keyRestsOn
    case UInt8(ascii: "w"): key = Self.keyWhy
    case UInt8(ascii: "d"): key = p[i + 3] == UInt8(ascii: "u") ? Self.keyDuring : Self.keyDetail
    case UInt8(ascii: "v"): key = Self.keyValues
    default: return nil
    }
    guard key > last else { return nil }
    // The key's bytes, its closing quote and the colon.
    let tail: StaticString =
      switch key {
      case Self.keyAt: "at\":"
      case Self.keyObject: "object\":"
      case Self.keyName: "name\":"
      case Self.keyProperty: "property\":"
      case Self.keyFrom: "from\":"
      case Self.keyTo: "to\":"
      case Self.keyCause: "cause\":"
      case Self.keyRule: "rule\":"
      case Self.keyRestsOn: "restsOn\":"
      case Self.keyWhy: "why\":"
      case Self.keyDuring: "during\":"
      case Self.keyDetail: "detail\":"
      default: "values\":"
      }
    let saved = i
    i += 2
    if literal(tail) { return key }
    i = saved
    return nil
  }

  private mutating func byte(_ b: UInt8) -> Bool {
    guard i < p.count, p[i] == b else { return false }
    i += 1
    return true
  }

  /// Whether `text` (at most 16 bytes) comes next, read past it if so; compared a word at a time.
  @inline(__always)
  private mutating func literal(_ text: StaticString) -> Bool {
    let n = text.utf8CodeUnitCount
    assert(n <= 16)
    guard i + n <= p.count, let base = UnsafeRawPointer(p.baseAddress) else { return false }
    let t = UnsafeRawPointer(text.utf8Start)
    // Two loads that overlap cover 4 to 16 bytes.
    if n >= 8 {
      guard
        base.loadUnaligned(fromByteOffset: i, as: UInt64.self) == t.loadUnaligned(as: UInt64.self),
        base.loadUnaligned(fromByteOffset: i + n - 8, as: UInt64.self)
          == t.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
      else { return false }
    } else if n >= 4 {
      guard
        base.loadUnaligned(fromByteOffset: i, as: UInt32.self) == t.loadUnaligned(as: UInt32.self),
        base.loadUnaligned(fromByteOffset: i + n - 4, as: UInt32.self)
          == t.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
      else { return false }
    } else {
      for k in 0..<n where p[i + k] != t.load(fromByteOffset: k, as: UInt8.self) { return false }
    }
    i += n
    return true
  }

  private static func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

  private static func equal(_ p: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, _ bytes: [UInt8])
    -> Bool
  {
    guard r.count == bytes.count else { return false }
    return bytes.withUnsafeBufferPointer { equal(p, r, $0, 0..<$0.count) }
  }

  /// Whether `a[ra]` and `b[rb]` hold the same bytes.
  private static func equal(
    _ a: UnsafeBufferPointer<UInt8>, _ ra: Range<Int>, _ b: UnsafeBufferPointer<UInt8>,
    _ rb: Range<Int>
  ) -> Bool {
    guard ra.count == rb.count else { return false }
    var i = ra.lowerBound
    var j = rb.lowerBound
    if let pa = UnsafeRawPointer(a.baseAddress), let pb = UnsafeRawPointer(b.baseAddress) {
      while i + 8 <= ra.upperBound {
        if pa.loadUnaligned(fromByteOffset: i, as: UInt64.self)
          != pb.loadUnaligned(fromByteOffset: j, as: UInt64.self)
        {
          return false
        }
        i += 8
        j += 8
      }
    }
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

  /// The property a name at `r` names, and the name's place in the table (aliases have their own).
  private static func property(in p: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> (
    Property, Int
  )? {
    for candidate in propertyNames[propertyBucket(p, r)] where equal(p, r, candidate.bytes) {
      return (candidate.property, candidate.index)
    }
    return nil
  }
}

import InsetSimTraceFormat

/// A strict JSON parser (RFC 8259) that reports the line and column of the first error and refuses
/// documents nested deeper than `maxDepth`, so hostile input gets a message rather than a crash.
package struct JSONParser {
  package struct Failure: Error, Equatable, Sendable {
    package var line: Int
    package var column: Int
    package var message: String
  }

  package static let defaultMaxDepth = 64
  /// Objects up to this many keys find a duplicate key by comparing, larger ones by hashing.
  static let linearKeyLimit = 12

  private let bytes: [UInt8]
  private var index = 0
  private let maxDepth: Int
  /// Whether every key read so far is ASCII text (ASCII bytes, no escape), so that keys of
  /// different lengths are different keys (text that is not ASCII can equal text of another
  /// length: "\u{212A}" == "K").
  package private(set) var asciiKeys = true
  /// The offset of the first byte that is not ASCII at or after the last key read (the document's
  /// length when there is none), found again only when a key starts past it: the document is
  /// scanned once however many keys it has.
  private var nextNonASCII = -1
  /// Whether the last string read held no escape.
  private var lastStringPlain = false

  package init(bytes: [UInt8], maxDepth: Int = JSONParser.defaultMaxDepth) {
    self.bytes = bytes
    self.maxDepth = maxDepth
  }

  /// Parses one complete document.
  package static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(Failure)
    -> JSONValue
  {
    var parser = JSONParser(bytes: Array(text.utf8), maxDepth: maxDepth)
    return try parser.parseDocument()
  }

  package static func parse(bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(Failure)
    -> JSONValue
  {
    var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
    return try parser.parseDocument()
  }

  /// Parses one complete document, and says whether all its keys are ASCII text (then keys of
  /// different lengths are different keys).
  package static func parseWithKeys(bytes: [UInt8]) throws(Failure)
    -> (value: JSONValue, asciiKeys: Bool)
  {
    var parser = JSONParser(bytes: bytes)
    let value = try parser.parseDocument()
    return (value, parser.asciiKeys)
  }

  package mutating func parseDocument() throws(Failure) -> JSONValue {
    skipWhitespace()
    if index >= bytes.count { throw failure("the document is empty; expected a JSON value") }
    let value = try parseValue(depth: 0)
    skipWhitespace()
    if index < bytes.count {
      throw failure("unexpected \(describeByte()) after the end of the JSON value")
    }
    return value
  }

  // MARK: - Values

  private mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
    guard depth < maxDepth else { throw failure("nesting deeper than \(maxDepth) levels") }
    guard index < bytes.count else { throw failure("the document ends early; expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      throw failure(
        "\(describeByte()) starts no JSON value (NaN and Infinity are not JSON numbers)")
    default: throw failure("unexpected \(describeByte()); expected a JSON value")
    }
  }

  private mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
    index += 1
    var pairs: [(String, JSONValue)] = []
    // Room for a few pairs at once: growing from empty reallocates at 1, 2 and 4.
    pairs.reserveCapacity(8)
    // Keys seen, for duplicates: compared one by one while the object is small, hashed beyond.
    var keys = Set<String>()
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      return .object(pairs)
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else {
        throw failure(
          index >= bytes.count
            ? "the document ends inside an object"
            : "unexpected \(describeByte()); expected a key in double quotes")
      }
      let keyStart = index
      let key = try parseString()
      if asciiKeys {
        if nextNonASCII < keyStart {
          nextNonASCII = bytes.withUnsafeBufferPointer { ByteScan.asciiRunEnd($0, from: keyStart) }
        }
        asciiKeys = lastStringPlain && nextNonASCII >= index
      }
      if pairs.count == Self.linearKeyLimit { keys = Set(pairs.map(\.0)) }
      let duplicate: Bool
      if pairs.count >= Self.linearKeyLimit {
        duplicate = !keys.insert(key).inserted
      } else if asciiKeys {
        let n = key.utf8.count
        duplicate = pairs.contains { $0.0.utf8.count == n && $0.0 == key }
      } else {
        duplicate = pairs.contains { $0.0 == key }
      }
      if duplicate {
        index = keyStart
        throw failure("duplicate key '\(InputError.shown(key))'")
      }
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else {
        throw failure("expected ':' after key '\(InputError.shown(key))'")
      }
      index += 1
      skipWhitespace()
      pairs.append((key, try parseValue(depth: depth + 1)))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      if peek(UInt8(ascii: "}")) {
        index += 1
        return .object(pairs)
      }
      throw failure(
        index >= bytes.count
          ? "the document ends inside an object"
          : "unexpected \(describeByte()); expected ',' or '}'")
    }
  }

  private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      return .array(items)
    }
    // Room for a rectangle's four numbers at once: growing from empty reallocates at 1 and 2.
    items.reserveCapacity(4)
    while true {
      skipWhitespace()
      items.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      if peek(UInt8(ascii: "]")) {
        index += 1
        return .array(items)
      }
      throw failure(
        index >= bytes.count
          ? "the document ends inside an array"
          : "unexpected \(describeByte()); expected ',' or ']'")
    }
  }

  private mutating func parseString() throws(Failure) -> String {
    index += 1
    // Most strings hold no escape: their bytes, found eight at a time, are the string.
    let plainEnd = bytes.withUnsafeBufferPointer { JSONTextBuffer.escapeIndex($0, from: index) }
    if plainEnd < bytes.count && bytes[plainEnd] == UInt8(ascii: "\"") {
      let s = String(decoding: bytes[index..<plainEnd], as: UTF8.self)
      index = plainEnd + 1
      lastStringPlain = true
      return s
    }
    lastStringPlain = false
    var scalars = String.UnicodeScalarView()
    var runStart = index
    index = plainEnd
    func flush(_ parser: JSONParser, _ end: Int, into scalars: inout String.UnicodeScalarView) {
      if end > runStart {
        let s = String(decoding: parser.bytes[runStart..<end], as: UTF8.self)
        scalars.append(contentsOf: s.unicodeScalars)
      }
    }
    while index < bytes.count {
      let b = bytes[index]
      if b == UInt8(ascii: "\"") {
        flush(self, index, into: &scalars)
        index += 1
        return String(scalars)
      }
      if b < 0x20 { throw failure("a control character inside a string; escape it") }
      if b == UInt8(ascii: "\\") {
        flush(self, index, into: &scalars)
        index += 1
        guard index < bytes.count else { break }
        let e = bytes[index]
        index += 1
        switch e {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{c}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try parseHex4()
          if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count,
            bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else {
              throw failure("an unpaired surrogate in a \\u escape")
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else {
            throw failure("an unpaired surrogate in a \\u escape")
          }
          scalars.append(scalar)
        default:
          index -= 1
          throw failure("an unknown escape '\\\(String(UnicodeScalar(e)))' in a string")
        }
        runStart = index
        // The plain run after the escape, found eight bytes at a time.
        index = bytes.withUnsafeBufferPointer { JSONTextBuffer.escapeIndex($0, from: index) }
        continue
      }
      index += 1
    }
    throw failure("the document ends inside a string")
  }

  private mutating func parseHex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure("the document ends inside a \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let b = bytes[index]
      let digit: UInt8
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
      default: throw failure("expected four hex digits after \\u")
      }
      value = value * 16 + UInt32(digit)
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(Failure) -> Double {
    let start = index
    let negative = peek(UInt8(ascii: "-"))
    if negative { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw failure("a '-' must be followed by digits (Infinity is not a JSON number)")
    }
    if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
      throw failure("a number may not start with 0 followed by more digits")
    }
    // The digits as a whole number, and how many follow the point: exact while there are at most
    // 15.
    var mantissa: UInt64 = 0
    var digits = 0
    var fraction = 0
    while index < bytes.count, isDigit(bytes[index]) {
      mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
      digits += 1
      index += 1
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw failure("expected digits after the decimal point")
      }
      while index < bytes.count, isDigit(bytes[index]) {
        mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
        digits += 1
        fraction += 1
        index += 1
      }
    }
    if digits <= 15 && fraction <= 22 && !(peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E"))) {
      // A whole number below 2^53 divided by an exact power of ten: one correctly rounded division,
      // the double `Double(text)` reads (Clinger's fast path).
      var value = Double(mantissa)
      if fraction > 0 { value /= Self.powersOfTen[fraction] }
      return negative ? -value : value
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw failure("expected digits in the exponent")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      index = start
      throw failure("the number \(text) is out of range")
    }
    return value
  }

  // MARK: - Helpers

  /// 10^k for k ≤ 22, every one exact in a Double.
  static let powersOfTen: [Double] = (0...22).map { k in (0..<k).reduce(1.0) { r, _ in r * 10 } }

  private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

  private func peek(_ b: UInt8) -> Bool { index < bytes.count && bytes[index] == b }

  private mutating func expectWord(_ word: StaticString) throws(Failure) {
    let n = word.utf8CodeUnitCount
    var same = index + n <= bytes.count
    var k = 0
    while same && k < n {
      same = bytes[index + k] == word.utf8Start[k]
      k += 1
    }
    guard same else { throw failure("unexpected \(describeByte()); expected a JSON value") }
    index += n
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func describeByte() -> String {
    guard index < bytes.count else { return "end of input" }
    let b = bytes[index]
    if b == UInt8(ascii: "'") { return "\"'\" (JSON strings take double quotes)" }
    if b == UInt8(ascii: "/") { return "'/' (JSON has no comments)" }
    if b >= 0x21 && b < 0x7F { return "'\(String(UnicodeScalar(b)))'" }
    return "byte 0x" + String(b, radix: 16, uppercase: true)
  }

  private func failure(_ message: String) -> Failure {
    var line = 1
    var column = 1
    for b in bytes[0..<min(index, bytes.count)] {
      if b == 0x0A {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
    }
    return Failure(line: line, column: column, message: message)
  }
}

// MARK: - Locating array elements (for reports, not for decoding)

extension JSONParser {
  /// Where one element of an array starts in a document: its byte offset, its line and column
  /// (counted as
  /// the parser's errors count them, from 1, a column being a character), and, for an object, its
  /// keys.
  package struct ElementLocation: Equatable, Sendable {
    package var offset: Int
    package var line: Int
    package var column: Int
    package var keys: [String]
  }

  /// The elements of the array at `path` (keys from the top-level object down: ["expect"], or
  /// ["scenario", "expect"] in a trace's header), in order; nil when the document holds no such
  /// array or is not valid JSON up to its end. Only the array's first document is read, so a trace
  /// file's header line is enough. This is a separate scan, made only when a report wants the
  /// places (`check --format github`): the decoder itself records no position.
  ///
  ///     JSONParser.locateElements(ofArrayAt: ["expect"], in: Array("{\"expect\": [1,\n {\"a\": 2}]}".utf8))
  ///     // [(offset 12, line 1, column 13, []), (offset 16, line 2, column 2, ["a"])]
  package static func locateElements(ofArrayAt path: [String], in bytes: [UInt8])
    -> [ElementLocation]?
  {
    var parser = JSONParser(bytes: bytes)
    do {
      parser.skipWhitespace()
      for key in path { guard try parser.enterValue(ofKey: key) else { return nil } }
      guard parser.peek(UInt8(ascii: "[")) else { return nil }
      parser.index += 1
      var found: [ElementLocation] = []
      // Lines and columns are counted once, forward from the last element found.
      var counted = (offset: 0, line: 1, column: 1)
      parser.skipWhitespace()
      if parser.peek(UInt8(ascii: "]")) { return [] }
      while true {
        parser.skipWhitespace()
        let start = parser.index
        for b in bytes[counted.offset..<start] {
          if b == 0x0A {
            counted.line += 1
            counted.column = 1
          } else if b & 0xC0 != 0x80 {
            counted.column += 1
          }
        }
        counted.offset = start
        let value = try parser.parseValue(depth: 1)
        var keys: [String] = []
        if case .object(let pairs) = value { keys = pairs.map(\.0) }
        found.append(
          ElementLocation(offset: start, line: counted.line, column: counted.column, keys: keys))
        parser.skipWhitespace()
        if parser.peek(UInt8(ascii: ",")) {
          parser.index += 1
          continue
        }
        return parser.peek(UInt8(ascii: "]")) ? found : nil
      }
    } catch {
      return nil
    }
  }

  /// Where an input error's path (`controller.subviews[0].type`, `expect[2]`, `devcie`) sits in the
  /// JSON text: the opening quote of its last key, or the first character of its last element, as a
  /// line and a column counted from 1 (a column being a character, as the parser's errors count
  /// them). nil when the text holds no such place or is not valid JSON up to it.
  ///
  ///     JSONParser.locate(path: "controller.name", in: Array("{\"controller\": {\n \"name\": 1}}".utf8))
  ///     // (line 2, column 2)
  package static func locate(path: String, in bytes: [UInt8]) -> (line: Int, column: Int)? {
    // "a.b[0].c" → keys and indices.
    var steps: [(key: String?, index: Int?)] = []
    for part in path.split(separator: ".", omittingEmptySubsequences: false) {
      var rest = Substring(part)
      let name = rest.prefix { $0 != "[" }
      if !name.isEmpty { steps.append((String(name), nil)) }
      rest = rest.dropFirst(name.count)
      while rest.hasPrefix("[") {
        guard let close = rest.firstIndex(of: "]"),
          let n = Int(rest[rest.index(after: rest.startIndex)..<close])
        else { return nil }
        steps.append((nil, n))
        rest = rest[rest.index(after: close)...]
      }
      guard rest.isEmpty else { return nil }
    }
    guard !steps.isEmpty else { return nil }
    var parser = JSONParser(bytes: bytes)
    var place = 0
    do {
      parser.skipWhitespace()
      for step in steps {
        if let key = step.key {
          guard let at = try parser.enterValue(ofKeyAt: key) else { return nil }
          place = at
        } else if let index = step.index {
          guard parser.peek(UInt8(ascii: "[")) else { return nil }
          parser.index += 1
          parser.skipWhitespace()
          for _ in 0..<index {
            _ = try parser.parseValue(depth: 1)
            parser.skipWhitespace()
            guard parser.peek(UInt8(ascii: ",")) else { return nil }
            parser.index += 1
            parser.skipWhitespace()
          }
          guard parser.index < bytes.count, !parser.peek(UInt8(ascii: "]")) else { return nil }
          place = parser.index
        }
      }
    } catch {
      return nil
    }
    var line = 1
    var column = 1
    for b in bytes[0..<place] {
      if b == 0x0A {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  /// As `enterValue(ofKey:)`, returning the offset of the key's opening quote; nil when the object
  /// has no such key.
  private mutating func enterValue(ofKeyAt key: String) throws(Failure) -> Int? {
    guard peek(UInt8(ascii: "{")) else { return nil }
    index += 1
    skipWhitespace()
    if peek(UInt8(ascii: "}")) { return nil }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else { return nil }
      let start = index
      let name = try parseString()
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else { return nil }
      index += 1
      skipWhitespace()
      if name == key { return start }
      _ = try parseValue(depth: 1)
      skipWhitespace()
      guard peek(UInt8(ascii: ",")) else { return nil }
      index += 1
    }
  }

  /// With the parser at an object, moves it to the value of `key`; false when the object has no
  /// such key.
  private mutating func enterValue(ofKey key: String) throws(Failure) -> Bool {
    guard peek(UInt8(ascii: "{")) else { return false }
    index += 1
    skipWhitespace()
    if peek(UInt8(ascii: "}")) { return false }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else { return false }
      let name = try parseString()
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else { return false }
      index += 1
      skipWhitespace()
      if name == key { return true }
      _ = try parseValue(depth: 1)
      skipWhitespace()
      guard peek(UInt8(ascii: ",")) else { return false }
      index += 1
    }
  }
}

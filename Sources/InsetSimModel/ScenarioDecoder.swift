import InsetSimSupport

package struct ScenarioDecoder {
  let file: String
  /// Whether every key of the document is ASCII text (the parser says so): then keys of different
  /// lengths are different keys, whatever the document's values hold. The lengths, read inline,
  /// tell most keys apart before `==` calls into the runtime to compare the text of two different
  /// strings. (Text that is not ASCII can equal text of another length: "\u{212A}" == "K".)
  var asciiKeys = false

  package init(file: String) { self.file = file }

  /// `key == name` for a key of the document and a name of the decoder's (ASCII): the lengths
  /// first when every key is ASCII.
  @inline(__always)
  func sameKey(_ key: String, _ name: String) -> Bool {
    asciiKeys ? key.utf8.count == name.utf8.count && key == name : key == name
  }

  /// An object's pairs read by key.
  func keyed(_ pairs: [(String, JSONValue)]) -> KeyedPairs { KeyedPairs(pairs, ascii: asciiKeys) }

  /// A key as a `switch` over the decoder's own names matches it: `switch matched(key) { case
  /// "frame": … }`. A `switch` on the `String` itself compares the text with every case before the
  /// right one; when every key is ASCII a case of another length is passed over on the lengths, as
  /// in ``sameKey(_:_:)``.
  @inline(__always)
  func matched(_ text: String) -> MatchedText {
    MatchedText(text: text, length: asciiKeys ? text.utf8.count : -1)
  }

  func fail(_ path: String, _ problem: String, expected: String? = nil, suggestion: String? = nil)
    -> InputError
  {
    InputError(
      file: file, location: path.isEmpty ? "" : "at " + path, problem: problem, expected: expected,
      suggestion: suggestion)
  }

  func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

  // MARK: Typed access

  func object(_ v: JSONValue, _ path: @autoclosure () -> String, allowed: [String])
    throws(InputError) -> [(String, JSONValue)]
  {
    guard case .object(let pairs) = v else {
      throw fail(path(), "found \(v.kindDescription)", expected: "an object")
    }
    for (key, _) in pairs where !allowed.contains(where: { sameKey(key, $0) }) {
      throw fail(
        join(path(), InputError.shown(key)), "unknown key '\(InputError.shown(key))'",
        expected: "one of " + allowed.joined(separator: ", "),
        suggestion: Suggestions.closest(to: key, in: allowed))
    }
    return pairs
  }

  /// A string; control characters (but tab and line feed) are refused, so that no name or summary
  /// can break the SVG's XML or the terminal.
  func string(
    _ v: JSONValue, _ path: @autoclosure () -> String,
    expected: @autoclosure () -> String = "a string"
  ) throws(InputError) -> String {
    guard case .string(let s) = v else {
      throw fail(path(), "found \(v.kindDescription)", expected: expected())
    }
    // Most text holds no control character: its bytes say so without reading its scalars.
    if !Self.mayHoldControlCharacter(s) { return s }
    if let bad = s.unicodeScalars.first(where: {
      ($0.value < 0x20 && $0 != "\t" && $0 != "\n") || (0x7F...0x9F).contains($0.value)
    }) {
      let code = String(bad.value, radix: 16, uppercase: true)
      throw fail(
        path(),
        "the text holds a control character (U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code))",
        expected: expected() + " without control characters")
    }
    return s
  }

  /// Whether `s` may hold a character `string(_:_:expected:)` refuses: a byte below 0x20 but tab
  /// and line feed, DEL, or the lead byte of U+0080…U+009F (0xC2 0x80…0x9F). False means it holds
  /// none.
  static func mayHoldControlCharacter(_ s: String) -> Bool {
    var s = s
    return s.withUTF8 { bytes in
      for b in bytes where b < 0x20 || b == 0x7F || b == 0xC2 {
        if b != 0x09 && b != 0x0A { return true }
      }
      return false
    }
  }

  func bool(_ v: JSONValue, _ path: @autoclosure () -> String) throws(InputError) -> Bool {
    guard case .bool(let b) = v else {
      throw fail(path(), "found \(v.kindDescription)", expected: "true or false")
    }
    return b
  }

  func number(
    _ v: JSONValue, _ path: @autoclosure () -> String, min: Double = -ScenarioLimits.maxLength,
    max: Double = ScenarioLimits.maxLength
  )
    throws(InputError) -> Double
  {
    guard case .number(let n) = v else {
      throw fail(path(), "found \(v.kindDescription)", expected: "a number")
    }
    guard n >= min, n <= max else {
      // The value as written when rounding would make it look like the bound it exceeds
      // (3600.000001).
      let bound = n > max ? max : min
      let shown = formatPoints(n) == formatPoints(bound) ? "\(n)" : formatPoints(n)
      throw fail(
        path(), "the number \(shown) is out of range",
        expected: "a number from \(formatPoints(min)) to \(formatPoints(max))")
    }
    return n
  }

  func integer(_ v: JSONValue, _ path: @autoclosure () -> String, min: Int, max: Int)
    throws(InputError) -> Int
  {
    let n = try number(v, path(), min: Double(min), max: Double(max))
    guard n == n.rounded() else {
      throw fail(path(), "found \(formatPoints(n))", expected: "a whole number")
    }
    return Int(n)
  }

  /// Lengths from -`maxLength` to `maxLength`, those from `nonNegativeFrom` on at least 0.
  func numbers(
    _ v: JSONValue, _ path: @autoclosure () -> String, count: Int, shape: ValueShape,
    nonNegativeFrom: Int = 99,
    maxLength: Double = ScenarioLimits.maxLength
  ) throws(InputError) -> [Double] {
    guard case .array(let items) = v else {
      throw fail(path(), "found \(v.kindDescription)", expected: shape.expectation)
    }
    guard items.count == count else {
      throw fail(path(), "found an array of \(items.count) items", expected: shape.expectation)
    }
    var result: [Double] = []
    for (i, item) in items.enumerated() {
      let minimum = i >= nonNegativeFrom ? 0 : -maxLength
      result.append(try number(item, path() + "[\(i)]", min: minimum, max: maxLength))
    }
    return result
  }

  func insets(
    _ v: JSONValue, _ path: @autoclosure () -> String, maxLength: Double = ScenarioLimits.maxLength
  ) throws(InputError) -> EdgeInsets {
    let n = try numbers(v, path(), count: 4, shape: .insets, maxLength: maxLength)
    return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
  }

  func rect(
    _ v: JSONValue, _ path: @autoclosure () -> String, maxLength: Double = ScenarioLimits.maxLength
  ) throws(InputError) -> Rect {
    let n = try numbers(v, path(), count: 4, shape: .rect, nonNegativeFrom: 2, maxLength: maxLength)
    return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
  }

  func size(
    _ v: JSONValue, _ path: @autoclosure () -> String, maxLength: Double = ScenarioLimits.maxLength
  ) throws(InputError) -> Size {
    let n = try numbers(v, path(), count: 2, shape: .size, nonNegativeFrom: 0, maxLength: maxLength)
    return Size(width: n[0], height: n[1])
  }

  func point(
    _ v: JSONValue, _ path: @autoclosure () -> String, maxLength: Double = ScenarioLimits.maxLength
  ) throws(InputError) -> Point {
    let n = try numbers(v, path(), count: 2, shape: .point, maxLength: maxLength)
    return Point(x: n[0], y: n[1])
  }

  func edges(_ v: JSONValue, _ path: @autoclosure () -> String) throws(InputError) -> RectEdges {
    var expected: String { ValueShape.edges.expectation }
    switch v {
    case .string(let s):
      guard let e = RectEdges(name: s) else {
        throw fail(
          path(), "unknown edges '\(InputError.shown(s))'", expected: expected,
          suggestion: Suggestions.closest(
            to: s, in: ["all", "none", "top", "left", "bottom", "right"]))
      }
      return e
    case .array(let items):
      var e = RectEdges()
      for (i, item) in items.enumerated() {
        let s = try string(item, path() + "[\(i)]", expected: "an edge name")
        guard let one = RectEdges(name: s), s != "all", s != "none" else {
          throw fail(
            path() + "[\(i)]", "unknown edge '\(InputError.shown(s))'",
            expected: "top, left, bottom or right",
            suggestion: Suggestions.closest(to: s, in: ["top", "left", "bottom", "right"]))
        }
        // An option set: an edge given twice says nothing more and is a mistake.
        guard e.isDisjoint(with: one) else {
          throw fail(
            path() + "[\(i)]", "'\(InputError.shown(s))' is listed twice",
            expected: "each edge at most once")
        }
        e.formUnion(one)
      }
      return e
    default:
      throw fail(path(), "found \(v.kindDescription)", expected: expected)
    }
  }

  func choice<T: RawRepresentable>(
    _ v: JSONValue, _ path: @autoclosure () -> String, _ type: T.Type, noun: String
  ) throws(InputError) -> T
  where T: CaseIterable, T.RawValue == String {
    // The names are listed only in a message.
    let s = try string(
      v, path(), expected: "one of " + T.allCases.map(\.rawValue).joined(separator: ", "))
    guard let value = T(rawValue: s) else {
      let names = T.allCases.map(\.rawValue)
      throw fail(
        path(), "unknown \(noun) '\(InputError.shown(s))'",
        expected: "one of " + names.joined(separator: ", "),
        suggestion: Suggestions.closest(to: s, in: names))
    }
    return value
  }

  /// A non-empty list of orientation names, each at most once: a controller's
  /// `supportedInterfaceOrientations` (its UIInterfaceOrientationMask) or the app's Info.plist list.
  func orientationList(_ value: JSONValue, _ p: String) throws(InputError) -> [Orientation] {
    guard case .array(let items) = value, !items.isEmpty else {
      throw fail(
        p, "found \(value.kindDescription)", expected: "a non-empty array of orientation names")
    }
    var list: [Orientation] = []
    for (i, item) in items.enumerated() {
      let o = try choice(item, p + "[\(i)]", Orientation.self, noun: "orientation")
      // A mask is a set: a name given twice says nothing more and is a mistake.
      if list.contains(o) {
        throw fail(
          p + "[\(i)]", "'\(o.rawValue)' is listed twice", expected: "each orientation at most once"
        )
      }
      list.append(o)
    }
    return list
  }

  /// A value of the shape a property takes, its lengths from -`maxLength` to `maxLength` (a
  /// scenario's bound by default; a trace's values, which the run works out from a scenario's, are
  /// read with a wider one).
  package func value(
    _ v: JSONValue, _ path: @autoclosure () -> String, shape: ValueShape,
    maxLength: Double = ScenarioLimits.maxLength
  )
    throws(InputError) -> Value
  {
    switch shape {
    case .bool: .bool(try bool(v, path()))
    case .number: .number(try number(v, path(), min: -maxLength, max: maxLength))
    case .insets: .insets(try insets(v, path(), maxLength: maxLength))
    case .rect: .rect(try rect(v, path(), maxLength: maxLength))
    case .size: .size(try size(v, path(), maxLength: maxLength))
    case .point: .point(try point(v, path(), maxLength: maxLength))
    case .edges: .edges(try edges(v, path()))
    case .behavior: .behavior(try choice(v, path(), AdjustmentBehavior.self, noun: "behavior"))
    case .orientation: .orientation(try choice(v, path(), Orientation.self, noun: "orientation"))
    case .sizeClass: .sizeClass(try choice(v, path(), SizeClass.self, noun: "size class"))
    case .displayMode:
      .displayMode(try choice(v, path(), SplitDisplayMode.self, noun: "display mode"))
    case .largeTitleMode:
      .largeTitleMode(
        try choice(v, path(), LargeTitleDisplayMode.self, noun: "large title display mode"))
    case .presentationStyle:
      .presentationStyle(try choice(v, path(), PresentationStyle.self, noun: "presentation style"))
    }
  }
}

/// A key or name of the document as a `switch` over the decoder's names matches it
/// (``ScenarioDecoder/matched(_:)``).
struct MatchedText {
  let text: String
  /// Its UTF-8 length when every key is ASCII; -1 otherwise (text that is not ASCII can equal
  /// text of another length).
  let length: Int

  @inline(__always)
  static func ~= (pattern: String, value: MatchedText) -> Bool {
    (value.length < 0 || pattern.utf8.count == value.length) && pattern == value.text
  }
}

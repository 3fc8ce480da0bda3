import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimLint
@testable import InsetSimMatrix
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// The strict JSON reader (RFC 8259) every input file goes through: values, escapes, numbers, and
/// errors with the line and column a person can find in an editor.
@Suite struct JSONParserTests {
  private func parse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> JSONValue
  {
    try JSONParser.parse(text)
  }

  /// The failure parsing `text` gives, or an issue if it parses.
  private func failure(
    _ text: String, maxDepth: Int = JSONParser.defaultMaxDepth,
    sourceLocation: SourceLocation = #_sourceLocation
  )
    -> JSONParser.Failure?
  {
    do {
      let value = try JSONParser.parse(text, maxDepth: maxDepth)
      Issue.record("parsed without an error: \(value.compactText)", sourceLocation: sourceLocation)
      return nil
    } catch {
      return error
    }
  }

  private func failure(bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation)
    -> JSONParser.Failure?
  {
    do {
      let value = try JSONParser.parse(bytes: bytes)
      Issue.record("parsed without an error: \(value.compactText)", sourceLocation: sourceLocation)
      return nil
    } catch {
      return error
    }
  }

  private func f(_ line: Int, _ column: Int, _ message: String) -> JSONParser.Failure {
    JSONParser.Failure(line: line, column: column, message: message)
  }

  // MARK: Values

  @Test func parsesScalars() throws {
    #expect(try parse("null") == .null)
    #expect(try parse("true") == .bool(true))
    #expect(try parse("false") == .bool(false))
    #expect(try parse("42") == .number(42))
    #expect(try parse(#""hi""#) == .string("hi"))
    #expect(try parse(" \t\r\n 7 \n") == .number(7), "whitespace around the value is allowed")
  }

  @Test func parsesArraysAndObjectsKeepingKeyOrder() throws {
    let value = try parse(#"{"z": [1, true, null, "s", {}], "a": {"nested": []}, "m": -0.5}"#)
    guard case .object(let pairs) = value else {
      Issue.record("not an object: \(value)")
      return
    }
    #expect(pairs.map(\.0) == ["z", "a", "m"])
    #expect(value["z"] == .array([.number(1), .bool(true), .null, .string("s"), .object([])]))
    #expect(value["a"] == .object([("nested", .array([]))]))
    #expect(value["m"] == .number(-0.5))
    #expect(value["missing"] == nil)
    #expect(try parse("[]") == .array([]))
    #expect(try parse("{}") == .object([]))
    #expect(try parse("[[[]]]") == .array([.array([.array([])])]))
  }

  @Test func compactTextParsesBackToTheSameValue() throws {
    let text =
      #"{"b":[1,2.5,-3e-7,true,false,null],"a":{"s":"tab\tquote\"slash\\nl\nctl\u0001é😀"}}"#
    let value = try parse(text)
    #expect(try parse(value.compactText) == value)
    #expect(try parse(value.prettyText()) == value)
  }

  // MARK: Strings and escapes

  @Test func decodesEveryShortEscape() throws {
    #expect(try parse(#""\" \\ \/ \b \f \n \r \t""#) == .string("\" \\ / \u{8} \u{C} \n \r \t"))
  }

  @Test func decodesUnicodeEscapes() throws {
    #expect(try parse(#""\u0041\u00e9\u00E9\u4e2d""#) == .string("Aéé中"))
    #expect(try parse(#""\u0000""#) == .string("\u{0}"))
  }

  @Test func decodesSurrogatePairsToOneScalar() throws {
    // U+1F600 GRINNING FACE is D83D DE00 in UTF-16.
    let value = try parse(#""a\ud83d\ude00b""#)
    #expect(value == .string("a😀b"))
    if case .string(let s) = value {
      #expect(s.unicodeScalars.map(\.value) == [0x61, 0x1F600, 0x62])
    }
    // U+10FFFF, the last code point: DBFF DFFF.
    #expect(try parse(#""\uDBFF\uDFFF""#) == .string("\u{10FFFF}"))
  }

  @Test func refusesUnpairedSurrogates() {
    #expect(
      failure(#""\ud83d""#)?.message == "an unpaired surrogate in a \\u escape",
      "a high surrogate alone")
    #expect(
      failure(#""\ud83dx""#)?.message == "an unpaired surrogate in a \\u escape",
      "a high surrogate before text")
    #expect(
      failure(#""\ude00""#)?.message == "an unpaired surrogate in a \\u escape",
      "a low surrogate alone")
    #expect(
      failure(#""\ud83d\u0041""#)?.message == "an unpaired surrogate in a \\u escape",
      "high then not low")
  }

  @Test func refusesBadEscapesAndRawControlCharacters() {
    #expect(failure(#""a\x""#) == f(1, 4, "an unknown escape '\\x' in a string"))
    #expect(failure(#""\u12G4""#) == f(1, 6, "expected four hex digits after \\u"))
    #expect(failure(#""\u12"#) == f(1, 4, "the document ends inside a \\u escape"))
    #expect(failure("\"tab\there\"") == f(1, 5, "a control character inside a string; escape it"))
    #expect(failure("\"line\nbreak\"") == f(1, 6, "a control character inside a string; escape it"))
  }

  @Test func passesMultibyteUTF8Through() throws {
    #expect(try parse(#"{"名前": "TabBar隐藏的方式"}"#) == .object([("名前", .string("TabBar隐藏的方式"))]))
  }

  // MARK: Objects

  @Test func refusesDuplicateKeysPointingAtTheSecond() {
    #expect(failure(#"{"a": 1, "a": 2}"#) == f(1, 10, "duplicate key 'a'"))
    // Duplicates are per object: the same key in two objects is fine.
    #expect(throws: Never.self) { try JSONParser.parse(#"[{"a": 1}, {"a": 2}]"#) }
    #expect(failure(#"{"o": {"k": 1, "k": 1}}"#)?.message == "duplicate key 'k'")
  }

  @Test func findsDuplicatesInLargeObjectsAndAmongEquivalentKeys() {
    // Past twelve keys the parser hashes them; the error is the same.
    let keys = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    #expect(throws: Never.self) { try JSONParser.parse("{" + keys + "}") }
    #expect(failure("{" + keys + #", "k3": 0}"#) == f(1, 202, "duplicate key 'k3'"))
    #expect(failure(#"{"k0": 0, "k1": 1, "k1": 2}"#) == f(1, 20, "duplicate key 'k1'"))
    // Keys are strings, compared as Swift compares them: "é" and "e" + U+0301 are one key.
    #expect(failure("{\"\u{E9}\": 1, \"e\u{301}\": 2}")?.message == "duplicate key 'e\u{301}'")
  }

  @Test func refusesMalformedObjects() {
    #expect(failure(#"{a: 1}"#) == f(1, 2, "unexpected 'a'; expected a key in double quotes"))
    #expect(failure(#"{"a" 1}"#) == f(1, 6, "expected ':' after key 'a'"))
    #expect(failure(#"{"a": 1,}"#) == f(1, 9, "unexpected '}'; expected a key in double quotes"))
    #expect(failure(#"{"a": 1 "b": 2}"#) == f(1, 9, #"unexpected '"'; expected ',' or '}'"#))
    #expect(failure(#"[1, 2,]"#) == f(1, 7, "unexpected ']'; expected a JSON value"))
    #expect(failure(#"[1 2]"#) == f(1, 4, "unexpected '2'; expected ',' or ']'"))
  }

  // MARK: Depth

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let error = failure(deep)
    #expect(error?.message == "nesting deeper than 64 levels")
    #expect(error?.line == 1)
    #expect(error?.column == 65, "the 65th '[' is one level too deep")
    // Unclosed, and objects: the same.
    #expect(
      failure(String(repeating: "[", count: 10_000))?.message == "nesting deeper than 64 levels")
    #expect(
      failure(String(repeating: #"{"a":"#, count: 10_000))?.message
        == "nesting deeper than 64 levels")
  }

  @Test func nestingUpToTheLimitIsAccepted() throws {
    let limit = JSONParser.defaultMaxDepth
    let atLimit = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(throws: Never.self) { try JSONParser.parse(atLimit) }
    let over = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
    #expect(failure(over)?.message == "nesting deeper than 64 levels")
    #expect(failure("[[[1]]]", maxDepth: 3)?.message == "nesting deeper than 3 levels")
    #expect(throws: Never.self) { try JSONParser.parse("[[1]]", maxDepth: 3) }
  }

  // MARK: Numbers

  @Test func parsesNumbersOfEveryForm() throws {
    let cases: [(String, Double)] = [
      ("0", 0), ("-0", -0.0), ("7", 7), ("-12", -12), ("97.67", 97.67), ("0.5", 0.5),
      ("-0.25", -0.25),
      ("1e3", 1000), ("1E3", 1000), ("1e+3", 1000), ("25e-1", 2.5), ("-1.5E-2", -0.015), ("0e0", 0),
      ("123456789012", 123_456_789_012), ("1.7976931348623157e308", .greatestFiniteMagnitude),
    ]
    for (text, expected) in cases {
      #expect(try parse(text) == .number(expected), "\(text)")
    }
  }

  @Test func refusesNumbersJSONDoesNotAllow() {
    #expect(failure("01") == f(1, 1, "a number may not start with 0 followed by more digits"))
    #expect(failure("-01") == f(1, 2, "a number may not start with 0 followed by more digits"))
    #expect(failure("1.") == f(1, 3, "expected digits after the decimal point"))
    #expect(failure("1.e5") == f(1, 3, "expected digits after the decimal point"))
    #expect(failure("1e") == f(1, 3, "expected digits in the exponent"))
    #expect(failure("1e+") == f(1, 4, "expected digits in the exponent"))
    #expect(
      failure("-") == f(1, 2, "a '-' must be followed by digits (Infinity is not a JSON number)"))
    #expect(failure(".5") == f(1, 1, "unexpected '.'; expected a JSON value"))
    #expect(failure("+1") == f(1, 1, "unexpected '+'; expected a JSON value"))
    #expect(failure("1e400") == f(1, 1, "the number 1e400 is out of range"))
    #expect(failure("0x10") == f(1, 2, "unexpected 'x' after the end of the JSON value"))
  }

  @Test func refusesNaNAndInfinity() {
    let message = "starts no JSON value (NaN and Infinity are not JSON numbers)"
    #expect(failure("NaN") == f(1, 1, "'N' " + message))
    #expect(failure("Infinity") == f(1, 1, "'I' " + message))
    #expect(failure("[1, NaN]") == f(1, 5, "'N' " + message))
    #expect(
      failure("-Infinity")
        == f(1, 2, "a '-' must be followed by digits (Infinity is not a JSON number)"))
  }

  // MARK: Documents

  @Test func refusesEmptyAndTrailingInput() {
    #expect(failure("") == f(1, 1, "the document is empty; expected a JSON value"))
    #expect(failure("  \n ") == f(2, 2, "the document is empty; expected a JSON value"))
    #expect(failure("{} {}") == f(1, 4, "unexpected '{' after the end of the JSON value"))
    #expect(failure("1 2") == f(1, 3, "unexpected '2' after the end of the JSON value"))
    #expect(failure("tru") == f(1, 1, "unexpected 't'; expected a JSON value"))
    #expect(failure("nul") == f(1, 1, "unexpected 'n'; expected a JSON value"))
    #expect(failure("True") == f(1, 1, "unexpected 'T'; expected a JSON value"))
  }

  @Test func saysWhereATruncatedDocumentEnds() {
    #expect(failure(#"{"a": "#) == f(1, 7, "the document ends early; expected a value"))
    #expect(failure(#"{"a": 1"#) == f(1, 8, "the document ends inside an object"))
    #expect(failure(#"{"a": 1,"#) == f(1, 9, "the document ends inside an object"))
    #expect(failure("[1, 2") == f(1, 6, "the document ends inside an array"))
    #expect(failure("[1,") == f(1, 4, "the document ends early; expected a value"))
    #expect(failure(#""abc"#) == f(1, 5, "the document ends inside a string"))
    #expect(failure(#""abc\"#) == f(1, 6, "the document ends inside a string"))
  }

  @Test func bytesThatAreNotPrintableAreNamedInHex() {
    #expect(failure(bytes: [0x01]) == f(1, 1, "unexpected byte 0x1; expected a JSON value"))
    #expect(
      failure(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8))?.message
        == "unexpected byte 0xEF; expected a JSON value",
      "a UTF-8 byte-order mark is not JSON (RFC 8259 §8.1)")
  }

  // MARK: Line and column

  @Test func reportsLineAndColumnOfTheError() {
    let text = """
      {
        "insetsim": 1,
        "os": "10.3",
        "device": x
      }
      """
    #expect(failure(text) == f(4, 13, "unexpected 'x'; expected a JSON value"))
  }

  @Test func columnsCountCharactersNotBytes() {
    // "é" is two bytes and "😀" four in UTF-8; each is one column.
    #expect(failure(#"["é", x]"#) == f(1, 7, "unexpected 'x'; expected a JSON value"))
    #expect(failure(#"["😀😀", x]"#) == f(1, 8, "unexpected 'x'; expected a JSON value"))
    #expect(failure("[\n\"中文\",\n  x]") == f(3, 3, "unexpected 'x'; expected a JSON value"))
  }

  @Test func numbersAreTheDoublesOfTheirText() throws {
    // Short numbers are converted from their digits; each must be the double `Double(text)` reads.
    let texts = [
      "0", "-0", "7", "-64", "0.1", "0.3", "0.5", "-12.25", "97.67", "97.66666666666667",
      "123456789012345", "1234567890123456",
      "9007199254740993", "0.000001", "3.141592653589793", "1e3", "2.5E-3",
      "1.7976931348623157e308", "5e-324", "100000.000001",
      "0.1234567890123456789", "44.333333333333336",
    ]
    for text in texts {
      let value = try parse(text)
      let expected = try #require(Double(text))
      guard case .number(let n) = value else {
        Issue.record("\(text) is \(value.kindDescription)")
        continue
      }
      #expect(n.bitPattern == expected.bitPattern, "\(text): \(n) ≠ \(expected)")
    }
    #expect(failure("1e999") == f(1, 1, "the number 1e999 is out of range"))
    #expect(
      failure("-") == f(1, 2, "a '-' must be followed by digits (Infinity is not a JSON number)"))
    #expect(failure("[1.]") == f(1, 4, "expected digits after the decimal point"))
  }

  @Test func stringsAfterEscapesKeepTheirRuns() throws {
    #expect(
      try parse(#""abcdefghij\nklmnopqrstuvwxyz\u00e9ABCDEFGHIJKLMNOP\"end""#)
        == .string("abcdefghij\nklmnopqrstuvwxyzéABCDEFGHIJKLMNOP\"end"))
    #expect(
      failure("\"0123456789abcdef\u{1}\"")
        == f(1, 18, "a control character inside a string; escape it"))
    #expect(
      failure(#""0123456789\nabcdefgh\q""#) == f(1, 23, "an unknown escape '\\q' in a string"))
    #expect(failure("\"0123456789abcdefghij") == f(1, 22, "the document ends inside a string"))
  }

  @Test func carriageReturnsDoNotStartLines() {
    // CRLF files: the line counts on "\n"; "\r" is whitespace in the column count.
    #expect(failure("[1,\r\n x]") == f(2, 2, "unexpected 'x'; expected a JSON value"))
  }
}

import Testing

@testable import InsetSimSupport
@testable import InsetSimTraceFormat

/// JSON text written as bytes: the same text `JSONText` writes into a `String`, numbers and escapes
/// alike.
@Suite struct JSONTextBufferTests {
  private func string(_ s: String) -> String {
    var buffer = JSONTextBuffer()
    buffer.appendString(s)
    return buffer.text
  }

  private func number(_ n: Double) -> String {
    var buffer = JSONTextBuffer()
    buffer.appendNumber(n)
    return buffer.text
  }

  @Test func stringsTakeOnlyTheEscapesJSONRequires() {
    #expect(string("viewDidLoad") == #""viewDidLoad""#)
    #expect(string("") == #""""#)
    #expect(string("a\"b\\c\nd\re\tf/g") == #""a\"b\\c\nd\re\tf/g""#)
    #expect(string("\u{1}\u{8}\u{c}\u{1f}\u{7f}") == "\"\\u0001\\u0008\\u000c\\u001f\u{7f}\"")
    #expect(string("TabBar隐藏的方式 😀 é") == "\"TabBar隐藏的方式 😀 é\"")
    let long = String(repeating: "navigationController.navigationBar ", count: 4) + "\"end\""
    #expect(
      string(long) == "\"" + String(repeating: "navigationController.navigationBar ", count: 4)
        + "\\\"end\\\"\"")
    for s in ["plain", "quote\"", "ctrl\u{2}", "ünï", String(repeating: "x", count: 40) + "\n"] {
      var expected = ""
      JSONText.writeString(s, to: &expected)
      #expect(string(s) == expected)
    }
  }

  @Test func numbersAreWholeWhenTheyAreAndShortestOtherwise() {
    #expect(number(64) == "64")
    #expect(number(0) == "0")
    #expect(number(-0.0) == "0")
    #expect(number(-49) == "-49")
    #expect(number(97.66666666666667) == "97.66666666666667")
    #expect(number(0.5) == "0.5")
    #expect(number(8_999_999_999_999_999) == "8999999999999999")
    #expect(number(9e15) == "9000000000000000.0", "from 9e15 on, Swift's own form")
    #expect(number(1e16) == "1e+16")
    #expect(number(1_234_567_890_123_456) == "1234567890123456")
    #expect(number(.nan) == "null")
    #expect(number(-.infinity) == "null")
    for n in [1.0, -1e15, 1e300, .leastNonzeroMagnitude, 3.25, -7.125, 123_456_789] {
      var expected = ""
      JSONText.writeNumber(n, to: &expected)
      #expect(number(n) == expected)
    }
    var buffer = JSONTextBuffer()
    buffer.appendInteger(.min)
    buffer.append(byte: UInt8(ascii: " "))
    buffer.appendInteger(.max)
    #expect(buffer.text == "-9223372036854775808 9223372036854775807")
  }

  @Test func aCopyIsItsOwnText() {
    var a = JSONTextBuffer(capacity: 4)
    a.append("{\"k\":")
    var b = a
    b.appendNumber(1)
    a.appendNumber(2)
    #expect(a.text == #"{"k":2"#)
    #expect(b.text == #"{"k":1"#)
    #expect(a.bytes == Array(#"{"k":2"#.utf8))
    #expect(a.count == 6)
  }

  @Test func jsonValuesWriteTheirCompactText() throws {
    let value = try JSONParser.parse(
      #"{"a": [1, 2.5, true, null, "x\ny"], "b": {}, "c": [], "d": -0.25}"#)
    #expect(value.compactText == #"{"a":[1,2.5,true,null,"x\ny"],"b":{},"c":[],"d":-0.25}"#)
    var text = "prefix "
    value.write(to: &text)
    #expect(text == "prefix " + value.compactText)
  }
}

import InsetSimTraceFormat

/// Checks shared by the readers of scenario and trace files: that the bytes are text, and what a
/// JSON syntax error means in words.
package enum InputText {
  /// Where the bytes stop being text: the first byte that is not valid UTF-8, or the first NUL
  /// byte.
  package struct NotText: Equatable, Sendable {
    package var line: Int
    package var column: Int
    package var byte: UInt8

    /// "byte 0xFF is not UTF-8" or "a NUL byte".
    package var problem: String {
      byte == 0
        ? "a NUL byte: the file is binary, not text"
        : "byte 0x" + String(byte, radix: 16, uppercase: true)
          + " is not UTF-8: the file is binary or in another encoding"
    }
  }

  /// The first place in `bytes` that is not UTF-8 text, or nil when all of it is. Runs of ASCII are
  /// skipped eight bytes at a time; the line and column are counted only for a byte that is not
  /// text.
  package static func firstNonText(_ bytes: [UInt8]) -> NotText? {
    bytes.withUnsafeBufferPointer { p in
      let n = p.count
      func isContinuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
        k < n && p[k] >= low && p[k] <= high
      }
      var i = 0
      while true {
        i = ByteScan.asciiRunEnd(p, from: i)
        guard i < n else { return nil }
        let b = p[i]
        var length = 0
        switch b {
        case 0xC2...0xDF: length = isContinuation(i + 1) ? 2 : 0
        case 0xE0: length = isContinuation(i + 1, 0xA0, 0xBF) && isContinuation(i + 2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
          length = isContinuation(i + 1) && isContinuation(i + 2) ? 3 : 0
        case 0xED: length = isContinuation(i + 1, 0x80, 0x9F) && isContinuation(i + 2) ? 3 : 0
        case 0xF0:
          length =
            isContinuation(i + 1, 0x90, 0xBF) && isContinuation(i + 2) && isContinuation(i + 3)
            ? 4 : 0
        case 0xF1...0xF3:
          length = isContinuation(i + 1) && isContinuation(i + 2) && isContinuation(i + 3) ? 4 : 0
        case 0xF4:
          length =
            isContinuation(i + 1, 0x80, 0x8F) && isContinuation(i + 2) && isContinuation(i + 3)
            ? 4 : 0
        default: length = 0  // NUL, a continuation byte out of place, or a byte UTF-8 never uses
        }
        guard length > 0 else {
          // Everything before is valid UTF-8: a character starts at every byte that is not a
          // continuation.
          var line = 1
          var column = 1
          for k in 0..<i {
            if p[k] == 0x0A {
              line += 1
              column = 1
            } else if p[k] & 0xC0 != 0x80 {
              column += 1
            }
          }
          return NotText(line: line, column: column, byte: b)
        }
        i += length
      }
    }
  }

  /// The error for a file that starts with a UTF-8 byte order mark, which JSON text does not have
  /// (RFC 8259 §8.1).
  package static func byteOrderMark(in bytes: [UInt8], file: String) -> InputError? {
    guard bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return nil }
    return InputError(
      file: file, location: "line 1, column 1",
      problem: "the file starts with a byte order mark (EF BB BF)",
      expected:
        "UTF-8 without one, as JSON is written (RFC 8259 §8.1): save the file as \"UTF-8\", not \"UTF-8 with BOM\""
    )
  }

  /// Whether the bytes hold nothing but JSON whitespace.
  package static func isBlank(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
  }

  /// A JSON syntax error as an input error at its line and column, with what was expected when the
  /// parser's message does not say. `what` names the document: "the scenario", "the trace entry".
  package static func syntaxError(
    _ failure: JSONParser.Failure, file: String, location: String? = nil, what: String
  )
    -> InputError
  {
    let message = failure.message
    var expected: String?
    var problem = message
    if message.hasPrefix("the document ends") {
      // "the document ends early; expected a value" keeps its expectation, with the likely cause.
      if let range = message.range(ofText: "; expected ") {
        problem = String(message[..<range.lowerBound])
        expected = String(message[range.upperBound...]) + " (the file looks cut short)"
      } else {
        expected = "the rest of \(what) (the file looks cut short)"
      }
    } else if message.contains(text: "NaN and Infinity")
      || message.contains(text: "Infinity is not") || message.hasSuffix("is out of range")
    {
      expected = "a finite JSON number such as 0 or 1.5"
    } else if message.hasSuffix("after the end of the JSON value") {
      expected = "nothing after the end of \(what)"
    } else if message.hasPrefix("duplicate key") {
      expected = "each key once in an object"
    } else if message.hasPrefix("nesting deeper") {
      expected = "arrays and objects nested at most \(JSONParser.defaultMaxDepth) levels deep"
    }
    return InputError(
      file: file, location: location ?? "line \(failure.line), column \(failure.column)",
      problem: problem, expected: expected)
  }

  /// What a trace's first line says of it (`producer 'insetsim 0.1'`), or nil when the bytes do not
  /// start with a trace header: scenario and sweep readers use it to say "this is a trace" instead
  /// of a syntax error.
  package static func traceHeader(in bytes: [UInt8]) -> String? {
    let end = bytes.firstIndex(of: 0x0A) ?? bytes.count
    guard let header = try? JSONParser.parse(bytes: Array(bytes[..<end])),
      header[TraceLineLayout.magicKey] != nil
    else { return nil }
    if case .string(let p)? = header["producer"] { return "producer '\(InputError.shown(p))'" }
    return "a JSON Lines trace"
  }

  /// The checks every document reader makes before parsing, in one place: not empty, no byte-order
  /// mark, text in UTF-8. `expected` names the document ("a scenario {…}"); `textKind` what its
  /// text should be
  /// ("a scenario file: JSON text in UTF-8").
  package static func checkDocument(
    _ bytes: [UInt8], file: String, expected: String, textKind: String
  ) throws(InputError) {
    if isBlank(bytes) {
      throw InputError(file: file, problem: "the file is empty", expected: expected)
    }
    if let error = byteOrderMark(in: bytes, file: file) { throw error }
    if let bad = firstNonText(bytes) {
      throw InputError(
        file: file, location: "line \(bad.line), column \(bad.column)", problem: bad.problem,
        expected: textKind)
    }
  }
}

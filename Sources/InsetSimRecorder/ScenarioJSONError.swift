/// The scenario text given to a recording is not one JSON object.
///
///     try TraceRecording(scenarioJSON: "[1, 2]")
///     // the scenario JSON must be one object {…}; found '[' at offset 0
///
/// The recorder checks the structure only (brackets, strings, one top-level object), which is all
/// it needs to put the scenario on the header's line; InsetSim's decoder checks the rest when the
/// trace is read.
public struct ScenarioJSONError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The offset in UTF-8 bytes where the problem was found.
  public var offset: Int
  public var problem: String

  public init(offset: Int, problem: String) {
    self.offset = offset
    self.problem = problem
  }

  public var description: String {
    "the scenario JSON must be one object {…}; \(problem) at offset \(offset)"
  }

  /// The JSON text with the whitespace between tokens removed; strings are copied as written.
  static func compacted(_ text: String) throws(ScenarioJSONError) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    var closers: [UInt8] = []  // the brackets still open, innermost last
    var inString = false
    var escaped = false
    var finished = false
    for (offset, byte) in text.utf8.enumerated() {
      if inString {
        if byte < 0x20 {
          throw ScenarioJSONError(offset: offset, problem: "a control character inside a string")
        }
        out.append(byte)
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D:
        continue
      case _ where finished:
        throw ScenarioJSONError(offset: offset, problem: "text after the object")
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if closers.isEmpty && byte != UInt8(ascii: "{") {
          throw ScenarioJSONError(offset: offset, problem: "found '['")
        }
        closers.append(byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard closers.last == byte else {
          throw ScenarioJSONError(
            offset: offset, problem: "an unmatched '\(Character(Unicode.Scalar(byte)))'")
        }
        closers.removeLast()
        finished = closers.isEmpty
      case UInt8(ascii: "\""):
        inString = true
      default:
        if closers.isEmpty {
          throw ScenarioJSONError(
            offset: offset, problem: "found '\(Character(Unicode.Scalar(byte)))'")
        }
      }
      out.append(byte)
    }
    let end = text.utf8.count
    if inString { throw ScenarioJSONError(offset: end, problem: "an unterminated string") }
    if !finished {
      throw ScenarioJSONError(
        offset: end, problem: closers.isEmpty ? "no object" : "an unclosed bracket")
    }
    return String(decoding: out, as: UTF8.self)
  }
}

import InsetSimTraceFormat

/// A parsed JSON document that keeps the order of object keys, so that errors, re-encoded scenarios
/// and traces come out the same on every run.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.number(let x), .number(let y)): x == y
    case (.string(let x), .string(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)):
      x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let b): hasher.combine(b)
    case .number(let n): hasher.combine(n)
    case .string(let s): hasher.combine(s)
    case .array(let a): hasher.combine(a)
    case .object(let o):
      for (k, v) in o {
        hasher.combine(k)
        hasher.combine(v)
      }
    }
  }

  /// The value for `key` in an object; nil for a missing key or a non-object.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let pairs) = self else { return nil }
    return pairs.first(where: { $0.0 == key })?.1
  }

  /// A word for the kind of value, as error messages name it: "a string", "an array".
  public var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

// MARK: - Writing

extension JSONValue {
  /// Compact JSON with keys in their stored order and numbers written without locale: whole numbers
  /// as integers (`64`), others in Swift's shortest round-trip form (`97.67`).
  public var compactText: String {
    var buffer = JSONTextBuffer()
    write(to: &buffer)
    return buffer.text
  }

  public func write(to out: inout String) {
    var buffer = JSONTextBuffer()
    write(to: &buffer)
    out += buffer.text
  }

  /// The compact text appended to `buffer` as UTF-8 bytes.
  public func write(to buffer: inout JSONTextBuffer) {
    switch self {
    case .null: buffer.append("null")
    case .bool(let b): buffer.append(b ? "true" : "false")
    case .number(let n): buffer.appendNumber(n)
    case .string(let s): buffer.appendString(s)
    case .array(let items):
      buffer.append(byte: UInt8(ascii: "["))
      for i in items.indices {
        if i > 0 { buffer.append(byte: UInt8(ascii: ",")) }
        items[i].write(to: &buffer)
      }
      buffer.append(byte: UInt8(ascii: "]"))
    case .object(let pairs):
      buffer.append(byte: UInt8(ascii: "{"))
      for i in pairs.indices {
        if i > 0 { buffer.append(byte: UInt8(ascii: ",")) }
        buffer.appendString(pairs[i].0)
        buffer.append(byte: UInt8(ascii: ":"))
        pairs[i].1.write(to: &buffer)
      }
      buffer.append(byte: UInt8(ascii: "}"))
    }
  }

  /// The bytes of ``write(to:)-swift.method``'s compact text, worked out without writing it (a long
  /// run's trace header is counted, not written, to bound the trace's size).
  public var compactByteCount: Int {
    switch self {
    case .null: return 4
    case .bool(let b): return b ? 4 : 5
    case .number(let n): return JSONTextBuffer.numberByteCount(n)
    case .string(let s): return JSONTextBuffer.stringByteCount(s)
    case .array(let items):
      var n = 2 + max(items.count - 1, 0)
      for item in items { n += item.compactByteCount }
      return n
    case .object(let pairs):
      var n = 2 + max(pairs.count - 1, 0)
      for (key, value) in pairs {
        n += JSONTextBuffer.stringByteCount(key) + 1 + value.compactByteCount
      }
      return n
    }
  }

  /// Indented JSON (two spaces), for files people read.
  public func prettyText(indent: String = "") -> String {
    switch self {
    case .array(let items) where !items.isEmpty:
      if items.allSatisfy({ if case .number = $0 { true } else { false } }) { return compactText }
      let inner = indent + "  "
      return "[\n" + items.map { inner + $0.prettyText(indent: inner) }.joined(separator: ",\n")
        + "\n" + indent + "]"
    case .object(let pairs) where !pairs.isEmpty:
      let inner = indent + "  "
      return "{\n"
        + pairs.map {
          inner + JSONValue.string($0.0).compactText + ": " + $0.1.prettyText(indent: inner)
        }
        .joined(separator: ",\n") + "\n" + indent + "}"
    default:
      return compactText
    }
  }

  static func writeNumber(_ n: Double, to out: inout String) { JSONText.writeNumber(n, to: &out) }

  static func writeString(_ s: String, to out: inout String) { JSONText.writeString(s, to: &out) }
}

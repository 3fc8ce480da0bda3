/// JSON text, written the one way every InsetSim file is written: whole numbers as integers (`64`),
/// others in Swift's shortest round-trip form (`97.66666666666667`), NaN and infinities as `null`,
/// strings with only the escapes JSON requires. Traces from the simulator and from the device
/// recorder go through it, so the two are byte for byte alike.
///
///     var out = ""
///     JSONText.writeNumbers([64, 0, 49, 0], to: &out)   // [64,0,49,0]
public enum JSONText {
  public static func writeNumber(_ n: Double, to out: inout String) {
    if n.isNaN || n.isInfinite {
      out += "null"
    } else if n == n.rounded(), abs(n) < 9.0e15 {
      out += String(Int64(n))
    } else {
      out += String(n)
    }
  }

  public static func writeNumbers(_ numbers: [Double], to out: inout String) {
    out += "["
    for (i, n) in numbers.enumerated() {
      if i > 0 { out += "," }
      writeNumber(n, to: &out)
    }
    out += "]"
  }

  public static func writeString(_ s: String, to out: inout String) {
    out += "\""
    // Most strings need no escape: one pass over the bytes finds out, and the string is appended
    // whole.
    if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      out += s
      out += "\""
      return
    }
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}

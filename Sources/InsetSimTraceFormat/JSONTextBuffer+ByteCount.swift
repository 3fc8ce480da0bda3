/// How many bytes a token takes as ``JSONTextBuffer`` writes it, worked out without writing it:
/// what a trace's size is counted with (each function mirrors the `append` it is named after).
extension JSONTextBuffer {
  /// The bytes of ``appendNumber(_:)``'s text for `n`.
  public static func numberByteCount(_ n: Double) -> Int {
    // A whole number below 9e15 converts to Int64 and back unchanged (the test `n == n.rounded()`
    // makes).
    if abs(n) < 9.0e15 {
      let whole = Int64(n)
      if Double(whole) == n { return integerByteCount(whole) }
    } else if n.isNaN || n.isInfinite {
      return 4  // null
    }
    return String(n).utf8.count
  }

  /// The bytes of ``appendInteger(_:)``'s text for `value`.
  public static func integerByteCount(_ value: Int64) -> Int {
    let magnitude = value.magnitude
    var digits = 1
    var power: UInt64 = 10
    while digits < 20 && magnitude >= power {
      digits += 1
      power = digits < 20 ? power &* 10 : power
    }
    return digits + (value < 0 ? 1 : 0)
  }

  /// The bytes of ``appendString(_:)``'s text for `s`: its UTF-8 bytes and two quotes, plus one
  /// byte for each two-character escape and five for each `\u00XX`.
  public static func stringByteCount(_ s: String) -> Int {
    var s = s
    return s.withUTF8 { utf8 in
      let n = utf8.count
      var total = n + 2
      var i = escapeIndex(utf8, from: 0)
      while i < n {
        switch utf8[i] {
        case 0x22, 0x5C, 0x0A, 0x0D, 0x09: total += 1
        default: total += 5
        }
        i = escapeIndex(utf8, from: i + 1)
      }
      return total
    }
  }
}

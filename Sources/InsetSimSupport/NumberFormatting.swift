import InsetSimTraceFormat

/// Formats a length in points the same way on every machine: whole numbers without a fraction
/// (`64`), others with at most two decimals (`97.67`), never a locale's separator.
package func formatPoints(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value < 0 ? "-inf" : "inf" }
  // Beyond any screen: Swift's shortest form ("1e+308"), as "× 100" below would overflow to
  // infinity.
  if abs(value) >= 1e15 { return String(value) }
  let rounded = (value * 100).rounded() / 100
  if rounded == rounded.rounded(), abs(rounded) < 1e15 {
    let whole = Int(rounded)
    return whole == 0 ? "0" : String(whole)
  }
  return String(rounded)
}

/// Formats virtual microseconds as seconds with three decimals: `0.350`.
package func formatSeconds(_ micros: Int64) -> String {
  // Written as bytes from the right and made a `String` once (a `String` per part, joined, costs
  // several times as much: every time point's name, and every note's time, is written this way).
  let ms = (micros.magnitude + 500) / 1000
  return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
    var start = buffer.count
    func put(_ byte: UInt8) {
      start -= 1
      buffer[start] = byte
    }
    var frac = ms % 1000
    for _ in 0..<3 {
      put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: frac % 10))
      frac /= 10
    }
    put(UInt8(ascii: "."))
    var whole = ms / 1000
    repeat {
      put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole % 10))
      whole /= 10
    } while whole > 0
    if micros < 0 { put(UInt8(ascii: "-")) }
    return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
  }
}

/// Lengths as ``formatPoints(_:)`` writes each, written as bytes between `open` and `close`,
/// `separator` between them, and made a `String` once: `(0, 64, 375, 603)`. Insets, frames, sizes
/// and points are described this way in every explanation a run's trace counts, so this is the way
/// that costs least (a `String` per number, appended, costs several times as much).
package func formatPointsList(
  _ a: Double, _ b: Double, _ c: Double? = nil, _ d: Double? = nil,
  open: StaticString = "(", separator: StaticString = ", ", close: StaticString = ")"
) -> String {
  // Each number takes at most 24 bytes ("-1.7976931348623157e+308"), each literal at most 4.
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4 * 24 + 5 * 4) { buffer in
    var text = PointsText(buffer)
    text.append(open)
    text.append(points: a)
    text.append(separator)
    text.append(points: b)
    if let c {
      text.append(separator)
      text.append(points: c)
    }
    if let d {
      text.append(separator)
      text.append(points: d)
    }
    text.append(close)
    return text.string
  }
}

/// Bytes written in place for ``formatPointsList(_:_:_:_:open:separator:close:)``.
private struct PointsText {
  let buffer: UnsafeMutableBufferPointer<UInt8>
  var used = 0

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

  var string: String {
    String(decoding: UnsafeMutableBufferPointer(rebasing: buffer[..<used]), as: UTF8.self)
  }

  mutating func append(_ literal: StaticString) {
    // A one-character literal may be held as a scalar, not as bytes: read either way.
    literal.withUTF8Buffer { utf8 in
      for k in utf8.indices { buffer[used + k] = utf8[k] }
      used += utf8.count
    }
  }

  /// `formatPoints(value)`: whole numbers below 2^53 ÷ 100 (whose "× 100 ÷ 100" is exact) as their
  /// digits, anything else through `formatPoints` itself.
  mutating func append(points value: Double) {
    guard abs(value) < 9.0e13, let whole = Int64(exactly: value) else {
      var text = formatPoints(value)
      text.withUTF8 { utf8 in
        for k in utf8.indices { buffer[used + k] = utf8[k] }
        used += utf8.count
      }
      return
    }
    if whole < 0 {
      buffer[used] = UInt8(ascii: "-")
      used += 1
    }
    var magnitude = whole.magnitude
    var digits = 1
    while digits < 14 && magnitude >= Self.powers[digits] { digits += 1 }
    var k = used + digits
    used = k
    repeat {
      k -= 1
      buffer[k] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
      magnitude /= 10
    } while magnitude != 0
  }

  /// 10^0 … 10^13.
  static let powers: [UInt64] = (0..<14).map { (0..<$0).reduce(UInt64(1)) { r, _ in r * 10 } }
}

import InsetSimTraceFormat

/// Byte searches that look at eight bytes at a time (a word's bytes tested together, "SWAR"), for
/// the readers of text: where ASCII stops, where the next control byte is. (Where a JSON string's
/// plain run ends is `JSONTextBuffer.escapeIndex`.)
package enum ByteScan {
  static let ones: UInt64 = 0x0101_0101_0101_0101
  static let highs: UInt64 = 0x8080_8080_8080_8080

  /// Whether any byte of `w` is below `n` (n ≤ 128).
  @inline(__always)
  static func hasByteBelow(_ w: UInt64, _ n: UInt8) -> Bool {
    (w &- ones &* UInt64(n)) & ~w & highs != 0
  }

  /// The index of the first byte from `start` that is not ASCII or is NUL, or `bytes.count` when
  /// there is none.
  package static func asciiRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let n = bytes.count
    var i = start
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      // Sixteen bytes a step (two words tested together), then eight.
      while i + 16 <= n {
        let v = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        let w = base.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
        if (v | w | ((v &- ones) & ~v) | ((w &- ones) & ~w)) & highs != 0 { break }
        i += 16
      }
      while i + 8 <= n {
        let w = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        if w & highs != 0 || hasByteBelow(w, 1) { break }
        i += 8
      }
    }
    while i < n {
      let b = bytes[i]
      if b == 0 || b >= 0x80 { return i }
      i += 1
    }
    return n
  }

  /// The index of the first byte from `start` below `limit` (limit ≤ 128), or `bytes.count` when
  /// there is none: with 0x0E, the next newline or carriage return (or other control byte below it)
  /// in a text.
  package static func firstByte(
    below limit: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int {
    let n = bytes.count
    var i = start
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while i + 8 <= n {
        let w = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        if hasByteBelow(w, limit) { break }
        i += 8
      }
    }
    while i < n {
      if bytes[i] < limit { return i }
      i += 1
    }
    return n
  }
}

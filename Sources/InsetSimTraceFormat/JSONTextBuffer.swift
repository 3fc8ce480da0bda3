/// JSON text built as UTF-8 bytes, in bulk: the same bytes ``JSONText`` writes into a `String`
/// (whole numbers
/// as integers, others in Swift's shortest round-trip form, NaN and infinities as `null`, only the
/// escapes JSON requires), without a `String` append per token. A value type: a copy is its own
/// text.
///
///     var buffer = JSONTextBuffer()
///     buffer.append("{\"top\":")
///     buffer.appendNumber(64)
///     buffer.append(byte: UInt8(ascii: "}"))
///     buffer.text  // {"top":64}
public struct JSONTextBuffer {
  /// The bytes, owned by one buffer at a time (copied before a shared one is written to).
  @usableFromInline
  final class Storage {
    @usableFromInline let pointer: UnsafeMutablePointer<UInt8>
    @usableFromInline let capacity: Int

    @usableFromInline
    init(capacity: Int) {
      self.capacity = Swift.max(capacity, 64)
      pointer = .allocate(capacity: self.capacity)
    }

    deinit { pointer.deallocate() }
  }

  @usableFromInline var storage: Storage
  @usableFromInline var used = 0

  /// How many bytes the text has.
  public var count: Int { used }

  public init(capacity: Int = 0) {
    storage = Storage(capacity: capacity)
  }

  /// The text so far, in UTF-8.
  public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage.pointer, count: used)) }

  /// Empties the text, keeping its storage for what comes next.
  public mutating func removeAll() { used = 0 }

  /// The text so far, read in place.
  public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try body(UnsafeBufferPointer(start: storage.pointer, count: used))
  }

  /// The text as a `String`.
  public var text: String {
    String(decoding: UnsafeBufferPointer(start: storage.pointer, count: used), as: UTF8.self)
  }

  /// Where the next `n` bytes go, room made for them; the caller writes them and adds `n` to
  /// `used`.
  @inlinable @inline(__always)
  mutating func room(_ n: Int) -> UnsafeMutablePointer<UInt8> {
    if used + n > storage.capacity || !isKnownUniquelyReferenced(&storage) { grow(n) }
    return storage.pointer + used
  }

  @usableFromInline
  mutating func grow(_ n: Int) {
    let new = Storage(capacity: Swift.max(storage.capacity * 2, used + n))
    new.pointer.update(from: storage.pointer, count: used)
    storage = new
  }

  /// Appends `literal` as it is (no quotes, no escapes): punctuation and keys known to need none.
  @inlinable @inline(__always)
  public mutating func append(_ literal: StaticString) {
    let n = literal.utf8CodeUnitCount
    let p = room(n)
    let source = literal.utf8Start
    for k in 0..<n { p[k] = source[k] }
    used += n
  }

  /// Appends `bytes` as they are.
  public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, bytes.count > 0 else { return }
    room(bytes.count).update(from: source, count: bytes.count)
    used += bytes.count
  }

  /// Appends `text` as it is (no quotes, no escapes).
  public mutating func append(raw text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  @inlinable @inline(__always)
  public mutating func append(byte: UInt8) {
    room(1).pointee = byte
    used += 1
  }

  /// A number as ``JSONText/writeNumber(_:to:)`` writes it.
  public mutating func appendNumber(_ n: Double) {
    // A whole number below 9e15 is exactly its Int64 (no rounding call needed to tell); -0 writes
    // as 0.
    if n.magnitude < 9.0e15 {
      let whole = Int64(n)
      if Double(whole) == n {
        appendInteger(whole)
      } else {
        append(raw: String(n))
      }
    } else if n.isNaN || n.isInfinite {
      append("null")
    } else {
      append(raw: String(n))
    }
  }

  /// "00" to "99", two digits for each value below 100.
  @usableFromInline static var digitPairs: StaticString {
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
  }

  /// How many decimal digits `v` takes.
  @inlinable
  static func decimalDigits(_ v: UInt64) -> Int {
    if v < 10 { return 1 }
    if v < 100 { return 2 }
    if v < 1_000 { return 3 }
    var digits = 4
    var power: UInt64 = 10_000
    while digits < 20 && v >= power {
      digits += 1
      power = digits < 20 ? power &* 10 : power
    }
    return digits
  }

  /// The digits of `v` at `p`, two at a time; returns how many.
  @inlinable
  static func writeDigits(_ v: UInt64, to p: UnsafeMutablePointer<UInt8>) -> Int {
    var magnitude = v
    let n = decimalDigits(magnitude)
    let pairs = digitPairs.utf8Start
    var k = n
    while magnitude >= 100 {
      let r = Int(truncatingIfNeeded: magnitude % 100)
      magnitude /= 100
      k -= 2
      p[k] = pairs[2 * r]
      p[k + 1] = pairs[2 * r + 1]
    }
    if magnitude >= 10 {
      let r = Int(truncatingIfNeeded: magnitude)
      p[k - 2] = pairs[2 * r]
      p[k - 1] = pairs[2 * r + 1]
    } else {
      p[k - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
    }
    return n
  }

  /// `literal`'s bytes at `p`; returns how many.
  @inlinable @inline(__always)
  static func writeLiteral(_ literal: StaticString, to p: UnsafeMutablePointer<UInt8>) -> Int {
    let n = literal.utf8CodeUnitCount
    let source = literal.utf8Start
    for k in 0..<n { p[k] = source[k] }
    return n
  }

  /// `{"t":T,"turn":N,"seq":S`, the start of every trace line, written with one reservation of
  /// room (three numbers and their keys each reserved apart cost a sixth of a line's writing).
  public mutating func appendLineStart(t: UInt64, turn: UInt64, seq: UInt64) {
    let p = room(5 + 20 + 8 + 20 + 7 + 20)
    var k = Self.writeLiteral("{\"t\":", to: p)
    k += Self.writeDigits(t, to: p + k)
    k += Self.writeLiteral(",\"turn\":", to: p + k)
    k += Self.writeDigits(turn, to: p + k)
    k += Self.writeLiteral(",\"seq\":", to: p + k)
    k += Self.writeDigits(seq, to: p + k)
    used += k
  }

  /// A whole number in decimal, as `String(_:)` writes it; two digits at a time.
  public mutating func appendInteger(_ value: Int64) {
    let p = room(21)
    var n = 0
    if value < 0 {
      p[0] = UInt8(ascii: "-")
      n = 1
    }
    n += Self.writeDigits(value.magnitude, to: p + n)
    used += n
  }

  /// A string in double quotes with the escapes ``JSONText/writeString(_:to:)`` makes: `\"`, `\\`,
  /// `\n`, `\r`, `\t`, and `\u00XX` for other control characters; everything else as its UTF-8
  /// bytes.
  public mutating func appendString(_ s: String) {
    var s = s
    s.withUTF8 { utf8 in
      // Room for the string unescaped, the least it takes; its plain bytes are copied and tested in
      // one pass, eight at a time, and most strings are plain to their end.
      let n = utf8.count
      let p = room(n + 2)
      p[0] = UInt8(ascii: "\"")
      let plain = utf8.baseAddress.map { Self.copyPlain($0, count: n, to: p + 1) } ?? 0
      if plain == n {
        p[n + 1] = UInt8(ascii: "\"")
        used += n + 2
        return
      }
      used += 1 + plain
      appendEscaped(UnsafeBufferPointer(rebasing: utf8[plain...]))
      append(byte: UInt8(ascii: "\""))
    }
  }

  /// Copies `source`'s bytes to `target` up to the first that JSON escapes, and returns its index
  /// (`count` when there is none). Bytes past that one may be copied too: `target` must have room
  /// for `count`.
  @inline(__always)
  static func copyPlain(
    _ source: UnsafePointer<UInt8>, count n: Int, to target: UnsafeMutablePointer<UInt8>
  ) -> Int {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    let ones: UInt64 = 0x0101_0101_0101_0101
    // The bytes of `w` (in memory order) that need an escape, flagged by their high bits; the
    // lowest flag is the first such byte (a borrow only runs upwards from one).
    @inline(__always) func flags(_ w: UInt64) -> UInt64 {
      let w = UInt64(littleEndian: w)
      let quote = w ^ (ones &* 0x22)
      let backslash = w ^ (ones &* 0x5C)
      return
        (((w &- ones &* 0x20) & ~w) | ((quote &- ones) & ~quote)
        | ((backslash &- ones) & ~backslash)) & 0x8080_8080_8080_8080
    }
    var i = 0
    while i + 8 <= n {
      let w = from.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      to.storeBytes(of: w, toByteOffset: i, as: UInt64.self)
      let f = flags(w)
      if f != 0 { return i + f.trailingZeroBitCount / 8 }
      i += 8
    }
    if i < n && n >= 8 {
      // The last eight bytes: those before `i` are plain, so flag none of the others.
      let w = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
      to.storeBytes(of: w, toByteOffset: n - 8, as: UInt64.self)
      let f = flags(w)
      return f != 0 ? n - 8 + f.trailingZeroBitCount / 8 : n
    }
    while i < n {
      let b = source[i]
      if b < 0x20 || b == 0x22 || b == 0x5C { return i }
      target[i] = b
      i += 1
    }
    return n
  }

  /// `run` with JSON's escapes; stretches that need none are appended whole.
  mutating func appendEscaped(_ run: UnsafeBufferPointer<UInt8>) {
    var start = 0
    let n = run.count
    while start < n {
      let i = Self.escapeIndex(run, from: start)
      if i > start { append(UnsafeBufferPointer(rebasing: run[start..<i])) }
      guard i < n else { return }
      let b = run[i]
      switch b {
      case 0x22: append("\\\"")
      case 0x5C: append("\\\\")
      case 0x0A: append("\\n")
      case 0x0D: append("\\r")
      case 0x09: append("\\t")
      default:
        let hex: StaticString = "0123456789abcdef"
        append("\\u00")
        append(byte: hex.utf8Start[Int(b >> 4)])
        append(byte: hex.utf8Start[Int(b & 0xF)])
      }
      start = i + 1
    }
  }

  /// The first byte from `start` that JSON escapes (a double quote, a backslash, a control
  /// character), or `run.count`; eight bytes are tested at a time.
  @inlinable
  public static func escapeIndex(_ run: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let n = run.count
    var i = start
    if let base = UnsafeRawPointer(run.baseAddress) {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      while i + 8 <= n {
        let w = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        let quote = w ^ (ones &* 0x22)
        let backslash = w ^ (ones &* 0x5C)
        let special =
          ((w &- ones &* 0x20) & ~w) | ((quote &- ones) & ~quote)
          | ((backslash &- ones) & ~backslash)
        if special & highs != 0 { break }
        i += 8
      }
    }
    while i < n {
      let b = run[i]
      if b < 0x20 || b == 0x22 || b == 0x5C { return i }
      i += 1
    }
    return n
  }
}

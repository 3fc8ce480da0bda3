/// The names of a trace being read (object names, callback names, observation points), kept by their
/// bytes so that a name read again is the same `String` rather than a new one: reading costs a hash and a
/// comparison instead of an allocation, and the entries share their names' storage.
struct TraceStrings {
  /// Strings longer than this are made afresh each time (explanations and details rarely repeat).
  static let maxLength = 64
  /// The most strings kept; beyond them, new strings are made afresh.
  static let maxKept = 4_096

  /// Per slot: the hash of its bytes (0: empty), where they are in `arena`, how many, and the string.
  /// The table has twice as many slots as strings kept (a power of two), and doubles as it fills.
  private var hashes = [UInt64](repeating: 0, count: 64)
  private var offsets = [Int](repeating: 0, count: 64)
  private var lengths = [Int](repeating: 0, count: 64)
  private var strings = [String](repeating: "", count: 64)
  private var used = 0
  /// The bytes of every kept string, one after another.
  private var arena: [UInt8] = []

  /// The string of `bytes` (valid UTF-8, no escapes to undo).
  mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let n = bytes.count
    // Up to 15 bytes a string is stored inline, with nothing to allocate or share.
    guard n <= Self.maxLength, n > 15 else { return String(decoding: bytes, as: UTF8.self) }
    let hash = Self.hash(bytes) | 1
    let mask = hashes.count - 1
    var i = Int(truncatingIfNeeded: hash >> 7) & mask
    while hashes[i] != 0 {
      if hashes[i] == hash && lengths[i] == n {
        let offset = offsets[i]
        let same = arena.withUnsafeBufferPointer { a in
          // The slot's bytes were stored whole: `a` holds offset + n of them.
          var k = 0
          while k < n && a[offset + k] == bytes[k] { k += 1 }
          return k == n
        }
        if same { return strings[i] }
      }
      i = (i + 1) & mask
    }
    let string = String(decoding: bytes, as: UTF8.self)
    if used < Self.maxKept {
      if 2 * (used + 1) > hashes.count {
        grow()
        i = Int(truncatingIfNeeded: hash >> 7) & (hashes.count - 1)
        while hashes[i] != 0 { i = (i + 1) & (hashes.count - 1) }
      }
      hashes[i] = hash
      offsets[i] = arena.count
      lengths[i] = n
      strings[i] = string
      arena.append(contentsOf: bytes)
      used += 1
    }
    return string
  }

  /// Doubles the slots, placing every kept string again.
  private mutating func grow() {
    let count = hashes.count * 2
    var h = [UInt64](repeating: 0, count: count)
    var o = [Int](repeating: 0, count: count)
    var l = [Int](repeating: 0, count: count)
    var s = [String](repeating: "", count: count)
    for j in hashes.indices where hashes[j] != 0 {
      var i = Int(truncatingIfNeeded: hashes[j] >> 7) & (count - 1)
      while h[i] != 0 { i = (i + 1) & (count - 1) }
      h[i] = hashes[j]
      o[i] = offsets[j]
      l[i] = lengths[j]
      s[i] = strings[j]
    }
    hashes = h
    offsets = o
    lengths = l
    strings = s
  }

  /// FNV-1a over the bytes, eight at a time.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    let n = bytes.count
    var i = 0
    guard let raw = UnsafeRawPointer(bytes.baseAddress) else { return h }
    while i + 8 <= n {
      h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x0000_0100_0000_01b3
      h ^= h >> 29
      i += 8
    }
    while i < n {
      h = (h ^ UInt64(bytes[i])) &* 0x0000_0100_0000_01b3
      i += 1
    }
    return h ^ UInt64(n)
  }
}

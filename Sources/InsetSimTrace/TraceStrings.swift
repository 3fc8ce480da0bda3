import InsetSimRules

/// The strings of a trace being read (object names, callback names, observation points, rules,
/// explanations and details), kept by their bytes so that a string read again is the same `String`
/// rather than a new one: reading costs a hash and a comparison instead of validating and copying
/// the bytes, and the entries share their strings' storage (an explanation read again shares its
/// ``Explanation`` too).
struct TraceStrings {
  /// Strings longer than this are made afresh each time (the longest explanation's words fit).
  static let maxLength = 4_096
  /// The most strings kept, and the most bytes they take; beyond them, new strings are made afresh.
  static let maxKept = 4_096
  static let maxArenaBytes = 1 << 20

  /// A slot of the table: the hash of its string's bytes (0: empty), the string's place in
  /// `strings`, and where its bytes are in `arena`. The table has at least twice as many slots as
  /// strings kept (a power of two), and doubles as it fills.
  private struct Slot {
    var hash: UInt64 = 0
    var id: Int32 = 0
    var length: Int32 = 0
    var offset: Int = 0
  }

  private var slots = [Slot](repeating: Slot(), count: 64)
  private var strings: [String] = []
  private var explanations: [Explanation?] = []
  /// The rule id of each kept string, once one was read (making an id looks its string up in the
  /// table of ids, under a lock).
  private var ruleIDs: [RuleID?] = []
  /// The bytes of every kept string, one after another.
  private var arena: [UInt8] = []

  /// The last snapshot's object names and how many values it had: the next one mostly has the same.
  var snapshotNames: [String] = []
  var snapshotItemCount = 0

  /// The string of `bytes` (valid UTF-8, no escapes to undo).
  mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard let id = id(bytes) else { return String(decoding: bytes, as: UTF8.self) }
    return strings[id]
  }

  /// An explanation whose words are `bytes` (valid UTF-8, no escapes to undo).
  mutating func explanation(_ bytes: UnsafeBufferPointer<UInt8>) -> Explanation {
    guard let id = id(bytes) else {
      return Explanation(text: String(decoding: bytes, as: UTF8.self))
    }
    if let kept = explanations[id] { return kept }
    let made = Explanation(text: strings[id])
    explanations[id] = made
    return made
  }

  /// The rule id whose string is `bytes` (valid UTF-8, no escapes to undo).
  mutating func ruleID(_ bytes: UnsafeBufferPointer<UInt8>) -> RuleID {
    guard let id = id(bytes) else { return RuleID(String(decoding: bytes, as: UTF8.self)) }
    if let kept = ruleIDs[id] { return kept }
    let made = RuleID(strings[id])
    ruleIDs[id] = made
    return made
  }

  /// The place in `strings` of the string of `bytes`, kept now if it was not and there is room; nil
  /// when it is not kept.
  private mutating func id(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let n = bytes.count
    guard n <= Self.maxLength else { return nil }
    let hash = Self.hash(bytes) | 1
    var mask = slots.count - 1
    var i = Int(truncatingIfNeeded: hash >> 7) & mask
    while true {
      let slot = slots[i]
      if slot.hash == 0 { break }
      if slot.hash == hash && Int(slot.length) == n
        && arena.withUnsafeBufferPointer({ Self.same($0, slot.offset, bytes) })
      {
        return Int(slot.id)
      }
      i = (i + 1) & mask
    }
    guard strings.count < Self.maxKept, arena.count + n <= Self.maxArenaBytes else { return nil }
    if 2 * (strings.count + 1) > slots.count {
      grow()
      mask = slots.count - 1
      i = Int(truncatingIfNeeded: hash >> 7) & mask
      while slots[i].hash != 0 { i = (i + 1) & mask }
    }
    let id = strings.count
    slots[i] = Slot(hash: hash, id: Int32(id), length: Int32(n), offset: arena.count)
    strings.append(String(decoding: bytes, as: UTF8.self))
    explanations.append(nil)
    ruleIDs.append(nil)
    arena.append(contentsOf: bytes)
    return id
  }

  /// Whether `a` holds `b`'s bytes from `offset` on (it holds at least `offset + b.count` bytes).
  private static func same(
    _ a: UnsafeBufferPointer<UInt8>, _ offset: Int, _ b: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let n = b.count
    guard n > 0, let pa = UnsafeRawPointer(a.baseAddress), let pb = UnsafeRawPointer(b.baseAddress)
    else { return true }
    var k = 0
    while k + 8 <= n {
      if pa.loadUnaligned(fromByteOffset: offset + k, as: UInt64.self)
        != pb.loadUnaligned(fromByteOffset: k, as: UInt64.self)
      {
        return false
      }
      k += 8
    }
    if k < n && n >= 8 {
      // The last eight bytes, some of them compared again.
      return pa.loadUnaligned(fromByteOffset: offset + n - 8, as: UInt64.self)
        == pb.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
    }
    while k < n {
      if a[offset + k] != b[k] { return false }
      k += 1
    }
    return true
  }

  /// Doubles the slots, placing every kept string again.
  private mutating func grow() {
    let count = slots.count * 2
    var new = [Slot](repeating: Slot(), count: count)
    for slot in slots where slot.hash != 0 {
      var i = Int(truncatingIfNeeded: slot.hash >> 7) & (count - 1)
      while new[i].hash != 0 { i = (i + 1) & (count - 1) }
      new[i] = slot
    }
    slots = new
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
    if i < n && n >= 8 {
      // The last eight bytes, some of them hashed again: one step instead of one a byte.
      h = (h ^ raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)) &* 0x0000_0100_0000_01b3
      h ^= h >> 29
      return h ^ UInt64(n)
    }
    while i < n {
      h = (h ^ UInt64(bytes[i])) &* 0x0000_0100_0000_01b3
      i += 1
    }
    return h ^ UInt64(n)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The strings of the rule ids in use, each kept once for the life of the process: a ``RuleID`` is
/// its string's place here, so that copying or destroying one touches no reference count, and
/// comparing two for equality compares two numbers.
///
/// The strings lie in chunks that never move, the k-th holding `firstChunk << k` of them. A string
/// is written before its place is handed out, and a place reaches another thread only through
/// something that orders the two (starting a task or thread, a lock, a join), so the string at a
/// place in hand is read without the lock. Adding a string, or finding the place of one, takes it.
enum RuleIDTable {
  static let firstChunk = 64
  /// 64 × (2²⁶ − 1) places: more than a `UInt32` counts.
  static let chunkCount = 26

  /// The chunks (nil: not made yet), made once and never freed; place 0, the empty id, is made
  /// with them.
  nonisolated(unsafe) static let chunks: UnsafeMutablePointer<UnsafeMutablePointer<String>?> = {
    let p = UnsafeMutablePointer<UnsafeMutablePointer<String>?>.allocate(capacity: chunkCount)
    p.initialize(repeating: nil, count: chunkCount)
    let first = UnsafeMutablePointer<String>.allocate(capacity: firstChunk)
    first.initialize(to: "")
    p[0] = first
    return p
  }()

  /// Guards `places` and `count`, and the making of chunks.
  nonisolated(unsafe) static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
    let p = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    p.initialize(to: pthread_mutex_t())
    pthread_mutex_init(p, nil)
    return p
  }()
  /// The place of every string kept (under `lock`).
  nonisolated(unsafe) static var places: [String: UInt32] = ["": 0]
  /// How many places are taken (under `lock`).
  nonisolated(unsafe) static var count: UInt32 = 1

  /// The chunk of place `i` and the place in it.
  @inline(__always)
  static func locate(_ i: UInt32) -> (chunk: Int, offset: Int) {
    let j = Int(i) + firstChunk
    let k = (Int.bitWidth - 1 - j.leadingZeroBitCount) - firstChunk.trailingZeroBitCount
    return (k, j - (firstChunk << k))
  }

  /// The string at place `i`, a place handed out by ``place(of:)``.
  @inline(__always)
  static func string(at i: UInt32) -> String {
    let (k, offset) = locate(i)
    return chunks[k].unsafelyUnwrapped[offset]
  }

  /// The place of `s`, kept now if it was not.
  static func place(of s: String) -> UInt32 {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    if let kept = places[s] { return kept }
    let i = count
    let (k, offset) = locate(i)
    if chunks[k] == nil { chunks[k] = .allocate(capacity: firstChunk << k) }
    (chunks[k].unsafelyUnwrapped + offset).initialize(to: s)
    places[s] = i
    count = i + 1
    return i
  }
}

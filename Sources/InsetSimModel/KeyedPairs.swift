import InsetSimSupport

/// An object's pairs read by key, as `Dictionary(pairs, uniquingKeysWith: { a, _ in a })` reads
/// them (the first pair with the key), without hashing: a decoded object has few keys, each read
/// once or twice.
struct KeyedPairs {
  let pairs: [(String, JSONValue)]
  /// Whether the keys are ASCII text (read from an ASCII document), so that a key of another length
  /// is another key: see ``ScenarioDecoder/asciiKeys``.
  let ascii: Bool

  /// For ASCII keys, bit `n % 64` set for each key of `n` bytes: most keys that a decoder looks up
  /// and the object does not hold are told so by their length, without a comparison.
  let lengths: UInt64

  init(_ pairs: [(String, JSONValue)], ascii: Bool = false) {
    self.pairs = pairs
    self.ascii = ascii
    var lengths: UInt64 = 0
    if ascii { for i in pairs.indices { lengths |= 1 &<< UInt64(pairs[i].0.utf8.count & 63) } }
    self.lengths = lengths
  }

  /// The value of `key` (ASCII: the decoder's own names).
  subscript(_ key: String) -> JSONValue? {
    if ascii {
      let n = key.utf8.count
      if lengths & (1 &<< UInt64(n & 63)) == 0 { return nil }
      for i in pairs.indices where pairs[i].0.utf8.count == n && pairs[i].0 == key {
        return pairs[i].1
      }
      return nil
    }
    for i in pairs.indices where pairs[i].0 == key { return pairs[i].1 }
    return nil
  }
}

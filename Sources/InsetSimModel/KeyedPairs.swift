import InsetSimSupport

/// An object's pairs read by key, as `Dictionary(pairs, uniquingKeysWith: { a, _ in a })` reads
/// them (the first pair with the key), without hashing: a decoded object has few keys, each read
/// once or twice.
struct KeyedPairs {
  let pairs: [(String, JSONValue)]
  /// Whether the keys are ASCII text (read from an ASCII document), so that a key of another length
  /// is another key: see ``ScenarioDecoder/same(_:_:)``.
  let ascii: Bool

  init(_ pairs: [(String, JSONValue)], ascii: Bool = false) {
    self.pairs = pairs
    self.ascii = ascii
  }

  /// The value of `key` (ASCII: the decoder's own names).
  subscript(_ key: String) -> JSONValue? {
    if ascii {
      let n = key.utf8.count
      for i in pairs.indices where pairs[i].0.utf8.count == n && pairs[i].0 == key {
        return pairs[i].1
      }
      return nil
    }
    for i in pairs.indices where pairs[i].0 == key { return pairs[i].1 }
    return nil
  }
}

import InsetSimSupport

/// An object's pairs read by key, as `Dictionary(pairs, uniquingKeysWith: { a, _ in a })` reads
/// them (the first
/// pair with the key), without hashing: a decoded object has few keys, each read once or twice.
struct KeyedPairs {
  let pairs: [(String, JSONValue)]

  init(_ pairs: [(String, JSONValue)]) { self.pairs = pairs }

  subscript(_ key: String) -> JSONValue? {
    for i in pairs.indices where pairs[i].0 == key { return pairs[i].1 }
    return nil
  }
}

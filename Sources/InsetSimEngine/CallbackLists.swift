import InsetSimModel

/// Lists of indexes (observation points, script steps) by callback, for the few callbacks a
/// scenario names.
///
/// Found by comparing cases: a dictionary keyed by ``Callback`` hashes the case's raw string on
/// every lookup (`RawRepresentable`'s default hash), which cost more than the rest of a callback's
/// observation.
struct CallbackLists {
  private var callbacks: [Callback] = []
  private var lists: [[Int]] = []

  var isEmpty: Bool { callbacks.isEmpty }

  /// The indexes added for `callback`, in the order they were added (none: empty).
  subscript(_ callback: Callback) -> [Int] {
    guard let i = callbacks.firstIndex(of: callback) else { return [] }
    return lists[i]
  }

  mutating func append(_ index: Int, for callback: Callback) {
    if let i = callbacks.firstIndex(of: callback) {
      lists[i].append(index)
    } else {
      callbacks.append(callback)
      lists.append([index])
    }
  }
}

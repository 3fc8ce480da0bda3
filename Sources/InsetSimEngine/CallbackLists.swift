import InsetSimModel

/// Lists of indexes (observation points, script steps) by callback, for the few callbacks a
/// scenario names.
///
/// Found by comparing cases: a dictionary keyed by ``Callback`` hashes the case's raw string on
/// every lookup (`RawRepresentable`'s default hash), which cost more than the rest of a callback's
/// observation. Each callback lies beside its list, in one list made with room for a few: a list
/// of callbacks beside a list of lists allocated two more, and grew.
struct CallbackLists {
  private var lists: [(callback: Callback, indexes: [Int])] = []

  var isEmpty: Bool { lists.isEmpty }

  /// The indexes added for `callback`, in the order they were added (none: empty).
  subscript(_ callback: Callback) -> [Int] {
    for i in lists.indices where lists[i].callback == callback { return lists[i].indexes }
    return []
  }

  mutating func append(_ index: Int, for callback: Callback) {
    for i in lists.indices where lists[i].callback == callback {
      lists[i].indexes.append(index)
      return
    }
    if lists.isEmpty { lists.reserveCapacity(4) }
    lists.append((callback, [index]))
  }
}

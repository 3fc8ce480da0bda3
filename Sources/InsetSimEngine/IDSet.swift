/// A set of a run's small ids (controllers, transitions, navigation controllers, script steps and
/// observation points, each a place in a list from 0), one bit per id: the first 64 ids in the
/// value itself, the rest in a list of words made when an id that large first joins.
///
/// A `Set` allocated its table at its first insertion and hashed the id at every look-up; most
/// runs' sets hold a few ids under 64, which this keeps with no allocation and no hashing. Its
/// members come in increasing order.
struct IDSet<ID: DenseID>: Sequence, ExpressibleByArrayLiteral {
  /// Ids 0–63.
  private var low: UInt64 = 0
  /// Ids from 64 on, 64 a word (empty until one joins).
  private var high: [UInt64] = []

  init() {}

  init(arrayLiteral ids: ID...) {
    for id in ids { insert(id) }
  }

  var isEmpty: Bool { low == 0 && high.allSatisfy { $0 == 0 } }

  func contains(_ id: ID) -> Bool {
    let i = id.denseIndex
    if i < 64 { return low & (1 << UInt64(i)) != 0 }
    let word = i / 64 - 1
    return word < high.count && high[word] & (1 << UInt64(i % 64)) != 0
  }

  @discardableResult
  mutating func insert(_ id: ID) -> (inserted: Bool, memberAfterInsert: ID) {
    let i = id.denseIndex
    precondition(i >= 0, "an id is a place in a list")
    let bit: UInt64 = 1 << UInt64(i % 64)
    if i < 64 {
      defer { low |= bit }
      return (low & bit == 0, id)
    }
    let word = i / 64 - 1
    if high.count <= word {
      high.append(contentsOf: repeatElement(0, count: word + 1 - high.count))
    }
    defer { high[word] |= bit }
    return (high[word] & bit == 0, id)
  }

  @discardableResult
  mutating func remove(_ id: ID) -> ID? {
    guard contains(id) else { return nil }
    let i = id.denseIndex
    let bit: UInt64 = 1 << UInt64(i % 64)
    if i < 64 { low &= ~bit } else { high[i / 64 - 1] &= ~bit }
    return id
  }

  func makeIterator() -> Iterator { Iterator(set: self) }

  /// The members in increasing order.
  struct Iterator: IteratorProtocol {
    fileprivate let set: IDSet
    /// The word being read (0: `low`) and its bits not read yet.
    private var word = 0
    private var bits: UInt64

    fileprivate init(set: IDSet) {
      self.set = set
      bits = set.low
    }

    mutating func next() -> ID? {
      while bits == 0 {
        guard word < set.high.count else { return nil }
        bits = set.high[word]
        word += 1
      }
      let bit = bits.trailingZeroBitCount
      bits &= bits - 1
      return ID(denseIndex: word * 64 + bit)
    }
  }
}

/// An id that is a place in a list (from 0), which ``IDSet`` keeps as a bit.
protocol DenseID {
  init(denseIndex: Int)
  var denseIndex: Int { get }
}

extension Int: DenseID {
  init(denseIndex: Int) { self = denseIndex }
  var denseIndex: Int { self }
}

extension ControllerID: DenseID {
  init(denseIndex: Int) { self.init(denseIndex) }
  var denseIndex: Int { index }
}

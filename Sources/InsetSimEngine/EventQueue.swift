import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// A binary min-heap of scheduled events keyed by (time, insertion sequence): equal times come out
/// first-in first-out. Payloads live in a side table; the heap moves only plain keys. A slot the
/// table no longer needs holds the next free one, so that freed slots need no list of their own.
///
///     var q = EventQueue<String>()
///     q.schedule("b", at: 10); q.schedule("a", at: 5); q.schedule("c", at: 10)
///     q.popNext()  // (5, "a"), then (10, "b"), then (10, "c")
///
/// - Complexity: `schedule` and `popNext` are O(log n).
public struct EventQueue<Payload> {
  @usableFromInline
  struct Key {
    @usableFromInline var time: Int64
    @usableFromInline var sequence: UInt64
    @usableFromInline var slot: Int32

    @inlinable init(time: Int64, sequence: UInt64, slot: Int32) {
      self.time = time
      self.sequence = sequence
      self.slot = slot
    }

    @inlinable @inline(__always)
    static func earlier(_ a: Key, _ b: Key) -> Bool {
      a.time < b.time || (a.time == b.time && a.sequence < b.sequence)
    }
  }

  /// A payload's place: the payload while its event waits, else the next free slot (-1: none).
  @usableFromInline
  struct Slot {
    @usableFromInline var payload: Payload?
    @usableFromInline var nextFree: Int32

    @inlinable init(payload: Payload?, nextFree: Int32) {
      self.payload = payload
      self.nextFree = nextFree
    }
  }

  @usableFromInline var heap: ContiguousArray<Key> = []
  @usableFromInline var slots: ContiguousArray<Slot> = []
  /// The first free slot (-1: none), the last one freed.
  @usableFromInline var freeSlot: Int32 = -1
  /// The next insertion's sequence number.
  @usableFromInline var _nextSequence: UInt64 = 0
  public var nextSequence: UInt64 { _nextSequence }

  public init() {}

  public init(reservingCapacity n: Int) {
    heap.reserveCapacity(n)
    slots.reserveCapacity(n)
  }

  public var isEmpty: Bool { heap.isEmpty }
  public var count: Int { heap.count }

  /// The earliest event's time and sequence, without removing it.
  public var peek: (time: Int64, sequence: UInt64)? { heap.first.map { ($0.time, $0.sequence) } }

  /// Removes everything; keeps the storage and restarts the sequence.
  public mutating func removeAll() {
    heap.removeAll(keepingCapacity: true)
    slots.removeAll(keepingCapacity: true)
    freeSlot = -1
    _nextSequence = 0
  }

  @inlinable
  public mutating func schedule(_ payload: Payload, at time: Int64) {
    let slot: Int32
    if freeSlot >= 0 {
      slot = freeSlot
      freeSlot = slots[Int(slot)].nextFree
      slots[Int(slot)].payload = payload
    } else {
      slot = Int32(slots.count)
      slots.append(Slot(payload: payload, nextFree: -1))
    }
    let key = Key(time: time, sequence: _nextSequence, slot: slot)
    _nextSequence &+= 1
    heap.append(key)
    var i = heap.count - 1
    while i > 0 {
      let parent = (i - 1) >> 1
      if !Key.earlier(key, heap[parent]) { break }
      heap[i] = heap[parent]
      i = parent
    }
    heap[i] = key
  }

  /// Removes and returns the earliest event (FIFO among equal times).
  @inlinable
  public mutating func popNext() -> (time: Int64, sequence: UInt64, payload: Payload)? {
    guard let top = heap.first else { return nil }
    let last = heap.removeLast()
    let n = heap.count
    if n > 0 {
      var i = 0
      while true {
        let l = 2 * i + 1
        if l >= n { break }
        var c = l
        let r = l + 1
        if r < n && Key.earlier(heap[r], heap[l]) { c = r }
        if !Key.earlier(heap[c], last) { break }
        heap[i] = heap[c]
        i = c
      }
      heap[i] = last
    }
    let slot = Int(top.slot)
    // The slot was filled by `schedule`; it is emptied only here.
    let payload = slots[slot].payload.unsafelyUnwrapped
    slots[slot].payload = nil
    slots[slot].nextFree = freeSlot
    freeSlot = top.slot
    return (top.time, top.sequence, payload)
  }
}

#if DEBUG
  extension EventQueue {
    /// Checks the heap property; traps with the offending positions.
    package func _checkInvariants() {
      for i in 1..<max(heap.count, 1) where i < heap.count {
        let p = (i - 1) >> 1
        precondition(!Key.earlier(heap[i], heap[p]), "key at \(i) sorts before its parent at \(p)")
      }
    }
  }
#endif

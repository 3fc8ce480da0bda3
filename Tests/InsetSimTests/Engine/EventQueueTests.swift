import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimLint
@testable import InsetSimMatrix
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// The engine's queue: earliest time first, and among equal times the one scheduled first (STYLE
/// §5.1, SPEC §2 "a stable tie-break (time, then insertion order)").
@Suite struct EventQueueTests {
  /// Pops everything, in order.
  private func drain<P>(_ queue: inout EventQueue<P>) -> [(
    time: Int64, sequence: UInt64, payload: P
  )] {
    var out: [(time: Int64, sequence: UInt64, payload: P)] = []
    while let next = queue.popNext() { out.append(next) }
    return out
  }

  // MARK: Ordering

  @Test func popsInTimeOrder() {
    var q = EventQueue<String>()
    q.schedule("c", at: 30)
    q.schedule("a", at: 10)
    q.schedule("d", at: 40)
    q.schedule("b", at: 20)
    #expect(drain(&q).map(\.payload) == ["a", "b", "c", "d"])
    #expect(q.isEmpty)
  }

  @Test func equalTimesPopFirstInFirstOut() {
    var q = EventQueue<String>()
    q.schedule("b1", at: 10)
    q.schedule("a", at: 5)
    q.schedule("b2", at: 10)
    q.schedule("b3", at: 10)
    q.schedule("c", at: 20)
    q.schedule("b4", at: 10)
    let popped = drain(&q)
    #expect(popped.map(\.payload) == ["a", "b1", "b2", "b3", "b4", "c"])
    // Sequence numbers are the insertion order.
    #expect(popped.map(\.sequence) == [1, 0, 2, 3, 5, 4])
  }

  @Test func manyEventsAtTheSameTimeKeepTheirInsertionOrder() {
    var q = EventQueue<Int>()
    for i in 0..<1_000 { q.schedule(i, at: 0) }
    #expect(drain(&q).map(\.payload) == Array(0..<1_000))
  }

  @Test func negativeAndLargeTimesSortNumerically() {
    var q = EventQueue<Int64>()
    for t: Int64 in [Int64.max, 0, -1, Int64.min, 16_667, -16_667] { q.schedule(t, at: t) }
    #expect(drain(&q).map(\.payload) == [Int64.min, -16_667, -1, 0, 16_667, Int64.max])
  }

  @Test func interleavedScheduleAndPopStillRespectTimeThenSequence() {
    var q = EventQueue<String>()
    q.schedule("t10-a", at: 10)
    q.schedule("t5", at: 5)
    #expect(q.popNext()?.payload == "t5")
    // Scheduled after "t10-a" at the same time: comes out after it.
    q.schedule("t10-b", at: 10)
    // Earlier than anything still queued: comes out first even though it was scheduled last.
    q.schedule("t7", at: 7)
    #expect(q.popNext()?.payload == "t7")
    #expect(q.popNext()?.payload == "t10-a")
    q.schedule("t10-c", at: 10)
    q.schedule("t3", at: 3)  // in the past of what was popped: the queue does not judge, it sorts
    #expect(q.popNext()?.payload == "t3")
    #expect(q.popNext()?.payload == "t10-b")
    #expect(q.popNext()?.payload == "t10-c")
    #expect(q.popNext() == nil)
  }

  @Test func peekShowsTheEarliestWithoutRemovingIt() {
    var q = EventQueue<String>()
    #expect(q.peek == nil)
    q.schedule("later", at: 20)
    q.schedule("first", at: 10)
    q.schedule("tie", at: 10)
    #expect(q.peek?.time == 10)
    #expect(q.peek?.sequence == 1)
    #expect(q.count == 3)
    #expect(q.popNext()?.payload == "first")
    #expect(q.peek?.time == 10)
    #expect(q.peek?.sequence == 2)
  }

  @Test func popOnAnEmptyQueueReturnsNil() {
    var q = EventQueue<Int>()
    #expect(q.popNext() == nil)
    #expect(q.isEmpty)
    #expect(q.count == 0)
  }

  @Test func nextSequenceCountsInsertionsAndRemoveAllRestartsIt() {
    var q = EventQueue<Int>(reservingCapacity: 4)
    #expect(q.nextSequence == 0)
    q.schedule(1, at: 1)
    q.schedule(2, at: 2)
    _ = q.popNext()
    #expect(q.nextSequence == 2, "popping does not give sequence numbers back")
    q.removeAll()
    #expect(q.isEmpty)
    #expect(q.nextSequence == 0)
    q.schedule(3, at: 0)
    #expect(q.popNext()?.sequence == 0)
  }

  // MARK: Randomized

  /// Random times from a small range (so ties are frequent), inserted in random batches between
  /// pops: every pop is the minimum by (time, sequence) of what is queued at that moment.
  @Test(arguments: 0..<50 as Range<UInt64>)
  func randomSchedulesPopInTimeThenSequenceOrder(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var q = EventQueue<UInt64>()
    // The model: what is queued, as (time, sequence).
    var model: [(time: Int64, sequence: UInt64)] = []
    var sequence: UInt64 = 0
    var popped = 0
    for _ in 0..<40 {
      for _ in 0..<Int.random(in: 0...40, using: &rng) {
        let time = Int64.random(in: 0..<50, using: &rng) * 16_667
        q.schedule(sequence, at: time)  // the payload is the sequence it should get
        model.append((time, sequence))
        sequence += 1
      }
      for _ in 0..<Int.random(in: 0...30, using: &rng) {
        guard let expected = model.min(by: { ($0.time, $0.sequence) < ($1.time, $1.sequence) })
        else {
          #expect(q.popNext() == nil, "seed \(seed)")
          break
        }
        guard let next = q.popNext() else {
          Issue.record("the queue ran dry with \(model.count) events left; seed \(seed)")
          return
        }
        guard next.time == expected.time, next.sequence == expected.sequence,
          next.payload == next.sequence
        else {
          Issue.record(
            """
            pop #\(popped) gave (time \(next.time), sequence \(next.sequence), payload \(next.payload)); \
            expected (time \(expected.time), sequence \(expected.sequence)); seed \(seed)
            """)
          return
        }
        model.removeAll { $0.sequence == expected.sequence }
        popped += 1
      }
      #expect(q.count == model.count, "seed \(seed)")
      #if DEBUG
        q._checkInvariants()
      #endif
    }
    // Drain the rest: still sorted by (time, sequence).
    let rest = drain(&q)
    let keys = rest.map { ($0.time, $0.sequence) }
    #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed)")
    #expect(rest.count == model.count, "seed \(seed)")
    #expect(rest.allSatisfy { $0.payload == $0.sequence }, "seed \(seed)")
  }

  @Test func tenThousandRandomInsertsPopSorted() {
    let seed: UInt64 = 0x5EED
    var rng = SplitMix64(seed: seed)
    var q = EventQueue<Int>()
    var inserted: [(time: Int64, sequence: UInt64)] = []
    for i in 0..<10_000 {
      let time = Int64.random(in: 0..<1_000, using: &rng)
      q.schedule(i, at: time)
      inserted.append((time, UInt64(i)))
    }
    let expected = inserted.sorted { ($0.time, $0.sequence) < ($1.time, $1.sequence) }
    let popped = drain(&q)
    #expect(popped.count == expected.count)
    #expect(popped.map(\.time) == expected.map(\.time), "seed \(seed)")
    #expect(popped.map(\.sequence) == expected.map(\.sequence), "seed \(seed)")
    #expect(popped.map { UInt64($0.payload) } == expected.map(\.sequence), "seed \(seed)")
  }

  // MARK: Storage

  @Test func slotsFreedByPopsAreReused() {
    var q = EventQueue<String>()
    for i in 0..<8 { q.schedule("first-\(i)", at: Int64(i)) }
    #expect(q.slots.count == 8)
    for _ in 0..<5 { _ = q.popNext() }
    #expect(q.slots.filter { $0.payload == nil }.count == 5)
    for i in 0..<5 { q.schedule("second-\(i)", at: Int64(100 + i)) }
    #expect(q.slots.count == 8, "five new events fit in the five freed slots")
    #expect(q.freeSlot == -1)
    q.schedule("grows", at: 200)
    #expect(q.slots.count == 9)
    // Reused slots hand back the new payloads, not the old ones.
    #expect(
      drain(&q).map(\.payload) == [
        "first-5", "first-6", "first-7", "second-0", "second-1", "second-2", "second-3", "second-4",
        "grows",
      ])
    #expect(q.slots.allSatisfy { $0.payload == nil }, "popped payloads are released")
  }

  @Test func steadyScheduleAndPopKeepsStorageBounded() {
    var q = EventQueue<Int>()
    for i in 0..<10_000 {
      q.schedule(i, at: Int64(i))
      q.schedule(i, at: Int64(i))
      _ = q.popNext()
      _ = q.popNext()
    }
    #expect(q.isEmpty)
    #expect(q.slots.count <= 2)
  }

  @Test func releasedPayloadsAreNotRetained() {
    final class Token {}
    weak var weakToken: Token?
    var q = EventQueue<Token>()
    do {
      let token = Token()
      weakToken = token
      q.schedule(token, at: 0)
    }
    #expect(weakToken != nil)
    _ = q.popNext()
    #expect(weakToken == nil, "the queue keeps no reference to a popped payload")
  }
}

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny seeded generator, so random tests repeat (STYLE
/// §5.2).
private struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

import InsetSim

/// The standard workload on the barest engine there is: a hand-written binary min-heap of plain
/// (time, sequence, pid) structs, no generics, no side table. It is the limit the engine is
/// measured against.
package struct BareHeapWorkload {
  struct Entry {
    var time: Int64
    var sequence: UInt64
    var pid: Int32
  }

  var heap = ContiguousArray<Entry>()
  var stepOf = ContiguousArray<Int32>(repeating: 0, count: StandardWorkload.processes)
  let delays = ContiguousArray(StandardWorkload.delayMicroseconds)
  /// The last round's records, in the order the steps ran.
  package private(set) var records = ContiguousArray<StandardWorkload.Record>()

  package init() {
    heap.reserveCapacity(StandardWorkload.processes)
    records.reserveCapacity(StandardWorkload.recordsPerRound)
  }

  @inline(__always)
  static func earlier(_ a: Entry, _ b: Entry) -> Bool {
    a.time < b.time || (a.time == b.time && a.sequence < b.sequence)
  }

  @inline(__always)
  mutating func push(_ e: Entry) {
    heap.append(e)
    var i = heap.count - 1
    while i > 0 {
      let parent = (i - 1) >> 1
      if !Self.earlier(e, heap[parent]) { break }
      heap[i] = heap[parent]
      i = parent
    }
    heap[i] = e
  }

  @inline(__always)
  mutating func pop() -> Entry? {
    guard let top = heap.first else { return nil }
    let last = heap.removeLast()
    let n = heap.count
    if n > 0 {
      var i = 0
      while true {
        let l = 2 * i + 1
        if l >= n { break }
        var c = l
        if l + 1 < n && Self.earlier(heap[l + 1], heap[l]) { c = l + 1 }
        if !Self.earlier(heap[c], last) { break }
        heap[i] = heap[c]
        i = c
      }
      heap[i] = last
    }
    return top
  }

  /// Runs one fresh round from t = 0; returns the number of events handled.
  @discardableResult
  package mutating func runRound() -> Int {
    let n = StandardWorkload.processes
    let k = StandardWorkload.steps
    heap.removeAll(keepingCapacity: true)
    records.removeAll(keepingCapacity: true)
    var sequence: UInt64 = 0
    for p in 0..<n {
      stepOf[p] = 0
      push(Entry(time: delays[p * k], sequence: sequence, pid: Int32(p)))
      sequence &+= 1
    }
    while let e = pop() {
      let p = Int(e.pid)
      let step = stepOf[p]
      records.append(
        StandardWorkload.Record(time: Double(e.time) / 1_000_000, pid: e.pid, step: step))
      let next = Int(step) + 1
      if next < k {
        stepOf[p] = Int32(next)
        push(Entry(time: e.time + delays[p * k + next], sequence: sequence, pid: e.pid))
        sequence &+= 1
      }
    }
    return records.count
  }
}

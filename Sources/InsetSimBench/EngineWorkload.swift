import InsetSim

/// The standard workload on InsetSim's engine: each process is an event on an ``EventLoop`` (the
/// clock and queue ``Simulation`` runs on); handling it appends the step's record and schedules the
/// next step.
package struct EngineWorkload {
  var loop = EventLoop<Int32>(reservingCapacity: StandardWorkload.processes)
  var stepOf = ContiguousArray<Int32>(repeating: 0, count: StandardWorkload.processes)
  let delays = ContiguousArray(StandardWorkload.delayMicroseconds)
  /// The last round's records, in the order the steps ran.
  package private(set) var records = ContiguousArray<StandardWorkload.Record>()

  package init() {
    records.reserveCapacity(StandardWorkload.recordsPerRound)
  }

  /// Runs one fresh round from t = 0; returns the number of events handled.
  @discardableResult
  package mutating func runRound() -> Int {
    let n = StandardWorkload.processes
    let k = StandardWorkload.steps
    loop.reset()
    records.removeAll(keepingCapacity: true)
    for p in 0..<n {
      stepOf[p] = 0
      loop.schedule(Int32(p), at: delays[p * k])
    }
    while let pid = loop.next() {
      let p = Int(pid)
      let step = stepOf[p]
      records.append(
        StandardWorkload.Record(time: Double(loop.now) / 1_000_000, pid: pid, step: step))
      let next = Int(step) + 1
      if next < k {
        stepOf[p] = Int32(next)
        loop.schedule(pid, after: delays[p * k + next])
      }
    }
    return records.count
  }
}

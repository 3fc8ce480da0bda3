import InsetSim

#if canImport(Darwin)
  import Foundation
#endif

/// `insetsim bench`: the engine against a bare heap on the standard workload, whole scenarios per
/// second, and the matrix at scale — all measured in one process, so the figures compare as ratios.
package struct Benchmark {
  package struct Options: Sendable {
    /// Workload rounds per trial (12,000 events each).
    package var rounds = 100
    /// Trials per rate; the best is reported (the least disturbed by the rest of the machine).
    package var trials = 5
    /// Seed-example scenarios per trial, and how many trials (short trials, so one of them finds
    /// the machine undisturbed).
    package var scenarios = 10_000
    package var scenarioTrials = 10
    /// Matrix combinations for the memory figure, and for each run of the speed-up figure.
    package var matrixRows = 1_000_000
    package var speedupRows = 30_000
    /// Worker threads for the matrix (0: one per core).
    package var workers = 0

    package init() {}
  }

  package struct Report: Sendable {
    package var engineEventsPerSecond: Double
    package var heapEventsPerSecond: Double
    package var ratio: Double { engineEventsPerSecond / heapEventsPerSecond }
    package var checksum: UInt64
    package var heapChecksum: UInt64
    package var scenariosPerSecond: Double
    package var matrixRows: Int
    package var matrixRowsPerSecond: Double
    package var matrixPeakRSSBytes: Int?
    package var matrixSpeedup: Double
    package var matrixWorkers: Int
    package var cores: Int
  }

  package var options: Options

  package init(options: Options = Options()) { self.options = options }

  /// Seconds taken by `body`, on the monotonic clock (the system's uptime before macOS 13 / iOS
  /// 16).
  static func time(_ body: () -> Void) -> Double {
    #if canImport(Darwin)
      guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else {
        let start = ProcessInfo.processInfo.systemUptime
        body()
        return ProcessInfo.processInfo.systemUptime - start
      }
    #endif
    let d = ContinuousClock().measure(body)
    return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
  }

  /// The engine's and the bare heap's rates, trials interleaved so both see the same machine.
  package func workloadRates() -> (
    engine: Double, heap: Double, engineChecksum: UInt64, heapChecksum: UInt64
  ) {
    var engine = EngineWorkload()
    var heap = BareHeapWorkload()
    engine.runRound()
    heap.runRound()
    var bestEngine = Double.infinity
    var bestHeap = Double.infinity
    for _ in 0..<options.trials {
      bestEngine = min(bestEngine, Self.time { for _ in 0..<options.rounds { engine.runRound() } })
      bestHeap = min(bestHeap, Self.time { for _ in 0..<options.rounds { heap.runRound() } })
    }
    let events = Double(options.rounds * StandardWorkload.recordsPerRound)
    return (
      events / bestEngine, events / bestHeap, StandardWorkload.checksum(engine.records),
      StandardWorkload.checksum(heap.records)
    )
  }

  /// Seed-example scenarios (iOS 10.3) simulated per second on this thread, each with its whole
  /// trace.
  package func scenarioRate() -> Double {
    let scenario = Scenario.seedExample(os: OSVersion(10, 3))
    var entries = 0
    for _ in 0..<100 { entries &+= Simulation.run(scenario).entries.count }
    var best = Double.infinity
    for _ in 0..<options.scenarioTrials {
      best = min(
        best,
        Self.time {
          for _ in 0..<options.scenarios { entries &+= Simulation.run(scenario).entries.count }
        })
    }
    // Use the entries so that no run can be optimised away.
    if entries == Int.min { print("no entries") }
    return Double(options.scenarios) / best
  }
}

extension Benchmark {
  /// The sweep the matrix figures use: the seed example over releases, devices, orientations and
  /// table lengths, `rows` combinations in all (rounded up to a whole number of table lengths).
  package static func matrixSweep(rows: Int) throws(InputError) -> Sweep {
    let base = Scenario.seedExample(os: OSVersion(10, 3))
    let file = "bench"
    let oses: [JSONValue] = ["10.3", "11.0", "12.0", "13.0", "14.0"].map(JSONValue.string)
    let devices: [JSONValue] = ["iPhone 8", "iPhone 8 Plus", "iPhone SE (1st)", "iPad (9.7-inch)"]
      .map(JSONValue.string)
    let orientations: [JSONValue] = ["portrait", "landscapeLeft"].map(JSONValue.string)
    let fixed = oses.count * devices.count * orientations.count
    let lengths = max(1, (rows + fixed - 1) / fixed)
    let factors = [
      SweepFactor(key: try ScenarioKeyPath("os", file: file), values: oses),
      SweepFactor(key: try ScenarioKeyPath("device", file: file), values: devices),
      SweepFactor(key: try ScenarioKeyPath("orientation", file: file), values: orientations),
      SweepFactor(
        key: try ScenarioKeyPath("views.tableView.rows", file: file),
        values: (1...lengths).map { .number(Double($0)) }),
    ]
    let columns = [
      try MatrixColumn(
        at: "viewDidAppear", object: "tableView", property: "contentInset", base: base, file: file,
        location: ""),
      try MatrixColumn(
        at: "viewDidAppear", object: "tableView", property: "adjustedContentInset", base: base,
        file: file, location: ""),
      try MatrixColumn(
        at: "viewDidAppear", object: "tableView", property: "contentSize", base: base, file: file,
        location: ""),
    ]
    return try Sweep(name: "bench", base: base, file: file, factors: factors, columns: columns)
  }

  /// Runs `rows` matrix rows as CSV into a counter; returns the seconds taken and the bytes made.
  static func timeMatrix(_ sweep: Sweep, rows: Int, workers: Int) -> (seconds: Double, bytes: Int) {
    let table = MatrixTable(sweep: sweep, format: .csv)
    var bytes = table.header.utf8.count
    let seconds = time {
      MatrixRunner(workers: workers).run(
        sweep, range: 0..<min(rows, sweep.count), format: { table.row($0) }
      ) { bytes += $0.utf8.count }
    }
    return (seconds, bytes)
  }

  /// The matrix's figures (d).
  package struct MatrixFigures: Sendable {
    /// Rows of the large run, and its rows per second on all workers.
    package var rows: Int
    package var rowsPerSecond: Double
    /// The large run's peak resident memory (of the whole process where the peak cannot be reset:
    /// `peakRSSIsWholeProcess`); nil where it cannot be read.
    package var peakRSS: Int?
    package var peakRSSIsWholeProcess: Bool
    /// All workers over one, on `speedupRows` rows.
    package var speedup: Double
    /// The same rows on as many threads that share nothing (each its own copy of the sweep and its
    /// own slice of rows; nothing handed over, nothing put in order) over one worker: what the
    /// machine allows that many threads on this work, the ceiling of `speedup`.
    package var ceiling: Double
    package var workers: Int
    package var oneWorkerRowsPerSecond: Double
  }

  /// Matrix figures: rows per second on all cores over `matrixRows` rows with the peak resident
  /// memory of that run, and the speed-up of all cores over one on `speedupRows` rows with its
  /// ceiling.
  package func matrixFigures() throws(InputError) -> MatrixFigures {
    let sweep = try Self.matrixSweep(rows: options.matrixRows)
    let workers = options.workers > 0 ? options.workers : FileSystem.activeProcessors
    _ = Self.timeMatrix(sweep, rows: min(2_000, sweep.count), workers: workers)
    // Alternated, best of three each, so that none of them gets the warmer machine.
    var one = Double.infinity
    var all = Double.infinity
    var apart = Double.infinity
    for _ in 0..<3 {
      one = min(one, Self.timeMatrix(sweep, rows: options.speedupRows, workers: 1).seconds)
      all = min(all, Self.timeMatrix(sweep, rows: options.speedupRows, workers: workers).seconds)
      apart = min(apart, Self.timeApart(sweep, rows: options.speedupRows, threads: workers))
    }
    let peakReset = ResidentMemory.resetPeak()
    let full = Self.timeMatrix(sweep, rows: options.matrixRows, workers: workers)
    let peak = ResidentMemory.peakBytes()
    let rows = min(options.matrixRows, sweep.count)
    return MatrixFigures(
      rows: rows, rowsPerSecond: Double(rows) / full.seconds, peakRSS: peak,
      peakRSSIsWholeProcess: !peakReset,
      speedup: one / all, ceiling: one / apart, workers: workers,
      oneWorkerRowsPerSecond: Double(min(options.speedupRows, sweep.count)) / one)
  }

  /// Seconds to compute the first `rows` rows as CSV on `threads` threads that share nothing: each
  /// counts the bytes of its own slice, from its own copy of the sweep.
  static func timeApart(_ sweep: Sweep, rows: Int, threads: Int) -> Double {
    let n = min(rows, sweep.count)
    let copies = (0..<threads).map { _ in sweep.isolatedCopy() }
    // Each thread its own table too: nothing is shared, not even a reference count.
    let tables = copies.map { MatrixTable(sweep: $0, format: .csv) }
    let state = ApartState()
    let seconds = time {
      for t in 0..<threads {
        let sweep = copies[t]
        let table = tables[t]
        let slice = (n * t / threads)..<(n * (t + 1) / threads)
        @Sendable func work() {
          var bytes = 0
          for i in slice { bytes &+= table.row(sweep.row(at: i)).utf8.count }
          state.finish(bytes)
        }
        // A thread the system refuses: its slice is computed here.
        if !WorkerThread.detach(work) { work() }
      }
      state.wait(for: threads)
    }
    // Use the bytes so that no row can be optimised away.
    if state.bytes == Int.min { print("no rows") }
    return seconds
  }
}

/// Threads of ``Benchmark/timeApart(_:rows:threads:)`` that have finished, and the bytes they made.
private final class ApartState: @unchecked Sendable {
  private let condition = Condition()
  private var finished = 0
  private(set) var bytes = 0

  func finish(_ made: Int) {
    condition.lock()
    finished += 1
    bytes &+= made
    condition.signal()
    condition.unlock()
  }

  func wait(for count: Int) {
    condition.lock()
    while finished < count { condition.wait() }
    condition.unlock()
  }
}

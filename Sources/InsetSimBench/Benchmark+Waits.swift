import InsetSim
import InsetSimTraceFormat

/// What a user waits for, timed in one run so that the figures compare as ratios (instruction
/// counts are not available in-process): a long run's entries rendered as text against JSON Lines,
/// decoding a scenario against simulating it, JSON Lines written and read, and `check`'s cost per
/// expectation and an app's per push, each at two sizes (equal costs per unit: linear).
extension Benchmark {
  package struct WaitFigures: Sendable {
    /// Seconds per entry of a 100-rotation run (`run`'s default text, 100 columns; `run --format
    /// jsonl`'s lines; those lines read back as `replay` reads them).
    package var textPerEntry: Double
    package var jsonlWritePerEntry: Double
    package var jsonlReadPerEntry: Double
    /// Seconds per seed example (iOS 10.3): its JSON decoded, and simulated.
    package var decodePerScenario: Double
    package var simulatePerScenario: Double
    /// Seconds per expectation of `check` (decode, simulate, compare) with 100 and 1,000
    /// expectations at as many time points, over the same scenario with none.
    package var checkPerExpectationSmall: Double
    package var checkPerExpectationLarge: Double
    /// Seconds per push of an app pushing 20 and 190 new controllers, over the same app with no
    /// push.
    package var pushSmall: Double
    package var pushLarge: Double

    package var textVsJSONL: Double { textPerEntry / jsonlWritePerEntry }
    package var decodeVsSimulate: Double { decodePerScenario / simulatePerScenario }
    package var checkLinearity: Double { checkPerExpectationLarge / checkPerExpectationSmall }
    package var pushLinearity: Double { pushLarge / pushSmall }

    package static let checkSizes = (small: 100, large: 1_000)
    package static let pushSizes = (small: 20, large: 190)
  }

  /// The best of `trials` timings of `body`, run `runs` times each, per run.
  static func bestSeconds(trials: Int, runs: Int, _ body: () -> Int) -> Double {
    var best = Double.infinity
    var sink = 0
    for _ in 0..<trials { best = min(best, time { for _ in 0..<runs { sink &+= body() } }) }
    // Use the results so that no run can be optimised away.
    if sink == Int.min { print("none") }
    return best / Double(runs)
  }

  /// A scenario (seed example's configuration, iOS 11) with `n` expectations at `n` time points, as
  /// JSON. The start of the check scenarios' JSON, up to their script or expectations.
  static func checkHead(name: String) -> String {
    """
    {"insetsim": 1, "name": "\(name)", "os": "11.0", "device": "iPhone 8",
     "navigationController": {}, "tabBarController": {}, "controller": {"name": "ViewController",
     "rootView": {"id": "tableView", "type": "tableView", "rows": 20}},\u{20}
    """
  }

  static func checkScenarioBytes(expectations n: Int) -> [UInt8] {
    var text = checkHead(name: "bench-check") + #""expect": ["#
    for i in 0..<n {
      if i > 0 { text += ",\n" }
      text +=
        #"{"at": "t=\#(formatSeconds(Int64(500_000 + i * 10_000)))", "object": "tableView", "property": "contentInset", "value": [0, 0, 0, 0], "source": "bench"}"#
    }
    return Array((text + "]}").utf8)
  }

  /// The configuration of ``checkScenarioBytes(expectations:)`` with 100 rotations, and `n` timing
  /// expectations: a callback's count over the run, and a value unchanged between two of its time
  /// points, in turn.
  static func calledScenarioBytes(expectations n: Int) -> [UInt8] {
    var text = checkHead(name: "bench-called") + #""script": ["#
    for i in 0..<100 {
      let at = formatSeconds(Int64(500_000 + i * 500_000))
      let to = i % 2 == 0 ? "landscapeLeft" : "portrait"
      text += (i > 0 ? ",\n" : "") + #"{"at": \#(at), "do": "rotate", "to": "\#(to)"}"#
    }
    text += #"], "expect": ["#
    for i in 0..<n {
      if i > 0 { text += ",\n" }
      if i % 2 == 0 {
        text += #"{"called": "viewDidAppear", "times": 1, "source": "bench"}"#
      } else {
        let a = Int64(250_000 + (i % 100) * 500_000)
        let between = #"["t=\#(formatSeconds(a))", "t=\#(formatSeconds(a + 100_000))"]"#
        text +=
          #"{"unchanged": "tableView.contentInset", "between": \#(between), "source": "bench"}"#
      }
    }
    return Array((text + "]}").utf8)
  }

  /// An app (format 2) whose script pushes `n` new controllers, one every half second.
  static func pushApp(pushes n: Int) -> Scenario? {
    var controllers =
      #""List": {"subviews": [{"id": "listTable", "type": "tableView", "frame": "fill", "rows": 40}]}"#
    var script: [String] = []
    for i in 0..<n {
      controllers +=
        #", "D\#(i)": {"subviews": [{"id": "s\#(i)", "type": "scrollView", "frame": "fill"}]}"#
      script.append(
        #"{"at": \#(1 + i / 2).\#(i % 2 == 0 ? "0" : "5"), "do": "push", "controller": "D\#(i)"}"#)
    }
    let text = """
      {"insetsim": 2, "name": "bench-pushes", "os": "17.0", "device": "iPhone 15",
       "root": {"navigationController": {"stack": ["List"]}}, "controllers": {\(controllers)},
       "script": [\(script.joined(separator: ", "))]}
      """
    return try? Scenario.decode(text, file: "bench")
  }

  /// `check` of one scenario's JSON: decoded, simulated, its expectations compared; the results
  /// passed.
  static func check(_ bytes: [UInt8]) -> Int {
    guard let scenario = try? Scenario.decode(bytes: bytes, file: "bench") else { return 0 }
    let trace = Simulation.run(scenario)
    return ExpectationCheck.check(scenario, against: trace).reduce(0) { $0 + ($1.passed ? 1 : 0) }
      + TimingCheck.check(scenario, against: trace).reduce(0) { $0 + ($1.passed ? 1 : 0) }
  }

  package func waitFigures() -> WaitFigures {
    let trials = max(2, options.trials)
    let quick = options.scenarios < 10_000
    // A long run's entries: text as `run` prints it, JSON Lines as `run --format jsonl` writes and
    // `replay` reads.
    let long = Simulation.run(Self.rotationScript(steps: quick ? 20 : 100))
    let entries = Double(long.entries.count)
    let renderer = TextRenderer(width: 100)
    var out = JSONTextBuffer(capacity: 1 << 20)
    var scratch = JSONTextBuffer(capacity: 256)
    let text =
      Self.bestSeconds(trials: trials, runs: 5) {
        out.removeAll()
        renderLines(long.entries, renderer, to: &out, scratch: &scratch)
        return out.count
      } / entries
    let write =
      Self.bestSeconds(trials: trials, runs: 5) {
        out.removeAll()
        writeLines(long.entries, to: &out)
        return out.count
      } / entries
    let bytes = TraceFile.encodedBytes(long)
    let read =
      Self.bestSeconds(trials: trials, runs: 5) {
        (try? TraceFile.decode(bytes: bytes, file: "bench").entries.count) ?? 0
      } / entries
    // The seed example: its JSON decoded against its run.
    let seed = Scenario.seedExample(os: OSVersion(10, 3))
    let seedBytes = Array(seed.json.compactText.utf8)
    let runs = max(10, options.scenarios / 10)
    let decode = Self.bestSeconds(trials: trials, runs: runs) {
      (try? Scenario.decode(bytes: seedBytes, file: "bench").expect.count + 1) ?? 0
    }
    let simulate = Self.bestSeconds(trials: trials, runs: runs) {
      Simulation.run(seed).entries.count
    }
    // `check` per expectation at two sizes, over the same scenario with none.
    let sizes = WaitFigures.checkSizes
    let none = Self.checkScenarioBytes(expectations: 0)
    let small = Self.checkScenarioBytes(expectations: sizes.small)
    let large = Self.checkScenarioBytes(expectations: sizes.large)
    let checkRuns = quick ? 1 : 5
    let checkNone = Self.bestSeconds(trials: trials, runs: checkRuns * 10) { Self.check(none) }
    let checkSmall = Self.bestSeconds(trials: trials, runs: checkRuns * 2) { Self.check(small) }
    let checkLarge = Self.bestSeconds(trials: trials, runs: checkRuns) { Self.check(large) }
    // An app's cost per push at two sizes, over the same app with no push.
    let pushes = WaitFigures.pushSizes
    var pushSmall = Double.nan
    var pushLarge = Double.nan
    if let base = Self.pushApp(pushes: 0), let a = Self.pushApp(pushes: pushes.small),
      let b = Self.pushApp(pushes: pushes.large)
    {
      let t0 = Self.bestSeconds(trials: trials, runs: checkRuns * 10) {
        Simulation.run(base).entries.count
      }
      let t1 = Self.bestSeconds(trials: trials, runs: checkRuns * 4) {
        Simulation.run(a).entries.count
      }
      let t2 = Self.bestSeconds(trials: trials, runs: checkRuns) { Simulation.run(b).entries.count }
      pushSmall = (t1 - t0) / Double(pushes.small)
      pushLarge = (t2 - t0) / Double(pushes.large)
    }
    return WaitFigures(
      textPerEntry: text, jsonlWritePerEntry: write, jsonlReadPerEntry: read,
      decodePerScenario: decode, simulatePerScenario: simulate,
      checkPerExpectationSmall: (checkSmall - checkNone) / Double(sizes.small),
      checkPerExpectationLarge: (checkLarge - checkNone) / Double(sizes.large),
      pushSmall: pushSmall, pushLarge: pushLarge)
  }
}

import InsetSim
import InsetSimBench

/// `insetsim bench [--json]`
enum BenchCommand {
  static let spec = CommandSpec(
    verb: "bench", arguments: "",
    summary: "the engine against a bare heap, scenarios per second, the matrix at scale",
    options: [
      .flag("json", "print one line of JSON"),
      .flag(
        "quick", "run a small version of each (a smoke test; its figures are not the benchmark's)"),
      .value("rounds", "N", "rounds of the engine workload (1 to 100000)"),
      .value("scenarios", "N", "scenarios in the scenarios-per-second trial (1 to 100000000)"),
      .value("matrix-rows", "N", "combinations in the matrix trial (1 to 10000000)"),
      .value("jobs", "N", "worker threads of the matrix trial (1 to 1024, as matrix --jobs)"),
      .value(
        "probe", "NAME",
        "run one piece for an instruction counter instead: "
          + BenchProbe.allCases.map(\.rawValue).joined(separator: ", ")),
      .value("times", "N", "repetitions of --probe (1 to 100000; default 10)"),
    ],
    about: """
      Measures, in one process: (a) InsetSim's engine on the standard workload (1,000 processes × 12
      steps, FIFO ties; checksum 5ed53456b38a4b03), (b) a bare hand-written binary heap doing the same
      work, (c) whole seed-example scenarios per second on one core (trace recorded, not rendered), and
      (d) the matrix over 1,000,000 combinations: rows per second, peak memory, and the speed-up of all
      cores over one, next to its ceiling (the same rows on as many threads that share nothing), (e)
      ratios, and (f) what users wait for: a run's entry as text and as JSON Lines, decoding against
      simulating a scenario, and check's cost per expectation and an app's per push at two sizes, (g)
      scaling: the cost per controller, child controller, view, flow step, diffed entry, value
      and timing expectation of check, push, and docs' cost per trace entry at two sizes, (h) the recorder: what
      InsetRecorder.start() costs per callback (describing the app, reading every tracked value
      into a snapshot, encoding its lines) over fake hierarchies of 3 and 30 controllers, (i)
      counted: instructions (valgrind --tool=callgrind, when installed; not with --quick) and wall
      time of what users wait for — a 100-rotation run as text and as JSON Lines, check per
      scenario, docs per page, JSON Lines per entry written and read, decoding against simulating
      a scenario, check per expectation, a rotation of a 10- and a 1,000-step script, and the share
      of a simulated run spent in reference counting and the heap — and the targets of (f) and
      (i), each met or not. --probe
      runs one of those pieces for an instruction counter. Exit status 1 when a checksum is not
      5ed53456b38a4b03.
      """)
  static var help: String { spec.help }

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    guard a.positional.isEmpty else { throw CLIError.usage("bench takes no FILE.", verb: "bench") }
    if let name = try a.single("probe", verb: "bench") {
      return try probe(name, times: try positiveInt(a, "times", max: limits["times"]) ?? 10)
    }
    if try a.single("times", verb: "bench") != nil {
      throw CLIError.usage("Option '--times' goes with '--probe'.", verb: "bench")
    }
    var options = Benchmark.Options()
    if a.switches.contains("quick") {
      options.rounds = 10
      options.trials = 2
      options.scenarioTrials = 2
      options.scenarios = 1_000
      options.matrixRows = 20_000
      options.speedupRows = 10_000
    }
    if let n = try positiveInt(a, "rounds", max: limits["rounds"]) { options.rounds = n }
    if let n = try positiveInt(a, "scenarios", max: limits["scenarios"]) { options.scenarios = n }
    if let n = try positiveInt(a, "matrix-rows", max: limits["matrix-rows"]) {
      options.matrixRows = n
      options.speedupRows = min(options.speedupRows, n)
    }
    if let n = try positiveInt(a, "jobs", max: limits["jobs"]) { options.workers = n }
    let bench = Benchmark(options: options)
    let json = a.switches.contains("json")
    func progress(_ text: String) { if !json { CLI.printError(text) } }
    progress(
      "bench: (a, b) the standard workload, \(options.trials) trials of \(options.rounds) rounds each…"
    )
    let w = bench.workloadRates()
    progress(
      "bench: (c) \(options.scenarioTrials) trials of \(options.scenarios) seed-example scenarios…")
    let s = bench.scenarioRate()
    progress(
      "bench: (d) the matrix: \(options.speedupRows) rows on one worker and on all, then \(options.matrixRows) rows…"
    )
    let m: Benchmark.MatrixFigures
    do { m = try bench.matrixFigures() } catch { throw CLIError.input(error) }
    progress(
      "bench: (e) ratios: an app against a scenario, a long script, JSON Lines, a matrix row, start-up…"
    )
    let app = bench.appVsScenario()
    let linearity = bench.scriptLinearity()
    let jsonl = bench.jsonlEntriesPerSecond()
    let startup = bench.startupMilliseconds()
    let rowVsSame = bench.matrixRowVsSameScenario()
    progress(
      "bench: (f) what users wait for: text and JSON Lines per entry, decoding, check and pushes at two sizes…"
    )
    let waits = bench.waitFigures()
    progress(
      "bench: (g) scaling: controllers, child controllers, views, flow steps, diff entries,"
        + " expectations, pushes and docs entries at two sizes…")
    let scaling = bench.scalingFigures()
    progress("bench: (h) the recorder: a callback with its snapshot over fake hierarchies…")
    let recorder = bench.recorderFigures()
    // Instruction counts need valgrind and a minute or two: not in the smoke test.
    let quick = a.switches.contains("quick")
    if !quick {
      progress(
        "bench: (i) instructions: pieces and whole commands under valgrind --tool=callgrind…")
    }
    let counted = quick ? nil : bench.instructionFigures()
    let targets = Self.targets(waits: waits, counted: counted)
    // A matrix row on one worker (the speed-up trial's one-worker runs) against a scenario of (c):
    // a row is a scenario run with its levels applied and its cells read.
    let rowVsScenario = s / m.oneWorkerRowsPerSecond
    let checksumOK =
      w.engineChecksum == StandardWorkload.expectedChecksum
      && w.heapChecksum == StandardWorkload.expectedChecksum
    let ratio = w.engine / w.heap
    if json {
      var fields: [(String, JSONValue)] =
        [
          ("engine_events_per_s", .number(w.engine.rounded())),
          ("heap_events_per_s", .number(w.heap.rounded())),
          ("ratio", .number((ratio * 1000).rounded() / 1000)),
          ("checksum", .string(hex(w.engineChecksum))),
          ("scenarios_per_s", .number(s.rounded())),
          ("matrix_rows", .number(Double(m.rows))),
          ("matrix_peak_rss_bytes", m.peakRSS.map { .number(Double($0)) } ?? .null),
          ("matrix_speedup_2_cores", .number((m.speedup * 100).rounded() / 100)),
          ("matrix_rows_per_s", .number(m.rowsPerSecond.rounded())),
          ("matrix_workers", .number(Double(m.workers))),
          ("heap_checksum", .string(hex(w.heapChecksum))),
          ("cores", .number(Double(FileSystem.activeProcessors))),
          (
            "matrix_peak_rss_scope",
            m.peakRSS == nil ? .null : .string(m.peakRSSIsWholeProcess ? "process" : "matrix")
          ),
          ("scenario_vs_heap", .number((s / w.heap * 1e6).rounded() / 1e6)),
          ("app_vs_scenario", .number((app * 100).rounded() / 100)),
          ("script_linearity", .number((linearity * 100).rounded() / 100)),
          ("matrix_row_vs_scenario", .number((rowVsScenario * 100).rounded() / 100)),
          ("matrix_row_vs_same_scenario", .number((rowVsSame * 100).rounded() / 100)),
          ("jsonl_entries_per_s", .number(jsonl.rounded())),
          ("startup_ms", startup.map { .number(($0 * 10).rounded() / 10) } ?? .null),
          ("matrix_ceiling_2_cores", .number((m.ceiling * 100).rounded() / 100)),
          ("text_ns_per_entry", .number(nanoseconds(waits.textPerEntry))),
          ("jsonl_write_ns_per_entry", .number(nanoseconds(waits.jsonlWritePerEntry))),
          ("jsonl_read_ns_per_entry", .number(nanoseconds(waits.jsonlReadPerEntry))),
          ("text_vs_jsonl", .number(hundredths(waits.textVsJSONL))),
          ("decode_us_per_scenario", .number(hundredths(waits.decodePerScenario * 1e6))),
          ("simulate_us_per_scenario", .number(hundredths(waits.simulatePerScenario * 1e6))),
          ("decode_vs_simulate", .number(hundredths(waits.decodeVsSimulate))),
          (
            "check_us_per_expectation_100",
            .number(hundredths(waits.checkPerExpectationSmall * 1e6))
          ),
          (
            "check_us_per_expectation_1000",
            .number(hundredths(waits.checkPerExpectationLarge * 1e6))
          ),
          ("check_linearity", .number(hundredths(waits.checkLinearity))),
          ("push_us_per_push_20", .number(hundredths(waits.pushSmall * 1e6))),
          ("push_us_per_push_190", .number(hundredths(waits.pushLarge * 1e6))),
          ("push_linearity", .number(hundredths(waits.pushLinearity))),
        ]
      fields += [
        ("recorder_us_per_callback_3", .number(hundredths(recorder.perCallbackSmall * 1e6))),
        ("recorder_us_per_callback_30", .number(hundredths(recorder.perCallbackLarge * 1e6))),
        ("recorder_values_3", .number(Double(recorder.valuesSmall))),
        ("recorder_values_30", .number(Double(recorder.valuesLarge))),
        ("recorder_us_per_callback_no_values", .number(hundredths(recorder.callbackOnly * 1e6))),
        ("recorder_linearity", .number(hundredths(recorder.linearity))),
      ]
      fields += scaling.flatMap { f -> [(String, JSONValue)] in
        [
          ("scale_\(f.name)_us_per_unit_\(f.small)", .number(hundredths(f.perUnitSmall * 1e6))),
          ("scale_\(f.name)_us_per_unit_\(f.large)", .number(hundredths(f.perUnitLarge * 1e6))),
          ("scale_\(f.name)_ratio", .number(hundredths(f.ratio))),
        ]
      }
      fields += Self.instructionFields(counted)
      fields.append(("targets", .array(targets.map(\.json))))
      print(JSONValue.object(fields).compactText)
    } else {
      func millions(_ x: Double) -> String { fixed(x / 1e6, 2) + " M" }
      func mark(_ ok: Bool) -> String { ok ? "meets" : "BELOW" }
      // A peak that could not be read is said so, never marked against the target.
      let peak =
        m.peakRSS.map { bytes in
          fixed(Double(bytes) / 1_048_576, 1) + " MiB"
            + (m.peakRSSIsWholeProcess ? " for the whole process" : "")
            + " (\(mark(bytes < 64 << 20)) the 64 MiB target)"
        } ?? "not measured on this system"
      print(
        """
        InsetSim bench (\(FileSystem.activeProcessors) cores; rates are the best of \(options.trials) trials)
        (a) engine     \(millions(w.engine)) events/s on the standard workload (checksum \(hex(w.engineChecksum)) \(checksumOK ? "= expected" : "≠ expected 5ed53456b38a4b03"))
        (b) bare heap  \(millions(w.heap)) events/s; engine / heap = \(fixed(ratio, 2)) (\(mark(ratio >= 0.5)) the 0.5 target)
        (c) scenarios  \(Int(s.rounded())) seed-example scenarios/s on one core, traces recorded (\(mark(s >= 100_000)) the 100,000 target)
        (d) matrix     \(m.rows) rows at \(Int(m.rowsPerSecond.rounded())) rows/s on \(m.workers) workers; peak RSS \(peak)
                       speed-up of \(m.workers) workers over 1: \(fixed(m.speedup, 2))× (\(mark(m.speedup >= 1.8)) the 1.8× target);
                       \(m.workers) threads sharing nothing: \(fixed(m.ceiling, 2))× (this machine's ceiling for it)
        (e) ratios     a push-and-pop app costs \(fixed(app, 2))× the seed example (\(mark(app <= 2)) the 2× target);
                       a 1,000-step script costs \(fixed(linearity, 2))× per step what a 10-step one does (\(mark(linearity <= 1.2)) the 1.2× target);
                       a matrix row costs \(fixed(rowVsScenario, 2))× a scenario on one worker (\(mark(rowVsScenario <= 1.5)) the 1.5× target),
                       \(fixed(rowVsSame, 2))× its own combination's scenario run bare;
                       JSON Lines: \(millions(jsonl)) entries/s written and read; start-up \(startup.map { fixed($0, 1) + " ms" } ?? "not measured")
        (f) waits      a run's entry: text \(fixed(waits.textPerEntry * 1e9, 0)) ns, JSON Lines \(fixed(waits.jsonlWritePerEntry * 1e9, 0)) ns written, \(fixed(waits.jsonlReadPerEntry * 1e9, 0)) ns read; text / JSON Lines = \(fixed(waits.textVsJSONL, 2)) (\(mark(waits.textVsJSONL <= 2)) the 2× target)
                       the seed example decoded in \(fixed(waits.decodePerScenario * 1e6, 1)) µs, simulated in \(fixed(waits.simulatePerScenario * 1e6, 1)) µs; decode / simulate = \(fixed(waits.decodeVsSimulate, 2)) (\(mark(waits.decodeVsSimulate <= 1)) the 1× target)
                       check: \(fixed(waits.checkPerExpectationSmall * 1e6, 1)) µs per expectation with 100, \(fixed(waits.checkPerExpectationLarge * 1e6, 1)) µs with 1,000; ratio \(fixed(waits.checkLinearity, 2)) (\(mark(waits.checkLinearity <= 1.2)) the 1.2 target)
                       pushes: \(fixed(waits.pushSmall * 1e6, 1)) µs per push with 20, \(fixed(waits.pushLarge * 1e6, 1)) µs with 190; ratio \(fixed(waits.pushLinearity, 2)) (\(mark(waits.pushLinearity <= 1.2)) the 1.2 target)
        """)
      for (i, f) in scaling.enumerated() {
        let head = i == 0 ? "(g) scaling    " : "               "
        print(
          "\(head)\(f.name.split(separator: "_").joined(separator: " ")): \(fixed(f.perUnitSmall * 1e6, 2)) µs per unit with \(f.small), "
            + "\(fixed(f.perUnitLarge * 1e6, 2)) µs with \(f.large); ratio \(fixed(f.ratio, 2)) (\(mark(f.ratio <= 1.2)) the 1.2 target)"
        )
      }
      let sizes = Benchmark.RecorderFigures.sizes
      print(
        "(h) recorder   a callback with its snapshot: \(fixed(recorder.perCallbackSmall * 1e6, 1)) µs with \(sizes.small) controllers (\(recorder.valuesSmall) values), "
          + "\(fixed(recorder.perCallbackLarge * 1e6, 1)) µs with \(sizes.large) (\(recorder.valuesLarge) values); per value ratio \(fixed(recorder.linearity, 2)) (\(mark(recorder.linearity <= 1.2)) the 1.2 target)"
      )
      print(
        "               without values: \(fixed(recorder.callbackOnly * 1e6, 2)) µs per callback (fake hierarchies on Linux; UIKit's getters not included)"
      )
      Self.printInstructions(counted, targets: targets, quick: quick)
    }
    return checksumOK ? 0 : 1
  }

  /// `bench --probe NAME`: the piece run `times` times inside the one function an instruction
  /// counter is switched on in (`Scripts/bench-instructions.sh`); prints its units per repetition.
  static func probe(_ name: String, times: Int) throws(CLIError) -> Int32 {
    guard let probe = BenchProbe(rawValue: name) else {
      let names = BenchProbe.allCases.map(\.rawValue)
      throw CLIError.usage(
        "Unknown probe '\(InputError.shown(name))'; expected one of "
          + names.joined(separator: ", ") + "."
          + Suggestions.didYouMean(name, in: names), verb: "bench")
    }
    let (units, unit, result) = probe.run(times: times)
    let noun = units == 1 ? unit : unit == "entry" ? "entries" : unit + "s"
    print("probe \(probe.rawValue): \(times) repetitions of \(units) \(noun); result \(result)")
    return 0
  }

  /// Seconds as whole nanoseconds, and a figure to two decimals, for `--json` (not finite: 0, never
  /// NaN).
  static func nanoseconds(_ seconds: Double) -> Double {
    seconds.isFinite ? (seconds * 1e9).rounded() : 0
  }
  static func hundredths(_ x: Double) -> Double { x.isFinite ? (x * 100).rounded() / 100 : 0 }

  static func hex(_ v: UInt64) -> String {
    let digits = String(v, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The largest value of each count: past them a trial would outlast any session or exhaust memory
  /// (the matrix
  /// trial keeps its rows' cells; --matrix-rows 10^12 and --jobs 10^6 crashed), and matrix's --jobs
  /// stops at 1,024.
  static let limits: [String: Int] = [
    "rounds": 100_000, "times": 100_000, "scenarios": 100_000_000, "matrix-rows": 10_000_000,
    "jobs": 1_024,
  ]

  static func positiveInt(_ a: Arguments, _ name: String, max: Int? = nil) throws(CLIError) -> Int?
  {
    guard let text = try a.single(name, verb: "bench") else { return nil }
    let upper = max ?? Int.max
    guard let n = Int(text), n > 0, n <= upper else {
      let range = max.map { "a whole number from 1 to \($0)" } ?? "a positive whole number"
      throw CLIError.usage(
        "Option '--\(name)' expects \(range), got '\(InputError.shown(text))'.", verb: "bench")
    }
    return n
  }
}

/// `x` with `digits` decimals, rounded half away from zero ("%.2f" for the figures the bench
/// prints).
private func fixed(_ x: Double, _ digits: Int) -> String {
  guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let scaled = (abs(x) * scale).rounded()
  guard scaled < 1e18 else { return String(x) }
  let units = UInt64(scaled)
  let whole = units / UInt64(scale)
  let fraction = String(units % UInt64(scale))
  let sign = x < 0 && units > 0 ? "-" : ""
  guard digits > 0 else { return sign + String(whole) }
  return sign + String(whole) + "." + String(repeating: "0", count: digits - fraction.count)
    + fraction
}

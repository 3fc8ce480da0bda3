import InsetSim
import InsetSimBench

/// `bench`'s section (h): what a user waits for, in instructions and time, and the targets of the
/// waits with where each stands.
extension BenchCommand {
  /// A target of what users wait for: its figure timed in this process, and counted in instructions
  /// where valgrind could count it (load does not move a count, so it decides).
  struct WaitTarget {
    var key: String
    var target: String
    var bound: Double
    var timed: Double
    var counted: Double?
    var met: Bool { (counted ?? timed) <= bound }

    var json: JSONValue {
      .object([
        ("key", .string(key)), ("target", .string(target)), ("bound", .number(bound)),
        ("timed", timed.isFinite ? .number(hundredths(timed)) : .null),
        ("instructions", counted.map { .number(hundredths($0)) } ?? .null), ("met", .bool(met)),
      ])
    }
  }

  static func targets(waits: Benchmark.WaitFigures, counted: Benchmark.InstructionFigures?)
    -> [WaitTarget]
  {
    [
      WaitTarget(
        key: "text_vs_jsonl", target: "text ≤ 2 × JSON Lines per entry written", bound: 2,
        timed: waits.textVsJSONL, counted: counted?.textVsJSONL),
      WaitTarget(
        key: "decode_vs_simulate", target: "decoding a scenario ≤ simulating it", bound: 1,
        timed: waits.decodeVsSimulate, counted: counted?.decodeVsSimulate),
      WaitTarget(
        key: "jsonl_write_instructions_per_entry",
        target: "JSON Lines ≤ 5,000 instructions per entry written", bound: 5_000,
        timed: .nan, counted: counted?.jsonlWritePerEntry),
      WaitTarget(
        key: "jsonl_read_instructions_per_entry",
        target: "JSON Lines ≤ 5,000 instructions per entry read", bound: 5_000,
        timed: .nan, counted: counted?.jsonlReadPerEntry),
      WaitTarget(
        key: "simulate_heap_share",
        target: "reference counting and the heap ≤ 15 % of a seed-example run", bound: 0.15,
        timed: .nan, counted: counted?.heapShares[BenchProbe.simulate.rawValue]),
      WaitTarget(
        key: "check_linearity", target: "check: per expectation with 1,000 ≤ 1.2 × with 100",
        bound: 1.2, timed: waits.checkLinearity,
        counted: counted.map { $0.checkPerExpectation.large / $0.checkPerExpectation.small }),
      WaitTarget(
        key: "called_linearity",
        target: "check: per timing expectation with 1,000 ≤ 1.2 × with 100", bound: 1.2,
        timed: .nan,
        counted: counted.map { $0.calledPerExpectation.large / $0.calledPerExpectation.small }),
    ]
  }

  /// A share to four places (0.3818): rounded once, so that it prints as written.
  static func tenThousandths(_ x: Double) -> Double {
    x.isFinite ? (x * 10_000).rounded() / 10_000 : 0
  }

  static func instructionFields(_ c: Benchmark.InstructionFigures?) -> [(String, JSONValue)] {
    guard let c else { return [("instructions_measured", .bool(false))] }
    func n(_ x: Double) -> JSONValue { .number(x.isFinite ? x.rounded() : 0) }
    func ms(_ seconds: Double) -> JSONValue { .number(hundredths(seconds * 1e3)) }
    return [
      ("instructions_measured", .bool(true)),
      ("decode_instructions_per_scenario", n(c.decodePerScenario)),
      ("simulate_instructions_per_scenario", n(c.simulatePerScenario)),
      ("decode_vs_simulate_instructions", .number(hundredths(c.decodeVsSimulate))),
      ("simulate_app_instructions", n(c.probe(.simulateApp))),
      ("app_vs_scenario_instructions", .number(hundredths(c.appVsScenario))),
      (
        "simulate_heap_share",
        .number(tenThousandths(c.heapShares[BenchProbe.simulate.rawValue] ?? .nan))
      ),
      (
        "simulate_app_heap_share",
        .number(tenThousandths(c.heapShares[BenchProbe.simulateApp.rawValue] ?? .nan))
      ),
      ("matrix_row_instructions", n(c.matrixRowPerRow)),
      ("matrix_row_vs_scenario_instructions", .number(hundredths(c.matrixRowVsScenario))),
      (
        "matrix_row_vs_same_scenario_instructions",
        .number(hundredths(c.matrixRowVsSameScenario))
      ),
      ("jsonl_write_instructions_per_entry", n(c.jsonlWritePerEntry)),
      ("jsonl_read_instructions_per_entry", n(c.jsonlReadPerEntry)),
      ("jsonl_instructions_per_entry", n(c.jsonlPerEntry)),
      ("text_instructions_per_entry", n(c.textPerEntry)),
      ("text_vs_jsonl_instructions", .number(hundredths(c.textVsJSONL))),
      ("check_instructions_per_expectation_100", n(c.checkPerExpectation.small)),
      ("check_instructions_per_expectation_1000", n(c.checkPerExpectation.large)),
      ("script_instructions_per_step_10", n(c.scriptPerStep.small)),
      ("script_instructions_per_step_1000", n(c.scriptPerStep.large)),
      (
        "script_linearity_instructions",
        .number(hundredths(c.scriptPerStep.large / c.scriptPerStep.small))
      ),
      ("called_instructions_per_expectation_100", n(c.calledPerExpectation.small)),
      ("called_instructions_per_expectation_1000", n(c.calledPerExpectation.large)),
      ("run_entries", .number(Double(c.runEntries))),
      ("run_text_instructions", n(c.runText.instructions)), ("run_text_ms", ms(c.runText.seconds)),
      ("run_jsonl_instructions", n(c.runJSONL.instructions)),
      ("run_jsonl_ms", ms(c.runJSONL.seconds)),
      ("check_scenarios", .number(Double(c.checkFiles))),
      ("check_instructions_per_scenario", n(c.checkPerFile.instructions)),
      ("check_ms_per_scenario", ms(c.checkPerFile.seconds)),
      ("docs_pages", .number(Double(c.docsPages))),
      ("docs_instructions_per_page", n(c.docsPerPage.instructions)),
      ("docs_ms_per_page", ms(c.docsPerPage.seconds)),
    ]
  }

  static func printInstructions(
    _ c: Benchmark.InstructionFigures?, targets: [WaitTarget], quick: Bool
  ) {
    func k(_ x: Double) -> String { x.isFinite ? String(Int(x.rounded())) : "nan" }
    func mark(_ t: WaitTarget) -> String { t.met ? "meets" : "BELOW" }
    if let c {
      let pad = "               "
      let run =
        "run of \(c.runEntries) entries: text \(k(c.runText.instructions))"
        + " in \(k(c.runText.seconds * 1e3)) ms, JSON Lines \(k(c.runJSONL.instructions))"
        + " in \(k(c.runJSONL.seconds * 1e3)) ms"
      let check =
        "check: \(k(c.checkPerFile.instructions)) per scenario (\(c.checkFiles) scenarios,"
        + " \(hundredths(c.checkPerFile.seconds * 1e3)) ms each); docs:"
        + " \(k(c.docsPerPage.instructions)) per page (\(c.docsPages) pages,"
        + " \(hundredths(c.docsPerPage.seconds * 1e3)) ms each)"
      let entry =
        "per entry: text \(k(c.textPerEntry)), JSON Lines \(k(c.jsonlWritePerEntry))"
        + " written + \(k(c.jsonlReadPerEntry)) read = \(k(c.jsonlPerEntry))"
      let scenario =
        "per scenario: decode \(k(c.decodePerScenario)),"
        + " simulate \(k(c.simulatePerScenario)); the push-and-pop app"
        + " \(k(c.probe(.simulateApp))) (\(hundredths(c.appVsScenario))×); a matrix row"
        + " \(k(c.matrixRowPerRow)) (\(hundredths(c.matrixRowVsSameScenario))× its scenario bare)"
      let expectation =
        "per expectation of check with 100 / 1,000: values"
        + " \(k(c.checkPerExpectation.small)) / \(k(c.checkPerExpectation.large)), timing"
        + " \(k(c.calledPerExpectation.small)) / \(k(c.calledPerExpectation.large))"
      let script =
        "per rotation of a script of 10 / 1,000: \(k(c.scriptPerStep.small)) /"
        + " \(k(c.scriptPerStep.large))"
        + " (\(hundredths(c.scriptPerStep.large / c.scriptPerStep.small))×)"
      print(
        "(i) counted    instructions (valgrind --tool=callgrind) and best wall time, start-up"
          + " included:")
      for line in [run, check, entry, scenario, expectation, script] { print(pad + line) }
    } else {
      print(
        "(i) counted    not measured"
          + (quick ? " (--quick)" : " (valgrind or child processes are not available)"))
    }
    for (i, t) in targets.enumerated() {
      let head = i == 0 ? "    targets    " : "               "
      let timed = t.timed.isFinite ? "timed " + String(hundredths(t.timed)) : ""
      let counted =
        t.counted.map { "counted " + ($0 >= 100 ? k($0) : String(hundredths($0))) } ?? ""
      let figures = [timed, counted].filter { !$0.isEmpty }.joined(separator: ", ")
      print("\(head)\(t.target): \(figures.isEmpty ? "not measured" : figures) (\(mark(t)))")
    }
  }
}

import InsetSim
import InsetSimTraceFormat

/// One piece of what a user waits for, repeated inside a function of its own, `probeMeasured`, so
/// that an instruction counter outside the process counts that function alone:
///
///     valgrind --tool=callgrind --toggle-collect='*probeMeasured*' insetsim bench --probe decode
///
/// Its inputs are made before the call and released after it; the first repetition runs before it
/// (warm, as in a long-lived process). `Scripts/bench-instructions.sh` runs every probe so.
package enum BenchProbe: String, CaseIterable, Sendable {
  /// The seed example's JSON (iOS 10.3) decoded into a scenario; the seed example simulated.
  case decode, simulate
  /// The push-and-pop app of `app_vs_scenario` simulated (its instructions against `simulate`'s).
  case simulateApp = "simulate-app"
  /// The rotation scripts of `script_linearity`: the seed example on iOS 11 with none, 10 and
  /// 1,000 rotations, each observed, simulated; per step, their difference from the first is the
  /// script's own cost.
  case script0 = "script-0"
  case script10 = "script-10"
  case script1000 = "script-1000"
  /// 100 rows of the matrix trial's sweep (the seed example over releases, devices, orientations
  /// and table lengths), each a row of CSV with its cells read; and the same 100 combinations'
  /// scenarios simulated bare: the difference is the matrix's own cost.
  case matrixRow = "matrix-row"
  case matrixScenario = "matrix-scenario"
  /// A 100-rotation run's entries as JSON Lines (written, read back as `replay` reads them) and as
  /// `run`'s text at 100 columns.
  case jsonlWrite = "jsonl-write"
  case jsonlRead = "jsonl-read"
  case text
  /// `check` of 0, 100 and 1,000 value expectations at as many time points (decoded, simulated,
  /// compared): the differences are the expectations' cost.
  case check0 = "check-0"
  case check100 = "check-100"
  case check1000 = "check-1000"
  /// `check` of 0, 100 and 1,000 timing expectations on a 100-rotation run: a callback's count, and
  /// a value unchanged between two time points, in turn.
  case called0 = "called-0"
  case called100 = "called-100"
  case called1000 = "called-1000"

  /// Units of one repetition (entries, scenarios, expectations), and what they are.
  package struct Work {
    package var units: Int
    package var unit: String
    fileprivate var body: () -> Int
  }

  package func work() -> Work {
    switch self {
    case .decode:
      let bytes = Array(Scenario.seedExample(os: OSVersion(10, 3)).json.compactText.utf8)
      return Work(units: 1, unit: "scenario") {
        (try? Scenario.decode(bytes: bytes, file: "bench").expect.count + 1) ?? 0
      }
    case .simulate:
      let seed = Scenario.seedExample(os: OSVersion(10, 3))
      return Work(units: 1, unit: "scenario") { Simulation.run(seed).entries.count }
    case .simulateApp:
      let app = Benchmark.pushPopApp()
      return Work(units: 1, unit: "scenario") { app.map { Simulation.run($0).entries.count } ?? 0 }
    case .script0, .script10, .script1000:
      let steps = self == .script0 ? 0 : self == .script10 ? 10 : 1_000
      let script = Benchmark.rotationScript(steps: steps)
      return Work(units: max(steps, 1), unit: steps == 0 ? "scenario" : "step") {
        Simulation.run(script).entries.count
      }
    case .matrixRow, .matrixScenario:
      guard let sweep = try? Benchmark.matrixSweep(rows: 1_000_000) else {
        return Work(units: 1, unit: "row") { 0 }
      }
      // Spread over the whole sweep, as `matrix_row_vs_same_scenario` picks them.
      let indices = (0..<100).map { $0 &* 7_919 % sweep.count }
      if self == .matrixRow {
        let table = MatrixTable(sweep: sweep, format: .csv)
        return Work(units: indices.count, unit: "row") {
          indices.reduce(0) { $0 &+ table.row(sweep.row(at: $1)).utf8.count }
        }
      }
      let scenarios = indices.compactMap(sweep.scenario(at:))
      return Work(units: scenarios.count, unit: "row") {
        scenarios.reduce(0) { $0 &+ Simulation.run($1, observing: sweep.points).entries.count }
      }
    case .jsonlWrite, .jsonlRead, .text:
      let long = Simulation.run(Benchmark.rotationScript(steps: 100))
      let n = long.entries.count
      switch self {
      case .jsonlWrite:
        var out = JSONTextBuffer(capacity: 1 << 20)
        return Work(units: n, unit: "entry") {
          out.removeAll()
          writeLines(long.entries, to: &out)
          return out.count
        }
      case .jsonlRead:
        let bytes = TraceFile.encodedBytes(long)
        return Work(units: n, unit: "entry") {
          (try? TraceFile.decode(bytes: bytes, file: "bench").entries.count) ?? 0
        }
      default:
        let renderer = TextRenderer(width: 100)
        var out = JSONTextBuffer(capacity: 1 << 20)
        var scratch = JSONTextBuffer(capacity: 256)
        return Work(units: n, unit: "entry") {
          out.removeAll()
          renderLines(long.entries, renderer, to: &out, scratch: &scratch)
          return out.count
        }
      }
    case .check0, .check100, .check1000, .called0, .called100, .called1000:
      let n: Int
      switch self {
      case .check100, .called100: n = 100
      case .check1000, .called1000: n = 1_000
      default: n = 0
      }
      let timing = [.called0, .called100, .called1000].contains(self)
      let bytes =
        timing
        ? Benchmark.calledScenarioBytes(expectations: n)
        : Benchmark.checkScenarioBytes(expectations: n)
      return Work(units: max(n, 1), unit: n == 0 ? "scenario" : "expectation") {
        Benchmark.check(bytes)
      }
    }
  }

  /// Runs the probe once unmeasured, then `times` times inside `probeMeasured`; returns the work's
  /// units per repetition and the first run's result (entries, bytes, checks passed), which shows
  /// the work was done.
  package func run(times: Int) -> (units: Int, unit: String, result: Int) {
    let w = work()
    let first = w.body()
    if probeMeasured(times, w.body) == Int.min { print("none") }
    return (w.units, w.unit, first)
  }
}

/// `entries` written with the buffer passed `inout`, as `run`'s writer passes it: in the probe's
/// closure, where the buffer is a captured variable, every entry's call was wrapped in a dynamic
/// exclusivity check of that variable, which `run` does not make.
func writeLines(_ entries: [TraceEntry], to out: inout JSONTextBuffer) {
  for j in entries.indices { TraceFile.appendLine(entries[j], to: &out) }
}

/// `entries` rendered as `run`'s text log, as ``writeLines(_:to:)`` writes them.
func renderLines(
  _ entries: [TraceEntry], _ renderer: TextRenderer, to out: inout JSONTextBuffer,
  scratch: inout JSONTextBuffer
) {
  for j in entries.indices { renderer.append(entries[j], to: &out, scratch: &scratch) }
}

/// The measured repetitions: the one function the instruction counter is switched on in.
@inline(never)
func probeMeasured(_ times: Int, _ body: () -> Int) -> Int {
  var sink = 0
  for _ in 0..<times { sink &+= body() }
  return sink
}

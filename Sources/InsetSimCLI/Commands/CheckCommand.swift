import InsetSim
import InsetSimBench

/// `insetsim check PATH...`
enum CheckCommand {
  static let spec = CommandSpec(
    verb: "check", arguments: "PATH...", summary: "run scenarios' expect lists; \"N passed, M failed\"", options: [],
    about: """
      Runs the `expect` list of every scenario (*.scenario.json) in PATH (folders recurse) and reports
      each failure: the scenario, the point, the object and property, expected and actual values, and the
      rule that produced the actual value; for an `order` or `called` expectation, the entry that came
      instead (its #seq and time). Golden traces (*.trace.jsonl) are replayed: each counts as one
      check, failing with every divergence; the expect list of the scenario in a trace's header is
      checked against the trace as recorded. A run that stops before its end (UIKit would raise, what it
      does is not modelled, an engine limit) fails, unless its scenario expects that stop with a `stops`
      expectation. Ends with "N passed, M failed"; exit 1 if any failed.
      """)
  static var help: String { spec.help }

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    guard !a.positional.isEmpty else { throw CLIError.usage("Missing a PATH to check.", verb: "check") }
    var files: [String] = []
    for path in a.positional { files += try inputFiles(path) }
    // Read every input first: bad input stops the command before any result is printed.
    var traces: [(String, Trace)] = []
    var scenarios: [Scenario] = []
    for file in files {
      if file.hasSuffix(".trace.jsonl") {
        do { traces.append((file, try TraceFile.load(path: file))) } catch { throw CLIError.input(error) }
      } else {
        scenarios.append(try CLI.loadScenario(file))
      }
    }
    var reports: [ReplayReport] = []
    // A trace's header scenario, whose expectations are checked against what the trace recorded.
    var recorded: [(file: String, scenario: Scenario, trace: Trace)] = []
    for (file, trace) in traces {
      do {
        reports.append(try TraceReplay.replay(trace, file: file))
        recorded.append((file, try TraceReplay.embeddedScenario(of: trace, file: file), trace))
      } catch {
        throw CLIError.input(error)
      }
    }
    var passed = 0
    var failed = 0
    for report in reports {
      if report.matched {
        passed += 1
      } else {
        failed += 1
        print(report.description)
      }
    }
    func checkExpectations(of scenario: Scenario, against trace: Trace, recordedOnADevice file: String? = nil) {
      for (i, result) in ExpectationCheck.check(scenario, against: trace).enumerated() {
        // A device's recording holds what its recorder read; a value it does not hold is not checked, as in
        // replay, and said so.
        if let file, result.actual == nil {
          var stderr = StandardError()
          print("note: \(file): expect[\(i)] (\(result.expectation.object).\(result.expectation.property.name) at \(result.expectation.at)) not checked: the recording holds no such value", to: &stderr)
          continue
        }
        if result.passed {
          passed += 1
        } else {
          failed += 1
          print("FAIL " + result.message)
        }
      }
      if let stop = TimingCheck.stopFailure(scenario, against: trace) {
        failed += 1
        print("FAIL " + stop)
      }
      for result in TimingCheck.check(scenario, against: trace) {
        if result.passed {
          passed += 1
        } else {
          failed += 1
          print("FAIL " + result.message)
        }
      }
    }
    for r in recorded {
      checkExpectations(of: r.scenario, against: r.trace, recordedOnADevice: TraceReplay.isProducedByInsetSim(r.trace) ? nil : r.file)
    }
    // One run at a time: a folder of scenarios does not hold every trace at once.
    for scenario in scenarios { checkExpectations(of: scenario, against: Simulation.run(scenario)) }
    print("\(passed) passed, \(failed) failed")
    return failed == 0 ? 0 : 1
  }

  /// The files at `path`: the file itself, or every `*.scenario.json` and `*.trace.jsonl` below a folder, sorted.
  static func inputFiles(_ path: String) throws(CLIError) -> [String] {
    do { return try InputFiles.under(path, suffixes: [".scenario.json", ".trace.jsonl"], what: "a scenario or trace file") } catch { throw CLIError.input(error) }
  }
}

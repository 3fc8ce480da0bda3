import InsetSim
import InsetSimBench

/// `insetsim diff A B`
enum DiffCommand {
  static let spec = CommandSpec(
    verb: "diff", arguments: "A B", summary: "two traces or scenarios, aligned by event",
    options: [],
    about: """
      Aligns two runs by event and lists what differs. A and B are traces (*.trace.jsonl) or scenarios
      (*.scenario.json, simulated first); one of each is fine. Entries are aligned on their kind, object,
      name or property and snapshot point; aligned entries are compared on t, from, to, snapshot values,
      cause, rule, during and detail.
        ~ t=0.000 tableView.contentInset → (64, 0, 49, 0) | (64, 0, 0, 0)   aligned, values differ (A | B)
        - …                                                                  only in A
        + …                                                                  only in B
      Exit 0 when identical, 1 when they differ, 2 on bad input.
      """)
  static var help: String { spec.help }

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    guard a.positional.count == 2 else {
      throw CLIError.usage(
        a.positional.count < 2
          ? "Missing \(a.positional.isEmpty ? "A and B" : "B"): diff needs two files."
          : "Expected two files A and B, got \(a.positional.count).", verb: "diff")
    }
    let left = try trace(a.positional[0])
    let right = try trace(a.positional[1])
    let diff = TraceDiff(left, right)
    print(diff.rendered(leftName: a.positional[0], rightName: a.positional[1]), terminator: "")
    return diff.isIdentical ? 0 : 1
  }

  /// A trace file as recorded, or a scenario file simulated.
  static func trace(_ path: String) throws(CLIError) -> Trace {
    if path.hasSuffix(".jsonl") {
      do {
        let trace = try TraceFile.load(path: path)
        // The header's scenario is decoded as strictly as a scenario file, as replay and lint do.
        _ = try TraceReplay.embeddedScenario(of: trace, file: path)
        return trace
      } catch {
        throw CLIError.input(error)
      }
    }
    if path.hasSuffix(".json") { return Simulation.run(try CLI.loadScenario(path)) }
    throw CLIError.input(
      InputError(
        file: path, problem: "neither a trace nor a scenario file",
        expected: "a trace (*.trace.jsonl) or a scenario (*.scenario.json)"))
  }
}

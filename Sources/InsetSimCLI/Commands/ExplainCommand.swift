import InsetSim

/// `insetsim explain FILE [--object O] [--property P]`
enum ExplainCommand {
  static let help = """
    Usage: insetsim explain FILE [--object OBJECT] [--property PROPERTY] [--os VERSION] [--device NAME]

    Every change of the scenario's run (or of a trace file, *.trace.jsonl) with who made it: the app, or
    a UIKit rule with its statement, iOS range, confidence, provenance and this change's arithmetic.
    --object and --property keep only one object's or one property's changes.
    """

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    if args.contains("--help") { print(help); return 0 }
    let a = try Arguments(args, verb: "explain", options: ["object", "property", "os", "device"], switches: [])
    guard a.positional.count == 1 else {
      throw CLIError.usage(a.positional.isEmpty ? "Missing the scenario FILE." : "Expected one FILE, got \(a.positional.count).", verb: "explain")
    }
    let file = a.positional[0]
    var property: Property?
    if let name = try a.single("property", verb: "explain") {
      guard let p = Property.byName[name] else {
        throw CLIError.usage("Unknown property '\(name)'." + Suggestions.didYouMean(name, in: Property.allCases.map(\.name)), verb: "explain")
      }
      property = p
    }
    let trace: Trace
    if file.hasSuffix(".jsonl") {
      do { trace = try TraceFile.load(path: file) } catch { throw CLIError.input(error) }
    } else {
      let scenario = try Overrides.apply(os: a.single("os", verb: "explain"), device: a.single("device", verb: "explain"),
        to: CLI.loadScenario(file), file: file)
      trace = Simulation.run(scenario)
    }
    let object = try a.single("object", verb: "explain")
    if let object, !trace.entries.contains(where: { $0.object == object }) {
      let names = Array(Set(trace.entries.compactMap(\.object))).sorted()
      throw CLIError.usage("No object '\(object)' in this run." + Suggestions.didYouMean(object, in: names), verb: "explain")
    }
    let width = TerminalWidth.forStandardOutput(writingTo: nil)
    print(ExplainRenderer(object: object, property: property, width: width).render(trace), terminator: "")
    return 0
  }
}

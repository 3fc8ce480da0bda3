import InsetSim
import InsetSimBench

/// `insetsim explain FILE [--object O] [--property P]`
enum ExplainCommand {
  static let spec = CommandSpec(
    verb: "explain", arguments: "FILE",
    summary: "each change with its rule, statement, provenance and arithmetic",
    options: [
      .value("object", "OBJECT", "keep only this object's changes"),
      .value("property", "PROPERTY", "keep only this property's changes"),
      .value("os", "VERSION", "run on this iOS version instead of the scenario's"),
      .value("device", "NAME", "run on this device instead of the scenario's"),
    ],
    about: """
      Every change of the scenario's run (or of a trace file, *.trace.jsonl) with who made it: the app, or
      a UIKit rule with its statement, iOS range, confidence, provenance and this change's arithmetic.
      With --os or --device, a trace file's scenario (from its header) is run again on that release or
      device. With --object and --property, a value no rule moved is explained too: each rule that
      evaluated it and the value it computed (the one the object already had), or that none did, or
      that the release has no such value.
      """)
  static var help: String { spec.help }

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    guard a.positional.count == 1 else {
      throw CLIError.usage(
        a.positional.isEmpty
          ? "Missing the scenario FILE." : "Expected one FILE, got \(a.positional.count).",
        verb: "explain")
    }
    let file = a.positional[0]
    var property: Property?
    if let name = try a.single("property", verb: "explain") {
      guard let p = Property.byName[name] else {
        throw CLIError.usage(
          "Unknown property '\(name)'."
            + Suggestions.didYouMean(name, in: Property.allCases.map(\.name)), verb: "explain")
      }
      property = p
    }
    let os = try a.single("os", verb: "explain")
    let device = try a.single("device", verb: "explain")
    let object = try a.single("object", verb: "explain")
    // With an object and a property, a run keeps the rules' evaluations that left the value as it
    // was, so that a value no rule moved is explained too.
    func run(_ scenario: Scenario) -> (Trace, [KeptEvaluation]) {
      guard let object, let property else { return (Simulation.run(scenario), []) }
      return Simulation.evaluations(of: object, property, in: scenario)
    }
    var kept: [KeptEvaluation] = []
    let trace: Trace
    // The scenario run (or recorded): its objects say which properties each one has.
    let scenario: Scenario
    if file.hasSuffix(".jsonl") {
      let recorded: Trace
      // The header's scenario is decoded as strictly as a scenario file, whether or not it is run
      // again.
      do {
        recorded = try TraceFile.load(path: file)
        scenario = try TraceReplay.embeddedScenario(of: recorded, file: file)
      } catch {
        throw CLIError.input(error)
      }
      if os == nil && device == nil {
        trace = recorded
      } else {
        // The scenario in the trace's header, run again on the release or device asked for (as lint
        // does).
        (trace, kept) = run(try Overrides.apply(os: os, device: device, to: scenario, file: file))
      }
    } else {
      scenario = try CLI.loadScenario(file)
      (trace, kept) = run(try Overrides.apply(os: os, device: device, to: scenario, file: file))
    }
    if let object, !trace.entries.contains(where: { $0.object == object }) {
      let names = Array(Set(trace.entries.compactMap(\.object))).sorted()
      throw CLIError.usage(
        "No object '\(object)' in this run." + Suggestions.didYouMean(object, in: names),
        verb: "explain")
    }
    // A property the object does not have (the window's contentInset) is not "never set".
    if let object, let property,
      let descriptor = scenario.objects.first(where: { $0.name == object })
    {
      let tracked = descriptor.kind.tracked(viewType: descriptor.viewType).map(\.name)
      guard tracked.contains(property.name) else {
        throw CLIError.usage(
          "'\(object)' has no property '\(property.name)'; its tracked properties are "
            + tracked.joined(separator: ", ") + "."
            + Suggestions.didYouMean(property.name, in: tracked), verb: "explain")
      }
    }
    let width = TerminalWidth.forStandardOutput(writingTo: nil)
    print(
      ExplainRenderer(object: object, property: property, width: width, kept: kept).render(trace),
      terminator: "")
    return 0
  }
}

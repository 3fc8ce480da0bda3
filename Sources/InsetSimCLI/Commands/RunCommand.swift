import InsetSim
import InsetSimBench

/// `insetsim run FILE [--format F] [--os V] [--device D] [--out PATH]`
enum RunCommand {
  static let spec = CommandSpec(
    verb: "run", arguments: "FILE", summary: "simulate a scenario and print its trace",
    options: [
      .value("format", "text|jsonl|markdown|mermaid|svg|chrome", """
        text (a time-stamped log, the default), jsonl (the trace file format), markdown (tables
        for docs), mermaid (a sequenceDiagram), svg (a timeline), chrome (Trace Event Format for Perfetto)
        """),
      .value("os", "VERSION", "run on this iOS version instead of the scenario's"),
      .value("device", "NAME", "run on this device instead of the scenario's"),
      .value("out", "PATH", "write to PATH instead of standard output"),
      .flag("init", "show the values objects start with (text format)"),
    ],
    about: "Simulates the scenario in FILE and prints its trace.",
    epilogue: "The text log wraps at 100 columns, or at $COLUMNS when printing to a terminal.")
  static var help: String { spec.help }
  static let formats = RenderFormat.allCases.map(\.rawValue)

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    guard a.positional.count == 1 else {
      throw CLIError.usage(a.positional.isEmpty ? "Missing the scenario FILE." : "Expected one scenario FILE, got \(a.positional.count).", verb: "run")
    }
    let formatName = try a.single("format", verb: "run") ?? "text"
    guard let format = RenderFormat(rawValue: formatName) else {
      throw CLIError.usage("Unknown format '\(formatName)'." + Suggestions.didYouMean(formatName, in: formats), verb: "run")
    }
    let out = try a.single("out", verb: "run")
    if let out {
      do { try FileIdentity.refuseOutput(out, namingAnyOf: [a.positional[0]]) } catch { throw CLIError.input(error) }
    }
    var scenario = try CLI.loadScenario(a.positional[0])
    scenario = try Overrides.apply(os: a.single("os", verb: "run"), device: a.single("device", verb: "run"), to: scenario, file: a.positional[0])
    let trace = Simulation.run(scenario)
    if format == .jsonl {
      // The trace file's bytes as they are, without a String made of them first.
      try Output.write(bytes: TraceFile.encodedBytes(trace), to: out)
      return 0
    }
    let width = format == .text ? TerminalWidth.forStandardOutput(writingTo: out) : 100
    let text = format.renderer(width: width, showInitialValues: a.switches.contains("init")).render(trace)
    try Output.write(text, to: out)
    return 0
  }
}

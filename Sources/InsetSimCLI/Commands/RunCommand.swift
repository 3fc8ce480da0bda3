import InsetSim

/// `insetsim run FILE [--format F] [--os V] [--device D] [--out PATH]`
enum RunCommand {
  static let help = """
    Usage: insetsim run FILE [--format text|jsonl|markdown|mermaid|svg|chrome] [--os VERSION] [--device NAME] [--out PATH] [--init]

    Simulates the scenario in FILE and prints its trace.
      --format   text (a time-stamped log, the default), jsonl (the trace file format), markdown (tables
                 for docs), mermaid (a sequenceDiagram), svg (a timeline),
                 chrome (Trace Event Format for Perfetto)
      --os       run on this iOS version instead of the scenario's
      --device   run on this device instead of the scenario's
      --out      write to PATH instead of standard output
      --init     show the values objects start with (text format)
    """
  static let formats = ["text", "jsonl", "markdown", "mermaid", "svg", "chrome"]

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    if args.contains("--help") { print(help); return 0 }
    let a = try Arguments(args, verb: "run", options: ["format", "os", "device", "out"], switches: ["init"])
    guard a.positional.count == 1 else {
      throw CLIError.usage(a.positional.isEmpty ? "Missing the scenario FILE." : "Expected one scenario FILE, got \(a.positional.count).", verb: "run")
    }
    let format = try a.single("format", verb: "run") ?? "text"
    guard formats.contains(format) else {
      throw CLIError.usage("Unknown format '\(format)'." + Suggestions.didYouMean(format, in: formats), verb: "run")
    }
    let out = try a.single("out", verb: "run")
    if let out {
      do { try FileIdentity.refuseOutput(out, namingAnyOf: [a.positional[0]]) } catch { throw CLIError.input(error) }
    }
    var scenario = try CLI.loadScenario(a.positional[0])
    scenario = try Overrides.apply(os: a.single("os", verb: "run"), device: a.single("device", verb: "run"), to: scenario, file: a.positional[0])
    let trace = Simulation.run(scenario)
    let text: String
    switch format {
    case "jsonl": text = TraceFile.encode(trace)
    case "markdown": text = MarkdownRenderer().render(trace)
    case "mermaid": text = MermaidRenderer().render(trace)
    case "chrome": text = ChromeTraceRenderer().render(trace)
    case "svg": text = SVGRenderer().render(trace)
    default: text = TextRenderer(showInitialValues: a.switches.contains("init")).render(trace)
    }
    try Output.write(text, to: out)
    return 0
  }
}

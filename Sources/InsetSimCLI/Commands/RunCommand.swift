import InsetSim
import InsetSimBench
import InsetSimTraceFormat

/// `insetsim run FILE [--format F] [--os V] [--device D] [--out PATH]`, F one of text, jsonl,
/// markdown, mermaid, svg, chrome, screens, html.
enum RunCommand {
  static let spec = CommandSpec(
    verb: "run", arguments: "FILE", summary: "simulate a scenario and print its trace",
    options: [
      .value(
        "format", "FORMAT",
        """
        text (a time-stamped log, the default), jsonl (the trace file format), markdown (tables
        for docs), mermaid (a sequenceDiagram), svg (a timeline), chrome (Trace Event Format for
        Perfetto), screens (SVG pictures of the screen at each observation point), html (one
        self-contained page: the timeline, a scrubber over the run's moments, the screen at each)
        """),
      .value(
        "screens-at", "MOMENTS",
        "screens format: a picture at each observation point (points, the default), at the end of "
          + "each run-loop turn (turns), or after each change (changes); at most "
          + "\(ScreenRenderer.maxDrawings) drawings "
          + "(pictures × the objects each may draw), else refused"),
      .value("os", "VERSION", "run on this iOS version instead of the scenario's"),
      .value("device", "NAME", "run on this device instead of the scenario's"),
      .value("out", "PATH", "write to PATH instead of standard output"),
      .flag("init", "show the values objects start with (text format)"),
      .flag(
        "without-bugs", "run as if every UIKit bug of the release were fixed (`insetsim rules bug`)"
      ),
    ],
    about: "Simulates the scenario in FILE and prints its trace.",
    epilogue: "The text log wraps at 100 columns, or at $COLUMNS when printing to a terminal.")
  static var help: String { spec.help }
  static let formats = RenderFormat.allCases.map(\.rawValue)

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    guard a.positional.count == 1 else {
      throw CLIError.usage(
        a.positional.isEmpty
          ? "Missing the scenario FILE." : "Expected one scenario FILE, got \(a.positional.count).",
        verb: "run")
    }
    let formatName = try a.single("format", verb: "run") ?? "text"
    guard let format = RenderFormat(rawValue: formatName) else {
      throw CLIError.usage(
        "Unknown format '\(formatName)'." + Suggestions.didYouMean(formatName, in: formats),
        verb: "run")
    }
    if a.switches.contains("init") && format != .text {
      throw CLIError.usage(
        "Option '--init' applies to the text format only: jsonl always holds the values objects start with, and "
          + "\(format.rawValue == "jsonl" ? "the other formats" : format.rawValue) leave\(format.rawValue == "jsonl" ? "" : "s") them out.",
        verb: "run")
    }
    var moments = ScreenRenderer.Moments.observations
    if let name = try a.single("screens-at", verb: "run") {
      guard format == .screens, let m = ScreenRenderer.Moments(name: name) else {
        throw CLIError.usage(
          format != .screens
            ? "Option '--screens-at' applies to the screens format only."
            : "Unknown moments '\(name)'."
              + Suggestions.didYouMean(name, in: ["points", "turns", "changes"]),
          verb: "run")
      }
      moments = m
    }
    let out = try a.output(verb: "run", inputs: [a.positional[0]])
    var scenario = try CLI.loadScenario(a.positional[0])
    scenario = try Overrides.apply(
      os: a.single("os", verb: "run"), device: a.single("device", verb: "run"), to: scenario,
      file: a.positional[0])
    if a.switches.contains("without-bugs") { scenario.uikitBugs = false }
    switch format {
    case .jsonl:
      // The trace file's lines as the run makes them: memory stays flat however long the run.
      let output = try StreamedOutput(path: out)
      try output.append { TraceFile.appendHeaderLine(of: scenario, to: &$0) }
      try stream(scenario, to: output) { e, buffer in TraceFile.appendLine(e, to: &buffer) }
      try output.finish()
    case .text:
      let renderer = TextRenderer(
        showInitialValues: a.switches.contains("init"),
        width: TerminalWidth.forStandardOutput(writingTo: out))
      let output = try StreamedOutput(path: out)
      try output.append(renderer.header(Trace(of: scenario, entries: [])))
      var line = JSONTextBuffer(capacity: 256)
      try stream(scenario, to: output) { e, buffer in
        renderer.append(e, to: &buffer, scratch: &line)
      }
      try output.finish()
    case .screens:
      let trace = Simulation.run(scenario)
      try PictureLimit.check(trace, file: a.positional[0], format: format, moments: moments)
      try Output.write(ScreenRenderer(moments: moments).render(trace), to: out)
    default:
      let trace = Simulation.run(scenario)
      if format == .html {
        try PictureLimit.check(trace, file: a.positional[0], format: format, moments: moments)
      }
      let text = format.renderer(width: 100, showInitialValues: a.switches.contains("init")).render(
        trace)
      try Output.write(text, to: out)
    }
    return 0
  }

  /// Runs `scenario`, writing each entry as it comes (the first write error ends the run's output,
  /// as does a temporary file that cannot be read back).
  private static func stream(
    _ scenario: Scenario, to output: StreamedOutput,
    _ write: @escaping (TraceEntry, inout JSONTextBuffer) -> Void
  ) throws(CLIError) {
    var failure: CLIError?
    do {
      try Simulation.run(scenario) { e in
        guard failure == nil else { return }
        do throws(CLIError) { try output.append { write(e, &$0) } } catch { failure = error }
      }
    } catch {
      failure = failure ?? .input(error)
    }
    if let failure { throw failure }
  }
}

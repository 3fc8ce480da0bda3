import InsetSim
import InsetSimBench

/// `insetsim replay TRACE... [--propose [--out PATH]]`
enum ReplayCommand {
  static let spec = CommandSpec(
    verb: "replay", arguments: "TRACE...",
    summary: "re-simulate recorded traces and report every divergence",
    options: [
      .flag(
        "propose",
        """
        write, instead of the report, the recorded app as a scenario whose expect list holds
        the recorded value (order, number of calls) of each divergence: one TRACE
        """),
      .value("out", "PATH", "with --propose: write to PATH instead of standard output"),
    ],
    about: """
      Re-simulates the scenario embedded in each recorded trace (*.trace.jsonl; folders recurse) and
      reports every divergence: the entry's index and time, the expected (recorded) and actual
      (simulated) values, the rule and arithmetic that produced the simulated value, and 3 entries of
      context on each side (for the first 10).
        A trace written by insetsim is aligned with the new run by event, then compared on every field.
        A trace recorded on a device (another producer) is compared on what it holds: its callbacks in
        order (aligned by name and object, so the comparison goes on after a callback the model does not
        make; a layout pass the device ran more often than the model is a note, not a failure), its
        changes per property, its snapshots' values at the same points; the rest is listed as not
        compared. Each value divergence names the rule behind the simulated value and its confidence;
        the report sums them up by where their objects live ("6 values differ, 4 in controllers under
        a sheet"). A model or release the catalogue lacks replays as the nearest it knows, with a note.
      --propose writes a scenario file to keep as a test or to file: the recording's app, and one
      expect entry per divergence with the recorded value and the recording as its source.
      Ends with "replayed N traces: M matched, K diverged"; exit 1 if any diverged, 2 on bad input.
      """)
  static var help: String { spec.help }

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    guard !a.positional.isEmpty else {
      throw CLIError.usage("Missing a TRACE to replay.", verb: "replay")
    }
    let propose = a.switches.contains("propose")
    var out = try a.single("out", verb: "replay")
    if out != nil, !propose {
      throw CLIError.usage("--out writes a proposal: give --propose too.", verb: "replay")
    }
    var files: [String] = []
    for path in a.positional { files += try traceFiles(path) }
    if propose {
      guard files.count == 1 else {
        throw CLIError.usage(
          "--propose writes one scenario: give one TRACE (\(files.count) found).", verb: "replay")
      }
      out = try a.output(verb: "replay", inputs: files)
    }
    // Read every trace first: bad input stops the command before any replay is printed.
    var traces: [(String, Trace)] = []
    for file in files {
      do { traces.append((file, try TraceFile.load(path: file))) } catch {
        throw CLIError.input(error)
      }
    }
    var reports: [ReplayReport] = []
    for (file, trace) in traces {
      do {
        var report = try TraceReplay.replay(trace, file: file)
        // A name found in a folder is printed as messages print it: no escape sequence or break.
        report.file = InputError.shownPath(report.file)
        reports.append(report)
      } catch {
        throw CLIError.input(error)
      }
    }
    if propose, let (file, trace) = traces.first, let report = reports.first {
      let proposal = ReplayProposal(report, trace: trace, file: file)
      try Output.write(proposal.text, to: out)
      var stderr = StandardError()
      for why in proposal.notProposed { print("note: not proposed: " + why, to: &stderr) }
      let n = report.mismatches.count
      print(
        "proposed \(proposal.proposed) expectation\(proposal.proposed == 1 ? "" : "s") for \(n) divergence\(n == 1 ? "" : "s")",
        to: &stderr)
      return report.matched ? 0 : 1
    }
    for report in reports { print(report) }
    let diverged = reports.filter { !$0.matched }.count
    let count = reports.count
    print(
      "replayed \(count) trace\(count == 1 ? "" : "s"): \(count - diverged) matched, \(diverged) diverged"
    )
    return diverged == 0 ? 0 : 1
  }

  /// The trace files at `path`: the file itself, or every `*.trace.jsonl` below a folder, sorted.
  static func traceFiles(_ path: String) throws(CLIError) -> [String] {
    let files: [String]
    do {
      files = try InputFiles.under(
        path, suffixes: [".trace.jsonl"], what: "a trace file (*.trace.jsonl)")
    } catch { throw CLIError.input(error) }
    guard !files.isEmpty else {
      throw CLIError.input(
        InputError(
          file: path, problem: "the folder holds no trace", expected: "*.trace.jsonl files"))
    }
    return files
  }
}

import InsetSim
import InsetSimBench

/// `insetsim replay TRACE...`
enum ReplayCommand {
  static let spec = CommandSpec(
    verb: "replay", arguments: "TRACE...",
    summary: "re-simulate recorded traces and report every divergence", options: [],
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
        compared.
      Ends with "replayed N traces: M matched, K diverged"; exit 1 if any diverged, 2 on bad input.
      """)
  static var help: String { spec.help }

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    guard !a.positional.isEmpty else {
      throw CLIError.usage("Missing a TRACE to replay.", verb: "replay")
    }
    var files: [String] = []
    for path in a.positional { files += try traceFiles(path) }
    // Read every trace first: bad input stops the command before any replay is printed.
    var traces: [(String, Trace)] = []
    for file in files {
      do { traces.append((file, try TraceFile.load(path: file))) } catch {
        throw CLIError.input(error)
      }
    }
    var reports: [ReplayReport] = []
    for (file, trace) in traces {
      do { reports.append(try TraceReplay.replay(trace, file: file)) } catch {
        throw CLIError.input(error)
      }
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

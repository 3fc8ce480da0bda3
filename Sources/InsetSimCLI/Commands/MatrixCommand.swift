import InsetSim
import InsetSimBench

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `insetsim matrix FILE [--vary KEY=V,…]... [--show OBJECT.PROPERTY]... [--at POINT] [--adjusted]
/// [--format F] [--jobs N] [--out PATH]`
enum MatrixCommand {
  static let spec = CommandSpec(
    verb: "matrix", arguments: "FILE",
    summary: "sweep factor combinations and stream a table (markdown, csv, jsonl)",
    options: [
      .value(
        "vary", "KEY=V1,V2,…", repeatable: true,
        """
        a scenario key (os, device, orientation, navigationController.translucent,
        controller.subviews.0.frame, views.ID.KEY for a view by its id) and its values, split at
        top-level commas; each value is JSON when it parses as JSON, else a string. Repeatable:
        the first factor varies slowest.
        """),
      .value(
        "show", "OBJECT.PROPERTY", repeatable: true,
        "a value to show (repeatable); default: the scenario's expect list"),
      .value("at", "POINT", "the observation point for --show (default viewDidAppear)"),
      .flag(
        "adjusted",
        "show YES/NO — did a UIKit rule change the value before the point — instead of the value"),
      .value("format", "markdown|csv|jsonl", "markdown (default), csv or jsonl"),
      .value(
        "jobs", "N",
        "worker threads (default: one per core); rows come out in order whatever the number"),
      .value("out", "PATH", "write to PATH (whole or not at all) instead of standard output"),
    ],
    about: """
      Runs every combination of the factors over a base scenario and streams one row per combination:
      the chosen values, then the shown values. FILE is a scenario (*.scenario.json), varied with --vary,
      or a sweep file (*.sweep.json) that names its scenario, factors and columns (--vary adds factors,
      --show replaces its columns).

      Memory stays flat however many combinations there are: rows are made a wave at a time and written.
      """,
    epilogue: """
      Examples:
        insetsim matrix Traces/sweeps/S003-automatic-table.sweep.json
        insetsim matrix \\
          Traces/seeds/S000-14-table-frame-does-not-matter.scenario.json \\
          --vary os=10.3,11.0 --vary device="iPhone 8,iPhone X" \\
          --show tableView.contentInset --show tableView.adjustedContentInset
      """)
  static var help: String { spec.help }

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    guard a.positional.count == 1 else {
      throw CLIError.usage(
        a.positional.isEmpty
          ? "Missing the scenario or sweep FILE." : "Expected one FILE, got \(a.positional.count).",
        verb: "matrix")
    }
    let file = a.positional[0]
    let formatName = try a.single("format", verb: "matrix") ?? "markdown"
    guard let format = MatrixTable.Format(rawValue: formatName) else {
      throw CLIError.usage(
        "Unknown format '\(formatName)'."
          + Suggestions.didYouMean(formatName, in: MatrixTable.Format.allCases.map(\.rawValue)),
        verb: "matrix")
    }
    var workers = FileSystem.activeProcessors
    if let text = try a.single("jobs", verb: "matrix") {
      guard let n = Int(text), n > 0, n <= 1024 else {
        throw CLIError.usage(
          "Option '--jobs' expects a whole number from 1 to 1024, got '\(text)'.", verb: "matrix")
      }
      workers = n
    }
    let at = try a.single("at", verb: "matrix")
    // Checked against the sweep's scenario file too once the sweep names it.
    let out = try a.output(verb: "matrix", inputs: [file])
    let sweep: Sweep
    do {
      sweep = try makeSweep(file: file, a: a, at: at)
    } catch {
      throw CLIError.input(error)
    }
    let table = MatrixTable(sweep: sweep, format: format)
    let runner = MatrixRunner(workers: workers)
    let row: @Sendable (MatrixRow) -> String = { table.row($0) }
    if let out {
      do throws(InputError) {
        try FileIdentity.refuseOutput(
          out, namingAnyOf: [file] + (sweep.scenarioFile.map { [$0] } ?? []))
        let stream = try AtomicStream(path: out)
        try stream.write(table.header)
        runner.run(sweep, format: row) { text in
          do throws(InputError) {
            try stream.write(text)
          } catch {
            // The stream has removed its temporary file; nothing more can be written.
            CLI.printError(CLIError.input(error).message)
            exit(2)
          }
        }
        try stream.commit()
      } catch {
        throw CLIError.input(error)
      }
    } else {
      StandardOutput.write(table.header)
      runner.run(sweep, format: row) { text in StandardOutput.write(text) }
    }
    return 0
  }

  static func makeSweep(file: String, a: Arguments, at: String?) throws(InputError) -> Sweep {
    var factors: [SweepFactor] = []
    for v in a.options["vary"] ?? [] { factors.append(try SweepFactor(vary: v)) }
    let shows = a.options["show"] ?? []
    let adjusted = a.switches.contains("adjusted")
    if file.hasSuffix(".sweep.json") {
      var sweep = try Sweep.load(path: file)
      if factors.isEmpty && shows.isEmpty && at == nil && !adjusted { return sweep }
      if shows.isEmpty && (at != nil || adjusted) {
        throw InputError(
          file: at != nil ? "--at" : "--adjusted",
          problem:
            "applies to the columns of --show; a sweep file's columns name their own point and mode",
          expected:
            "--show OBJECT.PROPERTY with it, or \"at\" and \"show\": \"adjusted\" in the sweep's \"show\" list"
        )
      }
      let columns =
        shows.isEmpty
        ? sweep.columns
        : try columnsFromOptions(shows, at: at, adjusted: adjusted, base: sweep.base)
      let scenarioFile = sweep.scenarioFile
      sweep = try Sweep(
        name: sweep.name, base: sweep.base, file: file, factors: sweep.factors + factors,
        columns: columns)
      sweep.scenarioFile = scenarioFile
      return sweep
    }
    let base = try Scenario.load(path: file)
    let columns =
      shows.isEmpty && at == nil && !adjusted
      ? try MatrixColumn.fromExpectations(of: base, file: file)
      : try columnsFromOptions(shows, at: at, adjusted: adjusted, base: base)
    return try Sweep(base: base, file: file, factors: factors, columns: columns)
  }

  static func columnsFromOptions(_ shows: [String], at: String?, adjusted: Bool, base: Scenario)
    throws(InputError) -> [MatrixColumn]
  {
    guard !shows.isEmpty else {
      throw InputError(
        file: "--show", problem: "--at and --adjusted need the values to show",
        expected: "--show OBJECT.PROPERTY, such as --show tableView.contentInset")
    }
    var columns: [MatrixColumn] = []
    for show in shows {
      guard let dot = show.lastIndex(of: "."), dot != show.startIndex,
        show.index(after: dot) != show.endIndex
      else {
        throw InputError(
          file: "--show", problem: "'\(InputError.shown(show))' is not OBJECT.PROPERTY",
          expected: "such as tableView.contentInset")
      }
      columns.append(
        try MatrixColumn(
          at: at ?? "viewDidAppear", object: String(show[..<dot]),
          property: String(show[show.index(after: dot)...]),
          show: adjusted ? .adjusted : .value, base: base, file: "--show", location: ""))
    }
    return columns
  }
}

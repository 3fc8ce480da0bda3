import InsetSim
import InsetSimBench

/// `insetsim lint FILE... [--os V]... [--device D] [--format text|json|junit|github]`
enum LintCommand {
  static let spec = CommandSpec(
    verb: "lint", arguments: "FILE...",
    summary:
      "known inset pitfalls found in scenarios' traces, each with the proving entries and the fix",
    options: [
      .value(
        "os", "VERSION", repeatable: true,
        """
        run on this iOS version instead of the scenario's; give it twice or more to run on
        each and also report insets that differ between the releases at the observed points
        """),
      .value(
        "device", "NAME",
        """
        run on this device instead of the scenario's
        (an expectation a release cannot hold is skipped there, with a note on stderr)
        """),
      .value(
        "format", "text|json|junit|github",
        """
        text (the default), json (the report), junit (a JUnit XML report: a test case
        per finding, an error or a warning failing it), or github (a GitHub Actions
        ::error, ::warning or ::notice command per finding)
        """),
    ],
    about: """
      Runs each scenario (*.scenario.json; a folder: every scenario and trace below it) and reads its
      trace for known inset pitfalls. Each finding names its detector and severity, the trace entries
      that prove it (#index in the trace, time, the change and the rule or app code that made it), the
      fix, and its sources. A trace file (*.trace.jsonl) is linted as recorded; one recorded on a device
      holds only what its recorder captured, so the scenario in its header is simulated instead.
      Findings are ordered by file, detector (the order below), configuration, then trace index.
      Exit status: 0 when no finding is an error or a warning (info does not count), 1 when one is,
      2 on bad input or usage.
      """,
    epilogue: "Detectors:\n\n" + detectorList)

  static var help: String { spec.help }

  static var detectorList: String {
    let width = (Linter.detectors.map(\.id.count).max() ?? 30) + 2
    return Linter.detectors.map { d in
      "  " + d.id.padding(toLength: width) + d.severity.rawValue.padding(toLength: 8)
        + d.rangeDescription
    }.joined(separator: "\n")
  }

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    try InputErrorAnnotation.annotating(args, spec: spec, checked)
  }

  /// `run`, before bad input is annotated for `--format github`.
  static func checked(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    guard !a.positional.isEmpty else {
      throw CLIError.usage("Missing a scenario or trace FILE to lint.", verb: "lint")
    }
    let format = try CIFormat.of(a, verb: "lint")
    let device = try a.single("device", verb: "lint")
    let oses = a.options["os"] ?? []
    var files: [String] = []
    for path in a.positional { files += try CheckCommand.inputFiles(path) }
    // Read and run every input first: bad input stops the command before anything is printed.
    var reportFiles: [LintReport.File] = []
    for file in files {
      let runs = try runs(of: file, oses: oses, device: device)
      reportFiles.append(
        LintReport.File(path: file, runs: runs, findings: Linter.findings(in: runs)))
    }
    let report = LintReport(files: reportFiles)
    switch format {
    case .text:
      // A name found in a folder is printed as messages print it: no escape sequence or break.
      var shown = report
      for i in shown.files.indices {
        shown.files[i].path = InputError.shownPath(shown.files[i].path)
      }
      print(shown.text, terminator: "")
    case .json: print(report.json.prettyText())
    case .junit: print(CIReport.junit(results(of: report), name: "insetsim lint"), terminator: "")
    case .github:
      let levels: [String: String] = ["error": "error", "warning": "warning", "info": "notice"]
      print(CIReport.github(results(of: report)) { levels[$0.kind] }, terminator: "")
      print(report.summary)
    }
    return report.fails ? 1 : 0
  }

  /// The report as CI results: one per finding (an error or a warning fails, info passes), and a
  /// passing one for a file without findings, so that every file is a test suite.
  static func results(of report: LintReport) -> [CIResult] {
    var results: [CIResult] = []
    for file in report.files {
      let several = file.configurations.count > 1
      if file.findings.isEmpty {
        results.append(
          CIResult(
            file: file.path, scenario: "", kind: "clean", passed: true, message: "no findings",
            title: "no findings: " + file.configurations.joined(separator: " | ")))
      }
      for f in file.findings {
        var message =
          "\(f.severity.rawValue) \(f.detector)" + (several ? " [\(f.configuration)]" : "")
          + ": \(f.message)"
        for e in f.evidence {
          message += "\n  " + (e.configuration.map { $0 + " " } ?? "") + e.line
        }
        message += "\nfix: \(f.fix)\nsource: " + f.provenance.joined(separator: "; ")
        results.append(
          CIResult(
            file: file.path, scenario: "", kind: f.severity.rawValue, passed: !f.severity.fails,
            message: message,
            rule: f.evidence.compactMap { $0.entry.rule?.rawValue }.first, detector: f.detector,
            title: "\(f.detector) [\(f.configuration)] #\(f.firstIndex)"))
      }
    }
    return results
  }

  /// The runs of one file: the scenario (or the trace as recorded), or one run per `--os` value.
  static func runs(of file: String, oses: [String], device: String?) throws(CLIError) -> [LintRun] {
    do throws(InputError) {
      let base: Scenario
      if file.hasSuffix(".trace.jsonl") {
        let trace = try TraceFile.load(path: file)
        let recorded = try LintRun(trace: trace, file: file)
        if oses.isEmpty && device == nil { return [recorded] }
        base = recorded.scenario
      } else {
        base = try Scenario.load(path: file)
      }
      let versions: [String?] = oses.isEmpty ? [nil] : oses
      var runs: [LintRun] = []
      for os in versions {
        // An expectation the release cannot hold (adjustedContentInset on iOS 10) is skipped there,
        // as in compare.
        let (scenario, skipped) = try base.variant(
          os: os, device: device, file: file + " (with --os/--device)")
        for s in skipped {
          var stderr = StandardError()
          print(
            "note: \(InputError.shownPath(file)): \(scenario.configurationLabel): skipped "
              + "\(s.description): \(s.reason)",
            to: &stderr)
        }
        // Two spellings of one release ('--os 11 --os 11.0') would lint it twice and compare it
        // with itself.
        if runs.contains(where: { $0.scenario.configurationLabel == scenario.configurationLabel }) {
          throw InputError(
            file: file,
            problem: "two of the releases asked for are the same: \(scenario.configurationLabel)",
            expected: "each release once")
        }
        runs.append(LintRun(scenario: scenario))
      }
      return runs
    } catch {
      throw CLIError.input(error)
    }
  }
}

import InsetSim
import InsetSimBench

/// `insetsim check PATH...`
enum CheckCommand {
  static let spec = CommandSpec(
    verb: "check", arguments: "PATH...",
    summary: "run scenarios' expect lists; \"N passed, M failed\"",
    options: [
      .value(
        "min-confidence", "high|medium|low",
        """
        fail a value that matches but rests on a rule less sure than this (default low: any)
        """),
      .value(
        "format", "text|json|junit|github",
        """
        text (the default); json: every result and the summary; junit: a JUnit XML
        report; github: a GitHub Actions ::error command per failure, at its line
        """),
      .flag(
        "without-bugs", "run as if every UIKit bug of the release were fixed (`insetsim rules bug`)"
      ),
    ],
    about: """
      Runs the `expect` list of every scenario (*.scenario.json) in PATH (folders recurse) and reports
      each failure: the scenario, the point, the object and property, expected and actual values, and the
      rule that produced the actual value; for an `order` or `called` expectation, the entry that came
      instead (its #seq and time). Golden traces (*.trace.jsonl) are replayed: each counts as one
      check, failing with every divergence; a device recording with a known replay next to it
      (NAME.replay.txt, `insetsim replay`'s report) passes when its replay reads as that report; the
      expect list of the scenario in a trace's header is
      checked against the trace as recorded. A run that stops before its end (UIKit would raise, what it
      does is not modelled, an engine limit) fails, unless its scenario expects that stop with a `stops`
      expectation. Each value that passes rests on the rule that set it: the line before the summary counts
      them by that rule's confidence (a value the app or the scenario set rests on high), and
      --min-confidence fails those below it, naming the rule. Ends with "N passed, M failed"; exit 1 if
      any failed. --format json, junit and github report the same results for continuous integration
      (see docs/ci.md); the exit status is the same in every format.
      """)
  static var help: String { spec.help }

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    try InputErrorAnnotation.annotating(args, spec: spec, checked)
  }

  /// `run`, before bad input is annotated for `--format github`.
  static func checked(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    guard !a.positional.isEmpty else {
      throw CLIError.usage("Missing a PATH to check.", verb: "check")
    }
    var minimum = Confidence.low
    if let text = try a.single("min-confidence", verb: "check") {
      guard let c = Confidence(rawValue: text) else {
        throw CLIError.usage(
          "Unknown confidence '\(InputError.shown(text))'; expected high, medium or low."
            + Suggestions.didYouMean(text, in: Confidence.allCases.map(\.rawValue)), verb: "check")
      }
      minimum = c
    }
    let format = try CIFormat.of(a, verb: "check")
    var byFooting: [Confidence: Int] = [:]
    var files: [String] = []
    for path in a.positional { files += try inputFiles(path) }
    // Read every input first: bad input stops the command before any result is printed.
    var traces: [(String, Trace)] = []
    var scenarios: [(file: String, scenario: Scenario)] = []
    for file in files {
      if file.hasSuffix(".trace.jsonl") {
        do { traces.append((file, try TraceFile.load(path: file))) } catch {
          throw CLIError.input(error)
        }
      } else {
        var scenario = try CLI.loadScenario(file)
        if a.switches.contains("without-bugs") { scenario.uikitBugs = false }
        scenarios.append((file, scenario))
      }
    }
    var reports: [ReplayReport] = []
    // A trace's header scenario, whose expectations are checked against what the trace recorded.
    var recorded: [(file: String, scenario: Scenario, trace: Trace)] = []
    // A device recording with a known replay (`<name>.replay.txt`) is held to that report.
    var known: [String?] = []
    for (file, trace) in traces {
      let knownText = FileSystem.readSmallFile(KnownReplay.path(for: file))
      known.append(knownText)
      do {
        var report = try TraceReplay.replay(
          trace, file: knownText == nil ? file : KnownReplay.fileName(of: file))
        // A name found in a folder is printed as messages print it: no escape sequence or break.
        report.file = InputError.shownPath(report.file)
        reports.append(report)
        recorded.append((file, try TraceReplay.embeddedScenario(of: trace, file: file), trace))
      } catch {
        throw CLIError.input(error)
      }
    }
    var passed = 0
    var failed = 0
    // Text prints each failure as it is found; the other formats collect every result and print at
    // the end.
    var results: [CIResult] = []
    func report(_ result: CIResult, text: @autoclosure () -> String) {
      if result.passed { passed += 1 } else { failed += 1 }
      if format == .text {
        if !result.passed { print(text()) }
      } else {
        results.append(result)
      }
    }
    for ((r, rec), knownText) in zip(zip(reports, recorded), known) {
      if let knownText {
        let difference = KnownReplay.difference(r, known: knownText)
        let message =
          difference.map {
            "FAIL \(InputError.shownPath(rec.file)): the replay is not its known replay; \($0)"
          }
          ?? "replays with its known divergences"
        report(
          CIResult(
            file: rec.file, scenario: rec.scenario.name, kind: "replay", passed: difference == nil,
            message: message, title: "replay"), text: message)
        continue
      }
      report(
        CIResult(
          file: rec.file, scenario: rec.scenario.name, kind: "replay", passed: r.matched,
          message: r.matched ? "replays as recorded" : r.description,
          title: "replay"), text: r.description)
    }
    func checkExpectations(
      of scenario: Scenario, against trace: Trace, file: String, recordedOnADevice: Bool
    ) {
      let places = format == .text ? ExpectPlaces() : ExpectPlaces(file: file)
      for (i, result) in ExpectationCheck.check(scenario, against: trace).enumerated() {
        // A device's recording holds what its recorder read; a value it does not hold is not
        // checked, as in replay, and said so.
        if recordedOnADevice, result.actual == nil {
          var stderr = StandardError()
          let e = result.expectation
          print(
            "note: \(InputError.shownPath(file)): expect[\(i)] "
              + "(\(e.object).\(e.property.name) at \(e.at)) not checked: the recording holds no "
              + "such value", to: &stderr)
          continue
        }
        let e = result.expectation
        let place = places.value(i)
        var ci = CIResult(
          file: file, scenario: scenario.name, expectation: place?.index, kind: "value",
          passed: result.passed,
          message: "", rule: result.footing?.rule?.rawValue ?? result.cause?.rule?.rawValue,
          confidence: result.footing?.confidence.rawValue, line: place?.line, column: place?.column,
          title: format == .text
            ? "" : "expect[\(place?.index ?? i)] \(e.object).\(e.property.name) at \(e.at)")
        if let why = result.footingFailure(accepting: scenario.assumptions, minimum: minimum) {
          ci.passed = false
          ci.message = why
        } else if result.passed {
          // Text prints no passed result: its message is written for the other formats alone.
          if format != .text {
            ci.message =
              "\(scenario.name): at \(e.at): \(e.object).\(e.property.name) is the expected "
              + "\(e.value) [source: \(e.source)]"
          }
          if let footing = result.footing { byFooting[footing.confidence, default: 0] += 1 }
        } else {
          ci.message = result.message
        }
        report(ci, text: "FAIL " + ci.message)
      }
      if let stop = TimingCheck.stopFailure(scenario, against: trace) {
        report(
          CIResult(
            file: file, scenario: scenario.name, kind: "stop", passed: false, message: stop,
            rule: trace.entries.last?.rule?.rawValue,
            title: "the run reaches its end"), text: "FAIL " + stop)
      }
      for (j, result) in TimingCheck.check(scenario, against: trace).enumerated() {
        let place = places.timing(j)
        let kind: String
        switch result.expectation.kind {
        case .order: kind = "order"
        case .called, .calledBetween: kind = "called"
        case .valueChange(_, _, let changed, _, _): kind = changed ? "changed" : "unchanged"
        case .stops: kind = "stops"
        }
        let what = result.message.dropFirst(scenario.name.count + 2).prefix { $0 != ":" }
        report(
          CIResult(
            file: file, scenario: scenario.name, expectation: place?.index, kind: kind,
            passed: result.passed,
            message: result.message, line: place?.line, column: place?.column,
            title: "expect[\(place?.index ?? (scenario.expect.count + j))] \(what)"),
          text: "FAIL " + result.message)
      }
    }
    for r in recorded {
      checkExpectations(
        of: r.scenario, against: r.trace, file: r.file,
        recordedOnADevice: !TraceReplay.isProducedByInsetSim(r.trace))
    }
    // One run at a time: a folder of scenarios does not hold every trace at once.
    for (file, scenario) in scenarios {
      checkExpectations(
        of: scenario, against: Simulation.run(scenario), file: file, recordedOnADevice: false)
    }
    let values = Confidence.allCases.reduce(0) { $0 + (byFooting[$1] ?? 0) }
    var summaryLines: [String] = []
    if values > 0 {
      let counts = Confidence.allCases.map { "\(byFooting[$0] ?? 0) \($0.rawValue)" }.joined(
        separator: ", ")
      summaryLines.append(
        "values passed: \(counts) (the weakest rule under each); \(passed - values) orders, counts and traces"
      )
    }
    summaryLines.append("\(passed) passed, \(failed) failed")
    switch format {
    case .text:
      for line in summaryLines { print(line) }
    case .json:
      let confidence = JSONValue.object(
        Confidence.allCases.map { ($0.rawValue, .number(Double(byFooting[$0] ?? 0))) })
      print(
        CIReport.json(
          results,
          summary: [
            ("passed", .number(Double(passed))), ("failed", .number(Double(failed))),
            ("valuesByConfidence", confidence),
          ]), terminator: "")
    case .junit:
      print(CIReport.junit(results, name: "insetsim check"), terminator: "")
    case .github:
      print(CIReport.github(results), terminator: "")
      for line in summaryLines { print(line) }
    }
    return failed == 0 ? 0 : 1
  }

  /// The files at `path`: the file itself, or every `*.scenario.json` and `*.trace.jsonl` below a
  /// folder, sorted. A folder that holds none is an error (`check empty/` passed with "0 passed, 0
  /// failed"), unless `orNone`: the caller says what it needs from the folder.
  static func inputFiles(_ path: String, orNone: Bool = false) throws(CLIError) -> [String] {
    let files: [String]
    do {
      files = try InputFiles.under(
        path, suffixes: [".scenario.json", ".trace.jsonl"], what: "a scenario or trace file")
    } catch { throw CLIError.input(error) }
    guard !files.isEmpty || orNone else {
      throw CLIError.input(
        InputError(
          file: path, problem: "the folder holds no scenario or trace",
          expected: "*.scenario.json or *.trace.jsonl files (folders recurse)"))
    }
    return files
  }
}

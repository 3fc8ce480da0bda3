import InsetSim
import InsetSimBench

/// `insetsim compare FILE --os A --os B [--device D]... [--orientation O]... [--all]`
enum CompareCommand {
  static let spec = CommandSpec(
    verb: "compare", arguments: "FILE",
    summary: "one scenario across iOS versions, devices or orientations, side by side",
    options: [
      .value("os", "VERSION", repeatable: true, "a release to run on (default: the scenario's)"),
      .value("device", "NAME", repeatable: true, "a device to run on (default: the scenario's)"),
      .value(
        "orientation", "O", repeatable: true, "an orientation to run in (default: the scenario's)"),
      .flag("all", "every value, including those one release lacks (shown —)"),
      .value(
        "format", "text|screens",
        "text (tables of the values that differ, the default) or screens (an SVG: each run's screen "
          + "at its last observation point, side by side, to one scale)"),
      .value("out", "PATH", "write to PATH instead of standard output"),
      .flag(
        "without-bugs", "run as if every UIKit bug of the release were fixed (`insetsim rules bug`)"
      ),
    ],
    about: """
      Runs one scenario in every combination of the given releases, devices and orientations (each
      defaults to the scenario's own) and prints, for each observation point, a table of the values that
      differ between them, marked with ≠. Each scroll view's effective inset is always shown: contentInset
      on iOS ≤ 10, adjustedContentInset on iOS 11+, the inset its content is laid out with. An expectation
      that a configuration cannot hold (a property or callback its release lacks) is skipped there with a note.
      """,
    epilogue: """
      Example:
        insetsim compare \\
          Traces/seeds/S000-14-table-frame-does-not-matter.scenario.json \\
          --os 10.3 --os 11.0
      """)
  static var help: String { spec.help }

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    guard a.positional.count == 1 else {
      throw CLIError.usage(
        a.positional.isEmpty
          ? "Missing the scenario FILE." : "Expected one scenario FILE, got \(a.positional.count).",
        verb: "compare")
    }
    let file = a.positional[0]
    let out = try a.output(verb: "compare", inputs: [file])
    var base = try CLI.loadScenario(file)
    if a.switches.contains("without-bugs") { base.uikitBugs = false }
    let oses: [String?] = a.options["os"] ?? [nil]
    let devices: [String?] = a.options["device"] ?? [nil]
    let orientations: [String?] = a.options["orientation"] ?? [nil]
    var variants: [Scenario] = []
    var notes: [String] = []
    for os in oses {
      for device in devices {
        for orientation in orientations {
          do {
            let (variant, skipped) = try base.variant(
              os: os, device: device, orientation: orientation,
              file: file + " (with --os/--device/--orientation)")
            variants.append(variant)
            notes += skipped.map {
              "note: \(variant.configurationLabel): skipped \($0.description): \($0.reason)"
            }
          } catch {
            throw CLIError.input(error)
          }
        }
      }
    }
    guard variants.count >= 2 else {
      throw CLIError.usage(
        "Nothing to compare: give at least two values, e.g. '--os 10.3 --os 11.0'.", verb: "compare"
      )
    }
    // Two spellings of one configuration ('--os 11 --os 11.0') would compare it with itself.
    var seen = Set<String>()
    for v in variants where !seen.insert(v.configurationLabel).inserted {
      throw CLIError.usage(
        "Two of the configurations asked for are the same: \(v.configurationLabel).",
        verb: "compare")
    }
    let format = try a.single("format", verb: "compare") ?? "text"
    guard format == "text" || format == "screens" else {
      throw CLIError.usage(
        "Unknown format '\(format)'." + Suggestions.didYouMean(format, in: ["text", "screens"]),
        verb: "compare")
    }
    if format == "screens" {
      let runs = variants.map { ($0.configurationLabel, Simulation.run($0)) }
      let size = ScreenRenderer.size(ofRuns: runs.map(\.1))
      guard size.fits else {
        throw CLIError.input(
          InputError(
            file: file, problem: "the pictures side by side would hold \(size.description)",
            expected: "fewer configurations or views"))
      }
      try Output.write(ScreenRenderer.sideBySide(runs), to: out)
      return 0
    }
    if out != nil {
      throw CLIError.usage("Option '--out' applies to '--format screens' only.", verb: "compare")
    }
    let comparison = ScenarioComparison(variants: variants)
    print("# \(base.name): " + variants.map(\.configurationLabel).joined(separator: " | "))
    for note in notes { print(note) }
    let showAll = a.switches.contains("all")
    var effective = false
    for point in comparison.points {
      let all = comparison.rows(at: point)
      let rows = all.filter { showAll || $0.differs || $0.isEffectiveInset }
      effective = effective || rows.contains { $0.isEffectiveInset }
      print("\nat \(point)" + (all.contains { $0.differs } ? "" : ": no differences"))
      guard !rows.isEmpty else { continue }
      let names = rows.map(\.name)
      let width = min(60, (names.map(\.count).max() ?? 10) + 2)
      // A value less sure than high says so beside it: "(medium)", "(low)", "(assumed)".
      let cells = rows.map { row in
        row.values.enumerated().map { i, v -> String in
          guard let v else { return "—" }
          guard i < row.footings.count, let f = row.footings[i],
            f.confidence != .high || f.assumedPast != nil
          else { return "\(v)" }
          return "\(v) (\(f.assumedPast == nil ? f.confidence.rawValue : "assumed"))"
        }
      }
      let columnWidths = (0..<variants.count).map { i in
        max(variants[i].configurationLabel.count, cells.map { $0[i].count }.max() ?? 1) + 2
      }
      var header = "  " + "".padding(toLength: width)
      for (i, v) in variants.enumerated() {
        header += v.configurationLabel.padding(toLength: columnWidths[i])
      }
      print(header.trimmingTrailingSpaces())
      for (r, row) in rows.enumerated() {
        var line = (row.differs ? "≠ " : "  ") + names[r].padding(toLength: width)
        for (i, cell) in cells[r].enumerated() { line += cell.padding(toLength: columnWidths[i]) }
        print(line.trimmingTrailingSpaces())
      }
    }
    if effective {
      print(
        "\neffective inset: contentInset on iOS ≤ 10, adjustedContentInset on iOS 11+ (what the content is laid out with)"
      )
    }
    print(
      "(medium), (low): the confidence of the rule that set the value; (assumed): set after a behaviour the model does not simulate; unmarked: high"
    )
    return 0
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}

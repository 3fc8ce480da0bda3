import InsetSim
import InsetSimBench

/// `insetsim docs DIR... --out DIR`
enum DocsCommand {
  static let spec = CommandSpec(
    verb: "docs", arguments: "PATH...",
    summary: "a documentation folder: a page per scenario with its timeline and diagram",
    options: [.value("out", "DIR", required: true, "the folder to write (made if missing)")],
    about: """
      Writes a documentation folder for every scenario in PATH (folders recurse): index.md, grouped by folder
      and era, and per scenario a page (summary, configuration, expectations with their sources, the SVG
      timeline, the Mermaid diagram, the text log; links to the index and the previous and next page) with
      its SVG, its trace (.trace.jsonl) and its Chrome trace (.chrome.json, for ui.perfetto.dev),
      the pictures of its screen (.screens.svg) and its run page (.html, self-contained). Pages
      name each scenario file relative to DIR. Each file is written under a temporary name and
      renamed.
      """)
  static var help: String { spec.help }

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    guard !a.positional.isEmpty else {
      throw CLIError.usage("Missing a PATH of scenarios.", verb: "docs")
    }
    guard let out = try a.single("out", verb: "docs") else {
      throw CLIError.usage("Missing '--out DIR'.", verb: "docs")
    }
    guard !out.isEmpty else {
      throw CLIError.usage("Option '--out' is given an empty path; give a folder.", verb: "docs")
    }
    var scenarios: [(String, Scenario)] = []
    var inputFolders: [FileIdentity] = []
    for path in a.positional {
      // A folder gives its *.scenario.json files; a file named on its own is documented whatever
      // its name, or refused if it is a trace (nothing named is skipped).
      if let folder = FileIdentity(path: path), folder.kind == .directory {
        inputFolders.append(folder)
        let files = try CheckCommand.inputFiles(path, orNone: true).filter {
          $0.hasSuffix(".scenario.json")
        }
        guard !files.isEmpty else {
          throw CLIError.input(
            InputError(
              file: path, problem: "the folder holds no scenario", expected: "*.scenario.json files"
            ))
        }
        for file in files { scenarios.append((file, try CLI.loadScenario(file))) }
      } else if path.hasSuffix(".jsonl") {
        throw CLIError.input(
          InputError(
            file: path, problem: "a trace, not a scenario: docs documents scenarios",
            expected: "a scenario file (*.scenario.json) or a folder of them"))
      } else {
        scenarios.append((path, try CLI.loadScenario(path)))
      }
    }
    if let existing = FileIdentity(path: out), inputFolders.contains(existing) {
      // Its pages would sit among the scenarios and replace whatever shares their names there.
      throw CLIError.input(
        InputError(
          file: out, problem: "is a folder of the scenarios documented",
          expected: "an output folder apart from the inputs"))
    }
    if let existing = FileIdentity(path: out) {
      guard existing.kind == .directory else {
        throw CLIError.input(
          InputError(
            file: out, problem: "is a file",
            expected: "a folder for the documentation (it is created if missing)"))
      }
    } else {
      if !FileSystem.makeFolders(out) {
        if let blocker = AtomicFile.fileInTheWay(of: out + "/index.md") {
          throw CLIError.input(
            InputError(
              file: out,
              problem: "the folder cannot be created: '\(blocker)' is a file, not a folder",
              expected: "a folder for the documentation (it is created if missing)"))
        }
        throw CLIError.input(
          InputError(
            file: out, problem: "the folder cannot be created", expected: "a writable path"))
      }
    }
    // Each page's pictures within their limit (its screens at each observation point, its run page
    // at each turn), checked before any is drawn.
    for (file, scenario) in scenarios {
      let trace = Simulation.run(scenario)
      try PictureLimit.check(trace, file: file, format: .screens, moments: .observations)
      try PictureLimit.check(trace, file: file, format: .html, moments: .turns)
    }
    // Never onto a special file, a folder or an input of the same name (checked before anything is
    // written).
    let files = DocumentationSite(
      scenarios: scenarios, outputFolder: out, workingDirectory: FileSystem.currentDirectory()
    ).files
    let inputs = Set(scenarios.compactMap { FileIdentity(path: $0.0) })
    for file in files {
      let target = FileSystem.join(out, file.path)
      guard let existing = FileIdentity(path: target) else { continue }
      if existing.kind != .regular {
        throw CLIError.input(
          InputError(
            file: target, problem: "is \(existing.kind.described)",
            expected: "a regular file for the page, or nothing"))
      }
      if inputs.contains(existing) {
        throw CLIError.input(
          InputError(
            file: target, problem: "is a scenario being documented",
            expected: "an output folder where no page replaces an input"))
      }
    }
    for file in files {
      do { try AtomicFile.write(file.contents, to: FileSystem.join(out, file.path)) } catch {
        throw CLIError.input(error)
      }
    }
    print("wrote \(files.count) files for \(scenarios.count) scenarios to \(out)")
    return 0
  }
}

import Foundation
import InsetSim

/// `insetsim docs DIR... --out DIR`
enum DocsCommand {
  static let help = """
    Usage: insetsim docs PATH... --out DIR

    Writes a documentation folder for every scenario in PATH (folders recurse): index.md, grouped by folder
    and era, and per scenario a page (summary, configuration, expectations with their sources, the SVG
    timeline, the Mermaid diagram, the text log; links to the index and the previous and next page) with
    its SVG, its trace (.trace.jsonl) and its Chrome trace (.chrome.json, for ui.perfetto.dev). Each file is
    written under a temporary name and renamed.
    """

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    if args.contains("--help") { print(help); return 0 }
    let a = try Arguments(args, verb: "docs", options: ["out"], switches: [])
    guard !a.positional.isEmpty else { throw CLIError.usage("Missing a PATH of scenarios.", verb: "docs") }
    guard let out = try a.single("out", verb: "docs") else { throw CLIError.usage("Missing '--out DIR'.", verb: "docs") }
    var scenarios: [(String, Scenario)] = []
    for path in a.positional {
      for file in try CheckCommand.inputFiles(path) where file.hasSuffix(".scenario.json") {
        scenarios.append((file, try CLI.loadScenario(file)))
      }
    }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw CLIError.input(InputError(file: out, problem: "is a file", expected: "a folder for the documentation (it is created if missing)"))
      }
    } else {
      do {
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      } catch {
        if let blocker = AtomicFile.fileInTheWay(of: out + "/index.md") {
          throw CLIError.input(InputError(file: out, problem: "the folder cannot be created: '\(blocker)' is a file, not a folder",
            expected: "a folder for the documentation (it is created if missing)"))
        }
        throw CLIError.input(InputError(file: out, problem: "the folder cannot be created", expected: "a writable path"))
      }
    }
    let files = DocumentationSite(scenarios: scenarios).files
    for file in files {
      do { try AtomicFile.write(file.contents, to: (out as NSString).appendingPathComponent(file.path)) } catch { throw CLIError.input(error) }
    }
    print("wrote \(files.count) files for \(scenarios.count) scenarios to \(out)")
    return 0
  }
}

import Foundation
import InsetSim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `insetsim` command: parses, calls the library, prints. Exit 0 success, 1 a failed check, 2 bad input.
enum CLI {
  /// A command. A struct, not a tuple: an array of tuples holding a typed-throws function needs runtime support
  /// that macOS has only from 15 and iOS from 18.
  struct Verb: Sendable {
    let name: String, summary: String, help: String
    let run: @Sendable ([String]) throws(CLIError) -> Int32

    init(_ name: String, _ summary: String, _ help: String, _ run: @escaping @Sendable ([String]) throws(CLIError) -> Int32) {
      (self.name, self.summary, self.help, self.run) = (name, summary, help, run)
    }
  }

  static let verbs: [Verb] = [
    Verb("run", "simulate a scenario and print its trace", RunCommand.help, RunCommand.run),
    Verb("print", "every tracked value at one point of a scenario", PrintCommand.help, PrintCommand.run),
    Verb("check", "run scenarios' expect lists; \"N passed, M failed\"", CheckCommand.help, CheckCommand.run),
    Verb("replay", "re-simulate recorded traces and report every divergence", ReplayCommand.help, ReplayCommand.run),
    Verb("diff", "two traces or scenarios, aligned by event", DiffCommand.help, DiffCommand.run),
    Verb("compare", "one scenario across iOS versions, devices or orientations, side by side", CompareCommand.help, CompareCommand.run),
    Verb("explain", "each change with its rule, statement, provenance and arithmetic", ExplainCommand.help, ExplainCommand.run),
    Verb("lint", "known inset pitfalls found in scenarios' traces, each with the proving entries and the fix", LintCommand.help, LintCommand.run),
    Verb("docs", "a documentation folder: a page per scenario with its timeline and diagram", DocsCommand.help, DocsCommand.run),
    Verb("devices", "the device catalogue", DevicesCommand.help, DevicesCommand.run),
    Verb("rules", "the UIKit rules the simulator applies, with provenance", RulesCommand.help, RulesCommand.run),
    Verb("schema", "the JSON Schema of scenario files (formats 1 and 2), or the key reference", SchemaCommand.help, SchemaCommand.run),
    Verb("matrix", "sweep factor combinations and stream a table (markdown, csv, jsonl)", MatrixCommand.help, MatrixCommand.run),
    Verb("bench", "the engine against a bare heap, scenarios per second, the matrix at scale", BenchCommand.help, BenchCommand.run),
  ]

  /// The first line of a verb's help: "Usage: insetsim run FILE …".
  static func usageLine(_ verb: String?) -> String {
    guard let verb, let help = verbs.first(where: { $0.name == verb })?.help else { return "Usage: insetsim [COMMAND] [ARGUMENTS]" }
    return help.split(separator: "\n").first.map(String.init) ?? ""
  }

  static func main(_ args: [String]) -> Int32 {
    do throws(CLIError) {
      guard let verb = args.first else { return try DefaultCommand.run([]) }
      if verb == "--help" || verb == "-h" || verb == "help" {
        print(usage)
        return 0
      }
      if verb == "--version" {
        print(Trace.producer)
        return 0
      }
      guard let command = verbs.first(where: { $0.name == verb }) else {
        throw CLIError.usage("Unknown command '\(verb)'." + Suggestions.didYouMean(verb, in: verbs.map(\.name)), verb: nil)
      }
      return try command.run(Array(args.dropFirst()))
    } catch {
      printError(error.message)
      return error.exitCode
    }
  }

  static var usage: String {
    var text = """
      insetsim — an event-driven simulator of UIKit's view-controller lifecycle and layout insets.

      Usage: insetsim [COMMAND] [ARGUMENTS]

      With no command, runs the embedded seed example (tab bar → navigation → table on iPhone 8) on
      iOS 10.3 and on iOS 11.0 and prints both time-stamped traces.

      Commands:

      """
    for v in verbs { text += "  " + v.name.padding(toLength: 10) + v.summary + "\n" }
    text += "\nSee 'insetsim COMMAND --help' for a command's options. Exit status: 0 success, 1 a failed check, 2 bad input or usage."
    return text
  }

  static func printError(_ text: String) {
    var stderr = StandardError()
    print(text, to: &stderr)
  }

  /// Reads a scenario file, mapping errors to exit status 2.
  static func loadScenario(_ path: String) throws(CLIError) -> Scenario {
    do {
      return try Scenario.load(path: path)
    } catch {
      throw CLIError.input(error)
    }
  }
}

struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    FileHandle.standardError.write(Data(string.utf8))
  }
}

extension String {
  func padding(toLength width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}

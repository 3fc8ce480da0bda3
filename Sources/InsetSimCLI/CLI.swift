import Foundation
import InsetSim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `insetsim` command: parses, calls the library, prints. Exit 0 success, 1 a failed check, 2 bad input.
enum CLI {
  static let verbs: [(name: String, summary: String, help: String, run: @Sendable ([String]) throws(CLIError) -> Int32)] = [
    ("run", "simulate a scenario and print its trace", RunCommand.help, RunCommand.run),
    ("print", "every tracked value at one point of a scenario", PrintCommand.help, PrintCommand.run),
    ("check", "run scenarios' expect lists; \"N passed, M failed\"", CheckCommand.help, CheckCommand.run),
    ("replay", "re-simulate recorded traces and report the first divergence", ReplayCommand.help, ReplayCommand.run),
    ("diff", "two traces or scenarios, aligned by event", DiffCommand.help, DiffCommand.run),
    ("compare", "one scenario across iOS versions, devices or orientations, side by side", CompareCommand.help, CompareCommand.run),
    ("explain", "each change with its rule, statement, provenance and arithmetic", ExplainCommand.help, ExplainCommand.run),
    ("lint", "known inset pitfalls found in scenarios' traces, each with the proving entries and the fix", LintCommand.help, LintCommand.run),
    ("docs", "a documentation folder: a page per scenario with its timeline and diagram", DocsCommand.help, DocsCommand.run),
    ("devices", "the device catalogue", DevicesCommand.help, DevicesCommand.run),
    ("rules", "the UIKit rules the simulator applies, with provenance", RulesCommand.help, RulesCommand.run),
    ("matrix", "sweep factor combinations and stream a table (markdown, csv, jsonl)", MatrixCommand.help, MatrixCommand.run),
    ("bench", "the engine against a bare heap, scenarios per second, the matrix at scale", BenchCommand.help, BenchCommand.run),
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
  /// Straight to file descriptor 2; a stderr that cannot be written is ignored (there is nowhere to say so).
  mutating func write(_ string: String) {
    var string = string
    string.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let n = rawWrite(2, bytes.baseAddress! + offset, bytes.count - offset)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return }
        offset += n
      }
    }
  }
}

extension String {
  func padding(toLength width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}

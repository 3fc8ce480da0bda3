import InsetSim
import InsetSimBench

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `insetsim` command: parses, calls the library, prints. Exit 0 success, 1 a failed check, 2
/// bad input.
enum CLI {
  /// A command: its declaration (help, usage line and options come from it) and what runs it. A
  /// struct, not a tuple: an array of tuples holding a typed-throws function needs runtime support
  /// that macOS has only from 15 and iOS from 18.
  struct Verb: Sendable {
    let spec: CommandSpec
    let run: @Sendable ([String]) throws(CLIError) -> Int32

    init(_ spec: CommandSpec, _ run: @escaping @Sendable ([String]) throws(CLIError) -> Int32) {
      (self.spec, self.run) = (spec, run)
    }

    var name: String { spec.verb }
  }

  static let verbs: [Verb] = [
    Verb(RunCommand.spec, RunCommand.run),
    Verb(PrintCommand.spec, PrintCommand.run),
    Verb(CheckCommand.spec, CheckCommand.run),
    Verb(ReplayCommand.spec, ReplayCommand.run),
    Verb(DiffCommand.spec, DiffCommand.run),
    Verb(CompareCommand.spec, CompareCommand.run),
    Verb(ExplainCommand.spec, ExplainCommand.run),
    Verb(LintCommand.spec, LintCommand.run),
    Verb(DocsCommand.spec, DocsCommand.run),
    Verb(DevicesCommand.spec, DevicesCommand.run),
    Verb(RulesCommand.spec, RulesCommand.run),
    Verb(SchemaCommand.spec, SchemaCommand.run),
    Verb(ReferenceCommand.spec, ReferenceCommand.run),
    Verb(CompletionsCommand.spec, CompletionsCommand.run),
    Verb(MatrixCommand.spec, MatrixCommand.run),
    Verb(BenchCommand.spec, BenchCommand.run),
  ]

  /// The first line of a verb's help: "Usage: insetsim run FILE …".
  static func usageLine(_ verb: String?) -> String {
    guard let verb, let command = verbs.first(where: { $0.name == verb }) else {
      return "Usage: insetsim [COMMAND] [ARGUMENTS]"
    }
    return command.spec.usageLine
  }

  static func main(_ args: [String]) -> Int32 {
    do throws(CLIError) {
      guard let verb = args.first else { return try DefaultCommand.run([]) }
      if verb == "--help" || verb == "-h" || verb == "help" {
        let topics = args.dropFirst()
        guard let topic = topics.first,
          !["help", "--help", "-h"].contains(topic) || topics.count > 1
        else {
          print(usage)
          return 0
        }
        guard topics.count == 1 else {
          throw CLIError.usage(
            "help takes one COMMAND, got \(topics.count): \(topics.joined(separator: " ")).",
            verb: nil)
        }
        guard let command = verbs.first(where: { $0.name == topic }) else {
          throw CLIError.usage(
            "Unknown command '\(topic)'." + Suggestions.didYouMean(topic, in: verbs.map(\.name)),
            verb: nil)
        }
        print(command.spec.help)
        return 0
      }
      if verb == "--version" {
        print(Trace.producer)
        return 0
      }
      guard let command = verbs.first(where: { $0.name == verb }) else {
        throw CLIError.usage(
          "Unknown command '\(verb)'." + Suggestions.didYouMean(verb, in: verbs.map(\.name)),
          verb: nil)
      }
      let rest = Array(args.dropFirst())
      // `--help` and `-h` anywhere before a `--` print the command's help, whatever else is given.
      if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
        print(command.spec.help)
        return 0
      }
      return try command.run(rest)
    } catch {
      printError(error.message)
      return error.exitCode
    }
  }

  static var usage: String {
    var text = """
      insetsim — an event-driven simulator of UIKit's view-controller lifecycle and
      layout insets.

      Usage: insetsim [COMMAND] [ARGUMENTS]

      With no command, runs the embedded seed example (tab bar → navigation → table on
      iPhone 8) on iOS 10.3 and on iOS 11.0 and prints both time-stamped traces.

      Options:
        --version               Show the version.
        -h, --help              Show help information.

      Commands:

      """
    let commands =
      verbs.map { ($0.name, $0.spec.summary) } + [
        ("help", "a command's usage, what it does and its options")
      ]
    for (name, summary) in commands {
      text +=
        "  " + name.padding(toLength: 10) + HelpText.wrapped(summary, indent: 12, hanging: 12)
        + "\n"
    }
    text +=
      "\n"
      + HelpText.wrapped(
        "See 'insetsim help COMMAND' (or 'insetsim COMMAND --help') for a command's options. Exit status: 0 success, 1 a failed check, 2 bad input or usage.",
        hanging: 0)
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
  /// Straight to file descriptor 2; a stderr that cannot be written is given up on (there is
  /// nowhere to say so).
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

import Foundation
import Testing

/// Each command's options are declared once: `-h`, `--help` and `help VERB` print the same text,
/// whose first line is the usage line that usage errors repeat.
@Suite struct CommandHelpTests {
  func insetsim(_ arguments: String...) throws -> InsetsimBinary.Result {
    try InsetsimBinary.run(arguments)
  }

  @Test(arguments: [
    "run", "print", "check", "replay", "diff", "compare", "explain", "lint", "docs", "devices",
    "rules", "reference", "completions", "matrix", "bench",
  ])
  func helpIsTheSameEveryWayAsked(_ verb: String) throws {
    let long = try insetsim(verb, "--help")
    let short = try insetsim(verb, "-h")
    let topic = try insetsim("help", verb)
    #expect(long.status == 0 && short.status == 0 && topic.status == 0)
    #expect(long.stdout == short.stdout)
    #expect(long.stdout == topic.stdout)
    #expect(long.stdout.hasPrefix("Usage: insetsim \(verb)"))
  }

  /// Swift Argument Parser's layout: every command lists `-h, --help` last among its options, each
  /// option's help starts at column 26 (below a longer label), and no line is wider than 80
  /// columns.
  @Test(arguments: [
    "run", "print", "check", "replay", "diff", "compare", "explain", "lint", "docs", "devices",
    "rules", "schema", "reference", "completions", "matrix", "bench",
  ])
  func helpIsLaidOutAsArgumentParsersAt80Columns(_ verb: String) throws {
    let help = try insetsim(verb, "--help").stdout
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    let wide = lines.filter { $0.count > 80 }
    #expect(wide.isEmpty, "\(verb): \(wide)")
    #expect(help.contains("\nOptions:\n"))
    #expect(
      help.contains("\n  -h, --help              Show help information.\n")
        || help.hasSuffix("\n  -h, --help              Show help information.\n"))
  }

  @Test func devicesHelpWordForWord() throws {
    let r = try insetsim("devices", "--help")
    #expect(
      r.stdout == """
        Usage: insetsim devices [NAME]

        Lists the device catalogue: screen size, status bar, safe area (portrait and
        landscape), releases, confidence. With NAME, shows one family with its
        per-release figures and sources.

        Options:
          -h, --help              Show help information.

        """)
  }

  /// A usage line wider than 80 columns wraps between bracketed groups, under the command's
  /// arguments; a label wider than the label column puts its help on the next line.
  @Test func checkHelpWrapsItsUsageAndLongLabels() throws {
    let r = try insetsim("check", "--help")
    #expect(
      r.stdout.hasPrefix(
        """
        Usage: insetsim check PATH... [--min-confidence high|medium|low]
                              [--format text|json|junit|github] [--without-bugs]

        """))
    #expect(
      r.stdout.contains(
        """

        Options:
          --min-confidence high|medium|low
                                  fail a value that matches but rests on a rule less
                                  sure than this (default low: any)
          --format text|json|junit|github
        """))
  }

  /// The top-level help lists `--version` and `-h, --help`; `--version` prints the producer's name
  /// and version.
  @Test func topLevelHelpListsVersion() throws {
    let r = try insetsim("--help")
    #expect(
      r.stdout.contains(
        """
        Options:
          --version               Show the version.
          -h, --help              Show help information.
        """))
    #expect(r.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
    #expect(
      r.stdout.contains(
        """
          lint      known inset pitfalls found in scenarios' traces, each with the
                    proving entries and the fix
        """))
    let version = try insetsim("--version")
    #expect(version.status == 0)
    #expect(version.stdout == "insetsim 0.1\n")
  }

  @Test func helpOfHelpIsTheCommandList() throws {
    let list = try insetsim("help")
    #expect(list.status == 0 && list.stdout.contains("\n  help      "))
    for asked in [["help", "help"], ["help", "--help"], ["help", "-h"], ["--help"]] {
      let r = try InsetsimBinary.run(asked)
      #expect(r.status == 0 && r.stdout == list.stdout, "\(asked)")
    }
    let extra = try insetsim("help", "run", "extra")
    #expect(extra.status == 2 && extra.stderr.contains("help takes one COMMAND, got 2"))
  }

  /// `rules ID` shows one rule; the start of ids up to a dot lists that family; anything else is an
  /// error.
  @Test func rulesListsAFamilyByItsPrefix() throws {
    let family = try insetsim("rules", "flow")
    #expect(family.status == 0)
    let ids = family.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map {
      String($0.prefix { $0 != " " })
    }
    #expect(ids.contains("flow.order.navigation"))
    #expect(!ids.isEmpty && ids.allSatisfy { $0.hasPrefix("flow.") })
    #expect(try insetsim("rules", "flo").status == 2)
    #expect(try insetsim("rules", "flow", "safeArea").status == 2)
  }

  @Test func helpOfAnUnknownCommandSuggestsOne() throws {
    let r = try insetsim("help", "rnu")
    #expect(r.status == 2)
    #expect(r.stderr.contains("Unknown command 'rnu'. Did you mean 'run'?"))
  }

  /// On a terminal, help wraps at its width, as Swift Argument Parser's does: `$COLUMNS` when set,
  /// else the terminal's own (`stty cols`); a pipe gets 80 columns (the tests above). A pseudo
  /// terminal comes from util-linux's `script`.
  @Test(arguments: [("env COLUMNS=60", 60), ("env -u COLUMNS sh -c 'stty cols 120;", 120)])
  func helpWrapsAtTheTerminalsWidth(_ setting: String, _ width: Int) throws {
    #if os(Linux)
      let script = URL(fileURLWithPath: "/usr/bin/script")
      guard FileManager.default.isExecutableFile(atPath: script.path),
        let binary = InsetsimBinary.url
      else { return }
      let command =
        setting.hasSuffix(";")
        ? "\(setting) \(binary.path) check --help'" : "\(setting) \(binary.path) check --help"
      let r = try InsetsimBinary.run(["-qec", command, "/dev/null"], executable: script)
      // A terminal ends lines with "\r\n", one Character in Swift.
      let lines = r.stdout.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
      #expect(lines.contains { $0.hasPrefix("Usage: insetsim check") })
      let widest = lines.map(\.count).max() ?? 0
      #expect(widest <= width && widest > width - 20, "\(lines)")
    #endif
  }

}

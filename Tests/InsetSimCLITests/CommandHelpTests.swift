import Testing

/// Each command's options are declared once: `-h`, `--help` and `help VERB` print the same text, whose
/// first line is the usage line that usage errors repeat.
@Suite struct CommandHelpTests {
  func insetsim(_ arguments: String...) throws -> InsetsimBinary.Result { try InsetsimBinary.run(arguments) }

  @Test(arguments: ["run", "print", "check", "replay", "diff", "compare", "explain", "lint", "docs", "devices", "rules", "matrix", "bench"])
  func helpIsTheSameEveryWayAsked(_ verb: String) throws {
    let long = try insetsim(verb, "--help")
    let short = try insetsim(verb, "-h")
    let topic = try insetsim("help", verb)
    #expect(long.status == 0 && short.status == 0 && topic.status == 0)
    #expect(long.stdout == short.stdout)
    #expect(long.stdout == topic.stdout)
    #expect(long.stdout.hasPrefix("Usage: insetsim \(verb)"))
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

  /// `rules ID` shows one rule; the start of ids up to a dot lists that family; anything else is an error.
  @Test func rulesListsAFamilyByItsPrefix() throws {
    let family = try insetsim("rules", "flow")
    #expect(family.status == 0)
    let ids = family.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { String($0.prefix { $0 != " " }) }
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
}

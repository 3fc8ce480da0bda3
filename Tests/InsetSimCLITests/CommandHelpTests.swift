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

  @Test func helpOfAnUnknownCommandSuggestsOne() throws {
    let r = try insetsim("help", "rnu")
    #expect(r.status == 2)
    #expect(r.stderr.contains("Unknown command 'rnu'. Did you mean 'run'?"))
  }
}

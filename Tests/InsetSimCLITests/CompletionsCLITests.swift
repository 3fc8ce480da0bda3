import Foundation
import InsetSim
import Testing

/// `insetsim completions bash|zsh|fish`: each script parses in its shell and offers the commands,
/// their options, device names and the files each command reads. Shells that are not installed are
/// skipped (bash always is).
@Suite struct CompletionsCLITests {
  static let verbs = [
    "run", "print", "check", "replay", "diff", "compare", "explain", "lint", "docs", "devices",
    "rules", "schema", "reference", "completions", "matrix", "bench", "help",
  ]

  static func shell(_ name: String) -> URL? {
    ["/usr/bin/", "/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map {
      URL(fileURLWithPath: $0 + name)
    }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Writes the script for `shell` into a temporary folder; returns the folder and the file.
  static func script(_ shell: String) throws -> (folder: URL, file: URL) {
    let r = try InsetsimBinary.run(["completions", shell])
    #expect(r.status == 0 && r.stderr.isEmpty)
    let folder = try InsetsimBinary.temporaryFolder()
    let file = folder.appendingPathComponent("insetsim." + shell)
    try Data(r.stdout.utf8).write(to: file)
    return (folder, file)
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func everyCommandOptionAndDeviceIsOffered(_ shell: String) throws {
    let text = try InsetsimBinary.run(["completions", shell]).stdout
    for verb in Self.verbs { #expect(text.contains(verb), "\(shell): \(verb)") }
    for option in ["format", "os", "device", "out", "min-confidence", "without-bugs", "vary"] {
      let written = shell == "fish" ? "-l " + option : "--" + option
      #expect(text.contains(written), "\(shell): --\(option)")
    }
    // Device names with spaces and parentheses, from the catalogue.
    #expect(text.contains("iPhone SE (3rd)") || text.contains(#"iPhone\ SE\ \(3rd\)"#))
    #expect(text.contains("scenario.json") && text.contains("trace.jsonl"))
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func theScriptParses(_ shell: String) throws {
    guard let binary = Self.shell(shell) else { return }
    let (folder, file) = try Self.script(shell)
    defer { try? FileManager.default.removeItem(at: folder) }
    let r = try InsetsimBinary.run(["-n", file.path], executable: binary)
    #expect(r.status == 0, "\(shell): \(r.stderr)")
  }

  /// What bash offers after each prefix, as the shell itself completes it (COMP_WORDS as bash
  /// splits the line: an escaped space stays in its word).
  @Test func bashCompletesCommandsOptionsDevicesAndFiles() throws {
    let bash = try #require(Self.shell("bash"))
    let (folder, file) = try Self.script("bash")
    defer { try? FileManager.default.removeItem(at: folder) }
    func complete(_ words: [String]) throws -> [String] {
      let quotedWords = words.map { "'" + $0 + "'" }.joined(separator: " ")
      let r = try InsetsimBinary.run(
        [
          "-c",
          "source '\(file.path)'; COMP_WORDS=(\(quotedWords)); COMP_CWORD=\(words.count - 1); "
            + "_insetsim; printf '%s\\n' \"${COMPREPLY[@]}\"",
        ], in: InsetsimBinary.traces.appendingPathComponent("seeds"), executable: bash)
      return r.stdout.split(separator: "\n").map(String.init)
    }
    #expect(try complete(["insetsim", "chec"]) == ["check"])
    #expect(try complete(["insetsim", "run", "--format", "m"]) == ["markdown", "mermaid"])
    #expect(try complete(["insetsim", "run", "--os", "10."]) == ["10.0", "10.1", "10.2", "10.3"])
    #expect(
      try complete(["insetsim", "run", "--device", #"iPhone\ SE\ ("#]).contains(
        #"iPhone\ SE\ \(3rd\)"#))
    #expect(try complete(["insetsim", "compare", "--"]).contains("--orientation"))
    #expect(try complete(["insetsim", "completions", ""]) == ["bash", "zsh", "fish"])
    let files = try complete(["insetsim", "run", "S000-12"])
    #expect(files == ["S000-12-tabBar-hidden-in-viewWillAppear.scenario.json"])
  }

  @Test func fishCompletesDevicesAndFiles() throws {
    guard let fish = Self.shell("fish") else { return }
    let (folder, file) = try Self.script("fish")
    defer { try? FileManager.default.removeItem(at: folder) }
    func complete(_ line: String) throws -> [String] {
      let r = try InsetsimBinary.run(
        ["-c", "source '\(file.path)'; complete -C '\(line)'"],
        in: InsetsimBinary.traces.appendingPathComponent("seeds"), executable: fish)
      return r.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }
    #expect(try complete(#"insetsim run --device iPhone\ SE"#).contains("iPhone SE (3rd)"))
    #expect(
      try complete("insetsim run S000-12") == [
        "S000-12-tabBar-hidden-in-viewWillAppear.scenario.json"
      ])
    #expect(try complete("insetsim chec") == ["check"])
  }

  @Test func anUnknownShellIsAUsageError() throws {
    let r = try InsetsimBinary.run(["completions", "zhs"])
    #expect(r.status == 2)
    #expect(
      r.stderr.contains("Unknown shell 'zhs'; expected bash, zsh or fish. Did you mean 'zsh'?"))
  }
}

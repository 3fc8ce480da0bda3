import Foundation
import InsetSim
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--out` on every command that has it: never an input, never an empty path or a name the system
/// cannot hold, and a symbolic link written through (to the descriptor or the file it leads to),
/// never replaced by a regular file.
@Suite struct OutputPathCLITests {
  static let minimal = OutputSafetyCLITests.minimal

  /// A copy of the minimal scenario in a fresh folder: (folder, its path).
  static func scenarioCopy(name: String = "input.scenario.json") throws -> (URL, String) {
    let folder = try InsetsimBinary.temporaryFolder()
    let path = folder.appendingPathComponent(name).path
    try FileManager.default.copyItem(atPath: minimal, toPath: path)
    return (folder, path)
  }

  /// `compare --format screens --out` the scenario itself used to replace it with an SVG and exit
  /// 0; every command with `--out` refuses its input, however the path is spelled.
  @Test(arguments: [
    ["compare", "IN", "--os", "10.3", "--os", "11.0", "--format", "screens", "--out", "OUT"],
    ["run", "IN", "--format", "screens", "--out", "OUT"],
    ["matrix", "IN", "--vary", "os=10.3,11.0", "--show", "tableView.contentInset", "--out", "OUT"],
  ])
  func anOutputNamingTheInputIsRefused(_ template: [String]) throws {
    let (folder, input) = try Self.scenarioCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Data(contentsOf: URL(fileURLWithPath: input))
    let link = folder.appendingPathComponent("link.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: input)
    for out in ["input.scenario.json", "./input.scenario.json", "link.json"] {
      let arguments = template.map { $0 == "IN" ? "input.scenario.json" : $0 == "OUT" ? out : $0 }
      let r = try InsetsimBinary.run(arguments, in: folder, timeout: 120)
      #expect(r.status == 2, "\(arguments): \(r.stderr)")
      #expect(r.stdout == "")
      #expect(
        r.stderr.contains("\(out): is the input 'input.scenario.json'; expected an output path"),
        "\(r.stderr)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)
    }
  }

  /// `replay --propose --out` the trace replayed is refused too.
  @Test func aProposalNamingItsTraceIsRefused() throws {
    let (folder, input) = try Self.scenarioCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trace = folder.appendingPathComponent("t.trace.jsonl").path
    let made = try InsetsimBinary.run(
      ["run", input, "--format", "jsonl", "--out", trace], timeout: 60)
    #expect(made.status == 0, "\(made.stderr)")
    let before = try Data(contentsOf: URL(fileURLWithPath: trace))
    let r = try InsetsimBinary.run(
      ["replay", "t.trace.jsonl", "--propose", "--out", "t.trace.jsonl"], in: folder, timeout: 60)
    #expect(r.status == 2)
    #expect(r.stderr.contains("t.trace.jsonl: is the input 't.trace.jsonl'"), "\(r.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: trace)) == before)
  }

  /// `--out ''` said "Error: : cannot replace the file"; it is a usage error naming the option.
  @Test(arguments: [
    ["run", minimal, "--out", ""],
    ["compare", minimal, "--os", "10.3", "--os", "11.0", "--format", "screens", "--out", ""],
    ["matrix", minimal, "--vary", "os=10.3,11.0", "--show", "tableView.contentInset", "--out", ""],
    ["docs", minimal, "--out", ""],
  ])
  func anEmptyOutputPathIsAUsageError(_ arguments: [String]) throws {
    let r = try InsetsimBinary.run(arguments, timeout: 60)
    #expect(r.status == 2)
    #expect(r.stderr.hasPrefix("Error: Option '--out' is given an empty path"), "\(r.stderr)")
  }

  /// A name over the system's 255 bytes said "cannot replace the file"; the message names the
  /// cause.
  @Test func anOutputNameOverTheSystemsLimitSaysSo() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = String(repeating: "o", count: 296) + ".txt"
    let r = try InsetsimBinary.run(["run", Self.minimal, "--out", out], in: folder, timeout: 60)
    #expect(r.status == 2)
    #expect(
      r.stderr.contains(
        "the file's name is 300 bytes long; expected a name of at most 255 bytes"),
      "\(r.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  /// A link to a file: the file gets the output, the link stays a link.
  @Test func aLinkToAFileIsWrittenThrough() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("target.txt").path
    #expect(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
    let link = folder.appendingPathComponent("out-link").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.txt")
    let r = try InsetsimBinary.run(["run", Self.minimal, "--out", link], timeout: 60)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.txt")
    #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("# ok-minimal"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "out-link", "target.txt",
      ])
  }

  /// A link that leads nowhere is refused (the output would have replaced the link).
  @Test func aLinkLeadingNowhereIsRefused() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("out-link").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "missing.txt")
    let r = try InsetsimBinary.run(["run", Self.minimal, "--out", link], timeout: 60)
    #expect(r.status == 2)
    #expect(
      r.stderr.contains("is a symbolic link to 'missing.txt', which does not exist"),
      "\(r.stderr)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link) == "missing.txt")
  }

  #if os(Linux)
    /// `ln -s /proc/self/fd/1 out-link; insetsim run … --out out-link > captured.txt` left
    /// captured.txt empty and made out-link a regular file: the link leads to standard output,
    /// which gets the run (and the link stays). /dev/stdout writes into standard output as it
    /// stands, between what the shell wrote before and after.
    @Test func aLinkToStandardOutputWritesIntoIt() throws {
      let folder = try InsetsimBinary.temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let link = folder.appendingPathComponent("out-link").path
      try FileManager.default.createSymbolicLink(
        atPath: link, withDestinationPath: "/proc/self/fd/1")
      let r = try InsetsimBinary.run(["run", Self.minimal, "--out", link], timeout: 60)
      #expect(r.status == 0, "\(r.stderr)")
      #expect(r.stdout.hasPrefix("# ok-minimal"))
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/proc/self/fd/1")
      let log = folder.appendingPathComponent("log.txt").path
      let shell = try InsetsimBinary.run(
        [
          "-c",
          "{ echo before; '\(InsetsimBinary.url?.path ?? "")' run '\(Self.minimal)' --out /dev/stdout; echo after; } > '\(log)'",
        ], executable: URL(fileURLWithPath: "/bin/sh"))
      #expect(shell.status == 0, "\(shell.stderr)")
      let text = try String(contentsOfFile: log, encoding: .utf8)
      #expect(text.hasPrefix("before\n# ok-minimal"))
      #expect(text.hasSuffix("\nafter\n"))
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: "/dev/stdout")
          == "/proc/self/fd/1")
    }
  #endif
}

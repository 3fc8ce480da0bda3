import Foundation
import InsetSim
import Testing

/// Folders and names: a folder with nothing to check, names found in a folder holding control
/// characters, a property an object does not have, a scenario's name too long for a page's file:
/// each is an error (exit 2) or done as asked, never a silent pass or a raw escape sequence.
@Suite struct FolderInputCLITests: CorpusCLISuite {
  // MARK: - check, lint, explain

  /// `check empty/` printed "0 passed, 0 failed" and exit 0, as did a folder of *.json files that
  /// are not scenarios; lint, replay and docs refused them. Each folder given must hold something
  /// to check, also beside one that does.
  @Test func aFolderWithNothingToCheckIsAnError() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("empty"), withIntermediateDirectories: false)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("notes"), withIntermediateDirectories: false)
    try Data("{}".utf8).write(to: folder.appendingPathComponent("notes/settings.json"))
    try FileManager.default.copyItem(
      at: Self.corpus.appendingPathComponent(Self.minimal),
      to: folder.appendingPathComponent(Self.minimal))
    for arguments in [
      ["check", "empty"], ["check", "notes"], ["check", Self.minimal, "empty"],
      ["lint", Self.minimal, "notes"],
    ] {
      let r = try Self.run(arguments, in: folder)
      #expect(r.status == 2, "\(arguments)")
      #expect(r.stdout == "")
      let named = arguments.last ?? ""
      #expect(
        r.stderr
          == "Error: \(named): the folder holds no scenario or trace; expected *.scenario.json or "
          + "*.trace.jsonl files (folders recurse)\n", "\(arguments): \(r.stderr)")
    }
  }

  /// `explain --object window --property contentInset` said the value "was never set" (exit 0);
  /// the window has no contentInset. The message lists the properties the object has.
  @Test func aPropertyTheObjectDoesNotHaveIsAnError() throws {
    let r = try Self.run([
      "explain", Self.minimal, "--object", "window", "--property", "contentInset",
    ])
    #expect(r.status == 2)
    #expect(r.stdout == "")
    #expect(
      r.stderr.hasPrefix(
        "Error: 'window' has no property 'contentInset'; its tracked properties are bounds, "
          + "safeAreaInsets, orientation"), "\(r.stderr)")
    // A property the object has, which no rule moved, is still explained.
    let kept = try Self.run([
      "explain", Self.minimal, "--object", "tableView", "--property", "contentInset",
    ])
    #expect(kept.status == 0, "\(kept.stderr)")
    #expect(kept.stdout.contains("tableView.contentInset stayed (0, 0, 0, 0)"))
  }

  /// File names found in a folder are printed as messages print text: an escape sequence or a
  /// line break in a name is written escaped, never as it is (it restyled the terminal or faked a
  /// line of the report).
  @Test func namesFoundInAFolderArePrintedEscaped() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = "a\u{1B}[31mred\nFAIL x.scenario.json"
    var text = try String(
      contentsOf: Self.corpus.appendingPathComponent(Self.minimal), encoding: .utf8)
    text = text.replacingOccurrences(of: "  \"name\": \"ok-minimal\",\n", with: "")
    text = text.replacingOccurrences(
      of: "\"observe\": [\n    \"viewDidAppear\"\n  ]",
      with:
        #""expect": [{"at": "viewDidAppear", "object": "window", "property": "bounds", "value": [0, 0, 1, 1], "source": "a test"}]"#
    )
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    for arguments in [["check", "."], ["lint", "."], ["check", ".", "--format", "github"]] {
      let r = try Self.run(arguments, in: folder)
      // check fails the expectation; lint finds no pitfall.
      #expect(r.status == (arguments[0] == "check" ? 1 : 0), "\(arguments): \(r.stderr)")
      #expect(!r.stdout.contains("\u{1B}"), "\(arguments): \(r.stdout)")
      #expect(!r.stdout.contains("\nFAIL x"), "\(arguments): \(r.stdout)")
      #expect(r.stdout.contains("a\\u{1B}[31mred") || r.stdout.contains("a%1B[31mred"))
    }
    // The scenario's name, from the file's, is escaped too: its trace reads back.
    let trace = folder.appendingPathComponent("t.trace.jsonl").path
    let written = try Self.run(["run", name, "--format", "jsonl", "--out", trace], in: folder)
    #expect(written.status == 0, "\(written.stderr)")
    let replayed = try Self.run(["replay", trace], in: folder)
    #expect(replayed.status == 0, "\(replayed.stderr)")
  }

  // MARK: - docs

  /// A valid name of 300 characters failed with "cannot replace the file" (a page's file name
  /// over the system's 255 bytes): page names are cut to fit.
  @Test func aLongScenarioNameGetsAPageNameThatFits() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let long = String(repeating: "a", count: 300)
    let text = try String(
      contentsOf: Self.corpus.appendingPathComponent(Self.minimal), encoding: .utf8
    ).replacingOccurrences(of: #""name": "ok-minimal""#, with: #""name": "\#(long)""#)
    try Data(text.utf8).write(to: folder.appendingPathComponent("long.scenario.json"))
    // A second one of the same name gets its own pages.
    try Data(text.utf8).write(to: folder.appendingPathComponent("same.scenario.json"))
    let r = try Self.run(["docs", ".", "--out", "site"], in: folder)
    #expect(r.status == 0, "\(r.stderr)")
    let names = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("site").path)
    #expect(names.allSatisfy { $0.utf8.count <= 255 })
    let pages = names.filter { $0.hasSuffix(".md") && $0 != "index.md" }
    #expect(pages.count == 2)
  }
}

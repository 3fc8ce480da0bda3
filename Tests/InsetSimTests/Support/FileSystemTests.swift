import Foundation
import Testing

@testable import InsetSimSupport

/// Support's system-call file operations and string helpers, which stand in for Foundation's in the
/// tool: each expected value is what the Foundation call they replace gives (`NSString`'s path
/// methods, `components(separatedBy:)`, `replacingOccurrences(of:with:)`, `trimmingCharacters(in:
/// .whitespaces)`).
@Suite struct FileSystemTests {
  @Test(arguments: [
    ("a/b.json", "a", "b.json"),
    ("b.json", "", "b.json"),
    ("/b.json", "/", "b.json"),
    ("a//b.json", "a", "b.json"),
    ("a/b/", "a", "b"),
    ("/tmp/out/x.svg", "/tmp/out", "x.svg"),
  ])
  func splitsAPathAsNSStringDoes(path: String, folder: String, name: String) {
    let parts = FileSystem.split(path)
    #expect(parts.folder == folder)
    #expect(parts.name == name)
    #expect(parts.folder == (path as NSString).deletingLastPathComponent)
    #expect(parts.name == (path as NSString).lastPathComponent)
  }

  @Test func joinsAFolderAndAName() {
    #expect(FileSystem.join("a", "b.json") == "a/b.json")
    #expect(FileSystem.join("a/", "b.json") == "a/b.json")
    #expect(FileSystem.join("", "b.json") == "b.json")
  }

  @Test func listsEveryFileBelowAFolderWithoutFollowingItsLinks() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "insetsim-fs-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/a/b/c", withIntermediateDirectories: true)
    for file in ["top.json", "a/one.json", "a/b/c/deep.json", ".hidden.json"] {
      #expect(FileManager.default.createFile(atPath: root + "/" + file, contents: Data("{}".utf8)))
    }
    try FileManager.default.createSymbolicLink(
      atPath: root + "/link", withDestinationPath: root + "/a")
    #expect(
      try FileSystem.files(under: root).sorted() == [
        ".hidden.json", "a/b/c/deep.json", "a/one.json", "link", "top.json",
      ])
    #expect(throws: InputError.self) { try FileSystem.files(under: root + "/missing") }
  }

  /// A folder that cannot be read is an error naming it, not a folder with no files (a check would
  /// pass).
  @Test func aFolderThatCannotBeReadIsAnError() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "insetsim-fs-\(UUID().uuidString)"
    ).path
    defer {
      chmod(root + "/locked", 0o755)
      try? FileManager.default.removeItem(atPath: root)
    }
    try FileManager.default.createDirectory(
      atPath: root + "/locked", withIntermediateDirectories: true)
    #expect(
      FileManager.default.createFile(
        atPath: root + "/locked/a.scenario.json", contents: Data("{}".utf8)))
    chmod(root + "/locked", 0)
    // The superuser reads any folder: there is nothing to refuse.
    if let readable = opendir(root + "/locked") {
      closedir(readable)
      return
    }
    do {
      _ = try InputFiles.under(root, suffixes: [".scenario.json"])
      Issue.record("an unreadable folder was listed as empty")
    } catch {
      #expect(error.file == root + "/locked")
      #expect(error.problem.hasPrefix("the folder cannot be read: "))
    }
  }

  /// The matrix's default workers: as many processors as Foundation's `activeProcessorCount` counts
  /// (the
  /// processors online, within the process's affinity). Under a control group's CPU quota the two
  /// may read different files (cgroup v1 or v2), so the comparison is made where there is none.
  @Test func countsTheProcessorsFoundationCounts() {
    #expect(FileSystem.activeProcessors >= 1)
    #if os(Linux)
      guard FileSystem.processorQuota() == nil else { return }
    #endif
    #expect(FileSystem.activeProcessors == ProcessInfo.processInfo.activeProcessorCount)
  }

  @Test func makesMissingFolders() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "insetsim-fs-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(FileSystem.makeFolders(root + "/x/y/z"))
    #expect(FileIdentity(path: root + "/x/y/z")?.kind == .directory)
    #expect(FileSystem.makeFolders(root + "/x/y/z"))  // already there
    #expect(FileManager.default.createFile(atPath: root + "/file", contents: nil))
    #expect(!FileSystem.makeFolders(root + "/file/below"))
  }

  @Test func findsSplitsAndReplacesTextAsFoundationDoes() {
    let message = "the document ends early; expected a value"
    #expect(
      message.range(ofText: "; expected ").map { String(message[$0.upperBound...]) } == "a value")
    #expect("abc".range(ofText: "x") == nil)
    #expect("abc".range(ofText: "") == nil)
    #expect("héllo wörld".contains(text: "wörld"))
    for (text, separator) in [
      ("a, b, ", ", "), ("", ", "), ("no separator", "|"), ("||", "|"), ("é|ü", "|"),
    ] {
      #expect(
        text.components(separatedByText: separator) == text.components(separatedBy: separator))
    }
    for (text, target, replacement) in [
      ("a|b|c", "|", "\\|"), ("line\nnext", "\n", " "), ("#/$defs/view", "#/$defs/", ""),
      ("none", "x", "y"),
    ] {
      #expect(
        text.replacing(text: target, with: replacement)
          == text.replacingOccurrences(of: target, with: replacement))
    }
    for text in ["  top ", "\ttop,\u{00A0}", "top\n", "   ", "", "\u{200B}t=0.5\u{3000}"] {
      #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    }
  }
}

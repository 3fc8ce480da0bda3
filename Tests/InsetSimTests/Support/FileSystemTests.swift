import Foundation
import Testing

@testable import InsetSimSupport

/// Support's system-call file operations and string helpers, which stand in for Foundation's in the tool:
/// each expected value is what the Foundation call they replace gives (`NSString`'s path methods,
/// `components(separatedBy:)`, `replacingOccurrences(of:with:)`, `trimmingCharacters(in: .whitespaces)`).
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
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("insetsim-fs-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/a/b/c", withIntermediateDirectories: true)
    for file in ["top.json", "a/one.json", "a/b/c/deep.json", ".hidden.json"] {
      #expect(FileManager.default.createFile(atPath: root + "/" + file, contents: Data("{}".utf8)))
    }
    try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/a")
    #expect(FileSystem.files(under: root).sorted() == [".hidden.json", "a/b/c/deep.json", "a/one.json", "link", "top.json"])
    #expect(FileSystem.files(under: root + "/missing") == [])
  }

  @Test func makesMissingFolders() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("insetsim-fs-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(FileSystem.makeFolders(root + "/x/y/z"))
    #expect(FileIdentity(path: root + "/x/y/z")?.kind == .directory)
    #expect(FileSystem.makeFolders(root + "/x/y/z"))  // already there
    #expect(FileManager.default.createFile(atPath: root + "/file", contents: nil))
    #expect(!FileSystem.makeFolders(root + "/file/below"))
  }

  @Test func findsSplitsAndReplacesTextAsFoundationDoes() {
    let message = "the document ends early; expected a value"
    #expect(message.range(ofText: "; expected ").map { String(message[$0.upperBound...]) } == "a value")
    #expect("abc".range(ofText: "x") == nil)
    #expect("abc".range(ofText: "") == nil)
    #expect("héllo wörld".contains(text: "wörld"))
    for (text, separator) in [("a, b, ", ", "), ("", ", "), ("no separator", "|"), ("||", "|"), ("é|ü", "|")] {
      #expect(text.components(separatedByText: separator) == text.components(separatedBy: separator))
    }
    for (text, target, replacement) in [("a|b|c", "|", "\\|"), ("line\nnext", "\n", " "), ("#/$defs/view", "#/$defs/", ""), ("none", "x", "y")] {
      #expect(text.replacing(text: target, with: replacement) == text.replacingOccurrences(of: target, with: replacement))
    }
    for text in ["  top ", "\ttop,\u{00A0}", "top\n", "   ", ""] {
      #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    }
  }
}

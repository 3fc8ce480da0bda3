import Foundation
import Testing

/// Every relative link of the README, the changelog, `docs/` and the DocC catalogues leads to a
/// file of the repository (and a `#fragment` to a heading of it), and every `<doc:Name>` to an
/// article of the same catalogue. Links with a scheme (https:) are not fetched.
@Suite struct DocumentationLinkTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The Markdown files to check, relative to the repository's root, in a stable order.
  static func pages() -> [String] {
    var out = ["README.md", "CHANGELOG.md"]
    let fm = FileManager.default
    for folder in ["docs", "Sources"] {
      guard
        let walk = fm.enumerator(
          at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      else { continue }
      for case let url as URL in walk where url.pathExtension == "md" {
        let path = String(url.path.dropFirst(root.path.count + 1))
        if folder == "docs" || path.contains(".docc/") { out.append(path) }
      }
    }
    return out.sorted()
  }

  /// A Markdown file's text without fenced code blocks and code spans, where brackets are code.
  static func prose(_ text: String) -> String {
    var out: [Substring] = []
    var fenced = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.drop(while: { $0 == " " }).hasPrefix("```") {
        fenced.toggle()
        continue
      }
      if fenced || line.hasPrefix("    ") { continue }
      out.append(line)
    }
    var result = ""
    var inCode = false
    for c in out.joined(separator: "\n") {
      if c == "`" {
        inCode.toggle()
      } else if !inCode {
        result.append(c)
      }
    }
    return result
  }

  /// The targets of `[text](target)` and `![alt](target)` links.
  static func links(in text: String) -> [String] {
    var out: [String] = []
    let chars = Array(text)
    var i = 0
    while i + 1 < chars.count {
      if chars[i] == "]" && chars[i + 1] == "(" {
        var j = i + 2
        var target = ""
        while j < chars.count, chars[j] != ")", chars[j] != " ", chars[j] != "\n" {
          target.append(chars[j])
          j += 1
        }
        if !target.isEmpty { out.append(target) }
        i = j
      } else {
        i += 1
      }
    }
    return out
  }

  /// The `.docc` folder `page` is in, if any.
  static func catalogue(of page: String) -> URL? {
    guard let range = page.range(of: ".docc/") else { return nil }
    return root.appendingPathComponent(String(page[..<range.lowerBound]) + ".docc")
  }

  /// A file named `name` anywhere in `catalogue`.
  static func resource(named name: String, in catalogue: URL) -> URL? {
    let walk = FileManager.default.enumerator(at: catalogue, includingPropertiesForKeys: nil)
    while let url = walk?.nextObject() as? URL {
      if url.lastPathComponent == name { return url }
    }
    return nil
  }

  /// `<doc:Name>` names.
  static func docLinks(in text: String) -> [String] {
    text.components(separatedBy: "<doc:").dropFirst().compactMap { rest in
      rest.split(separator: ">", maxSplits: 1).first.map {
        String($0.split(separator: "#").first ?? $0)
      }
    }
  }

  /// GitHub's anchors of a Markdown file's headings: lower case, punctuation dropped, spaces as
  /// hyphens.
  static func anchors(of text: String) -> Set<String> {
    var out: Set<String> = []
    var fenced = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { fenced.toggle() }
      guard !fenced, line.hasPrefix("#") else { continue }
      let title = line.drop(while: { $0 == "#" }).drop(while: { $0 == " " })
      var slug = ""
      for c in title.lowercased() {
        if c == " " {
          slug.append("-")
        } else if c.isLetter || c.isNumber || c == "-" || c == "_" {
          slug.append(c)
        }
      }
      out.insert(slug)
    }
    return out
  }

  @Test func everyRelativeLinkResolves() throws {
    let fm = FileManager.default
    var broken: [String] = []
    var checked = 0
    for page in Self.pages() {
      let url = Self.root.appendingPathComponent(page)
      let text = try String(contentsOf: url, encoding: .utf8)
      let folder = url.deletingLastPathComponent()
      for link in Self.links(in: Self.prose(text)) {
        if link.contains(":") && !link.hasPrefix("#") { continue }  // https:, mailto:
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = String(parts[0])
        let fragment = parts.count > 1 ? String(parts[1]) : nil
        var target = file.isEmpty ? url : folder.appendingPathComponent(file).standardizedFileURL
        // DocC finds a catalogue's images by name, wherever they sit in the catalogue.
        if !file.contains("/"), let catalogue = Self.catalogue(of: page),
          let image = Self.resource(named: file, in: catalogue)
        {
          target = image
        }
        checked += 1
        guard fm.fileExists(atPath: target.path) else {
          broken.append("\(page): \(link)")
          continue
        }
        if let fragment, target.pathExtension == "md" {
          let anchors = Self.anchors(of: try String(contentsOf: target, encoding: .utf8))
          if !anchors.contains(fragment) { broken.append("\(page): \(link) (no such heading)") }
        }
      }
      if page.contains(".docc/") {
        for name in Self.docLinks(in: text) {
          checked += 1
          let article = folder.appendingPathComponent(name + ".md")
          if !fm.fileExists(atPath: article.path) { broken.append("\(page): <doc:\(name)>") }
        }
      }
    }
    #expect(checked > 50, "only \(checked) links found: the scan is broken")
    #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
  }

  /// The README stays a front page, as the packages iOS developers use have (150–320 lines), with
  /// the manual in the DocC articles and docs/.
  @Test func theReadmeIsAtMost300Lines() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(lines <= 300, "README.md has \(lines) lines")
  }

  /// The scanner itself: a link in prose is found, one in code is not.
  @Test func theScannerFindsLinksInProseOnly() {
    let text = "See [a](docs/a.md) and `[b](b.md)`.\n```\n[c](c.md)\n```\n![d](d.svg)"
    #expect(Self.links(in: Self.prose(text)) == ["docs/a.md", "d.svg"])
    #expect(Self.anchors(of: "## Where this differs, from 1.0\n") == ["where-this-differs-from-10"])
  }
}

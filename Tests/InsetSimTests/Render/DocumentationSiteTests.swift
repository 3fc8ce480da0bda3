import Foundation
import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimLint
@testable import InsetSimMatrix
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// The docs folder for every scenario in Traces/: navigation on every page, the files each page
/// links to shipped beside it, an index grouped by folder and era, and tables narrow enough for a
/// text column.
@Suite struct DocumentationSiteTests {
  static let files: [DocumentationSite.File] = {
    let scenarios = RendererGoldenTests.scenarioFiles.compactMap { path -> (String, Scenario)? in
      guard let s = try? Scenario.load(path: path) else { return nil }
      let relative = path.components(separatedBy: "/Traces/").last.map { "Traces/" + $0 } ?? path
      return (relative, s)
    }
    return DocumentationSite(scenarios: scenarios).files
  }()

  static func file(_ path: String) -> String? { files.first { $0.path == path }?.contents }

  @Test func everyPageLinksToTheIndexAndItsNeighbours() throws {
    let pages = Self.files.filter { $0.path.hasSuffix(".md") && $0.path != "index.md" }
    #expect(pages.count == RendererGoldenTests.scenarioFiles.count)
    let index = try #require(Self.file("index.md"))
    // The pages in index order: each links to the one before and the one after.
    let order = pages.map { $0.path }
    let linked = order.filter { index.contains("](\($0))") }
    #expect(linked.count == order.count)
    for (i, page) in pages.enumerated() {
      let firstLine = page.contents.prefix { $0 != "\n" }
      #expect(firstLine.hasPrefix("[↑ index](index.md)"), "\(page.path) has no link to the index")
      #expect(
        page.contents.hasSuffix(String(firstLine) + "\n"),
        "\(page.path) does not repeat its navigation at the end")
      if i > 0 {
        #expect(
          firstLine.contains("](\(order[i - 1]))"), "\(page.path) does not link to \(order[i - 1])")
      }
      if i + 1 < order.count {
        #expect(
          firstLine.contains("](\(order[i + 1]))"), "\(page.path) does not link to \(order[i + 1])")
      } else {
        #expect(!firstLine.contains("→"))
      }
    }
    // Pages come in index order: positions of their links in the index increase.
    let positions = order.compactMap { index.range(of: "](\($0))")?.lowerBound }
    #expect(positions == positions.sorted())
  }

  @Test func eachPageShipsItsTimelineTraceAndChromeFile() throws {
    for page in Self.files where page.path.hasSuffix(".md") && page.path != "index.md" {
      let slug = String(page.path.dropLast(3))
      for ext in [".svg", ".trace.jsonl", ".chrome.json"] {
        #expect(page.contents.contains("](\(slug)\(ext))"), "\(page.path) does not link \(ext)")
        #expect(Self.file(slug + ext) != nil, "\(slug)\(ext) is not shipped")
      }
      // The shipped trace reads back, and the Chrome file is JSON.
      let trace = try TraceFile.decode(
        bytes: Array((Self.file(slug + ".trace.jsonl") ?? "").utf8), file: slug)
      #expect(!trace.entries.isEmpty)
      _ = try JSONParser.parse(Self.file(slug + ".chrome.json") ?? "")
    }
  }

  @Test func theIndexIsGroupedByFolderAndEra() throws {
    let index = try #require(Self.file("index.md"))
    // Traces/eras holds iOS 6, iOS 7–10 and iOS 11+ scenarios (ios6-seed-example, legacy-*,
    // ios11-*).
    let eras = try #require(index.range(of: "\n## Traces/eras\n"))
    let rest = index[eras.upperBound...]
    let section = rest.prefix { _ in true }.components(separatedBy: "\n## ").first ?? ""
    #expect(
      section.contains("### iOS 6\n") && section.contains("### iOS 7–10\n")
        && section.contains("### iOS 11+\n"))
    #expect(section.contains("[ios6-seed-example](ios6-seed-example.md)"))
    #expect(index.contains("\n## Traces/seeds\n"))
  }

  /// A table is as wide as the longest unbreakable word of each cell together: keep that under 100
  /// characters (about 800 px of 16 px text), the width of a documentation column.
  @Test func tablesFitAColumn() {
    var widest = (0, "")
    for file in Self.files where file.path.hasSuffix(".md") {
      for line in file.contents.split(separator: "\n") where line.hasPrefix("|") {
        let cells = line.split(separator: "|")
        let width = cells.reduce(0) { $0 + ($1.split(separator: " ").map(\.count).max() ?? 0) + 3 }
        if width > widest.0 { widest = (width, "\(file.path): \(line)") }
      }
    }
    #expect(widest.0 <= 100, "widest table row: \(widest.1)")
  }
}

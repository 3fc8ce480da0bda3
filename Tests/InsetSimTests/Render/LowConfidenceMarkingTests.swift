import Foundation
import Testing

@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimRules
@testable import InsetSimTrace

/// A value a low-confidence rule set is marked where a reader of a page sees it: the Markdown
/// table's why column starts with it, and the SVG timeline's why list says it in words and colour.
@Suite struct LowConfidenceMarkingTests {
  /// A page sheet on iOS 17: its frame and safe area come from rules the catalogue rates low
  /// (present.sheet.safeArea: no printed measurement of the sheet's safe area was found).
  static func sheetTrace() throws -> Trace {
    let path = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Traces/apps/present-page-sheet.scenario.json"
      ).path
    return Simulation.run(try Scenario.load(path: path))
  }

  @Test func lowConfidenceValuesAreMarkedInMarkdownAndSVG() throws {
    let trace = try Self.sheetTrace()
    let low = trace.entries.filter {
      $0.kind == .change && $0.cause == .rule && $0.rule.flatMap(Rule.named)?.confidence == .low
    }
    try #require(!low.isEmpty, "the sheet's run has a value a low-confidence rule set")
    let markdown = MarkdownRenderer().render(trace)
    for e in low {
      #expect(markdown.contains("**low confidence** · `\(e.rule?.rawValue ?? "")`"))
    }
    let svg = SVGRenderer().render(trace)
    #expect(svg.contains("LOW CONFIDENCE — "))
    #expect(svg.contains(SVGRenderer.lowConfidenceColor))
    // A medium or high rule is not marked.
    let high = trace.entries.first {
      $0.kind == .change && $0.cause == .rule && $0.rule.flatMap(Rule.named)?.confidence == .high
    }
    if let rule = high?.rule {
      #expect(!markdown.contains("**low confidence** · `\(rule.rawValue)`"))
    }
  }
}

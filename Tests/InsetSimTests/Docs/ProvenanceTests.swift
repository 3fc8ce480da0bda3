import Foundation
import InsetSim
import Testing

/// A source a reader can open: every provenance entry of a lint detector and of a rule is a public
/// URL, a page of this repository (that exists), or another rule, never a document outside the
/// repository ("UIKIT-FACTS §2.3", a seed's file name) or a placeholder host.
@Suite struct ProvenanceTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Why `entry` is not a source a reader can open, or nil when it is.
  static func problem(_ entry: String) -> String? {
    if entry.hasPrefix("https://") || entry.hasPrefix("http://") {
      let host = entry.split(separator: "/").dropFirst().first.map(String.init) ?? ""
      return host.contains("example") ? "a placeholder host: \(entry)" : nil
    }
    if entry.hasPrefix("rule ") { return nil }
    let path = String(entry.prefix { $0 != " " && $0 != "#" })
    guard path.contains("/") || path.hasSuffix(".md") else {
      return "neither a URL nor a page of the repository: \(entry)"
    }
    let exists = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    return exists ? nil : "no such page in the repository: \(entry)"
  }

  @Test func everyLintDetectorCitesWhatAReaderCanOpen() {
    for detector in Linter.detectors {
      for entry in detector.provenance {
        if let problem = Self.problem(entry) { Issue.record("\(detector.id): \(problem)") }
      }
    }
  }

  /// The rule catalogue takes docs/facts/CITATION-MAP.md; until then its old citations are a known
  /// issue, and this test fails once there are none, so the wrapper goes with them.
  @Test func everyRuleCitesWhatAReaderCanOpen() {
    let problems = Rule.catalog.flatMap { rule in
      rule.provenance.compactMap { Self.problem($0).map { "\(rule.id): \($0)" } }
    }
    for problem in problems { Issue.record(Comment(rawValue: problem)) }
  }

  @Test func theCheckItselfTellsThemApart() {
    #expect(Self.problem("https://developer.apple.com/documentation/uikit") == nil)
    #expect(Self.problem("rule tabBar.hiddenKeepsLayout") == nil)
    #expect(Self.problem("docs/facts/seed-observations.md (S000-12, S000-11)") == nil)
    #expect(Self.problem("docs/facts/bars.md#22-uitabbar") == nil)
    #expect(Self.problem("UIKIT-FACTS §2.3") != nil)
    #expect(Self.problem("seeds/000_374ca4d45f0d6baa.txt §TabBar隐藏的方式") != nil)
    #expect(Self.problem("S000-12") != nil)
    #expect(Self.problem("https://example-a.com/answer/52483010") != nil)
  }
}

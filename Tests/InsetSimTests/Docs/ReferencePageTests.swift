import Foundation
import InsetSim
import Testing

/// The pages of `docs/reference/` are the code's own lists: a schema key, a rule or a lint detector
/// added or changed without `Scripts/generate-reference.sh` leaves a page stale, and this fails.
@Suite struct ReferencePageTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test(arguments: ReferencePages.pages.map(\.name))
  func theCheckedInPageIsCurrent(_ name: String) throws {
    let path = try #require(ReferencePages.pages.first { $0.name == name }).path
    let page = try #require(ReferencePages.page(name))
    let checkedIn = String(
      decoding: try Data(contentsOf: Self.root.appendingPathComponent(path)), as: UTF8.self)
    #expect(
      checkedIn == page,
      "\(path) is stale: run Scripts/generate-reference.sh (insetsim reference \(name))")
  }

  /// Each page holds every entry of its list, by id, so a page cannot lose one silently.
  @Test func everyRuleAndDetectorIsListed() throws {
    let rules = try #require(ReferencePages.page("rules"))
    for rule in Rule.catalog { #expect(rules.contains("### `\(rule.id.rawValue)`\n")) }
    let lint = try #require(ReferencePages.page("lint"))
    for d in Linter.detectors { #expect(lint.contains("| `\(d.id)` |")) }
    let keys = try #require(ReferencePages.page("keys"))
    #expect(keys.hasSuffix(ScenarioSchema.keyReference))
  }
}

import Foundation
import Testing

@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// The catalogue is the index of every UIKit behaviour: each rule id a trace names must be in it,
/// once.
@Suite struct RuleCatalogTests {
  static let tracesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Traces")

  @Test func idsAreUnique() {
    var seen = Set<RuleID>()
    for rule in Rule.catalog {
      #expect(seen.insert(rule.id).inserted, "rule \(rule.id) is listed twice")
    }
  }

  @Test func everyRuleNamesTheFunctionThatAppliesIt() {
    for rule in Rule.catalog {
      #expect(
        rule.appliedBy != nil,
        "rule \(rule.id) does not say which function applies it (Rule.appliedByTable)")
    }
    for id in Rule.appliedByTable.keys {
      #expect(
        Rule.named(id) != nil, "Rule.appliedByTable names \(id), which the catalogue does not list")
    }
  }

  @Test func everyRuleHasProvenance() {
    for rule in Rule.catalog {
      #expect(!rule.provenance.isEmpty, "rule \(rule.id) names no source")
    }
  }

  /// Runs every scenario under Traces/ and the embedded examples: each rule a change or a note
  /// names is listed.
  @Test func everyRuleWrittenInATraceIsInTheCatalogue() throws {
    let known = Set(Rule.catalog.map(\.id))
    let files = try InputFiles.under(Self.tracesDirectory.path, suffixes: [".scenario.json"])
    #expect(files.count > 50)
    var scenarios = try files.map { try Scenario.load(path: $0) }
    scenarios += [OSVersion(10, 3), OSVersion(11, 0)].map { Scenario.seedExample(os: $0) }
    var named = Set<RuleID>()
    for scenario in scenarios {
      for entry in Simulation.run(scenario).entries {
        guard let rule = entry.rule else { continue }
        named.insert(rule)
        #expect(
          known.contains(rule),
          "\(scenario.name): entry #\(entry.seq) names rule \(rule), which the catalogue does not list"
        )
      }
    }
    #expect(named.count > 20)
  }
}

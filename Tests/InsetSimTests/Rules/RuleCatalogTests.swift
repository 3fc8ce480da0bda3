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
        Rule.named(RuleID(id)) != nil,
        "Rule.appliedByTable names \(id), which the catalogue does not list")
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

/// The catalogue comes from the code: each rule is declared beside the code that applies it, its
/// "applied by" entry is generated from the sources, and no trace names a rule outside its releases.
@Suite struct RuleSourceTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func everyDeclaredRuleIsCataloguedAndNamedAfterItsID() throws {
    let index = try AppliedByIndex(sources: Self.root.appendingPathComponent("Sources"))
    let catalogued = Set(Rule.catalog.map(\.id.rawValue))
    #expect(index.declarations.count == Rule.catalog.count)
    for d in index.declarations {
      #expect(catalogued.contains(d.id), "\(d.symbol) in \(d.file) is not in Rule.catalog")
      let parts = d.id.split(separator: ".").map(String.init)
      let camel =
        parts[0]
        + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        .joined()
      #expect(d.symbol == camel, "rule \(d.id) is declared as \(d.symbol), not \(camel)")
    }
  }

  @Test func theAppliedByIndexIsGeneratedFromTheSources() throws {
    let index = try AppliedByIndex(sources: Self.root.appendingPathComponent("Sources"))
    let path = Self.root.appendingPathComponent("Sources/InsetSimRules/RuleCatalog+AppliedBy.swift")
    let generated = index.source()
    let current = try String(contentsOf: path, encoding: .utf8)
    if current != generated, ProcessInfo.processInfo.environment["INSETSIM_RECORD"] != nil {
      try generated.write(to: path, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      current == generated,
      "RuleCatalog+AppliedBy.swift is stale: run INSETSIM_RECORD=1 swift test --filter RuleSourceTests"
    )
  }

  /// What the model does not simulate is never met silently: each entry of the `outside` family has
  /// a scenario under Traces/ whose run writes its note.
  @Test func everyOutsideEntryHasAScenarioThatMeetsIt() throws {
    let files = try InputFiles.under(
      Self.root.appendingPathComponent("Traces").path, suffixes: [".scenario.json"])
    var met = Set<RuleID>()
    for file in files {
      for entry in Simulation.run(try Scenario.load(path: file)).entries
      where entry.kind == .note && entry.rule?.isOutsideTheModel == true {
        if let rule = entry.rule { met.insert(rule) }
      }
    }
    for rule in Rule.catalog where rule.id.isOutsideTheModel {
      #expect(met.contains(rule.id), "no scenario under Traces/ meets \(rule.id)")
    }
  }

  /// A rule applies only on its releases: a trace never names one outside them. A design rule
  /// applies on its design release (an app that keeps the previous design on iOS 26 has iOS 18's
  /// design rules, rule design.compatibility).
  @Test func noTraceNamesARuleOutsideItsReleases() throws {
    let files = try InputFiles.under(
      Self.root.appendingPathComponent("Traces").path, suffixes: [".scenario.json"])
    var outside: [String] = []
    for file in files {
      let scenario = try Scenario.load(path: file)
      let trace = Simulation.run(scenario)
      var reported = Set<RuleID>()
      // A change names its own rule, and the rule it rests on when that is weaker.
      for entry in trace.entries {
        for id in [entry.rule, entry.restsOn].compactMap(\.self) {
          guard let rule = Rule.named(id),
            !DesignCompatibility.applies(
              rule, on: scenario.os, compatibility: scenario.designRequiresCompatibility),
            reported.insert(id).inserted
          else { continue }
          outside.append(
            "\(file.split(separator: "/").suffix(2).joined(separator: "/")) iOS \(scenario.os): \(id) (\(rule.rangeDescription))"
          )
        }
      }
    }
    #expect(
      outside.isEmpty,
      "\(outside.count) rules named outside their releases:\n\(outside.joined(separator: "\n"))")
  }
}

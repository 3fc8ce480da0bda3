import InsetSim
import InsetSimBench

/// `insetsim rules [ID]`
enum RulesCommand {
  static let spec = CommandSpec(
    verb: "rules", arguments: "[ID]",
    summary: "the UIKit rules the simulator applies, with provenance", options: [],
    about: """
      Lists every UIKit rule the simulator applies: id, iOS range, confidence and statement.
      With ID, shows one rule with its provenance, the function that applies it, and any conflict between sources;
      with the start of ids up to a dot (flow, safeArea.subview), lists that family of rules.
      """)
  static var help: String { spec.help }

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    guard a.positional.count <= 1 else {
      throw CLIError.usage("Expected one rule ID, got \(a.positional.count).", verb: "rules")
    }
    if let id = a.positional.first {
      guard let rule = Rule.named(RuleID(id)) else {
        // A family (`flow`, `safeArea.subview`): every rule whose id starts with it and a dot.
        let family = Rule.catalog.filter { $0.id.rawValue.hasPrefix(id + ".") }
        guard family.isEmpty else {
          list(family)
          return 0
        }
        throw CLIError.usage(
          "Unknown rule '\(id)'." + Suggestions.didYouMean(id, in: Rule.catalog.map(\.id.rawValue)),
          verb: "rules")
      }
      print("\(rule.id)  (\(rule.rangeDescription), confidence \(rule.confidence.rawValue))")
      print("  " + rule.statement)
      for p in rule.provenance { print("  source: " + p) }
      if let f = rule.appliedBy { print("  applied by: " + f) }
      if let c = rule.conflict { print("  conflict: " + c) }
      for w in rule.workarounds { print("  workaround: " + w) }
      // An id that also starts a family (present.sheet, present.sheet.detents): the family follows.
      let family = Rule.catalog.filter { $0.id.rawValue.hasPrefix(id + ".") }
      if !family.isEmpty {
        print("")
        list(family)
      }
      return 0
    }
    list(Rule.catalog)
    return 0
  }

  static func list(_ rules: [Rule]) {
    for rule in rules {
      print(
        rule.id.rawValue.padding(toLength: 38) + rule.rangeDescription.padding(toLength: 15)
          + rule.confidence.rawValue)
      print("    " + rule.statement)
    }
  }
}

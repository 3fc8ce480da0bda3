import InsetSim
import InsetSimBench

/// `insetsim rules [ID]`
enum RulesCommand {
  static let spec = CommandSpec(
    verb: "rules", arguments: "[ID]", summary: "the UIKit rules the simulator applies, with provenance", options: [],
    about: """
      Lists every UIKit rule the simulator applies: id, iOS range, confidence and statement.
      With ID, shows one rule with its provenance, the function that applies it, and any conflict between sources.
      """)
  static var help: String { spec.help }

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    if let id = a.positional.first {
      guard let rule = Rule.named(RuleID(id)) else {
        throw CLIError.usage("Unknown rule '\(id)'." + Suggestions.didYouMean(id, in: Rule.catalog.map(\.id.rawValue)), verb: "rules")
      }
      print("\(rule.id)  (\(rule.rangeDescription), confidence \(rule.confidence.rawValue))")
      print("  " + rule.statement)
      for p in rule.provenance { print("  source: " + p) }
      if let f = rule.appliedBy { print("  applied by: " + f) }
      if let c = rule.conflict { print("  conflict: " + c) }
      return 0
    }
    for rule in Rule.catalog {
      print(rule.id.rawValue.padding(toLength: 38) + rule.rangeDescription.padding(toLength: 15) + rule.confidence.rawValue)
      print("    " + rule.statement)
    }
    return 0
  }
}

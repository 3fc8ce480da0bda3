import InsetSimRules

/// Tests name the rule they expect by its id, as a trace prints it (`"flow.raises"`); the product's
/// code names a rule by its value (`Rule.flowRaises`) and has no such literal.
extension RuleID: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) { self.init(value) }
}

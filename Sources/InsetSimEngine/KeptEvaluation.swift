import InsetSimModel
import InsetSimRules
import InsetSimTrace

/// A rule's evaluation of a value that left it as it was: the rule computed the value the object
/// already had, so no trace entry was written. `explain` shows these for a value that never moved,
/// so a user reads why each rule that could have moved it did not.
///
///     let (_, kept) = Simulation.evaluations(of: "childTable", .safeAreaInsets, in: scenario)
///     kept.first?.why  // "(0, 0, 0, 0): the view's frame … lies inside its parent's safe area"
public struct KeptEvaluation: Hashable, Sendable {
  /// The virtual time of the evaluation, in microseconds.
  public var t: Int64
  public var rule: RuleID
  /// The value the rule computed (the one the object already had).
  public var value: Value
  /// The rule's arithmetic.
  public var why: String
}

extension Simulation {
  /// Runs `scenario` keeping every rule evaluation of `object`'s `property` that changed nothing:
  /// each distinct (rule, arithmetic) in order, next to the run's trace.
  public static func evaluations(
    of object: String, _ property: Property, in scenario: Scenario
  ) -> (trace: Trace, kept: [KeptEvaluation]) {
    let sim = Simulation(scenario: scenario)
    sim.recorder.watched = (object, property)
    sim.runToEnd()
    let kept = sim.recorder.kept
    return (Trace(of: scenario, entries: sim.recorder.takeFinishedEntries()), kept)
  }
}

import InsetSimModel

/// What `Sweep.directScenario(_:)` applies: the decoded base, whether its own release passes the
/// checks of `Sweep.validOnRelease(_:)`, and each factor's levels resolved (a level nil: left to
/// the patched JSON; a factor nil: it sets only view keys, applied from its levels row by row).
struct DirectPlan: Sendable {
  var base: Scenario
  var baseValidOnRelease: Bool
  var levels: [[[DirectAssignment]?]?]
}

import InsetSimModel
import InsetSimRules

/// Simulation: the design release (rule design.compatibility).
extension Simulation {
  /// The release whose design rules apply: the running one, or iOS 18's for an app that keeps the
  /// previous design on iOS 26 (`designRequiresCompatibility`).
  var design: OSVersion {
    DesignCompatibility.release(on: os, compatibility: scenario.designRequiresCompatibility)
  }
}

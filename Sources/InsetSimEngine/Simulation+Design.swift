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

extension Simulation {
  /// At launch: a note that the app keeps the previous design, naming the rule.
  func noteDesign() {
    guard design != os else { return }
    recorder.note(
      "the app keeps the previous design (UIDesignRequiresCompatibility): its bars, sheets, large titles and search bars follow iOS \(design)'s design rules; its lifecycle and UIKit's bugs are iOS \(os)'s",
      rule: Rule.designCompatibility)
  }
}

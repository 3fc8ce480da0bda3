import InsetSimModel

/// UIKit bug of iOS 11.0 (rule bug.largeTitle.noCollapseOnColdLaunch, rdar 34611901): after a cold
/// launch a
/// large title does not collapse when its table is scrolled; once a controller has been pushed and
/// popped on
/// that navigation controller, it does.
///
///     LargeTitleNoCollapseOnColdLaunch.note(os: OSVersion(11, 0), collapsing: true, popped: false, navigation: "nav")
///     // "UIKit bug of iOS 11.0: after a cold launch nav's large title does not collapse on this scroll …"
package enum LargeTitleNoCollapseOnColdLaunch {
  package static let rule: RuleID = "bug.largeTitle.noCollapseOnColdLaunch"

  /// The note that says why the title stays expanded, when the bug applies; nil when it collapses
  /// as documented.
  package static func note(os: OSVersion, collapsing: Bool, popped: Bool, navigation: String)
    -> String?
  {
    guard collapsing, !popped, Rule.named(rule)?.applies(to: os) == true else { return nil }
    return
      "UIKit bug of iOS 11.0: after a cold launch \(navigation)'s large title does not collapse on this scroll "
      + "(it does once a controller has been pushed and popped)"
  }
}

import InsetSimModel

/// UIKit bug of iOS 11.0 (rule bug.largeTitle.noCollapseOnColdLaunch, rdar 34611901): after a cold
/// launch a large title does not collapse when its table is scrolled; once a controller has been
/// pushed and popped on that navigation controller, it does.
///
///     LargeTitleNoCollapseOnColdLaunch.note(os: OSVersion(11, 0), collapsing: true, popped: false, navigation: "nav")
///     // "UIKit bug of iOS 11.0: after a cold launch nav's large title does not collapse on this scroll …"
package enum LargeTitleNoCollapseOnColdLaunch {
  package static let rule = Rule.bugLargeTitleNoCollapseOnColdLaunch

  /// The note that says why the title stays expanded, when the bug applies; nil when it collapses
  /// as documented.
  package static func note(os: OSVersion, collapsing: Bool, popped: Bool, navigation: String)
    -> String?
  {
    guard collapsing, !popped, Rule.bugLargeTitleNoCollapseOnColdLaunch.applies(to: os) else {
      return nil
    }
    return
      "UIKit bug of iOS 11.0: after a cold launch \(navigation)'s large title does not collapse on this scroll "
      + "(it does once a controller has been pushed and popped)"
  }
}

extension Rule {
  public static let bugLargeTitleNoCollapseOnColdLaunch = Rule(
    "bug.largeTitle.noCollapseOnColdLaunch", from: OSVersion(11, 0), through: OSVersion(11, 0),
    "UIKit bug, iOS 11.0: after a cold launch, a large title does not collapse when its table is scrolled; once a controller has been pushed and popped on that navigation controller, it collapses as documented. Workaround: push and pop once (users do), or pin the scroll view to its view's top.",
    provenance: [
      "https://github.com/lionheart/openradar-mirror/issues/18455 (rdar 34611901, iOS 11.0: pushing a second view controller and navigating back seemingly fixes the issue; it occurs again after a cold launch)",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .low,
    conflict:
      "One radar; the fixed release is not published (11.1 is assumed, low). Later \"does not collapse\" reports are mostly the documented first-subview rule (largeTitle.notTracked).",
    workarounds: [
      "Push and pop a controller once (rdar 34611901: navigating back fixes it until the next cold launch)."
    ]
  )
}

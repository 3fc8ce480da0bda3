import InsetSimModel
import InsetSimSupport

/// UIKit bug of iOS 11.0–11.1 on the iPhone X (rule bug.toolbar.gapAboveTabBar): a navigation
/// controller's toolbar inside a tab bar controller is raised by the home indicator's height as
/// well as the tab bar, leaving a gap of that height between the two bars.
///
///     ToolbarGapAboveTabBar.frame(
///       os: OSVersion(11, 1), inTabBarController: true, homeIndicator: 34,
///       toolbar: Rect(y: 685, width: 375, height: 44))?.value
///     // (0, 651, 375, 44)
package enum ToolbarGapAboveTabBar {
  package static let rule = Rule.bugToolbarGapAboveTabBar

  /// The toolbar's frame when the bug applies (`toolbar`: its documented frame, on the tab bar);
  /// nil otherwise.
  package static func frame(
    os: OSVersion, inTabBarController: Bool, homeIndicator: Double, toolbar: Rect
  ) -> Derived<Rect>? {
    guard inTabBarController, homeIndicator > 0, Rule.bugToolbarGapAboveTabBar.applies(to: os)
    else { return nil }
    return Derived(
      Rect(
        x: toolbar.minX, y: toolbar.minY - homeIndicator, width: toolbar.width,
        height: toolbar.height), rule,
      "UIKit bug of iOS 11.0–11.1 on the iPhone X: the toolbar sits on the tab bar and is raised "
        + "by the home indicator's \(formatPoints(homeIndicator)) pt too, a gap between the bars")
  }
}

extension Rule {
  public static let bugToolbarGapAboveTabBar = Rule(
    "bug.toolbar.gapAboveTabBar", from: OSVersion(11, 0), through: OSVersion(11, 1),
    "UIKit bug, iOS 11.0–11.1 on iPhones with a home indicator: the toolbar of a navigation controller inside a tab bar controller is raised by the home indicator's height (34 pt in portrait) as well as the tab bar, which already includes it, so a gap of that height shows between the toolbar and the tab bar. Workaround: none in UIKit's bars; the reports show it until 11.1.",
    provenance: [
      "https://github.com/lionheart/openradar-mirror/issues/18510 (rdar 34730263, iOS 11.0 and 11.1 beta 9B37: a gap between the tab bar and the toolbar, \"the height of the home area\": the toolbar adjusts up by the same amount as the tab bar)",
      "https://github.com/lionheart/openradar-mirror/issues/18834 (rdar 35358090, iOS 11.1 on the iPhone X: a gap between toolbar and tab bar)",
    ], confidence: .medium,
    conflict:
      "No fixed release is published: the reports are of 11.0 and 11.1, and 11.2 is assumed fixed (low). Whether the controller's bottom safe area follows the raised toolbar is not reported: only the toolbar's frame is changed.",
    workarounds: [
      "Show the actions in the navigation bar or in the controller's own view instead of the navigation controller's toolbar while the app supports 11.0–11.1."
    ]
  )
}

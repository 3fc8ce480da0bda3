import InsetSimModel

/// The More navigation controller: a tab bar controller of more than five tabs in a compact-width
/// window shows four tabs and a More tab, and the tabs past the fourth inside UIKit's own navigation
/// controller (rule outside.moreNavigationController: not in the model, the run stops there).
///
///     MoreNavigationController.holds(tab: 4, of: 6, horizontal: .compact)  // true
package enum MoreNavigationController {
  /// Whether tab `index` of `count` shows inside the More navigation controller.
  package static func holds(tab index: Int, of count: Int, horizontal: SizeClass) -> Bool {
    count > 5 && index >= 4 && horizontal == .compact
  }
}

extension Rule {
  public static let outsideMoreNavigationController = Rule(
    "outside.moreNavigationController", from: any,
    "Not simulated: a tab past the fourth of a tab bar controller of more than five tabs in a compact-width window, which UIKit shows inside its More navigation controller (under that controller's navigation bar), not as a tab of its own. Instead: the run stops when such a tab is shown (selected at launch or by selectTab, or selected when the window turns compact); the first four tabs run as usual.",
    provenance: [
      "docs/model-limits.md",
      "https://developer.apple.com/documentation/uikit/uitabbarcontroller/morenavigationcontroller",
      "https://github.com/jfahrenkrug/UITabBarControllerMoreBugWorkaround (the More navigation controller holds the tabs past the fourth in compact width only)",
    ], confidence: .low)
}

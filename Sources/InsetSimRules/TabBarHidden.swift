import InsetSimModel
import InsetSimSupport

/// iOS 18: `UITabBarController.isTabBarHidden` and `setTabBarHidden(_:animated:)`, the controller's
/// own hidden state of its active tab bar (the iPad's top tab bar or the bottom one), apart from
/// `hidesBottomBarWhenPushed` and from the bar view's `hidden`
/// (docs/facts/tab-bars-ios26-ipados18.md §4).
///
///     TabBarHidden.hidden(true, animated: false).value  // true: the bar leaves the layout
package enum TabBarHidden {
  /// The app's `isTabBarHidden = true`, set before the bar shows: the bar starts hidden, out of the
  /// layout.
  package static var hiddenAtLaunch: Derived<Bool> {
    Derived(
      true, Rule.tabBarSetTabBarHidden,
      "isTabBarHidden YES: the active tab bar hides and leaves the layout")
  }

  package static func hidden(_ hidden: Bool, animated: Bool) -> Derived<Bool> {
    Derived(
      hidden, Rule.tabBarSetTabBarHidden,
      (hidden
        ? "setTabBarHidden(true): the active tab bar hides and leaves the layout"
        : "setTabBarHidden(false): the active tab bar shows and takes its place again")
        + (animated ? " (the layout takes the end state at once)" : ""))
  }
}

extension Rule {
  public static let tabBarSetTabBarHidden = Rule(
    "tabBar.setTabBarHidden", from: OSVersion(18, 0),
    "iOS 18: isTabBarHidden / setTabBarHidden(_:animated:) hide the active tab bar (the iPad's top tab bar or the bottom one): it leaves the layout, so the children's safe area loses it, and the bottom bar's view reports hidden. It is the developer's setting, apart from hidesBottomBarWhenPushed (which does not change it).",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uitabbarcontroller/settabbarhidden(_:animated:)",
      "https://developer.apple.com/documentation/uikit/uitabbarcontroller/istabbarhidden",
      "https://github.com/LeoNatan/LNPopupController/issues/570",
      "docs/facts/tab-bars-ios26-ipados18.md",
    ], confidence: .low,
    conflict:
      "No printed safe area after setTabBarHidden was found: that the bar leaves the layout (as under hidesBottomBarWhenPushed) is inferred from Apple's reply in LNPopupController #570 (the read-back of the active state is tabBar.isHidden). An animated change is applied at once. On iPad the top tab bar's hidden is written as the bottom bar's (Apple's reply speaks of the bottom bar), and a hidden top tab bar keeps a frame in the band it would take: both unsourced."
  )
}

import InsetSimModel

/// UIKit bug of iOS 14.0–14.1, fixed in 14.2 (rule bug.tabBar.hiddenAfterPopToRoot): an animated
/// popToRootViewController from a top controller whose hidesBottomBarWhenPushed is YES reads the
/// top's flag
/// instead of the root's, so the tab bar stays hidden and out of the layout on the root.
///
///     TabBarHiddenAfterPopToRoot.note(os: OSVersion(14, 0), animated: true, barHiddenByPush: true, top: ("More", true))
///     // "UIKit bug of iOS 14.0–14.1: popToRoot reads More.hidesBottomBarWhenPushed (YES) instead of the root's, …"
package enum TabBarHiddenAfterPopToRoot {
  package static let rule: RuleID = "bug.tabBar.hiddenAfterPopToRoot"

  /// The note that says why the tab bar stays hidden, when the bug applies; nil when the pop goes
  /// as documented.
  package static func note(
    os: OSVersion, animated: Bool, barHiddenByPush: Bool, top: (name: String, hides: Bool)
  ) -> String? {
    guard animated, barHiddenByPush, top.hides, Rule.named(rule)?.applies(to: os) == true else {
      return nil
    }
    return
      "UIKit bug of iOS 14.0–14.1: popToRoot reads \(top.name).hidesBottomBarWhenPushed (YES) instead of the root's, "
      + "so the tab bar stays hidden and out of the layout (fixed in 14.2; workaround: set it to NO before popping)"
  }
}

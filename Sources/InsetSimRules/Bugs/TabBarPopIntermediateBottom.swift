import InsetSimModel
import InsetSimSupport

/// UIKit bug of iOS 11.0–13.3, fixed in 13.4 (rule bug.safeArea.tabBarPopIntermediateBottom): an
/// animated pop from a controller that hid the tab bar back to one that shows it lays the
/// navigation controller's view out shorter at the pop's start, so the incoming view's bottom safe
/// area misses the translucent tab bar until the pop ends.
///
///     TabBarPopIntermediateBottom.insets(
///       os: OSVersion(13, 3), animated: true, outgoingHidBar: true, translucentTabBar: true,
///       extendsUnderBottom: true, tabBarHeight: 49,
///       documented: EdgeInsets(top: 64, bottom: 49), controller: "List")?.value
///     // (64, 0, 0, 0)
package enum TabBarPopIntermediateBottom {
  package static let rule = Rule.bugSafeAreaTabBarPopIntermediateBottom

  /// The incoming root view's safe area at the pop's start when the bug applies (`documented`: its
  /// safe area with the tab bar back); nil otherwise.
  package static func insets(
    os: OSVersion, animated: Bool, outgoingHidBar: Bool, translucentTabBar: Bool,
    extendsUnderBottom: Bool, tabBarHeight: Double, documented: EdgeInsets, controller: String
  ) -> Derived<EdgeInsets>? {
    guard animated, outgoingHidBar, translucentTabBar, extendsUnderBottom, tabBarHeight > 0,
      documented.bottom > 0, Rule.bugSafeAreaTabBarPopIntermediateBottom.applies(to: os)
    else { return nil }
    var insets = documented
    insets.bottom = max(0, documented.bottom - tabBarHeight)
    return Derived(
      insets, rule,
      "UIKit bug of iOS 11.0–13.3: at the pop's start the navigation controller's view is laid out "
        + "short of the \(formatPoints(tabBarHeight))-pt tab bar, so \(controller)'s bottom safe "
        + "area misses it until the pop ends (fixed in 13.4)")
  }
}

extension Rule {
  public static let bugSafeAreaTabBarPopIntermediateBottom = Rule(
    "bug.safeArea.tabBarPopIntermediateBottom", from: OSVersion(11, 0), through: OSVersion(13, 3),
    "UIKit bug, iOS 11.0–13.3 (fixed in 13.4): during an animated pop from a controller that hid the tab bar (hidesBottomBarWhenPushed) to one that shows it, the navigation controller's view is laid out a little shorter than the tab bar controller's, so the incoming view's bottom safe area takes a wrong intermediate value; its scroll view's contentInset changes with it, and a contentOffset it moved does not come back. Modelled for a translucent tab bar and a view extended under it: the bottom safe area without the tab bar at the pop's start, the documented one at its end. Workaround: ignore safe-area changes while the view is shorter than the tab bar controller's (QMUI).",
    provenance: [
      "https://github.com/Tencent/QMUI_iOS/blob/master/QMUIKit/UIKitExtensions/UIViewController%2BQMUI.m (the fix for issue 934, gated on iOS < 13.4: \"on iOS 13.3 and below … popping from a screen without the tabBar to one with it, navController.view.height is made a little smaller, so safeAreaInsets.bottom takes a wrong intermediate value, which changes UIScrollView.contentInset wrongly; even when contentInset recovers, contentOffset does not\"; the condition covers a translucent tab bar, or an opaque one with extendedLayoutIncludesOpaqueBars, and edgesForExtendedLayout with the bottom)",
      "https://github.com/Tencent/QMUI_iOS/issues/218 (the translucent tab bar's wrong bottom inset does not occur from iOS 13.4)",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .low,
    conflict:
      "The size of the wrong value is not printed (\"a little smaller\"): a view ending at the tab bar's top, so a bottom safe area without the bar, is an inference (low); the range (from 11.0, fixed in 13.4) is QMUI's gate (medium). The opaque tab bar with extendedLayoutIncludesOpaqueBars is left to bug.safeArea.opaqueTabBarMissing, which misses the bar on every release. The lasting contentOffset shift is not modelled.",
    workarounds: [
      "Ignore the safe-area change while the controller's view is not as tall as the tab bar controller's view, and recompute the bottom inset from the tab bar's frame (QMUI's UIViewController+QMUI, issue 934).",
      "Keep the scroll view's contentOffset across the pop (save it in viewWillDisappear, restore it in viewDidAppear).",
      "Use an opaque tab bar the view does not extend under (extendedLayoutIncludesOpaqueBars NO): its bottom safe area does not include the bar at any time.",
    ]
  )
}

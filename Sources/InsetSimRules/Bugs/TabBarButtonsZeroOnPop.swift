import InsetSimModel

/// UIKit bug of iOS 12.1.0, fixed in 12.1.1 (rule bug.tabBar.buttonsZeroOnPop): popping back to a
/// controller that shows a translucent tab bar from one that hid it, UIKit sets the tab bar
/// buttons' frames to a zero size and lays them out again, so the icons jump and the titles vanish
/// during the pop.
///
///     TabBarButtonsZeroOnPop.note(os: OSVersion(12, 1), translucentTabBar: true, barReturns: true)
///     // "UIKit bug of iOS 12.1.0: the tab bar buttons' frames are set to size (0, 0) …"
package enum TabBarButtonsZeroOnPop {
  package static let rule = Rule.bugTabBarButtonsZeroOnPop

  /// The note that says what the buttons do, when the bug applies; nil otherwise.
  package static func note(os: OSVersion, translucentTabBar: Bool, barReturns: Bool) -> String? {
    guard translucentTabBar, barReturns, Rule.bugTabBarButtonsZeroOnPop.applies(to: os) else {
      return nil
    }
    return
      "UIKit bug of iOS 12.1.0: the tab bar buttons' frames are set to size (0, 0) and laid out "
      + "again as the translucent tab bar comes back, so the icons jump and the titles vanish "
      + "during the pop (fixed in 12.1.1; the bar's own frame is right)"
  }
}

extension Rule {
  public static let bugTabBarButtonsZeroOnPop = Rule(
    "bug.tabBar.buttonsZeroOnPop", from: OSVersion(12, 1), through: OSVersion(12, 1),
    "UIKit bug, iOS 12.1.0 only (fixed in 12.1.1): when a pop (back button or swipe) returns from a controller whose hidesBottomBarWhenPushed is YES to one that shows a translucent tab bar, UIKit sets the UITabBarButtons' frames to a zero size and then lays them out again, so the icons jump and the titles disappear during the transition. The tab bar's own frame is right; the buttons are not modelled, so the trace says it in a note. Workaround: an opaque tab bar (isTranslucent = NO), or ignore a tab bar button's setFrame: with an empty size (QMUI).",
    provenance: [
      "https://github.com/Tencent/QMUI_iOS/issues/410 (iOS 12.1: \"UITabBarButton is given a wrong frame, frame.size becomes (0, 0)\")",
      "https://github.com/Tencent/QMUI_iOS/blob/852826c63a99f8aff40bd80fe8942c1cc9600129/QMUIKit/UIKitExtensions/UITabBar%2BQMUI.m (\"two system bugs that exist only in 12.1.0; tested, Apple fixed them in 12.1.1\", gated on IOS_VERSION_NUMBER < 120101)",
      "https://github.com/lionheart/openradar-mirror/issues/20663 (rdar 45771182, \"iOS 12.1 only\")",
      "https://github.com/ooni/probe-ios/issues/191 (\"solved in the new iOS 12.1.1\")",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .high,
    conflict:
      "The buttons are not part of the model: the trace notes the bug at the pop's start and no value changes. The related 12.1.0 bug of a button's height during a swipe back with the navigation bar hidden (QMUI issue 422) is not modelled.",
    workarounds: [
      "Make the tab bar opaque (tabBar.isTranslucent = false).",
      "Ignore UITabBarButton frame changes to an empty size on 12.1.0 (QMUI's UITabBar+QMUI, CYLTabBarController).",
    ]
  )
}

import InsetSimModel

/// UIKit bug of iOS 14.0–14.1, fixed in 14.2 (rule bug.tabBar.hiddenAfterPopToRoot): an animated
/// popToRootViewController from a top controller whose hidesBottomBarWhenPushed is YES reads the
/// top's flag instead of the root's, so the tab bar stays hidden and out of the layout on the root.
///
///     TabBarHiddenAfterPopToRoot.note(os: OSVersion(14, 0), animated: true, barHiddenByPush: true, top: ("More", true))
///     // "UIKit bug of iOS 14.0–14.1: popToRoot reads More.hidesBottomBarWhenPushed (YES) instead of the root's, …"
package enum TabBarHiddenAfterPopToRoot {
  package static let rule = Rule.bugTabBarHiddenAfterPopToRoot

  /// The note that says why the tab bar stays hidden, when the bug applies; nil when the pop goes
  /// as documented.
  package static func note(
    os: OSVersion, animated: Bool, barHiddenByPush: Bool, top: (name: String, hides: Bool)
  ) -> String? {
    guard animated, barHiddenByPush, top.hides, Rule.bugTabBarHiddenAfterPopToRoot.applies(to: os)
    else {
      return nil
    }
    return
      "UIKit bug of iOS 14.0–14.1: popToRoot reads \(top.name).hidesBottomBarWhenPushed (YES) instead of the root's, "
      + "so the tab bar stays hidden and out of the layout (fixed in 14.2; workaround: set it to NO before popping)"
  }
}

extension Rule {
  public static let bugTabBarHiddenAfterPopToRoot = Rule(
    "bug.tabBar.hiddenAfterPopToRoot", from: OSVersion(14, 0), through: OSVersion(14, 1),
    "UIKit bug, iOS 14.0–14.1 (fixed in 14.2): an animated popToRootViewController from a top controller whose hidesBottomBarWhenPushed is YES reads the top's flag instead of the root's, so the tab bar stays hidden and out of the layout on the root. Workaround: set the top controller's hidesBottomBarWhenPushed to NO before popping (the root then gets its bar back on every release).",
    provenance: [
      "https://github.com/Tencent/QMUI_iOS/issues/1100 (iOS 14.0: popping to a controller with hidesBottomBarWhenPushed NO, the tab bar does not show)",
      "https://github.com/Tencent/QMUI_iOS/blob/master/QMUIKit/UIKitExtensions/UITabBar%2BQMUI.m (workaround gated on iOS < 14.2: \"from iOS 14.2 the system has fixed this\")",
      "https://developer.apple.com/forums/thread/660750 (iOS14 missing TabBar on popping multiple ViewControllers)",
      "https://www.jianshu.com/p/4e94dd08623b (on 14.0 the stack is momentarily [top, root] and the top's flag decides)",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .medium,
    conflict:
      "The trigger is the reports' analysis (the popped top's flag decides); the root's bottom safe area without the bar is inferred from the bar staying hidden. Reported with popToRootViewController and popToViewController; only popToRoot is modelled.",
    workarounds: [
      "Set the top controller's hidesBottomBarWhenPushed to NO before popToRootViewController (QMUI_iOS #1100).",
      "Set hidesBottomBarWhenPushed on the first pushed controller only.",
    ]
  )
}

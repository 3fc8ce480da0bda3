import InsetSimModel
import InsetSimSupport

/// UIKit bug of iOS 11.0–11.1 on the iPhone X, fixed in 11.2 (rule bug.tabBar.jumpsUpOnPush): at
/// the start of an animated push of a controller that hides the bottom bar, the tab bar (83 pt) is
/// laid out with its bottom above the screen's: it visibly jumps up before it slides away.
///
///     TabBarJumpsUpOnPush.frame(
///       os: OSVersion(11, 1), animated: true, hidesBar: true, homeIndicator: 34,
///       bar: Rect(y: 729, width: 375, height: 83), screenHeight: 812)?.value
///     // (0, 695, 375, 83)
package enum TabBarJumpsUpOnPush {
  package static let rule = Rule.bugTabBarJumpsUpOnPush

  /// The tab bar's frame at the push's start when the bug applies (`bar`: its frame before the
  /// push); nil otherwise.
  package static func frame(
    os: OSVersion, animated: Bool, hidesBar: Bool, homeIndicator: Double, bar: Rect,
    screenHeight: Double
  ) -> Derived<Rect>? {
    guard animated, hidesBar, homeIndicator > 0, bar.maxY == screenHeight,
      Rule.bugTabBarJumpsUpOnPush.applies(to: os)
    else { return nil }
    let jumped = Rect(
      x: bar.minX, y: screenHeight - bar.height - homeIndicator, width: bar.width,
      height: bar.height)
    return Derived(
      jumped, rule,
      "UIKit bug of iOS 11.0–11.1 on the iPhone X: at the push's start the \(formatPoints(bar.height))-pt "
        + "tab bar is laid out with its bottom above the screen's (assumed: by the "
        + "\(formatPoints(homeIndicator))-pt home indicator), so it jumps up (fixed in 11.2)")
  }
}

extension Rule {
  public static let bugTabBarJumpsUpOnPush = Rule(
    "bug.tabBar.jumpsUpOnPush", from: OSVersion(11, 0), through: OSVersion(11, 1),
    "UIKit bug, iOS 11.0–11.1 on the iPhone X (fixed in 11.2): at the start of an animated push of a controller whose hidesBottomBarWhenPushed is YES, the 83-pt tab bar is laid out with its maxY above the screen's bottom, so it visibly jumps up before it slides away; at the end it is below the screen as documented. Workaround: set the tab bar's frame.origin.y back to the screen's height minus its height after pushing.",
    provenance: [
      "https://github.com/Tencent/QMUI_iOS/issues/217 (iOS 11.0, iPhone X: pushing B with hidesBottomBarWhenPushed from A, the tab bar jumps up)",
      "https://github.com/Tencent/QMUI_iOS/blob/852826c63a99f8aff40bd80fe8942c1cc9600129/QMUIKit/UIKitExtensions/UITabBar%2BQMUI.m (the fix, gated on IOS_VERSION < 11.2 and a 5.8-inch screen, moves a frame of TabBarHeight whose maxY is less than the superview's height back to y = height − TabBarHeight: \"fixed by the system in iOS 11.2\")",
      "https://github.com/lionheart/openradar-mirror/issues/18714 (rdar 35098813, iOS 11.0.1: UITabBar shifts upward on iPhone X when pushing a controller with hidesBottomBarWhenPushed)",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .low,
    conflict:
      "The size of the jump is not stated: 34 pt (the home indicator) is an inference, low. One report says 11.1 already looked right (https://github.com/eggswift/ESTabBarController/issues/107); QMUI's gate, 11.2, is taken. QMUI also reports the bottom safe area wrongly 0 during the transition, for a view it does not name: not modelled.",
    workarounds: [
      "After pushViewController, set tabBar.frame.origin.y = screen height − tabBar height (QMUI_iOS #217).",
      "Override the tab bar's setFrame: to keep its maxY at the screen's bottom (QMUI's UITabBar+QMUI).",
    ]
  )
}

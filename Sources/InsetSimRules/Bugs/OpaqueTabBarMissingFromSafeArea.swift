import InsetSimModel
import InsetSimSupport

/// UIKit bug from iOS 11 (rule bug.safeArea.opaqueTabBarMissing): a controller whose view extends
/// under an opaque tab bar (`extendedLayoutIncludesOpaqueBars` YES) gets a bottom safe area without
/// the tab bar: only the home indicator's part, so the bar covers the end of its scroll view.
///
///     OpaqueTabBarMissingFromSafeArea.insets(
///       os: OSVersion(11, 0), documented: EdgeInsets(top: 64, bottom: 49), opaqueTabBar: true,
///       extendsUnderOpaqueBars: true, tabBarInLayout: true, homeIndicator: 0)?.value
///     // (64, 0, 0, 0)
package enum OpaqueTabBarMissingFromSafeArea {
  package static let rule = Rule.bugSafeAreaOpaqueTabBarMissing

  /// The root view's safe area when the bug applies (`documented`: what UIKit documents); nil
  /// otherwise.
  package static func insets(
    os: OSVersion, documented: EdgeInsets, opaqueTabBar: Bool, extendsUnderOpaqueBars: Bool,
    tabBarInLayout: Bool, homeIndicator: Double
  ) -> Derived<EdgeInsets>? {
    guard opaqueTabBar, extendsUnderOpaqueBars, tabBarInLayout, documented.bottom > homeIndicator,
      Rule.bugSafeAreaOpaqueTabBarMissing.applies(to: os)
    else { return nil }
    var insets = documented
    insets.bottom = homeIndicator
    return Derived(
      insets, rule,
      "UIKit bug from iOS 11: the view extends under an opaque tab bar "
        + "(extendedLayoutIncludesOpaqueBars), yet its bottom safe area leaves the bar out: "
        + "\(formatPoints(homeIndicator)) instead of \(formatPoints(documented.bottom))")
  }
}

extension Rule {
  public static let bugSafeAreaOpaqueTabBarMissing = Rule(
    "bug.safeArea.opaqueTabBarMissing", from: OSVersion(11, 0),
    "UIKit bug, iOS 11 and later: a controller in a tab bar controller whose view extends under an opaque tab bar (translucent NO, extendedLayoutIncludesOpaqueBars YES) gets a bottom safe area without the tab bar (the home indicator's part only), so the bar covers the end of its scroll view; iOS 10's automatic contentInset included the bar. Workaround: add the bar's height to additionalSafeAreaInsets.bottom, or leave extendedLayoutIncludesOpaqueBars NO.",
    provenance: [
      "https://github.com/Tencent/QMUI_iOS/issues/218 (iOS 11 and later: with extendedLayoutIncludesOpaqueBars YES, an opaque tab bar covers the scroll view's end; \"tabBar.translucent = NO: every iOS version\")",
      "https://github.com/lionheart/openradar-mirror/issues/18819 (rdar 35331846, iOS 11.0.1: extendedLayoutIncludesOpaqueBars on iOS 11 does not inset content to the safe area)",
      "https://github.com/Tencent/QMUI_iOS/issues/215 (iOS 11.0.1: the inset is off by one tab bar height)",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .medium,
    conflict:
      "QMUI (2020) saw it on every release it tested, to 13.4, and still ships the fix: no fixed release is known, so the rule has no end. A variant with a translucent bar (an intermediate bottom safe area during a pop, fixed in 13.4, QMUI_iOS #934) is not modelled.",
    workarounds: [
      "Add the tab bar's height to the controller's additionalSafeAreaInsets.bottom (or to the scroll view's contentInset.bottom).",
      "Leave extendedLayoutIncludesOpaqueBars NO, so that the view stops at the opaque bar (this removes the trigger).",
      "Recompute the bottom inset as the view's maxY minus the tab bar's minY (QMUI_iOS #218).",
    ]
  )
}

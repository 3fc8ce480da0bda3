import InsetSimModel
import InsetSimSupport

/// UIKit bug of iOS 8–10 (rule bug.layoutGuide.bottomDuringHidingPush): a controller pushed with
/// hidesBottomBarWhenPushed from a tab bar controller's navigation controller starts the push with
/// the hidden tab bar's height as its bottomLayoutGuide, although the bar never covers it; a view
/// pinned to the guide rides that high during the push.
///
///     BottomGuideDuringHidingPush.length(
///       os: OSVersion(8, 3), animatedPush: true, hidesBar: true, tabbed: true,
///       input: input, controller: "Detail")?.value
///     // 49 (iPhone, portrait)
package enum BottomGuideDuringHidingPush {
  package static let rule = Rule.bugLayoutGuideBottomDuringHidingPush

  /// The pushed controller's bottomLayoutGuide.length at the push's start when the bug applies
  /// (`input`: its layout input, for the tab bar's height); nil otherwise.
  package static func length(
    os: OSVersion, animatedPush: Bool, hidesBar: Bool, tabbed: Bool, input: LayoutInput,
    controller: String
  ) -> Derived<Double>? {
    guard animatedPush, hidesBar, tabbed, Rule.bugLayoutGuideBottomDuringHidingPush.applies(to: os)
    else { return nil }
    let height = BarLayout.tabBarHeight(input).0
    return Derived(
      height, rule,
      "UIKit bug of iOS 8–10: \(controller) hides the bottom bar, yet starts the push with the "
        + "tab bar's \(formatPoints(height)) pt as its bottomLayoutGuide (0 when the push ends)")
  }
}

extension Rule {
  public static let bugLayoutGuideBottomDuringHidingPush = Rule(
    "bug.layoutGuide.bottomDuringHidingPush", from: OSVersion(8, 0), through: OSVersion(10, 3),
    "UIKit bug, iOS 8–10 (radars of 8.0–8.3, not on iOS 7; a report of 10.3.3; gone with the safe area of iOS 11): pushing a controller whose hidesBottomBarWhenPushed is YES in a navigation controller inside a tab bar controller, the pushed controller's bottomLayoutGuide keeps the hidden tab bar's height (49) during the push, although the tab bar never shows over it; a view pinned to the guide sits that high until the push ends, when the guide becomes 0. Workaround: ignore bottomLayoutGuide while hidesBottomBarWhenPushed is YES (pin to the view's bottom).",
    provenance: [
      "https://github.com/lionheart/openradar-mirror/issues/1277 (rdar 20854652: \"the bottom layout guide for the pushed view controller stays set to the value representing the now hidden tabbar … despite the transition never actually showing the tabbar\"; \"iOS 8.3 … happens on previous iOS 8 versions as well. Does not happen on iOS 7\")",
      "https://github.com/lionheart/openradar-mirror/issues/1273 (rdar 20859260, a duplicate)",
      "https://github.com/badoo/Chatto/pull/299 (2017: \"even when pushing from a navigation controller embedded in a UITabbarViewController with hidesBottomBarWhenPushed == true, bottomLayGuide.length would be set to 49\")",
      "https://juejin.cn/post/6844903903658508301 (iOS 10.3.3, a controller pushed with Hide Bottom Bar on Push: a button pinned to the bottom guide \"starts at the top of the tab bar, hidden by then, then returns to the bottom\")",
      "https://github.com/badoo/Chatto/commit/94dd99f (2016: bottomLayoutGuide \"has incorrect value\" with hidesBottomBarWhenPushed; the workaround is removed for iOS 11.2 in commit 2b0d205, 2018)",
      "docs/research/FLOWS-RESEARCH.md (HB6)",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .low,
    conflict:
      "The radars are of iOS 8.0–8.3; a report of iOS 10.3.3 (juejin) and Chatto's workaround of 2016–2017, dropped in 2018 because it broke iOS 11.2, show it later: 8.0–10.3 is modelled, iOS 11's safe area assumed to end it, and iOS 9 assumed between (no report names it). The value (the tab bar's height) is the radar's; that it lasts until the push ends is inferred from its expected result and the 10.3.3 report (the button drops to the bottom).",
    workarounds: [
      "Ignore bottomLayoutGuide while the controller's hidesBottomBarWhenPushed is YES and pin to the view's bottom instead (badoo/Chatto #299).",
      "Pin bottom views to the view's bottom edge, not the guide, in controllers that hide the bottom bar.",
    ]
  )
}

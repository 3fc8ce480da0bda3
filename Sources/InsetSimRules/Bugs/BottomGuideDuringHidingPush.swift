import InsetSimModel
import InsetSimSupport

/// UIKit bug of iOS 8 (rule bug.layoutGuide.bottomDuringHidingPush): a controller pushed with
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
      "UIKit bug of iOS 8: \(controller) hides the bottom bar, yet starts the push with the "
        + "tab bar's \(formatPoints(height)) pt as its bottomLayoutGuide (0 when the push ends)")
  }
}

extension Rule {
  public static let bugLayoutGuideBottomDuringHidingPush = Rule(
    "bug.layoutGuide.bottomDuringHidingPush", from: OSVersion(8, 0), through: OSVersion(8, 4),
    "UIKit bug, iOS 8 (reported on 8.3 and earlier 8.x; not on iOS 7): pushing a controller whose hidesBottomBarWhenPushed is YES in a navigation controller inside a tab bar controller, the pushed controller's bottomLayoutGuide keeps the hidden tab bar's height (49) during the push, although the tab bar never shows over it; a view pinned to the guide sits that high until the push ends, when the guide becomes 0. Workaround: ignore bottomLayoutGuide while hidesBottomBarWhenPushed is YES (pin to the view's bottom).",
    provenance: [
      "https://github.com/lionheart/openradar-mirror/issues/1277 (rdar 20854652: \"the bottom layout guide for the pushed view controller stays set to the value representing the now hidden tabbar … despite the transition never actually showing the tabbar\"; \"iOS 8.3 … happens on previous iOS 8 versions as well. Does not happen on iOS 7\")",
      "https://github.com/lionheart/openradar-mirror/issues/1273 (rdar 20859260, a duplicate)",
      "https://github.com/badoo/Chatto/pull/299 (2017: \"even when pushing from a navigation controller embedded in a UITabbarViewController with hidesBottomBarWhenPushed == true, bottomLayGuide.length would be set to 49\")",
      "docs/research/FLOWS-RESEARCH.md (HB6)",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .low,
    conflict:
      "The radars are of iOS 8.0–8.3; no fixed release is published, so 8.x is modelled and 9.0 assumed fixed (low). Chatto's 2017 report of a 49-pt guide with hidesBottomBarWhenPushed may be the same bug on a later release; it names no release or moment, so it is not modelled. The value (the tab bar's height) is the radar's; that it lasts until the push ends is inferred from its expected result.",
    workarounds: [
      "Ignore bottomLayoutGuide while the controller's hidesBottomBarWhenPushed is YES and pin to the view's bottom instead (badoo/Chatto #299).",
      "Pin bottom views to the view's bottom edge, not the guide, in controllers that hide the bottom bar.",
    ]
  )
}

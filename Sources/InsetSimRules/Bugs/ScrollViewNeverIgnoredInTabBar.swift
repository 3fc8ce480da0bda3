import InsetSimModel
import InsetSimSupport

/// UIKit bug of iOS 11.2 (rule bug.scrollView.neverIgnoredInTabBar): in a tab bar controller, the
/// scroll view the iOS 7–10 path adjusts (the controller's view, or its first subview) gets the tab
/// bar's height added to its contentInset.bottom although its contentInsetAdjustmentBehavior is
/// `.never`, while automaticallyAdjustsScrollViewInsets is YES.
///
///     ScrollViewNeverIgnoredInTabBar.contentInset(
///       os: OSVersion(11, 2), behavior: .never, legacyCandidate: true, tabBarHeight: 49,
///       current: .zero, added: 0)?.value  // bottom 49
package enum ScrollViewNeverIgnoredInTabBar {
  package static let rule = Rule.bugScrollViewNeverIgnoredInTabBar

  /// The contentInset UIKit writes when the bug applies and changes it: the current one minus what
  /// it added before plus the tab bar's height at the bottom; nil otherwise.
  package static func contentInset(
    os: OSVersion, behavior: AdjustmentBehavior, legacyCandidate: Bool, tabBarHeight: Double,
    current: EdgeInsets, added: Double
  ) -> Derived<EdgeInsets>? {
    guard behavior == .never, legacyCandidate, added != tabBarHeight,
      Rule.bugScrollViewNeverIgnoredInTabBar.applies(to: os)
    else { return nil }
    var inset = current
    inset.bottom += tabBarHeight - added
    return Derived(
      inset, rule,
      "UIKit bug of iOS 11.2: contentInsetAdjustmentBehavior is .never, yet the tab bar controller "
        + "adds the tab bar's \(formatPoints(tabBarHeight)) pt to contentInset.bottom "
        + "(automaticallyAdjustsScrollViewInsets is YES; workaround: set it to NO)")
  }
}

extension Rule {
  public static let bugScrollViewNeverIgnoredInTabBar = Rule(
    "bug.scrollView.neverIgnoredInTabBar", from: OSVersion(11, 2),
    through: OSVersion(11, 4),
    "UIKit bug, iOS 11.2 (11.0–11.1 behave as documented): in a tab bar controller, the scroll view that the iOS 7–10 adjustment picks (the controller's view or its first subview) gets the tab bar's height added to contentInset.bottom although its contentInsetAdjustmentBehavior is .never, as long as the controller's automaticallyAdjustsScrollViewInsets is YES. Workaround: set automaticallyAdjustsScrollViewInsets to NO as well.",
    provenance: [
      "https://github.com/lionheart/openradar-mirror/issues/19039 (rdar 35933138, iOS 11.2: .never \"results in the contentInset.bottom being adjusted for the UITabBar height\")",
      "https://github.com/uias/Tabman/issues/208 (\"Starting in 11.2 … adjusts the contentInset no matter what the contentInsetAdjustmentBehavior is set to\")",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .medium,
    conflict:
      "The fixed release is not published: the reports are of 11.2; the range is taken to end with iOS 11 (11.4), low. Only the bottom edge is reported.",
    workarounds: [
      "Set the controller's automaticallyAdjustsScrollViewInsets to NO as well as .never (rdar 35933138).",
      "Keep the scroll view from being the controller's view or its first subview.",
    ]
  )
}

import InsetSimModel
import InsetSimSupport

/// UIKit bug of iOS 11–12 on home-indicator iPhones, gone in iOS 13 (rule
/// bug.tabBar.collapsedAfterModalRotation): an opaque tab bar hidden by a push, under a modal
/// rotated to landscape and back, comes back on the pop at 49 pt (its height without the home
/// indicator) and stays so.
///
///     TabBarCollapsedAfterModalRotation.frame(
///       os: OSVersion(11, 3), barReturns: true, rotatedUnderModal: true, homeIndicator: 34,
///       bar: Rect(y: 729, width: 375, height: 83))?.value
///     // (0, 763, 375, 49)
package enum TabBarCollapsedAfterModalRotation {
  package static let rule = Rule.bugTabBarCollapsedAfterModalRotation

  /// The tab bar's frame when it returns on the pop and the bug applies (`bar`: its documented
  /// frame); nil otherwise.
  package static func frame(
    os: OSVersion, barReturns: Bool, rotatedUnderModal: Bool, homeIndicator: Double, bar: Rect
  ) -> Derived<Rect>? {
    guard barReturns, rotatedUnderModal, homeIndicator > 0,
      Rule.bugTabBarCollapsedAfterModalRotation.applies(to: os)
    else { return nil }
    let height = bar.height - homeIndicator
    return Derived(
      Rect(x: bar.minX, y: bar.maxY - height, width: bar.width, height: height), rule,
      "UIKit bug of iOS 11–12: the opaque tab bar was hidden by a push while a modal above it "
        + "rotated, so it comes back collapsed to \(formatPoints(height)) pt, without the home "
        + "indicator's \(formatPoints(homeIndicator))")
  }
}

extension Rule {
  public static let bugTabBarCollapsedAfterModalRotation = Rule(
    "bug.tabBar.collapsedAfterModalRotation", from: OSVersion(11, 0), through: OSVersion(12, 5),
    "UIKit bug, iOS 11–12 on iPhones with a home indicator (gone in iOS 13): with an opaque tab bar, push a controller that hides the bottom bar, present a controller from it, rotate to landscape and back, dismiss, then pop: the tab bar comes back collapsed to 49 pt (32 in landscape) instead of 83 and stays so. Opaque bar, presentation and rotation are all needed. Workaround: in the tab bar's setFrame:, add the bottom safe area to a 49- or 32-pt height.",
    provenance: [
      "https://github.com/Tencent/QMUI_iOS/issues/309 (iOS 11.3: opaque tab bar, push with hidesBottomBarWhenPushed, present, landscape then portrait, dismiss, back: the tab bar's height collapses; \"opaque bar, present and rotation are all required\"; 2021: \"from iOS 13 the system no longer has the problem\")",
      "https://github.com/Tencent/QMUI_iOS/issues/446 (iOS 12.1 variant: the tab bar disappears or is 96 pt tall)",
      "https://github.com/Tencent/QMUI_iOS/blob/852826c63a99f8aff40bd80fe8942c1cc9600129/QMUIKit/UIKitExtensions/UITabBar%2BQMUI.m (the fix: on a notched screen a height of 49 or 32 gets the bottom safe area added)",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .medium,
    conflict:
      "The collapsed height is QMUI's fix condition (49 portrait, 32 landscape), not a printed frame; the bar's bottom at the screen's is an inference. The 12.1 variant (bar gone, or 96 pt) is not modelled. How long it stays collapsed is not reported: until the bar's next layout here.",
    workarounds: [
      "In UITabBar's setFrame:, on a home-indicator iPhone, add the bottom safe area to a 49- or 32-pt height and move the bar up by as much (QMUI_iOS #309)."
    ]
  )
}

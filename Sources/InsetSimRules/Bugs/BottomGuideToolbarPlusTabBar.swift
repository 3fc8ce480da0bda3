import InsetSimModel
import InsetSimSupport

/// UIKit bug of iOS 7.0 (rule bug.layoutGuide.bottomToolbarPlusTabBar): a controller pushed with
/// hidesBottomBarWhenPushed in a tab bar controller's navigation controller whose toolbar shows
/// gets a bottomLayoutGuide of the toolbar plus the hidden tab bar (93 = 44 + 49), while the screen
/// shows only the toolbar.
///
///     BottomGuideToolbarPlusTabBar.length(
///       os: OSVersion(7, 0), tabBarHiddenByPush: true, toolbarShown: true, documented: 44,
///       input: input, controller: "Detail")?.value
///     // 93 (iPhone, portrait)
package enum BottomGuideToolbarPlusTabBar {
  package static let rule = Rule.bugLayoutGuideBottomToolbarPlusTabBar

  /// The controller's bottomLayoutGuide.length when the bug applies (`documented`: the toolbar's
  /// share, as documented); nil otherwise.
  package static func length(
    os: OSVersion, tabBarHiddenByPush: Bool, toolbarShown: Bool, documented: Double,
    input: LayoutInput, controller: String
  ) -> Derived<Double>? {
    guard tabBarHiddenByPush, toolbarShown, documented > 0,
      Rule.bugLayoutGuideBottomToolbarPlusTabBar.applies(to: os)
    else { return nil }
    let tabBar = BarLayout.tabBarHeight(input).0
    return Derived(
      documented + tabBar, rule,
      "UIKit bug of iOS 7.0: \(controller)'s bottomLayoutGuide counts the hidden tab bar as well "
        + "as the toolbar: \(formatPoints(documented)) + \(formatPoints(tabBar)) (the screen "
        + "shows the toolbar only)")
  }
}

extension Rule {
  public static let bugLayoutGuideBottomToolbarPlusTabBar = Rule(
    "bug.layoutGuide.bottomToolbarPlusTabBar", from: OSVersion(7, 0), through: OSVersion(7, 0, 6),
    "UIKit bug, iOS 7.0: in a navigation controller inside a tab bar controller, a pushed controller whose hidesBottomBarWhenPushed is YES, with the navigation controller's toolbar shown, gets a bottomLayoutGuide that includes the hidden tab bar as well as the toolbar (93 = 44 + 49 on an iPhone), although the screen is right (the tab bar hidden, the toolbar at the bottom). Views pinned to the guide sit 49 pt too high. Workaround: pin to the toolbar's top (or the view's bottom minus the toolbar's height) instead of the guide.",
    provenance: [
      "https://github.com/lionheart/openradar-mirror/issues/4397 (rdar 15184698, iOS 7.0 (11A465): \"bottomLayoutGuide will return incorrect result -- the length will include the height of both the tab bar AND the toolbar\"; \"a view controller that has 93 as the bottom layout guide despite there only being a toolbar in the bottom\")",
      "https://github.com/lionheart/openradar-mirror/issues/13208 (the same radar)",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .medium,
    conflict:
      "One radar, with its printed 93, on iOS 7.0 (11A465). No fixed release is published: 7.0.x is modelled and 7.1 assumed fixed (low). Whether automaticallyAdjustsScrollViewInsets also used the wrong length is not reported: only the guide is changed.",
    workarounds: [
      "Pin bottom views to the toolbar's top, or to the view's bottom minus the toolbar's height, instead of bottomLayoutGuide.",
      "Show the actions in the navigation bar instead of the toolbar on a controller that hides the tab bar.",
    ]
  )
}

import InsetSimModel

/// iOS 26 on a home-button iPhone (the SE 2nd and 3rd generation): the floating tab bar's frame is
/// as tall as on a Face ID phone, 83 pt (a 62-pt platter and 21 pt below it), with no home
/// indicator to stand on, and the tab's controller gets all 83 as its bottom safe area; in
/// landscape it is 64 pt (a 44-pt platter). Measured on an iPhone SE (3rd generation), iOS 26.1.
///
///     HomeButtonTabBar.height(input)  // 83: iPhone SE (3rd generation), iOS 26.1, portrait
package enum HomeButtonTabBar {
  /// The bar's height in portrait.
  package static let portraitHeight = 83.0
  /// The bar's height in landscape (compact height).
  package static let landscapeHeight = 64.0

  /// Whether the rule sizes the bar: a phone without a home indicator, built for the new design
  /// (an app keeping the previous design keeps the 49-pt bar, rule design.compatibility).
  package static func applies(_ input: LayoutInput) -> Bool {
    input.isPhone && !input.device.hasSensorHousing
      && Rule.tabBarHeightHomeButtonIOS26.applies(to: input.design)
  }

  /// The bar's height, the bottom safe area it gives the tab's controller.
  package static func height(_ input: LayoutInput) -> Double {
    input.isLandscape && input.device.landscapeBars == .compact ? landscapeHeight : portraitHeight
  }
}

extension Rule {
  public static let tabBarHeightHomeButtonIOS26 = Rule(
    "tabBar.height.homeButtonIOS26", from: OSVersion(26, 0),
    "iOS 26 on a home-button iPhone (SE 2nd and 3rd generation): the floating tab bar is 83 pt tall in portrait (a 62-pt platter at its top, 21 pt below it), as on a Face ID phone though there is no home indicator, and the tab's controller gets 83 as its bottom safe area; in landscape the bar is 64 pt (a 44-pt platter) and the bottom safe area 64.",
    provenance: [
      "https://github.com/Vercantez/openuikit/blob/16654d517ed5843b52976f72e9eb3edd3432b73c/uikit/Sources/OpenUIKit/UITabBarController.swift (applyTabBarSafeArea: MEASURED Tabs t200, iPhone SE 2x, iOS 26.1: UITabBar [0, 584, 375, 83], table safeAreaInsets.bottom 83, no home-indicator extra; landscape bar [0, 311, 667, 64], table bottom 64)",
      "https://github.com/Vercantez/openuikit/blob/d6b8d3dfcb448e10a64be34d87413c7b38a1e458/uikit/docs/agent_reports/tabs-fidelity.md (t200 / t2000 landscape dump, 667 × 375: UITabBar [0, 311, 667, 64], _UITabBarPlatterView [205, 0, 257.5, 44], table safeAreaInsets.bottom 64; portrait UITabBar [0, 584, 375, 83])",
      "https://github.com/Vercantez/openuikit/blob/6f10879d78c3752a370a8effb044f1bd38e02745/uikit/docs/agent_reports/conf-tabs.md (Tabs t200, iPhone SE 2x, iOS 26.1: table SA [64, 0, 83, 0], platter [51, 584, 274, 62])",
      "https://github.com/Vercantez/openuikit/blob/0fe00766effb4f9fe72b10fe455692c29fde9ac6/uikit/Sources/OpenUIKit/UITabBar.swift (barHeight 83, platterHeight 62, platterBottomMargin 21)",
      "https://github.com/nightscout/Trio/pull/1332 (iOS 26.5: \"the taller iOS 26 bar geometry on SE-class devices\")",
      "docs/facts/tab-bars-ios26-ipados18.md (H1, H2)",
    ],
    confidence: .medium,
    conflict:
      "One probe (a real UIKit run on the iPhone SE simulator, iOS 26.1) whose frames are quoted in the port's sources and reports, not a published dump file; Trio's report agrees in words only. Before iOS 26 the bar is 49 (rule tabBar.height)."
  )
}

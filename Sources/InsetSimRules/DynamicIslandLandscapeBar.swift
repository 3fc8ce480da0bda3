import InsetSimModel
import InsetSimSupport

/// iOS 26 in landscape on a Dynamic Island iPhone: the navigation bar at y 24, 54 pt tall, so it
/// ends at 78 (GKNavigationBarSwift's Liquid Glass branch; one probe's 78 on an iPhone 17 Pro).
///
///     DynamicIslandLandscapeBar.applies(input)  // true: iPhone 17 Pro, iOS 26, landscape
package enum DynamicIslandLandscapeBar {
  /// The bar's y.
  package static let y = 24.0
  /// The bar's height.
  package static let height = 54.0

  /// Whether the rule places the bar: a Dynamic Island iPhone (54-pt status bar in portrait) in
  /// landscape on iOS 26 or later.
  package static func applies(_ input: LayoutInput) -> Bool {
    input.isPhone && input.isLandscape && input.device.hasSensorHousing
      && Rule.navigationBarLandscapeIOS26DynamicIsland.applies(to: input.design)
      && input.device.statusBarHeight(on: input.os) == 54
  }
}

extension Rule {
  public static let navigationBarLandscapeIOS26DynamicIsland = Rule(
    "navigationBar.landscapeIOS26.dynamicIsland", from: OSVersion(26, 0),
    "iOS 26 in landscape on a Dynamic Island iPhone (14 Pro and later, Air; the 16e has a notch): the navigation bar starts at y 24 and is 54 pt tall, so it ends at 78, on compact- and regular-width phones alike.",
    provenance: [
      "docs/facts/tab-bars-ios26-ipados18.md#3-the-bars-in-landscape-on-dynamic-island-phones-ios-26",
      "https://github.com/QuintGao/GKNavigationBarSwift/blob/812a98ce69c5d38b8cdc6e4b6f2c25eabc8bbcd3/Sources/GKNavigationBarConfigure.swift",
      "https://github.com/software-mansion/react-native-screens/pull/4674",
    ],
    confidence: .medium,
    conflict:
      "Two independent sources give the bar's bottom at 78: GKNavigationBarSwift's code (isLiquidGlass() in landscape: 24 + 54 on a regular screen, and every Dynamic Island phone is one) and a probe printing CGRectGetMaxY(navigationBar.frame) 78 on an iPhone 17 Pro, iOS 26.5 (react-native-screens #4674), so medium. The split into y 24 and height 54 is GK's alone (the probe gives no y); no printed frame was found. Taken over the 32-pt compact bar at y 0 that rule navigationBar.height.landscapeIOS26 kept; the tab bar and toolbar still rest on that rule. GK's 24 + 32 for the other compact phones is not applied (one source)."
  )
}

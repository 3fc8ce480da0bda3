import InsetSimModel
import InsetSimSupport

/// iOS 26 in landscape on a home-button iPhone (the SE 2nd and 3rd generation): the navigation bar
/// at y 24, 54 pt tall, so it ends at 78, and no large title (compact height shows the inline bar).
/// Measured on an iPhone SE (3rd generation), iOS 26.1.
///
///     HomeButtonLandscapeBar.applies(input)  // true: an iPhone SE 3 on iOS 26.1 in landscape
package enum HomeButtonLandscapeBar {
  /// The bar's y.
  package static let y = 24.0
  /// The bar's height: the inline bar, as compact height shows no large title (rule
  /// largeTitle.compactHeight).
  package static let height = 54.0

  /// Whether the rule places the bar: a phone without a sensor housing in landscape, full screen,
  /// built for the new design (an app keeping the previous design keeps the 32-pt compact bar at y
  /// 0, rule design.compatibility).
  package static func applies(_ input: LayoutInput) -> Bool {
    input.isPhone && input.isLandscape && !input.device.hasSensorHousing
      && input.windowMode == .fullScreen && input.column == nil
      && Rule.navigationBarLandscapeIOS26HomeButton.applies(to: input.design)
  }
}

extension Rule {
  public static let navigationBarLandscapeIOS26HomeButton = Rule(
    "navigationBar.landscapeIOS26.homeButton", from: OSVersion(26, 0),
    "iOS 26 in landscape on a home-button iPhone (SE 2nd and 3rd generation; the status bar is hidden and the window's safe area is zero): the navigation bar starts at y 24 and is 54 pt tall, so it ends at 78 and the content below it gets a top safe area of 78; a bar that prefers large titles shows the inline 54-pt bar.",
    provenance: [
      "https://github.com/Vercantez/openuikit/blob/766301ef93e3981816759c200b16a03826ad9ec1/uikit/docs/agent_reports/conf-landscape.md (iPhone SE 2x, iOS 26.1, 667 × 375, windowSafeArea [0, 0, 0, 0]: NavFlow t200.landscape bar [0, 24, 667, 54], table SA top 78 (= 24+54), one inline title though NavFlow prefers large titles; TableEditor the same)",
      "https://github.com/Vercantez/openuikit/blob/8c717c07e5f37ed1d907c3926cf42b54063d493b/uikit/docs/agent_reports/editor-feed-modal.md (Feed t200.landscape rest: adj 78, offset -78, bar [0, 24, 667, 54])",
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/blob/6d54c2612d4e4ddfd6b2236405288f4598b24635/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/_UINavigationBarVisualProviderModernIOSSwift.mm (minimumTopPaddingWithTraitCollection:: the bar's minimum top padding depends on the trait collection; its figure is compiled Swift the decompile leaves opaque)",
      "docs/facts/tab-bars-ios26-ipados18.md#5-the-tab-bar-on-home-button-iphones-ios-26 (H4)",
    ],
    confidence: .medium,
    conflict:
      "One probe (a real UIKit run on the iPhone SE simulator, iOS 26.1) in three apps, quoted in the port's reports, not a published dump, so medium. Taken over the 32-pt compact bar at y 0 that rule navigationBar.height.landscapeIOS26 (low) kept, and over GKNavigationBarSwift's 24 + 32 for phones without a Dynamic Island. The port reads it as the portrait floor of 10 (rule navigationBar.y.homeButtonIOS26) raised to 24 in compact height, which the decompiled UIKitCore's trait-dependent minimum top padding allows but does not spell out. The toolbar keeps its 32-pt compact height on that rule."
  )
}

import InsetSimModel
import InsetSimSupport

/// iOS 26 on a home-button iPhone (the SE 2nd and 3rd generation) with the status bar hidden, in
/// portrait: the navigation bar starts at y 10, not at the screen's top. UIKit places the 54-pt bar
/// at y = max(safe-area top, 10), and the window's safe-area top is 0 once the status bar hides, so
/// the bar ends at 64 (116 with an expanded large title). Measured on an iPhone SE (3rd
/// generation), iOS 26.1.
///
///     HomeButtonBarOrigin.y(input)  // 10: iPhone SE (3rd generation), iOS 26.1, status bar hidden
package enum HomeButtonBarOrigin {
  /// The floor under the bar's y.
  package static let minimumY = 10.0

  /// The bar's y when the rule places it, or nil when it does not apply: a phone without a sensor
  /// housing (so with no safe-area top once the status bar hides), in portrait, full screen, the
  /// status bar hidden, built for the new design (an app keeping the previous design keeps the bar
  /// at the screen's top, rule design.compatibility).
  package static func y(_ input: LayoutInput, statusBarVisible: Bool) -> Double? {
    guard input.isPhone, !input.isLandscape, !input.device.hasSensorHousing, !statusBarVisible,
      input.windowMode == .fullScreen, input.column == nil,
      Rule.navigationBarYHomeButtonIOS26.applies(to: input.design)
    else { return nil }
    return minimumY
  }
}

extension Rule {
  public static let navigationBarYHomeButtonIOS26 = Rule(
    "navigationBar.y.homeButtonIOS26", from: OSVersion(26, 0),
    "iOS 26 on a home-button iPhone (SE 2nd and 3rd generation) in portrait with the status bar hidden: the navigation bar starts at y 10, not 0 (UIKit places it at y = max(safe-area top, 10), and the safe-area top is 0), so the 54-pt bar ends at 64 and the content below it gets a top safe area of 64 (116 with an expanded large title: 10 + 54 + 52).",
    provenance: [
      "https://github.com/Vercantez/openuikit/blob/050536696d63772ccb148d6c66753dee970ea60c/uikit/Sources/OpenUIKit/UINavigationBar.swift (iOSMinimumBarTop: \"iOS 26.1 (MEASURED 2026-09-04, navprobe.barorigin, SE 2x and iPhone 16): bar.frame.y = max(nav.view.safeAreaInsets.top, 10). Window SA 0 (SE, status bar hidden) still yields y 10\"; inline [0, 10, W, 54], expanded large title [0, 10, W, 106])",
      "https://github.com/Vercantez/openuikit/blob/6f10879d78c3752a370a8effb044f1bd38e02745/uikit/docs/agent_reports/conf-tabs.md (Tabs t200, iPhone SE 2x, iOS 26.1: the tab's table under the navigation bar has safe area [64, 0, 83, 0])",
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/blob/6d54c2612d4e4ddfd6b2236405288f4598b24635/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/_UINavigationBarVisualProviderModernIOSSwift.mm (the iOS 26.1 bar's visual provider answers minimumTopPaddingWithTraitCollection:, a compiled Swift function the decompile leaves opaque)",
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/blob/6d54c2612d4e4ddfd6b2236405288f4598b24635/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/UINavigationController.mm (_calculateEdgeInsetsForChildViewController:insetsAreAbsolute:: when the bar's _minimumTopPaddingWithTraitCollection: is above 0 and the bar's y is below _computeTopAvoidanceAreaForBar:edge:hidden:, the difference is added to the child's top inset)",
      "docs/facts/tab-bars-ios26-ipados18.md#5-the-tab-bar-on-home-button-iphones-ios-26 (H4)",
    ],
    confidence: .medium,
    conflict:
      "One probe (a real UIKit run on the iPhone SE simulator, iOS 26.1) quoted in the port's sources and reports, not a published dump, so medium. The probe also reads the floor on an iPhone 16 in a window with no safe-area top; a Face ID phone's full-screen safe-area top is above 10, so the floor changes nothing there and is applied only to home-button phones. The decompiled UIKitCore of iOS 26.1 has the mechanism (a minimum top padding the bar's visual provider gives by trait collection, and the navigation controller adding the bar's drop below the top avoidance area to the child's top inset), not the figure: the padding's value is compiled Swift the decompile does not spell out. With the status bar shown the bar starts at its 20-pt bottom as before (rule navigationBar.height)."
  )
}

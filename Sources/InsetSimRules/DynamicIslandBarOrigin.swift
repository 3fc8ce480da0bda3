import InsetSimModel
import InsetSimSupport

/// Where the navigation bar starts on a Dynamic Island iPhone with a 62-pt safe-area top (the
/// iPhone 16 Pro and 16 Pro Max; the 17, 17 Pro and 17 Pro Max share their figures) before iOS 26:
/// at y 56.333, not at the 54-pt status bar's bottom.
///
///     DynamicIslandBarOrigin.y(iPhone16Pro, on: OSVersion(18, 6))  // 56.333
///     DynamicIslandBarOrigin.y(iPhone14Pro, on: OSVersion(18, 6))  // nil: 53.67, the catalogue's
package enum DynamicIslandBarOrigin {
  /// The bar's y in portrait with the status bar shown, or nil when the rule does not apply.
  package static func y(_ device: Device, on os: OSVersion) -> Double? {
    guard Rule.navigationBarYDynamicIsland62.applies(to: os), !device.isPad,
      device.hasSensorHousing, device.statusBarHeight(on: os) == 54,
      device.safeArea(on: os, landscape: false).top == 62
    else { return nil }
    // GKNavigationBarSwift: the safe area's top − 5 − two pixels of a 3× screen.
    return 62 - 5 - 2.0 / 3
  }
}

extension Rule {
  public static let navigationBarYDynamicIsland62 = Rule(
    "navigationBar.y.dynamicIsland62", from: OSVersion(18, 0), through: OSVersion(18, 7),
    "Before iOS 26, on a Dynamic Island iPhone with a 62-pt safe-area top and a 54-pt status bar (iPhone 16 Pro, 16 Pro Max), the navigation bar starts at y 56.333 (the safe area's top − 5 − 2 px), so a 44-pt bar ends at 100.333.",
    provenance: [
      "docs/facts/bars.md#24-where-the-navigation-bar-starts-on-dynamic-island-iphones",
      "https://github.com/QuintGao/GKNavigationBarSwift/blob/812a98ce69c5d38b8cdc6e4b6f2c25eabc8bbcd3/Sources/GKNavigationBarConfigure.swift",
      "https://github.com/Tencent/QMUI_iOS/blob/4dca2347dcb5feecdbb39fc99b36004c8c94a958/QMUIKit/QMUICore/QMUIHelper.m",
    ],
    confidence: .medium,
    conflict:
      "Two libraries' code comments name the devices and the figure (GKNavigationBarSwift navBarForIphonePortrait(): \"16 Pro - 17 Pro Max 安全区域顶部高度62，导航栏y值56.3333333\"; QMUIHelper navigationBarMaxYConstant: \"iPhone 16 Pro\" prefix, 54 + 44 + 2 + 1 px, \"// 56.333\"); no printed frame was found, so medium. The 54-pt status bar's bottom (rule statusBar.height) is not taken."
  )
}

import InsetSimModel
import InsetSimSupport

/// Everything the layout rules read: the device, release and orientation, and the current values of
/// the configuration properties. The engine builds it from the simulated state; rules never see the
/// clock.
package struct LayoutInput: Sendable, Equatable {
  package var device: Device
  package var os: OSVersion
  /// The app keeps the previous design on iOS 26 (rule design.compatibility).
  package var designCompatibility = false
  package var orientation: Orientation
  package var statusBarHidden: Bool
  /// An iPad window's multitasking mode and its size (nil: the screen's).
  package var windowMode = WindowMode.fullScreen
  package var windowSize: Size?
  /// A split view column's frame in the window (nil: the controller's container fills the window),
  /// and, from iOS 26, the floating columns' width that a secondary column extends under (rule
  /// splitView.floatingSidebar).
  package var column: Rect?
  package var floatingLeading = 0.0
  /// iOS 14–18: how far `column` (the primary's controller view) reaches past the window's leading
  /// edge (rule splitView.primaryBuffer).
  package var columnBuffer = 0.0

  package var hasTabBar: Bool
  package var tabBarTranslucent: Bool
  /// The tab bar view's own `hidden` flag: hides the view, keeps its layout space.
  package var tabBarHidden: Bool
  /// The top controller hides the bottom bar when pushed (`hidesBottomBarWhenPushed`, read at the
  /// push).
  package var bottomBarHiddenByPush: Bool
  /// iOS 26: a bottom accessory above the tab bar (rule tabBar.bottomAccessory).
  package var tabBarAccessory = false
  /// iOS 26: the tab bar is minimized (rule tabBar.minimizeSafeArea).
  package var tabBarMinimized = false
  /// iOS 18: the tab bar controller hides its active tab bar (`isTabBarHidden`, rule
  /// tabBar.setTabBarHidden).
  package var tabBarHiddenByController = false

  package var hasNavigationController: Bool
  package var navigationBarHidden: Bool
  package var navigationBarTranslucent: Bool
  package var prefersLargeTitles: Bool
  /// The band of the top controller's search bar while it shows in the navigation bar (0: none or
  /// hidden).
  package var searchBarBand = 0.0
  package var toolbarHidden: Bool
  package var toolbarTranslucent: Bool

  package var edgesForExtendedLayout: RectEdges
  package var extendedLayoutIncludesOpaqueBars: Bool
  package var automaticallyAdjustsScrollViewInsets: Bool
  package var additionalSafeAreaInsets: EdgeInsets

  package var era: Era { os.era }
  /// The release whose design rules apply: `os`, or iOS 18's with design compatibility.
  package var design: OSVersion {
    DesignCompatibility.release(on: os, compatibility: designCompatibility)
  }
  package var isPhone: Bool { device.idiom == .phone }
  package var isLandscape: Bool { orientation.isLandscape }
  package var hasContainer: Bool { hasTabBar || hasNavigationController }
  package var navigationBarVisible: Bool { hasNavigationController && !navigationBarHidden }
  package var toolbarVisible: Bool { hasNavigationController && !toolbarHidden }
  /// The tab bar takes layout space at the bottom (whatever its `hidden` flag says) unless a push
  /// took it out or it sits at the top (iPadOS 18 in a regular-width window, rule tabBar.iPadTop).
  package var tabBarInLayout: Bool {
    hasTabBar && !bottomBarHiddenByPush && !tabBarAtTop && !tabBarHiddenByController
  }
  /// iPadOS 18+: a tab bar controller in a regular-width window shows its tab bar at the top.
  package var tabBarAtTop: Bool {
    guard hasTabBar, device.isPad, Rule.tabBarIPadTop.applies(to: os) else { return false }
    let width = windowSize?.width ?? device.screenSize(orientation).width
    return SizeClasses.of(device, orientation: orientation, window: windowMode, width: width)
      .horizontal.value == .regular
  }

  package init(
    device: Device, os: OSVersion, orientation: Orientation = .portrait,
    statusBarHidden: Bool = false,
    hasTabBar: Bool = false, tabBarTranslucent: Bool = true, tabBarHidden: Bool = false,
    bottomBarHiddenByPush: Bool = false, hasNavigationController: Bool = false,
    navigationBarHidden: Bool = false,
    navigationBarTranslucent: Bool = true, prefersLargeTitles: Bool = false,
    toolbarHidden: Bool = true,
    toolbarTranslucent: Bool = true, edgesForExtendedLayout: RectEdges = .all,
    extendedLayoutIncludesOpaqueBars: Bool = false,
    automaticallyAdjustsScrollViewInsets: Bool = true,
    additionalSafeAreaInsets: EdgeInsets = .zero
  ) {
    self.device = device
    self.os = os
    self.orientation = orientation
    self.statusBarHidden = statusBarHidden
    self.hasTabBar = hasTabBar
    self.tabBarTranslucent = tabBarTranslucent
    self.tabBarHidden = tabBarHidden
    self.bottomBarHiddenByPush = bottomBarHiddenByPush
    self.hasNavigationController = hasNavigationController
    self.navigationBarHidden = navigationBarHidden
    self.navigationBarTranslucent = navigationBarTranslucent
    self.prefersLargeTitles = prefersLargeTitles
    self.toolbarHidden = toolbarHidden
    self.toolbarTranslucent = toolbarTranslucent
    self.edgesForExtendedLayout = edgesForExtendedLayout
    self.extendedLayoutIncludesOpaqueBars = extendedLayoutIncludesOpaqueBars
    self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
    self.additionalSafeAreaInsets = additionalSafeAreaInsets
  }
}

/// UIKit's defaults for a release: bars opaque on iOS 6, translucent from iOS 7 (UIKIT-FACTS §3).
package enum EraDefaults {
  package static func barsTranslucent(on os: OSVersion) -> Bool { os.era != .ios6 }
  package static let edgesForExtendedLayout = RectEdges.all
  package static let extendedLayoutIncludesOpaqueBars = false
  package static let automaticallyAdjustsScrollViewInsets = true
  package static let contentInsetAdjustmentBehavior = AdjustmentBehavior.automatic
}

extension Rule {
  public static let tabBarIPadTop = Rule(
    "tabBar.iPadTop", from: OSVersion(18, 0),
    "iPadOS 18: in a regular-width window a tab bar controller shows its tab bar at the top, sharing the navigation bar's band and safe area; the bottom has no tab bar. In a compact-width window (a narrow Split View pane or window) it falls back to the bottom tab bar.",
    provenance: [
      "https://developer.apple.com/videos/play/wwdc2024/10147",
      "https://github.com/Apollo-Reborn/Apollo-Reborn/pull/557 (_UITabContainerView canShowFloatingUI gates the floating path on horizontalSizeClass == Regular)",
      "https://developer.apple.com/documentation/uikit/elevating-your-ipad-app-with-a-tab-bar-and-sidebar",
      "https://github.com/eggswift/ESTabBarController/issues/292",
      "docs/facts/tab-bars-ios26-ipados18.md",
    ], confidence: .low,
    conflict:
      "No published height or top inset: the bar is placed in the navigation bar's band, and without a navigation bar it takes the tab bar's own height below the status bar (low). hidesBottomBarWhenPushed leaves the top tab bar in place (ESTabBarController #292: the system's top bar is not hidden on a push); isTabBarHidden hides it (rule tabBar.setTabBarHidden)."
  )
}

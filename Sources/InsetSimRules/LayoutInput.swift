import InsetSimSupport
import InsetSimModel

/// Everything the layout rules read: the device, release and orientation, and the current values of the
/// configuration properties. The engine builds it from the simulated state; rules never see the clock.
public struct LayoutInput: Sendable, Equatable {
  public var device: Device
  public var os: OSVersion
  public var orientation: Orientation
  public var statusBarHidden: Bool

  public var hasTabBar: Bool
  public var tabBarTranslucent: Bool
  /// The tab bar view's own `hidden` flag: hides the view, keeps its layout space.
  public var tabBarHidden: Bool
  /// The top controller hides the bottom bar when pushed (`hidesBottomBarWhenPushed`, read at the push).
  public var bottomBarHiddenByPush: Bool

  public var hasNavigationController: Bool
  public var navigationBarHidden: Bool
  public var navigationBarTranslucent: Bool
  public var prefersLargeTitles: Bool
  public var toolbarHidden: Bool
  public var toolbarTranslucent: Bool

  public var edgesForExtendedLayout: RectEdges
  public var extendedLayoutIncludesOpaqueBars: Bool
  public var automaticallyAdjustsScrollViewInsets: Bool
  public var additionalSafeAreaInsets: EdgeInsets

  public var era: Era { os.era }
  public var isPhone: Bool { device.idiom == .phone }
  public var isLandscape: Bool { orientation.isLandscape }
  public var hasContainer: Bool { hasTabBar || hasNavigationController }
  public var navigationBarVisible: Bool { hasNavigationController && !navigationBarHidden }
  public var toolbarVisible: Bool { hasNavigationController && !toolbarHidden }
  /// The tab bar takes layout space (whatever its `hidden` flag says) unless a push took it out.
  public var tabBarInLayout: Bool { hasTabBar && !bottomBarHiddenByPush }

  public init(
    device: Device, os: OSVersion, orientation: Orientation = .portrait, statusBarHidden: Bool = false,
    hasTabBar: Bool = false, tabBarTranslucent: Bool = true, tabBarHidden: Bool = false,
    bottomBarHiddenByPush: Bool = false, hasNavigationController: Bool = false, navigationBarHidden: Bool = false,
    navigationBarTranslucent: Bool = true, prefersLargeTitles: Bool = false, toolbarHidden: Bool = true,
    toolbarTranslucent: Bool = true, edgesForExtendedLayout: RectEdges = .all,
    extendedLayoutIncludesOpaqueBars: Bool = false, automaticallyAdjustsScrollViewInsets: Bool = true,
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
public enum EraDefaults {
  public static func barsTranslucent(on os: OSVersion) -> Bool { os.era != .ios6 }
  public static let edgesForExtendedLayout = RectEdges.all
  public static let extendedLayoutIncludesOpaqueBars = false
  public static let automaticallyAdjustsScrollViewInsets = true
  public static let contentInsetAdjustmentBehavior = AdjustmentBehavior.automatic
}

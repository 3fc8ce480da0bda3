import InsetSimSupport

public struct TabBarControllerSpec: Hashable, Sendable {
  public var translucent: Bool?
  public var tabBarHidden: Bool?
  /// iOS 26: a bottom accessory (`UITabBarController.bottomAccessory`) above the floating tab bar.
  public var bottomAccessory: Bool?
  /// iOS 26: `UITabBarController.tabBarMinimizeBehavior` (nil: `automatic`).
  public var minimizeBehavior: TabBarMinimizeBehavior?
  /// iPadOS 18: `UITabBarController.mode` (nil: `automatic`).
  public var mode: TabBarMode?
  /// iOS 18: `UITabBarController.isTabBarHidden` at launch (the controller's own hidden state of
  /// the active tab bar, not the bar view's `hidden`).
  public var isTabBarHidden: Bool?
  public init(
    translucent: Bool? = nil, tabBarHidden: Bool? = nil, bottomAccessory: Bool? = nil,
    minimizeBehavior: TabBarMinimizeBehavior? = nil, mode: TabBarMode? = nil,
    isTabBarHidden: Bool? = nil
  ) {
    self.translucent = translucent
    self.tabBarHidden = tabBarHidden
    self.bottomAccessory = bottomAccessory
    self.minimizeBehavior = minimizeBehavior
    self.mode = mode
    self.isTabBarHidden = isTabBarHidden
  }
}

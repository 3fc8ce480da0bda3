import InsetSimSupport

public struct TabBarControllerSpec: Hashable, Sendable {
  public var translucent: Bool?
  public var tabBarHidden: Bool?
  /// iOS 26: a bottom accessory (`UITabBarController.bottomAccessory`) above the floating tab bar.
  public var bottomAccessory: Bool?
  public init(translucent: Bool? = nil, tabBarHidden: Bool? = nil, bottomAccessory: Bool? = nil) {
    self.translucent = translucent
    self.tabBarHidden = tabBarHidden
    self.bottomAccessory = bottomAccessory
  }
}

import InsetSimSupport

public struct TabBarControllerSpec: Hashable, Sendable {
  public var translucent: Bool?
  public var tabBarHidden: Bool?
  public init(translucent: Bool? = nil, tabBarHidden: Bool? = nil) {
    self.translucent = translucent
    self.tabBarHidden = tabBarHidden
  }
}

import InsetSimSupport

public struct NavigationControllerSpec: Hashable, Sendable {
  public var translucent: Bool?
  public var navigationBarHidden: Bool?
  public var prefersLargeTitles: Bool?
  public var toolbarHidden: Bool?
  public var toolbarTranslucent: Bool?
  public init(
    translucent: Bool? = nil, navigationBarHidden: Bool? = nil, prefersLargeTitles: Bool? = nil,
    toolbarHidden: Bool? = nil, toolbarTranslucent: Bool? = nil
  ) {
    self.translucent = translucent
    self.navigationBarHidden = navigationBarHidden
    self.prefersLargeTitles = prefersLargeTitles
    self.toolbarHidden = toolbarHidden
    self.toolbarTranslucent = toolbarTranslucent
  }
}

/// A page view controller (UIPageViewController, scroll style): the pages its data source gives,
/// in order. It sets the first (setViewControllers, not animated) in its viewDidLoad; a script's
/// `setPage` and `swipePage` move between them (apps only).
public struct PageViewControllerSpec: Hashable, Sendable {
  /// Controller names, in the data source's order.
  public var pages: [String]

  public init(pages: [String]) {
    self.pages = pages
  }
}

/// A page view controller (UIPageViewController): the pages its data source gives, in order, and
/// its transition style. It sets the first page (the first two with the spine in the middle) in its
/// viewDidLoad (setViewControllers, not animated); a script's `setPage` and `swipePage` move
/// between them (apps only).
public struct PageViewControllerSpec: Hashable, Sendable {
  /// Controller names, in the data source's order.
  public var pages: [String]
  /// The transition style, fixed at init (`transitionStyle`).
  public var transitionStyle: PageTransitionStyle
  /// Where the spine sits (`spineLocation`, page curl only): `.min` by default.
  public var spineLocation: PageSpineLocation

  public init(
    pages: [String], transitionStyle: PageTransitionStyle = .scroll,
    spineLocation: PageSpineLocation = .min
  ) {
    self.pages = pages
    self.transitionStyle = transitionStyle
    self.spineLocation = spineLocation
  }

  /// How many pages show at once: two with the spine in the middle, else one.
  public var pagesShown: Int { transitionStyle == .pageCurl && spineLocation == .mid ? 2 : 1 }
}

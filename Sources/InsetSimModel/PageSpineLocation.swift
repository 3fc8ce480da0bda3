/// UIPageViewController.SpineLocation for a page curl (horizontal navigation): at the left edge,
/// in the middle (two pages, double-sided), or at the right edge.
public enum PageSpineLocation: String, Hashable, Sendable, CaseIterable {
  case min, mid, max
}

/// UIPageViewController.TransitionStyle.
public enum PageTransitionStyle: String, Hashable, Sendable, CaseIterable {
  case scroll, pageCurl
}

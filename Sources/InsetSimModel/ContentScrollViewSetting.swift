/// What a controller's `contentScrollView(for: .top)` returns (iOS 15+): the scroll view the
/// navigation bar observes for its scroll edge appearance and its large title.
public enum ContentScrollViewSetting: Hashable, Sendable {
  /// `setContentScrollView(_:for:)` with this view (its id).
  case view(String)
  /// An override that returns nil: the bar observes no scroll view.
  case none
}

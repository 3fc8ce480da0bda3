/// iOS 26: when a tab bar controller's bottom tab bar minimizes as its content scrolls
/// (`UITabBarController.tabBarMinimizeBehavior`, default `automatic`).
public enum TabBarMinimizeBehavior: String, Sendable, CaseIterable, Hashable {
  /// The system's default: on iPhone and iPad the tab bar does not minimize.
  case automatic
  case never
  /// Minimizes when the content scrolls down, expands when it scrolls back up.
  case onScrollDown
  /// Minimizes when the content scrolls up, expands when it scrolls back down.
  case onScrollUp
}

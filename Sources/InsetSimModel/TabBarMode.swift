/// iPadOS 18: how a tab bar controller shows its tabs (`UITabBarController.mode`).
public enum TabBarMode: String, Sendable, CaseIterable, Hashable {
  /// The system decides: a tab bar, since a scenario's tabs hold no tab groups.
  case automatic
  /// Only a tab bar.
  case tabBar
  /// A tab bar or a sidebar, by context (refused as input: the sidebar's layout is unpublished).
  case tabSidebar
}

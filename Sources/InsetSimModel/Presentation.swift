import InsetSimSupport

public enum Presentation: String, Sendable, CaseIterable {
  /// The controller is the navigation root (or the window's / tab's root) shown at launch.
  case root
  /// A plain root controller is shown first, then this one is pushed, animated.
  case pushed
}

/// A hosting controller (UIHostingController, iOS 13+): a controller whose view hosts SwiftUI
/// content (apps only).
public struct HostingControllerSpec: Hashable, Sendable {
  /// `safeAreaRegions` (iOS 16.4+): the regions the SwiftUI content respects; nil: all.
  public var safeAreaRegions: Set<SafeAreaRegion>?

  public init(safeAreaRegions: Set<SafeAreaRegion>? = nil) {
    self.safeAreaRegions = safeAreaRegions
  }
}

/// A region of the safe area SwiftUI lays out within (SwiftUI.SafeAreaRegions).
public enum SafeAreaRegion: String, Hashable, Sendable, CaseIterable {
  /// The safe area the containers and the device give (bars, sensor housing, home indicator).
  case container
  /// The keyboard's overlap (iOS 14+).
  case keyboard
}

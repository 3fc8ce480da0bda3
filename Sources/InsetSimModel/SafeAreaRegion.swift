/// A region of the safe area SwiftUI lays out within (SwiftUI.SafeAreaRegions).
public enum SafeAreaRegion: String, Hashable, Sendable, CaseIterable {
  /// The safe area the containers and the device give (bars, sensor housing, home indicator).
  case container
  /// The keyboard's overlap (iOS 14+).
  case keyboard
}

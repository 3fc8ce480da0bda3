import InsetSimSupport

/// A hosting controller (UIHostingController, iOS 13+): a controller whose view hosts SwiftUI
/// content (apps only).
public struct HostingControllerSpec: Hashable, Sendable {
  /// `safeAreaRegions` (iOS 16.4+): the regions the SwiftUI content respects; nil: all.
  public var safeAreaRegions: Set<SafeAreaRegion>?
  /// `sizingOptions` (iOS 16+): what the controller keeps up to date with its content's ideal
  /// size; nil: none (UIKit's default, the empty set).
  public var sizingOptions: Set<HostingSizingOption>?
  /// The SwiftUI content's ideal size (its size for an unspecified proposal), which the app knows
  /// from its content: what `.preferredContentSize` puts in preferredContentSize.
  public var idealSize: Size?

  public init(
    safeAreaRegions: Set<SafeAreaRegion>? = nil, sizingOptions: Set<HostingSizingOption>? = nil,
    idealSize: Size? = nil
  ) {
    self.safeAreaRegions = safeAreaRegions
    self.sizingOptions = sizingOptions
    self.idealSize = idealSize
  }
}

/// An option of UIHostingControllerSizingOptions (iOS 16+).
public enum HostingSizingOption: String, Hashable, Sendable, CaseIterable {
  /// The controller tracks its content's ideal size in its preferredContentSize.
  case preferredContentSize
  /// The controller's view invalidates its intrinsic content size when the ideal size changes.
  case intrinsicContentSize
}

/// A region of the safe area SwiftUI lays out within (SwiftUI.SafeAreaRegions).
public enum SafeAreaRegion: String, Hashable, Sendable, CaseIterable {
  /// The safe area the containers and the device give (bars, sensor housing, home indicator).
  case container
  /// The keyboard's overlap (iOS 14+).
  case keyboard
}

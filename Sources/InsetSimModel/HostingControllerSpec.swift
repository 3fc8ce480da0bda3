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

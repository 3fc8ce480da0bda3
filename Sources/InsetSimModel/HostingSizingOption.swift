/// An option of UIHostingControllerSizingOptions (iOS 16+).
public enum HostingSizingOption: String, Hashable, Sendable, CaseIterable {
  /// The controller tracks its content's ideal size in its preferredContentSize.
  case preferredContentSize
  /// The controller's view invalidates its intrinsic content size when the ideal size changes.
  case intrinsicContentSize
}

import InsetSimModel
import InsetSimSupport

/// The window's size classes (iOS 8+): rules `traits.sizeClass.phone` and `traits.sizeClass.pad`.
///
/// iPhones are compact wide and regular tall in portrait and compact tall in landscape, where the
/// Plus, Max
/// and XR-sized phones become regular wide. An iPad is regular both ways full screen; its Split
/// View panes,
/// Slide Over and narrow windows are compact wide (the landscape half of a 12.9-inch iPad Pro stays
/// regular) and every multitasking window keeps a regular height.
///
///     SizeClasses.of(iPhone8Plus, orientation: .landscapeLeft, window: .fullScreen, width: 736).horizontal.value  // .regular
package enum SizeClasses {
  package static func of(
    _ device: Device, orientation: Orientation, window: WindowMode, width: Double
  )
    -> (horizontal: Derived<SizeClass>, vertical: Derived<SizeClass>)
  {
    if device.idiom == .phone {
      let landscape = orientation.isLandscape
      let wide = landscape && device.landscapeBars == .regular
      return (
        Derived(
          wide ? .regular : .compact, "traits.sizeClass.phone",
          landscape
            ? (wide
              ? "\(device.name) in landscape: regular width (a Plus/Max-sized phone)"
              : "\(device.name) in landscape: compact width")
            : "iPhone in portrait: compact width"),
        Derived(
          landscape ? .compact : .regular, "traits.sizeClass.phone",
          landscape ? "iPhone in landscape: compact height" : "iPhone in portrait: regular height")
      )
    }
    let vertical = Derived(
      SizeClass.regular, "traits.sizeClass.pad", "iPad: regular height in every window")
    switch window {
    case .fullScreen:
      return (
        Derived(.regular, "traits.sizeClass.pad", "iPad full screen: regular width"), vertical
      )
    case .splitView(let fraction):
      let regular =
        orientation.isLandscape
        && (fraction == .twoThirds
          || (fraction == .oneHalf && device.splitViewWidths?.regularHalf == true))
      return (
        Derived(
          regular ? .regular : .compact, "traits.sizeClass.pad",
          "Split View \(fraction.rawValue) in \(orientation.isLandscape ? "landscape" : "portrait") on \(device.name): \(regular ? "regular" : "compact") width"
        ),
        vertical
      )
    case .slideOver:
      return (Derived(.compact, "traits.sizeClass.pad", "Slide Over: compact width"), vertical)
    case .free:
      let regular = width >= WindowMode.narrowestRegularWidth
      return (
        Derived(
          regular ? .regular : .compact, "traits.sizeClass.window",
          "a window \(formatPoints(width)) wide: \(regular ? "regular (≥ \(formatPoints(WindowMode.narrowestRegularWidth)), the narrowest regular pane measured)" : "compact (≤ \(formatPoints(WindowMode.widestCompactWidth)), the widest compact pane measured)")"
        ),
        vertical
      )
    }
  }
}

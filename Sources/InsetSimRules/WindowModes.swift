import InsetSimModel
import InsetSimSupport

/// An iPad app's window in a multitasking mode: its frame on the screen (rule
/// `window.multitasking`).
///
/// Split View panes take the published widths of their device (a pane reaches the screen's top and
/// bottom; its origin is left or right of the divider, which the app does not see: frames are in
/// window
/// coordinates). Slide Over is 320 wide and 40 shorter than the screen, 20 from its top (measured
/// on
/// iOS 12). A resizable window (iPadOS 16+) keeps the size the script gives it, fitted to the
/// screen.
///
///     WindowModes.size(of: iPadPro11, .splitView(.oneThird), orientation: .landscapeLeft)?.value  // (375, 834)
package enum WindowModes {
  /// The window's size, or nil when no source gives it (a Split View half in portrait).
  package static func size(of device: Device, _ mode: WindowMode, orientation: Orientation)
    -> Derived<Size>?
  {
    let screen = device.screenSize(orientation)
    switch mode {
    case .fullScreen:
      return Derived(
        screen, "window.orientation",
        "full screen: \(formatPoints(screen.width)) × \(formatPoints(screen.height))")
    case .splitView(let fraction):
      let table =
        orientation.isLandscape
        ? device.splitViewWidths?.landscape : device.splitViewWidths?.portrait
      guard let width = table?[fraction] else { return nil }
      return Derived(
        Size(width: width, height: screen.height), "window.multitasking",
        "Split View \(fraction.rawValue) on \(device.name) in \(orientation.isLandscape ? "landscape" : "portrait"): \(formatPoints(width)) × \(formatPoints(screen.height))"
      )
    case .slideOver:
      return Derived(
        Size(width: 320, height: screen.height - 40), "window.multitasking",
        "Slide Over: 320 × (\(formatPoints(screen.height)) − 40), 20 from the screen's top and bottom"
      )
    case .free(let size):
      let fitted = Size(
        width: min(size.width, screen.width), height: min(size.height, screen.height))
      let why =
        fitted == size
        ? "a resizable window of \(formatPoints(size.width)) × \(formatPoints(size.height))"
        : "a \(formatPoints(size.width)) × \(formatPoints(size.height)) window fitted to the \(formatPoints(screen.width)) × \(formatPoints(screen.height)) screen"
      return Derived(fitted, "window.resizable", why)
    }
  }

  /// Where the window's top is on the screen: 20 for Slide Over, else 0.
  package static func originY(_ mode: WindowMode) -> Double { mode == .slideOver ? 20 : 0 }

  /// Whether the window reaches the screen's top edge and so lies under the status bar.
  package static func reachesStatusBar(_ mode: WindowMode) -> Bool { mode != .slideOver }
}

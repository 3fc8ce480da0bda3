import InsetSimModel
import InsetSimSupport

/// An iPad app's window in a multitasking mode: its frame on the screen (rule
/// `window.multitasking`).
///
/// Split View panes take the published widths of their device (a pane reaches the screen's top and
/// bottom; its origin is left or right of the divider, which the app does not see: frames are in
/// window coordinates). Slide Over is 320 wide and 40 shorter than the screen, 20 from its top
/// (measured on iOS 12). A resizable window (iPadOS 16+) keeps the size the script gives it, fitted
/// to the screen.
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
        screen, Rule.windowOrientation,
        "full screen: \(formatPoints(screen.width)) × \(formatPoints(screen.height))")
    case .splitView(let fraction):
      let table =
        orientation.isLandscape
        ? device.splitViewWidths?.landscape : device.splitViewWidths?.portrait
      guard let width = table?[fraction] else { return nil }
      return Derived(
        Size(width: width, height: screen.height), Rule.windowMultitasking,
        "Split View \(fraction.rawValue) on \(device.name) in \(orientation.isLandscape ? "landscape" : "portrait"): \(formatPoints(width)) × \(formatPoints(screen.height))"
      )
    case .slideOver:
      return Derived(
        Size(width: 320, height: screen.height - 40), Rule.windowMultitasking,
        "Slide Over: 320 × (\(formatPoints(screen.height)) − 40), 20 from the screen's top and bottom"
      )
    case .free(let size):
      let fitted = Size(
        width: min(size.width, screen.width), height: min(size.height, screen.height))
      let why =
        fitted == size
        ? "a resizable window of \(formatPoints(size.width)) × \(formatPoints(size.height))"
        : "a \(formatPoints(size.width)) × \(formatPoints(size.height)) window fitted to the \(formatPoints(screen.width)) × \(formatPoints(screen.height)) screen"
      return Derived(fitted, Rule.windowResizable, why)
    }
  }

  /// Where the window's top is on the screen: 20 for Slide Over, else 0.
  package static func originY(_ mode: WindowMode) -> Double { mode == .slideOver ? 20 : 0 }

  /// Whether the window reaches the screen's top edge and so lies under the status bar.
  package static func reachesStatusBar(_ mode: WindowMode) -> Bool { mode != .slideOver }
}

extension Rule {
  public static let windowMultitasking = Rule(
    "window.multitasking", from: OSVersion(9, 0), through: OSVersion(18, 7),
    "iPad multitasking: a Split View pane takes its device's published width (landscape 1/3, 1/2, 2/3; portrait 1/3, 2/3) and the screen's height; Slide Over is 320 wide, 40 shorter than the screen and 20 below its top, under no status bar. Widths are published for the 9.7-, 10.2-, 10.5-, 11- and 12.9-inch iPads; a size no source gives stops the run.",
    provenance: [
      Device.splitViewSource,
      Device.slideOverSource + " §Split Screen Multitasking, §Slide Over",
      "https://gist.github.com/dkasaj/924d12ca791a6f74f4c1a2b516117afc",
    ], confidence: .high,
    conflict:
      "Slide Over's safe area is inferred: the window starts below the status bar, so no status-bar inset (low). iPadOS 26 removes Split View and Slide Over (MacRumors 2025-06-10)."
  )

  public static let windowResizable = Rule(
    "window.resizable", from: OSVersion(16, 0),
    "A resizable window (Stage Manager from iPadOS 16, the windows of iPadOS 26) has the size the app is given, fitted to the screen; its safe area is the full-screen one.",
    provenance: [
      "https://www.macrumors.com/2025/06/10/ipados-26-no-split-view-slide-over/",
      "https://developer.apple.com/videos/play/wwdc2025/284",
    ], confidence: .low,
    conflict:
      "No printed safe area of a window away from the screen's top; the full-screen inset is kept."
  )

  public static let windowResize = Rule(
    "window.resize", from: OSVersion(9, 0),
    "A window resize sends viewWillTransition(to:with:) to the visible controllers (in a navigation stack only the top one); willTransition(to: UITraitCollection) and traitCollectionDidChange only when a size class changes.",
    provenance: [
      "https://github.com/facebookarchive/AsyncDisplayKit/pull/1592",
      "https://github.com/lionheart/openradar-mirror/issues/7463",
    ], confidence: .medium)
}

import InsetSimModel
import InsetSimSupport

/// Rotation: the window turns to the new orientation and its bounds swap width and height (rule
/// `window.orientation`). What follows from the new orientation lives with what it changes: the
/// bars' landscape heights and the status bar hidden in landscape in ``BarLayout``, the safe area
/// in ``SafeAreaPropagation``. The engine calls `viewWillTransition(to:with:)` first and the
/// transition's completion after ``LifecycleTiming/rotationDuration``.
///
///     Rotation.window(size: iPhone8.screenSize(.landscapeLeft), to: .landscapeLeft).bounds.value  // (0, 0, 667, 375)
package enum Rotation {
  /// The window's orientation and bounds after rotating `device` to `orientation`.
  package static func window(size: Size, to orientation: Orientation) -> (
    orientation: Derived<Orientation>, bounds: Derived<Rect>
  ) {
    return (
      Derived(orientation, Rule.windowOrientation, "rotated to \(orientation.rawValue)"),
      Derived(
        Rect(width: size.width, height: size.height), Rule.windowOrientation,
        "\(orientation.isLandscape ? "landscape" : "portrait"): \(formatPoints(size.width)) × \(formatPoints(size.height))"
      )
    )
  }
}

extension Rule {
  public static let windowOrientation = Rule(
    "window.orientation", from: ios7,
    "Rotation swaps the window's width and height; bar heights and the status bar follow the new orientation.",
    provenance: ["docs/facts/ordering.md#43-rotation-bar-hiding-status-bar"], confidence: .high)

  public static let rotationSupportedOrientations = Rule(
    "rotation.supportedOrientations", from: ios7,
    "The window turns only to an orientation the top controller supports; otherwise nothing rotates.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations"
    ], confidence: .high)
}

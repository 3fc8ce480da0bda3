import InsetSimModel
import InsetSimSupport

/// The software keyboard: its height per device class and orientation (the height of the end frame
/// ∩ the
/// window, predictive bar on, the home-indicator strip included), its animation, where
/// `keyboardLayoutGuide` puts its frame, and the inset `UITableViewController` /
/// `UICollectionViewController`
/// give their scroll view. Sources: docs/research/MODERN-RESEARCH.md §2 (KH1–KH9, KT1, KG1–KG3,
/// KA1–KA5).
///
///     Keyboard.height(of: iPhone8, os: OSVersion(13, 0), orientation: .portrait).value  // 260
package enum Keyboard {
  /// `UIKeyboardAnimationDurationUserInfoKey`: 0.25 s (printed on iOS 7–13; rule
  /// keyboard.animation).
  package static let duration: Int64 = 250_000

  package static func height(of device: Device, os: OSVersion, orientation: Orientation) -> Derived<
    Double
  > {
    let w = device.portraitSize.width
    if device.isPad {
      let (portrait, landscape, which): (Double, Double, String) =
        w >= 1024
        ? (403, 498, "13-inch iPad")
        : w == 744 || device.portraitSize.height >= 1210
          ? (340, 428, "iPad mini / 11-inch (M4)")
          : w >= 820 ? (337, 422, "11-inch-class iPad") : (320, 408, "10.2-inch-class iPad")
      let h = orientation.isLandscape ? landscape : portrait
      return Derived(
        h, "keyboard.height",
        "\(formatPoints(h)) (\(which), \(orientation.isLandscape ? "landscape" : "portrait"); iPadOS 26 simulator figures)"
      )
    }
    if orientation.isLandscape {
      if !device.hasSensorHousing {
        return Derived(
          200, "keyboard.height", "200 (home-button iPhone in landscape; iOS 26.2 simulator)")
      }
      let dynamicIsland = device.statusBarHeight(on: os) >= 54
      let h: Double = dynamicIsland ? 219 : 248
      return Derived(
        h, "keyboard.height",
        "\(formatPoints(h)) (Face ID iPhone\(dynamicIsland ? " with a Dynamic Island" : "") in landscape; iOS 26.2 simulator)"
      )
    }
    if !device.hasSensorHousing {
      return Derived(
        260, "keyboard.height", "260 = letters 216 + predictive bar 44 (home-button iPhone)")
    }
    if w >= 414 {
      return Derived(
        346, "keyboard.height",
        "346 (Face ID iPhone \(formatPoints(w)) wide, predictive bar and home-indicator strip included)"
      )
    }
    return Derived(
      335, "keyboard.height",
      "335 (Face ID iPhone \(formatPoints(w)) wide, predictive bar and home-indicator strip included)"
    )
  }

  /// The keyboard's frame in window coordinates: shown, along the screen's bottom; hidden, just
  /// below it.
  /// A window that starts below the screen's top (Slide Over, `windowOriginY` 20) sees it that much
  /// higher.
  package static func frame(
    screen: Size, windowWidth: Double? = nil, windowOriginY: Double = 0, height: Double, shown: Bool
  ) -> Rect {
    let bottom = screen.height - windowOriginY
    return Rect(
      y: shown ? bottom - height : bottom, width: windowWidth ?? screen.width, height: height)
  }

  /// How much of a view (frame in window coordinates) the keyboard covers, from the keyboard's top
  /// down.
  package static func overlap(view: Rect, keyboard: Rect) -> Double {
    max(0, view.maxY - keyboard.minY)
  }

  /// `keyboardLayoutGuide.layoutFrame` in the view's coordinates (iOS 15+): the keyboard's overlap
  /// with the
  /// view when it is shown; when it is hidden, the view's bottom safe-area strip
  /// (`usesBottomSafeArea`, the
  /// default, iOS 15–17+).
  package static func layoutGuideFrame(view: Rect, keyboard: Rect?, safeAreaBottom: Double)
    -> Derived<Rect>
  {
    if let keyboard, keyboard.minY < view.maxY {
      let covered = overlap(view: view, keyboard: keyboard)
      return Derived(
        Rect(y: view.height - covered, width: view.width, height: covered), "keyboard.layoutGuide",
        "the keyboard covers the view's bottom \(formatPoints(covered)) pt")
    }
    return Derived(
      Rect(y: view.height - safeAreaBottom, width: view.width, height: safeAreaBottom),
      "keyboard.layoutGuide",
      "keyboard hidden: the guide is the view's bottom safe-area strip (\(formatPoints(safeAreaBottom)) pt; usesBottomSafeArea)"
    )
  }

  /// A table or collection view controller's scroll view with the keyboard up (iOS 11+): the system
  /// adds the
  /// keyboard's overlap to adjustedContentInset.bottom in place of the bottom safe area when it is
  /// larger;
  /// contentInset is not changed.
  package static func avoidance(adjusted: EdgeInsets, contentInset: EdgeInsets, overlap: Double)
    -> Derived<EdgeInsets>
  {
    var insets = adjusted
    let system = adjusted.bottom - contentInset.bottom
    insets.bottom = contentInset.bottom + max(system, overlap)
    let bottom = insets.bottom
    return Derived(
      insets, "keyboard.scrollViewControllerAvoidance",
      "bottom \(formatPoints(bottom)) = contentInset \(formatPoints(contentInset.bottom)) + max(safe area \(formatPoints(system)), keyboard overlap \(formatPoints(overlap)))"
    )
  }
}

import InsetSimModel
import InsetSimSupport

/// The software keyboard: its height per device class and orientation (the height of the end frame
/// ∩ the window, predictive bar on, the home-indicator strip included), its animation, where
/// `keyboardLayoutGuide` puts its frame, and the inset `UITableViewController` /
/// `UICollectionViewController` give their scroll view. Sources: docs/research/MODERN-RESEARCH.md
/// §2 (KH1–KH9, KT1, KG1–KG3, KA1–KA5).
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
        h, Rule.keyboardHeight,
        "\(formatPoints(h)) (\(which), \(orientation.isLandscape ? "landscape" : "portrait"); iPadOS 26 simulator figures)"
      )
    }
    if orientation.isLandscape {
      if !device.hasSensorHousing {
        return Derived(
          200, Rule.keyboardHeight, "200 (home-button iPhone in landscape; iOS 26.2 simulator)")
      }
      let dynamicIsland = device.statusBarHeight(on: os) >= 54
      let h: Double = dynamicIsland ? 219 : 248
      return Derived(
        h, Rule.keyboardHeight,
        "\(formatPoints(h)) (Face ID iPhone\(dynamicIsland ? " with a Dynamic Island" : "") in landscape; iOS 26.2 simulator)"
      )
    }
    if !device.hasSensorHousing {
      return Derived(
        260, Rule.keyboardHeight, "260 = letters 216 + predictive bar 44 (home-button iPhone)")
    }
    if w >= 414 {
      return Derived(
        346, Rule.keyboardHeight,
        "346 (Face ID iPhone \(formatPoints(w)) wide, predictive bar and home-indicator strip included)"
      )
    }
    return Derived(
      335, Rule.keyboardHeight,
      "335 (Face ID iPhone \(formatPoints(w)) wide, predictive bar and home-indicator strip included)"
    )
  }

  /// The keyboard's frame in window coordinates: shown, along the screen's bottom; hidden, just
  /// below it. A window that starts below the screen's top (Slide Over, `windowOriginY` 20) sees it
  /// that much higher.
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
  /// with the view when it is shown; when it is hidden, the view's bottom safe-area strip
  /// (`usesBottomSafeArea`, the
  /// default, iOS 15–17+).
  package static func layoutGuideFrame(view: Rect, keyboard: Rect?, safeAreaBottom: Double)
    -> Derived<Rect>
  {
    if let keyboard, keyboard.minY < view.maxY {
      let covered = overlap(view: view, keyboard: keyboard)
      return Derived(
        Rect(y: view.height - covered, width: view.width, height: covered),
        Rule.keyboardLayoutGuide,
        "the keyboard covers the view's bottom \(formatPoints(covered)) pt")
    }
    return Derived(
      Rect(y: view.height - safeAreaBottom, width: view.width, height: safeAreaBottom),
      Rule.keyboardLayoutGuide,
      "keyboard hidden: the guide is the view's bottom safe-area strip (\(formatPoints(safeAreaBottom)) pt; usesBottomSafeArea)"
    )
  }

  /// A table or collection view controller's scroll view with the keyboard up (iOS 11+): the system
  /// adds the keyboard's overlap to adjustedContentInset.bottom in place of the bottom safe area
  /// when it is larger; contentInset is not changed.
  package static func avoidance(adjusted: EdgeInsets, contentInset: EdgeInsets, overlap: Double)
    -> Derived<EdgeInsets>
  {
    var insets = adjusted
    let system = adjusted.bottom - contentInset.bottom
    insets.bottom = contentInset.bottom + max(system, overlap)
    let bottom = insets.bottom
    return Derived(
      insets, Rule.keyboardScrollViewControllerAvoidance,
      "bottom \(formatPoints(bottom)) = contentInset \(formatPoints(contentInset.bottom)) + max(safe area \(formatPoints(system)), keyboard overlap \(formatPoints(overlap)))"
    )
  }
}

extension Rule {
  public static let keyboardHeight = Rule(
    "keyboard.height", from: any,
    "The software keyboard's height (end frame ∩ window, predictive bar and home-indicator strip included): 260 on home-button iPhones, 335 on 375–402-wide Face ID iPhones, 346 on 414–440-wide ones, in portrait; 200 / 248 / 219 (Dynamic Island) in landscape; iPads 320–403 portrait, 408–498 landscape.",
    provenance: [
      "https://github.com/marty-suzuki/iOSTraining/blob/master/Swift/pages/day3/2-3-1_KeyboardNotification.md",
      "https://github.com/xvrh/flutterware/blob/68bd79c37656135b6f3c47b3086f66acf6e8a9d6/docs/superpowers/specs/2026-08-21-fake-keyboard-design.md",
      "https://github.com/aloisdeniel/flutter_device_preview/blob/865952b78c94131699c65769d1f270841b3dc6a6/device_specs/apple-iphone-16.json",
      "docs/research/MODERN-RESEARCH.md KH1–KH9",
    ], confidence: .medium,
    conflict:
      "335 vs 336 on 393-wide phones (X1), landscape 208–248 (X2), 13-inch iPad 403 vs 405.5 (X3); landscape and iPad values are iOS 26 simulator readings, reused for earlier releases (low there)."
  )

  public static let keyboardAnimation = Rule(
    "keyboard.animation", from: any,
    "keyboardWillChangeFrame and keyboardWillShow (or keyboardWillHide) are posted before the keyboard animates, 0.25 s with curve 7; keyboardDidShow (or keyboardDidHide) after it.",
    provenance: [
      "https://github.com/lionheart/openradar-mirror/issues/4541", "docs/facts/flows.md (K4, K5)",
      "docs/research/MODERN-RESEARCH.md KT1, KT4",
    ], confidence: .medium,
    conflict: "No printed 0.25 on iOS 17–26 was found (low there).")

  public static let keyboardInterruptedAnimation = Rule(
    "keyboard.interruptedAnimation", from: any,
    "A keyboard animation that a new show or hide begins before it ends posts no did-notification: only the last animation's keyboardDidShow (or keyboardDidHide) comes, when it ends.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidshownotification",
      "https://developer.apple.com/documentation/uikit/uiview/animationoptions/beginfromcurrentstate",
    ], confidence: .low,
    conflict:
      "Assumed: no public log shows the notifications of an interrupted keyboard animation. The alternative, a did-notification for every will-notification, is not modelled."
  )

  public static let keyboardLayoutGuide = Rule(
    "keyboard.layoutGuide", from: OSVersion(15, 0),
    "keyboardLayoutGuide.layoutFrame is the keyboard's overlap with the view while it is shown, and the view's bottom safe-area strip while it is hidden (usesBottomSafeArea, the default).",
    provenance: [
      "https://github.com/itsnebulalol/sdks/blob/e9414e087753613edec33b4ff0319ed9d35199ec/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIKeyboardLayoutGuide.h",
      "https://developer.apple.com/videos/play/wwdc2021/10259",
    ], confidence: .high)

  public static let keyboardScrollViewControllerAvoidance = Rule(
    "keyboard.scrollViewControllerAvoidance", from: ios11,
    "A UITableViewController or UICollectionViewController moves its scroll view clear of the keyboard: adjustedContentInset.bottom becomes contentInset.bottom + max(bottom safe area, the keyboard's overlap); contentInset is unchanged; not for .never. The inset goes back on the turn after keyboardWillHide.",
    provenance: [
      "https://stackoverflow.com/questions/51548265",
      "https://github.com/WebKit/WebKit/blob/00fd8cdc72fdbc2816499b862cb6853ec57587e0/Source/WebKit/UIProcess/ios/WKScrollView.mm",
      "docs/research/MODERN-RESEARCH.md KA1–KA4",
    ], confidence: .medium,
    conflict:
      "How the keyboard inset composes with the safe area is not printed anywhere found (max, from a re-implementation of the pre-11 logic, over sum: low)."
  )

  public static let keyboardScrollViewControllerAvoidanceLegacy = Rule(
    "keyboard.scrollViewControllerAvoidance.legacy", from: ios7, through: ios10,
    "Before iOS 11 the controller writes contentInset.bottom = max(its inset without the keyboard, the keyboard's overlap).",
    provenance: ["docs/research/MODERN-RESEARCH.md KA5"], confidence: .low)
}

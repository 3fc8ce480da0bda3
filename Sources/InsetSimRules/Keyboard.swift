import InsetSimModel
import InsetSimSupport

/// The software keyboard: its height per device class and orientation (the height of the end frame
/// ∩ the window, predictive bar on, the home-indicator strip included), its animation, where
/// `keyboardLayoutGuide` puts its frame, and the inset `UITableViewController` /
/// `UICollectionViewController` give their scroll view. Sources: docs/research/MODERN-RESEARCH.md
/// §2 (KH1–KH9, KT1, KG1–KG3, KA1–KA5).
///
///     Keyboard.height(of: iPhone8, os: OSVersion(13, 0), orientation: .portrait).value  // 260
///     Keyboard.height(of: iPhone8, os: OSVersion(9, 0), orientation: .portrait).value   // 258
package enum Keyboard {
  /// `UIKeyboardAnimationDurationUserInfoKey`: 0.25 s (printed on iOS 7–13; rule
  /// keyboard.animation).
  package static let duration: Int64 = 250_000

  /// The duration a show or hide's keyboardWillChangeFrame and keyboardWillShow (or
  /// keyboardWillHide) carry, the time its did-notification comes after them (rule
  /// keyboard.animation).
  package static func animation(shown: Bool) -> Derived<Int64> {
    Derived(
      duration, Rule.keyboardAnimation,
      "the keyboard \(shown ? "shows" : "hides") in 0.25 s, curve 7")
  }

  /// The keyboard's height on `device` at `os` in `orientation`, with the predictive (QuickType)
  /// bar or without it (a field without autocorrection, or Predictive turned off). Before iOS 8
  /// there is no bar (rule keyboard.height.ios7); iOS 8–10 have the QuickType bar's first heights
  /// (keyboard.height.ios8); iOS 11's phones in portrait keep some of them (keyboard.height.ios11);
  /// iOS 11 and later, keyboard.height. Figures:
  /// docs/facts/keyboard-heights.md.
  package static func height(
    of device: Device, os: OSVersion, orientation: Orientation, predictive: Bool = true
  ) -> Derived<Double> {
    if !Rule.keyboardHeightIos8.applies(to: os) && !Rule.keyboardHeight.applies(to: os) {
      return legacyHeight(of: device, orientation: orientation)
    }
    if Rule.keyboardHeightIos8.applies(to: os) {
      return quickTypeHeight(of: device, orientation: orientation, predictive: predictive)
    }
    if let ios11 = KeyboardIOS11.height(
      of: device, os: os, orientation: orientation, predictive: predictive)
    {
      return ios11
    }
    return modernHeight(of: device, os: os, orientation: orientation, predictive: predictive)
  }

  /// Before iOS 8 (rule keyboard.height.ios7): the letters alone, 216 / 162 on iPhone, 264 / 352 on
  /// iPad (KB1, KB2).
  static func legacyHeight(of device: Device, orientation: Orientation) -> Derived<Double> {
    let landscape = orientation.isLandscape
    let h: Double =
      device.isPad ? (landscape ? 352 : 264) : (landscape ? 162 : 216)
    return Derived(
      h, Rule.keyboardHeightIos7,
      "\(formatPoints(h)) (\(device.isPad ? "iPad" : "iPhone") in \(landscape ? "landscape" : "portrait") before iOS 8: no predictive bar)"
    )
  }

  /// iOS 8–10 (rule keyboard.height.ios8): the QuickType bar adds 37 (320 wide), 42 (375) or 45
  /// (414) in portrait, 31 in landscape, 46 on iPad (KB3–KB7).
  static func quickTypeHeight(of device: Device, orientation: Orientation, predictive: Bool)
    -> Derived<Double>
  {
    let landscape = orientation.isLandscape
    let bar = predictive ? "with the QuickType bar" : "without the predictive bar"
    if device.isPad {
      let h: Double = landscape ? (predictive ? 398 : 352) : (predictive ? 310 : 264)
      return Derived(
        h, Rule.keyboardHeightIos8,
        "\(formatPoints(h)) (iPad in \(landscape ? "landscape" : "portrait"), \(bar), iOS 8–10)")
    }
    let w = device.portraitSize.width
    let h: Double
    if landscape {
      h = predictive ? 193 : 162
    } else if w >= 414 {
      h = predictive ? 271 : 226
    } else {
      h = predictive ? (w >= 375 ? 258 : 253) : 216
    }
    return Derived(
      h, Rule.keyboardHeightIos8,
      "\(formatPoints(h)) (\(formatPoints(w))-wide iPhone in \(landscape ? "landscape" : "portrait"), \(bar), iOS 8–10)"
    )
  }

  /// iOS 11 and later (rule keyboard.height): KH1–KH9 of MODERN-RESEARCH with the bar, KB8–KB14
  /// without it.
  static func modernHeight(
    of device: Device, os: OSVersion, orientation: Orientation, predictive: Bool
  ) -> Derived<Double> {
    let w = device.portraitSize.width
    let without = predictive ? "" : ", without the predictive bar"
    if device.isPad {
      let (portrait, landscape, which): (Double, Double, String) =
        w >= 1024
        ? (403, 498, "13-inch iPad")
        : w == 744 || device.portraitSize.height >= 1210
          ? (340, 428, "iPad mini / 11-inch (M4)")
          : w >= 820
            ? (337, 422, "11-inch-class iPad")
            : w == 768 ? (313, 398, "768-wide iPad") : (320, 408, "10.2-inch-class iPad")
      let h = orientation.isLandscape ? landscape : portrait
      // The 768-wide iPads' figures are printed on iOS 11 (rdar 38117524, psobko/ShowKeyboard);
      // the others are iPadOS 26 simulator readings.
      let readings = w == 768 ? "printed on iOS 11" : "iPadOS 26 simulator figures"
      return Derived(
        h, Rule.keyboardHeight,
        "\(formatPoints(h)) (\(which), \(orientation.isLandscape ? "landscape" : "portrait"); \(readings)\(predictive ? "" : "; an iPad keeps its shortcut bar"))"
      )
    }
    if orientation.isLandscape {
      if !device.hasSensorHousing {
        let h: Double = predictive ? 200 : 162
        return Derived(
          h, Rule.keyboardHeight,
          "\(formatPoints(h)) (home-button iPhone in landscape\(without); \(predictive ? "iOS 26.2 simulator" : "the letters alone, as on iOS 8–10"))"
        )
      }
      let dynamicIsland = device.statusBarHeight(on: os) >= 54
      let h: Double = predictive ? (dynamicIsland ? 219 : 248) : 208
      return Derived(
        h, Rule.keyboardHeight,
        "\(formatPoints(h)) (Face ID iPhone\(dynamicIsland ? " with a Dynamic Island" : "") in landscape\(without); iOS 26 simulator figures)"
      )
    }
    if !device.hasSensorHousing {
      let letters: Double = w >= 414 ? 226 : 216
      let bar: Double = w >= 414 ? 45 : w >= 375 ? 44 : 38
      let h = predictive ? letters + bar : letters
      return Derived(
        h, Rule.keyboardHeight,
        predictive
          ? "\(formatPoints(h)) = letters \(formatPoints(letters)) + predictive bar \(formatPoints(bar)) (\(formatPoints(w))-wide home-button iPhone)"
          : "\(formatPoints(h)), the letters alone (\(formatPoints(w))-wide home-button iPhone, without the predictive bar)"
      )
    }
    let h: Double = w >= 414 ? (predictive ? 346 : 301) : (predictive ? 335 : 291)
    return Derived(
      h, Rule.keyboardHeight,
      "\(formatPoints(h)) (Face ID iPhone \(formatPoints(w)) wide\(predictive ? ", predictive bar" : ", without the predictive bar,") and home-indicator strip included)"
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
  public static let keyboardHeightIos7 = Rule(
    "keyboard.height.ios7", from: any, through: OSVersion(7, 1),
    "Before iOS 8 the keyboard has no predictive bar: 216 pt in portrait and 162 in landscape on iPhone, 264 and 352 on iPad.",
    provenance: [
      "https://www.oreilly.com/library/view/beginning-ios-5/9781118144251/ch006-sec005.html",
      "https://github.com/lionheart/openradar-mirror/issues/4479",
      "https://github.com/kgn/KGKeyboardChangeManager/issues/2",
      "docs/facts/keyboard-heights.md (KB1, KB2)",
    ], confidence: .high,
    conflict:
      "The landscape figures (162, 352) are printed once and given by one book (medium); the portrait ones are printed on iOS 6.1 and 7."
  )

  public static let keyboardHeightIos8 = Rule(
    "keyboard.height.ios8", from: OSVersion(8, 0), through: OSVersion(10, 3),
    "iOS 8 adds the QuickType bar above the letters: 253 pt on 320-wide iPhones, 258 on 375-wide, 271 on 414-wide in portrait, 193 in landscape, 398 on an iPad in landscape; without the bar (a field without autocorrection, or Predictive off) 216, 216, 226 and 162, and 264 / 352 on iPad.",
    provenance: [
      "https://github.com/specialfor/SpecialFor/blob/44bd16fd92e030f652dba164e2e4d282e60ff644/SpecialFor/Classes/Extensions/UIKit/UIScreen%2BKeyboard.swift",
      "https://github.com/zoul/ios-keyboards/blob/master/README.md",
      "https://github.com/cjwirth/RichEditorView/issues/102",
      "https://github.com/lionheart/openradar-mirror/issues/5928",
      "docs/facts/keyboard-heights.md (KB3–KB7)",
    ], confidence: .medium,
    conflict:
      "Portrait iPhone figures are printed (high); landscape beyond the 4-inch phone's 193 and the iPad's 310 in portrait are assumed or derived (low). The move to iOS 11's heights (258 → 260) is placed at 11.0 without a log of 10.3 or 11.0 (low)."
  )

  public static let keyboardHeight = Rule(
    "keyboard.height", from: ios11,
    "The software keyboard's height from iOS 11 (end frame ∩ window, predictive bar and home-indicator strip included): 254 / 260 / 271 on 320 / 375 / 414-wide home-button iPhones, 335 on 375–402-wide Face ID iPhones, 346 on 414–440-wide ones, in portrait; 200 / 248 / 219 (Dynamic Island) in landscape; iPads 313–403 portrait (313 on the 768-wide ones), 398–498 landscape. Without the predictive bar: 216 / 226 (home button), 291 / 301 (Face ID), 162 / 208 in landscape; an iPad's is unchanged.",
    provenance: [
      "https://github.com/marty-suzuki/iOSTraining/blob/master/Swift/pages/day3/2-3-1_KeyboardNotification.md",
      "https://github.com/xvrh/flutterware/blob/68bd79c37656135b6f3c47b3086f66acf6e8a9d6/docs/superpowers/specs/2026-08-21-fake-keyboard-design.md",
      "https://github.com/aloisdeniel/flutter_device_preview/blob/865952b78c94131699c65769d1f270841b3dc6a6/device_specs/apple-iphone-16.json",
      "https://github.com/hackiftekhar/IQKeyboardManager/issues/1326",
      "https://github.com/ridi/RxBus-Swift/blob/master/README.md (414 × 896 without the bar: end frame {{0, 595}, {414, 301}})",
      "https://github.com/lionheart/openradar-mirror/issues/19513 (rdar 38117524, a 1024 × 768 iPad on iOS 11: keyboardSize (0.0, 768.0, 1024.0, 398.0) in landscape, (0.0, 1024.0, 768.0, 313.0) in portrait)",
      "https://github.com/psobko/ShowKeyboard/blob/930d23c49466bb2e804fba9ff5323df0781477ee/README.md (a 768 × 1024 iPad simulator, Xcode 9: the keyboard at (0.0, 711.0, 768.0, 313.0))",
      "docs/research/MODERN-RESEARCH.md KH1–KH9", "docs/facts/keyboard-heights.md (KB8–KB14)",
    ], confidence: .medium,
    conflict:
      "335 vs 336 on 393-wide phones (X1), landscape 208–248 (X2), 13-inch iPad 403 vs 405.5 (X3); landscape and iPad values but the 768-wide iPads' (printed on iOS 11) are iOS 26 simulator readings, reused for earlier releases (low there). 254 on 320-wide phones and every figure without the predictive bar but 216, 291 and 301 are single readings or derived (low)."
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
    "A UITableViewController or UICollectionViewController moves its scroll view clear of the keyboard: adjustedContentInset.bottom becomes contentInset.bottom + max(bottom safe area, the keyboard's overlap); contentInset is unchanged; from iOS 12 not for .never (keyboard.neverSkipsKeyboardInset). The inset goes back on the turn after keyboardWillHide.",
    provenance: [
      "https://stackoverflow.com/questions/51548265",
      "https://github.com/WebKit/WebKit/blob/00fd8cdc72fdbc2816499b862cb6853ec57587e0/Source/WebKit/UIProcess/ios/WKScrollView.mm",
      "docs/research/MODERN-RESEARCH.md KA1–KA4",
    ], confidence: .medium,
    conflict:
      "How the keyboard inset composes with the safe area is not printed anywhere found (max, from a re-implementation of the pre-11 logic, over sum: low)."
  )

  public static let keyboardNeverSkipsKeyboardInset = Rule(
    "keyboard.neverSkipsKeyboardInset", from: OSVersion(12, 0),
    "A scroll view whose contentInsetAdjustmentBehavior is .never gets no keyboard inset from its table or collection view controller, in apps linked against the iOS 12 SDK or later (the model takes an app to be linked against the SDK of the release it runs). On iOS 11 the keyboard inset is applied even with .never.",
    provenance: [
      "https://github.com/WebKit/WebKit/blob/00fd8cdc72fdbc2816499b862cb6853ec57587e0/Source/WebKit/UIProcess/ios/WKScrollView.mm",
      "https://github.com/lionheart/openradar-mirror/issues/18905",
      "docs/research/MODERN-RESEARCH.md KA4",
    ], confidence: .high)

  public static let keyboardScrollViewControllerAvoidanceLegacy = Rule(
    "keyboard.scrollViewControllerAvoidance.legacy", from: ios7, through: ios10,
    "Before iOS 11 the controller writes contentInset.bottom = max(its inset without the keyboard, the keyboard's overlap).",
    provenance: ["docs/research/MODERN-RESEARCH.md KA5"], confidence: .low)
}

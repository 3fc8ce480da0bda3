import InsetSimModel
import InsetSimSupport

/// The iPad's other keyboards: the floating keyboard (iPadOS 13+), which UIKit reports as hidden,
/// and the shortcut bar alone when a hardware keyboard is attached (iOS 9+). Sources:
/// docs/facts/keyboards-and-sheets.md (KF1–KF3, KH1–KH2).
///
///     KeyboardOnIPad.shortcutBarHeight(of: iPadAir, os: OSVersion(17, 0)).value  // 75
package enum KeyboardOnIPad {
  /// The shortcut bar's height: 55 pt on a home-button iPad; a Face ID iPad adds its
  /// home-indicator strip (the bottom safe area).
  package static func shortcutBarHeight(of device: Device, os: OSVersion) -> Derived<Double> {
    let strip = device.safeArea(on: os, landscape: false).bottom
    let h = 55 + strip
    return Derived(
      h, Rule.keyboardHardwareShortcutBar,
      strip > 0
        ? "\(formatPoints(h)) = the shortcut bar 55 + the home-indicator strip \(formatPoints(strip)) (a hardware keyboard is attached)"
        : "55, the shortcut bar alone (a hardware keyboard is attached)")
  }
}

extension Rule {
  public static let keyboardHardwareShortcutBar = Rule(
    "keyboard.hardwareShortcutBar", from: OSVersion(9, 0),
    "With a hardware keyboard attached an iPad shows only the software keyboard's shortcut bar: the notifications are those of a keyboard 55 pt high on a home-button iPad (the end frame, ∩ the window); a Face ID iPad adds its 20-pt home-indicator strip. Table and collection view controllers and keyboardLayoutGuide follow that frame.",
    provenance: [
      "https://github.com/ionic-team/ionic-plugin-keyboard/pull/273",
      "https://github.com/hackiftekhar/IQKeyboardManager/issues/469",
      "docs/facts/keyboards-and-sheets.md (KH1, KH2)",
    ], confidence: .low,
    conflict:
      "55 is one simulator reading (2017, home-button iPads); the Face ID iPads' figure (55 + 20) is derived, not printed."
  )

  public static let keyboardFloating = Rule(
    "keyboard.floating", from: OSVersion(13, 0),
    "The iPad's floating keyboard is reported as hidden: UIKit posts keyboardWillChangeFrame and keyboardWillHide (then keyboardDidHide) with the keyboard off the bottom of the screen, so no scroll view inset changes and keyboardLayoutGuide (followsUndockedKeyboard off, the default) stays the bottom safe-area strip. Hiding it later posts nothing.",
    provenance: [
      "https://github.com/Avi0n/MeshCoreOne/pull/139",
      "https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard",
      "https://github.com/danielamitay/DAKeyboardControl/issues/48",
      "docs/facts/keyboards-and-sheets.md (KF1–KF3)",
    ], confidence: .low,
    conflict:
      "That the floating keyboard posts the will-hide notifications is one app's reading (2026); the end frame (off screen here) is printed differently across releases (a zero-size rect in 2013), and what hiding it posts is assumed."
  )
}

import InsetSimModel
import InsetSimSupport

/// The keyboard when the window changes size with it up. A rotation: UIKit reports the keyboard
/// hidden, then shown again in the new orientation (rule keyboard.rotation); a window resize: its
/// new frame once the views are laid out (keyboard.windowResize). Either way the keyboard's new
/// frame is measured against the views in their new size, so that a table view controller's
/// keyboard inset is the overlap in the new geometry (KA2).
///
///     let plan = KeyboardRotation.plan(rotation: true, os: OSVersion(17, 0))
///     plan.value.showsAtRotationEnd  // true: shown again when the rotation ends
package enum KeyboardRotation {
  package struct Plan: Sendable, Equatable {
    /// keyboardWillChangeFrame and keyboardWillHide come before the window's new geometry.
    package var hidesFirst: Bool
    /// The keyboard is shown again when the rotation's animation ends, after the controllers'
    /// transition completions; otherwise in the turn after the layout pass of the new size.
    package var showsAtRotationEnd: Bool
    /// The duration the hide's notifications carry (without animation: 0).
    package var hideDuration: Int64
    /// The duration the show's notifications carry.
    package var showDuration: Int64
  }

  package static func plan(rotation: Bool, os: OSVersion) -> Derived<Plan> {
    guard rotation else {
      return Derived(
        Plan(hidesFirst: false, showsAtRotationEnd: false, hideDuration: 0, showDuration: 0),
        Rule.keyboardWindowResize,
        "the window resizes with the keyboard up: its new frame once the views are laid out (0 s)")
    }
    // From iOS 8 rotation goes through viewWillTransition(to:with:); the one printed account of
    // iOS 26 has the keyboard shown again once the rotation finishes.
    let atEnd = os.major >= 8
    return Derived(
      Plan(
        hidesFirst: true, showsAtRotationEnd: atEnd, hideDuration: 0,
        showDuration: Keyboard.duration),
      Rule.keyboardRotation,
      "the interface rotates with the keyboard up: UIKit reports it hidden (without animation), "
        + "then shown again in the new orientation "
        + (atEnd ? "once the rotation ends" : "once the rotated views are laid out"))
  }
}

extension Rule {
  public static let keyboardRotation = Rule(
    "keyboard.rotation", from: any,
    "When the interface rotates with the keyboard up, UIKit reports the keyboard hidden and then shown again: after the controllers' viewWillTransition(to:with:) (before iOS 8, their willRotate), keyboardWillChangeFrame and keyboardWillHide with the frame below the screen, without animation (0 s), then keyboardDidHide; then keyboardWillChangeFrame and keyboardWillShow with the frame in the new orientation (0.25 s), and keyboardDidShow when that ends. From iOS 8 the show comes when the rotation ends, after the controllers' transition completions; before iOS 8 once the rotated views are laid out.",
    provenance: [
      "https://apontious.com/2013/01/10/keyboard-schmeeboard/ (iOS 5 and 6: \"your application's code is notified that the keyboard is hidden, then that the view is rotated, then that the keyboard is shown again\")",
      "https://stackoverflow.com/questions/11465108 (iOS 5: \"the system briefly hides the keyboard\"; the rotation's animation comes between keyboardDidHide and keyboardWillShow)",
      "https://developer.apple.com/forums/thread/5706?answerId=13271022 (printed backtraces: keyboardWillHide posted from -[UIInputWindowController willRotateToInterfaceOrientation:duration:] inside performWithoutAnimation; the pair once on iOS 7.1, twice on iOS 8.3)",
      "https://github.com/apontious/Keyboard-Schmeeboard/blob/19b930bbe4eb159bee06d00bd787df1a8a36d755/Corrected%20Keyboard%20Schmeeboard4/ViewController.swift (2017: keyboardWillHide comes between viewWillTransition(to:with:) and the transition's completion)",
      "https://github.com/EddyVerbruggen/cordova-plugin-native-keyboard/issues/30 (2017: willHide, didHide, willShow and didShow on an orientation change)",
      "https://github.com/mozilla-mobile/firefox-ios/issues/31738 (2026: \"the system fires a keyboardWillHide notification and then reshows\" once the rotation finishes)",
    ], confidence: .low,
    conflict:
      "iOS 8.3 posts the hide and the show twice (forum thread 5706): not modelled. The durations (0 for the hide, 0.25 for the show), keyboardDidHide before keyboardWillShow after iOS 5, and the show's moment (at the rotation's end from iOS 8, from one 2026 report; after the rotated layout before, from the iOS 5–6 accounts) are assumed."
  )

  public static let keyboardWindowResize = Rule(
    "keyboard.windowResize", from: OSVersion(9, 0),
    "When an iPad window changes size (Split View, Slide Over) with the keyboard up, keyboardWillChangeFrame and keyboardWillShow are posted with the keyboard's frame in the new window, without animation (0 s), once the views are laid out in the new size; keyboardDidShow follows.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification",
      "https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification",
    ], confidence: .low,
    conflict:
      "Assumed: no log of the keyboard's notifications during a multitasking resize was found; whether UIKit hides and shows the keyboard as for a rotation is not known."
  )
}

import InsetSimModel
import InsetSimSupport

/// The keyboard belongs to a text field, and the text field to the controller that was on top when
/// the keyboard showed. When that controller leaves the screen (popped, dismissed, covered by a
/// push or a full-screen presentation), UIKit resigns the text field's first responder as the
/// transition begins, before the controller's viewWillDisappear, and the keyboard hides (rule
/// keyboard.ownerLeaves); a tab deselected resigns it later, as its view leaves the window
/// (`KeyboardTabSwitch`). When the controller appears again the keyboard comes back with it
/// (`KeyboardRestore`).
///
///     KeyboardOwner.hideDuration(os: OSVersion(6, 1)).value  // 350_000 µs
package enum KeyboardOwner {
  /// The duration keyboardWillHide carries when the owner leaves: 0.35 s printed before iOS 7
  /// during a navigation pop, else the keyboard's usual 0.25 s.
  package static func hideDuration(os: OSVersion) -> Derived<Int64> {
    if os.major < 7 {
      return Derived(
        350_000, Rule.keyboardOwnerLeaves,
        "0.35 s: the duration printed for a hide during a navigation pop before iOS 7")
    }
    return Derived(
      Keyboard.duration, Rule.keyboardOwnerLeaves, "0.25 s, the keyboard's usual duration")
  }
}

extension Rule {
  public static let keyboardOwnerLeaves = Rule(
    "keyboard.ownerLeaves", from: any,
    "When the controller whose text field has the keyboard (the top when the keyboard showed) leaves the screen, popped, dismissed, or covered by a push or a full-screen presentation, UIKit resigns the text field's first responder as the transition begins, before the controller's viewWillDisappear: keyboardWillChangeFrame and keyboardWillHide are posted (0.35 s before iOS 7, 0.25 s after), and keyboardDidHide when the hide ends. A table or collection view controller that gave its scroll view the keyboard's inset takes it back. (A tab deselected: keyboard.tabSwitch.hides.)",
    provenance: [
      "https://github.com/lionheart/openradar-mirror/issues/4479 (rdar 15054825: popping the controller whose text field has the keyboard posts UIKeyboardWillHideNotification; printed userInfo before iOS 7, duration 0.35, curve 0)",
      "https://www.jianshu.com/p/0f23c9cf3fa2 (the swipe back: UIKit calls the text view's resignFirstResponder before the controller's viewWillDisappear, and restores it with _restoreFirstResponder when the swipe is cancelled)",
      "https://github.com/MessageKit/MessageKit/issues/317 (UIKit asks the first responder to resign when its view leaves the hierarchy: \"rejected resignFirstResponder when being removed from hierarchy\", iOS 10.3)",
      "https://github.com/nathantannar4/InputBarAccessoryView/issues/178 (iOS 14: resigning in viewWillDisappear posts keyboardWillHide)",
    ], confidence: .low,
    conflict:
      "Printed for a pop (iOS 6–7); the order before viewWillDisappear is printed for the swipe back only. That a push or a full-screen presentation over the controller hides the keyboard in the same way is assumed from UIKit restoring the first responder when the controller comes back (https://stackoverflow.com/questions/41846155)."
  )
}

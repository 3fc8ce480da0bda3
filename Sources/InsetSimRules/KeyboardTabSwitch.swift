import InsetSimModel
import InsetSimSupport

/// The keyboard across a tab switch. A tab bar controller keeps no input views (a navigation
/// controller does: `KeyboardRestore`); the text field of the tab it leaves resigns when that tab's
/// view leaves the window (rule keyboard.tabSwitch.hides). Before iOS 18 the switch runs through
/// the tab bar controller's transition view, which remembers the outgoing view's first responder
/// and asks it to become first responder again when it can: the text field gets it back when its
/// tab is selected again and its view re-enters the window (keyboard.tabSwitch.restored). From iOS
/// 18 the tabs cross-fade through an animator that remembers nothing: the keyboard stays hidden
/// (keyboard.tabSwitch.notRestored).
///
///     KeyboardTabSwitch.hide(os: OSVersion(17, 0)).value  // .asTheOutgoingViewLeaves
package enum KeyboardTabSwitch {
  /// When the text field of the tab the user leaves resigns.
  package enum Hide: Sendable, Equatable {
    /// In the transition's start, after the incoming tab's viewWillAppear and the outgoing tab's
    /// viewWillDisappear, as the transition view swaps the views (no animation).
    case asTheOutgoingViewLeaves
    /// When the cross-fade ends, before the did-callbacks.
    case whenTheCrossFadeEnds
  }

  /// When the keyboard of the tab the user leaves hides, and what its notifications carry.
  package static func hide(os: OSVersion) -> Derived<Hide> {
    if os.major >= 18 {
      return Derived(
        .whenTheCrossFadeEnds, Rule.keyboardTabSwitchHides,
        "from iOS 18 the outgoing tab's view leaves the window when the cross-fade ends, before "
          + "the did-callbacks")
    }
    return Derived(
      .asTheOutgoingViewLeaves, Rule.keyboardTabSwitchHides,
      "the outgoing tab's view leaves the window as the transition view swaps the views, after "
        + "both tabs' will-callbacks")
  }

  /// Whether the text field of a tab deselected with the keyboard gets its first responder back
  /// when the tab is selected again; nil where no source says (before iOS 7: the run stops,
  /// outside.keyboardResponder).
  package static func comesBack(os: OSVersion) -> Derived<Bool>? {
    if Rule.keyboardTabSwitchNotRestored.applies(to: os) {
      return Derived(
        false, Rule.keyboardTabSwitchNotRestored,
        "the tabs' cross-fade remembers no first responder: its text field stays resigned and the "
          + "keyboard stays hidden")
    }
    guard Rule.keyboardTabSwitchRestored.applies(to: os) else { return nil }
    return Derived(
      true, Rule.keyboardTabSwitchRestored,
      "the tab bar controller's transition view remembered its text field, which becomes first "
        + "responder again as its view re-enters the window, after both tabs' will-callbacks")
  }
}

extension Rule {
  public static let keyboardTabSwitchHides = Rule(
    "keyboard.tabSwitch.hides", from: any,
    "When the tab whose text field has the keyboard is deselected, the text field resigns as that tab's view leaves the window: a tab bar controller keeps no input views and resigns nothing before the appearance callbacks (a navigation controller does: keyboard.ownerLeaves). Before iOS 18 (no animation) the view leaves as the transition view swaps the views, after the incoming tab's viewWillAppear and the outgoing tab's viewWillDisappear and before the did-callbacks; from iOS 18 the tabs cross-fade and it leaves when the cross-fade ends, before the did-callbacks. keyboardWillChangeFrame and keyboardWillHide are posted then, with the keyboard's usual 0.25 s, and keyboardDidHide when the hide ends; a table or collection view controller that gave its scroll view the keyboard's inset takes it back.",
    provenance: [
      "docs/facts/keyboard-restore.md (KR6, KR7)",
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/tree/6d54c2612d4e4ddfd6b2236405288f4598b24635 (UIKitCore of iOS 26.1, decompiled: UITabBarController's transitionFromViewController:toViewController:transition:shouldSetSelected: sends the incoming tab beginAppearanceTransition:YES and the outgoing one beginAppearanceTransition:NO, then, with no animator, UITransitionView's transition:toView:, whose _didCompleteTransition: removes the outgoing view before the did-callbacks; with an animator its completion removes the outgoing view, then ends the appearance transitions)",
      "https://github.com/MessageKit/MessageKit/issues/317 (UIKit asks the first responder to resign when its view leaves the hierarchy: \"rejected resignFirstResponder when being removed from hierarchy\")",
    ], confidence: .low,
    conflict:
      "Read from the code of iOS 26.1 alone, with no printed log: that removing the view resigns its text field is UIKit's documented log message, not a line read; before iOS 18 the path is taken to be the one iOS 26.1 takes without an animator. The model's outgoing view leaves the window at the transition's end (its didMoveToWindow(nil)), after the keyboard has hidden."
  )

  public static let keyboardTabSwitchRestored = Rule(
    "keyboard.tabSwitch.restored", from: OSVersion(7, 0), through: OSVersion(17, 6),
    "Before iOS 18, when the tab whose text field had the keyboard as it was deselected is selected again, UIKit gives the text field its first responder again as the tab's view re-enters the window, after that tab's viewWillAppear and the outgoing tab's viewWillDisappear, before the did-callbacks: keyboardWillChangeFrame and keyboardWillShow are posted then, with the keyboard's usual 0.25 s, and keyboardDidShow when the show ends; a table or collection view controller moves its scroll view clear of it once its view is laid out. The tab bar controller's transition view keeps the outgoing view's first responder as it swaps the views and, once that view has left the window, asks it to become first responder when it can (_becomeFirstResponderWhenPossible).",
    provenance: [
      "docs/facts/keyboard-restore.md (KR6, KR8)",
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/tree/6d54c2612d4e4ddfd6b2236405288f4598b24635 (UIKitCore of iOS 26.1, decompiled: UITransitionView's transition:fromView:toView:removeFromView: keeps the outgoing view's first responder in _firstResponderToRemember; _didCompleteTransition: removes the outgoing view, then sends that responder _becomeFirstResponderWhenPossible)",
      "https://github.com/AlexSeverinov/IOS-7-Headers/blob/70cff5036129182b46991916c52bf83897dae163/Frameworks/UIKit.framework/UITransitionView.h (iOS 7: UITransitionView's _firstResponderToRemember; UITabBarController.h: transitionViewDidComplete:fromView:toView:, the tab bar controller is its delegate)",
      "https://github.com/dlevi309/iOS-Runtime-Headers/blob/96a894af019d562c43fcab6a79935d901354261c/iOS14/System/Library/PrivateFrameworks/UIKitCore.framework/UITransitionView.h (iOS 14.2: the same ivar)",
    ], confidence: .low,
    conflict:
      "Read from iOS 26.1's code, on the path it takes with no animator (Reduce Motion on, or +[UIView _uip_transitionEnabled] off, which was not read), and carried back to iOS 7–17 where the tab switch is not animated; the ivar is in every header from iOS 4.3 (github.com/kmangesh/iOS-SDK-4.3-Framework-Header-Dump) to iOS 17 (github.com/MTACS/iOS-17-Runtime-Headers). How a view entering the window acts on _becomeFirstResponderWhenPossible (UIView's becomeFirstResponderWhenCapable flag, cleared by resignFirstResponder) was not read, nor printed in any log found. Before iOS 7 the run stops (outside.keyboardResponder)."
  )

  public static let keyboardTabSwitchNotRestored = Rule(
    "keyboard.tabSwitch.notRestored", from: OSVersion(18, 0),
    "From iOS 18 the tabs cross-fade through an animator (_UITabCrossFadeTransition) that remembers no first responder: when the tab whose text field had the keyboard as it was deselected is selected again, the text field stays resigned and the keyboard stays hidden; nothing is posted.",
    provenance: [
      "docs/facts/keyboard-restore.md (KR7)",
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/tree/6d54c2612d4e4ddfd6b2236405288f4598b24635 (UIKitCore of iOS 26.1, decompiled: _UITabBarControllerVisualStyle_iOS's defaultAnimatorForFromViewController:toViewController: returns a _UITabCrossFadeTransition unless Reduce Motion is on; with an animator, UITabBarController's transition does not use its transition view, and its completion only removes the outgoing view, ends the appearance transitions and calls _viewControllerWasSelected, which highlights a table's first row for focus)",
      "https://dev.classmethod.jp/articles/ios18-uitabbarcontroller-lifecycle-change (iOS 18: tabs cross-dissolve)",
    ], confidence: .low,
    conflict:
      "Read from iOS 26.1's code alone; the cross-fade's own animateTransition (Swift) and the iPhone style of iOS 26 (_UITabBarControllerVisualStyle_Phone, with its own default animator) were not read, and no printed log was found. With Reduce Motion on the switch is not animated and the text field comes back as before iOS 18 (keyboard.tabSwitch.restored); a run is always one with Reduce Motion off, which no scenario key changes (docs/model-limits.md)."
  )
}

import InsetSimModel
import InsetSimSupport

/// The keyboard comes back with its controller. When the controller whose text field had the
/// keyboard as it left the screen comes back, UIKit gives that text field its first responder
/// again and the keyboard shows: a navigation controller restores, as a transition begins, the
/// input views it kept for the controller it goes to, in the step that resigned the ones of the
/// controller it leaves (rule keyboard.restoredByNavigation, before the controller's
/// viewWillAppear); a presentation controller makes the presenter's kept first responder first
/// responder again when its transition finishes (keyboard.restoredAfterDismissal, after the
/// viewDidAppear of a full-screen dismissal). A tab selected again brings it back as its view
/// re-enters the window before iOS 18, and not at all from iOS 18 (`KeyboardTabSwitch`). Other
/// comebacks (iOS 6, a flow other than the one that took the controller away) are outside the
/// model (outside.keyboardResponder).
///
///     KeyboardRestore.moment(of: .pop, leftBy: .push, os: OSVersion(17, 0))?.value
///     // .asTransitionBegins
package enum KeyboardRestore {
  /// When the keyboard shows again.
  package enum Moment: Sendable, Equatable {
    /// As the transition begins, before the returning controller's viewWillAppear.
    case asTransitionBegins
    /// When the transition finishes, after its viewDidAppear.
    case afterTheDidCallbacks
    /// After the will-callbacks of the transition's start, as the controller's view re-enters the
    /// window, before it is laid out (a tab selected again before iOS 18).
    case asTheViewEntersTheWindow
    /// Never: the text field stays resigned (a tab selected again from iOS 18).
    case never
  }

  /// When `flow`, which brings back the controller that left the screen by `leftBy` with the
  /// keyboard's text field, restores the keyboard; nil when no source says (the run stops:
  /// outside.keyboardResponder). A navigation controller restores only what a navigation flow
  /// kept, a presentation only what a full-screen presentation kept. `cancelled`: the flow is a
  /// swipe back the user let go of early, which restores the keyboard as it is cancelled.
  package static func moment(
    of flow: AppearanceOrder.Flow, leftBy: AppearanceOrder.Flow?, cancelled: Bool = false,
    os: OSVersion
  ) -> Derived<Moment>? {
    switch flow {
    case .push, .pop, .setViewControllers:
      guard Rule.keyboardRestoredByNavigation.applies(to: os), let leftBy,
        [.push, .pop, .setViewControllers].contains(leftBy)
      else { return nil }
      return Derived(
        .asTransitionBegins, Rule.keyboardRestoredByNavigation,
        cancelled
          ? "the navigation controller restores the input views it kept for the controller the "
            + "swipe left as the swipe is cancelled, before that controller's viewWillAppear"
          : "the navigation controller restores the input views it kept for the controller it "
            + "goes to as the transition begins, before that controller's viewWillAppear")
    case .dismissFullScreen:
      guard Rule.keyboardRestoredAfterDismissal.applies(to: os), leftBy == .presentFullScreen
      else { return nil }
      return Derived(
        .afterTheDidCallbacks, Rule.keyboardRestoredAfterDismissal,
        "the presentation's end makes the presenter's kept first responder first responder "
          + "again, after its viewDidAppear")
    case .tabSwitch:
      guard leftBy == .tabSwitch, let back = KeyboardTabSwitch.comesBack(os: os) else {
        return nil
      }
      return Derived(
        back.value ? .asTheViewEntersTheWindow : .never, ruleOf: back, back.why)
    case .launch, .presentFullScreen, .presentOver, .dismissOver, .pageScroll:
      return nil
    }
  }
}

extension Rule {
  public static let keyboardRestoredByNavigation = Rule(
    "keyboard.restoredByNavigation", from: OSVersion(7, 0),
    "When a navigation flow brings back the controller whose text field had the keyboard as a navigation flow took it off the screen (a pop back to it, a push of it again, a swipe back the user let go of early), UIKit gives the text field its first responder again and the keyboard shows: keyboardWillChangeFrame and keyboardWillShow are posted as the transition begins (a cancelled swipe's as it is cancelled), before the controller's viewWillAppear, with the keyboard's usual 0.25 s, and keyboardDidShow when the show ends; a table or collection view controller moves its scroll view clear of it once its view is laid out. The navigation controller keeps the input views of the controller it leaves and restores those of the controller it goes to in one step, the step that resigns the text field before the leaving controller's viewWillDisappear (rule keyboard.ownerLeaves).",
    provenance: [
      "docs/facts/keyboard-restore.md",
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore (UIKitCore of iOS 26.1, decompiled: UINavigationController's transitionConductor:beginPinningInputViewsForTransitionFromViewController:toViewController:forTransitionType: keeps the leaving controller's input views with _preserveInputViewsWithId:animated: and restores the destination's with _restoreInputViewsWithId:animated:)",
      "https://stackoverflow.com/questions/41846155 (iOS 10.2: a controller pushed again gets its text field's first responder and the keyboard back)",
      "https://www.jianshu.com/p/0f23c9cf3fa2 (a cancelled swipe back: UIKit calls _restoreFirstResponder on the text view; the resign comes before viewWillDisappear)",
    ], confidence: .low,
    conflict:
      "No printed log gives the keyboardWillShow's place among the appearance callbacks: that it comes before viewWillAppear is read from the step that restores it, the same that resigns the leaving text field before viewWillDisappear. Whether a table view controller, which hears keyboard notifications while it appears, moves its table for this show is not printed either: the model moves it once the controller's view is laid out, in the geometry it then has. Before iOS 7 no source says whether the keyboard comes back (outside.keyboardResponder)."
  )

  public static let keyboardRestoredAfterDismissal = Rule(
    "keyboard.restoredAfterDismissal", from: OSVersion(8, 0),
    "When a full-screen presentation that covered the controller whose text field had the keyboard is dismissed, UIKit gives the text field its first responder again when the dismissal finishes, after the presenter's viewDidAppear and the presented controller's viewDidDisappear: keyboardWillChangeFrame and keyboardWillShow are posted then, with the keyboard's usual 0.25 s, and keyboardDidShow when the show ends.",
    provenance: [
      "docs/facts/keyboard-restore.md",
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore (UIKitCore of iOS 26.1, decompiled: UIPresentationController's transitionDidFinish: sends _becomeFirstResponderWhenPossible to the presenter's _modalPreservedFirstResponder, after the appearance transitions end)",
      "https://github.com/slackhq/SlackTextViewController/issues/300 (since iOS 8 a modal presentation makes the presented controller first responder, taking the keyboard from the presenter)",
    ], confidence: .low,
    conflict:
      "Read from decompiled code, with no printed log: where UIKit keeps the presenter's first responder is not read, and that the restore waits for the presenter's view to be back in the window is inferred from its name (_becomeFirstResponderWhenPossible). Before iOS 8 no source says (outside.keyboardResponder)."
  )
}

import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// The software keyboard (rules keyboard.*): showKeyboard and hideKeyboard post the notifications
/// the app's observers receive (on the object `keyboard`), move the keyboard's frame, let table and
/// collection view controllers move their scroll view clear of it, and the layout pass updates
/// keyboardLayoutGuide.
extension Simulation {
  var currentOrientation: Orientation {
    if case .orientation(let o)? = world.value(window, .orientation) { return o }
    return .portrait
  }

  /// The keyboard's frame now, shown or not, for the window's orientation.
  func keyboardFrame(shown: Bool) -> (frame: Rect, height: Derived<Double>) {
    let orientation = currentOrientation
    var height = Keyboard.height(
      of: scenario.device, os: os, orientation: orientation, predictive: keyboardPredictive)
    switch keyboardKind {
    case .software: break
    case .hardware: height = KeyboardOnIPad.shortcutBarHeight(of: scenario.device, os: os)
    case .floating:
      height = Derived(
        height.value, Rule.keyboardFloating,
        "the floating keyboard is reported as hidden: off the bottom of the screen")
    }
    let frame = Keyboard.frame(
      screen: scenario.device.screenSize(orientation),
      windowWidth: world.value(window, .bounds)?.rectValue?.width,
      windowOriginY: WindowModes.originY(windowMode), height: height.value, shown: shown)
    return (frame, height)
  }

  func showKeyboard(predictive: Bool = true, kind: KeyboardKind = .software) {
    guard !keyboardShown && !(keyboardKind == .floating && keyboard != nil) else {
      return noop("showKeyboard: the keyboard is already shown", object: "keyboard")
    }
    keyboardPredictive = predictive
    keyboardKind = kind
    if kind == .floating {
      // Rule keyboard.floating: reported as hidden, so nothing moves clear of it.
      recorder.note(
        "the floating keyboard shows: UIKit reports it as hidden (keyboardWillHide), off the bottom of the screen",
        object: "keyboard", rule: Rule.keyboardFloating)
      moveKeyboard(shown: false, why: "the floating keyboard shows")
      beginKeyboardAnimation(shown: false)
      return
    }
    if kind == .software {
      for container in Simulation.containerKinds { container.softwareKeyboardShows(in: self) }
    }
    moveKeyboard(shown: true, why: "shown")
    beginKeyboardAnimation(shown: true)
  }

  func hideKeyboard() {
    if !keyboardShown && keyboardKind == .floating && keyboard != nil {
      keyboardKind = .software
      return recorder.note(
        "hideKeyboard: the floating keyboard goes away; UIKit reported it hidden already, so nothing is posted",
        object: "keyboard", rule: Rule.keyboardFloating)
    }
    guard keyboardShown else {
      return noop("hideKeyboard: the keyboard is not shown", object: "keyboard")
    }
    moveKeyboard(shown: false, why: "hidden")
    beginKeyboardAnimation(shown: false)
    keyboardKind = .software
  }

  /// The keyboard's frame moves (its animation begins), the will-notifications are posted, table
  /// and collection view controllers react, and the layout pass of this turn moves
  /// keyboardLayoutGuide.
  func moveKeyboard(shown: Bool, why: String, duration: Int64 = Keyboard.duration) {
    let (frame, height) = keyboardFrame(shown: shown)
    let kb: World.ObjectID
    if let existing = keyboard {
      kb = existing
    } else {
      kb = recorder.add(name: "keyboard", kind: .keyboard)
      keyboard = kb
      let hidden = keyboardFrame(shown: false).frame
      recorder.write(kb, .frame, .rect(hidden), cause: .initial)
    }
    keyboardShown = shown
    let h = height.why
    _ = recorder.write(
      kb, .frame,
      Derived(frame, ruleOf: height, "\(why): y \(formatPoints(frame.minY)), height \(h)"),
      as: Value.rect)
    let detail = "end \(frame), \(formatSeconds(duration)) s"
    call("keyboard", .keyboardWillChangeFrame, detail: detail)
    call("keyboard", shown ? .keyboardWillShow : .keyboardWillHide, detail: detail)
    if shown {
      avoidKeyboard(shown: true)
    } else if keyboardKind != .floating {
      schedule(.keyboardAvoidanceReset, after: 0)
    }
    needsLayout = true
  }

  /// Schedules the end of the animation just begun; one still running is interrupted and will post
  /// nothing.
  func beginKeyboardAnimation(shown: Bool) {
    if keyboardAnimating {
      recorder.note(
        "the keyboard's \(shown ? "hide" : "show") animation is interrupted by this \(shown ? "show" : "hide"): "
          + "its keyboardDid\(shown ? "Hide" : "Show") is not posted", object: "keyboard",
        rule: Rule.keyboardInterruptedAnimation)
    }
    keyboardAnimations += 1
    keyboardAnimating = true
    schedule(.keyboardEnded(shown: shown, animation: keyboardAnimations), after: Keyboard.duration)
  }

  func keyboardAnimationEnded(shown: Bool, animation: Int) {
    // Only the last animation ends with a notification (rule keyboard.interruptedAnimation).
    guard animation == keyboardAnimations else { return }
    keyboardAnimating = false
    guard keyboardShown == shown else { return }
    call("keyboard", shown ? .keyboardDidShow : .keyboardDidHide)
  }

  /// A table or collection view controller on top moves its scroll view clear of the keyboard
  /// (rules
  /// keyboard.scrollViewControllerAvoidance and its iOS 7–10 form), or back when the keyboard has
  /// gone.
  func avoidKeyboard(shown: Bool) {
    guard let top = topController, let root = controllers[top].rootView,
      world[root].viewType == .tableView || world[root].viewType == .collectionView,
      let kb = keyboard
    else { return }
    let overlap =
      shown ? Keyboard.overlap(view: world.rect(root, .frame), keyboard: world.rect(kb, .frame)) : 0
    let name = controllers[top].name
    switch era {
    case .safeArea:
      if world.value(root, .contentInsetAdjustmentBehavior)?.behaviorValue == .never {
        if shown {
          recorder.note(
            "\(world[root].name) is .never: the keyboard adds nothing to its inset (apps linked against the iOS 12 SDK or later)",
            object: world[root].name, rule: Rule.keyboardScrollViewControllerAvoidance)
        }
        return
      }
      _ = recorder.write(
        root, .keyboardInset,
        Derived(
          overlap, Rule.keyboardScrollViewControllerAvoidance,
          shown
            ? "\(name) is a table or collection view controller: the keyboard covers its scroll view's bottom \(formatPoints(overlap)) pt"
            : "the keyboard has gone"),
        as: Value.number)
      updateAdjustedContentInset(root)
    case .legacy:
      let applied = world.number(root, .keyboardInset)
      let current = world.insets(root, .contentInset)
      let baseline = current.bottom - applied
      var updated = current
      updated.bottom = shown ? max(baseline, overlap) : baseline
      _ = recorder.write(
        root, .keyboardInset,
        Derived(
          updated.bottom - baseline, Rule.keyboardScrollViewControllerAvoidanceLegacy,
          "what the keyboard adds"), as: Value.number)
      let bottom = updated.bottom
      _ = recorder.write(
        root, .contentInset,
        Derived(
          updated, Rule.keyboardScrollViewControllerAvoidanceLegacy,
          shown
            ? "bottom \(formatPoints(bottom)) = max(\(formatPoints(baseline)), keyboard overlap \(formatPoints(overlap)))"
            : "the keyboard has gone: bottom back to \(formatPoints(bottom))"),
        as: Value.insets)
    case .ios6:
      break
    }
  }

  /// keyboardLayoutGuide.layoutFrame of controller `c` (iOS 15+, when the scenario uses the
  /// keyboard or reads the guide).
  func updateKeyboardLayoutGuide(_ c: ControllerID, root: World.ObjectID) {
    guard tracksKeyboardGuide else { return }
    let keyboardRect = keyboardShown ? keyboard.map { world.rect($0, .frame) } : nil
    let guide = Keyboard.layoutGuideFrame(
      view: world.rect(root, .frame), keyboard: keyboardRect,
      safeAreaBottom: world.insets(root, .safeAreaInsets).bottom)
    // As sure as the view's frame and safe area and the keyboard's frame it is measured from.
    var under = [(root, Property.frame), (root, .safeAreaInsets)]
    if keyboardShown, let keyboard { under.append((keyboard, .frame)) }
    _ = recorder.write(
      controllers[c].object, .keyboardLayoutGuideFrame,
      guide.restingOn(recorder.footing(of: under)), as: Value.rect)
  }
}

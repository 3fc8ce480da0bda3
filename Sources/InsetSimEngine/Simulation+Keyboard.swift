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

  /// Whether the keyboard is up: shown, or reported hidden until a rotation ends (rule
  /// keyboard.rotation).
  var keyboardUp: Bool { keyboardShown || keyboardReshowPending }

  /// Whether the floating keyboard is up (UIKit reports it hidden: rule keyboard.floating).
  var floatingKeyboardUp: Bool { !keyboardShown && keyboardKind == .floating && keyboard != nil }

  func showKeyboard(predictive: Bool = true, kind: KeyboardKind = .software) {
    guard !keyboardUp && !floatingKeyboardUp else {
      return noop("showKeyboard: the keyboard is already shown", object: "keyboard")
    }
    // The text field that becomes first responder is the top controller's (rule
    // keyboard.ownerLeaves).
    bringUpKeyboard(owner: topController, predictive: predictive, kind: kind, why: "shown")
  }

  /// The keyboard of `owner`'s text field comes up: its notifications, its frame, and what moves
  /// clear of it.
  private func bringUpKeyboard(
    owner: ControllerID?, predictive: Bool, kind: KeyboardKind, why: String,
    restingOn cause: Footing? = nil, avoidingAfterLayout: Bool = false
  ) {
    keyboardPredictive = predictive
    keyboardKind = kind
    keyboardOwner = owner
    if let owner {
      keyboardRestorable.removeAll { $0.owner == owner }
      if keyboardRestoredAtEnd?.kept.owner == owner { keyboardRestoredAtEnd = nil }
    }
    if kind == .floating {
      // Rule keyboard.floating: reported as hidden, so nothing moves clear of it.
      recorder.note(
        "the floating keyboard shows: UIKit reports it as hidden (keyboardWillHide), off the bottom of the screen",
        object: "keyboard", rule: Rule.keyboardFloating)
      moveKeyboard(shown: false, why: "the floating keyboard shows", restingOn: cause)
      beginKeyboardAnimation(shown: false)
      return
    }
    if kind == .software {
      for container in Simulation.containerKinds { container.softwareKeyboardShows(in: self) }
    }
    moveKeyboard(shown: true, why: why, restingOn: cause, avoiding: !avoidingAfterLayout)
    keyboardAvoidanceAfterLayout = avoidingAfterLayout
    beginKeyboardAnimation(shown: true)
  }

  func hideKeyboard() {
    if keyboardGoesUnposted(
      floating: (
        "hideKeyboard: the floating keyboard goes away; UIKit reported it hidden already, so nothing is posted",
        Rule.keyboardFloating
      ),
      rotating: (
        "hideKeyboard while the interface rotates: the keyboard, reported hidden for the rotation, "
          + "is not shown again", Rule.keyboardRotation
      ))
    {
      keyboardOwner = nil
      return
    }
    guard keyboardShown else {
      return noop("hideKeyboard: the keyboard is not shown", object: "keyboard")
    }
    moveKeyboard(shown: false, why: "hidden")
    beginKeyboardAnimation(shown: false)
    keyboardKind = .software
    keyboardOwner = nil
  }

  /// The keyboard's frame moves (its animation begins), the will-notifications are posted, table
  /// and collection view controllers react, and the layout pass of this turn moves
  /// keyboardLayoutGuide. `duration` is what the notifications carry (rule keyboard.animation
  /// unless given); `restingOn`, the footing of why it moves when a rule moves it (a text field
  /// that resigned or got its first responder back).
  func moveKeyboard(
    shown: Bool, why: String, duration: Int64? = nil, restingOn cause: Footing? = nil,
    avoiding: Bool = true
  ) {
    let duration = duration ?? Keyboard.animation(shown: shown).value
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
      Derived(frame, ruleOf: height, "\(why): y \(formatPoints(frame.minY)), height \(h)")
        .restingOn(cause),
      as: Value.rect)
    let detail = "end \(frame), \(formatSeconds(duration)) s"
    call("keyboard", .keyboardWillChangeFrame, detail: detail)
    call("keyboard", shown ? .keyboardWillShow : .keyboardWillHide, detail: detail)
    if shown {
      if avoiding { avoidKeyboard(shown: true) }
    } else if keyboardKind != .floating {
      schedule(.keyboardAvoidanceReset, after: 0)
    }
    needsLayout = true
  }

  /// Schedules the end of the animation just begun (after `duration`, the keyboard's usual 0.25 s
  /// unless given); one still running is interrupted and will post nothing.
  func beginKeyboardAnimation(shown: Bool, duration: Int64 = Keyboard.duration) {
    if keyboardAnimating {
      recorder.note(
        "the keyboard's \(shown ? "hide" : "show") animation is interrupted by this \(shown ? "show" : "hide"): "
          + "its keyboardDid\(shown ? "Hide" : "Show") is not posted", object: "keyboard",
        rule: Rule.keyboardInterruptedAnimation)
    }
    keyboardAnimations += 1
    keyboardAnimating = true
    schedule(.keyboardEnded(shown: shown, animation: keyboardAnimations), after: duration)
  }

  func keyboardAnimationEnded(shown: Bool, animation: Int) {
    // Only the last animation ends with a notification (rule keyboard.interruptedAnimation).
    guard animation == keyboardAnimations else { return }
    keyboardAnimating = false
    guard keyboardShown == shown else { return }
    call("keyboard", shown ? .keyboardDidShow : .keyboardDidHide)
  }

  // MARK: - Rotation and window resizes

  /// The window is about to take a new size (after the controllers' viewWillTransition, before the
  /// new geometry) with the keyboard shown: a rotation reports it hidden now and shown again later
  /// (rule keyboard.rotation); a resize moves it once the views are laid out
  /// (keyboard.windowResize). Either way its new frame is measured against the resized views.
  func keyboardMeetsSizeTransition(rotation: Bool) {
    guard keyboardShown else { return }
    let plan = KeyboardRotation.plan(rotation: rotation, os: os)
    recorder.note(plan.why, object: "keyboard", ruleOf: plan)
    keyboardReshowPending = true
    if plan.value.hidesFirst {
      moveKeyboard(
        shown: false, why: "reported hidden for the rotation", duration: plan.value.hideDuration)
      beginKeyboardAnimation(shown: false, duration: plan.value.hideDuration)
    }
    // After the layout pass of the new size; from iOS 8 a rotation waits for its end instead.
    if !plan.value.showsAtRotationEnd {
      schedule(.keyboardReshown(rotated: rotation), after: 0)
    }
  }

  /// The keyboard reported hidden for a rotation is shown again in the new orientation, or the
  /// keyboard follows a resized window (rules keyboard.rotation, keyboard.windowResize).
  func reshowKeyboard(rotated: Bool) {
    guard keyboardReshowPending else { return }
    keyboardReshowPending = false
    let plan = KeyboardRotation.plan(rotation: rotated, os: os)
    if plan.value.hidesFirst {
      guard !keyboardShown else { return }
      moveKeyboard(
        shown: true, why: "shown again in the new orientation", duration: plan.value.showDuration)
    } else {
      guard keyboardShown else { return }
      moveKeyboard(shown: true, why: "window resized", duration: plan.value.showDuration)
    }
    beginKeyboardAnimation(shown: true, duration: plan.value.showDuration)
  }

  // MARK: - The text field's controller

  /// A controller that left the screen with the keyboard's text field, and the keyboard it had.
  struct KeptKeyboard {
    var owner: ControllerID
    var kind: KeyboardKind
    var predictive: Bool
    /// The flow that took the controller off the screen: what kept its input views (a navigation
    /// controller, a presentation), which alone gives them back.
    var leftBy: AppearanceOrder.Flow?
  }

  /// Controller `c` is about to disappear or appear (its viewWillDisappear or viewWillAppear, with
  /// its children). When the controller whose text field has the keyboard leaves the screen, UIKit
  /// resigns the text field's first responder first and the keyboard hides (rule
  /// keyboard.ownerLeaves). When it appears again UIKit restores the first responder: a navigation
  /// flow now (keyboard.restoredByNavigation), a full-screen dismissal when it finishes
  /// (keyboard.restoredAfterDismissal). Another comeback, or a sheet presented over it, leaves the
  /// keyboard's fate unprinted: the run stops (outside.keyboardResponder).
  func keyboardOwnerMoves(_ c: ControllerID, appearing: Bool) {
    guard keyboardOwner != nil || !keyboardRestorable.isEmpty else { return }
    let moving = visibleControllers(from: c)
    if appearing {
      if let back = keyboardRestorable.first(where: { moving.contains($0.owner) }) {
        return keyboardOwnerComesBack(back)
      }
      guard keyboardUp || floatingKeyboardUp, let owner = keyboardOwner, !moving.contains(owner),
        isShown(owner),
        world.value(controllers[c].object, .isBeingPresented) == .bool(true)
      else { return }
      return outsideModel(
        Rule.outsideKeyboardResponder,
        "\(controllers[c].name) is presented over \(controllers[owner].name), whose text field "
          + "has the keyboard",
        stops: true)
    }
    let leftBy = appearanceTransition.map { transitions[$0].flow }
    // A controller waiting for a dismissal's end to get its keyboard back leaves again first: it
    // keeps it until it comes back.
    if let waiting = keyboardRestoredAtEnd, moving.contains(waiting.kept.owner) {
      keyboardRestoredAtEnd = nil
      var kept = waiting.kept
      kept.leftBy = leftBy
      keyboardRestorable.append(kept)
    }
    guard let owner = keyboardOwner, moving.contains(owner) else { return }
    // A tab bar controller resigns nothing now: the text field resigns as its tab's view leaves
    // the window (rule keyboard.tabSwitch.hides, `keyboardMeetsTabSwitch`).
    if leftBy == .tabSwitch { return }
    let duration = KeyboardOwner.hideDuration(os: os)
    ownerLeaves(
      owner, leftBy: leftBy, rule: Rule.keyboardOwnerLeaves, duration: duration,
      how: "UIKit resigns its text field's first responder before its viewWillDisappear")
  }

  /// The text field of `owner`, which leaves the screen by `leftBy`, resigns: the keyboard hides
  /// with `duration` (`how`: what resigns it, for the note), and the controller keeps it until it
  /// comes back.
  private func ownerLeaves(
    _ owner: ControllerID, leftBy: AppearanceOrder.Flow?, rule: Rule, duration: Derived<Int64>,
    how: String
  ) {
    keyboardOwner = nil
    keyboardRestorable.append(
      KeptKeyboard(
        owner: owner, kind: keyboardKind, predictive: keyboardPredictive, leftBy: leftBy))
    let name = controllers[owner].name
    if keyboardGoesUnposted(
      floating: (
        "\(name) leaves the screen: its text field resigns and the floating keyboard goes away; "
          + "UIKit reported it hidden already, so nothing is posted", rule
      ),
      rotating: (
        "\(name) leaves the screen while the interface rotates: its text field resigns, and the "
          + "keyboard, reported hidden for the rotation, is not shown again", rule
      ))
    {
      return
    }
    guard keyboardShown else { return }
    recorder.note(
      "\(name) leaves the screen: \(how), and the keyboard hides (\(duration.why))",
      object: "keyboard", ruleOf: duration)
    moveKeyboard(
      shown: false, why: "hidden: its text field resigned", duration: duration.value,
      restingOn: duration.footing)
    beginKeyboardAnimation(shown: false, duration: duration.value)
    keyboardKind = .software
  }

  /// Tab switch `i` swaps its tabs' views (`atEnd` false: in its start, after the will-callbacks,
  /// as the incoming view enters the window; true: as its cross-fade ends, before the
  /// did-callbacks). A text field kept by the transition view gets its first responder back as its
  /// view re-enters the window (rule keyboard.tabSwitch.restored), and the text field of the tab
  /// left resigns as its view leaves (keyboard.tabSwitch.hides).
  func keyboardMeetsTabSwitch(_ i: Int, atEnd: Bool) {
    let t = transitions[i]
    guard t.flow == .tabSwitch, stopNote == nil else { return }
    if !atEnd, let waiting = keyboardRestoredAtEnd, waiting.end == i,
      waiting.moment.value == .asTheViewEntersTheWindow
    {
      keyboardRestoredAtEnd = nil
      restoreKeyboard(waiting.kept, waiting.moment, avoidingAfterLayout: true)
    }
    guard stopNote == nil, let owner = keyboardOwner, let outgoing = t.outgoing,
      visibleControllers(from: outgoing).contains(owner)
    else { return }
    let hide = KeyboardTabSwitch.hide(os: os)
    guard (hide.value == .whenTheCrossFadeEnds) == atEnd else { return }
    ownerLeaves(
      owner, leftBy: .tabSwitch, rule: Rule.keyboardTabSwitchHides,
      duration: Derived(
        Keyboard.duration, ruleOf: hide, "0.25 s, the keyboard's usual duration"),
      how: "its text field resigns as its tab's view leaves the window (\(hide.why))")
  }

  /// The controller that left with the keyboard's text field appears again: the keyboard shows
  /// again now or when the transition finishes (rules keyboard.restoredByNavigation,
  /// keyboard.restoredAfterDismissal), or, where no source says when, the run stops.
  private func keyboardOwnerComesBack(_ kept: KeptKeyboard) {
    let name = controllers[kept.owner].name
    guard let i = appearanceTransition,
      let moment = KeyboardRestore.moment(
        of: transitions[i].flow, leftBy: kept.leftBy,
        cancelled: transitions[i].cancelled != nil && !begunTransitions.contains(i), os: os),
      keyboardRestoredAtEnd == nil
    else {
      return outsideModel(
        Rule.outsideKeyboardResponder,
        "\(name) appears again after it left the screen with the keyboard's text field, whose "
          + "first responder UIKit restores",
        stops: true)
    }
    keyboardRestorable.removeAll { $0.owner == kept.owner }
    switch moment.value {
    case .asTransitionBegins:
      // In a transition's start the controller's view is laid out after its will-callbacks: a
      // table view controller measures the keyboard against it then.
      restoreKeyboard(kept, moment, avoidingAfterLayout: begunTransitions.contains(i))
    // Held for transition i: its end (a dismissal), or its view entering the window once the
    // will-callbacks are over (a tab selected again: `keyboardMeetsTabSwitch`).
    case .afterTheDidCallbacks, .asTheViewEntersTheWindow: keyboardRestoredAtEnd = (kept, moment, i)
    case .never:
      recorder.note(
        "\(name) is back: its text field stays resigned and the keyboard stays hidden "
          + "(\(moment.why))", object: "keyboard", ruleOf: moment)
    }
  }

  /// The kept keyboard that waits for transition `i`'s end shows again (rule
  /// keyboard.restoredAfterDismissal).
  func restoreKeyboardAtTransitionEnd(_ i: Int) {
    guard let waiting = keyboardRestoredAtEnd, waiting.end == i else { return }
    keyboardRestoredAtEnd = nil
    let owner = waiting.kept.owner
    guard let top = topController, visibleControllers(from: top).contains(owner) else {
      // Off the screen again: it keeps its keyboard until it comes back.
      guard isShown(owner) else { return keyboardRestorable.append(waiting.kept) }
      return outsideModel(
        Rule.outsideKeyboardResponder,
        "\(controllers[owner].name) would get its text field's first responder back as the "
          + "dismissal ends, but a presentation covers it by then",
        stops: true)
    }
    restoreKeyboard(waiting.kept, waiting.moment, avoidingAfterLayout: false)
  }

  /// UIKit gives the text field of `kept`'s controller its first responder again: its keyboard
  /// comes up. Another keyboard already up is a comeback no source describes: the run stops.
  private func restoreKeyboard(
    _ kept: KeptKeyboard, _ moment: Derived<KeyboardRestore.Moment>, avoidingAfterLayout: Bool
  ) {
    let name = controllers[kept.owner].name
    // Its text field has the first responder already (the app showed the keyboard meanwhile):
    // nothing to restore (docs/facts/keyboard-restore.md KR1).
    if (keyboardUp || floatingKeyboardUp) && keyboardOwner == kept.owner { return }
    guard rotationsUnderWay == 0 else {
      return outsideModel(
        Rule.outsideKeyboardResponder,
        "\(name) appears again after it left the screen with the keyboard's text field, while "
          + "the window changes size",
        stops: true)
    }
    guard !keyboardUp && !floatingKeyboardUp else {
      return outsideModel(
        Rule.outsideKeyboardResponder,
        "\(name) appears again after it left the screen with the keyboard's text field, while "
          + "another keyboard is up",
        stops: true)
    }
    recorder.note(
      "\(name) is back: UIKit gives its text field the first responder again, and the keyboard "
        + "shows (\(moment.why))",
      object: "keyboard", ruleOf: moment)
    bringUpKeyboard(
      owner: kept.owner, predictive: kept.predictive, kind: kept.kind,
      why: "shown again: its text field's first responder restored", restingOn: moment.footing,
      avoidingAfterLayout: avoidingAfterLayout)
  }

  /// A keyboard going away that UIKit posts nothing for: a floating one (reported hidden already)
  /// or one reported hidden for a rotation (not shown again). Notes `floating` or `rotating` (the
  /// words and their rule) and returns true; false when the keyboard goes as usual.
  private func keyboardGoesUnposted(
    floating: (String, Rule), rotating: (String, Rule)
  ) -> Bool {
    let note: (String, Rule)
    if floatingKeyboardUp {
      note = floating
    } else if keyboardReshowPending {
      keyboardReshowPending = false
      note = rotating
    } else {
      return false
    }
    keyboardKind = .software
    recorder.note(note.0, object: "keyboard", rule: note.1)
    return true
  }

  // MARK: - Table and collection view controllers

  /// A table or collection view controller on top moves its scroll view clear of the keyboard
  /// (rules keyboard.scrollViewControllerAvoidance and its iOS 7–10 form); when the keyboard has
  /// gone, every scroll view given an inset takes it back, on top or not.
  func avoidKeyboard(shown: Bool) {
    guard shown else {
      let views = keyboardInsetViews
      keyboardInsetViews = []
      for root in views { avoidKeyboard(root, overlap: 0, controller: nil) }
      return
    }
    guard let top = topController, let root = controllers[top].rootView,
      world[root].viewType == .tableView || world[root].viewType == .collectionView,
      let kb = keyboard
    else { return }
    let overlap = Keyboard.overlap(view: world.rect(root, .frame), keyboard: world.rect(kb, .frame))
    avoidKeyboard(root, overlap: overlap, controller: top)
  }

  /// Gives scroll view `root` the keyboard's overlap (`controller`: its table or collection view
  /// controller), or takes it back (`controller` nil).
  private func avoidKeyboard(_ root: World.ObjectID, overlap: Double, controller: ControllerID?) {
    let shown = controller != nil
    let name = controller.map { controllers[$0].name } ?? ""
    // On iOS 11 the keyboard's inset reaches a .never scroll view too (radar 35572084); from iOS 12
    // it does not (rule keyboard.neverSkipsKeyboardInset).
    let never =
      world.value(root, .contentInsetAdjustmentBehavior)?.behaviorValue == .never
      && Rule.keyboardNeverSkipsKeyboardInset.applies(to: os)
    let gives = era == .legacy || (era == .safeArea && !never)
    // As sure as the keyboard's frame, which moved for a reason of its own.
    let keyboardFooting = keyboard.flatMap { recorder.footing($0, .frame) }
    if shown && gives && !keyboardInsetViews.contains(root) { keyboardInsetViews.append(root) }
    switch era {
    case .safeArea:
      if never {
        if shown {
          recorder.note(
            "\(world[root].name) is .never: the keyboard adds nothing to its inset (apps linked against the iOS 12 SDK or later)",
            object: world[root].name, rule: Rule.keyboardNeverSkipsKeyboardInset)
        }
        return
      }
      _ = recorder.write(
        root, .keyboardInset,
        Derived(
          overlap, Rule.keyboardScrollViewControllerAvoidance,
          shown
            ? "\(name) is a table or collection view controller: the keyboard covers its scroll view's bottom \(formatPoints(overlap)) pt"
            : "the keyboard has gone"
        ).restingOn(keyboardFooting),
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
          "what the keyboard adds"
        ).restingOn(keyboardFooting), as: Value.number)
      let bottom = updated.bottom
      _ = recorder.write(
        root, .contentInset,
        Derived(
          updated, Rule.keyboardScrollViewControllerAvoidanceLegacy,
          shown
            ? "bottom \(formatPoints(bottom)) = max(\(formatPoints(baseline)), keyboard overlap \(formatPoints(overlap)))"
            : "the keyboard has gone: bottom back to \(formatPoints(bottom))"
        ).restingOn(keyboardFooting),
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
    if let keyboard {
      // A hidden keyboard's frame, where a rule may have sent it, comes first: of footings as
      // sure, the view's are named.
      if keyboardShown {
        under.append((keyboard, .frame))
      } else {
        under.insert((keyboard, .frame), at: 0)
      }
    }
    _ = recorder.write(
      controllers[c].object, .keyboardLayoutGuideFrame,
      guide.restingOn(recorder.footing(of: under)), as: Value.rect)
  }
}

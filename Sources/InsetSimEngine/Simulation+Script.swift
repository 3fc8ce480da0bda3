import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// The app's own code: script steps, run in the callbacks they name, at their times, or a turn
/// later.
extension Simulation {
  /// An app write, with what UIKit does in response: invalidating layout, recomputing
  /// adjustedContentInset.
  func appWrite(_ id: World.ObjectID, _ p: Property, _ v: Value) {
    recorder.write(id, p, v, cause: .app)
    switch p {
    case .contentInset, .contentInsetAdjustmentBehavior, .scrollEnabled, .alwaysBounceVertical,
      .alwaysBounceHorizontal, .contentSize:
      updateAdjustedContentInset(id)
    case .frame:
      needsLayout = true
      updateTableWidth(id)
      updateAdjustedContentInset(id)
    case .contentOffset, .scrollIndicatorInsets:
      break
    case .hidden where BottomBarVisibility.hiddenFlagKeepsLayout(world[id].kind):
      // a tab bar's own flag hides the view and keeps the layout (rule tabBar.hiddenKeepsLayout)
      break
    case .preferredDisplayMode:
      if case .displayMode(let mode) = v { setPreferredDisplayMode(mode) }
    default:
      needsLayout = true
    }
  }

  func perform(_ action: ScriptStep.Action, context: String?) {
    guard stopNote == nil else { return }
    let pushedContext = context != nil && recorder.callbackStack.last != context
    if pushedContext, let context { recorder.callbackStack.append(context) }
    defer { if pushedContext { recorder.callbackStack.removeLast() } }
    switch action {
    case .set(let object, let property, let value):
      // An app's controller the code sets a property of is one it has made (`Editor()` before
      // `editor.modalPresentationStyle = …`): it is made here if no flow has made it yet.
      if world.id(object) == nil, semantics.makesControllersOnSet,
        app.controller(named: object) != nil
      {
        _ = controller(named: object)
      }
      guard let id = world.id(object) else {
        recorder.note(
          "the app sets \(object).\(property.name), but '\(object)' does not exist yet: nothing happens"
        )
        return
      }
      // noted at launch (Scenario.unavailableSettings)
      guard property.exists(in: era) else { return }
      appWrite(id, property, value)
    case .rotate(let orientation):
      rotate(to: orientation)
    case .resizeWindow(let mode):
      resizeWindow(to: mode)
    case .addSubview(let spec, let parentName, let index):
      // A parent named but not made yet is nil in the app's code, and a message to nil does
      // nothing.
      let parent =
        parentName.map { world.id($0) } ?? topController.flatMap { controllers[$0].rootView }
      guard let parent else {
        let named = parentName.map { " into '\($0)'" } ?? ""
        recorder.note(
          "addSubview of '\(spec.id)'\(named) before its parent exists: nothing happens")
        return
      }
      if world.id(spec.id) != nil {
        recorder.note("addSubview of '\(spec.id)', which already exists: nothing happens")
        return
      }
      // insertSubview(_:at:): the index "cannot be greater than the number of subviews"; past it,
      // what UIKit does is not documented.
      if let index, index > world[parent].subviews.count {
        return outsideModel(
          Rule.outsideInsertSubviewPastEnd,
          "insertSubview of \(spec.id) at index \(index) into \(world[parent].name), which has \(world[parent].subviews.count) subviews: an index past the end (UIKit's documentation allows at most the number of subviews)",
          stops: true)
      }
      createView(spec, in: parent, at: index)
      needsLayout = true
    case .removeFromSuperview(let name):
      guard let id = world.id(name), world[id].parent != nil else {
        recorder.note(
          "removeFromSuperview of '\(name)', which is not in a superview: nothing happens")
        return
      }
      recorder.removeFromSuperview(id)
      recorder.setInWindow(subtreeOf: id, false)
      needsLayout = true
    case .showKeyboard(let predictive, let kind):
      showKeyboard(predictive: predictive, kind: kind)
    case .scroll(let view, let offset):
      scroll(view, to: offset)
    case .hideKeyboard:
      hideKeyboard()
    case .scrollToTop:
      scrollToTop()
    case .setNeedsLayout:
      needsLayout = true
    case .setNeedsUpdateProperties(let name):
      // Coalesced into the next layout pass (rule lifecycle.updateProperties). A controller not
      // made yet, or whose view is not loaded, has nothing to update.
      guard let c = firstController(named: name), controllers[c].loaded else {
        return noop(
          "setNeedsUpdateProperties of \(name): its view is not loaded yet", object: name)
      }
      propertiesRequested.insert(c)
      needsLayout = true
    case .setNeedsStatusBarAppearanceUpdate:
      updateStatusBarAppearance()
    case .push, .pop, .popToRoot, .swipeBack, .setViewControllers, .present, .dismiss, .selectTab,
      .setTabBarHidden, .addChild,
      .removeChild, .setNavigationBarHidden, .setToolbarHidden, .setPage, .swipePage:
      // A container's flow: the kind that accepts it performs it (`Containers/`).
      for kind in Simulation.containerKinds where kind.perform(action, in: self) { break }
    case .layoutIfNeeded:
      if inLayoutPass {
        // Rule layout.reentrantLayoutIfNeeded: no nested pass; the pending layout runs in the
        // turn's next pass.
        if needsLayout && !reentrantLayoutNoted {
          reentrantLayoutNoted = true
          recorder.note(
            "layoutIfNeeded during the view's own layout pass starts no nested pass; the pending layout runs after this one",
            object: topController.map { controllers[$0].name },
            rule: Rule.layoutReentrantLayoutIfNeeded)
        }
        return
      }
      if needsLayout, let top = topController, controllers[top].loaded {
        needsLayout = false
        layout(top, appearing: false)
      } else if !needsLayout {
        // "Lays out the subviews immediately, if layout updates are pending"
        // (UIView.layoutIfNeeded()).
        noop("layoutIfNeeded: no layout is pending")
      } else {
        noop(
          "layoutIfNeeded: the controller's view is not loaded yet; the pending layout runs with its first layout pass"
        )
      }
    }
  }

  /// setNeedsStatusBarAppearanceUpdate (rule statusBar.controllerBased): UIKit asks the controller
  /// that shows full screen for prefersStatusBarHidden — the top of the navigation or tab bar
  /// controller, or, under a sheet, its presenter — and hides or shows the status bar; the layout
  /// follows at the next pass. A controller that never set prefersStatusBarHidden answers the app's
  /// setting (the scenario's statusBarHidden).
  func updateStatusBarAppearance() {
    guard let c = statusBarDecider else {
      return noop("setNeedsStatusBarAppearanceUpdate: no controller shows")
    }
    let name = controllers[c].name
    let named = world.value(controllers[c].object, .prefersStatusBarHidden)?.boolValue
    let hidden = named ?? (scenario.statusBarHidden ?? false)
    guard world.bool(statusBar, .hidden) != hidden else {
      return noop(
        "setNeedsStatusBarAppearanceUpdate: \(name) prefers the status bar \(hidden ? "hidden" : "shown"), as it is",
        object: name)
    }
    let why =
      named == nil
      ? "\(name) does not override prefersStatusBarHidden: the app's setting, \(hidden ? "hidden" : "shown")"
      : "\(name).prefersStatusBarHidden is \(hidden)"
    _ = recorder.write(
      statusBar, .hidden, Derived(hidden, Rule.statusBarControllerBased, why), as: Value.bool)
    needsLayout = true
  }

  var currentOrientationName: String {
    if case .orientation(let o)? = world.value(window, .orientation) { return o.rawValue }
    return "portrait"
  }
}

extension Simulation {
  /// Script steps whose callback never came and observed points never reached, said at the end of a
  /// run that ran to its end: a change or a snapshot the scenario asks for that is not in the trace
  /// has its reason there.
  func noteWhatNeverHappened() {
    for (i, step) in scenario.script.enumerated() {
      guard case .during(let ref, _) = step.trigger, !firedOnce.contains(i) else { continue }
      recorder.note("script[\(i)] never ran: \(ref) was not called")
    }
    for i in 0..<observedPoints {
      if case .time = points[i], !timePointsDone.contains(i) {
        recorder.note("observe '\(pointNames[i])' was never reached: the run stopped before it")
        continue
      }
      guard case .callback(let ref, let occurrence) = points[i] else { continue }
      let needed = if case .nth(let n) = occurrence { n } else { 1 }
      guard pointHits[i] < needed else { continue }
      let times =
        pointHits[i] == 0
        ? "was not called"
        : pointHits[i] == 1 ? "was called once" : "was called \(pointHits[i]) times"
      recorder.note("observe '\(pointNames[i])' was never reached: \(ref) \(times)")
    }
  }
}

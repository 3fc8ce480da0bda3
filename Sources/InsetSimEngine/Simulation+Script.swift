import InsetSimSupport
import InsetSimModel
import InsetSimRules
import InsetSimTrace

/// The app's own code: script steps, run in the callbacks they name, at their times, or a turn later.
extension Simulation {
  /// An app write, with what UIKit does in response: invalidating layout, recomputing adjustedContentInset.
  func appWrite(_ id: World.ObjectID, _ p: Property, _ v: Value) {
    recorder.write(id, p, v, cause: .app)
    switch p {
    case .contentInset, .contentInsetAdjustmentBehavior, .scrollEnabled, .alwaysBounceVertical, .alwaysBounceHorizontal, .contentSize:
      updateAdjustedContentInset(id)
    case .frame:
      needsLayout = true
      updateTableWidth(id)
      updateAdjustedContentInset(id)
    case .contentOffset, .scrollIndicatorInsets:
      break
    case .hidden where BottomBarVisibility.hiddenFlagKeepsLayout(world[id].kind):
      break  // a tab bar's own flag hides the view and keeps the layout (rule tabBar.hiddenKeepsLayout)
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
      guard let id = world.id(object) else {
        recorder.note("the app sets \(object).\(property.name), but '\(object)' does not exist yet: nothing happens")
        return
      }
      guard property.exists(in: era) else { return }  // noted at launch (Scenario.unavailableSettings)
      appWrite(id, property, value)
    case .rotate(let orientation):
      rotate(to: orientation)
    case .setNavigationBarHidden(let hidden, let animated):
      setNavigationBarHidden(hidden, animated: animated)
    case .setToolbarHidden(let hidden, let animated):
      setToolbarHidden(hidden, animated: animated)
    case .addSubview(let spec, let parentName, let index):
      let parent = parentName.flatMap { world.id($0) } ?? stack.last.flatMap { controllers[$0].rootView }
      guard let parent else {
        recorder.note("addSubview of '\(spec.id)' before its parent exists: nothing happens")
        return
      }
      if world.id(spec.id) != nil {
        recorder.note("addSubview of '\(spec.id)', which already exists: nothing happens")
        return
      }
      createView(spec, in: parent, at: index)
      needsLayout = true
    case .removeFromSuperview(let name):
      guard let id = world.id(name), world[id].parent != nil else {
        recorder.note("removeFromSuperview of '\(name)', which is not in a superview: nothing happens")
        return
      }
      recorder.removeFromSuperview(id)
      for v in world.subtree(id) { recorder.setInWindow(v, false) }
      needsLayout = true
    case .push, .pop:
      recorder.note("push and pop steps are not simulated yet; the step is ignored")
    case .setNeedsLayout:
      needsLayout = true
    case .layoutIfNeeded:
      if inLayoutPass {
        // Rule layout.reentrantLayoutIfNeeded: no nested pass; the pending layout runs in the turn's next pass.
        if needsLayout && !reentrantLayoutNoted {
          reentrantLayoutNoted = true
          recorder.note("layoutIfNeeded during the view's own layout pass starts no nested pass; the pending layout runs after this one",
            object: stack.last.map { controllers[$0].name }, rule: "layout.reentrantLayoutIfNeeded")
        }
        return
      }
      if needsLayout, let top = stack.last, controllers[top].loaded {
        needsLayout = false
        layout(top, appearing: false)
      }
    }
  }

  func rotate(to orientation: Orientation) {
    let current = world.value(window, .orientation)
    guard current != .orientation(orientation), let top = stack.last else { return }
    let size = scenario.device.screenSize(orientation)
    call(controllers[top].name, .viewWillTransition, detail: "to size (\(formatPoints(size.width)), \(formatPoints(size.height)))")
    let rotated = Rotation.window(of: scenario.device, to: orientation)
    _ = recorder.write(window, .orientation, rotated.orientation, as: Value.orientation)
    _ = recorder.write(window, .bounds, rotated.bounds, as: Value.rect)
    needsLayout = true
    schedule(.rotationEnded, after: LifecycleTiming.rotationDuration)
  }

  func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard let nav = navigationController, let bar = navigationBar else { return }
    setBarHidden(hidden, animated: animated, flag: .navigationBarHidden, on: nav, bar: bar, event: "setNavigationBarHidden", end: .navigationBarHideEnded)
  }

  func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard let nav = navigationController, let bar = toolbar else { return }
    setBarHidden(hidden, animated: animated, flag: .toolbarHidden, on: nav, bar: bar, event: "setToolbarHidden", end: .toolbarHideEnded)
  }

  /// The navigation controller's flag changes at once and the layout follows in this turn; the bar view
  /// shows at once, and hides at once or when its hide animation ends (rule navigationBar.setHidden).
  private func setBarHidden(
    _ hidden: Bool, animated: Bool, flag: Property, on nav: World.ObjectID, bar: World.ObjectID, event: String, end: Event
  ) {
    recorder.event("navigationController", event, detail: "\(hidden), animated: \(animated)")
    recorder.write(nav, flag, .bool(hidden), cause: .app)
    if !hidden || !animated {
      recorder.write(bar, .hidden, .bool(hidden), cause: .rule("navigationBar.setHidden", animated ? "shown at the animation's start" : "not animated"))
    } else {
      schedule(end, after: LifecycleTiming.barHideShowDuration)
    }
    needsLayout = true
  }
}

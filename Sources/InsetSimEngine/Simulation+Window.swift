import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// The window: its size in each orientation and multitasking mode, its trait collection, and the
/// transitions that change them — rotation and (on iPad) a window resize.
///
/// Order of a transition (rule `traits.transitionOrder`): `willTransition(to: UITraitCollection,
/// with:)` when a size class changes, then `viewWillTransition(to:with:)`, then the new size and
/// traits, then `traitCollectionDidChange(_:)`, then the layout pass; the completion when the
/// animation ends.
extension Simulation {
  /// The window's size for `orientation` in the current mode; nil when no source gives it.
  func windowSize(_ orientation: Orientation, mode: WindowMode? = nil) -> Derived<Size>? {
    WindowModes.size(of: scenario.device, mode ?? windowMode, orientation: orientation)
  }

  /// The size classes for a window of `width` in `orientation` and `mode`.
  func sizeClasses(_ orientation: Orientation, mode: WindowMode, width: Double) -> (
    horizontal: Derived<SizeClass>, vertical: Derived<SizeClass>
  ) {
    SizeClasses.of(scenario.device, orientation: orientation, window: mode, width: width)
  }

  /// Writes the window's size classes (iOS 8+); returns whether one changed.
  @discardableResult
  func writeTraits(
    _ traits: (horizontal: Derived<SizeClass>, vertical: Derived<SizeClass>), initial: Bool
  ) -> Bool {
    guard tracksTraits else { return false }
    if initial {
      recorder.write(
        window, .horizontalSizeClass, .sizeClass(traits.horizontal.value), cause: .initial)
      recorder.write(window, .verticalSizeClass, .sizeClass(traits.vertical.value), cause: .initial)
      return false
    }
    let h = recorder.write(window, .horizontalSizeClass, traits.horizontal, as: Value.sizeClass)
    let v = recorder.write(window, .verticalSizeClass, traits.vertical, as: Value.sizeClass)
    return h || v
  }

  /// The window's horizontal size class now.
  var windowHorizontalSizeClass: SizeClass {
    let orientation = currentOrientation
    let width =
      world.value(window, .bounds)?.rectValue?.width
      ?? scenario.device.screenSize(orientation).width
    return sizeClasses(orientation, mode: windowMode, width: width).horizontal.value
  }

  func traitsDiffer(_ traits: (horizontal: Derived<SizeClass>, vertical: Derived<SizeClass>))
    -> Bool
  {
    guard tracksTraits else { return false }
    return world.value(window, .horizontalSizeClass) != .sizeClass(traits.horizontal.value)
      || world.value(window, .verticalSizeClass) != .sizeClass(traits.vertical.value)
  }

  func rotate(to orientation: Orientation) {
    let current = world.value(window, .orientation)
    guard current != .orientation(orientation) else {
      return noop(
        "rotate to \(orientation.rawValue): the window is already \(orientation.rawValue)",
        object: "window")
    }
    guard let top = topController else { return }
    let decider = orientationDecider()
    let name = decider.map { controllers[$0].name }
    let supported = decider.flatMap { controllers[$0].spec?.spec.supportedInterfaceOrientations }
    let device = scenario.device
    let fullScreen = scenario.optsOutOfMultitasking
    if let refusal = Rotation.refusal(
      to: orientation, device: device, os: os, decider: name, supported: supported,
      requiresFullScreen: scenario.requiresFullScreen, app: scenario.supportedInterfaceOrientations)
    {
      recorder.note(
        "\(refusal.why): the window stays \(currentOrientationName)",
        object: refusal.rule == Rule.rotationFaceIDUpsideDown
          || refusal.rule == Rule.rotationAppOrientations ? "window" : name ?? "window",
        rule: refusal.rule)
      return
    }
    if Rotation.passesOverMask(
      to: orientation, device: device, os: os, supported: supported,
      requiresFullScreen: fullScreen)
    {
      recorder.note(
        "supportedInterfaceOrientations (\(supported?.map(\.rawValue).joined(separator: ", ") ?? "")) is not asked: a multitasking iPad app turns to every orientation",
        object: name ?? "window", rule: Rule.rotationIPadMultitasking)
    }
    guard let size = windowSize(orientation) else {
      return unsized("rotating a \(windowMode.description) window to \(orientation.rawValue)")
    }
    let traits = sizeClasses(orientation, mode: windowMode, width: size.value.width)
    noteRotationForTabBarBug()
    transition(top: top, size: size.value, traits: traits, why: "rotation") {
      let rotated = Rotation.window(size: size.value, to: orientation)
      _ = recorder.write(window, .orientation, rotated.orientation, as: Value.orientation)
      _ = recorder.write(window, .bounds, rotated.bounds, as: Value.rect)
    }
  }

  /// An iPad window changes its multitasking mode or size (rule `window.resize`).
  func resizeWindow(to mode: WindowMode) {
    guard let top = topController else { return }
    let orientation = currentOrientation
    guard let size = windowSize(orientation, mode: mode) else {
      return unsized("resizing the window to \(mode.description) in \(orientation.rawValue)")
    }
    recorder.event("window", "resize", detail: "\(windowMode.description) → \(mode.description)")
    let current = world.value(window, .bounds)?.rectValue?.size
    windowMode = mode
    guard current != size.value else {
      return recorder.note(
        "the window keeps its size \(size.value): no transition", object: "window",
        rule: Rule.windowResize)
    }
    let traits = sizeClasses(orientation, mode: mode, width: size.value.width)
    transition(top: top, size: size.value, traits: traits, why: "window resize") {
      _ = recorder.write(
        window, .bounds,
        Derived(Rect(width: size.value.width, height: size.value.height), ruleOf: size, size.why),
        as: Value.rect)
    }
  }

  /// The callbacks and writes of a size transition, around `apply` (which sets the window's new
  /// geometry).
  private func transition(
    top: ControllerID, size: Size,
    traits: (horizontal: Derived<SizeClass>, vertical: Derived<SizeClass>),
    why: String, apply: () -> Void
  ) {
    // Every controller in the window hears the size transition, the ones under sheets first: each
    // message goes down from the window's root (rule traits.transitionOrder).
    let targets = topsInWindow.flatMap(visibleControllers(from:))
    let traitsChange = traitsDiffer(traits)
    let traitText =
      "(horizontal \(traits.horizontal.value.rawValue), vertical \(traits.vertical.value.rawValue))"
    if traitsChange {
      for c in targets {
        call(controllers[c].name, .willTransitionToTraitCollection, detail: "to \(traitText)")
      }
    }
    // Loaded controllers off screen hear it too, in UIKit's forwarding order (rule
    // traits.offScreen.sizeTransition); their trait callbacks wait until they come back.
    let sizeText = "to size (\(formatPoints(size.width)), \(formatPoints(size.height)))"
    for (c, offScreen) in sizeTransitionReach(
      onScreen: targets, rotation: why == "rotation", size: size)
    {
      call(
        controllers[c].name, .viewWillTransition,
        detail: offScreen.map { "\(sizeText), off screen: \($0.why) (rule \($0.rule.rawValue))" }
          ?? sizeText)
    }
    guard stopNote == nil else { return }
    let before = Dictionary(
      uniqueKeysWithValues: TraitName.allCases.map {
        ($0.property, world.value(window, $0.property))
      })
    if traitsChange {
      keepTraitsHeard(offScreen: offScreenLoaded(onScreen: targets), onScreen: targets)
    }
    keyboardMeetsSizeTransition(rotation: why == "rotation")
    apply()
    writeTraits(traits, initial: false)
    for kind in Simulation.containerKinds { kind.windowChanged(in: self) }
    guard stopNote == nil else { return }
    if traitsChange {
      let changed = TraitName.allCases.filter {
        world.value(window, $0.property) != before[$0.property]
      }
      for c in targets {
        call(controllers[c].name, .traitCollectionDidChange, detail: "now \(traitText)")
        traitChangeHandler(c, changed: changed)
        propertiesDue.insert(c)
      }
    }
    needsLayout = true
    windowLayoutPending = true
    rotationsUnderWay += 1
    schedule(.rotationEnded, after: LifecycleTiming.rotationDuration)
  }

  /// The handler controller `c` registered with registerForTraitChanges, when one of its traits is
  /// among `changed` (rule traits.registerForTraitChanges).
  func traitChangeHandler(_ c: ControllerID, changed: [TraitName]) {
    guard let registered = controllers[c].spec?.spec.registeredTraits else { return }
    let called = TraitChangeRegistration.handlerCalled(
      registered: registered, changed: changed, os: os)
    guard called.value else { return }
    call(
      controllers[c].name, .traitChangeHandler,
      detail: called.why + " (rule " + called.rule.rawValue + ")")
  }

  /// No source gives the window's size: the run stops rather than guess (rule
  /// `window.multitasking`).
  private func unsized(_ what: String) {
    outsideModel(
      Rule.outsideWindowSize, what + ": no published size (a portrait Split View has no halves)",
      stops: true)
  }
}

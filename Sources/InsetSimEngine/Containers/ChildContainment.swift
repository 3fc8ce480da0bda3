import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Child controllers (rule flow.containment.child): added in the parent's viewDidLoad (`children`)
/// or by a script's addChild, removed by removeChild; their views go into the parent's view tree,
/// where layout gives them their part of the parent's safe area (rule safeArea.child).
enum ChildContainment: ContainerKind {
  /// A child's timers, about the child: the frame after its view entered or left a shown parent's
  /// window was committed (rule flow.containment.childAppearanceAfterCommit).
  enum Timer: Int {
    case appeared, disappeared
  }

  static func timerFired(_ timer: ContainerTimer, in sim: Simulation) {
    sim.finishChildAppearance(
      ControllerID(timer.subject), appeared: Timer(rawValue: timer.code) == .appeared)
  }

  static func perform(_ action: ScriptStep.Action, in sim: Simulation) -> Bool {
    switch action {
    case .addChild(let child, let parent, let spec):
      sim.addChild(sim.controller(named: child), to: sim.controller(named: parent), spec: spec)
    case .removeChild(let name): sim.removeChild(sim.controller(named: name))
    default: return false
    }
    return true
  }
}

extension Simulation {
  /// addChild(child) → child.willMove(toParent:) → the child's view into the container →
  /// child.didMove(toParent:). A container that calls its children's appearance methods itself (a
  /// page view controller) adds them with `appears` false and its own rule for their frame.
  func addChild(
    _ c: ControllerID, to p: ControllerID, spec: ChildSpec, appears: Bool = true,
    fillRule: Rule = Rule.layoutFill, atIndex index: Int? = nil
  ) {
    let name = controllers[c].name
    let parentName = controllers[p].name
    if isPlaced(c) {
      return outsideModel(
        Rule.outsideAddChildMoves,
        "addChild of \(name) to \(parentName), while \(name) is in a container, a parent or a presentation: UIKit takes it out of there first",
        stops: true)
    }
    var ancestor: ControllerID? = p
    var steps = 0
    while let a = ancestor, steps <= ScenarioLimits.maxChildDepth + 1 {
      if a == c {
        return raises(
          "addChild of \(name) to \(parentName), which \(name) holds: a controller cannot hold its own ancestor"
        )
      }
      ancestor = controllers[a].parent
      steps += 1
    }
    recorder.event(parentName, "addChild", detail: name)
    call(name, .willMove, detail: parentName)
    controllers[c].parent = p
    containers.children.append(c)
    controllers[p].children.append(c)
    loadViewIfNeeded(p)
    attachView(of: c, to: p, spec: spec, appears: appears, fillRule: fillRule, atIndex: index)
    call(name, .didMove, detail: parentName)
    if controllers[p].rootView.map({ world[$0].inWindow }) == true { needsLayout = true }
  }

  /// The child's view (loaded now) into its container, with its frame, on top or at `index`; a
  /// child whose view enters a shown parent's window hears viewWillAppear and viewDidAppear as it
  /// does, unless its container calls them itself (`appears` false).
  func attachView(
    of c: ControllerID, to p: ControllerID, spec: ChildSpec, appears: Bool = true,
    fillRule: Rule = Rule.layoutFill, atIndex index: Int? = nil
  ) {
    loadViewIfNeeded(c)
    guard let root = controllers[c].rootView, let parentRoot = controllers[p].rootView,
      world[root].parent == nil
    else { return }
    let container = spec.container.flatMap { world.id($0) } ?? parentRoot
    let size = world.rect(container, .frame).size
    // A container kind that places its children itself gives the first frame too (a page curl's
    // page: half the bounds with the spine in the middle).
    if let geometry = childGeometry(c, in: container, parentSize: size) {
      _ = recorder.write(root, .frame, geometry.frame, as: Value.rect)
    } else {
      switch spec.frame {
      case .fill:
        recorder.configure(root) { $0.fillsParent = true }
        let containerName = world[container].name
        _ = recorder.write(
          root, .frame,
          Derived(
            Rect(width: size.width, height: size.height), fillRule,
            "fills \(containerName)'s bounds"), as: Value.rect)
      case .rect(let r):
        recorder.write(root, .frame, .rect(r), cause: .app)
      }
    }
    updateTableWidth(root)
    recorder.insertSubview(root, into: container, at: index)
    guard world[container].inWindow else { return }
    let visible = appears && controllers[p].appearing
    if visible { appearance(c, .viewWillAppear, detail: "its view enters the window") }
    recorder.setInWindow(subtreeOf: root, true)
    call(world[root].name, .didMoveToWindow, detail: "window")
    if visible { childAppearanceEnds(c, appeared: true) }
  }

  /// viewDidAppear (or viewDidDisappear) of a child whose view entered (or left) a shown parent's
  /// window: from iOS 16 once the frame is committed, one frame later (rule
  /// flow.containment.childAppearanceAfterCommit); before, as the view moves.
  func childAppearanceEnds(_ c: ControllerID, appeared: Bool) {
    let rule = Rule.flowContainmentChildAppearanceAfterCommit
    guard rule.applies(to: os) else {
      return appeared
        ? appearance(c, .viewDidAppear, detail: "its view entered the window")
        : appearance(c, .viewDidDisappear, detail: "its view left the window")
    }
    controllers[c].appearanceEndsPending += 1
    schedule(
      appeared ? ChildContainment.Timer.appeared : .disappeared, of: ChildContainment.self,
      about: c.index, after: LifecycleTiming.frame)
  }

  /// The frame after a child's view entered or left a shown parent's window is committed: its
  /// viewDidAppear or viewDidDisappear, unless its view has moved again since, when the later
  /// move's commit ends it, once (rule flow.containment.childAppearanceAfterCommit).
  func finishChildAppearance(_ c: ControllerID, appeared: Bool) {
    controllers[c].appearanceEndsPending -= 1
    guard controllers[c].appearanceEndsPending == 0, let root = controllers[c].rootView,
      world[root].inWindow == appeared, !(appeared && controllers[c].appeared),
      controllers[c].appearing == appeared
    else { return }
    appearance(
      c, appeared ? .viewDidAppear : .viewDidDisappear,
      detail: appeared
        ? "its view entered the window, the frame committed"
        : "its view left the window, the frame committed")
  }

  /// willMove(toParent: nil) (the container's call) → the view leaves (viewWillDisappear /
  /// viewDidDisappear when it was in a shown window) → removeFromParent, which calls
  /// didMove(toParent: nil).
  func removeChild(_ c: ControllerID) {
    let name = controllers[c].name
    guard let p = controllers[c].parent else {
      return noop("removeChild of \(name), which has no parent", object: name)
    }
    call(name, .willMove, detail: "nil")
    if let root = controllers[c].rootView, world[root].parent != nil {
      // Read before viewWillDisappear, which marks the child as no longer appearing: a child that
      // was shown hears both halves of the disappearance (rule flow.containment.child).
      let shown = world[root].inWindow && controllers[c].appearing
      if shown {
        appearance(c, .viewWillDisappear, detail: "its view leaves the window")
      }
      recorder.removeFromSuperview(root)
      if world[root].inWindow {
        recorder.setInWindow(subtreeOf: root, false)
        call(world[root].name, .didMoveToWindow, detail: "nil")
        if shown { childAppearanceEnds(c, appeared: false) }
      }
    }
    recorder.event(controllers[p].name, "removeFromParent", detail: name)
    controllers[p].children.removeAll { $0 == c }
    controllers[c].parent = nil
    containers.children.removeAll { $0 == c }
    call(name, .didMove, detail: "nil")
    needsLayout = true
  }

  /// A child's view leaves its container's view (and the window), the child staying a child.
  func detachView(of c: ControllerID) {
    guard let root = controllers[c].rootView, world[root].parent != nil else { return }
    let inWindow = world[root].inWindow
    recorder.removeFromSuperview(root)
    if inWindow {
      recorder.setInWindow(subtreeOf: root, false)
      call(world[root].name, .didMoveToWindow, detail: "nil")
    }
    needsLayout = true
  }

  /// A child leaves its parent: removeFromParent, which calls didMove(toParent: nil) (its
  /// willMove(toParent: nil) came first).
  func leaveParent(_ c: ControllerID) {
    guard let p = controllers[c].parent else { return }
    detachView(of: c)
    recorder.event(controllers[p].name, "removeFromParent", detail: controllers[c].name)
    controllers[p].children.removeAll { $0 == c }
    controllers[c].parent = nil
    containers.children.removeAll { $0 == c }
    call(controllers[c].name, .didMove, detail: "nil")
  }

  /// Child controllers by their root view (apps).
  var childControllers: [World.ObjectID: ControllerID] {
    guard !containers.children.isEmpty else { return [:] }
    var map: [World.ObjectID: ControllerID] = [:]
    // In the order of `controllers`, as a walk of them all would fill it (a later one wins a shared
    // view).
    for i in containers.children.sorted() where controllers[i].parent != nil {
      if let r = controllers[i].rootView { map[r] = i }
    }
    return map
  }
}

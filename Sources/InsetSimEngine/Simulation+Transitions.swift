import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Transitions: every flow of an app (format 2; each container kind's flows are in its file under
/// `Containers/`) changes the containers at once, as UIKit's calls do, then runs as a transition:
/// its will-callbacks in the turn's layout pass, its did-callbacks when the transition ends, in
/// the order rule `AppearanceOrder` gives for the flow. Also the answers a flow gets when it cannot
/// apply: UIKit's no-op, an exception, or a behaviour outside the model.
extension Simulation {
  struct Transition {
    var flow: AppearanceOrder.Flow
    var incoming: ControllerID?
    var outgoing: ControllerID?
    var animated: Bool
    /// didMove(toParent:) at the end: (controller, the parent's name or nil).
    var movedIn: [(ControllerID, String)] = []
    var movedOut: [ControllerID] = []
    /// Flags true from the will-callbacks to the did-callbacks (rule flow.movingFlags).
    var flags: [(ControllerID, Property)] = []
    /// The tab bar's view reports hidden when the transition ends.
    var hidesTabBarAtEnd = false
    /// An interactive transition the user let go of early: at its end the outgoing controller
    /// appears again and the incoming one disappears, in its rule's order.
    var cancelled: Cancel?
    /// Child controllers whose views leave their container's view at the end (a page the scroll
    /// view no longer shows), and children that leave their parent then (removeFromParent).
    var detachedAtEnd: [ControllerID] = []
    var removedAtEnd: [ControllerID] = []
    /// What a dismissal takes off the screen (the presented controller, or the navigation
    /// controller made around it), for the container kinds to let go of at the end.
    var dismissed: Content?
  }

  /// How a cancelled interactive transition ends: its rule, and whether the incoming controller
  /// disappears before the outgoing one appears again (a navigation controller's swipe back) or
  /// after (a page view controller's swipe).
  struct Cancel {
    var rule: Rule
    var incomingFirst: Bool
  }

  func startTransition(_ t: Transition) {
    transitions.append(t)
    pendingTransitions.append(transitions.count - 1)
    // A page scroll runs inside its page view controller: other flows go on meanwhile.
    if t.animated && t.flow != .launch && t.flow != .pageScroll {
      animatingTransitions.insert(transitions.count - 1)
    }
  }

  /// Whether a flow called now meets an animated transition that is still occurring: UIKit refuses
  /// it with a log (rules flow.duringTransition.*), or what it does is not modelled and the run
  /// stops. True when the flow must not go on.
  func refusedDuringTransition(_ call: String, navigation: Bool) -> Bool {
    guard let running = animatingTransitions.min() else { return false }
    let t = transitions[running]
    // The controller the running flow moves: the one it pops or dismisses, else the one it brings.
    let leaves = t.flow == .pop || t.flow == .dismissFullScreen || t.flow == .dismissOver
    let answer = FlowDuringTransition.answer(
      call: call, navigation: navigation, running: t.flow,
      subject: (leaves ? t.outgoing : t.incoming).map { controllers[$0].name })
    recorder.note(answer.note, rule: answer.rule)
    if answer.stops {
      stop(
        "the simulation stopped: \(answer.what), which is not simulated (rule \(answer.rule.id))"
      )
    }
    return true
  }

  /// The start of a transition, in a layout pass: the incoming controller loads, the will-callbacks
  /// come in the flow's order, its view enters the window and is laid out; the end is scheduled.
  func beginTransition(_ i: Int) {
    let t = transitions[i]
    let plan = AppearanceOrder.plan(t.flow)
    let duration = AppearanceOrder.duration(t.flow, animated: t.animated, os: os)
    let incoming = plan.value.incomingHears ? t.incoming : nil
    let outgoing = plan.value.outgoingHears ? t.outgoing : nil
    if let c = incoming { loadViewIfNeeded(c) }
    if t.flow != .launch {
      recorder.note(
        plan.why + "; " + duration.why, object: t.incoming.map { controllers[$0].name },
        ruleOf: plan)
    }
    for (c, p) in t.flags {
      _ = recorder.write(
        controllers[c].object, p, Derived(true, Rule.flowMovingFlags, "during the transition"),
        as: Value.bool)
    }
    let detail = t.animated ? "animated" : nil
    if plan.value.incomingWillFirst {
      if let c = incoming { appearance(c, .viewWillAppear, detail: detail) }
      if let c = outgoing { appearance(c, .viewWillDisappear, detail: detail) }
    } else {
      if let c = outgoing { appearance(c, .viewWillDisappear, detail: detail) }
      if let c = incoming { appearance(c, .viewWillAppear, detail: detail) }
    }
    let tabBarBefore = tabBar.map { world.rect($0, .frame) }
    if let c = incoming {
      enterWindow(c)
      // A child's view is laid out by its parent's pass, in this turn.
      if controllers[c].parent == nil { layout(c, appearing: true) } else { needsLayout = true }
      if t.flow == .launch { launchLayoutPasses(c) }
    }
    applyTabBarTransitionBugs(i, before: tabBarBefore)
    schedule(.transitionEnded(i), after: duration.value)
  }

  /// The end of a transition: the did-callbacks in the flow's order, the outgoing view leaves the
  /// window, containment's didMove calls, the flags go back.
  func finishTransition(_ i: Int) {
    let t = transitions[i]
    animatingTransitions.remove(i)
    endTransitionBugs(i)
    let plan = AppearanceOrder.plan(t.flow).value
    let incoming = plan.incomingHears ? t.incoming : nil
    func outgoingEnds() {
      guard let c = t.outgoing else { return }
      if plan.outgoingHears { appearance(c, .viewDidDisappear, detail: nil) }
      if plan.outgoingLeavesWindow { leaveWindow(c) }
    }
    // The transition completes (the bar view hides), then the did-callbacks come.
    if t.hidesTabBarAtEnd { hideTabBarAtPushEnd() }
    if let cancel = t.cancelled {
      recorder.note(
        "the user let go early: the transition is cancelled",
        object: t.incoming.map { controllers[$0].name }, rule: cancel.rule)
      for kind in Simulation.containerKinds { kind.cancelled(t, in: self) }
      func outgoingReturns() {
        guard let c = t.outgoing else { return }
        appearance(c, .viewWillAppear, detail: "cancelled")
        appearance(c, .viewDidAppear, detail: nil)
      }
      if !cancel.incomingFirst { outgoingReturns() }
      if let c = incoming {
        appearance(c, .viewWillDisappear, detail: "cancelled")
        appearance(c, .viewDidDisappear, detail: nil)
        if controllers[c].parent == nil { leaveWindow(c) }
      }
      if cancel.incomingFirst { outgoingReturns() }
    } else if plan.incomingDidFirst {
      if let c = incoming { appearance(c, .viewDidAppear, detail: nil) }
      outgoingEnds()
    } else {
      outgoingEnds()
      if let c = incoming { appearance(c, .viewDidAppear, detail: nil) }
    }
    for c in t.detachedAtEnd { detachView(of: c) }
    for c in t.removedAtEnd { leaveParent(c) }
    for (c, parent) in t.movedIn { call(controllers[c].name, .didMove, detail: parent) }
    for c in t.movedOut { call(controllers[c].name, .didMove, detail: "nil") }
    for (c, p) in t.flags {
      _ = recorder.write(
        controllers[c].object, p, Derived(false, Rule.flowMovingFlags, "the transition ended"),
        as: Value.bool)
    }
    for kind in Simulation.containerKinds { kind.transitionEnded(t, in: self) }
  }

  /// A controller's view enters the window (its subtree with it) unless it is there already.
  func enterWindow(_ c: ControllerID) {
    guard let root = controllers[c].rootView, !world[root].inWindow else { return }
    recorder.setInWindow(subtreeOf: root, true)
    call(world[root].name, .didMoveToWindow, detail: "window")
  }

  /// A controller's view leaves the window, unless it is still shown.
  func leaveWindow(_ c: ControllerID) {
    guard let root = controllers[c].rootView, world[root].inWindow, !isShown(c) else { return }
    recorder.setInWindow(subtreeOf: root, false)
    call(world[root].name, .didMoveToWindow, detail: "nil")
  }

  /// An appearance callback of a controller, then forwarded to its children with views in its view
  /// tree
  /// (rule flow.containment.child), parents first.
  func appearance(_ c: ControllerID, _ callback: Callback, detail: String?) {
    // The keyboard's text field leaves the screen with its controller, or comes back with it.
    if callback == .viewWillDisappear || callback == .viewWillAppear {
      keyboardOwnerMoves(c, appearing: callback == .viewWillAppear)
    }
    func forward(_ d: ControllerID) {
      controllers[d].appearing = callback == .viewWillAppear || callback == .viewDidAppear
      if d != c || controllers[d].parent != nil {
        if callback == .viewWillAppear {
          childrenAwaitingIsAppearing.insert(d)
        } else {
          childrenAwaitingIsAppearing.remove(d)
        }
      }
      call(
        controllers[d].name, callback,
        detail: d == c ? detail : (detail.map { $0 + ", forwarded" } ?? "forwarded"))
    }
    // A controller without children (the common case) makes no list.
    if controllers[c].children.isEmpty { return forward(c) }
    for d in visibleControllers(from: c) { forward(d) }
  }

  // MARK: - No-ops and exceptions

  /// A flow that cannot apply: written to the trace as UIKit's no-op (rule flow.noop).
  func noop(_ what: String, object: String? = nil) {
    recorder.note(what + ": nothing happens (UIKit's no-op)", object: object, rule: Rule.flowNoop)
  }

  /// The run meets something the model does not simulate (rule family `outside`): a note naming it,
  /// now; then the run stops, or goes on with every later value assumed (`ValueFooting`).
  func outsideModel(_ rule: Rule, _ what: String, stops: Bool) {
    recorder.note(
      what
        + (stops
          ? ": not simulated; the simulation stops here"
          : ": not simulated; the run goes on, and what follows is assumed"),
      rule: rule)
    if stops {
      stop("the simulation stopped: " + what + ", which is not simulated (rule \(rule.id))")
    }
  }

  /// A flow UIKit answers with an exception: the app would crash here, so the run stops (rule
  /// flow.raises).
  func raises(_ what: String) {
    recorder.note(
      what
        + ": UIKit raises NSInvalidArgumentException and the app crashes; the simulation stops here",
      rule: Rule.flowRaises)
    stop("the simulation stopped: " + what)
  }
}

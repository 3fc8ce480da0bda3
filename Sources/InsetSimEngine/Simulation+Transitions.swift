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
  /// A flow under way. A class: the engine reads a running transition at every step and never
  /// changes one once it has started, so a read is a reference, not a copy of its lists.
  final class Transition {
    let flow: AppearanceOrder.Flow
    let incoming: ControllerID?
    let outgoing: ControllerID?
    let animated: Bool
    /// didMove(toParent:) at the end: (controller, the parent's name or nil).
    let movedIn: [(ControllerID, String)]
    let movedOut: [ControllerID]
    /// Flags true from the will-callbacks to the did-callbacks (rule flow.movingFlags).
    var flags: [(ControllerID, Property)]
    /// The tab bar's view reports hidden when the transition ends.
    let hidesTabBarAtEnd: Bool
    /// An interactive transition the user let go of early: at its end the outgoing controller
    /// appears again and the incoming one disappears, in its rule's order.
    var cancelled: Cancel?
    /// Child controllers whose views leave their container's view at the end (a page the scroll
    /// view no longer shows), and children that leave their parent then (removeFromParent).
    var detachedAtEnd: [ControllerID]
    var removedAtEnd: [ControllerID]
    /// What a dismissal takes off the screen (the presented controller, or the navigation
    /// controller made around it), for the container kinds to let go of at the end.
    let dismissed: Content?
    /// An expanded split view's other shown columns, in column order, which leave the window with
    /// the outgoing controller (a full-screen presentation covers the whole split view) or enter
    /// it with the incoming one (its dismissal shows it again): each hears its callbacks just
    /// before that controller's (rule splitView.columnAppearance).
    let outgoingColumns: [ControllerID]
    let incomingColumns: [ControllerID]

    init(
      flow: AppearanceOrder.Flow, incoming: ControllerID?, outgoing: ControllerID?,
      animated: Bool, movedIn: [(ControllerID, String)] = [], movedOut: [ControllerID] = [],
      flags: [(ControllerID, Property)] = [], hidesTabBarAtEnd: Bool = false,
      detachedAtEnd: [ControllerID] = [], removedAtEnd: [ControllerID] = [],
      dismissed: Content? = nil, outgoingColumns: [ControllerID] = [],
      incomingColumns: [ControllerID] = []
    ) {
      self.flow = flow
      self.incoming = incoming
      self.outgoing = outgoing
      self.animated = animated
      self.movedIn = movedIn
      self.movedOut = movedOut
      self.flags = flags
      self.hidesTabBarAtEnd = hidesTabBarAtEnd
      self.detachedAtEnd = detachedAtEnd
      self.removedAtEnd = removedAtEnd
      self.dismissed = dismissed
      self.outgoingColumns = outgoingColumns
      self.incomingColumns = incomingColumns
    }
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
        "the simulation stopped: \(answer.what), which is outside what the model knows (rule \(answer.rule.id))"
      )
    }
    return true
  }

  /// The controllers transition `t`'s appearance callbacks reach: the incoming and outgoing
  /// controllers that hear it, the split view's columns with them, and the children with views in
  /// their views.
  func hearing(_ t: Transition) -> [ControllerID] {
    let plan = AppearanceOrder.plan(t.flow, os: os).value
    var tops: [ControllerID] = []
    if plan.incomingHears { tops += t.incomingColumns + (t.incoming.map { [$0] } ?? []) }
    if plan.outgoingHears { tops += t.outgoingColumns + (t.outgoing.map { [$0] } ?? []) }
    return tops.flatMap(visibleControllers(from:))
  }

  /// Whether transition `i`, about to begin, meets a page scroll: its callbacks would reach pages
  /// that a page scroll under way has in the middle of their appearance transitions, or, `i` being
  /// a page scroll, pages that another transition under way has there. What UIKit calls then is
  /// not modelled: a note, and the run stops (rule flow.duringTransition.pageScroll).
  func meetsPageScroll(_ i: Int) -> Bool {
    // Only an app with a page view controller scrolls pages; most runs stop here, without copying
    // a transition.
    guard !containers.pagers.isEmpty, !begunTransitions.isEmpty else { return false }
    let flow = transitions[i].flow
    let others = begunTransitions.filter {
      flow == .pageScroll || transitions[$0].flow == .pageScroll
    }
    guard !others.isEmpty else { return false }
    let t = transitions[i]
    let hears = Set(hearing(t))
    // The subject of a flow: the page view controller of a page scroll, else the controller the
    // flow takes away (a pop, a dismissal) or brings.
    func subject(_ flow: Transition) -> String? {
      if flow.flow == .pageScroll, let page = flow.incoming ?? flow.outgoing,
        let pager = controllers[page].parent
      {
        return controllers[pager].name
      }
      let leaves = flow.flow == .pop || flow.flow == .dismissFullScreen || flow.flow == .dismissOver
      return (leaves ? flow.outgoing ?? flow.incoming : flow.incoming ?? flow.outgoing).map {
        controllers[$0].name
      }
    }
    for j in others.sorted() {
      let running = transitions[j]
      let shared = hearing(running).filter(hears.contains)
      guard !shared.isEmpty else { continue }
      let answer = FlowDuringTransition.meetingPageScroll(
        flow: t.flow, subject: subject(t), running: running.flow,
        runningSubject: subject(running), pages: shared.map { controllers[$0].name })
      recorder.note(answer.note, rule: answer.rule)
      stop(
        "the simulation stopped: \(answer.what), which is outside what the model knows (rule \(answer.rule.id))"
      )
      return true
    }
    return false
  }

  /// The start of a transition, in a layout pass: the incoming controller loads, the will-callbacks
  /// come in the flow's order, its view enters the window and is laid out; the end is scheduled.
  func beginTransition(_ i: Int) {
    if meetsPageScroll(i) { return }
    begunTransitions.insert(i)
    let t = transitions[i]
    let plan = AppearanceOrder.plan(t.flow, os: os)
    let duration = AppearanceOrder.duration(t.flow, animated: t.animated, os: os)
    let incoming = plan.value.incomingHears ? t.incoming : nil
    let outgoing = plan.value.outgoingHears ? t.outgoing : nil
    let incomingColumns = plan.value.incomingHears ? t.incomingColumns : []
    let outgoingColumns = plan.value.outgoingHears ? t.outgoingColumns : []
    for c in incomingColumns { loadViewIfNeeded(c) }
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
    if !incomingColumns.isEmpty || !outgoingColumns.isEmpty {
      let (moving, with) =
        incomingColumns.isEmpty ? (outgoingColumns, outgoing) : (incomingColumns, incoming)
      recorder.note(
        "the split view's view \(incomingColumns.isEmpty ? "leaves" : "enters") the window whole: its other columns' tops (\(moving.map { controllers[$0].name }.joined(separator: ", "))) \(incomingColumns.isEmpty ? "disappear" : "appear") with \(with.map { controllers[$0].name } ?? "it"), before it",
        object: "splitViewController", rule: Rule.splitViewColumnAppearance)
    }
    if let c = incoming { setFrameBeforeWillAppear(c, flow: t.flow) }
    let detail = t.animated ? "animated" : nil
    let outerTransition = appearanceTransition
    appearanceTransition = i
    defer { appearanceTransition = outerTransition }
    func incomingWill() {
      for c in incomingColumns { appearance(c, .viewWillAppear, detail: detail) }
      if let c = incoming { appearance(c, .viewWillAppear, detail: detail) }
    }
    func outgoingWill() {
      for c in outgoingColumns { appearance(c, .viewWillDisappear, detail: detail) }
      if let c = outgoing { appearance(c, .viewWillDisappear, detail: detail) }
    }
    if plan.value.incomingWillFirst {
      incomingWill()
      outgoingWill()
    } else {
      outgoingWill()
      incomingWill()
    }
    let tabBarBefore = tabBar.map { world.rect($0, .frame) }
    for c in incomingColumns {
      enterWindow(c)
      layout(c, appearing: true)
    }
    if let c = incoming {
      enterWindow(c)
      keyboardMeetsTabSwitch(i, atEnd: false)
      // A child's view is laid out by its parent's pass, in this turn.
      if controllers[c].parent == nil { layout(c, appearing: true) } else { needsLayout = true }
      if t.flow == .launch { launchLayoutPasses(c) }
    }
    if keyboardAvoidanceAfterLayout {
      keyboardAvoidanceAfterLayout = false
      if keyboardShown { avoidKeyboard(shown: true) }
    }
    applyTabBarTransitionBugs(i, before: tabBarBefore)
    schedule(.transitionEnded(i), after: duration.value)
  }

  /// The end of a transition: the did-callbacks in the flow's order, the outgoing view leaves the
  /// window, containment's didMove calls, the flags go back.
  func finishTransition(_ i: Int) {
    let t = transitions[i]
    animatingTransitions.remove(i)
    begunTransitions.remove(i)
    endTransitionBugs(i)
    let plan = AppearanceOrder.plan(t.flow, os: os).value
    let incoming = plan.incomingHears ? t.incoming : nil
    let incomingColumns = plan.incomingHears ? t.incomingColumns : []
    func outgoingEnds() {
      for c in t.outgoingColumns + (t.outgoing.map { [$0] } ?? []) {
        if plan.outgoingHears { appearance(c, .viewDidDisappear, detail: nil) }
        if plan.outgoingLeavesWindow { leaveWindow(c) }
      }
    }
    func incomingEnds() {
      for c in incomingColumns { appearance(c, .viewDidAppear, detail: nil) }
      if let c = incoming { appearance(c, .viewDidAppear, detail: nil) }
    }
    let outerTransition = appearanceTransition
    appearanceTransition = i
    defer { appearanceTransition = outerTransition }
    // The transition completes (the bar view hides), then the did-callbacks come.
    if t.hidesTabBarAtEnd { hideTabBarAtPushEnd() }
    keyboardMeetsTabSwitch(i, atEnd: true)
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
      // An animator's completion takes the outgoing view out before the did-callbacks (rule
      // flow.order.tabSwitch.crossFade).
      if plan.outgoingLeavesFirst, plan.outgoingLeavesWindow {
        for c in t.outgoingColumns + (t.outgoing.map { [$0] } ?? []) { leaveWindow(c) }
      }
      incomingEnds()
      outgoingEnds()
    } else {
      outgoingEnds()
      incomingEnds()
    }
    restoreKeyboardAtTransitionEnd(i)
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
    if callback == .viewWillAppear { deferredTraitsBeforeAppearing(c) }
    func forward(_ d: ControllerID) {
      // A child that heard viewDidAppear as its view entered its appearing parent's window does
      // not hear it again from the parent (UIKit enters a controller's appeared state once).
      if callback == .viewDidAppear, d != c, controllers[d].appeared { return }
      controllers[d].appeared = callback == .viewDidAppear
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
          ? ": outside what the model knows; the simulation stops here"
          : ": outside what the model knows; the run goes on, and every value after this is assumed"),
      rule: rule)
    if stops {
      stop(
        "the simulation stopped: " + what
          + ", which is outside what the model knows (rule \(rule.id))")
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

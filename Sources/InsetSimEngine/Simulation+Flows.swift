import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// The flows of an app (format 2, SPEC §7): push, pop, popToRoot, setViewControllers, present,
/// dismiss and selectTab. Each changes the containers at once (as UIKit's calls do), then runs as a
/// transition: its will-callbacks in the turn's layout pass, its did-callbacks when the transition
/// ends, in the order rule `AppearanceOrder` gives for the flow.
extension Simulation {
  struct Transition {
    var flow: AppearanceOrder.Flow
    var incoming: Int?
    var outgoing: Int?
    var animated: Bool
    /// didMove(toParent:) at the end: (controller, the parent's name or nil).
    var movedIn: [(Int, String)] = []
    var movedOut: [Int] = []
    /// Flags true from the will-callbacks to the did-callbacks (rule flow.movingFlags).
    var flags: [(Int, Property)] = []
    /// The tab bar's view reports hidden when the transition ends.
    var hidesTabBarAtEnd = false
  }

  func startTransition(_ t: Transition) {
    transitions.append(t)
    pendingTransitions.append(transitions.count - 1)
    if t.animated && t.flow != .launch { animatingTransitions.insert(transitions.count - 1) }
  }

  /// Whether a flow called now meets an animated transition that is still occurring: UIKit refuses
  /// it with a log (rules flow.duringTransition.*), or what it does is not modelled and the run
  /// stops. True when the flow must not go on.
  func refusedDuringTransition(_ call: String, navigation: Bool) -> Bool {
    guard let running = animatingTransitions.min() else { return false }
    let answer = FlowDuringTransition.answer(
      call: call, navigation: navigation, running: transitions[running].flow,
      incoming: transitions[running].incoming.map { controllers[$0].name })
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
      layout(c, appearing: true)
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
    if t.hidesTabBarAtEnd, let tabBar, world.bool(tabBar, .bottomBarHiddenByPush) {
      _ = recorder.write(
        tabBar, .hidden, BottomBarVisibility.viewHidden(true, pushEnded: true), as: Value.bool)
    }
    if plan.incomingDidFirst {
      if let c = incoming { appearance(c, .viewDidAppear, detail: nil) }
      outgoingEnds()
    } else {
      outgoingEnds()
      if let c = incoming { appearance(c, .viewDidAppear, detail: nil) }
    }
    for (c, parent) in t.movedIn { call(controllers[c].name, .didMove, detail: parent) }
    for c in t.movedOut { call(controllers[c].name, .didMove, detail: "nil") }
    for (c, p) in t.flags {
      _ = recorder.write(
        controllers[c].object, p, Derived(false, Rule.flowMovingFlags, "the transition ended"),
        as: Value.bool)
    }
  }

  /// A controller's view enters the window (its subtree with it) unless it is there already.
  func enterWindow(_ c: Int) {
    guard let root = controllers[c].rootView, !world[root].inWindow else { return }
    recorder.setInWindow(subtreeOf: root, true)
    call(world[root].name, .didMoveToWindow, detail: "window")
  }

  /// A controller's view leaves the window, unless it is still shown.
  func leaveWindow(_ c: Int) {
    guard let root = controllers[c].rootView, world[root].inWindow, !isShown(c) else { return }
    recorder.setInWindow(subtreeOf: root, false)
    call(world[root].name, .didMoveToWindow, detail: "nil")
  }

  /// Whether a controller is on screen now: the top, a controller under sheets and over-full-screen
  /// presentations, or a child of one.
  func isShown(_ c: Int) -> Bool {
    let t = topLevel(c)
    var p = presentations.count
    while true {
      // No list made for a single top (the common case).
      let shown =
        p > 0
        ? top(of: presentations[p - 1].content) == t
        : split.map { !$0.layout.collapsed.value } == true ? baseTops.contains(t) : rootTop == t
      if shown { return true }
      if p == 0 || presentations[p - 1].style == .fullScreen { return false }
      p -= 1
    }
  }

  /// An appearance callback of a controller, then forwarded to its children with views in its view
  /// tree
  /// (rule flow.containment.child), parents first.
  func appearance(_ c: Int, _ callback: Callback, detail: String?) {
    func forward(_ d: Int) {
      controllers[d].appearing = callback == .viewWillAppear || callback == .viewDidAppear
      if d != c {
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

  // MARK: - Navigation

  func currentNavigation() -> Int? { topController.flatMap { context(of: $0).nav } }

  func push(_ name: String, animated: Bool) {
    guard let from = topController, let n = currentNavigation() else {
      noop(
        "push of \(name): the top controller is in no navigation controller (navigationController is nil)",
        object: name)
      return
    }
    let c = controller(named: name)
    if isPlaced(c) {
      return raises("push of \(name), which is already in a container or presented")
    }
    if refusedDuringTransition("pushViewController:animated:", navigation: true) { return }
    recorder.event(
      navs[n].name, "pushViewController",
      detail: "\(name), \(animated ? "animated" : "not animated")")
    call(name, .willMove, detail: navs[n].name)
    navs[n].stack.append(c)
    controllers[c].nav = n
    let hides = updateTabBarForStack(start: true) == true
    startTransition(
      Transition(
        flow: .push, incoming: c, outgoing: from, animated: animated, movedIn: [(c, navs[n].name)],
        flags: [(c, .isMovingToParent)], hidesTabBarAtEnd: hides))
  }

  func pop(toRoot: Bool, animated: Bool) {
    let verb = toRoot ? "popToRootViewController" : "popViewController"
    guard let n = currentNavigation() else {
      return noop("\(verb): the top controller is in no navigation controller")
    }
    guard navs[n].stack.count > 1, let from = navs[n].stack.last else {
      return noop(
        "\(verb) on \(navs[n].name), whose stack holds only its root \(navs[n].stack.first.map { controllers[$0].name } ?? "")"
      )
    }
    if refusedDuringTransition(
      toRoot ? "popToRootViewControllerAnimated:" : "popViewControllerAnimated:", navigation: true)
    {
      return
    }
    poppedNavigations.insert(n)
    let removed = toRoot ? Array(navs[n].stack.dropFirst()) : [from]
    for c in removed.reversed() { call(controllers[c].name, .willMove, detail: "nil") }
    recorder.event(navs[n].name, verb, detail: animated ? "animated" : "not animated")
    navs[n].stack.removeLast(removed.count)
    for c in removed { controllers[c].nav = nil }
    if !(toRoot && tabBarStaysHiddenAfterPopToRoot(from: from, animated: animated)) {
      updateTabBarForStack(start: true)
    }
    startTransition(
      Transition(
        flow: .pop, incoming: navs[n].stack.last, outgoing: from, animated: animated,
        movedOut: removed.reversed(), flags: [(from, .isMovingFromParent)]))
  }

  /// UIKit bug of iOS 14.0–14.1 (rule bug.tabBar.hiddenAfterPopToRoot): an animated popToRoot from
  /// a top that hides the bottom bar leaves the tab bar hidden and out of the layout. True when it
  /// applies
  /// (the bar keeps
  /// its state and the trace says why).
  func tabBarStaysHiddenAfterPopToRoot(from top: Int, animated: Bool) -> Bool {
    guard scenario.uikitBugs, let tabBar,
      let note = TabBarHiddenAfterPopToRoot.note(
        os: os, animated: animated, barHiddenByPush: world.bool(tabBar, .bottomBarHiddenByPush),
        top: (controllers[top].name, world.bool(controllers[top].object, .hidesBottomBarWhenPushed))
      )
    else { return false }
    recorder.note(note, object: "tabBar", rule: TabBarHiddenAfterPopToRoot.rule)
    return true
  }

  func setViewControllers(_ names: [String], animated: Bool) {
    guard let n = currentNavigation(), let oldTop = navs[n].stack.last else {
      return noop("setViewControllers: the top controller is in no navigation controller")
    }
    if refusedDuringTransition("setViewControllers:animated:", navigation: true) { return }
    let old = navs[n].stack
    var new: [Int] = []
    for name in names {
      let c = controller(named: name)
      if isPlaced(c) && controllers[c].nav != n {
        return raises(
          "setViewControllers with \(name), which is already in another container or presented")
      }
      new.append(c)
    }
    let added = new.filter { !old.contains($0) }
    let removed = old.filter { !new.contains($0) }
    for c in added { call(controllers[c].name, .willMove, detail: navs[n].name) }
    for c in removed.reversed() { call(controllers[c].name, .willMove, detail: "nil") }
    recorder.event(
      navs[n].name, "setViewControllers",
      detail: names.joined(separator: ", ") + (animated ? ", animated" : ", not animated"))
    for c in removed { controllers[c].nav = nil }
    for c in new { controllers[c].nav = n }
    navs[n].stack = new
    let hides = updateTabBarForStack(start: true) == true
    let newTop = new[new.count - 1]
    var t = Transition(
      flow: .setViewControllers, incoming: newTop == oldTop ? nil : newTop,
      outgoing: newTop == oldTop ? nil : oldTop,
      animated: animated, movedIn: added.map { ($0, navs[n].name) }, movedOut: removed.reversed(),
      hidesTabBarAtEnd: hides)
    if added.contains(newTop) { t.flags.append((newTop, .isMovingToParent)) }
    if removed.contains(oldTop) { t.flags.append((oldTop, .isMovingFromParent)) }
    startTransition(t)
  }

  // MARK: - Presentation

  func present(_ spec: PresentSpec) {
    guard let presenter = topController else { return }
    let c = controller(named: spec.controller)
    if isPlaced(c) {
      return raises("present of \(spec.controller), which is already in a container or presented")
    }
    if refusedDuringTransition("presentViewController:animated:completion:", navigation: false) {
      return
    }
    let orientation: Orientation =
      if case .orientation(let o)? = world.value(window, .orientation) { o } else { .portrait }
    let width =
      world.value(window, .bounds)?.rectValue?.width
      ?? scenario.device.screenSize(orientation).width
    // The controller's modalPresentationStyle as the app last set it (its key, or a `set` step).
    let controllerStyle: PresentationStyle? =
      if case .presentationStyle(let s)? = world.value(
        controllers[c].object, .modalPresentationStyle)
      { s } else { nil }
    let style = ModalPresentation.resolve(
      spec.style, controllerStyle: controllerStyle, os: os,
      idiom: scenario.device.idiom, landscape: orientation.isLandscape,
      compactWidth: sizeClasses(orientation, mode: windowMode, width: width).horizontal.value
        == .compact)
    // A full-screen controller decides the interface's orientations: one that does not support the
    // current one turns the interface when it is presented, which is not simulated.
    if style.value == .fullScreen, !spec.inNavigationController, scenario.device.idiom == .phone,
      let supported = controllers[c].spec?.spec.supportedInterfaceOrientations,
      !supported.contains(orientation)
    {
      return outsideModel(
        Rule.outsideInterfaceTurn,
        "present of \(spec.controller), which supports \(supported.map(\.rawValue).joined(separator: ", ")), full screen in \(orientation.rawValue): the interface would turn to it",
        stops: true)
    }
    recorder.event(
      controllers[presenter].name, "present",
      detail: "\(spec.controller), \(style.value.rawValue)\(spec.animated ? ", animated" : "")")
    recorder.note(style.why, object: spec.controller, ruleOf: style)
    var content = Content.controller(c)
    if spec.inNavigationController, let app = scenario.app,
      let names = scenario.navigationNames(of: app).first(where: {
        $0.presenting == spec.controller
      })
    {
      let n = makeNavigation(names, spec: NavigationControllerSpec(), stack: [spec.controller])
      content = .navigation(n)
    }
    presentations.append(
      PresentationState(
        content: content, style: style.value, presenter: presenter, detents: spec.detents))
    startTransition(
      Transition(
        flow: style.value == .fullScreen ? .presentFullScreen : .presentOver, incoming: c,
        outgoing: presenter,
        animated: spec.animated, flags: [(c, .isBeingPresented)]))
  }

  func dismiss(animated: Bool) {
    guard let p = presentations.last, let c = top(of: p.content) else {
      return noop("dismiss: nothing is presented")
    }
    if refusedDuringTransition("dismissViewControllerAnimated:completion:", navigation: false) {
      return
    }
    let root: Int
    switch p.content {
    case .controller(let r): root = r
    case .navigation(let n): root = navs[n].stack.first ?? c
    }
    recorder.event(controllers[c].name, "dismiss", detail: animated ? "animated" : "not animated")
    presentations.removeLast()
    startTransition(
      Transition(
        flow: p.style == .fullScreen ? .dismissFullScreen : .dismissOver, incoming: topController,
        outgoing: c,
        animated: animated, flags: [(root, .isBeingDismissed)]))
  }

  // MARK: - Tabs

  func selectTab(_ index: Int) {
    guard index < tabContents.count else {
      return noop("selectTab \(index): the tab bar controller has \(tabContents.count) tabs")
    }
    guard index != selectedTab else {
      return noop("selectTab \(index): the tab is already selected")
    }
    if refusedDuringTransition("setSelectedIndex:", navigation: false) { return }
    let old = topController
    selectedTab = index
    rootContent = tabContents[index]
    recorder.event("tabBarController", "setSelectedIndex", detail: "\(index)")
    updateTabBarForStack(start: true)
    guard presentations.isEmpty else {
      recorder.note(
        "the tab switch happens under the presented controller: its controllers get no appearance callbacks now",
        rule: Rule.flowOrderTabSwitch)
      return
    }
    startTransition(
      Transition(flow: .tabSwitch, incoming: topController, outgoing: old, animated: os.major >= 18)
    )
  }
}

import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// A navigation controller (UINavigationController): its object, its bars and its stack (indexes
/// into the simulation's controllers), bottom first. It shows the top of its stack, gives the
/// controllers it holds its navigation bar, toolbar, large title and search bar band, and accepts
/// push, pop, popToRoot, setViewControllers and its bars' setHidden calls.
struct NavigationContainer {
  var name: String
  var object: World.ObjectID
  var navigationBar: World.ObjectID
  var toolbar: World.ObjectID
  var stack: [ControllerID]
  /// The top that an edge swipe under way popped (rule navigation.interactivePop.stack): let go
  /// early, it returns to the stack.
  var swipedOff: ControllerID?
}

extension NavigationContainer: ContainerKind {
  /// A navigation controller's timers, about its index: a bar's hide animation ended.
  enum Timer: Int {
    case navigationBarHideEnded, toolbarHideEnded
  }

  static func timerFired(_ timer: ContainerTimer, in sim: Simulation) {
    switch Timer(rawValue: timer.code) {
    case .navigationBarHideEnded: sim.barHideEnded(nav: timer.subject, toolbar: false)
    case .toolbarHideEnded: sim.barHideEnded(nav: timer.subject, toolbar: true)
    case nil: break
    }
  }

  static func perform(_ action: ScriptStep.Action, in sim: Simulation) -> Bool {
    switch action {
    case .push(let name, let animated): sim.push(name, animated: animated)
    case .pop(let animated): sim.pop(toRoot: false, animated: animated)
    case .popToRoot(let animated): sim.pop(toRoot: true, animated: animated)
    case .swipeBack(let cancelled): sim.swipeBack(cancelled: cancelled)
    case .setViewControllers(let names, let animated):
      sim.setViewControllers(names, animated: animated)
    case .setNavigationBarHidden(let hidden, let animated):
      sim.setNavigationBarHidden(hidden, animated: animated)
    case .setToolbarHidden(let hidden, let animated):
      sim.setToolbarHidden(hidden, animated: animated)
    default: return false
    }
    return true
  }

  /// The navigation bar and toolbar around `c` (not in a sheet, which lays out its own bar), with
  /// the bugs that move them in some releases.
  static func writeBars(
    _ bars: BarLayout, for c: ControllerID, placement: Simulation.Placement, in sim: Simulation
  ) {
    let inSheet = placement.presentation.map { sim.presentations[$0].style.isSheet } ?? false
    guard let n = placement.nav, !inSheet else { return }
    let (navigationBar, toolbar) = (bars.navigationBar, bars.toolbar)
    if navigationBar.exists {
      let frame =
        sim.navigationBarFrameBug(c, nav: n, navigationBar.frame.value) ?? navigationBar.frame
      _ = sim.recorder.write(sim.navs[n].navigationBar, .frame, frame, as: Value.rect)
    }
    if toolbar.exists {
      let frame =
        sim.toolbarGapBug(toolbar.frame.value, tabbed: placement.tabbed, bars) ?? toolbar.frame
      _ = sim.recorder.write(sim.navs[n].toolbar, .frame, frame, as: Value.rect)
    }
  }

  static func dragged(_ scroll: World.ObjectID, from: Point, to: Point, in sim: Simulation) {
    sim.navigationBarFollowsDrag(of: scroll, to: to)
  }

  static func cancelled(_ t: Simulation.Transition, in sim: Simulation) {
    guard let top = t.outgoing, let n = sim.navs.firstIndex(where: { $0.swipedOff == top }) else {
      return
    }
    sim.returnSwipedTop(n)
  }

  /// The bars of the navigation controller around `c`: hidden or not, translucent or not, the large
  /// title (decided by the stack's items in an app, collapsed by a drag) and the search bar's band
  /// (not in a sheet).
  static func contribute(
    to input: inout LayoutInput, for c: ControllerID, placement: Simulation.Placement, world: World,
    in sim: Simulation
  ) {
    guard let n = placement.nav else { return }
    let nav = sim.navs[n]
    input.hasNavigationController = true
    input.navigationBarHidden =
      world.bool(nav.object, .navigationBarHidden) || world.bool(nav.navigationBar, .hidden)
    input.navigationBarTranslucent = world.bool(nav.navigationBar, .translucent)
    input.prefersLargeTitles = world.bool(nav.object, .prefersLargeTitles)
    if input.prefersLargeTitles {
      input.prefersLargeTitles = sim.largeTitle(n).value
    }
    if sim.collapsedTitles.contains(c) { input.prefersLargeTitles = false }
    if sim.controllers[c].searchBar != nil && !sim.hiddenSearchBars.contains(c)
      && placement.presentation.map({ !sim.presentations[$0].style.isSheet }) ?? true
    {
      input.searchBarBand = NavigationSearchBar.height(on: sim.os).value
    }
    input.toolbarHidden = world.bool(nav.object, .toolbarHidden)
    input.toolbarTranslucent = world.bool(nav.toolbar, .translucent)
  }
}

extension Simulation {
  /// Creates a navigation controller with its bars (format 1's defaults where the spec is silent)
  /// and its stack's controllers.
  func makeNavigation(
    _ names: Scenario.NavigationNames, spec: NavigationControllerSpec, stack: [String]
  ) -> Int {
    let translucentDefault = EraDefaults.barsTranslucent(on: os)
    // A navigation controller of these names that a dismissal let go of (a presentation's, see
    // PresentationContainer.transitionEnded) is made anew in its objects: one object per name, its
    // values set again to a new controller's.
    let released = navs.firstIndex { $0.name == names.controller && $0.stack.isEmpty }
    let nav =
      released.map { navs[$0].object }
      ?? recorder.add(name: names.controller, kind: .navigationController)
    let bar =
      released.map { navs[$0].navigationBar }
      ?? recorder.add(name: names.navigationBar, kind: .navigationBar)
    let tools =
      released.map { navs[$0].toolbar }
      ?? recorder.add(name: names.toolbar, kind: .toolbar)
    // The objects' first values; on objects made anew, UIKit's defaults for a new controller.
    let cause: TraceWriter.Cause =
      released == nil
      ? .initial
      : .rule(
        Rule.navigationNewController,
        "\(names.controller) is made anew: a new navigation controller's defaults")
    recorder.write(
      nav, .navigationBarHidden, .bool(spec.navigationBarHidden ?? false), cause: cause)
    recorder.write(nav, .toolbarHidden, .bool(spec.toolbarHidden ?? true), cause: cause)
    if era == .safeArea {
      recorder.write(
        nav, .prefersLargeTitles, .bool(spec.prefersLargeTitles ?? false), cause: cause)
    }
    recorder.write(bar, .translucent, .bool(spec.translucent ?? translucentDefault), cause: cause)
    recorder.write(bar, .hidden, .bool(spec.navigationBarHidden ?? false), cause: cause)
    recorder.write(
      tools, .translucent, .bool(spec.toolbarTranslucent ?? translucentDefault), cause: cause)
    recorder.write(tools, .hidden, .bool(spec.toolbarHidden ?? true), cause: cause)
    // What the engine kept of the dismissed one (a pop it made) is not the new one's.
    if let released { poppedNavigations.remove(released) }
    let made = NavigationContainer(
      name: names.controller, object: nav, navigationBar: bar, toolbar: tools, stack: [])
    let n = released ?? navs.count
    if let released { navs[released] = made } else { navs.append(made) }
    for (i, name) in stack.enumerated() {
      let c = controller(named: name)
      navs[n].stack.append(c)
      controllers[c].nav = n
      if i == 0 {
        recorder.event(names.controller, "initWithRootViewController", detail: name)
        if semantics.readsRootHidesBottomBar { readHidesBottomBarWhenPushed(c) }
      }
    }
    if stack.count > 1 {
      recorder.event(
        names.controller, "setViewControllers",
        detail: stack.joined(separator: ", ") + ", not animated")
    }
    return n
  }

  /// The navigation controller of the top controller.
  func currentNavigation() -> Int? { topController.flatMap { context(of: $0).nav } }

  /// Whether navigation controller `n` shows a large title for its top (iOS 11+ apps).
  func largeTitle(_ n: Int) -> Derived<Bool> {
    // The navigation item's mode as the app last set it (its key, or a `set` step in a callback).
    // Walked down from the top to the first item whose mode decides, with no list made: a deep
    // stack of automatic items costs a read per item, not a name and a tuple each.
    var decider: (name: String, mode: LargeTitleDisplayMode)?
    // Without prefersLargeTitles no item decides: the stack is not walked (a deep stack pushed
    // one by one walked it at each push).
    let prefers = world.bool(navs[n].object, .prefersLargeTitles)
    for c in navs[n].stack.reversed() where prefers {
      if case .largeTitleMode(let m)? = world.value(controllers[c].object, .largeTitleDisplayMode),
        m != .automatic
      {
        decider = (controllers[c].name, m)
        break
      }
    }
    let top = navs[n].stack.last.map { controllers[$0].name } ?? "the top"
    let shown = LargeTitles.showsLargeTitle(prefersLargeTitles: prefers, top: top, decider: decider)
    // A compact-height window shows none (rule largeTitle.compactHeight).
    if shown.value, Rule.largeTitleCompactHeight.applies(to: os),
      LargeTitleCompactHeight.refuses(idiom: scenario.device.idiom, orientation: currentOrientation)
    {
      return LargeTitleCompactHeight.standardBar(top: top)
    }
    return shown
  }

  /// Whether navigation controller `n` shows `c`'s large title expanded now (before any collapse).
  func largeTitleShown(_ n: Int, for c: ControllerID) -> Bool { largeTitle(n).value }

  // MARK: - Flows

  /// A format-1 scenario's push of its controller onto the navigation controller (`presentation:
  /// pushed`, ``AppSemantics/pushedAtLaunch``), at 0.1 s: format 1's own push, with no containment
  /// callbacks, appearing over 350 ms.
  func pushScenarioController() {
    guard let name = semantics.pushedAtLaunch, let from = topController, !navs.isEmpty else {
      return
    }
    let c = controller(named: name)
    recorder.event("navigationController", "pushViewController", detail: "\(name), animated")
    readHidesBottomBarWhenPushed(c)
    navs[0].stack.append(c)
    controllers[c].nav = 0
    pendingScenarioPush = (c, from)
  }

  /// Format 1's push, begun in the layout pass after it: the pushed controller loads, the top's
  /// viewWillDisappear and the pushed one's viewWillAppear, its view enters the window and is laid
  /// out; the push ends after its 350 ms.
  func beginScenarioPush(_ c: ControllerID, from: ControllerID) {
    loadViewIfNeeded(c)
    call(controllers[from].name, .viewWillDisappear, detail: "animated")
    call(controllers[c].name, .viewWillAppear, detail: "animated")
    if let root = controllers[c].rootView {
      recorder.setInWindow(subtreeOf: root, true)
      call(world[root].name, .didMoveToWindow, detail: "window")
    }
    layout(c, appearing: true)
    schedule(.scenarioPushEnded(c, from: from), after: LifecycleTiming.pushDuration)
  }

  /// The end of format 1's push: a controller that hides the bottom bar hides the tab bar's view,
  /// as an app's push does, then the top that was covered disappears and the pushed one appears.
  func finishScenarioPush(_ c: ControllerID, from: ControllerID) {
    hideTabBarAtPushEnd()
    call(controllers[from].name, .viewDidDisappear)
    if let root = controllers[from].rootView {
      recorder.setInWindow(subtreeOf: root, false)
      call(world[root].name, .didMoveToWindow, detail: "nil")
    }
    call(controllers[c].name, .viewDidAppear)
  }

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

  /// The user's edge swipe back (rule navigation.interactivePop): carried through, a pop; let go
  /// early, the controller below starts to appear and disappears again, and the stack stays.
  func swipeBack(cancelled: Bool) {
    guard cancelled else { return pop(toRoot: false, animated: true) }
    guard let n = currentNavigation() else {
      return noop("swipeBack: the top controller is in no navigation controller")
    }
    guard navs[n].stack.count > 1, let top = navs[n].stack.last else {
      return noop(
        "swipeBack on \(navs[n].name), whose stack holds only its root: the edge swipe does not begin"
      )
    }
    if refusedDuringTransition("popViewControllerAnimated:", navigation: true) { return }
    let below = navs[n].stack[navs[n].stack.count - 2]
    // The swipe pops when it begins (rule navigation.interactivePop.stack).
    recorder.event(navs[n].name, "swipeBack", detail: "let go early")
    call(controllers[top].name, .willMove, detail: "nil")
    navs[n].stack.removeLast()
    controllers[top].nav = nil
    navs[n].swipedOff = top
    let belowName = controllers[below].name
    recorder.note(
      "the swipe pops \(controllers[top].name) as it begins: \(belowName) is the top while the finger moves",
      object: navs[n].name, rule: Rule.navigationInteractivePopStack)
    updateTabBarForStack(start: true)
    let t = Transition(
      flow: .pop, incoming: below, outgoing: top, animated: true,
      flags: [(top, .isMovingFromParent)])
    t.cancelled = Cancel(rule: Rule.navigationInteractivePop, incomingFirst: true)
    startTransition(t)
  }

  /// The search bar of `c`'s navigation item: the band at the navigation bar's bottom while it
  /// shows, no height at that edge while it hides (rules searchBar.height,
  /// searchBar.hidesWhenScrolling).
  func writeSearchBarFrame(
    _ searchBar: World.ObjectID, of c: ControllerID, input: LayoutInput, bars: BarLayout
  ) {
    if let p = context(of: c).presentation, presentations[p].style.isSheet {
      return outsideModel(
        Rule.outsideSearchBarInSheet,
        "\(controllers[c].name) has a search controller in a sheet: a search bar in a sheet's navigation bar",
        stops: true)
    }
    let navigationBar = bars.navigationBar
    guard navigationBar.exists, input.navigationBarVisible else {
      _ = recorder.write(
        searchBar, .frame,
        Derived(
          Rect(width: bars.screen.width, height: 0), Rule.searchBarHidesWhenScrolling,
          "no navigation bar shows it"), as: Value.rect)
      return
    }
    let bar = navigationBar.frame.value
    let band = input.searchBarBand
    if band > 0 {
      let height = NavigationSearchBar.height(on: os)
      _ = recorder.write(
        searchBar, .frame,
        Derived(
          Rect(x: bar.minX, y: bar.maxY - band, width: bar.width, height: band), ruleOf: height,
          "at the navigation bar's bottom: " + height.why), as: Value.rect)
    } else {
      _ = recorder.write(
        searchBar, .frame,
        Derived(
          Rect(x: bar.minX, y: bar.maxY, width: bar.width, height: 0),
          Rule.searchBarHidesWhenScrolling,
          "hidden (hidesSearchBarWhenScrolling): no height, at the navigation bar's bottom"),
        as: Value.rect)
    }
  }

  /// Let go early, the top a swipe popped returns to the stack, and a tab bar it hides is hidden
  /// again (rule navigation.interactivePop.stack).
  func returnSwipedTop(_ n: Int) {
    guard let top = navs[n].swipedOff else { return }
    navs[n].swipedOff = nil
    navs[n].stack.append(top)
    controllers[top].nav = n
    let name = controllers[top].name
    recorder.note(
      "\(name) returns to the stack", object: navs[n].name,
      rule: Rule.navigationInteractivePopStack)
    if updateTabBarForStack(start: true) == true, let tabBar, !world.bool(tabBar, .hidden),
      !tabBarFloatsAtTop
    {
      _ = recorder.write(
        tabBar, .hidden,
        Derived(
          true, Rule.navigationInteractivePopStack,
          "let go early: \(name) is the top again and hides the bottom bar"),
        as: Value.bool)
    }
    needsLayout = true
  }

  /// UIKit bug of iOS 14.0–14.1 (rule bug.tabBar.hiddenAfterPopToRoot): an animated popToRoot from
  /// a top that hides the bottom bar leaves the tab bar hidden and out of the layout. True when it
  /// applies (the bar keeps its state and the trace says why).
  func tabBarStaysHiddenAfterPopToRoot(from top: ControllerID, animated: Bool) -> Bool {
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
    var new: [ControllerID] = []
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
    let t = Transition(
      flow: .setViewControllers, incoming: newTop == oldTop ? nil : newTop,
      outgoing: newTop == oldTop ? nil : oldTop,
      animated: animated, movedIn: added.map { ($0, navs[n].name) }, movedOut: removed.reversed(),
      hidesTabBarAtEnd: hides)
    if added.contains(newTop) { t.flags.append((newTop, .isMovingToParent)) }
    if removed.contains(oldTop) { t.flags.append((oldTop, .isMovingFromParent)) }
    startTransition(t)
  }

  // MARK: - Bars

  func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard let n = topController.flatMap({ context(of: $0).nav }) else {
      return noop("setNavigationBarHidden: the top controller is in no navigation controller")
    }
    setBarHidden(
      hidden, animated: animated, flag: .navigationBarHidden, nav: n, bar: navs[n].navigationBar,
      event: "setNavigationBarHidden",
      end: .navigationBarHideEnded)
  }

  func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard let n = topController.flatMap({ context(of: $0).nav }) else {
      return noop("setToolbarHidden: the top controller is in no navigation controller")
    }
    setBarHidden(
      hidden, animated: animated, flag: .toolbarHidden, nav: n, bar: navs[n].toolbar,
      event: "setToolbarHidden", end: .toolbarHideEnded)
  }

  /// The navigation controller's flag changes at once and the layout follows in this turn; the bar
  /// view shows at once, and hides at once or when its hide animation ends (rule
  /// navigationBar.setHidden).
  private func setBarHidden(
    _ hidden: Bool, animated: Bool, flag: Property, nav n: Int, bar: World.ObjectID, event: String,
    end: NavigationContainer.Timer
  ) {
    let nav = navs[n].object
    recorder.event(navs[n].name, event, detail: "\(hidden), animated: \(animated)")
    recorder.write(nav, flag, .bool(hidden), cause: .app)
    if !hidden || !animated {
      recorder.write(
        bar, .hidden, .bool(hidden),
        cause: .rule(
          Rule.navigationBarSetHidden, animated ? "shown at the animation's start" : "not animated")
      )
    } else {
      schedule(
        end, of: NavigationContainer.self, about: n, after: LifecycleTiming.barHideShowDuration)
    }
    needsLayout = true
  }

  /// A bar's hide animation ended: the bar view hides, unless the app showed it again meanwhile.
  func barHideEnded(nav n: Int, toolbar: Bool) {
    if toolbar {
      if world.bool(navs[n].object, .toolbarHidden) {
        recorder.write(
          navs[n].toolbar, .hidden, .bool(true),
          cause: .rule(Rule.navigationBarSetHidden, "the toolbar's hide animation ended"))
      }
    } else if world.bool(navs[n].object, .navigationBarHidden) {
      recorder.write(
        navs[n].navigationBar, .hidden, .bool(true),
        cause: .rule(Rule.navigationBarSetHidden, "the hide animation ended"))
    }
  }

  // MARK: - Scrolling

  /// The scroll view the navigation bar observes for controller `c` (rules
  /// navigation.contentScrollView, largeTitle.notTracked).
  func observedScrollView(of c: ControllerID, root: World.ObjectID) -> Derived<World.ObjectID?> {
    let setting =
      Rule.navigationContentScrollView.applies(to: os)
      ? controllers[c].spec?.spec.contentScrollView : nil
    var set: World.ObjectID?
    if case .view(let id)? = setting { set = world.id(id) }
    return ContentScrollView.observed(
      setting: setting, set: set,
      found: ContentInsetAdjustment.contentScrollView(world: world, root: root))
  }

  /// What a drag of `scroll` to `offset` does to the navigation bar that tracks it (rules
  /// largeTitle.collapseOnScroll, largeTitle.notTracked, searchBar.hidesWhenScrolling,
  /// navigation.contentScrollView): a hiding search bar and a large title collapse or expand.
  func navigationBarFollowsDrag(of scroll: World.ObjectID, to offset: Point) {
    guard era == .safeArea, let top = shownTop(holding: scroll) else { return }
    guard let n = context(of: top).nav, let root = controllers[top].rootView else {
      // The app's setContentScrollView names a scroll view for bars that are not there.
      if Rule.navigationContentScrollView.applies(to: os),
        case .view(let id)? = controllers[top].spec?.spec.contentScrollView,
        id == world[scroll].name
      {
        recorder.note(
          "in no navigation controller: no navigation bar follows the scroll view that contentScrollView names",
          object: controllers[top].name, rule: Rule.navigationContentScrollView)
      }
      return
    }
    let hasTitle = largeTitleShown(n, for: top) || collapsedTitles.contains(top)
    let search =
      controllers[top].searchBar != nil
      && controllers[top].spec?.spec.searchController?.hidesSearchBarWhenScrolling ?? true
    guard hasTitle || search else { return }
    let observed = observedScrollView(of: top, root: root)
    guard observed.value == scroll else {
      let what = hasTitle ? "the large title stays expanded" : "the search bar stays as it is"
      recorder.note(
        observed.rule == Rule.largeTitleNotTracked.id
          ? "the navigation bar tracks \(controllers[top].name)'s content scroll view (its view or the first subviews' chain), not \(world[scroll].name): \(what)"
          : "\(observed.why), not \(world[scroll].name): \(what)",
        object: navs[n].name, ruleOf: observed)
      return
    }
    if observed.rule == Rule.navigationContentScrollView.id {
      recorder.note(observed.why, object: navs[n].name, ruleOf: observed)
    }
    // The content's top with the search bar and the large title both shown: the bar's bottom now,
    // plus what a drag has hidden. The search bar hides first, then the title collapses.
    let band = search ? NavigationSearchBar.height(on: os).value : 0
    var fullTop = world.rect(navs[n].navigationBar, .frame).maxY
    if collapsedTitles.contains(top) { fullTop += LargeTitleCollapse.titleHeight }
    if hiddenSearchBars.contains(top) { fullTop += band }
    if search {
      let shown = NavigationSearchBar.settles(offsetY: offset.y, fullTop: fullTop, band: band)
      if shown.value == hiddenSearchBars.contains(top) {
        if shown.value { hiddenSearchBars.remove(top) } else { hiddenSearchBars.insert(top) }
        recorder.note(
          shown.why, object: SearchControllerSpec.searchBarName(of: controllers[top].name),
          ruleOf: shown)
        needsLayout = true
      }
    }
    guard hasTitle else { return }
    let settles = LargeTitleCollapse.settles(
      offsetY: offset.y, expandedTop: fullTop - band, os: design)
    guard settles.value != collapsedTitles.contains(top) else { return }
    // UIKit bug of iOS 11.0: no collapse until a push and a pop have run on this navigation
    // controller.
    if scenario.uikitBugs,
      let note = LargeTitleNoCollapseOnColdLaunch.note(
        os: os, collapsing: settles.value, popped: poppedNavigations.contains(n),
        navigation: navs[n].name)
    {
      recorder.note(note, object: navs[n].name, rule: LargeTitleNoCollapseOnColdLaunch.rule)
      return
    }
    if settles.value { collapsedTitles.insert(top) } else { collapsedTitles.remove(top) }
    recorder.note(settles.why, object: navs[n].name, ruleOf: settles)
    needsLayout = true
  }

  /// Scrolled to the top of the content, the navigation bar tracking `scroll` expands its collapsed
  /// large title again (rule largeTitle.collapseOnScroll). Returns whether it does.
  func largeTitleExpandsAtTop(of scroll: World.ObjectID) -> Bool {
    guard era == .safeArea, let top = shownTop(holding: scroll), collapsedTitles.contains(top),
      let n = context(of: top).nav, let root = controllers[top].rootView,
      observedScrollView(of: top, root: root).value == scroll
    else { return false }
    collapsedTitles.remove(top)
    recorder.note(
      "scrolled to the top: \(navs[n].name)'s large title expands", object: navs[n].name,
      rule: Rule.largeTitleCollapseOnScroll)
    needsLayout = true
    return true
  }
}

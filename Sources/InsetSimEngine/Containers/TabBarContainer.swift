import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// The tab bar controller (UITabBarController): its object, its tab bar, its tabs and the selected
/// one. It shows the selected tab's top, gives the controllers of its tabs the tab bar (out of the
/// layout while a pushed controller hides the bottom bar), and accepts selectTab. A format-1
/// scenario's tab bar controller has no list of tabs: it holds the root content.
struct TabBarContainer {
  var object: World.ObjectID
  var bar: World.ObjectID
  var tabs: [Simulation.Content] = []
  var selected = 0
  /// iOS 26: when the tab bar minimizes (rule tabBar.minimizeOnScroll), and whether it is.
  var minimizeBehavior = TabBarMinimizeBehavior.automatic
  var minimized = false
  /// iOS 18: the controller's own `isTabBarHidden` (rule tabBar.setTabBarHidden).
  var hiddenByController = false
  /// iPadOS 18: whether the bar was at the top at the last layout pass (nil before the first), so
  /// that a move between the top and the bottom is seen (rule tabBar.iPadTop).
  var wasAtTop: Bool?
}

extension TabBarContainer: ContainerKind {
  static func perform(_ action: ScriptStep.Action, in sim: Simulation) -> Bool {
    switch action {
    case .selectTab(let index): sim.selectTab(index)
    case .setTabBarHidden(let hidden, let animated): sim.setTabBarHidden(hidden, animated: animated)
    default: return false
    }
    return true
  }

  /// The tab bar around `c`: translucent or not, hidden by its own flag or by a pushed controller
  /// that hides the bottom bar, and iOS 26's bottom accessory.
  static func contribute(
    to input: inout LayoutInput, for c: ControllerID, placement: Simulation.Placement, world: World,
    in sim: Simulation
  ) {
    guard let tabBar = sim.tabBar, placement.tabbed else { return }
    input.hasTabBar = true
    input.tabBarTranslucent = world.bool(tabBar, .translucent)
    input.tabBarHidden = world.bool(tabBar, .hidden)
    input.bottomBarHiddenByPush = world.bool(tabBar, .bottomBarHiddenByPush)
    input.tabBarAccessory = sim.tabBarAccessory
    input.tabBarMinimized = sim.containers.tabs?.minimized ?? false
    input.tabBarHiddenByController = sim.containers.tabs?.hiddenByController ?? false
  }

  static func dragged(_ scroll: World.ObjectID, from: Point, to: Point, in sim: Simulation) {
    sim.minimizeTabBar(after: scroll, from: from.y, to: to.y)
  }

  /// A minimized tab bar expands when the content it follows comes back to its top, as a drag there
  /// expands it (rule tabBar.minimizeOnScroll).
  static func scrolledToTop(_ scroll: World.ObjectID, from: Point, to: Point, in sim: Simulation) {
    guard sim.containers.tabs?.minimized == true else { return }
    sim.minimizeTabBar(after: scroll, from: from.y, to: to.y)
  }

  /// The tab bar's frame, when the bar is around `c`.
  static func writeBars(
    _ bars: BarLayout, for c: ControllerID, placement: Simulation.Placement, in sim: Simulation
  ) {
    guard let tabBar = sim.tabBar, placement.tabbed else { return }
    let bar = bars.tabBar
    if bar.exists { _ = sim.recorder.write(tabBar, .frame, bar.frame, as: Value.rect) }
    sim.tabBarMoved()
  }
}

extension Simulation {
  /// The tab bar's object, when there is a tab bar controller.
  var tabBar: World.ObjectID? { containers.tabs?.bar }
  /// The tab bar controller's tabs (none in a format-1 scenario) and the selected one.
  var tabContents: [Content] { containers.tabs?.tabs ?? [] }
  var selectedTab: Int { containers.tabs?.selected ?? 0 }

  /// A tab bar's translucency: the app's setting, else the era's default. UITabBar.translucent is
  /// iOS 7+: on iOS 6 the setting is noted and left out (Scenario.unavailableSettings).
  func tabBarTranslucent(_ spec: TabBarControllerSpec) -> Bool {
    let eraDefault = EraDefaults.barsTranslucent(on: os)
    return era == .ios6 ? eraDefault : spec.translucent ?? eraDefault
  }

  /// Creates the tab bar controller and its tab bar.
  func makeTabBarController(_ spec: TabBarControllerSpec) {
    let object = recorder.add(name: "tabBarController", kind: .tabBarController)
    let bar = recorder.add(name: "tabBar", kind: .tabBar)
    containers.tabs = TabBarContainer(object: object, bar: bar)
    containers.tabs?.minimizeBehavior = spec.minimizeBehavior ?? .automatic
    containers.tabs?.hiddenByController = spec.isTabBarHidden ?? false
    // The app's mode (iPadOS 18+, the decoder refuses it before): the tabs show as a tab bar.
    if let mode = spec.mode {
      let shown = TabBarModes.shown(mode)
      recorder.note(shown.why, object: "tabBarController", ruleOf: shown)
    }
    recorder.write(bar, .translucent, .bool(tabBarTranslucent(spec)), cause: .initial)
    if spec.isTabBarHidden == true {
      // The app's isTabBarHidden, set before the bar shows: the bar's view reports hidden by that
      // rule (low), not as a figure of the scenario's own.
      _ = recorder.write(bar, .hidden, TabBarHidden.hiddenAtLaunch, as: Value.bool)
    } else {
      recorder.write(bar, .hidden, .bool(spec.tabBarHidden ?? false), cause: .initial)
    }
    recorder.write(bar, .bottomBarHiddenByPush, .bool(false), cause: .initial)
  }

  /// An app's tab bar controller at launch: its tab bar, then its tabs (made in order) and the
  /// selected one, which becomes the window's root content.
  func launchTabs(_ spec: TabsSpec, making content: (ContainerSpec) -> Content) {
    makeTabBarController(spec.bars)
    // Format 1: the tab bar controller holds the scenario's containers, with no tabs list
    // (``AppSemantics/listsTabs``).
    guard semantics.listsTabs else {
      rootContent = spec.tabs.first.map(content)
      return
    }
    containers.tabs?.tabs = spec.tabs.map(content)
    containers.tabs?.selected = spec.selected
    recorder.event(
      "tabBarController", "setViewControllers",
      detail: tabContents.map { c -> String in
        switch c {
        case .controller(let i): controllers[i].name
        case .navigation(let n): navs[n].name
        }
      }.joined(separator: ", ") + "; selected \(selectedTab)")
    rootContent = tabContents[selectedTab]
    _ = tabGoesToMore(selectedTab, "the app launches on")
  }

  func selectTab(_ index: Int) {
    guard index < tabContents.count else {
      return noop("selectTab \(index): the tab bar controller has \(tabContents.count) tabs")
    }
    guard index != selectedTab else {
      return noop("selectTab \(index): the tab is already selected")
    }
    if tabGoesToMore(index, "selectTab shows") { return }
    if fullScreenCoversSheet {
      return outsideModel(
        Rule.outsideStackedPresentations,
        "selectTab \(index) under a full-screen presentation that covers a sheet", stops: true)
    }
    if refusedDuringTransition("setSelectedIndex:", navigation: false) { return }
    // The tabs' tops, under any presentation (the top controller is the presented one's).
    let old = rootTop
    containers.tabs?.selected = index
    rootContent = tabContents[index]
    recorder.event("tabBarController", "setSelectedIndex", detail: "\(index)")
    // The new tab's stack, under any presentation.
    updateTabBarForStack(start: true, top: rootTop)
    // A full-screen presentation took the tab bar controller's view out of the window: the tabs
    // hear nothing now, and the dismissal shows the new tab.
    guard !presentations.contains(where: { $0.style == .fullScreen }) else {
      recorder.note(
        "the tab switch happens under the presented controller: its controllers get no appearance callbacks now",
        rule: Rule.flowOrderTabSwitchCrossFade.applies(to: os)
          ? Rule.flowOrderTabSwitchCrossFade : Rule.flowOrderTabSwitch)
      return
    }
    // A sheet (or a presentation over the full screen) leaves the tab bar controller's view in the
    // window, appeared: the tabs switch as with nothing presented.
    if let p = presentations.last, let shown = top(of: p.content) {
      recorder.note(
        "the tab switch happens under \(controllers[shown].name) (\(p.style.rawValue)), which leaves the tab bar controller's view in the window: the tabs hear the switch as with nothing presented",
        object: "tabBarController", rule: Rule.flowOrderTabSwitchUnderSheet)
    }
    startTransition(
      Transition(
        flow: .tabSwitch, incoming: rootTop, outgoing: old,
        animated: FlowTiming.tabSwitchAnimates(on: os)))
  }

  /// The tab bar at launch, before the bars' frames are written: in or out of the layout for the
  /// selected tab's stack. A format-1 navigation controller has placed it already, reading its
  /// root's hidesBottomBarWhenPushed (``AppSemantics/readsRootHidesBottomBar``).
  func placeTabBarAtLaunch() {
    guard !semantics.readsRootHidesBottomBar else { return }
    updateTabBarForStack(start: true)
  }

  /// UIKit reads `hidesBottomBarWhenPushed` of the controller being pushed, before its viewDidLoad.
  func readHidesBottomBarWhenPushed(_ c: ControllerID) {
    let hides = world.bool(controllers[c].object, .hidesBottomBarWhenPushed)
    recorder.event(
      "navigationController", "read hidesBottomBarWhenPushed",
      detail: controllers[c].name + (hides ? ": YES" : ": NO"))
    guard let tabBar else { return }
    _ = recorder.write(
      tabBar, .bottomBarHiddenByPush,
      BottomBarVisibility.hiddenByPush(of: controllers[c].name, hides: hides), as: Value.bool)
  }

  /// The end of a push of a controller that hides the bottom bar: the tab bar's view reports hidden
  /// (rule tabBar.hidesBottomBarWhenPushed.view).
  func hideTabBarAtPushEnd() {
    guard let tabBar, world.bool(tabBar, .bottomBarHiddenByPush), !tabBarFloatsAtTop else {
      return
    }
    _ = recorder.write(
      tabBar, .hidden, BottomBarVisibility.viewHidden(true, pushEnded: true), as: Value.bool)
  }

  /// Whether the tab bar floats at the top (iPadOS 18 in a regular-width window, rule
  /// tabBar.iPadTop), where hidesBottomBarWhenPushed leaves it shown: its view is not hidden.
  var tabBarFloatsAtTop: Bool {
    guard let top = topController else { return false }
    return layoutInput(for: top).tabBarAtTop
  }

  /// iPadOS 18: the tab bar moves to the top in a regular-width window and back to the bottom in a
  /// compact one (rule tabBar.iPadTop). Under a pushed controller that hides the bottom bar, its
  /// view shows at the top and hides again at the bottom, as a push there leaves it
  /// (tabBar.hidesBottomBarWhenPushed.view).
  func tabBarMoved() {
    guard let tabBar, scenario.device.isPad, Rule.tabBarIPadTop.applies(to: os),
      let tabs = containers.tabs
    else { return }
    let atTop = tabBarFloatsAtTop
    containers.tabs?.wasAtTop = atTop
    guard let was = tabs.wasAtTop, was != atTop, !tabs.hiddenByController,
      world.bool(tabBar, .bottomBarHiddenByPush)
    else { return }
    // At the bottom during a push that hides it, the bar's view reports hidden when the push ends
    // (hideTabBarAtPushEnd), not now.
    if !atTop, animatingTransitions.contains(where: { transitions[$0].hidesTabBarAtEnd }) {
      return
    }
    _ = recorder.write(
      tabBar, .hidden, BottomBarVisibility.viewHidden(afterMovingToTop: atTop), as: Value.bool)
  }

  /// The tab bar in or out of the layout for the selected tab's stack (rule
  /// `tabBar.hidesBottomBarWhenPushed.stack`), whose top is `shown` (nil: the top controller).
  /// Returns whether it changed to hidden.
  @discardableResult
  func updateTabBarForStack(start: Bool, top shown: ControllerID? = nil) -> Bool? {
    guard let tabBar, let top = shown ?? topController, context(of: top).tabbed else { return nil }
    let stack: [ControllerID]
    if let n = context(of: top).nav { stack = navs[n].stack } else { stack = [top] }
    // The highest controller that hides the bar, found walking down with no list made; the stack's
    // names are made only if the words are read.
    let hider = stack.last { world.bool(controllers[$0].object, .hidesBottomBarWhenPushed) }
    let (objects, worldNames) = (stack.map { controllers[$0].object }, world.names)
    let hidden = BottomBarVisibility.hiddenByStack(
      top: stack.last.map { controllers[$0].name }, hider: hider.map { controllers[$0].name },
      names: { objects.map { worldNames[$0.index] } })
    let was = world.bool(tabBar, .bottomBarHiddenByPush)
    guard recorder.write(tabBar, .bottomBarHiddenByPush, hidden, as: Value.bool) else { return nil }
    // A bar its controller hides (setTabBarHidden, isTabBarHidden) stays hidden.
    if !hidden.value && was && world.bool(tabBar, .hidden)
      && !(containers.tabs?.hiddenByController ?? false)
    {
      _ = recorder.write(
        tabBar, .hidden, BottomBarVisibility.viewHidden(false, pushEnded: false), as: Value.bool)
    }
    return hidden.value
  }
}

extension Simulation {
  /// iOS 18: `setTabBarHidden(_:animated:)` (rule tabBar.setTabBarHidden): the active tab bar
  /// leaves the layout or comes back, and the bar view's `hidden` follows.
  func setTabBarHidden(_ hidden: Bool, animated: Bool) {
    guard let tabs = containers.tabs else {
      return noop("setTabBarHidden: there is no tab bar controller")
    }
    recorder.event(
      "tabBarController", "setTabBarHidden", detail: "\(hidden), animated: \(animated)")
    guard tabs.hiddenByController != hidden else {
      return noop(
        "setTabBarHidden(\(hidden)): isTabBarHidden is already \(hidden)",
        object: "tabBarController")
    }
    containers.tabs?.hiddenByController = hidden
    let why = TabBarHidden.hidden(hidden, animated: animated)
    recorder.note(why.why, object: "tabBarController", ruleOf: why)
    if !world.bool(tabs.bar, .bottomBarHiddenByPush) {
      _ = recorder.write(tabs.bar, .hidden, why, as: Value.bool)
    }
    needsLayout = true
  }

  /// iOS 26: a drag of `scroll` from content offset y `from` to `to` minimizes or expands the tab
  /// bar when `scroll` is the selected tab's content scroll view (rule tabBar.minimizeOnScroll).
  func minimizeTabBar(after scroll: World.ObjectID, from: Double, to: Double) {
    guard let tabs = containers.tabs, Rule.tabBarMinimizeOnScroll.applies(to: design),
      let top = shownTop(holding: scroll), context(of: top).tabbed,
      let root = controllers[top].rootView
    else { return }
    let phone = scenario.device.idiom == .phone
    guard ContentInsetAdjustment.contentScrollView(world: world, root: root) == scroll else {
      if phone && (tabs.minimizeBehavior == .onScrollDown || tabs.minimizeBehavior == .onScrollUp) {
        recorder.note(
          "the tab bar follows \(controllers[top].name)'s content scroll view (its view or the first subviews' chain), not \(world[scroll].name): it does not minimize",
          object: "tabBar", rule: Rule.tabBarMinimizeOnScroll)
      }
      return
    }
    let topY = -world.insets(scroll, .adjustedContentInset).top
    guard
      let settles = TabBarMinimize.settles(
        tabs.minimizeBehavior, phone: phone, from: from, to: to, topY: topY,
        minimized: tabs.minimized)
    else {
      if from != to, !tabs.minimized,
        let why = TabBarMinimize.staysWhy(tabs.minimizeBehavior, phone: phone)
      {
        recorder.note(why, object: "tabBar", rule: Rule.tabBarMinimizeOnScroll)
      } else if tabs.minimized && tabs.minimizeBehavior == .onScrollDown && to < from {
        recorder.note(
          TabBarMinimize.staysMinimizedWhy(topY: topY), object: "tabBar",
          rule: Rule.tabBarMinimizeOnScroll)
      }
      return
    }
    containers.tabs?.minimized = settles.value
    recorder.note(settles.why, object: "tabBar", ruleOf: settles)
    needsLayout = true
  }
}

import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// The app's state as the layout and the flows read it: which controller is on top, which
/// containers hold a controller, and the controllers and containers an app (format 2) creates at
/// launch.
extension Simulation {
  /// The controller a content shows: a controller, or the top of a navigation stack.
  func top(of content: Content) -> Int? {
    switch content {
    case .controller(let c): c
    case .navigation(let n): navs[n].stack.last
    }
  }

  /// The controller on top of everything the user sees (children aside): the last presentation's,
  /// else the selected tab's, else the root's.
  var topController: Int? {
    if let p = presentations.last { return top(of: p.content) }
    if !tabContents.isEmpty { return top(of: tabContents[selectedTab]) }
    return rootContent.flatMap { top(of: $0) }
  }

  /// The top-level controller a child belongs to (itself when it is not a child).
  func topLevel(_ c: Int) -> Int {
    var t = c
    var steps = 0
    while let p = controllers[t].parent, steps <= ScenarioLimits.maxChildDepth {
      t = p
      steps += 1
    }
    return t
  }

  /// Where a controller lives: its navigation controller, whether the tab bar is around it, and the
  /// presentation that shows it.
  func context(of c: Int) -> (nav: Int?, tabbed: Bool, presentation: Int?) {
    let t = controllers[c].parent == nil ? c : topLevel(c)
    let nav = controllers[t].nav
    guard !presentations.isEmpty || !tabContents.isEmpty else { return (nav, tabBar != nil, nil) }
    let content: Content = nav.map { .navigation($0) } ?? .controller(t)
    if let p = presentations.lastIndex(where: { $0.content == content }) { return (nav, false, p) }
    return (nav, tabBar != nil && (tabContents.isEmpty || tabContents.contains(content)), nil)
  }

  /// A controller and its children with views in its view tree, parents first.
  func visibleControllers(from c: Int) -> [Int] {
    var result = [c]
    var i = 0
    while i < result.count {
      result.append(
        contentsOf: controllers[result[i]].children.filter {
          controllers[$0].rootView.map { world[$0].parent != nil } ?? false
        })
      i += 1
    }
    return result
  }

  /// The index of the controller with this name, created (its `init`) when nothing has needed it
  /// yet.
  func controller(named name: String) -> Int {
    if let c = controllerIndex[name] { return c }
    return makeController(name: name, spec: spec(named: name))
  }

  /// The app's description of the controller with this name: the first in the app's list.
  func spec(named name: String) -> ControllerSpec? {
    guard let app = scenario.app else { return nil }
    // A short list is walked, cheaper than hashing; a long one is indexed once.
    guard app.controllers.count > 16 else { return app.controller(named: name) }
    if specIndex == nil {
      var index: [String: Int] = [:]
      index.reserveCapacity(app.controllers.count)
      for (i, c) in app.controllers.enumerated() where index[c.name] == nil { index[c.name] = i }
      specIndex = index
    }
    return specIndex?[name].map { app.controllers[$0] }
  }

  /// Whether a controller is in a container, a parent or a presentation already.
  func isPlaced(_ c: Int) -> Bool {
    if controllers[c].nav != nil || controllers[c].parent != nil { return true }
    if rootContent == .controller(c) || tabContents.contains(.controller(c)) { return true }
    return presentations.contains { $0.content == .controller(c) }
  }

  /// Whether a navigation controller shows a large title for its top (iOS 11+ apps).
  func largeTitle(_ n: Int) -> Derived<Bool> {
    // The navigation item's mode as the app last set it (its key, or a `set` step in a callback).
    // Walked down from the top to the first item whose mode decides, with no list made: a deep
    // stack of automatic items costs a read per item, not a name and a tuple each.
    var decider: (name: String, mode: LargeTitleDisplayMode)?
    for c in navs[n].stack.reversed() {
      if case .largeTitleMode(let m)? = world.value(controllers[c].object, .largeTitleDisplayMode),
        m != .automatic
      {
        decider = (controllers[c].name, m)
        break
      }
    }
    return LargeTitles.showsLargeTitle(
      prefersLargeTitles: world.bool(navs[n].object, .prefersLargeTitles),
      top: navs[n].stack.last.map { controllers[$0].name } ?? "the top", decider: decider)
  }

  // MARK: - Launch of an app

  /// Creates a navigation controller with its bars (format 1's defaults) and its stack's
  /// controllers.
  func makeNavigation(
    _ names: Scenario.NavigationNames, spec: NavigationControllerSpec, stack: [String]
  ) -> Int {
    let translucentDefault = EraDefaults.barsTranslucent(on: os)
    let nav = recorder.add(name: names.controller, kind: .navigationController)
    let bar = recorder.add(name: names.navigationBar, kind: .navigationBar)
    let tools = recorder.add(name: names.toolbar, kind: .toolbar)
    recorder.write(
      nav, .navigationBarHidden, .bool(spec.navigationBarHidden ?? false), cause: .initial)
    recorder.write(nav, .toolbarHidden, .bool(spec.toolbarHidden ?? true), cause: .initial)
    if era == .safeArea {
      recorder.write(
        nav, .prefersLargeTitles, .bool(spec.prefersLargeTitles ?? false), cause: .initial)
    }
    recorder.write(
      bar, .translucent, .bool(spec.translucent ?? translucentDefault), cause: .initial)
    recorder.write(bar, .hidden, .bool(spec.navigationBarHidden ?? false), cause: .initial)
    recorder.write(
      tools, .translucent, .bool(spec.toolbarTranslucent ?? translucentDefault), cause: .initial)
    recorder.write(tools, .hidden, .bool(spec.toolbarHidden ?? true), cause: .initial)
    let n = navs.count
    navs.append(
      NavigationState(
        name: names.controller, object: nav, navigationBar: bar, toolbar: tools, stack: []))
    for (i, name) in stack.enumerated() {
      let c = controller(named: name)
      if i == 0 { recorder.event(names.controller, "initWithRootViewController", detail: name) }
      navs[n].stack.append(c)
      controllers[c].nav = n
    }
    if stack.count > 1 {
      recorder.event(
        names.controller, "setViewControllers",
        detail: stack.joined(separator: ", ") + ", not animated")
    }
    return n
  }

  /// An app's launch: the window, the root tree (containers with their bars, controllers created in
  /// tree order, none loaded), then the selected top appears.
  func launchApp(_ app: AppSpec) {
    let names = scenario.navigationNames(of: app)
    func content(_ spec: ContainerSpec) -> Content {
      switch spec {
      case .controller(let name): return .controller(controller(named: name))
      case .navigation(let n):
        let nameSet =
          names.first { $0.controller == n.name && $0.presenting == nil }
          ?? Scenario.NavigationNames(
            controller: n.name, navigationBar: "navigationBar", toolbar: "toolbar", presenting: nil)
        return .navigation(makeNavigation(nameSet, spec: n.bars, stack: n.stack))
      case .tabBar, .split:
        // refused by the decoder: a tab is a controller or a navigation controller
        return .controller(0)
      }
    }
    switch app.root {
    case .tabBar(let tabs):
      tabBarController = recorder.add(name: "tabBarController", kind: .tabBarController)
      let bar = recorder.add(name: "tabBar", kind: .tabBar)
      tabBar = bar
      recorder.write(bar, .translucent, .bool(tabBarTranslucent(tabs.bars)), cause: .initial)
      recorder.write(bar, .hidden, .bool(tabs.bars.tabBarHidden ?? false), cause: .initial)
      recorder.write(bar, .bottomBarHiddenByPush, .bool(false), cause: .initial)
      tabContents = tabs.tabs.map(content)
      selectedTab = tabs.selected
      recorder.event(
        "tabBarController", "setViewControllers",
        detail: tabContents.map { c -> String in
          switch c {
          case .controller(let i): controllers[i].name
          case .navigation(let n): navs[n].name
          }
        }.joined(separator: ", ") + "; selected \(selectedTab)")
      rootContent = tabContents[selectedTab]
    case .split(let s):
      rootContent = launchSplit(s, names: names)
    default:
      rootContent = content(app.root)
    }
    // An expanded split view shows every column's top; they appear in column order
    // (splitView.columnAppearance).
    let tops = shownTops
    guard !tops.isEmpty else { return }
    updateTabBarForStack(start: true)
    for c in tops { writeBarFrames(barLayout(layoutInput(for: c)), for: c) }
    recorder.event("window", "makeKeyAndVisible")
    for c in tops {
      startTransition(Transition(flow: .launch, incoming: c, outgoing: nil, animated: false))
    }
  }

  /// The tab bar in or out of the layout for the selected tab's stack (rule
  /// `tabBar.hidesBottomBarWhenPushed.stack`). Returns whether it changed to hidden.
  @discardableResult
  func updateTabBarForStack(start: Bool) -> Bool? {
    guard let tabBar, let top = topController, context(of: top).tabbed else { return nil }
    let stack: [Int]
    if let n = context(of: top).nav { stack = navs[n].stack } else { stack = [top] }
    // The highest controller that hides the bar, found walking down with no list made; the stack's
    // names are made only if the words are read.
    let hider = stack.last { world.bool(controllers[$0].object, .hidesBottomBarWhenPushed) }
    let (objects, worldNames) = (stack.map { controllers[$0].object }, world.names)
    let hidden = BottomBarVisibility.hiddenByStack(
      top: stack.last.map { controllers[$0].name }, hider: hider.map { controllers[$0].name },
      names: { objects.map { worldNames[$0] } })
    let was = world.bool(tabBar, .bottomBarHiddenByPush)
    guard recorder.write(tabBar, .bottomBarHiddenByPush, hidden, as: Value.bool) else { return nil }
    if !hidden.value && was && world.bool(tabBar, .hidden) {
      _ = recorder.write(
        tabBar, .hidden, BottomBarVisibility.viewHidden(false, pushEnded: false), as: Value.bool)
    }
    return hidden.value
  }
}

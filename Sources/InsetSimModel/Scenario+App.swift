import InsetSimSupport

/// The objects of an app (format 2) and the names traces give them.
extension Scenario {
  /// A navigation controller of the app with its bars' names: `navigationBar` and `toolbar` when
  /// the app has one navigation controller, `NAVNAME.navigationBar` and `NAVNAME.toolbar` when it
  /// has several.
  public struct NavigationNames: Hashable, Sendable {
    public var controller: String
    public var navigationBar: String
    public var toolbar: String
    /// The presented controller `inNavigationController` made this one for; nil for the root
    /// tree's.
    public var presenting: String?
    public init(controller: String, navigationBar: String, toolbar: String, presenting: String?) {
      self.controller = controller
      self.navigationBar = navigationBar
      self.toolbar = toolbar
      self.presenting = presenting
    }
  }

  /// The app's navigation controllers: the root tree's, then those `present …
  /// inNavigationController` steps make, in script order (one per presented controller).
  public func navigationNames(of app: AppSpec) -> [NavigationNames] {
    // Counted first (whether there is one decides the bars' names), then made in one list: no list
    // of names and no list of the root tree's navigation controllers in between.
    var roots = 0
    Scenario.forEachRootNavigationController(of: app) { _ in roots += 1 }
    // Each presented controller's navigation controller once, found through a set: a script of
    // many such presentations is read in linear time.
    var presented = Set<String>()
    var presenting: [String] = []
    for step in script {
      if case .present(let p) = step.action, p.inNavigationController,
        presented.insert(p.controller).inserted
      {
        presenting.append(p.controller)
      }
    }
    let single = roots + presenting.count == 1
    func names(_ name: String, presenting: String?) -> NavigationNames {
      NavigationNames(
        controller: name, navigationBar: single ? "navigationBar" : name + ".navigationBar",
        toolbar: single ? "toolbar" : name + ".toolbar", presenting: presenting)
    }
    var list: [NavigationNames] = []
    list.reserveCapacity(roots + presenting.count)
    Scenario.forEachRootNavigationController(of: app) {
      list.append(names($0.name, presenting: nil))
    }
    for p in presenting { list.append(names(PresentSpec.navigationName(for: p), presenting: p)) }
    return list
  }

  /// Calls `body` with each of the root tree's navigation controllers, in
  /// ``AppSpec/rootNavigationControllers``' order, read in place rather than copied into a list.
  static func forEachRootNavigationController(
    of app: AppSpec, _ body: (NavigationStackSpec) -> Void
  ) {
    switch app.root {
    case .controller: break
    case .navigation(let n): body(n)
    case .tabBar(let t):
      for tab in t.tabs { if case .navigation(let n) = tab { body(n) } }
    case .split(let s): s.navigationControllers.forEach(body)
    }
  }

  /// Every object an app creates, in an order fit for messages: the window and bars, the
  /// containers, then each controller with its views, then the views the script adds.
  func appObjects(_ app: AppSpec) -> [ObjectDescriptor] {
    var list: [ObjectDescriptor] = [
      ObjectDescriptor(name: "window", kind: .window),
      ObjectDescriptor(name: "statusBar", kind: .statusBar),
    ]
    if case .tabBar = app.root {
      list.append(ObjectDescriptor(name: "tabBarController", kind: .tabBarController))
      list.append(ObjectDescriptor(name: "tabBar", kind: .tabBar))
    }
    if case .split = app.root {
      list.append(ObjectDescriptor(name: "splitViewController", kind: .splitViewController))
    }
    for n in navigationNames(of: app) {
      list.append(ObjectDescriptor(name: n.controller, kind: .navigationController))
      list.append(ObjectDescriptor(name: n.navigationBar, kind: .navigationBar))
      list.append(ObjectDescriptor(name: n.toolbar, kind: .toolbar))
    }
    for c in app.controllers {
      list.append(ObjectDescriptor(name: c.name, kind: .controller))
      list.append(
        ObjectDescriptor(name: c.rootViewName, kind: .view, viewType: c.rootView?.type ?? .view))
      if c.searchController != nil && era == .safeArea {
        list.append(
          ObjectDescriptor(name: SearchControllerSpec.searchBarName(of: c.name), kind: .searchBar))
      }
      if let root = c.rootView { Scenario.appendDescriptors(ofChildrenOf: root, to: &list) }
      let rootName = c.rootViewName
      for view in c.subviews { Scenario.appendDescriptors(of: view, parent: rootName, to: &list) }
    }
    for step in script {
      if case .addSubview(let view, let parent, _) = step.action {
        Scenario.appendDescriptors(of: view, parent: parent ?? "", to: &list)
      }
    }
    if usesKeyboard { list.append(ObjectDescriptor(name: "keyboard", kind: .keyboard)) }
    return list
  }
}

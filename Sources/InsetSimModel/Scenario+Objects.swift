import InsetSimSupport

/// An object a scenario creates, with the name traces use for it.
public struct ObjectDescriptor: Hashable, Sendable {
  public var name: String
  public var kind: ObjectKind
  public var viewType: ViewType?
  /// For views: the parent's name (nil for a controller's root view).
  public var parent: String?
}

extension Scenario {
  /// The plain root controller shown first when the scenario's controller is pushed.
  public static let pushedFromName = "RootViewController"

  /// Every object the scenario creates, in creation order (views added by the script included).
  public var objects: [ObjectDescriptor] {
    if let app { return appObjects(app) }
    var list: [ObjectDescriptor] = []
    list.reserveCapacity(16)
    list.append(ObjectDescriptor(name: "window", kind: .window))
    list.append(ObjectDescriptor(name: "statusBar", kind: .statusBar))
    if tabBarController != nil {
      list.append(ObjectDescriptor(name: "tabBarController", kind: .tabBarController))
      list.append(ObjectDescriptor(name: "tabBar", kind: .tabBar))
    }
    if navigationController != nil {
      list.append(ObjectDescriptor(name: "navigationController", kind: .navigationController))
      list.append(ObjectDescriptor(name: "navigationBar", kind: .navigationBar))
      list.append(ObjectDescriptor(name: "toolbar", kind: .toolbar))
    }
    if effectivePresentation == .pushed {
      list.append(ObjectDescriptor(name: Scenario.pushedFromName, kind: .controller))
      list.append(
        ObjectDescriptor(name: Scenario.pushedFromName + ".view", kind: .view, viewType: .view))
    }
    list.append(ObjectDescriptor(name: controller.name, kind: .controller))
    let rootType = controller.rootView?.type ?? .view
    let rootName = controller.rootViewName
    list.append(ObjectDescriptor(name: rootName, kind: .view, viewType: rootType))
    if let root = controller.rootView {
      Scenario.appendDescriptors(ofChildrenOf: root, to: &list)
    }
    for view in controller.subviews {
      Scenario.appendDescriptors(of: view, parent: rootName, to: &list)
    }
    for step in script {
      if case .addSubview(let view, let parent, _) = step.action {
        Scenario.appendDescriptors(of: view, parent: parent ?? rootName, to: &list)
      }
    }
    if usesKeyboard { list.append(ObjectDescriptor(name: "keyboard", kind: .keyboard)) }
    return list
  }

  /// `view` and the views inside it, appended to `list` (one list for the whole tree, not one per
  /// view).
  static func appendDescriptors(
    of view: ViewSpec, parent: String, to list: inout [ObjectDescriptor]
  ) {
    list.append(ObjectDescriptor(name: view.id, kind: .view, viewType: view.type, parent: parent))
    appendDescriptors(ofChildrenOf: view, to: &list)
  }

  static func appendDescriptors(ofChildrenOf view: ViewSpec, to list: inout [ObjectDescriptor]) {
    if view.type.ownsScrollView {
      list.append(
        ObjectDescriptor(
          name: view.innerScrollViewName, kind: .view, viewType: .scrollView, parent: view.id))
    }
    for child in view.subviews { appendDescriptors(of: child, parent: view.id, to: &list) }
  }

  /// Whether the script shows the keyboard (its object exists from the first showKeyboard). Whether
  /// the tab bar controller has an iOS 26 bottom accessory.
  public var tabBarAccessory: Bool { tabBarSpec?.bottomAccessory == true }

  /// The tab bar controller's settings: the app root's, or format 1's `tabBarController`.
  public var tabBarSpec: TabBarControllerSpec? {
    if let app, case .tabBar(let t) = app.root { return t.bars }
    return tabBarController
  }

  public var usesKeyboard: Bool {
    script.contains {
      if case .showKeyboard = $0.action { true } else { false }
    }
  }
  /// Whether the window's trait collection matters: the scenario rotates, resizes or starts in a
  /// multitasking window, or expects a size class.
  public var usesTraits: Bool {
    window != nil
      || script.contains {
        if case .rotate = $0.action {
          true
        } else if case .resizeWindow = $0.action {
          true
        } else {
          false
        }
      }
      || expect.contains {
        $0.property == .horizontalSizeClass || $0.property == .verticalSizeClass
      }
  }

  /// Every view spec of the controller, root view first, depth first.
  public var allViewSpecs: [ViewSpec] {
    if let app {
      return app.controllers.flatMap { c in
        (c.rootView.map { $0.allViews } ?? []) + c.subviews.flatMap(\.allViews)
      }
    }
    return (controller.rootView.map { $0.allViews } ?? []) + controller.subviews.flatMap(\.allViews)
  }
}

extension Scenario {
  /// Settings the scenario gives whose API does not exist on its release (additionalSafeAreaInsets
  /// on iOS 10, edgesForExtendedLayout on iOS 6, …). They are simulated as code behind `if
  /// #available`: the app's code leaves them unset on that release, and the trace notes each one.
  public var unavailableSettings: [String] {
    var list: [String] = []
    // The path is built only for a setting that is noted.
    func check(_ set: Bool, _ path: @autoclosure () -> String, _ p: Property) {
      if set && !p.exists(in: era) { list.append(path()) }
    }
    // UITabBar.isTranslucent is iOS 7+ (UINavigationBar's is older).
    if era == .ios6 {
      let tabs: TabBarControllerSpec? =
        if case .tabBar(let t)? = app?.root { t.bars } else { tabBarController }
      if tabs?.translucent != nil { list.append("tabBarController.translucent") }
    }
    if let app {
      Scenario.forEachRootNavigationController(of: app) { n in
        check(n.bars.prefersLargeTitles != nil, "\(n.name).prefersLargeTitles", .prefersLargeTitles)
      }
      // Each controller's fields read in place (a loop over the specs copied each one).
      let controllers = app.controllers
      for i in controllers.indices {
        let name = controllers[i].name
        check(
          controllers[i].edgesForExtendedLayout != nil, "\(name).edgesForExtendedLayout",
          .edgesForExtendedLayout)
        check(
          controllers[i].extendedLayoutIncludesOpaqueBars != nil,
          "\(name).extendedLayoutIncludesOpaqueBars", .extendedLayoutIncludesOpaqueBars)
        check(
          controllers[i].automaticallyAdjustsScrollViewInsets != nil,
          "\(name).automaticallyAdjustsScrollViewInsets", .automaticallyAdjustsScrollViewInsets)
        check(
          controllers[i].additionalSafeAreaInsets != nil, "\(name).additionalSafeAreaInsets",
          .additionalSafeAreaInsets)
        check(
          controllers[i].largeTitleDisplayMode != nil, "\(name).largeTitleDisplayMode",
          .prefersLargeTitles)
        check(
          controllers[i].searchController != nil, "\(name).searchController", .prefersLargeTitles)
        // Code behind `if #available(iOS 17/26, *)`: the registration and the override.
        if controllers[i].registeredTraits != nil && !Callback.traitChangeHandler.exists(on: os) {
          list.append("\(name).registerForTraitChanges")
        }
        if controllers[i].updatesProperties == true && !Callback.updateProperties.exists(on: os) {
          list.append("\(name).updateProperties")
        }
      }
    } else {
      check(
        navigationController?.prefersLargeTitles != nil, "navigationController.prefersLargeTitles",
        .prefersLargeTitles)
      check(
        controller.edgesForExtendedLayout != nil, "controller.edgesForExtendedLayout",
        .edgesForExtendedLayout)
      check(
        controller.extendedLayoutIncludesOpaqueBars != nil,
        "controller.extendedLayoutIncludesOpaqueBars", .extendedLayoutIncludesOpaqueBars)
      check(
        controller.automaticallyAdjustsScrollViewInsets != nil,
        "controller.automaticallyAdjustsScrollViewInsets", .automaticallyAdjustsScrollViewInsets)
      check(
        controller.additionalSafeAreaInsets != nil, "controller.additionalSafeAreaInsets",
        .additionalSafeAreaInsets)
    }
    if !Property.contentInsetAdjustmentBehavior.exists(in: era) {
      // The views in `allViewSpecs`' order, walked in place rather than copied into that list
      // first.
      func note(_ view: ViewSpec) {
        if view.contentInsetAdjustmentBehavior != nil {
          list.append(view.id + ".contentInsetAdjustmentBehavior")
        }
        for child in view.subviews { note(child) }
      }
      // The scenario's own controller read in place (a list of it, made to share the loop, copied
      // it).
      func noteViews(of c: ControllerSpec) {
        if let root = c.rootView { note(root) }
        for view in c.subviews { note(view) }
      }
      if let app { app.controllers.forEach(noteViews) } else { noteViews(of: controller) }
    }
    for step in script {
      if case .set(let object, let property, _) = step.action {
        check(true, "script: \(object).\(property.name)", property)
      }
    }
    return list
  }
}

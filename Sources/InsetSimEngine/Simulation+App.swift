import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// An app's controllers, made when first needed, and its launch: the window's root tree (each
/// container kind makes its own, `Containers/`), then the selected top appears. Every scenario
/// launches here: a format-1 scenario as its equivalent app (``Scenario/asApp``), with the
/// semantics its app names (``AppSemantics``).
extension Simulation {
  /// The index of the controller with this name, created (its `init`) when nothing has needed it
  /// yet.
  func controller(named name: String) -> ControllerID {
    if let c = firstController(named: name) { return c }
    return makeController(
      name: name, spec: specPlace(named: name).map { SharedSpec(app.controllers, at: $0) })
  }

  /// The place in the app's `controllers` of the description of the controller with this name: the
  /// first with it.
  func specPlace(named name: String) -> Int? {
    // A short list is walked, cheaper than hashing; a long one is indexed once. Names are compared
    // in place: no spec is copied.
    guard app.controllers.count > 16 else {
      for i in app.controllers.indices where app.controllers[i].name == name { return i }
      return nil
    }
    if specIndex == nil {
      var index: [String: Int] = [:]
      index.reserveCapacity(app.controllers.count)
      for (i, c) in app.controllers.enumerated() where index[c.name] == nil { index[c.name] = i }
      specIndex = index
    }
    return specIndex?[name]
  }

  // MARK: - Launch

  /// The launch, after the window: the root tree (containers with their bars, controllers created
  /// in tree order, none loaded), then the selected top appears in a launch transition.
  func launchApp(_ app: AppSpec) {
    let names = navigationNames
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
        return .controller(ControllerID(0))
      }
    }
    switch app.root {
    case .tabBar(let tabs):
      launchTabs(tabs, making: content)
    case .split(let s):
      rootContent = launchSplit(s, names: names)
    default:
      rootContent = content(app.root)
    }
    // An expanded split view shows every column's top; they appear in column order
    // (splitView.columnAppearance).
    let tops = shownTops
    guard !tops.isEmpty else { return }
    placeTabBarAtLaunch()
    for c in tops { writeBarFrames(barLayout(layoutInput(for: c)), for: c) }
    recorder.event("window", "makeKeyAndVisible")
    for c in tops {
      startTransition(Transition(flow: .launch, incoming: c, outgoing: nil, animated: false))
    }
  }
}

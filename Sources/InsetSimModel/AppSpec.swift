import InsetSimSupport

/// An app (scenario format 2): the window's root container and every controller by name.
///
/// A controller is created when a container, a push, a presentation or an addChild first needs it;
/// its name is its name in traces. Containers nest as UIKit allows them here: a tab bar
/// controller's tabs are controllers or navigation controllers, and a navigation controller's stack
/// holds controllers.
public struct AppSpec: Hashable, Sendable {
  public var root: ContainerSpec
  /// Every controller, in the file's order (each one's `name` is its key in `controllers`).
  public var controllers: [ControllerSpec]
  /// How the engine runs the app: ``AppSemantics/app`` for a format-2 file; the equivalent app of a
  /// format-1 scenario (``Scenario/asApp``) runs with its semantics. No key of a file sets it.
  public internal(set) var semantics = AppSemantics.app

  public init(root: ContainerSpec, controllers: [ControllerSpec]) {
    self.root = root
    self.controllers = controllers
  }

  /// The controller with this name.
  public func controller(named name: String) -> ControllerSpec? {
    // By index, comparing names in place: `first(where:)` copies every spec it looks at.
    for i in controllers.indices where controllers[i].name == name { return controllers[i] }
    return nil
  }

  /// The navigation controllers of the root tree, in tree order.
  public var rootNavigationControllers: [NavigationStackSpec] {
    switch root {
    case .controller: []
    case .navigation(let n): [n]
    case .tabBar(let t): t.tabs.compactMap { if case .navigation(let n) = $0 { n } else { nil } }
    case .split(let s): s.navigationControllers
    }
  }

  /// The controllers the root tree holds, in tree order.
  public var rootTreeControllers: [String] {
    func names(_ c: ContainerSpec) -> [String] {
      switch c {
      case .controller(let n): [n]
      case .navigation(let n): n.stack
      case .tabBar(let t):
        t.tabs.flatMap { tab -> [String] in
          switch tab {
          case .controller(let n): [n]
          case .navigation(let n): n.stack
          // refused by the decoder: a tab is a controller or a navigation controller
          case .tabBar, .split: []
          }
        }
      case .split(let s): s.controllerNames
      }
    }
    return names(root)
  }
}

/// The window's root, or a tab: a controller, a navigation controller, a tab bar controller or (at
/// the root) a column-style split view controller.
public enum ContainerSpec: Hashable, Sendable {
  case controller(String)
  case navigation(NavigationStackSpec)
  case tabBar(TabsSpec)
  indirect case split(SplitViewControllerSpec)
}

/// A navigation controller of an app: its bars (format 1's keys), its name and its stack, bottom
/// first.
public struct NavigationStackSpec: Hashable, Sendable {
  public var name: String
  public var bars: NavigationControllerSpec
  public var stack: [String]
  /// The name of a navigation controller whose description gives none (the initializer's default).
  package static let defaultName = "navigationController"

  public init(
    name: String = "navigationController",
    bars: NavigationControllerSpec = NavigationControllerSpec(), stack: [String]
  ) {
    self.name = name
    self.bars = bars
    self.stack = stack
  }
}

/// A tab bar controller of an app: its bar (format 1's keys), its tabs and the one selected at
/// launch. A tab is a controller or a navigation controller (`TabsSpec` holds no nested tab bar
/// controller).
public struct TabsSpec: Hashable, Sendable {
  public var bars: TabBarControllerSpec
  public var tabs: [ContainerSpec]
  public var selected: Int
  public init(
    bars: TabBarControllerSpec = TabBarControllerSpec(), tabs: [ContainerSpec], selected: Int = 0
  ) {
    self.bars = bars
    self.tabs = tabs
    self.selected = selected
  }
}

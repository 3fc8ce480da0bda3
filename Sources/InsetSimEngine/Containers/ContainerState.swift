import InsetSimModel

/// The containers of a run, one field per kind (each kind's file says what its state means), kept
/// apart from the engine's clock, queue and recorder.
struct ContainerState {
  /// The window's root: a controller or a navigation controller (the selected tab's, when there is
  /// a tab bar controller).
  var root: Simulation.Content?
  var navigations: [NavigationContainer] = []
  var tabs: TabBarContainer?
  var presentations: [PresentationContainer] = []
  var split: SplitViewContainer?
  /// The controllers that have a parent (child controllers), in the order they were added.
  var children: [ControllerID] = []
  /// Page view controllers, by controller.
  var pagers: [ControllerID: PageViewContainer] = [:]
}

extension Simulation {
  /// The navigation controllers, by index (``Simulation/ControllerState/nav`` holds one).
  var navs: [NavigationContainer] {
    _read { yield containers.navigations }
    _modify { yield &containers.navigations }
  }

  /// The presented controllers, the last on top.
  var presentations: [PresentationContainer] {
    _read { yield containers.presentations }
    _modify { yield &containers.presentations }
  }

  /// The split view controller at an app's root.
  var split: SplitViewContainer? {
    _read { yield containers.split }
    _modify { yield &containers.split }
  }

  var rootContent: Content? {
    _read { yield containers.root }
    _modify { yield &containers.root }
  }
}

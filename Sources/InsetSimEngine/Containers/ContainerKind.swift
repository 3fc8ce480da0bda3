import InsetSimModel
import InsetSimRules
import InsetSimSupport

/// A kind of container controller the engine simulates: a navigation controller, a tab bar
/// controller, a split view controller, a presentation, a parent of child controllers. Each kind
/// lives in one file of `Containers/`: its state, the flows it accepts and what each does to
/// appearance, and what it gives the layout of the controllers it holds. The engine reaches every
/// kind through this protocol and ``Simulation/containerKinds``, so a new kind is a new file here
/// (with its rules and its model spec) and a line in that list.
protocol ContainerKind: SendableKindMetatype {
  /// Performs `action` when it is one of this kind's flows (a push for a navigation controller);
  /// false when it is another kind's.
  static func perform(_ action: ScriptStep.Action, in sim: Simulation) -> Bool

  /// Adds what this kind gives the layout of controller `c`, placed as `placement` says: its bars,
  /// its column, its tab bar. `world` is the simulation's state, lent for the reads.
  static func contribute(
    to input: inout LayoutInput, for c: ControllerID, placement: Simulation.Placement, world: World,
    in sim: Simulation)

  /// What a controller of this kind does in its viewDidLoad, after its subviews and children (a
  /// page view controller sets its first page).
  static func viewDidLoad(_ c: ControllerID, in sim: Simulation)

  /// Writes the frames of this kind's bars around controller `c` from its layout's `bars` (a
  /// navigation controller's bars, the tab bar), in ``Simulation/barWriters``' order.
  static func writeBars(
    _ bars: BarLayout, for c: ControllerID, placement: Simulation.Placement, in sim: Simulation)

  /// Lays out controller `c`'s view when this kind places it itself (a sheet): its frame and its
  /// safe area; false when the controller's container lays it out as usual.
  static func layOut(
    _ c: ControllerID, root: World.ObjectID, input: LayoutInput, bars: BarLayout,
    in sim: Simulation
  ) -> Bool

  /// The frame and safe area this kind gives child controller `c`'s view in `parent`, a view of
  /// `parentSize` (a page curl's page: half the bounds with the spine in the middle); nil when the
  /// child fills its container and takes its safe area by overlap, as any child.
  static func childGeometry(
    _ c: ControllerID, in parent: World.ObjectID, parentSize: Size, sim: Simulation
  ) -> ChildGeometry?

  /// What this kind undoes when the user lets go of an interactive transition early, before the
  /// cancelled transition's callbacks (a navigation controller takes back the top a swipe popped).
  static func cancelled(_ t: Simulation.Transition, in sim: Simulation)

  /// What this kind does once a transition has ended, after its callbacks (a dismissed
  /// presentation lets go of the navigation controller made around its controller).
  static func transitionEnded(_ t: Simulation.Transition, in sim: Simulation)

  /// What a change of the window's size or traits (a rotation, a resize) does to this kind, once
  /// the window has its new geometry and traits (a split view collapses, a sheet adapts).
  static func windowChanged(in sim: Simulation)

  /// What the software keyboard showing does to this kind, before its frame moves (a sheet below
  /// its largest detent moves to it).
  static func softwareKeyboardShows(in sim: Simulation)

  /// Whether this kind takes a user's drag of `scroll` to `offset` before the content moves (a
  /// sheet expanding to its next detent): the content offset then stays.
  static func takesDrag(of scroll: World.ObjectID, to offset: Point, in sim: Simulation) -> Bool

  /// What a user's drag of `scroll` from `from` to `to` does to this kind's bars, after the content
  /// moved (a tab bar that minimizes, a large title that collapses), in
  /// ``Simulation/containerKinds``' order.
  static func dragged(_ scroll: World.ObjectID, from: Point, to: Point, in sim: Simulation)

  /// What a tap on the status bar that took `scroll` from `from` to the top of its content, `to`,
  /// does to this kind's bars, after the content moved (a minimized tab bar expands there).
  static func scrolledToTop(_ scroll: World.ObjectID, from: Point, to: Point, in sim: Simulation)

  /// What this kind does when a rotation's animation ends, after each controller on screen heard
  /// its transition's completion (a split view's columns that hid or showed get their
  /// did-callbacks).
  static func rotationEnded(in sim: Simulation)

  /// One of this kind's own timers fired (set with ``Simulation/schedule(_:of:about:after:)``): a
  /// bar's hide animation ended, a page curl ended.
  static func timerFired(_ timer: ContainerTimer, in sim: Simulation)
}

extension ContainerKind {
  static func contribute(
    to input: inout LayoutInput, for c: ControllerID, placement: Simulation.Placement, world: World,
    in sim: Simulation
  ) {}

  static func viewDidLoad(_ c: ControllerID, in sim: Simulation) {}

  static func writeBars(
    _ bars: BarLayout, for c: ControllerID, placement: Simulation.Placement, in sim: Simulation
  ) {}

  static func layOut(
    _ c: ControllerID, root: World.ObjectID, input: LayoutInput, bars: BarLayout,
    in sim: Simulation
  ) -> Bool { false }

  static func childGeometry(
    _ c: ControllerID, in parent: World.ObjectID, parentSize: Size, sim: Simulation
  ) -> ChildGeometry? { nil }

  static func cancelled(_ t: Simulation.Transition, in sim: Simulation) {}

  static func transitionEnded(_ t: Simulation.Transition, in sim: Simulation) {}

  static func windowChanged(in sim: Simulation) {}

  static func softwareKeyboardShows(in sim: Simulation) {}

  static func takesDrag(of scroll: World.ObjectID, to offset: Point, in sim: Simulation) -> Bool {
    false
  }

  static func dragged(_ scroll: World.ObjectID, from: Point, to: Point, in sim: Simulation) {}

  static func scrolledToTop(_ scroll: World.ObjectID, from: Point, to: Point, in sim: Simulation) {}

  static func rotationEnded(in sim: Simulation) {}

  static func timerFired(_ timer: ContainerTimer, in sim: Simulation) {}
}

extension Simulation {
  /// Every container kind, in the order their parts of a layout input are filled in (a split view's
  /// column, then the tab bar, then the navigation bars) and their flows are looked up.
  static let containerKinds: [any ContainerKind.Type] = [
    SplitViewContainer.self, TabBarContainer.self, NavigationContainer.self,
    PresentationContainer.self, ChildContainment.self, PageViewContainer.self,
  ]

  /// The frame and safe area a container kind gives child controller `c`'s view in `parent`
  /// (``ContainerKind/childGeometry(_:in:parentSize:sim:)``); nil for a child laid out as usual.
  func childGeometry(_ c: ControllerID, in parent: World.ObjectID, parentSize: Size)
    -> ChildGeometry?
  {
    for kind in Simulation.containerKinds {
      if let g = kind.childGeometry(c, in: parent, parentSize: parentSize, sim: self) { return g }
    }
    return nil
  }

  /// The kinds that have bars, in the order a layout pass writes their frames: a navigation
  /// controller's bars, then the tab bar.
  static let barWriters: [any ContainerKind.Type] = [
    NavigationContainer.self, TabBarContainer.self,
  ]
}

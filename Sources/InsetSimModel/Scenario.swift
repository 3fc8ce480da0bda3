import InsetSimSupport

/// One screen of an app: the device and iOS release, the container chain, one view controller with
/// its views, a script of what the app's code does and when, and the values it is expected to show.
///
/// Read one from JSON with ``Scenario/decode(_:file:)`` or build one in Swift:
///
///     var s = Scenario(name: "seed-example", os: OSVersion(10, 3), device: "iPhone 8")
///     s.tabBarController = TabBarControllerSpec()
///     s.navigationController = NavigationControllerSpec()
///     s.controller.subviews = [ViewSpec(id: "tableView", type: .tableView, frame: .rect(Rect(width: 375, height: 667)))]
public struct Scenario: Hashable, Sendable {
  public var name: String
  public var summary: String?
  public var os: OSVersion
  public var device: Device
  public var orientation: Orientation?
  public var statusBarHidden: Bool?
  /// The iPad window the app starts in (nil: the whole screen).
  public var window: WindowMode?
  /// The app's Info.plist sets UIRequiresFullScreen: an iPad app from iOS 9 opts out of
  /// multitasking, keeps the whole screen and lets its controllers decide its orientations (rule
  /// `rotation.requiresFullScreen`).
  public var requiresFullScreen = false
  /// The orientations the app's Info.plist lists (UISupportedInterfaceOrientations, or its `~ipad`
  /// variant on iPad); nil: all four. The window turns only to one it lists (rule
  /// `rotation.appOrientations`), and an iPad app that lists fewer than four opts out of
  /// multitasking as UIRequiresFullScreen does (`rotation.appOrientationsOptOut`).
  public var supportedInterfaceOrientations: [Orientation]?
  /// The app's Info.plist sets UIDesignRequiresCompatibility (or the app is built with an SDK
  /// before iOS 26): from iOS 26 it keeps the previous design's bars and sheets (rule
  /// `design.compatibility`).
  public var designRequiresCompatibility = false
  public var tabBarController: TabBarControllerSpec?
  public var navigationController: NavigationControllerSpec?
  public var presentation: Presentation?
  public var controller: ControllerSpec
  /// Format 2: the app's controller tree. nil for a format-1 scenario (one screen, `controller`);
  /// in an app, `controller` is the first controller of the root tree, and the tree says what the
  /// app holds.
  public var app: AppSpec?
  public var script: [ScriptStep]
  public var observe: [ObservationPoint]
  public var expect: [ExpectedValue]
  /// The `expect` entries of kind `order` and `called`, in their order in the file.
  public var expectTiming: [TimingExpectation] = []
  /// Behaviours outside the model (rule ids `outside.…`) whose assumed values `check` accepts for
  /// this scenario.
  public var assumptions: [String] = []
  /// A later point release the catalogue does not list ("26.2"), which runs as `os`, the last known
  /// of its major version (rule os.nearestRelease); nil when `os` is the release the file names.
  public var requestedOS: String?
  /// Whether UIKit's own bugs of the release apply (rule family `bug`); false runs as if every one
  /// were fixed.
  public var uikitBugs = true
  /// Builder state checked by ``validated()``; not part of the scenario's JSON.
  var pendingObservePoints: [String] = []
  var pendingBuilderErrors: [String] = []

  public init(
    name: String, os: OSVersion, device: Device, controller: ControllerSpec = ControllerSpec(),
    summary: String? = nil
  ) {
    self.name = name
    self.summary = summary
    self.os = os
    self.device = device
    self.controller = controller
    self.script = []
    self.observe = []
    self.expect = []
  }

  /// Builds a scenario on a device named as `insetsim devices` lists it; nil for an unknown name.
  public init?(
    name: String, os: OSVersion, device: String, controller: ControllerSpec = ControllerSpec()
  ) {
    guard let d = Device.named(device) else { return nil }
    self.init(name: name, os: os, device: d, controller: controller)
  }

  public var era: Era { os.era }
  public var effectiveOrientation: Orientation { orientation ?? .portrait }
  public var effectivePresentation: Presentation { presentation ?? .root }
}

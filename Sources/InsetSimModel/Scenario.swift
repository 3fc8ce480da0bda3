import InsetSimSupport

/// One screen of an app: the device and iOS release, the container chain, one view controller with its
/// views, a script of what the app's code does and when, and the values it is expected to show.
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
  public var tabBarController: TabBarControllerSpec?
  public var navigationController: NavigationControllerSpec?
  public var presentation: Presentation?
  public var controller: ControllerSpec
  public var script: [ScriptStep]
  public var observe: [ObservationPoint]
  public var expect: [ExpectedValue]
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
  public init?(name: String, os: OSVersion, device: String, controller: ControllerSpec = ControllerSpec()) {
    guard let d = Device.named(device) else { return nil }
    self.init(name: name, os: os, device: d, controller: controller)
  }

  public var era: Era { os.era }
  public var effectiveOrientation: Orientation { orientation ?? .portrait }
  public var effectivePresentation: Presentation { presentation ?? .root }
}

public enum Presentation: String, Sendable, CaseIterable {
  /// The controller is the navigation root (or the window's / tab's root) shown at launch.
  case root
  /// A plain root controller is shown first, then this one is pushed, animated.
  case pushed
}

public struct TabBarControllerSpec: Hashable, Sendable {
  public var translucent: Bool?
  public var tabBarHidden: Bool?
  public init(translucent: Bool? = nil, tabBarHidden: Bool? = nil) {
    self.translucent = translucent
    self.tabBarHidden = tabBarHidden
  }
}

public struct NavigationControllerSpec: Hashable, Sendable {
  public var translucent: Bool?
  public var navigationBarHidden: Bool?
  public var prefersLargeTitles: Bool?
  public var toolbarHidden: Bool?
  public var toolbarTranslucent: Bool?
  public init(
    translucent: Bool? = nil, navigationBarHidden: Bool? = nil, prefersLargeTitles: Bool? = nil,
    toolbarHidden: Bool? = nil, toolbarTranslucent: Bool? = nil
  ) {
    self.translucent = translucent
    self.navigationBarHidden = navigationBarHidden
    self.prefersLargeTitles = prefersLargeTitles
    self.toolbarHidden = toolbarHidden
    self.toolbarTranslucent = toolbarTranslucent
  }
}

/// The scenario's view controller.
public struct ControllerSpec: Hashable, Sendable {
  public var name: String
  public var edgesForExtendedLayout: RectEdges?
  public var extendedLayoutIncludesOpaqueBars: Bool?
  public var automaticallyAdjustsScrollViewInsets: Bool?
  public var hidesBottomBarWhenPushed: Bool?
  public var additionalSafeAreaInsets: EdgeInsets?
  /// nil: a plain `UIView`; otherwise the controller's view is itself this view (UITableViewController).
  public var rootView: ViewSpec?
  /// Added to the root view, in this order, in `viewDidLoad`.
  public var subviews: [ViewSpec]

  public init(name: String = "ViewController", rootView: ViewSpec? = nil, subviews: [ViewSpec] = []) {
    self.name = name
    self.rootView = rootView
    self.subviews = subviews
  }

  /// The root view's object name: its id, or `<name>.view`.
  public var rootViewName: String { rootView?.id ?? name + ".view" }
}

/// A view the controller builds.
public struct ViewSpec: Hashable, Sendable {
  public enum Frame: Hashable, Sendable {
    /// The parent's bounds, following it (flexible width and height).
    case fill
    case rect(Rect)
  }

  public var id: String
  public var type: ViewType
  public var frame: Frame
  public var hidden: Bool?
  public var contentSize: Size?
  public var rows: Int?
  public var rowHeight: Double?
  public var tableHeaderHeight: Double?
  public var tableFooterHeight: Double?
  public var contentInset: EdgeInsets?
  public var contentInsetAdjustmentBehavior: AdjustmentBehavior?
  public var scrollEnabled: Bool?
  public var alwaysBounceVertical: Bool?
  public var alwaysBounceHorizontal: Bool?
  public var subviews: [ViewSpec]

  public init(id: String, type: ViewType = .view, frame: Frame = .fill, subviews: [ViewSpec] = []) {
    self.id = id
    self.type = type
    self.frame = frame
    self.subviews = subviews
  }

  /// The object name of the scroll view a web view owns.
  public var innerScrollViewName: String { id + ".scrollView" }

  /// Every view of this subtree, depth first, this one first.
  public var allViews: [ViewSpec] { [self] + subviews.flatMap(\.allViews) }
}

/// What the app's code does, and when.
public struct ScriptStep: Hashable, Sendable {
  public enum Trigger: Hashable, Sendable {
    /// At the end of this callback's override (after `super`): every time it runs, or only the first.
    case during(CallbackRef, once: Bool)
    /// At this virtual time, in microseconds.
    case at(Int64)
  }

  public enum Action: Hashable, Sendable {
    case set(object: String, property: Property, value: Value)
    case rotate(Orientation)
    case setNavigationBarHidden(Bool, animated: Bool)
    case setToolbarHidden(Bool, animated: Bool)
    case addSubview(ViewSpec, parent: String?, index: Int?)
    case removeFromSuperview(String)
    case push
    case pop
    case setNeedsLayout
    case layoutIfNeeded
  }

  public var trigger: Trigger
  /// Deferred to the next run-loop turn, as `DispatchQueue.main.async`.
  public var async: Bool
  public var action: Action

  public init(_ trigger: Trigger, async: Bool = false, _ action: Action) {
    self.trigger = trigger
    self.async = async
    self.action = action
  }
}

/// A callback of one object, or of the scenario's controller when `object` is nil.
public struct CallbackRef: Hashable, Sendable, CustomStringConvertible {
  public var object: String?
  public var name: String
  public init(object: String? = nil, _ name: String) {
    self.object = object
    self.name = name
  }
  public var description: String { object.map { "\($0).\(name)" } ?? name }
}

/// Where a snapshot is taken or an expectation is read.
public enum ObservationPoint: Hashable, Sendable, CustomStringConvertible {
  public enum Occurrence: Hashable, Sendable {
    case first, last
    case nth(Int)
  }
  /// The end of a callback (after the app's code in it ran).
  case callback(CallbackRef, Occurrence)
  /// The state after every turn at or before this virtual time.
  case time(Int64)

  public var description: String {
    switch self {
    case .time(let t): return "t=" + formatSeconds(t)
    case .callback(let ref, let occurrence):
      switch occurrence {
      case .first: return ref.description
      case .last: return "last " + ref.description
      case .nth(let n): return "\(ordinalWord(n)) " + ref.description
      }
    }
  }
}

func ordinalWord(_ n: Int) -> String {
  switch n {
  case 1: "first"
  case 2: "second"
  case 3: "third"
  default: "#\(n)"
  }
}

/// A value observed on a device or simulator, with where it was published.
public struct ExpectedValue: Hashable, Sendable {
  public var at: ObservationPoint
  public var object: String
  public var property: Property
  public var value: Value
  public var source: String
  public init(at: ObservationPoint, object: String, property: Property, value: Value, source: String) {
    self.at = at
    self.object = object
    self.property = property
    self.value = value
    self.source = source
  }
}

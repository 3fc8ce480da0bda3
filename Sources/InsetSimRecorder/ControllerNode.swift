/// What the recorder reads of a view controller to describe the app as a scenario (format 2): its
/// class, the controllers it holds, what it presents, its settings and its views. ``InsetRecorder``
/// reads UIKit into ``ControllerTree`` values on the main actor; tests build the same values by
/// hand, so the description is written and tested against this protocol on any platform.
public protocol ControllerNode {
  /// Tells nodes apart across two readings of the app (UIKit: the controller's object identity).
  var identity: String { get }
  /// The controller's class name (`"FeedViewController"`).
  var className: String { get }
  var kind: ControllerKind { get }
  /// A navigation controller's stack (bottom first), a tab bar controller's tabs, a split view
  /// controller's columns (named in `settings.splitColumns`), a plain controller's children.
  var held: [any ControllerNode] { get }
  /// The selected tab of a tab bar controller.
  var selectedIndex: Int { get }
  /// The controller this one presents, if any.
  var presented: (any ControllerNode)? { get }
  /// `modalPresentationStyle` as format 2 names it (`"pageSheet"`, `"fullScreen"`, …).
  var presentationStyle: String { get }
  var settings: ControllerSettings { get }
  /// The root view, when it is loaded.
  var rootView: ViewNode? { get }
  /// For a child controller: its view's frame in its parent's view.
  var frameInParent: [Double]? { get }
  /// The values the simulator tracks of this controller, read at the moment the node was made.
  var values: ControllerValues { get }
}

extension ControllerNode {
  public var values: ControllerValues { ControllerValues() }
}

/// What a controller holds of the values the simulator tracks, read at one moment (the view's own
/// values are in its ``ViewNode``): its keyboard layout guide and, for a container, its bars.
public struct ControllerValues: Hashable, Sendable {
  /// `keyboardLayoutGuide.layoutFrame` (iOS 15+), `[x, y, width, height]` in the view.
  public var keyboardLayoutFrame: [Double]?
  /// A navigation controller's bars: `[x, y, width, height]` and `isHidden`.
  public var navigationBarFrame: [Double]?
  public var navigationBarHidden: Bool?
  public var toolbarFrame: [Double]?
  public var toolbarHidden: Bool?
  /// A tab bar controller's bar.
  public var tabBarFrame: [Double]?
  public var tabBarHidden: Bool?

  public init(
    keyboardLayoutFrame: [Double]? = nil, navigationBarFrame: [Double]? = nil,
    navigationBarHidden: Bool? = nil, toolbarFrame: [Double]? = nil, toolbarHidden: Bool? = nil,
    tabBarFrame: [Double]? = nil, tabBarHidden: Bool? = nil
  ) {
    self.keyboardLayoutFrame = keyboardLayoutFrame
    self.navigationBarFrame = navigationBarFrame
    self.navigationBarHidden = navigationBarHidden
    self.toolbarFrame = toolbarFrame
    self.toolbarHidden = toolbarHidden
    self.tabBarFrame = tabBarFrame
    self.tabBarHidden = tabBarHidden
  }
}

/// A controller's kind, as far as the app model distinguishes them.
public enum ControllerKind: String, Sendable {
  case plain, navigation, tabBar, split
}

/// The settings of a controller that change its layout, read from UIKit.
public struct ControllerSettings: Hashable, Sendable {
  /// `"all"`, `"none"`, or edges joined with commas (`"top,bottom"`).
  public var edgesForExtendedLayout = "all"
  public var extendedLayoutIncludesOpaqueBars = false
  public var automaticallyAdjustsScrollViewInsets = true
  public var hidesBottomBarWhenPushed = false
  /// `[top, left, bottom, right]`.
  public var additionalSafeAreaInsets: [Double] = [0, 0, 0, 0]
  /// `"automatic"`, `"always"` or `"never"`.
  public var largeTitleDisplayMode = "automatic"
  /// A navigation controller's bar; nil for other controllers.
  public var navigationBarTranslucent: Bool?
  public var prefersLargeTitles: Bool?
  public var navigationBarHidden: Bool?
  /// A tab bar controller's bar; nil for other controllers.
  public var tabBarTranslucent: Bool?
  /// A split view controller's style (`"unspecified"`, `"doubleColumn"`, `"tripleColumn"`), the
  /// column of each held controller (`"primary"`, `"supplementary"`, `"secondary"`, `"compact"`)
  /// and its preferred display mode (UIKit's case name); nil for other controllers.
  public var splitStyle: String?
  public var splitColumns: [String]?
  public var preferredDisplayMode: String?

  public init() {}
}

/// A view as the recorder describes it: its type as format 2 names it, its frame and its subviews.
/// A view that is a child controller's root view is described under that controller, not here.
public struct ViewNode: Hashable, Sendable {
  /// `"view"`, `"scrollView"`, `"tableView"`, `"collectionView"`, `"textView"` or `"wkWebView"`.
  public var type: String
  /// `[x, y, width, height]` in the superview.
  public var frame: [Double]
  /// Scroll views: `[width, height]`, the app's `contentInset` and its adjustment behavior.
  public var contentSize: [Double]?
  public var contentInset: [Double]?
  public var contentInsetAdjustmentBehavior: String?
  /// Tables: the number of rows (all sections).
  public var rows: Int?
  public var subviews: [ViewNode]
  /// The view is a child controller's root view.
  public var isChildControllerRoot: Bool
  /// Tells views apart across readings (UIKit: the view's object identity); nil when the values of
  /// the view are not recorded.
  public var identity: String?
  /// `isHidden`, `safeAreaInsets` `[top, left, bottom, right]`; scroll views'
  /// `adjustedContentInset` and `contentOffset` `[x, y]`: the values a snapshot records.
  public var hidden = false
  public var safeAreaInsets: [Double]?
  public var adjustedContentInset: [Double]?
  public var contentOffset: [Double]?

  public init(
    type: String, frame: [Double], contentSize: [Double]? = nil, contentInset: [Double]? = nil,
    contentInsetAdjustmentBehavior: String? = nil, rows: Int? = nil, subviews: [ViewNode] = [],
    isChildControllerRoot: Bool = false, identity: String? = nil
  ) {
    self.identity = identity
    self.type = type
    self.frame = frame
    self.contentSize = contentSize
    self.contentInset = contentInset
    self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
    self.rows = rows
    self.subviews = subviews
    self.isChildControllerRoot = isChildControllerRoot
  }
}

/// A controller read at one moment: the value type ``InsetRecorder`` builds from UIKit and tests
/// build by hand.
public struct ControllerTree: ControllerNode, Sendable {
  public var identity: String
  public var className: String
  public var kind: ControllerKind
  public var children: [ControllerTree]
  public var selectedIndex: Int
  public var presentedTree: [ControllerTree]
  public var presentationStyle: String
  public var settings: ControllerSettings
  public var rootView: ViewNode?
  public var frameInParent: [Double]?
  public var values: ControllerValues

  public init(
    identity: String, className: String, kind: ControllerKind = .plain,
    children: [ControllerTree] = [], selectedIndex: Int = 0,
    presented: ControllerTree? = nil, presentationStyle: String = "automatic",
    settings: ControllerSettings = ControllerSettings(),
    rootView: ViewNode? = nil, frameInParent: [Double]? = nil,
    values: ControllerValues = ControllerValues()
  ) {
    self.values = values
    self.identity = identity
    self.className = className
    self.kind = kind
    self.children = children
    self.selectedIndex = selectedIndex
    self.presentedTree = presented.map { [$0] } ?? []
    self.presentationStyle = presentationStyle
    self.settings = settings
    self.rootView = rootView
    self.frameInParent = frameInParent
  }

  public var held: [any ControllerNode] { children }
  public var presented: (any ControllerNode)? { presentedTree.first }
}

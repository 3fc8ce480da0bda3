import InsetSimSupport

/// The scenario's view controller.
public struct ControllerSpec: Hashable, Sendable {
  public var name: String
  public var edgesForExtendedLayout: RectEdges?
  public var extendedLayoutIncludesOpaqueBars: Bool?
  public var automaticallyAdjustsScrollViewInsets: Bool?
  public var hidesBottomBarWhenPushed: Bool?
  public var additionalSafeAreaInsets: EdgeInsets?
  /// nil: a plain `UIView`; otherwise the controller's view is itself this view
  /// (UITableViewController).
  public var rootView: ViewSpec?
  /// Added to the root view, in this order, in `viewDidLoad`.
  public var subviews: [ViewSpec]
  /// Child controllers added in `viewDidLoad`, in this order (apps only).
  public var children: [ChildSpec] = []
  /// The navigation item's `largeTitleDisplayMode` (apps only; iOS 11+).
  public var largeTitleDisplayMode: LargeTitleDisplayMode?
  /// The style a `present` step without its own `style` uses (apps only).
  public var modalPresentationStyle: PresentationStyle?
  /// The orientations the controller supports (apps only); nil: UIKit's default for the device.
  public var supportedInterfaceOrientations: [Orientation]?
  /// The navigation item's search controller (apps only; iOS 11–18).
  public var searchController: SearchControllerSpec?
  /// The controller is a page view controller with these pages (apps only).
  public var pageViewController: PageViewControllerSpec?
  /// The controller is a hosting controller of SwiftUI content (apps only, iOS 13+).
  public var hostingController: HostingControllerSpec?
  /// `setContentScrollView(_:for: .top)`, or an override of `contentScrollView(for:)` returning
  /// nil (apps only, iOS 15+); nil: UIKit finds the scroll view.
  public var contentScrollView: ContentScrollViewSetting?
  /// The traits the controller registers a handler for with `registerForTraitChanges(_:handler:)`
  /// in `viewDidLoad` (apps only, iOS 17+).
  public var registeredTraits: [TraitName]?
  /// The controller overrides `updateProperties()` (apps only, iOS 26+).
  public var updatesProperties: Bool?

  public init(name: String = "ViewController", rootView: ViewSpec? = nil, subviews: [ViewSpec] = [])
  {
    self.name = name
    self.rootView = rootView
    self.subviews = subviews
  }

  /// The root view's object name: its id, or `<name>.view`.
  public var rootViewName: String { rootView?.id ?? name + ".view" }
}

import InsetSimSupport

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

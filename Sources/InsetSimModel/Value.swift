import InsetSimSupport

/// How a scroll view lets the safe area into its `adjustedContentInset` (iOS 11+).
public enum AdjustmentBehavior: String, Sendable, CaseIterable, Codable {
  case automatic, scrollableAxes, never, always
}

/// The kinds of view a scenario can build.
public enum ViewType: String, Sendable, CaseIterable, Codable {
  case view, scrollView, tableView, collectionView, textView
  /// UIWebView: a plain view that owns a scroll view (`<id>.scrollView`).
  case webView
  /// WKWebView: a plain view that owns a scroll view (`<id>.scrollView`).
  case wkWebView

  /// Whether the view itself is a UIScrollView.
  public var isScrollView: Bool {
    switch self {
    case .scrollView, .tableView, .collectionView, .textView: true
    case .view, .webView, .wkWebView: false
    }
  }

  /// Whether the view owns an inner scroll view, as web views do.
  public var ownsScrollView: Bool { self == .webView || self == .wkWebView }
}

/// A simulated value: what a tracked property holds.
public enum Value: Hashable, Sendable {
  case bool(Bool)
  case number(Double)
  case insets(EdgeInsets)
  case rect(Rect)
  case size(Size)
  case point(Point)
  case edges(RectEdges)
  case behavior(AdjustmentBehavior)
  case orientation(Orientation)
  case sizeClass(SizeClass)
  case displayMode(SplitDisplayMode)
  case largeTitleMode(LargeTitleDisplayMode)
  case presentationStyle(PresentationStyle)

  public var json: JSONValue {
    switch self {
    case .bool(let b): .bool(b)
    case .number(let n): .number(n)
    case .insets(let i): .array(i.components.map(JSONValue.number))
    case .rect(let r): .array([r.minX, r.minY, r.width, r.height].map(JSONValue.number))
    case .size(let s): .array([s.width, s.height].map(JSONValue.number))
    case .point(let p): .array([p.x, p.y].map(JSONValue.number))
    case .edges(let e): .string(e.name)
    case .behavior(let b): .string(b.rawValue)
    case .orientation(let o): .string(o.rawValue)
    case .sizeClass(let c): .string(c.rawValue)
    case .displayMode(let m): .string(m.rawValue)
    case .largeTitleMode(let m): .string(m.rawValue)
    case .presentationStyle(let s): .string(s.rawValue)
    }
  }

  public var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }
  public var numberValue: Double? { if case .number(let n) = self { n } else { nil } }
  public var insetsValue: EdgeInsets? { if case .insets(let i) = self { i } else { nil } }
  public var rectValue: Rect? { if case .rect(let r) = self { r } else { nil } }
  public var sizeValue: Size? { if case .size(let s) = self { s } else { nil } }
  public var pointValue: Point? { if case .point(let p) = self { p } else { nil } }
  public var edgesValue: RectEdges? { if case .edges(let e) = self { e } else { nil } }
  public var behaviorValue: AdjustmentBehavior? {
    if case .behavior(let b) = self { b } else { nil }
  }
}

extension Value: CustomStringConvertible {
  /// `(64, 0, 49, 0)`, `true`, `"automatic"`: how logs print a value.
  public var description: String {
    switch self {
    case .bool(let b): String(b)
    case .number(let n): formatPoints(n)
    case .insets(let i): i.description
    case .rect(let r): r.description
    case .size(let s): "(\(formatPoints(s.width)), \(formatPoints(s.height)))"
    case .point(let p): p.description
    case .edges(let e): e.name
    case .behavior(let b): b.rawValue
    case .orientation(let o): o.rawValue
    case .sizeClass(let c): c.rawValue
    case .displayMode(let m): m.rawValue
    case .largeTitleMode(let m): m.rawValue
    case .presentationStyle(let s): s.rawValue
    }
  }
}

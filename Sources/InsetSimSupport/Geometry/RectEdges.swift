import InsetSimTraceFormat

/// A set of rectangle edges, as UIKit's `UIRectEdge` (used by `edgesForExtendedLayout`).
///
/// Encoded as `"all"`, `"none"`, one edge name, or an array of edge names: `["top", "bottom"]`.
public struct RectEdges: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let top = RectEdges(rawValue: 1 << 0)
  public static let left = RectEdges(rawValue: 1 << 1)
  public static let bottom = RectEdges(rawValue: 1 << 2)
  public static let right = RectEdges(rawValue: 1 << 3)
  public static let all: RectEdges = [.top, .left, .bottom, .right]
  public static let none: RectEdges = []
  public static let vertical: RectEdges = [.top, .bottom]
  public static let horizontal: RectEdges = [.left, .right]

  public static let names: [(String, RectEdges)] = [
    ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right),
  ]

  /// Parses `"all"`, `"none"`, `"top"` or `"top,bottom"`.
  public init?(name: String) {
    switch name {
    case "all": self = .all
    case "none": self = .none
    default:
      var edges = RectEdges()
      for part in name.split(separator: ",") {
        let trimmed = part.trimmingSpaces()
        guard let edge = RectEdges.names.first(where: { $0.0 == trimmed })?.1 else { return nil }
        edges.insert(edge)
      }
      if edges.isEmpty { return nil }
      self = edges
    }
  }

  /// `"all"`, `"none"`, or the edges joined with commas: `"top,bottom"`.
  public var name: String {
    if self == .all { return "all" }
    if self.isEmpty { return "none" }
    return RectEdges.names.filter { contains($0.1) }.map(\.0).joined(separator: ",")
  }
}

extension RectEdges: CustomStringConvertible {
  public var description: String { name }
}

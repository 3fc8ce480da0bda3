import InsetSimTraceFormat

/// Insets from each edge of a rectangle, in points, in UIKit's order: top, left, bottom, right.
///
///     let bars = EdgeInsets(top: 64, bottom: 49)
///     Rect(width: 375, height: 667).inset(by: bars).height  // 554
///
/// Encoded as the JSON array `[top, left, bottom, right]`.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets()

  public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom,
      right: a.right + b.right)
  }

  public static func - (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: a.top - b.top, left: a.left - b.left, bottom: a.bottom - b.bottom,
      right: a.right - b.right)
  }

  /// The insets with only the given edges kept; the others are zero.
  public func keeping(_ edges: RectEdges) -> EdgeInsets {
    EdgeInsets(
      top: edges.contains(.top) ? top : 0, left: edges.contains(.left) ? left : 0,
      bottom: edges.contains(.bottom) ? bottom : 0, right: edges.contains(.right) ? right : 0)
  }

  /// Each edge clamped at zero.
  public var clampedAtZero: EdgeInsets {
    EdgeInsets(top: max(0, top), left: max(0, left), bottom: max(0, bottom), right: max(0, right))
  }

  public var components: [Double] { [top, left, bottom, right] }

  public init?(components c: [Double]) {
    guard c.count == 4 else { return nil }
    self.init(top: c[0], left: c[1], bottom: c[2], right: c[3])
  }
}

extension EdgeInsets: Codable {
  public init(from decoder: any Decoder) throws {
    var c = try decoder.unkeyedContainer()
    let values = try (0..<4).map { _ in try c.decode(Double.self) }
    guard c.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        in: c, debugDescription: "expected 4 numbers [top, left, bottom, right]")
    }
    self.init(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.unkeyedContainer()
    try c.encode(contentsOf: components)
  }
}

extension EdgeInsets: CustomStringConvertible {
  /// `(64, 0, 49, 0)`
  public var description: String { formatPointsList(top, left, bottom, right) }
}

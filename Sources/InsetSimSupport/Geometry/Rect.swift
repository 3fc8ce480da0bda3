import InsetSimTraceFormat

/// A point in a view's coordinate space.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public init(x: Double = 0, y: Double = 0) {
    self.x = x
    self.y = y
  }
  public static let zero = Point()

  public init(from decoder: any Decoder) throws {
    let v = try decodeNumbers(decoder, count: 2, shape: "[x, y]")
    self.init(x: v[0], y: v[1])
  }
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.unkeyedContainer()
    try c.encode(contentsOf: [x, y])
  }
  public var description: String { formatPointsList(x, y) }
}

/// A width and a height.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
  public var width: Double
  public var height: Double
  public init(width: Double = 0, height: Double = 0) {
    self.width = width
    self.height = height
  }
  public static let zero = Size()

  /// The same size turned a quarter: width and height swapped.
  public var transposed: Size { Size(width: height, height: width) }

  public init(from decoder: any Decoder) throws {
    let v = try decodeNumbers(decoder, count: 2, shape: "[width, height]")
    self.init(width: v[0], height: v[1])
  }
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.unkeyedContainer()
    try c.encode(contentsOf: [width, height])
  }
  public var description: String {
    formatPointsList(width, height, open: "", separator: "×", close: "")
  }
}

/// A rectangle: origin and size, in points.
///
///     Rect(x: 0, y: 64, width: 375, height: 603).maxY  // 667
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point = .zero, size: Size) {
    self.origin = origin
    self.size = size
  }
  public init(x: Double = 0, y: Double = 0, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }
  public static let zero = Rect(width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var width: Double { size.width }
  public var height: Double { size.height }

  /// The rectangle shrunk by `insets` (grown where they are negative).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }

  /// The rectangle with its origin moved to zero: what UIKit calls the bounds of a view with this
  /// frame.
  public var bounds: Rect { Rect(width: width, height: height) }

  public init(from decoder: any Decoder) throws {
    let v = try decodeNumbers(decoder, count: 4, shape: "[x, y, width, height]")
    self.init(x: v[0], y: v[1], width: v[2], height: v[3])
  }
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.unkeyedContainer()
    try c.encode(contentsOf: [minX, minY, width, height])
  }
  /// `(0, 64, 375, 603)`
  public var description: String {
    formatPointsList(minX, minY, width, height)
  }
}

func decodeNumbers(_ decoder: any Decoder, count: Int, shape: String) throws -> [Double] {
  var c = try decoder.unkeyedContainer()
  var values: [Double] = []
  while !c.isAtEnd && values.count <= count { values.append(try c.decode(Double.self)) }
  guard values.count == count, c.isAtEnd else {
    throw DecodingError.dataCorruptedError(
      in: c, debugDescription: "expected \(count) numbers \(shape)")
  }
  return values
}

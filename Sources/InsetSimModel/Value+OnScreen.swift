import InsetSimSupport

extension Value {
  /// The largest difference between two lengths that count as the same on screen: half a
  /// hundredth of a point. A screen's pixels are at least a third of a point apart, and UIKit
  /// prints a pixel-aligned length such as 97.66666666666667 that a user writes as 97.67, or that
  /// a sum of the same figures gives as 97.66666666666666.
  public static let lengthTolerance = 0.005

  /// Whether `self` and `other` are the same value on screen: equal, or lengths (numbers, insets,
  /// rects, sizes, points) that differ by at most ``lengthTolerance`` each.
  public func isSameOnScreen(as other: Value) -> Bool {
    if self == other { return true }
    func close(_ a: [Double], _ b: [Double]) -> Bool {
      a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= Self.lengthTolerance }
    }
    switch (self, other) {
    case (.number(let a), .number(let b)): return close([a], [b])
    case (.insets(let a), .insets(let b)): return close(a.components, b.components)
    case (.rect(let a), .rect(let b)):
      return close([a.minX, a.minY, a.width, a.height], [b.minX, b.minY, b.width, b.height])
    case (.size(let a), .size(let b)): return close([a.width, a.height], [b.width, b.height])
    case (.point(let a), .point(let b)): return close([a.x, a.y], [b.x, b.y])
    default: return false
    }
  }
}

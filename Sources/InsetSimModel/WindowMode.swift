import InsetSimSupport

/// How much of an iPad's screen the app's window takes: the whole screen, a Split View pane, Slide
/// Over, or a window of any size (Stage Manager from iPadOS 16, the resizable windows of iPadOS
/// 26).
///
/// In a scenario: `"window": "splitView 1/3"` (or `"fullScreen"`, `"splitView 1/2"`, `"splitView
/// 2/3"`, `"slideOver"`), or `"window": {"width": 700, "height": 800}`; a script's `resizeWindow`
/// takes the same.
public enum WindowMode: Hashable, Sendable {
  case fullScreen
  case splitView(SplitFraction)
  case slideOver
  case free(Size)

  /// The share of the screen a Split View pane takes.
  public enum SplitFraction: String, Hashable, Sendable, CaseIterable {
    case oneThird = "1/3"
    case oneHalf = "1/2"
    case twoThirds = "2/3"
  }

  /// The written form: `"splitView 1/3"`, `"slideOver"`, …; a free window is written as an object.
  public var json: JSONValue {
    switch self {
    case .fullScreen: .string("fullScreen")
    case .splitView(let f): .string("splitView " + f.rawValue)
    case .slideOver: .string("slideOver")
    case .free(let s): .object([("width", .number(s.width)), ("height", .number(s.height))])
    }
  }

  /// `fullScreen`, `splitView 1/3`, `slideOver`, `700 × 800`: how logs name it.
  public var description: String {
    switch self {
    case .fullScreen: "fullScreen"
    case .splitView(let f): "splitView " + f.rawValue
    case .slideOver: "slideOver"
    case .free(let s): "\(formatPoints(s.width)) × \(formatPoints(s.height)) window"
    }
  }

  public static let names = [
    "fullScreen", "splitView 1/3", "splitView 1/2", "splitView 2/3", "slideOver",
  ]

  /// The narrowest window measured with a regular width (the half of a 12.9-inch iPad Pro's
  /// landscape Split View) and the widest measured compact (the larger pane of its portrait split):
  /// a window between the two has no sourced size class.
  public static let narrowestRegularWidth = 678.0
  public static let widestCompactWidth = 639.0
}

import InsetSimSupport

/// The window sizes of iPad multitasking (iPadOS 9–18) for the devices whose figures are published.
///
/// Split View widths and their size classes: swift-snapshot-testing's `ViewImageConfig` (a table of
/// the simulator's sizes, with the trait collection of each pane); Slide Over: measured on the 9.7-
/// and 10.5-inch iPads on iOS 12 (320 wide, 20 pt from the top and the bottom).
extension Device {
  /// A Split View pane's width: landscape 1/3, 1/2, 2/3, or portrait 1/3, 2/3 (portrait has no
  /// halves).
  public struct SplitViewWidths: Sendable, Hashable {
    public var landscape: [WindowMode.SplitFraction: Double]
    public var portrait: [WindowMode.SplitFraction: Double]
    /// The landscape half that keeps a regular width (the 12.9-inch iPad Pro's 678).
    public var regularHalf: Bool
  }

  public static let splitViewSource =
    "https://github.com/pointfreeco/swift-snapshot-testing/blob/012fd98e58585ac48e6b4b0b4c6c34195b46ab8f/Sources/SnapshotTesting/Common/View.swift"
  public static let slideOverSource =
    "https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20"

  /// Split View widths of this device's family, when published.
  public var splitViewWidths: SplitViewWidths? {
    func widths(_ l: (Double, Double, Double), _ p: (Double, Double), regularHalf: Bool = false)
      -> SplitViewWidths
    {
      SplitViewWidths(
        landscape: [.oneThird: l.0, .oneHalf: l.1, .twoThirds: l.2],
        portrait: [.oneThird: p.0, .twoThirds: p.1],
        regularHalf: regularHalf)
    }
    switch family {
    case "iPad (9.7-inch)": return widths((320, 507, 694), (320, 438))
    case "iPad (10.2-inch)": return widths((320, 535, 750), (320, 480))
    case "iPad Pro (10.5-inch)": return widths((320, 551, 782), (320, 504))
    case "iPad Pro (11-inch)": return widths((375, 592, 809), (320, 504))
    case "iPad Pro (12.9-inch, 2nd)", "iPad Pro (12.9-inch, 3rd)":
      return widths((375, 678, 981), (375, 639), regularHalf: true)
    default: return nil
    }
  }

  /// Whether Slide Over's size is published for this device's family (320 wide, the screen's height
  /// − 40).
  public var hasMeasuredSlideOver: Bool {
    family == "iPad (9.7-inch)" || family == "iPad Pro (10.5-inch)"
  }

  /// The families whose Split View sizes are published, for messages.
  public static let splitViewFamilies = [
    "iPad (9.7-inch)", "iPad (10.2-inch)", "iPad Pro (10.5-inch)", "iPad Pro (11-inch)",
    "iPad Pro (12.9-inch, 3rd)",
  ]
}

import InsetSimSupport

/// The three ways UIKit has laid out a controller's view under bars.
public enum Era: String, Sendable, CaseIterable {
  /// iOS 6 and earlier: opaque bars, content below them, the status bar takes its own 20 pt.
  case ios6
  /// iOS 7–10: full-screen layout, `edgesForExtendedLayout`,
  /// `automaticallyAdjustsScrollViewInsets`.
  case legacy
  /// iOS 11 and later: safe area, `contentInsetAdjustmentBehavior`, `adjustedContentInset`.
  case safeArea

  public var title: String {
    switch self {
    case .ios6: "iOS 6"
    case .legacy: "iOS 7–10"
    case .safeArea: "iOS 11+"
    }
  }
}

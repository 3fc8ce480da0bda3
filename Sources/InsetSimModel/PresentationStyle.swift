import InsetSimSupport

/// `UIModalPresentationStyle`, as far as the simulator presents it.
public enum PresentationStyle: String, Sendable, CaseIterable {
  case automatic, pageSheet, formSheet, fullScreen, overFullScreen, popover
}

/// A sheet's detent (`UISheetPresentationController.Detent`, iOS 15+).
public enum SheetDetent: Hashable, Sendable {
  case medium, large
  /// `.custom(identifier:resolver:)` (iOS 16+) whose resolver returns this height: points within
  /// the sheet's safe area, above its bottom inset. Written `{"custom": HEIGHT}`.
  case custom(Double)

  /// The system detents, by name.
  public static let systemNames = ["medium", "large"]

  /// "medium", "large", or "custom 300".
  public var name: String {
    switch self {
    case .medium: "medium"
    case .large: "large"
    case .custom(let height): "custom " + formatPoints(height)
    }
  }
}

/// `UINavigationItem.LargeTitleDisplayMode` (iOS 11+).
public enum LargeTitleDisplayMode: String, Sendable, CaseIterable {
  case automatic, always, never
}

/// What a `present` step presents and how.
public struct PresentSpec: Hashable, Sendable {
  public var controller: String
  /// nil: the controller's `modalPresentationStyle`, else UIKit's default for the release.
  public var style: PresentationStyle?
  public var animated: Bool
  /// The controller is presented as the root of a navigation controller named
  /// `NAME.navigationController`.
  public var inNavigationController: Bool
  public var detents: [SheetDetent]
  /// `sheetPresentationController.prefersEdgeAttachedInCompactHeight` (iOS 15+): in compact
  /// height (an iPhone in landscape) the sheet stays a sheet, attached to the bottom edge, instead
  /// of going full screen.
  public var prefersEdgeAttachedInCompactHeight: Bool
  /// `sheetPresentationController.prefersGrabberVisible` (iOS 15+).
  public var prefersGrabberVisible: Bool
  /// `sheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge` (iOS 15+, default
  /// true): a drag of a scroll view at its top expands the sheet to a larger detent.
  public var prefersScrollingExpandsWhenScrolledToEdge = true
  public init(
    controller: String, style: PresentationStyle? = nil, animated: Bool = true,
    inNavigationController: Bool = false,
    detents: [SheetDetent] = [], prefersEdgeAttachedInCompactHeight: Bool = false,
    prefersGrabberVisible: Bool = false
  ) {
    self.controller = controller
    self.style = style
    self.animated = animated
    self.inNavigationController = inNavigationController
    self.detents = detents
    self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
    self.prefersGrabberVisible = prefersGrabberVisible
  }

  /// The name of the navigation controller `inNavigationController` makes for `controller`.
  public static func navigationName(for controller: String) -> String {
    controller + ".navigationController"
  }
}

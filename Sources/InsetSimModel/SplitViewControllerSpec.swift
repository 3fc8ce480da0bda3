import InsetSimSupport

/// A split view controller at an app's root: its style, its columns and the preferences the app
/// sets.
///
/// A column-style split view (`UISplitViewController(style:)`, iOS 14+) wraps each of its primary,
/// supplementary and secondary columns in a navigation controller UIKit makes for it
/// (`setViewController(_:for:)`), named after its column; its compact column is not wrapped. The
/// classic split view (no style: `.unspecified`, iOS 8+) has a primary and a secondary column, each
/// shown as the app gives it.
public struct SplitViewControllerSpec: Hashable, Sendable {
  public enum Style: String, CaseIterable, Hashable, Sendable {
    case unspecified, doubleColumn, tripleColumn

    /// A column style (iOS 14+), as opposed to the classic split view.
    public var hasColumns: Bool { self != .unspecified }
  }

  public var style: Style
  /// Each column: a controller or a navigation controller (always a navigation controller in a
  /// column style).
  public var primary: ContainerSpec
  /// The middle column of a triple-column split view (nil otherwise).
  public var supplementary: ContainerSpec?
  public var secondary: ContainerSpec
  /// What a column-style split view shows while it is collapsed (compact width); nil: the other
  /// columns collapse onto the primary column's navigation controller.
  public var compact: ContainerSpec?
  public var preferredDisplayMode: SplitDisplayMode
  public var preferredPrimaryColumnWidth: Double?
  public var preferredSupplementaryColumnWidth: Double?

  public init(
    style: Style, primary: ContainerSpec, supplementary: ContainerSpec? = nil,
    secondary: ContainerSpec,
    compact: ContainerSpec? = nil, preferredDisplayMode: SplitDisplayMode = .automatic,
    preferredPrimaryColumnWidth: Double? = nil, preferredSupplementaryColumnWidth: Double? = nil
  ) {
    self.style = style
    self.primary = primary
    self.supplementary = supplementary
    self.secondary = secondary
    self.compact = compact
    self.preferredDisplayMode = preferredDisplayMode
    self.preferredPrimaryColumnWidth = preferredPrimaryColumnWidth
    self.preferredSupplementaryColumnWidth = preferredSupplementaryColumnWidth
  }

  /// The primary, supplementary and secondary columns, in column order.
  public var columns: [(column: SplitColumn, content: ContainerSpec)] {
    var list: [(SplitColumn, ContainerSpec)] = [(.primary, primary)]
    if let supplementary { list.append((.supplementary, supplementary)) }
    list.append((.secondary, secondary))
    return list
  }

  /// Every column with the compact one, in column order.
  public var allColumns: [(column: SplitColumn, content: ContainerSpec)] {
    columns + (compact.map { [(SplitColumn.compact, $0)] } ?? [])
  }

  /// Every navigation controller the split view holds, in column order.
  public var navigationControllers: [NavigationStackSpec] {
    allColumns.compactMap { if case .navigation(let n) = $0.content { n } else { nil } }
  }

  /// Every controller the split view holds, in column order.
  public var controllerNames: [String] {
    allColumns.flatMap { entry -> [String] in
      switch entry.content {
      case .controller(let name): [name]
      case .navigation(let n): n.stack
      // refused by the decoder: a column is a controller or a navigation controller
      case .tabBar, .split: []
      }
    }
  }

  /// The name of the navigation controller a column-style split view makes for a column given as a
  /// controller.
  public static func navigationName(of column: SplitColumn) -> String {
    column.rawValue + "NavigationController"
  }
}

/// A split view controller's column (`UISplitViewController.Column`).
public enum SplitColumn: String, CaseIterable, Hashable, Sendable {
  case primary, supplementary, secondary, compact
}

/// `UISplitViewController.DisplayMode` (iOS 14 names): which columns show, and beside or over the
/// secondary.
public enum SplitDisplayMode: String, CaseIterable, Hashable, Sendable {
  case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary,
    twoOverSecondary, twoDisplaceSecondary

  /// Whether the mode needs a supplementary column (the "two…" modes).
  public var showsSupplementary: Bool {
    self == .twoBesideSecondary || self == .twoOverSecondary || self == .twoDisplaceSecondary
  }
}

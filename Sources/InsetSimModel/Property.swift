import InsetSimSupport

/// A tracked property. Its raw value indexes an object's storage, so reads and writes are array
/// accesses.
public enum Property: Int, Sendable, CaseIterable, Comparable {
  /// How many properties there are (the size of an object's storage).
  /// (A literal, so that reading it costs no lazy initialisation; a test holds it to `allCases`.)
  @inlinable package static var caseCount: Int { 45 }

  // Geometry of every view and bar.
  case frame
  case bounds
  case hidden
  case safeAreaInsets
  // Scroll views.
  case contentSize
  case contentInset
  case adjustedContentInset
  case contentOffset
  case scrollIndicatorInsets
  case contentInsetAdjustmentBehavior
  case scrollEnabled
  case alwaysBounceVertical
  case alwaysBounceHorizontal
  // Bars.
  case translucent
  // Containers.
  case navigationBarHidden
  case toolbarHidden
  case prefersLargeTitles
  case orientation
  // The controller.
  case edgesForExtendedLayout
  case extendedLayoutIncludesOpaqueBars
  case automaticallyAdjustsScrollViewInsets
  case hidesBottomBarWhenPushed
  case additionalSafeAreaInsets
  case topLayoutGuideLength
  case bottomLayoutGuideLength
  /// UIKit's private record of the inset it added (iOS 7–10), kept so the next pass applies only
  /// the difference.
  case appliedInsetAdjustment
  /// Whether the bottom bar is out of the layout because the top controller hides it when pushed.
  case bottomBarHiddenByPush
  // A controller in a flow (apps).
  case isMovingToParent
  case isMovingFromParent
  case isBeingPresented
  case isBeingDismissed
  /// The controller's view's `keyboardLayoutGuide.layoutFrame` (iOS 15+), in the view's
  /// coordinates.
  case keyboardLayoutGuideFrame
  /// The keyboard's overlap a table or collection view controller adds to its scroll view
  /// (UIKit-private).
  case keyboardInset
  /// The window's trait collection (iOS 8+): written only where size classes exist.
  case horizontalSizeClass, verticalSizeClass
  /// A split view controller (iOS 14+): its display mode, whether it is collapsed, and its columns'
  /// widths.
  case displayMode, isCollapsed, primaryColumnWidth, supplementaryColumnWidth
  /// The split view controller's preferred display mode, which the app sets.
  case preferredDisplayMode
  /// A controller's navigationItem.largeTitleDisplayMode (apps, iOS 11+), once the app names it.
  case largeTitleDisplayMode
  /// A controller's modalPresentationStyle (apps), once the app names it.
  case modalPresentationStyle
  /// A controller's prefersStatusBarHidden, once the app names it; UIKit reads it at
  /// setNeedsStatusBarAppearanceUpdate.
  case prefersStatusBarHidden
  /// A hosting controller's view (iOS 13+): the safe area its SwiftUI content lays out within.
  case swiftUISafeAreaInsets
  /// A controller's preferredContentSize, once something sets it (a hosting controller with
  /// sizingOptions .preferredContentSize, iOS 16+).
  case preferredContentSize

  public static func < (a: Property, b: Property) -> Bool { a.rawValue < b.rawValue }

  public var name: String {
    switch self {
    case .frame: "frame"
    case .bounds: "bounds"
    case .hidden: "hidden"
    case .safeAreaInsets: "safeAreaInsets"
    case .contentSize: "contentSize"
    case .contentInset: "contentInset"
    case .adjustedContentInset: "adjustedContentInset"
    case .contentOffset: "contentOffset"
    case .scrollIndicatorInsets: "scrollIndicatorInsets"
    case .contentInsetAdjustmentBehavior: "contentInsetAdjustmentBehavior"
    case .scrollEnabled: "scrollEnabled"
    case .alwaysBounceVertical: "alwaysBounceVertical"
    case .alwaysBounceHorizontal: "alwaysBounceHorizontal"
    case .translucent: "translucent"
    case .navigationBarHidden: "navigationBarHidden"
    case .toolbarHidden: "toolbarHidden"
    case .prefersLargeTitles: "prefersLargeTitles"
    case .orientation: "orientation"
    case .edgesForExtendedLayout: "edgesForExtendedLayout"
    case .extendedLayoutIncludesOpaqueBars: "extendedLayoutIncludesOpaqueBars"
    case .automaticallyAdjustsScrollViewInsets: "automaticallyAdjustsScrollViewInsets"
    case .hidesBottomBarWhenPushed: "hidesBottomBarWhenPushed"
    case .additionalSafeAreaInsets: "additionalSafeAreaInsets"
    case .topLayoutGuideLength: "topLayoutGuide.length"
    case .bottomLayoutGuideLength: "bottomLayoutGuide.length"
    case .appliedInsetAdjustment: "_appliedInsetAdjustment"
    case .bottomBarHiddenByPush: "_bottomBarHiddenByPush"
    case .isMovingToParent: "isMovingToParent"
    case .isMovingFromParent: "isMovingFromParent"
    case .isBeingPresented: "isBeingPresented"
    case .isBeingDismissed: "isBeingDismissed"
    case .keyboardLayoutGuideFrame: "keyboardLayoutGuide.layoutFrame"
    case .keyboardInset: "_keyboardInset"
    case .horizontalSizeClass: "traitCollection.horizontalSizeClass"
    case .verticalSizeClass: "traitCollection.verticalSizeClass"
    case .displayMode: "displayMode"
    case .isCollapsed: "isCollapsed"
    case .primaryColumnWidth: "primaryColumnWidth"
    case .supplementaryColumnWidth: "supplementaryColumnWidth"
    case .preferredDisplayMode: "preferredDisplayMode"
    case .largeTitleDisplayMode: "largeTitleDisplayMode"
    case .modalPresentationStyle: "modalPresentationStyle"
    case .prefersStatusBarHidden: "prefersStatusBarHidden"
    case .swiftUISafeAreaInsets: "swiftUISafeAreaInsets"
    case .preferredContentSize: "preferredContentSize"
    }
  }

  public static let byName: [String: Property] = {
    var map: [String: Property] = [:]
    for p in allCases { map[p.name] = p }
    map["topLayoutGuide"] = .topLayoutGuideLength
    map["bottomLayoutGuide"] = .bottomLayoutGuideLength
    return map
  }()

  /// UIKit-private bookkeeping: traced, but left out of snapshots and `print`.
  public var isInternal: Bool {
    self == .appliedInsetAdjustment || self == .bottomBarHiddenByPush || self == .keyboardInset
  }

  /// Whether a recording of a real app can read it through UIKit: not UIKit's private bookkeeping,
  /// nor what a hosting controller's SwiftUI content lays out within (SwiftUI keeps it).
  public var isRecordable: Bool { !isInternal && self != .swiftUISafeAreaInsets }

  /// Whether the property exists on `era` (safe area API from iOS 11, layout guides iOS 7–10, …).
  public func exists(in era: Era) -> Bool {
    switch self {
    case .safeAreaInsets, .adjustedContentInset, .contentInsetAdjustmentBehavior,
      .additionalSafeAreaInsets, .swiftUISafeAreaInsets,
      .prefersLargeTitles, .largeTitleDisplayMode:
      era == .safeArea
    case .topLayoutGuideLength, .bottomLayoutGuideLength: era == .legacy
    case .edgesForExtendedLayout, .extendedLayoutIncludesOpaqueBars,
      .automaticallyAdjustsScrollViewInsets:
      era != .ios6
    default: true
    }
  }
}

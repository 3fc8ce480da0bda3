/// A property a trace can hold, named as InsetSim names it (`Property.name` in the simulator).
///
///     TrackedProperty.contentInset.rawValue          // "contentInset"
///     TrackedProperty.topLayoutGuideLength.rawValue  // "topLayoutGuide.length"
///
/// Only the properties an app can read on a device are listed; the simulator's private bookkeeping
/// (`_appliedInsetAdjustment`) is not.
public enum TrackedProperty: String, Sendable, CaseIterable {
  // Every view and bar.
  case frame, bounds, hidden, safeAreaInsets
  // Scroll views.
  case contentSize, contentInset, adjustedContentInset, contentOffset, scrollIndicatorInsets
  case contentInsetAdjustmentBehavior, scrollEnabled, alwaysBounceVertical, alwaysBounceHorizontal
  // Bars.
  case translucent
  // The navigation controller and the window.
  case navigationBarHidden, toolbarHidden, prefersLargeTitles, orientation
  // The view controller.
  case edgesForExtendedLayout, extendedLayoutIncludesOpaqueBars,
    automaticallyAdjustsScrollViewInsets
  case hidesBottomBarWhenPushed, additionalSafeAreaInsets
  case topLayoutGuideLength = "topLayoutGuide.length"
  case bottomLayoutGuideLength = "bottomLayoutGuide.length"
  // A controller in a flow (apps).
  case isMovingToParent, isMovingFromParent, isBeingPresented, isBeingDismissed
  case keyboardLayoutGuideLayoutFrame = "keyboardLayoutGuide.layoutFrame"
  // The window's trait collection.
  case horizontalSizeClass = "traitCollection.horizontalSizeClass"
  case verticalSizeClass = "traitCollection.verticalSizeClass"
  // A split view controller (iOS 14+).
  case displayMode, isCollapsed, primaryColumnWidth, supplementaryColumnWidth, preferredDisplayMode
  // A controller's navigation item (iOS 11+).
  case largeTitleDisplayMode
  // A controller's presentation and status bar settings.
  case modalPresentationStyle, prefersStatusBarHidden
  // A controller's preferred content size (a hosting controller's, with sizingOptions).
  case preferredContentSize
}

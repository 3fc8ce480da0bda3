import InsetSimModel
import InsetSimSupport

/// Every rule the simulator applies, in the order `insetsim rules` prints them. Each rule is
/// declared beside the code that applies it (`Rule.legacyAutoAdjustAdditive` in
/// LegacyInsetAdjustment.swift, named after its id) and listed here; `RuleSourceTests` checks that
/// every declaration is listed and generates the "applied by" index from the code that names each
/// rule. The constants below are sources and releases the declarations share.
extension Rule {
  static let seed000 = "docs/facts/seed-observations.md#seed-000"
  static let seed001 = "docs/facts/seed-observations.md#seed-001"
  static let seed003 = "docs/facts/seed-observations.md#seed-003"
  static let seed004 = "docs/facts/seed-observations.md#seed-004"
  static let wang = "https://github.com/wangyanchang21/wangyanchang21.github.io"
  static let scrollHeader =
    "https://github.com/itsnebulalol/sdks/blob/main/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScrollView.h"
  static let vcHeader =
    "https://github.com/itsnebulalol/sdks/blob/main/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h"
  static let qmuiDefines =
    "https://github.com/Tencent/QMUI_iOS/blob/master/QMUIKit/QMUICore/QMUICommonDefines.h"
  static let qmui633 = "https://github.com/Tencent/QMUI_iOS/issues/633"
  static let ios7 = OSVersion(7, 0)
  static let ios10 = OSVersion(10, 3)
  static let ios11 = OSVersion(11, 0)
  static let any = OSVersion(6, 0)

  public static let catalog: [Rule] =
    [
      // MARK: Bars and the status bar
      .designCompatibility,
      .statusBarHeight,
      .statusBarHeightAssumed,
      .statusBarControllerBased,
      .statusBarHiddenInLandscape,
      .navigationBarHeight,
      .navigationBarHeightLandscapeIOS26,
      .navigationBarYDynamicIsland62,
      .navigationBarLandscapeIOS26DynamicIsland,
      .navigationBarYHomeButtonIOS26,
      .navigationBarLandscapeIOS26HomeButton,
      .tabBarMode,
      .tabBarHeight,
      .tabBarHeightHomeButtonIOS26,
      .toolbarHeight,
      .tabBarHiddenKeepsLayout,
      .tabBarHidesBottomBarWhenPushed,
      .navigationBarSetHidden,
      .windowOrientation,
      .tabBarBottomAccessory,
      .tabBarIPadTop,
      .tabBarMinimizeOnScroll,
      .tabBarMinimizeSafeArea,
      .tabBarSetTabBarHidden,
      .scrollScrollToTop,
      .windowMultitasking,
      .windowResizable,
      // MARK: Split view controllers (the classic one from iOS 8, column styles from iOS 14)
      .splitViewCollapse,
      .splitViewDisplayModeAutomatic,
      .splitViewDisplayMode,
      .splitViewColumnWidth,
      .splitViewColumnFrames,
      .splitViewFloatingSidebar,
      .splitViewPrimaryBuffer,
      .splitViewPrimaryBufferAssumed,
      .splitViewColumnAppearance,
      .windowResize,
      .traitsSizeClassPhone,
      .traitsSizeClassPad,
      .traitsSizeClassWindow,
      .traitsFirstAppearance, .traitsPredictionCorrected,
      .traitsTransitionOrder,
      .traitsOffScreenSizeTransition, .traitsOffScreenDeferredIos8, .traitsOffScreenDeferredIos17,
      .traitsRegisterForTraitChanges,
      // MARK: The controller's view frame
      .ios6LayoutBelowBars, .ios6LayoutUnderTranslucentNavigationBar,
      .layoutWindowRoot,
      .layoutExtendedLayout, .navigationFrameBeforeWillAppear,
      .legacyLayoutGuides,
      // MARK: iOS 7–10 automatic adjustment
      .legacyAutoAdjustFlag,
      .legacyAutoAdjustNeedsContainer,
      .legacyAutoAdjustCandidate,
      .legacyWebViewInnerScrollView,
      .legacyAutoAdjustCoveredByBars,
      .legacyAutoAdjustAdditive,
      .legacyAutoAdjustIndicators,
      .scrollContentOffsetPinnedTop,
      // MARK: iOS 11+ safe area
      .safeAreaWindow,
      .safeAreaRootView,
      .safeAreaAdditional,
      .safeAreaAdditionalClampedAtZero,
      .safeAreaSubviewOverlap,
      .safeAreaNotInWindow,
      .safeAreaBehaviorNever,
      .safeAreaBehaviorAlways,
      .safeAreaBehaviorScrollableAxes,
      .safeAreaAutomaticContentScrollView,
      .safeAreaAutomaticRootViewNotAdjusting,
      .safeAreaAutomaticScrollableAxes,
      .safeAreaBehaviorWebView,
      .safeAreaContentInsetUntouched,
      // MARK: Content
      .contentTableSize,
      .scrollTableBouncesVertically,
      .layoutFill,
      .layoutReentrantLayoutIfNeeded,
      .layoutPassesLaunch,
      .layoutPassesPush,
      // MARK: Lifecycle order and timing MARK: The keyboard
      .keyboardHeightIos7,
      .keyboardHeightIos8,
      .keyboardHeight,
      .keyboardHeightIos11,
      .keyboardAnimation,
      .keyboardInterruptedAnimation,
      .keyboardRotation,
      .keyboardWindowResize,
      .keyboardOwnerLeaves,
      .keyboardRestoredByNavigation,
      .keyboardRestoredAfterDismissal,
      .keyboardTabSwitchHides,
      .keyboardTabSwitchRestored,
      .keyboardTabSwitchNotRestored,
      .keyboardLayoutGuide,
      .keyboardScrollViewControllerAvoidance,
      .keyboardNeverSkipsKeyboardInset,
      .keyboardScrollViewControllerAvoidanceLegacy,
      .keyboardHardwareShortcutBar,
      .keyboardFloating,
      // MARK: Scrolling and large titles
      .scrollDrag,
      .largeTitleCollapseOnScroll,
      .largeTitleSnapIOS26,
      .largeTitleNotTracked,
      // MARK: Apps: flows (format 2)
      .flowOrderNavigation,
      .navigationInteractivePop, .navigationInteractivePopStack,
      .flowOrderFullScreen,
      .flowOrderSheet,
      .flowOrderTabSwitch,
      .flowOrderTabSwitchCrossFade,
      .flowOrderTabSwitchUnderSheet,
      .pageViewControllerPages,
      .pageViewControllerOrder,
      .pageViewControllerCancelledSwipe,
      .pageViewControllerTiming,
      .pageViewControllerCurl,
      .pageViewControllerCancelledCurl,
      .pageViewControllerCurlNotAnimated,
      .pageViewControllerCurlSafeArea,
      .hostingSafeArea,
      .hostingKeyboardRegion,
      .hostingSafeAreaRegions,
      .hostingSizingOptions,
      .hostingOnAppear,
      .flowTimingTransition,
      .flowTimingTabSwitch,
      .flowMovingFlags,
      .flowContainmentNavigation,
      .flowContainmentChild, .flowContainmentChildAppearanceAfterCommit,
      .flowNoop,
      .flowDuringTransitionNavigation,
      .flowDuringTransitionPresentation,
      .flowDuringTransitionNotModelled,
      .flowDuringTransitionPageScroll,
      .osNearestRelease,
      // MARK: Outside the model: what InsetSim does not simulate, and what a run does instead
      // (docs/model-limits.md)
      .outsideSearchBarInSheet,
      .outsideInterfaceTurn,
      .outsideInsertSubviewPastEnd,
      .outsideSplitViewExpansion,
      .outsideAddChildMoves,
      .outsidePresentationAdaptsFullScreen,
      .outsideWindowSize,
      .outsidePageCurlDuringCurl,
      .outsideSheetKeyboard, .outsideFormSheetKeyboard, .outsideSheetDetentsInCompactHeight,
      .outsideKeyboardResponder,
      .outsideMoreNavigationController,
      .outsideStackedPresentations,
      .outsideOffScreenSizeTransition,
      .flowRaises,
      .tabBarHidesBottomBarWhenPushedStack,
      .tabBarHidesBottomBarWhenPushedView,
      .presentStyle,
      .presentAdaptsToFullScreen,
      .presentSheet,
      .presentAutomaticIPad,
      .presentFormSheetIPad,
      .presentPageSheetIPad,
      .presentIPadSheetSafeArea,
      .presentSheetFrame,
      .presentSheetMediumDetent,
      .presentSheetFrameIOS26,
      .presentSheetMediumDetentIOS26,
      .presentSheetFloatingCard,
      .presentSheetSmallDetentIOS26,
      .presentSheetCustomDetent,
      .presentSheetSafeArea,
      .presentSheetEdgeAttached,
      .presentSheetNoActiveDetent,
      .presentSheetGrabber,
      .presentSheetKeyboardExpands,
      .presentSheetScrollExpands,
      .presentDimming,
      .presentAdaptsToWidthClass,
      .navigationContentScrollView,
      .navigationNewController,
      .safeAreaChild,
      .legacyChildLayoutGuides,
      .rotationSupportedOrientations,
      .rotationIPadMultitasking,
      .rotationRequiresFullScreen,
      .rotationAppOrientations,
      .rotationNoCommonOrientation,
      .rotationAppOrientationsOptOut,
      .rotationFaceIDUpsideDown,
      .rotationDefaultMask,
      .navigationBarLargeTitleDisplayMode,
      .largeTitleCompactHeight,
      .searchBarHeight,
      .searchBarHeightIos13,
      .searchBarHidesWhenScrolling,
      .lifecycleOrder,
      .lifecycleViewIsAppearing,
      .lifecycleUpdateProperties,
      .lifecycleTiming,
    ]
    // UIKit's own bugs, release by release (docs/research/UIKIT-BUGS-RESEARCH.md): each is declared
    // in its file under Bugs/; `uikitBugs: false` or --without-bugs runs as if every one were
    // fixed.
    + uikitBugs

  public static func named(_ id: RuleID) -> Rule? { catalogIndex[id] }
  static let catalogIndex: [RuleID: Rule] = Dictionary(
    catalog.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
}

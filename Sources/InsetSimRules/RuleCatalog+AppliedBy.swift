// Generated from the sources by `INSETSIM_RECORD=1 swift test --filter RuleSourceTests`: do
// not edit. For each rule, the functions whose code names it (Rule.name); a rule no code
// names is documentation of a figure or order other rules rest on.
import InsetSimModel

extension Rule {
  package static let appliedByTable: [String: String] = [
    "bug.appearance.childViewIsAppearing":
      "rule in InsetSimRules/Bugs/ViewIsAppearingNotForwardedToChildren.swift",
    "bug.largeTitle.collapsedOnColdLaunch":
      "note() in InsetSimRules/Bugs/LargeTitleCollapsedOnColdLaunch.swift; rule in InsetSimRules/Bugs/LargeTitleCollapsedOnColdLaunch.swift",
    "bug.largeTitle.noCollapseOnColdLaunch":
      "note() in InsetSimRules/Bugs/LargeTitleNoCollapseOnColdLaunch.swift; rule in InsetSimRules/Bugs/LargeTitleNoCollapseOnColdLaunch.swift",
    "bug.largeTitle.startsCollapsed":
      "note() in InsetSimRules/Bugs/LargeTitleStartsCollapsed.swift; rule in InsetSimRules/Bugs/LargeTitleStartsCollapsed.swift",
    "bug.layoutGuide.bottomDuringHidingPush":
      "length() in InsetSimRules/Bugs/BottomGuideDuringHidingPush.swift; rule in InsetSimRules/Bugs/BottomGuideDuringHidingPush.swift",
    "bug.layoutGuide.bottomToolbarPlusTabBar":
      "length() in InsetSimRules/Bugs/BottomGuideToolbarPlusTabBar.swift; rule in InsetSimRules/Bugs/BottomGuideToolbarPlusTabBar.swift",
    "bug.safeArea.opaqueBarTransitionGap":
      "insets() in InsetSimRules/Bugs/OpaqueBarTransitionGap.swift; rule in InsetSimRules/Bugs/OpaqueBarTransitionGap.swift",
    "bug.safeArea.opaqueTabBarMissing":
      "insets() in InsetSimRules/Bugs/OpaqueTabBarMissingFromSafeArea.swift; rule in InsetSimRules/Bugs/OpaqueTabBarMissingFromSafeArea.swift",
    "bug.safeArea.statusBarHiddenAtLaunch":
      "insets() in InsetSimRules/Bugs/StatusBarHiddenAtLaunch.swift; rule in InsetSimRules/Bugs/StatusBarHiddenAtLaunch.swift",
    "bug.safeArea.tabBarPopIntermediateBottom":
      "insets() in InsetSimRules/Bugs/TabBarPopIntermediateBottom.swift; rule in InsetSimRules/Bugs/TabBarPopIntermediateBottom.swift",
    "bug.scrollView.codeAddedNotAdjusted":
      "note() in InsetSimRules/Bugs/CodeAddedScrollViewNotAdjusted.swift; rule in InsetSimRules/Bugs/CodeAddedScrollViewNotAdjusted.swift",
    "bug.scrollView.neverIgnoredInTabBar":
      "contentInset() in InsetSimRules/Bugs/ScrollViewNeverIgnoredInTabBar.swift; rule in InsetSimRules/Bugs/ScrollViewNeverIgnoredInTabBar.swift",
    "bug.splitView.compactPushSafeAreaZero":
      "insets() in InsetSimRules/Bugs/SplitViewCompactPushSafeArea.swift; rule in InsetSimRules/Bugs/SplitViewCompactPushSafeArea.swift",
    "bug.splitView.largeBarFrameAfterPush":
      "frame() in InsetSimRules/Bugs/LargeFrameAfterCollapsedPush.swift; rule in InsetSimRules/Bugs/LargeFrameAfterCollapsedPush.swift",
    "bug.tabBar.buttonsZeroOnPop":
      "note() in InsetSimRules/Bugs/TabBarButtonsZeroOnPop.swift; rule in InsetSimRules/Bugs/TabBarButtonsZeroOnPop.swift",
    "bug.tabBar.collapsedAfterModalRotation":
      "frame() in InsetSimRules/Bugs/TabBarCollapsedAfterModalRotation.swift; rule in InsetSimRules/Bugs/TabBarCollapsedAfterModalRotation.swift",
    "bug.tabBar.hiddenAfterPopToRoot":
      "note() in InsetSimRules/Bugs/TabBarHiddenAfterPopToRoot.swift; rule in InsetSimRules/Bugs/TabBarHiddenAfterPopToRoot.swift",
    "bug.tabBar.jumpsUpOnPush":
      "frame() in InsetSimRules/Bugs/TabBarJumpsUpOnPush.swift; rule in InsetSimRules/Bugs/TabBarJumpsUpOnPush.swift",
    "bug.tabBar.squishedAfterModal":
      "frame() in InsetSimRules/Bugs/TabBarSquishedAfterModal.swift; rule in InsetSimRules/Bugs/TabBarSquishedAfterModal.swift",
    "bug.toolbar.gapAboveTabBar":
      "frame() in InsetSimRules/Bugs/ToolbarGapAboveTabBar.swift; rule in InsetSimRules/Bugs/ToolbarGapAboveTabBar.swift",
    "content.tableSize":
      "height() in InsetSimRules/TableContentSize.swift; size() in InsetSimRules/TableContentSize.swift",
    "design.compatibility":
      "noteDesign() in InsetSimEngine/Simulation+Design.swift; release() in InsetSimRules/DesignCompatibility.swift",
    "flow.containment.child":
      "declared in InsetSimRules/ChildContainment.swift; no code names it",
    "flow.containment.childAppearanceAfterCommit":
      "childAppearanceEnds() in InsetSimEngine/Containers/ChildContainment.swift",
    "flow.containment.navigation":
      "declared in InsetSimRules/NavigationContainment.swift; no code names it",
    "flow.duringTransition.navigation":
      "answer() in InsetSimRules/FlowDuringTransition.swift",
    "flow.duringTransition.notModelled":
      "answer() in InsetSimRules/FlowDuringTransition.swift",
    "flow.duringTransition.pageScroll":
      "meetingPageScroll() in InsetSimRules/FlowDuringTransition.swift",
    "flow.duringTransition.presentation":
      "answer() in InsetSimRules/FlowDuringTransition.swift",
    "flow.movingFlags":
      "beginTransition() in InsetSimEngine/Simulation+Transitions.swift; outgoingReturns() in InsetSimEngine/Simulation+Transitions.swift",
    "flow.noop":
      "noop() in InsetSimEngine/Simulation+Transitions.swift",
    "flow.order.fullScreen":
      "plan() in InsetSimRules/AppearanceOrder.swift",
    "flow.order.navigation":
      "plan() in InsetSimRules/AppearanceOrder.swift",
    "flow.order.sheet":
      "plan() in InsetSimRules/AppearanceOrder.swift",
    "flow.order.tabSwitch":
      "plan() in InsetSimRules/AppearanceOrder.swift; selectTab() in InsetSimEngine/Containers/TabBarContainer.swift",
    "flow.order.tabSwitch.crossFade":
      "plan() in InsetSimRules/AppearanceOrder.swift; selectTab() in InsetSimEngine/Containers/TabBarContainer.swift",
    "flow.order.tabSwitchUnderSheet":
      "selectTab() in InsetSimEngine/Containers/TabBarContainer.swift",
    "flow.raises":
      "raises() in InsetSimEngine/Simulation+Transitions.swift",
    "flow.timing.tabSwitch":
      "duration() in InsetSimRules/AppearanceOrder.swift",
    "flow.timing.transition":
      "duration() in InsetSimRules/AppearanceOrder.swift",
    "hosting.keyboardRegion":
      "insets() in InsetSimRules/HostingController.swift",
    "hosting.onAppear":
      "contentFirstLaidOut() in InsetSimEngine/Simulation+Hosting.swift",
    "hosting.safeArea":
      "insets() in InsetSimRules/HostingController.swift",
    "hosting.safeAreaRegions":
      "insets() in InsetSimRules/HostingController.swift",
    "hosting.sizingOptions":
      "contentFirstLaidOut() in InsetSimEngine/Simulation+Hosting.swift",
    "ios6.layout.belowBars":
      "frame() in InsetSimRules/ControllerViewFrame.swift",
    "ios6.layout.underTranslucentNavigationBar":
      "ios6UnderTranslucentNavigationBar() in InsetSimRules/Ios6TranslucentNavigationBar.swift",
    "keyboard.animation":
      "animation() in InsetSimRules/Keyboard.swift",
    "keyboard.floating":
      "bringUpKeyboard() in InsetSimEngine/Simulation+Keyboard.swift; hideKeyboard() in InsetSimEngine/Simulation+Keyboard.swift; keyboardFrame() in InsetSimEngine/Simulation+Keyboard.swift",
    "keyboard.hardwareShortcutBar":
      "shortcutBarHeight() in InsetSimRules/KeyboardOnIPad.swift",
    "keyboard.height":
      "height() in InsetSimRules/Keyboard.swift; modernHeight() in InsetSimRules/Keyboard.swift",
    "keyboard.height.ios11":
      "height() in InsetSimRules/KeyboardIOS11.swift",
    "keyboard.height.ios7":
      "legacyHeight() in InsetSimRules/Keyboard.swift",
    "keyboard.height.ios8":
      "height() in InsetSimRules/Keyboard.swift; quickTypeHeight() in InsetSimRules/Keyboard.swift",
    "keyboard.interruptedAnimation":
      "beginKeyboardAnimation() in InsetSimEngine/Simulation+Keyboard.swift",
    "keyboard.layoutGuide":
      "init() in InsetSimEngine/Simulation.swift; layoutGuideFrame() in InsetSimRules/Keyboard.swift",
    "keyboard.neverSkipsKeyboardInset":
      "avoidKeyboard() in InsetSimEngine/Simulation+Keyboard.swift; updateAdjustedContentInset() in InsetSimEngine/Simulation+Layout.swift",
    "keyboard.ownerLeaves":
      "hideDuration() in InsetSimRules/KeyboardOwner.swift; keyboardOwnerMoves() in InsetSimEngine/Simulation+Keyboard.swift",
    "keyboard.restoredAfterDismissal":
      "moment() in InsetSimRules/KeyboardRestore.swift",
    "keyboard.restoredByNavigation":
      "moment() in InsetSimRules/KeyboardRestore.swift",
    "keyboard.rotation":
      "hideKeyboard() in InsetSimEngine/Simulation+Keyboard.swift; plan() in InsetSimRules/KeyboardRotation.swift",
    "keyboard.scrollViewControllerAvoidance":
      "avoidKeyboard() in InsetSimEngine/Simulation+Keyboard.swift; avoidance() in InsetSimRules/Keyboard.swift",
    "keyboard.scrollViewControllerAvoidance.legacy":
      "avoidKeyboard() in InsetSimEngine/Simulation+Keyboard.swift",
    "keyboard.tabSwitch.hides":
      "hide() in InsetSimRules/KeyboardTabSwitch.swift; keyboardMeetsTabSwitch() in InsetSimEngine/Simulation+Keyboard.swift",
    "keyboard.tabSwitch.notRestored":
      "comesBack() in InsetSimRules/KeyboardTabSwitch.swift",
    "keyboard.tabSwitch.restored":
      "comesBack() in InsetSimRules/KeyboardTabSwitch.swift",
    "keyboard.windowResize":
      "plan() in InsetSimRules/KeyboardRotation.swift",
    "largeTitle.collapseOnScroll":
      "largeTitleExpandsAtTop() in InsetSimEngine/Containers/NavigationContainer.swift; settles() in InsetSimRules/LargeTitleCollapse.swift",
    "largeTitle.compactHeight":
      "largeTitle() in InsetSimEngine/Containers/NavigationContainer.swift; standardBar() in InsetSimRules/LargeTitleCompactHeight.swift",
    "largeTitle.notTracked":
      "navigationBarFollowsDrag() in InsetSimEngine/Containers/NavigationContainer.swift; observed() in InsetSimRules/ContentScrollView.swift",
    "largeTitle.snap.iOS26":
      "settles() in InsetSimRules/LargeTitleCollapse.swift",
    "layout.extendedLayout":
      "frame() in InsetSimRules/ControllerViewFrame.swift",
    "layout.fill":
      "addChild() in InsetSimEngine/Containers/ChildContainment.swift; attachView() in InsetSimEngine/Containers/ChildContainment.swift; layOut() in InsetSimEngine/Simulation+Layout.swift",
    "layout.passes.launch":
      "atLaunch() in InsetSimRules/LayoutPasses.swift",
    "layout.passes.push":
      "declared in InsetSimRules/LayoutPasses.swift; no code names it",
    "layout.reentrantLayoutIfNeeded":
      "perform() in InsetSimEngine/Simulation+Script.swift",
    "layout.windowRoot":
      "frame() in InsetSimRules/ControllerViewFrame.swift",
    "legacy.autoAdjust.additive":
      "adjustLegacyInsets() in InsetSimEngine/Simulation+Layout.swift",
    "legacy.autoAdjust.candidate":
      "candidate() in InsetSimRules/LegacyInsetAdjustment.swift",
    "legacy.autoAdjust.coveredByBars":
      "amount() in InsetSimRules/LegacyInsetAdjustment.swift",
    "legacy.autoAdjust.flag":
      "candidate() in InsetSimRules/LegacyInsetAdjustment.swift",
    "legacy.autoAdjust.indicators":
      "adjustLegacyInsets() in InsetSimEngine/Simulation+Layout.swift",
    "legacy.autoAdjust.needsContainer":
      "candidate() in InsetSimRules/LegacyInsetAdjustment.swift",
    "legacy.child.layoutGuides":
      "layOut() in InsetSimEngine/Simulation+Layout.swift",
    "legacy.layoutGuides":
      "layoutGuides() in InsetSimRules/ControllerViewFrame.swift",
    "legacy.webView.innerScrollView":
      "adjustLegacyInsets() in InsetSimEngine/Simulation+Layout.swift; candidate() in InsetSimRules/LegacyInsetAdjustment.swift; legacyAdjustmentSkippedBug() in InsetSimEngine/Simulation+Bugs.swift",
    "lifecycle.order":
      "declared in InsetSimRules/LifecycleTiming.swift; no code names it",
    "lifecycle.timing":
      "duration() in InsetSimRules/AppearanceOrder.swift",
    "lifecycle.updateProperties":
      "due() in InsetSimRules/UpdateProperties.swift",
    "lifecycle.viewIsAppearing":
      "childViewIsAppearing() in InsetSimEngine/Simulation+Layout.swift; layout() in InsetSimEngine/Simulation+Layout.swift",
    "navigation.contentScrollView":
      "navigationBarFollowsDrag() in InsetSimEngine/Containers/NavigationContainer.swift; observed() in InsetSimRules/ContentScrollView.swift; observedScrollView() in InsetSimEngine/Containers/NavigationContainer.swift",
    "navigation.frameBeforeWillAppear":
      "beforeWillAppear() in InsetSimRules/NavigationFrameBeforeAppearance.swift; setFrameBeforeWillAppear() in InsetSimEngine/Simulation+FrameBeforeAppearance.swift",
    "navigation.interactivePop":
      "swipeBack() in InsetSimEngine/Containers/NavigationContainer.swift",
    "navigation.interactivePop.stack":
      "returnSwipedTop() in InsetSimEngine/Containers/NavigationContainer.swift; swipeBack() in InsetSimEngine/Containers/NavigationContainer.swift",
    "navigation.newController":
      "makeNavigation() in InsetSimEngine/Containers/NavigationContainer.swift",
    "navigationBar.height":
      "make() in InsetSimRules/BarLayout.swift",
    "navigationBar.height.landscapeIOS26":
      "make() in InsetSimRules/BarLayout.swift",
    "navigationBar.landscapeIOS26.dynamicIsland":
      "applies() in InsetSimRules/DynamicIslandLandscapeBar.swift; make() in InsetSimRules/BarLayout.swift",
    "navigationBar.landscapeIOS26.homeButton":
      "applies() in InsetSimRules/HomeButtonLandscapeBar.swift; make() in InsetSimRules/BarLayout.swift",
    "navigationBar.largeTitleDisplayMode":
      "showsLargeTitle() in InsetSimRules/LargeTitles.swift",
    "navigationBar.setHidden":
      "barHideEnded() in InsetSimEngine/Containers/NavigationContainer.swift; setBarHidden() in InsetSimEngine/Containers/NavigationContainer.swift",
    "navigationBar.y.dynamicIsland62":
      "make() in InsetSimRules/BarLayout.swift; y() in InsetSimRules/DynamicIslandBarOrigin.swift",
    "navigationBar.y.homeButtonIOS26":
      "make() in InsetSimRules/BarLayout.swift; y() in InsetSimRules/HomeButtonBarOrigin.swift",
    "os.nearestRelease":
      "launch() in InsetSimEngine/Simulation+Lifecycle.swift",
    "outside.addChildMoves":
      "addChild() in InsetSimEngine/Containers/ChildContainment.swift",
    "outside.formSheetKeyboard":
      "formSheetMeetsKeyboard() in InsetSimEngine/Containers/PresentationContainer.swift",
    "outside.insertSubviewPastEnd":
      "perform() in InsetSimEngine/Simulation+Script.swift",
    "outside.interfaceTurn":
      "present() in InsetSimEngine/Containers/PresentationContainer.swift",
    "outside.keyboardResponder":
      "keyboardOwnerComesBack() in InsetSimEngine/Simulation+Keyboard.swift; keyboardOwnerMoves() in InsetSimEngine/Simulation+Keyboard.swift; restoreKeyboard() in InsetSimEngine/Simulation+Keyboard.swift; restoreKeyboardAtTransitionEnd() in InsetSimEngine/Simulation+Keyboard.swift",
    "outside.moreNavigationController":
      "tabGoesToMore() in InsetSimEngine/Containers/TabBarContainer+More.swift",
    "outside.offScreenSizeTransition":
      "unplaced() in InsetSimEngine/Simulation+OffScreenTraits.swift",
    "outside.pageCurlDuringCurl":
      "curl() in InsetSimEngine/Containers/PageCurlFlow.swift",
    "outside.presentationAdaptsFullScreen":
      "adaptPresentations() in InsetSimEngine/Containers/PresentationContainer.swift",
    "outside.searchBarInSheet":
      "writeSearchBarFrame() in InsetSimEngine/Containers/NavigationContainer.swift",
    "outside.sheetDetentsInCompactHeight":
      "sheetDetentsMeetCompactHeight() in InsetSimEngine/Containers/PresentationContainer.swift",
    "outside.sheetKeyboard":
      "sheetMeetsKeyboard() in InsetSimEngine/Containers/PresentationContainer.swift",
    "outside.splitViewExpansion":
      "expandSplit() in InsetSimEngine/Containers/SplitViewContainer.swift",
    "outside.stackedPresentations":
      "selectTab() in InsetSimEngine/Containers/TabBarContainer.swift; updateSplitForWindow() in InsetSimEngine/Containers/SplitViewContainer.swift",
    "outside.windowSize":
      "unsized() in InsetSimEngine/Simulation+Window.swift",
    "pageViewController.cancelledCurl":
      "finishCurl() in InsetSimEngine/Containers/PageCurlFlow.swift",
    "pageViewController.cancelledSwipe":
      "swipePage() in InsetSimEngine/Containers/PageViewContainer.swift",
    "pageViewController.curl":
      "curl() in InsetSimEngine/Containers/PageCurlFlow.swift; frame() in InsetSimRules/PageCurl.swift; settleOffScreen() in InsetSimEngine/Containers/PageCurlFlow.swift",
    "pageViewController.curlNotAnimated":
      "curl() in InsetSimEngine/Containers/PageCurlFlow.swift",
    "pageViewController.curlSafeArea":
      "safeArea() in InsetSimRules/PageCurl.swift",
    "pageViewController.order":
      "plan() in InsetSimRules/AppearanceOrder.swift",
    "pageViewController.pages":
      "addPage() in InsetSimEngine/Containers/PageViewContainer.swift; attachPageView() in InsetSimEngine/Containers/PageViewContainer.swift",
    "pageViewController.timing":
      "duration() in InsetSimRules/AppearanceOrder.swift",
    "present.adaptsToFullScreen":
      "resolve() in InsetSimRules/ModalPresentation.swift; sheetDetentsMeetCompactHeight() in InsetSimEngine/Containers/PresentationContainer.swift",
    "present.adaptsToWidthClass":
      "adaptPresentations() in InsetSimEngine/Containers/PresentationContainer.swift",
    "present.automatic.iPad":
      "resolve() in InsetSimRules/ModalPresentation.swift",
    "present.dimming":
      "dragIsBehindPresentation() in InsetSimEngine/Containers/PresentationContainer.swift",
    "present.formSheet.iPad":
      "formSheetSize() in InsetSimRules/ModalPresentation.swift; resolve() in InsetSimRules/ModalPresentation.swift",
    "present.iPadSheet.safeArea":
      "iPadSheetSafeArea() in InsetSimRules/ModalPresentation.swift; layOutSheet() in InsetSimEngine/Containers/PresentationContainer.swift",
    "present.pageSheet.iPad":
      "iPadSheetFrame() in InsetSimRules/ModalPresentation.swift; resolve() in InsetSimRules/ModalPresentation.swift",
    "present.sheet":
      "place() in InsetSimEngine/ReplayPlaces.swift; resolve() in InsetSimRules/ModalPresentation.swift",
    "present.sheet.customDetent":
      "sheetFrame() in InsetSimRules/ModalPresentation.swift",
    "present.sheet.edgeAttached":
      "frame() in InsetSimRules/SheetEdgeAttached.swift; present() in InsetSimEngine/Containers/PresentationContainer.swift; resolve() in InsetSimRules/ModalPresentation.swift; sheetDetentsMeetCompactHeight() in InsetSimEngine/Containers/PresentationContainer.swift",
    "present.sheet.floatingCard":
      "floatingCard() in InsetSimRules/ModalPresentation.swift; sheetFrame() in InsetSimRules/ModalPresentation.swift",
    "present.sheet.frame":
      "sheetFrame() in InsetSimRules/ModalPresentation.swift",
    "present.sheet.frame.iOS26":
      "largeTop() in InsetSimRules/ModalPresentation.swift; sheetFrame() in InsetSimRules/ModalPresentation.swift",
    "present.sheet.grabber":
      "present() in InsetSimEngine/Containers/PresentationContainer.swift",
    "present.sheet.keyboardExpands":
      "expansion() in InsetSimRules/SheetKeyboard.swift; sheetMeetsKeyboard() in InsetSimEngine/Containers/PresentationContainer.swift",
    "present.sheet.mediumDetent":
      "sheetFrame() in InsetSimRules/ModalPresentation.swift",
    "present.sheet.mediumDetent.iOS26":
      "detentValue() in InsetSimRules/ModalPresentation.swift; sheetFrame() in InsetSimRules/ModalPresentation.swift",
    "present.sheet.noActiveDetent":
      "layOutSheet() in InsetSimEngine/Containers/PresentationContainer.swift; present() in InsetSimEngine/Containers/PresentationContainer.swift",
    "present.sheet.safeArea":
      "layOutSheet() in InsetSimEngine/Containers/PresentationContainer.swift; sheetSafeArea() in InsetSimRules/ModalPresentation.swift",
    "present.sheet.scrollExpands":
      "sheetTakesDrag() in InsetSimEngine/Containers/PresentationContainer.swift",
    "present.sheet.smallDetent.iOS26":
      "floatingCard() in InsetSimRules/ModalPresentation.swift",
    "present.style":
      "resolve() in InsetSimRules/ModalPresentation.swift",
    "rotation.appOrientations":
      "refusal() in InsetSimRules/Rotation.swift; rotate() in InsetSimEngine/Simulation+Window.swift",
    "rotation.appOrientationsOptOut":
      "refusal() in InsetSimRules/Rotation.swift",
    "rotation.defaultMask":
      "present() in InsetSimEngine/Containers/PresentationContainer.swift; refusal() in InsetSimRules/Rotation.swift",
    "rotation.faceIDUpsideDown":
      "refusal() in InsetSimRules/Rotation.swift; rotate() in InsetSimEngine/Simulation+Window.swift",
    "rotation.iPadMultitasking":
      "rotate() in InsetSimEngine/Simulation+Window.swift",
    "rotation.noCommonOrientation":
      "present() in InsetSimEngine/Containers/PresentationContainer.swift",
    "rotation.requiresFullScreen":
      "refusal() in InsetSimRules/Rotation.swift",
    "rotation.supportedOrientations":
      "refusal() in InsetSimRules/Rotation.swift",
    "safeArea.additional":
      "rootView() in InsetSimRules/SafeAreaPropagation.swift",
    "safeArea.additional.clampedAtZero":
      "clampedAtZero() in InsetSimRules/SafeAreaPropagation.swift",
    "safeArea.automatic.contentScrollView":
      "adjustedEdges() in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.automatic.rootViewNotAdjusting":
      "adjustedEdges() in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.automatic.scrollableAxes":
      "adjustedEdges() in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.behavior.always":
      "adjustedEdges() in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.behavior.never":
      "adjustedEdges() in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.behavior.scrollableAxes":
      "adjustedEdges() in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.behavior.webView":
      "adjustedEdges() in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.child":
      "layOut() in InsetSimEngine/Simulation+Layout.swift",
    "safeArea.contentInsetUntouched":
      "declared in InsetSimRules/ContentInsetAdjustment.swift; no code names it",
    "safeArea.notInWindow":
      "notInWindow in InsetSimRules/SafeAreaPropagation.swift",
    "safeArea.rootView":
      "rootView() in InsetSimRules/SafeAreaPropagation.swift",
    "safeArea.subview.overlap":
      "subview() in InsetSimRules/SafeAreaPropagation.swift",
    "safeArea.window":
      "make() in InsetSimRules/BarLayout.swift",
    "scroll.contentOffset.pinnedTop":
      "pinned() in InsetSimRules/ContentOffsetPinning.swift",
    "scroll.drag":
      "scroll() in InsetSimEngine/Simulation+Scrolling.swift",
    "scroll.scrollToTop":
      "scrollToTop() in InsetSimEngine/Simulation+Scrolling.swift",
    "scroll.tableBouncesVertically":
      "alwaysBounceVertical in InsetSimRules/TableBounce.swift",
    "searchBar.height":
      "height() in InsetSimRules/NavigationSearchBar.swift; heightRule() in InsetSimRules/NavigationSearchBar.swift",
    "searchBar.height.ios13":
      "height() in InsetSimRules/NavigationSearchBar.swift; heightRule() in InsetSimRules/NavigationSearchBar.swift",
    "searchBar.hidesWhenScrolling":
      "initiallyShown() in InsetSimRules/NavigationSearchBar.swift; settles() in InsetSimRules/NavigationSearchBar.swift; writeSearchBarFrame() in InsetSimEngine/Containers/NavigationContainer.swift",
    "splitView.collapse":
      "init() in InsetSimRules/SplitViewLayout.swift",
    "splitView.columnAppearance":
      "beginTransition() in InsetSimEngine/Simulation+Transitions.swift; updateSplitForWindow() in InsetSimEngine/Containers/SplitViewContainer.swift",
    "splitView.columnFrames":
      "frame() in InsetSimRules/ControllerViewFrame.swift; init() in InsetSimRules/SplitViewLayout.swift",
    "splitView.columnWidth":
      "init() in InsetSimRules/SplitViewLayout.swift",
    "splitView.displayMode":
      "init() in InsetSimRules/SplitViewLayout.swift",
    "splitView.displayMode.automatic":
      "init() in InsetSimRules/SplitViewLayout.swift",
    "splitView.floatingSidebar":
      "init() in InsetSimRules/SplitViewLayout.swift",
    "splitView.primaryBuffer":
      "rule() in InsetSimRules/SplitViewPrimaryBuffer.swift",
    "splitView.primaryBuffer.assumed":
      "rule() in InsetSimRules/SplitViewPrimaryBuffer.swift",
    "statusBar.controllerBased":
      "updateStatusBarAppearance() in InsetSimEngine/Simulation+Script.swift",
    "statusBar.height":
      "make() in InsetSimRules/BarLayout.swift",
    "statusBar.height.assumed":
      "make() in InsetSimRules/BarLayout.swift",
    "statusBar.hiddenInLandscape":
      "make() in InsetSimRules/BarLayout.swift",
    "tabBar.bottomAccessory":
      "declared in InsetSimRules/BarLayout.swift; no code names it",
    "tabBar.height":
      "make() in InsetSimRules/BarLayout.swift",
    "tabBar.height.homeButtonIOS26":
      "applies() in InsetSimRules/HomeButtonTabBar.swift; make() in InsetSimRules/BarLayout.swift",
    "tabBar.hiddenKeepsLayout":
      "make() in InsetSimRules/BarLayout.swift",
    "tabBar.hidesBottomBarWhenPushed":
      "hiddenByPush() in InsetSimRules/BottomBarVisibility.swift; make() in InsetSimRules/BarLayout.swift",
    "tabBar.hidesBottomBarWhenPushed.stack":
      "hiddenByStack() in InsetSimRules/BottomBarVisibility.swift",
    "tabBar.hidesBottomBarWhenPushed.view":
      "viewHidden() in InsetSimRules/BottomBarVisibility.swift",
    "tabBar.iPadTop":
      "make() in InsetSimRules/BarLayout.swift; tabBarAtTop in InsetSimRules/LayoutInput.swift; tabBarMoved() in InsetSimEngine/Containers/TabBarContainer.swift; viewHidden() in InsetSimRules/BottomBarVisibility.swift",
    "tabBar.minimizeOnScroll":
      "minimizeTabBar() in InsetSimEngine/Containers/TabBarContainer.swift; settles() in InsetSimRules/TabBarMinimize.swift",
    "tabBar.minimizeSafeArea":
      "make() in InsetSimRules/BarLayout.swift",
    "tabBar.mode":
      "shown() in InsetSimRules/TabBarModes.swift",
    "tabBar.setTabBarHidden":
      "hidden() in InsetSimRules/TabBarHidden.swift; hiddenAtLaunch in InsetSimRules/TabBarHidden.swift; make() in InsetSimRules/BarLayout.swift",
    "toolbar.height":
      "make() in InsetSimRules/BarLayout.swift",
    "traits.firstAppearance":
      "firstTraitCollection() in InsetSimEngine/Simulation+Traits.swift; firstTraitsDetail in InsetSimEngine/Simulation+Traits.swift",
    "traits.offScreen.deferred.ios17":
      "deferral() in InsetSimRules/OffScreenTraits.swift",
    "traits.offScreen.deferred.ios8":
      "deferral() in InsetSimRules/OffScreenTraits.swift; deferredTraitsBeforeAppearing() in InsetSimEngine/Simulation+OffScreenTraits.swift; willTransitionBeforeAppearing() in InsetSimRules/OffScreenTraits.swift",
    "traits.offScreen.sizeTransition":
      "hearsSizeTransition() in InsetSimRules/OffScreenTraits.swift",
    "traits.predictionCorrected":
      "firstTraitCollection() in InsetSimEngine/Simulation+Traits.swift",
    "traits.registerForTraitChanges":
      "handlerCalled() in InsetSimRules/TraitChangeRegistration.swift",
    "traits.sizeClass.pad":
      "of() in InsetSimRules/SizeClasses.swift",
    "traits.sizeClass.phone":
      "of() in InsetSimRules/SizeClasses.swift",
    "traits.sizeClass.window":
      "of() in InsetSimRules/SizeClasses.swift",
    "traits.transitionOrder":
      "init() in InsetSimEngine/Simulation.swift",
    "window.multitasking":
      "make() in InsetSimRules/BarLayout.swift; size() in InsetSimRules/WindowModes.swift",
    "window.orientation":
      "size() in InsetSimRules/WindowModes.swift; window() in InsetSimRules/Rotation.swift",
    "window.resizable":
      "size() in InsetSimRules/WindowModes.swift",
    "window.resize":
      "resizeWindow() in InsetSimEngine/Simulation+Window.swift",
  ]

  /// The functions whose code applies the rule ("scroll(_:to:) in InsetSimEngine/…").
  public var appliedBy: String? { Rule.appliedByTable[id.rawValue] }
}

import InsetSimModel
import InsetSimSupport

/// Where each rule of the catalogue is applied: the function to open to read or change the
/// behaviour.
/// `insetsim rules ID` prints it; a test checks that every catalogued rule has an entry.
///
///     Rule.named("safeArea.automatic.contentScrollView")?.appliedBy
///     // "ContentInsetAdjustment.adjustedEdges(_:) in InsetSimRules/ContentInsetAdjustment.swift"
extension Rule {
  package static let appliedByTable: [RuleID: String] = [
    "scroll.drag": "Simulation.scroll(_:to:) in InsetSimEngine/Simulation+Scrolling.swift",
    "largeTitle.collapseOnScroll":
      "LargeTitleCollapse.settles(offsetY:expandedTop:) in InsetSimRules/LargeTitleCollapse.swift",
    "largeTitle.notTracked":
      "Simulation.scroll(_:to:) in InsetSimEngine/Simulation+Scrolling.swift (the tracked view is ContentInsetAdjustment.contentScrollView(world:root:))",
    "keyboard.height": "Keyboard.height(of:os:orientation:) in InsetSimRules/Keyboard.swift",
    "flow.duringTransition.navigation":
      "FlowDuringTransition.answer(call:navigation:running:incoming:) in InsetSimRules/FlowDuringTransition.swift",
    "flow.duringTransition.presentation":
      "FlowDuringTransition.answer(call:navigation:running:incoming:) in InsetSimRules/FlowDuringTransition.swift",
    "flow.duringTransition.notModelled":
      "FlowDuringTransition.answer(call:navigation:running:incoming:) in InsetSimRules/FlowDuringTransition.swift",
    "statusBar.controllerBased":
      "Simulation.updateStatusBarAppearance() in InsetSimEngine/Simulation+Script.swift",
    "outside.searchBarInSheet":
      "Simulation.outsideModel(_:_:stops:) from writeSearchBarFrame in InsetSimEngine/Simulation+Layout.swift",
    "outside.interfaceTurn":
      "Simulation.outsideModel(_:_:stops:) from present(_:) in InsetSimEngine/Simulation+Flows.swift",
    "outside.insertSubviewPastEnd":
      "Simulation.outsideModel(_:_:stops:) from perform(_:context:) in InsetSimEngine/Simulation+Script.swift",
    "outside.splitViewExpansion":
      "Simulation.outsideModel(_:_:stops:) in InsetSimEngine/Simulation+SplitView.swift",
    "outside.windowSize":
      "Simulation.outsideModel(_:_:stops:) in InsetSimEngine/Simulation+Window.swift",
    "outside.sheetKeyboard":
      "Simulation.outsideModel(_:_:stops:) from showKeyboard() in InsetSimEngine/Simulation+Keyboard.swift",
    "os.nearestRelease":
      "OSVersion.nearestKnown(to:) in InsetSimModel/OSVersion.swift; Simulation.launch() in InsetSimEngine/Simulation+Lifecycle.swift",
    "bug.tabBar.hiddenAfterPopToRoot":
      "TabBarHiddenAfterPopToRoot.note(os:animated:barHiddenByPush:top:) in InsetSimRules/Bugs/TabBarHiddenAfterPopToRoot.swift",
    "bug.largeTitle.noCollapseOnColdLaunch":
      "LargeTitleNoCollapseOnColdLaunch.note(os:collapsing:popped:navigation:) in InsetSimRules/Bugs/LargeTitleNoCollapseOnColdLaunch.swift",
    "keyboard.interruptedAnimation":
      "Simulation.beginKeyboardAnimation(shown:) and keyboardAnimationEnded(shown:animation:) in InsetSimEngine/Simulation+Keyboard.swift",
    "keyboard.animation":
      "Keyboard.duration in InsetSimRules/Keyboard.swift; Simulation.showKeyboard() in InsetSimEngine/Simulation+Keyboard.swift",
    "keyboard.layoutGuide":
      "Keyboard.layoutGuideFrame(view:keyboard:safeAreaBottom:) in InsetSimRules/Keyboard.swift",
    "keyboard.scrollViewControllerAvoidance":
      "Keyboard.avoidance(adjusted:contentInset:overlap:) in InsetSimRules/Keyboard.swift",
    "keyboard.scrollViewControllerAvoidance.legacy":
      "Simulation.avoidKeyboard(shown:) in InsetSimEngine/Simulation+Keyboard.swift",
    "flow.order.navigation":
      "AppearanceOrder.plan(_:) in InsetSimRules/AppearanceOrder.swift; Simulation.beginTransition(_:) in InsetSimEngine/Simulation+Flows.swift",
    "flow.order.fullScreen": "AppearanceOrder.plan(_:) in InsetSimRules/AppearanceOrder.swift",
    "flow.order.sheet": "AppearanceOrder.plan(_:) in InsetSimRules/AppearanceOrder.swift",
    "flow.order.tabSwitch": "AppearanceOrder.plan(_:) in InsetSimRules/AppearanceOrder.swift",
    "flow.timing.transition":
      "AppearanceOrder.duration(_:animated:os:) in InsetSimRules/AppearanceOrder.swift",
    "flow.timing.tabSwitch":
      "AppearanceOrder.duration(_:animated:os:) in InsetSimRules/AppearanceOrder.swift",
    "flow.movingFlags": "Simulation.setFlags(_:_:) in InsetSimEngine/Simulation+Flows.swift",
    "flow.containment.navigation":
      "Simulation.push(_:animated:) and Simulation.pop(to:animated:) in InsetSimEngine/Simulation+Flows.swift",
    "flow.containment.child":
      "Simulation.addChild(_:to:spec:) and Simulation.forwardAppearance(_:_:) in InsetSimEngine/Simulation+Children.swift",
    "flow.noop": "Simulation.noop(_:_:) in InsetSimEngine/Simulation+Flows.swift",
    "flow.raises": "Simulation.raises(_:) in InsetSimEngine/Simulation+Flows.swift",
    "tabBar.hidesBottomBarWhenPushed.stack":
      "BottomBarVisibility.hiddenByStack(_:) in InsetSimRules/BottomBarVisibility.swift",
    "tabBar.hidesBottomBarWhenPushed.view":
      "BottomBarVisibility.viewHidden(_:pushEnded:) in InsetSimRules/BottomBarVisibility.swift",
    "present.style":
      "ModalPresentation.resolve(_:controllerStyle:os:idiom:landscape:compactWidth:) in InsetSimRules/ModalPresentation.swift",
    "present.adaptsToFullScreen":
      "ModalPresentation.resolve(_:controllerStyle:os:idiom:landscape:compactWidth:) in InsetSimRules/ModalPresentation.swift",
    "present.sheet":
      "ModalPresentation.resolve(_:controllerStyle:os:idiom:landscape:compactWidth:) in InsetSimRules/ModalPresentation.swift",
    "present.automatic.iPad":
      "ModalPresentation.resolve(_:controllerStyle:os:idiom:landscape:compactWidth:) in InsetSimRules/ModalPresentation.swift",
    "present.formSheet.iPad":
      "ModalPresentation.formSheetSize(os:screen:) and iPadSheetFrame(_:window:screen:os:) in InsetSimRules/ModalPresentation.swift",
    "present.pageSheet.iPad":
      "ModalPresentation.iPadSheetFrame(_:window:screen:os:) in InsetSimRules/ModalPresentation.swift",
    "present.iPadSheet.safeArea":
      "ModalPresentation.iPadSheetSafeArea(frame:window:windowSafeArea:navigationBar:additional:) in InsetSimRules/ModalPresentation.swift",
    "present.sheet.frame":
      "ModalPresentation.sheetFrame(screen:windowSafeArea:detents:) in InsetSimRules/ModalPresentation.swift",
    "present.sheet.mediumDetent":
      "ModalPresentation.sheetFrame(screen:windowSafeArea:detents:) in InsetSimRules/ModalPresentation.swift",
    "present.sheet.safeArea":
      "ModalPresentation.sheetSafeArea(windowSafeArea:navigationBarVisible:additional:) in InsetSimRules/ModalPresentation.swift",
    "safeArea.child":
      "SafeAreaPropagation.subview(frame:parentBounds:parentInsets:parentName:) plus the child's additional insets, in Simulation.layOut(_:in:parentSize:) (InsetSimEngine/Simulation+Layout.swift)",
    "legacy.child.layoutGuides":
      "Simulation.layOut(_:in:parentSize:) in InsetSimEngine/Simulation+Layout.swift",
    "rotation.supportedOrientations":
      "Simulation.rotate(to:) in InsetSimEngine/Simulation+Window.swift",
    "window.multitasking":
      "WindowModes.size(of:_:orientation:) in InsetSimRules/WindowModes.swift; Device.splitViewWidths in InsetSimModel/Device+Multitasking.swift",
    "window.resizable": "WindowModes.size(of:_:orientation:) in InsetSimRules/WindowModes.swift",
    "tabBar.bottomAccessory":
      "BarLayout.init(_:) in InsetSimRules/BarLayout.swift (BarLayout.bottomAccessoryHeight)",
    "tabBar.iPadTop":
      "LayoutInput.tabBarAtTop in InsetSimRules/LayoutInput.swift; BarLayout.init(_:) in InsetSimRules/BarLayout.swift",
    "scroll.scrollToTop": "Simulation.scrollToTop() in InsetSimEngine/Simulation+Scrolling.swift",
    "window.resize": "Simulation.resizeWindow(to:) in InsetSimEngine/Simulation+Window.swift",
    "splitView.collapse":
      "SplitViewLayout.init in InsetSimRules/SplitViewLayout.swift; Simulation.collapseSplit() and expandSplit() in InsetSimEngine/Simulation+SplitView.swift",
    "splitView.displayMode.automatic":
      "SplitViewLayout.init in InsetSimRules/SplitViewLayout.swift",
    "splitView.displayMode": "SplitViewLayout.init in InsetSimRules/SplitViewLayout.swift",
    "splitView.columnWidth": "SplitViewLayout.init in InsetSimRules/SplitViewLayout.swift",
    "splitView.columnFrames":
      "SplitViewLayout.init in InsetSimRules/SplitViewLayout.swift; the bars in BarLayout.init, the view in ControllerViewFrame.frame(_:bars:)",
    "splitView.floatingSidebar":
      "SplitViewLayout.init in InsetSimRules/SplitViewLayout.swift; the leading safe area in SafeAreaPropagation.rootView(frame:input:bars:)",
    "splitView.columnAppearance":
      "Simulation.launchApp(_:) in InsetSimEngine/Simulation+App.swift; Simulation.updateSplitForWindow() in InsetSimEngine/Simulation+SplitView.swift",
    "traits.sizeClass.phone":
      "SizeClasses.of(_:orientation:window:width:) in InsetSimRules/SizeClasses.swift",
    "traits.sizeClass.pad":
      "SizeClasses.of(_:orientation:window:width:) in InsetSimRules/SizeClasses.swift",
    "traits.sizeClass.window":
      "SizeClasses.of(_:orientation:window:width:) in InsetSimRules/SizeClasses.swift",
    "traits.transitionOrder":
      "Simulation.transition(top:size:traits:why:apply:) in InsetSimEngine/Simulation+Window.swift",
    "searchBar.height":
      "NavigationSearchBar.height(on:) in InsetSimRules/NavigationSearchBar.swift; BarLayout.navigationBarHeight(_:)",
    "searchBar.height.ios13":
      "NavigationSearchBar.height(on:) in InsetSimRules/NavigationSearchBar.swift; BarLayout.navigationBarHeight(_:)",
    "searchBar.hidesWhenScrolling":
      "NavigationSearchBar.initiallyShown(hidesWhenScrolling:) and settles(offsetY:fullTop:band:) in InsetSimRules/NavigationSearchBar.swift; Simulation.scroll(_:to:) in InsetSimEngine/Simulation+Scrolling.swift",
    "navigationBar.largeTitleDisplayMode":
      "LargeTitles.showsLargeTitle(prefersLargeTitles:stack:) in InsetSimRules/LargeTitles.swift",
    "statusBar.height": "BarLayout.init(_:) in InsetSimRules/BarLayout.swift",
    "statusBar.hiddenInLandscape": "BarLayout.init(_:) in InsetSimRules/BarLayout.swift",
    "navigationBar.height": "BarLayout.navigationBarHeight(_:) in InsetSimRules/BarLayout.swift",
    "tabBar.height": "BarLayout.tabBarHeight(_:) in InsetSimRules/BarLayout.swift",
    "toolbar.height": "BarLayout.toolbarHeight(_:) in InsetSimRules/BarLayout.swift",
    "tabBar.hiddenKeepsLayout":
      "BottomBarVisibility.hiddenFlagKeepsLayout(_:) in InsetSimRules/BottomBarVisibility.swift; LayoutInput.tabBarInLayout and BarLayout.init(_:)",
    "tabBar.hidesBottomBarWhenPushed":
      "BottomBarVisibility.hiddenByPush(of:hides:) in InsetSimRules/BottomBarVisibility.swift; BarLayout.init(_:) slides the bar out",
    "navigationBar.setHidden":
      "Simulation.setNavigationBarHidden(_:animated:) in InsetSimEngine/Simulation+Script.swift",
    "window.orientation":
      "Rotation.window(size:to:) in InsetSimRules/Rotation.swift; BarLayout.init(_:) for the bars of the new orientation",
    "ios6.layout.belowBars":
      "ControllerViewFrame.frame(_:bars:) in InsetSimRules/ControllerViewFrame.swift",
    "layout.windowRoot":
      "ControllerViewFrame.frame(_:bars:) in InsetSimRules/ControllerViewFrame.swift",
    "layout.extendedLayout":
      "ControllerViewFrame.frame(_:bars:) in InsetSimRules/ControllerViewFrame.swift",
    "legacy.layoutGuides":
      "ControllerViewFrame.layoutGuides(frame:bars:) in InsetSimRules/ControllerViewFrame.swift",
    "legacy.autoAdjust.flag":
      "LegacyInsetAdjustment.candidate(world:root:input:) in InsetSimRules/LegacyInsetAdjustment.swift",
    "legacy.autoAdjust.needsContainer":
      "LegacyInsetAdjustment.candidate(world:root:input:) in InsetSimRules/LegacyInsetAdjustment.swift",
    "legacy.autoAdjust.candidate":
      "LegacyInsetAdjustment.candidate(world:root:input:) in InsetSimRules/LegacyInsetAdjustment.swift",
    "legacy.webView.innerScrollView":
      "LegacyInsetAdjustment.candidate(world:root:input:) in InsetSimRules/LegacyInsetAdjustment.swift",
    "legacy.autoAdjust.coveredByBars":
      "LegacyInsetAdjustment.amount(frame:bars:) in InsetSimRules/LegacyInsetAdjustment.swift",
    "legacy.autoAdjust.additive":
      "LegacyInsetAdjustment.apply(current:previouslyApplied:amount:) in InsetSimRules/LegacyInsetAdjustment.swift",
    "legacy.autoAdjust.indicators":
      "LegacyInsetAdjustment.apply(current:previouslyApplied:amount:) in InsetSimRules/LegacyInsetAdjustment.swift",
    "scroll.contentOffset.pinnedTop":
      "ContentOffsetPinning.pinned(offset:oldInset:newInset:firstLayout:) in InsetSimRules/ContentOffsetPinning.swift",
    "safeArea.window": "BarLayout.init(_:) in InsetSimRules/BarLayout.swift",
    "safeArea.rootView":
      "SafeAreaPropagation.rootView(frame:input:bars:) in InsetSimRules/SafeAreaPropagation.swift",
    "safeArea.additional":
      "SafeAreaPropagation.rootView(frame:input:bars:) in InsetSimRules/SafeAreaPropagation.swift",
    "safeArea.subview.overlap":
      "SafeAreaPropagation.subview(frame:parentBounds:parentInsets:parentName:) in InsetSimRules/SafeAreaPropagation.swift",
    "safeArea.notInWindow":
      "SafeAreaPropagation.notInWindow in InsetSimRules/SafeAreaPropagation.swift",
    "safeArea.behavior.never":
      "ContentInsetAdjustment.adjustedEdges(_:) in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.behavior.always":
      "ContentInsetAdjustment.adjustedEdges(_:) in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.behavior.scrollableAxes":
      "ContentInsetAdjustment.adjustedEdges(_:) in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.automatic.contentScrollView":
      "ContentInsetAdjustment.adjustedEdges(_:) in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.automatic.scrollableAxes":
      "ContentInsetAdjustment.adjustedEdges(_:) in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.behavior.webView":
      "ContentInsetAdjustment.adjustedEdges(_:) in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.contentInsetUntouched":
      "ContentInsetAdjustment.adjusted(contentInset:safeArea:edges:) in InsetSimRules/ContentInsetAdjustment.swift (contentInset is never written by a rule on iOS 11+)",
    "content.tableSize": "TableContentSize.height(of:) in InsetSimRules/TableContentSize.swift",
    "layout.reentrantLayoutIfNeeded":
      "Simulation.perform(_:context:) (layoutIfNeeded) and Simulation.runLayoutPasses() in InsetSimEngine",
    "layout.fill": "Simulation.layoutSubviews(of:) in InsetSimEngine/Simulation+Layout.swift",
    "lifecycle.order":
      "Simulation.appear(_:disappearing:duration:) and Simulation.layout(_:appearing:) in InsetSimEngine",
    "lifecycle.timing": "LifecycleTiming in InsetSimRules/LifecycleTiming.swift",
  ]

  /// The function that applies this rule, and its file.
  public var appliedBy: String? { Rule.appliedByTable[id] }
}

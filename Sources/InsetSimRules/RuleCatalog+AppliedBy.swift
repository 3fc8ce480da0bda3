import InsetSimModel
import InsetSimSupport

/// Where each rule of the catalogue is applied: the function to open to read or change the behaviour.
/// `insetsim rules ID` prints it; a test checks that every catalogued rule has an entry.
///
///     Rule.named("safeArea.automatic.contentScrollView")?.appliedBy
///     // "ContentInsetAdjustment.adjustedEdges(_:) in InsetSimRules/ContentInsetAdjustment.swift"
extension Rule {
  package static let appliedByTable: [RuleID: String] = [
    "flow.order.navigation": "AppearanceOrder.plan(_:) in InsetSimRules/AppearanceOrder.swift; Simulation.beginTransition(_:) in InsetSimEngine/Simulation+Flows.swift",
    "flow.order.fullScreen": "AppearanceOrder.plan(_:) in InsetSimRules/AppearanceOrder.swift",
    "flow.order.sheet": "AppearanceOrder.plan(_:) in InsetSimRules/AppearanceOrder.swift",
    "flow.order.tabSwitch": "AppearanceOrder.plan(_:) in InsetSimRules/AppearanceOrder.swift",
    "flow.timing.transition": "AppearanceOrder.duration(_:animated:os:) in InsetSimRules/AppearanceOrder.swift",
    "flow.timing.tabSwitch": "AppearanceOrder.duration(_:animated:os:) in InsetSimRules/AppearanceOrder.swift",
    "flow.movingFlags": "Simulation.setFlags(_:_:) in InsetSimEngine/Simulation+Flows.swift",
    "flow.containment.navigation": "Simulation.push(_:animated:) and Simulation.pop(to:animated:) in InsetSimEngine/Simulation+Flows.swift",
    "flow.containment.child": "Simulation.addChild(_:to:spec:) and Simulation.forwardAppearance(_:_:) in InsetSimEngine/Simulation+Children.swift",
    "flow.noop": "Simulation.noop(_:_:) in InsetSimEngine/Simulation+Flows.swift",
    "flow.raises": "Simulation.raises(_:) in InsetSimEngine/Simulation+Flows.swift",
    "tabBar.hidesBottomBarWhenPushed.stack": "BottomBarVisibility.hiddenByStack(_:) in InsetSimRules/BottomBarVisibility.swift",
    "tabBar.hidesBottomBarWhenPushed.view": "BottomBarVisibility.viewHidden(_:pushEnded:) in InsetSimRules/BottomBarVisibility.swift",
    "present.style": "ModalPresentation.resolve(_:controllerStyle:os:idiom:landscape:) in InsetSimRules/ModalPresentation.swift",
    "present.adaptsToFullScreen": "ModalPresentation.resolve(_:controllerStyle:os:idiom:landscape:) in InsetSimRules/ModalPresentation.swift",
    "present.sheet": "ModalPresentation.resolve(_:controllerStyle:os:idiom:landscape:) in InsetSimRules/ModalPresentation.swift",
    "present.sheet.frame": "ModalPresentation.sheetFrame(screen:windowSafeArea:detents:) in InsetSimRules/ModalPresentation.swift",
    "present.sheet.mediumDetent": "ModalPresentation.sheetFrame(screen:windowSafeArea:detents:) in InsetSimRules/ModalPresentation.swift",
    "present.sheet.safeArea": "ModalPresentation.sheetSafeArea(windowSafeArea:navigationBarVisible:additional:) in InsetSimRules/ModalPresentation.swift",
    "safeArea.child": "SafeAreaPropagation.subview(frame:parentBounds:parentInsets:parentName:) plus the child's additional insets, in Simulation.layOut(_:in:parentSize:) (InsetSimEngine/Simulation+Layout.swift)",
    "legacy.child.layoutGuides": "Simulation.layOut(_:in:parentSize:) in InsetSimEngine/Simulation+Layout.swift",
    "rotation.supportedOrientations": "Simulation.rotate(to:) in InsetSimEngine/Simulation+Script.swift",
    "navigationBar.largeTitleDisplayMode": "LargeTitles.showsLargeTitle(prefersLargeTitles:stack:) in InsetSimRules/LargeTitles.swift",
    "statusBar.height": "BarLayout.init(_:) in InsetSimRules/BarLayout.swift",
    "statusBar.hiddenInLandscape": "BarLayout.init(_:) in InsetSimRules/BarLayout.swift",
    "navigationBar.height": "BarLayout.navigationBarHeight(_:) in InsetSimRules/BarLayout.swift",
    "tabBar.height": "BarLayout.tabBarHeight(_:) in InsetSimRules/BarLayout.swift",
    "toolbar.height": "BarLayout.toolbarHeight(_:) in InsetSimRules/BarLayout.swift",
    "tabBar.hiddenKeepsLayout": "BottomBarVisibility.hiddenFlagKeepsLayout(_:) in InsetSimRules/BottomBarVisibility.swift; LayoutInput.tabBarInLayout and BarLayout.init(_:)",
    "tabBar.hidesBottomBarWhenPushed": "BottomBarVisibility.hiddenByPush(of:hides:) in InsetSimRules/BottomBarVisibility.swift; BarLayout.init(_:) slides the bar out",
    "navigationBar.setHidden": "Simulation.setNavigationBarHidden(_:animated:) in InsetSimEngine/Simulation+Script.swift",
    "window.orientation": "Rotation.window(of:to:) in InsetSimRules/Rotation.swift; BarLayout.init(_:) for the bars of the new orientation",
    "ios6.layout.belowBars": "ControllerViewFrame.frame(_:bars:) in InsetSimRules/ControllerViewFrame.swift",
    "layout.windowRoot": "ControllerViewFrame.frame(_:bars:) in InsetSimRules/ControllerViewFrame.swift",
    "layout.extendedLayout": "ControllerViewFrame.frame(_:bars:) in InsetSimRules/ControllerViewFrame.swift",
    "legacy.layoutGuides": "ControllerViewFrame.layoutGuides(frame:bars:) in InsetSimRules/ControllerViewFrame.swift",
    "legacy.autoAdjust.flag": "LegacyInsetAdjustment.candidate(world:root:input:) in InsetSimRules/LegacyInsetAdjustment.swift",
    "legacy.autoAdjust.needsContainer": "LegacyInsetAdjustment.candidate(world:root:input:) in InsetSimRules/LegacyInsetAdjustment.swift",
    "legacy.autoAdjust.candidate": "LegacyInsetAdjustment.candidate(world:root:input:) in InsetSimRules/LegacyInsetAdjustment.swift",
    "legacy.webView.innerScrollView": "LegacyInsetAdjustment.candidate(world:root:input:) in InsetSimRules/LegacyInsetAdjustment.swift",
    "legacy.autoAdjust.coveredByBars": "LegacyInsetAdjustment.amount(frame:bars:) in InsetSimRules/LegacyInsetAdjustment.swift",
    "legacy.autoAdjust.additive": "LegacyInsetAdjustment.apply(current:previouslyApplied:amount:) in InsetSimRules/LegacyInsetAdjustment.swift",
    "legacy.autoAdjust.indicators": "LegacyInsetAdjustment.apply(current:previouslyApplied:amount:) in InsetSimRules/LegacyInsetAdjustment.swift",
    "scroll.contentOffset.pinnedTop": "ContentOffsetPinning.pinned(offset:oldInset:newInset:firstLayout:) in InsetSimRules/ContentOffsetPinning.swift",
    "safeArea.window": "BarLayout.init(_:) in InsetSimRules/BarLayout.swift",
    "safeArea.rootView": "SafeAreaPropagation.rootView(frame:input:bars:) in InsetSimRules/SafeAreaPropagation.swift",
    "safeArea.additional": "SafeAreaPropagation.rootView(frame:input:bars:) in InsetSimRules/SafeAreaPropagation.swift",
    "safeArea.subview.overlap": "SafeAreaPropagation.subview(frame:parentBounds:parentInsets:parentName:) in InsetSimRules/SafeAreaPropagation.swift",
    "safeArea.notInWindow": "SafeAreaPropagation.notInWindow in InsetSimRules/SafeAreaPropagation.swift",
    "safeArea.behavior.never": "ContentInsetAdjustment.adjustedEdges(_:) in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.behavior.always": "ContentInsetAdjustment.adjustedEdges(_:) in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.behavior.scrollableAxes": "ContentInsetAdjustment.adjustedEdges(_:) in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.automatic.contentScrollView": "ContentInsetAdjustment.adjustedEdges(_:) in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.automatic.scrollableAxes": "ContentInsetAdjustment.adjustedEdges(_:) in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.behavior.webView": "ContentInsetAdjustment.adjustedEdges(_:) in InsetSimRules/ContentInsetAdjustment.swift",
    "safeArea.contentInsetUntouched": "ContentInsetAdjustment.adjusted(contentInset:safeArea:edges:) in InsetSimRules/ContentInsetAdjustment.swift (contentInset is never written by a rule on iOS 11+)",
    "content.tableSize": "TableContentSize.height(of:) in InsetSimRules/TableContentSize.swift",
    "layout.reentrantLayoutIfNeeded": "Simulation.perform(_:context:) (layoutIfNeeded) and Simulation.runLayoutPasses() in InsetSimEngine",
    "layout.fill": "Simulation.layoutSubviews(of:) in InsetSimEngine/Simulation+Layout.swift",
    "lifecycle.order": "Simulation.appear(_:disappearing:duration:) and Simulation.layout(_:appearing:) in InsetSimEngine",
    "lifecycle.timing": "LifecycleTiming in InsetSimRules/LifecycleTiming.swift",
  ]

  /// The function that applies this rule, and its file.
  public var appliedBy: String? { Rule.appliedByTable[id] }
}

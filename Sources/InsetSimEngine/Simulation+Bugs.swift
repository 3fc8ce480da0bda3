import InsetSimModel
import InsetSimRules
import InsetSimSupport

/// What UIKit's own bugs remember between layout passes (rule family `bug`).
struct BugState {
  /// What bug.scrollView.neverIgnoredInTabBar added to a scroll view's contentInset.bottom, by
  /// object id.
  var neverInsetAdded: [World.ObjectID: Double] = [:]
  /// Controllers laid out at least once under a navigation controller (rule
  /// bug.largeTitle.startsCollapsed).
  var laidOutUnderNavigation = Set<ControllerID>()
  /// The transition whose tab bar frame a bug changed at its start (rules bug.tabBar.jumpsUpOnPush,
  /// bug.tabBar.squishedAfterModal): its end lays the bar out as documented again.
  var tabBarFrameBugTransition: Int?
  /// The window rotated under a modal while an opaque tab bar was hidden by a push (rule
  /// bug.tabBar.collapsedAfterModalRotation).
  var rotatedUnderModalWithOpaqueBarHidden = false
  /// The transition whose incoming controller a bug left with a wrong safe area or layout guide at
  /// its start (the bugs of a transition's start: `transitionStartSafeAreaBug`,
  /// `legacyBottomGuideBug`): (transition, controller), laid out again at its end.
  var layoutUntilEnd: (transition: Int, controller: ControllerID)?
  /// Controllers whose navigation bar frame bug.splitView.largeBarFrameAfterPush kept
  /// large, noted once each (the frame may not change: it was large before the push).
  var largeFrameNoted = Set<ControllerID>()
  /// Controllers whose scroll view bug.scrollView.codeAddedNotAdjusted left alone, noted once each.
  var notAdjustedNoted = Set<ControllerID>()
}

/// UIKit's own bugs, release by release (rule family `bug`, `Rules/Bugs/`): each hook runs where
/// the behaviour happens, only when `scenario.uikitBugs` is on and the bug's rule applies to the
/// release, and writes every value it changes naming the bug's rule. Here, the bugs of safe areas,
/// layout guides and the iOS 7–10 scroll view adjustment; a container's own bugs are in its
/// file under `Containers/` (`NavigationContainer+Bugs.swift`, `TabBarContainer+Bugs.swift`).
extension Simulation {
  /// The end of a transition a bug changed: an incoming controller left with a wrong safe area or
  /// layout guide is laid out again; a tab bar is laid out as documented (`endTabBarFrameBug`).
  func endTransitionBugs(_ i: Int) {
    if let wrong = bugs.layoutUntilEnd, wrong.transition == i {
      bugs.layoutUntilEnd = nil
      layout(wrong.controller, appearing: false)
    }
    endTabBarFrameBug(i)
  }

  /// UIKit's bugs of a root view's safe area: the ones of a transition's start (below) and
  /// bug.safeArea.statusBarHiddenAtLaunch (iPadOS 26) and bug.safeArea.opaqueTabBarMissing (iOS
  /// 11+, an opaque tab bar the view extends under). Nil when none applies.
  func rootSafeAreaBug(
    _ c: ControllerID, _ documented: EdgeInsets, _ input: LayoutInput, _ bars: BarLayout,
    appearing: Bool
  ) -> Derived<EdgeInsets>? {
    guard scenario.uikitBugs else { return nil }
    if appearing, let last = transitions.indices.last, transitions[last].incoming == c,
      let wrong = transitionStartSafeAreaBug(c, transitions[last], documented, input, bars)
    {
      bugs.layoutUntilEnd = (last, c)
      // Noted as well: a view entering the window may have the wrong value already, so the write
      // may change nothing.
      recorder.note(wrong.why, object: controllers[c].name, ruleOf: wrong)
      return wrong
    }
    if let wrong = StatusBarHiddenAtLaunch.insets(
      os: os, isPad: input.device.isPad, hiddenAtLaunch: scenario.statusBarHidden == true,
      statusBarShown: !input.statusBarHidden,
      topBars: input.navigationBarVisible || input.tabBarAtTop, documented: documented,
      controller: controllers[c].name)
    {
      return wrong
    }
    guard input.hasTabBar else { return nil }
    return OpaqueTabBarMissingFromSafeArea.insets(
      os: os, documented: documented, opaqueTabBar: !input.tabBarTranslucent,
      extendsUnderOpaqueBars: input.extendedLayoutIncludesOpaqueBars,
      tabBarInLayout: input.tabBarInLayout, homeIndicator: bars.homeIndicator)
  }

  /// UIKit's bugs of the safe area an incoming controller starts a transition with, until it ends:
  /// bug.splitView.compactPushSafeAreaZero (iOS 26, an animated push in a collapsed split view),
  /// bug.safeArea.opaqueBarTransitionGap (iOS 11.0, a push or pop of a view below the navigation
  /// bar),
  /// bug.safeArea.tabBarPopIntermediateBottom (iOS 11.0–13.3, a pop back to a translucent tab
  /// bar).
  private func transitionStartSafeAreaBug(
    _ c: ControllerID, _ t: Transition, _ documented: EdgeInsets, _ input: LayoutInput,
    _ bars: BarLayout
  ) -> Derived<EdgeInsets>? {
    guard t.flow == .push || t.flow == .pop else { return nil }
    let name = controllers[c].name
    if let split, t.flow == .push,
      let zero = SplitViewCompactPushSafeArea.insets(
        os: os, collapsedSplitView: split.layout.collapsed.value, animatedPush: t.animated,
        documented: documented, controller: name)
    {
      return zero
    }
    if input.navigationBarVisible,
      let gap = OpaqueBarTransitionGap.insets(
        os: os, animated: t.animated,
        viewBelowBar: !input.navigationBarTranslucent
          || !input.edgesForExtendedLayout.contains(.top),
        statusBar: bars.statusBarVisible ? bars.statusBarFrame.value.height : 0,
        documented: documented, controller: name)
    {
      return gap
    }
    guard t.flow == .pop, input.tabBarInLayout, let out = t.outgoing else { return nil }
    return TabBarPopIntermediateBottom.insets(
      os: os, animated: t.animated,
      outgoingHidBar: world.bool(controllers[out].object, .hidesBottomBarWhenPushed),
      translucentTabBar: input.tabBarTranslucent,
      extendsUnderBottom: input.edgesForExtendedLayout.contains(.bottom),
      tabBarHeight: bars.tabBar.exists ? bars.tabBar.frame.value.height : 0,
      documented: documented, controller: name)
  }

  /// UIKit's bugs of an iOS 7–10 controller's bottomLayoutGuide:
  /// bug.layoutGuide.bottomDuringHidingPush (iOS 8, the hidden tab bar's height at the start of a
  /// push that hides it) and bug.layoutGuide.bottomToolbarPlusTabBar (iOS 7.0, the toolbar plus
  /// the hidden tab bar).
  func legacyBottomGuideBug(
    _ c: ControllerID, _ documented: Derived<Double>, _ input: LayoutInput, appearing: Bool
  ) -> Derived<Double>? {
    guard scenario.uikitBugs else { return nil }
    let name = controllers[c].name
    if appearing, documented.value == 0, let last = transitions.indices.last,
      transitions[last].flow == .push, transitions[last].incoming == c,
      let length = BottomGuideDuringHidingPush.length(
        os: os, animatedPush: transitions[last].animated,
        hidesBar: world.bool(controllers[c].object, .hidesBottomBarWhenPushed),
        tabbed: context(of: c).tabbed, input: input, controller: name)
    {
      bugs.layoutUntilEnd = (last, c)
      return length
    }
    return BottomGuideToolbarPlusTabBar.length(
      os: os, tabBarHiddenByPush: input.hasTabBar && input.bottomBarHiddenByPush,
      toolbarShown: input.toolbarVisible, documented: documented.value, input: input,
      controller: name)
  }

  /// UIKit bug of iOS 9.0 (rule bug.scrollView.codeAddedNotAdjusted): the iOS 7–10 adjustment
  /// leaves alone a scroll view the controller added in code. True when it applies (the scroll view
  /// keeps its insets; the first time, the trace says why).
  func legacyAdjustmentSkippedBug(
    _ c: ControllerID, root: World.ObjectID, scroll: World.ObjectID,
    candidate: Derived<World.ObjectID?>
  ) -> Bool {
    guard scenario.uikitBugs,
      let note = CodeAddedScrollViewNotAdjusted.note(
        os: os,
        addedInCode: scroll != root && candidate.rule != Rule.legacyWebViewInnerScrollView.id,
        scrollView: world[scroll].name, controller: controllers[c].name)
    else { return false }
    if bugs.notAdjustedNoted.insert(c).inserted {
      recorder.note(note, object: controllers[c].name, rule: CodeAddedScrollViewNotAdjusted.rule)
    }
    return true
  }
}

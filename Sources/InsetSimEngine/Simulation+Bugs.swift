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
/// release, and writes every value it changes naming the bug's rule.
extension Simulation {
  /// UIKit bug of iOS 11.2 (rule bug.scrollView.neverIgnoredInTabBar): a `.never` scroll view that
  /// the iOS 7–10 path would adjust gets the tab bar's height in contentInset.bottom.
  func applyNeverIgnoredInTabBarBug(
    _ c: ControllerID, root: World.ObjectID, input: LayoutInput, bars: BarLayout
  ) {
    guard scenario.uikitBugs, input.tabBarInLayout, let bar = bars.tabBarFrame,
      let scroll = LegacyInsetAdjustment.candidate(world: world, root: root, input: input).value,
      let inset = ScrollViewNeverIgnoredInTabBar.contentInset(
        os: os,
        behavior: world.value(scroll, .contentInsetAdjustmentBehavior)?.behaviorValue ?? .automatic,
        legacyCandidate: true, tabBarHeight: bar.value.height,
        current: world.insets(scroll, .contentInset), added: bugs.neverInsetAdded[scroll] ?? 0)
    else { return }
    bugs.neverInsetAdded[scroll] = bar.value.height
    _ = recorder.write(scroll, .contentInset, inset, as: Value.insets)
    updateAdjustedContentInset(scroll)
  }

  /// UIKit bug of iOS 11.2 (rule bug.largeTitle.startsCollapsed): at its first layout, a controller
  /// whose largeTitleDisplayMode went from never to always after it was made shows its large title
  /// collapsed.
  func startCollapsedIfBug(_ c: ControllerID) {
    guard semantics.appliesFirstLayoutLargeTitleBugs, era == .safeArea, let n = context(of: c).nav,
      !bugs.laidOutUnderNavigation.contains(c)
    else { return }
    bugs.laidOutUnderNavigation.insert(c)
    let modeNow: LargeTitleDisplayMode? =
      if case .largeTitleMode(let m)? = world.value(controllers[c].object, .largeTitleDisplayMode) {
        m
      } else { nil }
    guard scenario.uikitBugs else { return }
    let shown = largeTitleShown(n, for: c)
    if let note = LargeTitleStartsCollapsed.note(
      os: os, modeAtCreation: controllers[c].spec?.spec.largeTitleDisplayMode, modeNow: modeNow,
      firstLayout: true, shown: shown, controller: controllers[c].name)
    {
      collapsedTitles.insert(c)
      recorder.note(note, object: navs[n].name, rule: LargeTitleStartsCollapsed.rule)
      return
    }
    // UIKit bug of iOS 26 (rule bug.largeTitle.collapsedOnColdLaunch): collapsed at a cold launch.
    if let root = controllers[c].rootView,
      let note = LargeTitleCollapsedOnColdLaunch.note(
        os: os, atLaunch: transitions.allSatisfy { $0.flow == .launch },
        inTabBarController: context(of: c).tabbed, mode: modeNow, shown: shown,
        tracksScrollView: ContentInsetAdjustment.contentScrollView(world: world, root: root) != nil,
        controller: controllers[c].name)
    {
      collapsedTitles.insert(c)
      recorder.note(note, object: navs[n].name, rule: LargeTitleCollapsedOnColdLaunch.rule)
    }
  }

  /// UIKit bugs of the tab bar at a push's or pop's start (rules bug.tabBar.jumpsUpOnPush on iOS
  /// 11.0–11.1, bug.tabBar.squishedAfterModal on iOS 11.2–12): its frame, on iPhones with a home
  /// indicator, until the transition ends. `before`: the bar's frame before the transition began.
  func applyTabBarTransitionBugs(_ i: Int, before: Rect?) {
    let t = transitions[i]
    guard scenario.uikitBugs, let tabBar, let before, let top = topController,
      context(of: top).tabbed, t.flow == .push || t.flow == .pop
    else { return }
    let bars = barLayout(layoutInput(for: top))
    let screenHeight = bars.screen.height
    let frame: Derived<Rect>?
    if t.flow == .push {
      frame = TabBarJumpsUpOnPush.frame(
        os: os, animated: t.animated, hidesBar: t.hidesTabBarAtEnd,
        homeIndicator: bars.homeIndicator, bar: before, screenHeight: screenHeight)
    } else {
      let now = world.rect(tabBar, .frame)
      let modalDismissed = transitions[..<i].contains {
        $0.flow == .dismissFullScreen || $0.flow == .dismissOver
      }
      let barReturns = before.minY >= screenHeight && now.maxY == screenHeight
      // A collapse after a rotation under a modal stays after the pop (no end to undo).
      if let collapsed = TabBarCollapsedAfterModalRotation.frame(
        os: os, barReturns: barReturns,
        rotatedUnderModal: bugs.rotatedUnderModalWithOpaqueBarHidden,
        homeIndicator: bars.homeIndicator, bar: now)
      {
        bugs.rotatedUnderModalWithOpaqueBarHidden = false
        _ = recorder.write(tabBar, .frame, collapsed, as: Value.rect)
        return
      }
      if let note = TabBarButtonsZeroOnPop.note(
        os: os, translucentTabBar: world.bool(tabBar, .translucent), barReturns: barReturns)
      {
        recorder.note(note, object: "tabBar", rule: TabBarButtonsZeroOnPop.rule)
      }
      frame = TabBarSquishedAfterModal.frame(
        os: os, animated: t.animated, barReturns: barReturns, modalDismissed: modalDismissed,
        homeIndicator: bars.homeIndicator, bar: now)
    }
    guard let frame else { return }
    bugs.tabBarFrameBugTransition = i
    _ = recorder.write(tabBar, .frame, frame, as: Value.rect)
  }

  /// The end of a transition a bug changed: an incoming controller left with a wrong safe area or
  /// layout guide is laid out again; a tab bar is laid out as documented.
  func endTransitionBugs(_ i: Int) {
    if let wrong = bugs.layoutUntilEnd, wrong.transition == i {
      bugs.layoutUntilEnd = nil
      layout(wrong.controller, appearing: false)
    }
    guard bugs.tabBarFrameBugTransition == i, let tabBar, let top = topController else { return }
    bugs.tabBarFrameBugTransition = nil
    let bar = barLayout(layoutInput(for: top)).tabBar
    guard bar.exists else { return }
    _ = recorder.write(tabBar, .frame, bar.frame, as: Value.rect)
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
  /// bug.safeArea.opaqueBarTransitionGap (iOS 11.0, a push or pop under an opaque navigation bar),
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
        os: os, animated: t.animated, opaqueNavigationBar: !input.navigationBarTranslucent,
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

  /// UIKit bug of iOS 11.4–12.1 (rule bug.splitView.largeBarFrameAfterPush): the
  /// navigation bar's frame keeps the large title's height over a controller whose mode is never,
  /// pushed from one whose mode is always in a collapsed split view.
  func navigationBarFrameBug(_ c: ControllerID, nav n: Int, _ documented: Rect) -> Derived<Rect>? {
    guard scenario.uikitBugs, let split, split.layout.collapsed.value, navs[n].stack.last == c,
      navs[n].stack.count > 1
    else { return nil }
    func mode(_ d: ControllerID) -> LargeTitleDisplayMode? {
      if case .largeTitleMode(let m)? = world.value(controllers[d].object, .largeTitleDisplayMode) {
        return m
      }
      return nil
    }
    let frame = LargeFrameAfterCollapsedPush.frame(
      os: os, collapsedSplitView: true, topMode: mode(c),
      belowMode: mode(navs[n].stack[navs[n].stack.count - 2]),
      prefersLargeTitles: world.bool(navs[n].object, .prefersLargeTitles), documented: documented,
      controller: controllers[c].name)
    if let frame, bugs.largeFrameNoted.insert(c).inserted {
      recorder.note(frame.why, object: navs[n].name, ruleOf: frame)
    }
    return frame
  }

  /// A rotation: remembered when it happens under a modal while an opaque tab bar is hidden by a
  /// push (rule bug.tabBar.collapsedAfterModalRotation).
  func noteRotationForTabBarBug() {
    guard let tabBar, !presentations.isEmpty, !world.bool(tabBar, .translucent),
      world.bool(tabBar, .bottomBarHiddenByPush)
    else { return }
    bugs.rotatedUnderModalWithOpaqueBarHidden = true
  }

  /// UIKit bug of iOS 11.0–11.1 (rule bug.toolbar.gapAboveTabBar): a navigation controller's
  /// toolbar over a tab bar on a home-indicator iPhone, raised by the indicator's height too.
  func toolbarGapBug(_ documented: Rect, tabbed: Bool, _ bars: BarLayout) -> Derived<Rect>? {
    guard scenario.uikitBugs, tabbed, bars.tabBar.exists,
      bars.tabBar.frame.value.minY == documented.maxY
    else { return nil }
    return ToolbarGapAboveTabBar.frame(
      os: os, inTabBarController: true, homeIndicator: bars.homeIndicator, toolbar: documented)
  }
}

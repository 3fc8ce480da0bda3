import InsetSimModel
import InsetSimRules
import InsetSimSupport

/// The tab bar controller's UIKit bugs (rule family `bug`, `Rules/Bugs/`): its bar's frame during
/// a push or a pop, after a rotation under a modal, and the inset a `.never` scroll view gets from
/// it. Each runs only when `scenario.uikitBugs` is on and the bug's rule applies to the release.
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

  /// The end of a transition whose tab bar frame a bug changed at its start: the bar is laid out as
  /// documented again.
  func endTabBarFrameBug(_ i: Int) {
    guard bugs.tabBarFrameBugTransition == i, let tabBar, let top = topController else { return }
    bugs.tabBarFrameBugTransition = nil
    let bar = barLayout(layoutInput(for: top)).tabBar
    guard bar.exists else { return }
    _ = recorder.write(tabBar, .frame, bar.frame, as: Value.rect)
  }

  /// A rotation: remembered when it happens under a modal while an opaque tab bar is hidden by a
  /// push (rule bug.tabBar.collapsedAfterModalRotation).
  func noteRotationForTabBarBug() {
    guard let tabBar, !presentations.isEmpty, !world.bool(tabBar, .translucent),
      world.bool(tabBar, .bottomBarHiddenByPush)
    else { return }
    bugs.rotatedUnderModalWithOpaqueBarHidden = true
  }
}

import InsetSimModel
import InsetSimRules
import InsetSimSupport

/// The navigation controller's UIKit bugs (rule family `bug`, `Rules/Bugs/`): its large title at
/// a controller's first layout, its bar's frame after a push in a collapsed split view, its toolbar
/// over a tab bar. Each runs only when `scenario.uikitBugs` is on and the bug's rule applies to the
/// release.
extension Simulation {
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

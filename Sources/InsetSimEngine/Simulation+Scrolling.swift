import InsetSimSupport
import InsetSimModel
import InsetSimRules
import InsetSimTrace

/// A user's drag of a scroll view (rules scroll.drag, largeTitle.collapseOnScroll, largeTitle.notTracked):
/// the content offset ends where the drag ends; a large title collapses or expands with the scroll view the
/// navigation bar tracks, and the layout pass moves the bar, the safe area and the insets after it.
extension Simulation {
  func scroll(_ name: String, to offset: Point) {
    guard let id = world.id(name), let scroll = world.scrollView(of: id) else {
      return noop("scroll of \(name): there is no such scroll view yet", object: name)
    }
    guard world[scroll].inWindow else { return noop("scroll of \(name): the view is not on screen, so no one can drag it", object: name) }
    recorder.event(world[scroll].name, "drag", detail: "ends at \(offset)")
    _ = recorder.write(scroll, .contentOffset, Derived(offset, "scroll.drag", "the user's drag ends here"), as: Value.point)
    guard era == .safeArea, let top = topController, let n = context(of: top).nav, let root = controllers[top].rootView,
      largeTitleShown(n, for: top) || collapsedTitles.contains(top)
    else { return }
    guard ContentInsetAdjustment.contentScrollView(world: world, root: root) == scroll else {
      recorder.note("the navigation bar tracks \(controllers[top].name)'s content scroll view (its view or the first subviews' chain), not \(world[scroll].name): the large title stays expanded",
        object: navs[n].name, rule: "largeTitle.notTracked")
      return
    }
    let barBottom = world.rect(navs[n].navigationBar, .frame).maxY
    let expandedTop = collapsedTitles.contains(top) ? barBottom + LargeTitleCollapse.titleHeight : barBottom
    let settles = LargeTitleCollapse.settles(offsetY: offset.y, expandedTop: expandedTop)
    guard settles.value != collapsedTitles.contains(top) else { return }
    if settles.value { collapsedTitles.insert(top) } else { collapsedTitles.remove(top) }
    recorder.note(settles.why, object: navs[n].name, rule: settles.rule)
    needsLayout = true
  }

  /// Whether navigation controller `n` shows `c`'s large title expanded now (before any collapse).
  func largeTitleShown(_ n: Int, for c: Int) -> Bool {
    scenario.app != nil ? largeTitle(n).value : world.bool(navs[n].object, .prefersLargeTitles)
  }
}

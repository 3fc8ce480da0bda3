import InsetSimModel
import InsetSimRules

/// The More navigation controller: a tab bar controller of more than five tabs in a compact-width
/// window shows four tabs and a More tab, and the tabs past the fourth inside UIKit's own
/// navigation controller, which the model does not simulate (outside.moreNavigationController).
extension Simulation {
  /// Whether showing tab `index` now puts it in the More navigation controller: the run then stops
  /// with a note, and the caller does nothing more.
  func tabGoesToMore(_ index: Int, _ how: String) -> Bool {
    guard
      MoreNavigationController.holds(
        tab: index, of: tabContents.count, horizontal: windowHorizontalSizeClass)
    else { return false }
    let name: String =
      switch tabContents[index] {
      case .controller(let c): controllers[c].name
      case .navigation(let n): navs[n].name
      }
    outsideModel(
      Rule.outsideMoreNavigationController,
      "\(how) tab \(index) (\(name)) of \(tabContents.count), which a compact-width window shows in the More navigation controller",
      stops: true)
    return true
  }

}

extension TabBarContainer {
  /// A window turned compact with a tab past the fourth selected moves it into the More
  /// navigation controller.
  static func windowChanged(in sim: Simulation) {
    guard sim.containers.tabs != nil, sim.semantics.listsTabs else { return }
    _ = sim.tabGoesToMore(sim.selectedTab, "the window turns compact with")
  }
}

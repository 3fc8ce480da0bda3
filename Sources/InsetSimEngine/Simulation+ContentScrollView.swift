import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// The scroll view the navigation bar observes for controller `c` (rules
/// navigation.contentScrollView, largeTitle.notTracked).
extension Simulation {
  func observedScrollView(of c: ControllerID, root: World.ObjectID) -> Derived<World.ObjectID?> {
    let setting =
      Rule.navigationContentScrollView.applies(to: os)
      ? controllers[c].spec?.spec.contentScrollView : nil
    var set: World.ObjectID?
    if case .view(let id)? = setting { set = world.id(id) }
    return ContentScrollView.observed(
      setting: setting, set: set,
      found: ContentInsetAdjustment.contentScrollView(world: world, root: root))
  }
}

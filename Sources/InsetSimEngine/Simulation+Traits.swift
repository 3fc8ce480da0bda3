import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// The trait collection a controller receives as its view first enters the window (rule
/// traits.firstAppearance): iOS 8–12 call traitCollectionDidChange(nil) at its first layout; iOS
/// 13+ predict the traits and call nothing.
extension Simulation {
  /// Calls traitCollectionDidChange on controller `c` if this is its view's first layout in the
  /// window on a release that sends it.
  func firstTraitCollection(_ c: ControllerID) {
    guard Rule.traitsFirstAppearance.applies(to: os), !traitsDelivered.contains(c) else { return }
    traitsDelivered.insert(c)
    call(
      controllers[c].name, .traitCollectionDidChange,
      detail: Self.firstTraitsDetail)
  }

  /// The words of a controller's first traitCollectionDidChange, built once.
  private static let firstTraitsDetail =
    "previous nil: its traits are set as its view first enters the window (rule "
    + Rule.traitsFirstAppearance.id.rawValue + ")"
}

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
    if !offScreenTraits.heard.isEmpty || !offScreenTraits.dueAtLayout.isEmpty {
      deferredTraitsAtLayout(c)
    }
    guard !traitsDelivered.contains(c) else { return }
    if Rule.traitsFirstAppearance.applies(to: os) {
      traitsDelivered.insert(c)
      return call(controllers[c].name, .traitCollectionDidChange, detail: Self.firstTraitsDetail)
    }
    guard Rule.traitsPredictionCorrected.applies(to: os) else { return }
    traitsDelivered.insert(c)
    let predicted = controllers[c].predictedTraits
    let now = (world.value(window, .horizontalSizeClass), world.value(window, .verticalSizeClass))
    guard let h = predicted.horizontal, let v = predicted.vertical, let nh = now.0, let nv = now.1,
      h != nh || v != nv
    else { return }
    call(
      controllers[c].name, .traitCollectionDidChange,
      detail:
        "previous (horizontal \(h.description), vertical \(v.description)), predicted when it was made: its view first enters a window now (horizontal \(nh.description), vertical \(nv.description)) (rule \(Rule.traitsPredictionCorrected.id.rawValue))"
    )
  }

  /// The words of a controller's first traitCollectionDidChange, built once.
  private static let firstTraitsDetail =
    "previous nil: its traits are set as its view first enters the window (rule "
    + Rule.traitsFirstAppearance.id.rawValue + ")"
}

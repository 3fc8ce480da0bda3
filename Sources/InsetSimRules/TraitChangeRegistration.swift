import InsetSimModel
import InsetSimSupport

/// `registerForTraitChanges(_:handler:)` (iOS 17+): a controller's handler for some traits, called
/// when one of them changes value (sources in docs/facts/callback-orders-by-release.md §3).
///
///     TraitChangeRegistration.handlerCalled(registered: [.verticalSizeClass],
///       changed: [.verticalSizeClass], os: OSVersion(17, 0)).value  // true
package enum TraitChangeRegistration {
  /// Whether a handler registered for `registered` runs when the traits in `changed` change.
  package static func handlerCalled(
    registered: [TraitName], changed: [TraitName], os: OSVersion
  ) -> Derived<Bool> {
    guard Rule.traitsRegisterForTraitChanges.applies(to: os) else {
      return Derived(
        false, Rule.traitsRegisterForTraitChanges, "registerForTraitChanges is iOS 17+")
    }
    let heard = registered.filter(changed.contains)
    guard !heard.isEmpty else {
      return Derived(
        false, Rule.traitsRegisterForTraitChanges, "none of its registered traits changed")
    }
    return Derived(
      true, Rule.traitsRegisterForTraitChanges,
      heard.map(\.rawValue).joined(separator: ", ")
        + " changed: the handler runs after traitCollectionDidChange, before the layout pass")
  }
}

extension Rule {
  public static let traitsRegisterForTraitChanges = Rule(
    "traits.registerForTraitChanges", from: OSVersion(17, 0),
    "A handler registered with registerForTraitChanges(_:handler:) runs when one of its traits changes value, in the trait update just before the layout pass, after the controller's traitCollectionDidChange; not when the controller first appears (iOS 13+ predict the traits), not for a change of another trait, and not on a transition that keeps its traits.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)",
      "https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94 (calls your code when any of the observed traits change value)",
      "https://developer.apple.com/videos/play/wwdc2023/10057 (traits update immediately before layout)",
      "https://github.com/wikimedia/wikipedia-ios/pull/3229 (iOS 13 beta 6 release notes: no change callback when the predicted traits match)",
      "docs/facts/callback-orders-by-release.md (TR1–TR5)",
    ], confidence: .low,
    conflict:
      "Where the handler runs against traitCollectionDidChange in the same update is not printed anywhere found: after it is an assumption (low). Only the size classes change in a run: a handler registered for another trait is refused as input, not accepted and never called."
  )
}

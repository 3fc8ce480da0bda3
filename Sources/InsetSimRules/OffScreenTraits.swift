import InsetSimModel
import InsetSimSupport

/// A size transition while a loaded controller is off screen (below the top of a navigation stack,
/// an unselected tab, a presenter under a full-screen presentation): rules
/// `traits.offScreen.sizeTransition`, `traits.offScreen.deferred.ios8` and
/// `traits.offScreen.deferred.ios17` (docs/facts/callback-orders-by-release.md, TR10–TR13).
package enum OffScreenTraits {
  /// Whether a loaded off-screen controller hears viewWillTransition(to:with:): always on a
  /// rotation; on a window resize only when its view's size (not resized while off screen) differs
  /// from the new size.
  package static func hearsSizeTransition(rotation: Bool, viewSize: Size?, newSize: Size)
    -> Derived<Bool>
  {
    let rule = Rule.traitsOffScreenSizeTransition
    if rotation {
      return Derived(true, rule, "a rotation reaches every loaded child, on screen or not")
    }
    guard let viewSize, viewSize == newSize else {
      return Derived(true, rule, "its view's size differs from the new size")
    }
    return Derived(false, rule, "its view already has the new size")
  }

  /// The rule that places the trait callbacks a controller missed off screen, in release `os`.
  package static func deferral(os: OSVersion) -> Rule? {
    if Rule.traitsOffScreenDeferredIos8.applies(to: os) { return .traitsOffScreenDeferredIos8 }
    if Rule.traitsOffScreenDeferredIos17.applies(to: os) { return .traitsOffScreenDeferredIos17 }
    return nil
  }

  /// Whether willTransition(to: UITraitCollection, with:) is sent, deferred, before the
  /// controller's viewWillAppear (iOS 8–16); from iOS 17 only the trait update's callbacks come.
  package static func willTransitionBeforeAppearing(os: OSVersion) -> Bool {
    Rule.traitsOffScreenDeferredIos8.applies(to: os)
  }
}

extension Rule {
  public static let traitsOffScreenSizeTransition = Rule(
    "traits.offScreen.sizeTransition", from: OSVersion(8, 0),
    "viewWillTransition(to:with:) reaches loaded controllers that are off screen — below the top of a navigation stack, in an unselected tab, a presenter under a full-screen presentation — in the order UIKit forwards it: down from the window's root, a container's children in order (a stack from the bottom, tabs in order), the presented controller after its presenter. On a rotation every one hears it; on an iPad window resize only those whose view (not resized while off screen) differs in size from the new size.",
    provenance: [
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore (iOS 26.1 UIKitCore: -[UIViewController viewWillTransitionToSize:withTransitionCoordinator:] sends it to each of _childViewControllersToSendViewWillTransitionToSize when the target transform is not identity or the child's size differs, with no visibility check; UINavigationController and UITabBarController return all their children)",
      "https://github.com/lionheart/openradar-mirror/issues/7463 (openradar 24277475, iOS 9 Split View: 1/2 → 3/4 the controller below the top and the top both hear it; back to 1/2 only the top)",
      "https://github.com/onmyway133/notes/issues/210 (A presents B; B turns: A's viewWillTransitionToSize is called)",
      "https://github.com/zenangst/Spots/pull/286 (a presented modal rotates: the presenting controller hears viewWillTransitionToSize)",
      "docs/facts/callback-orders-by-release.md (TR7, TR11)",
    ], confidence: .medium,
    conflict:
      "https://github.com/mozilla-mobile/firefox-ios/pull/2190 (iOS 10) says it \"isn't called if tabtray isn't visible\", setup unclear (low), not followed. The unselected tab rests on the code alone. A child of an off-screen controller hears it when its parent does (its own size test is not modelled); a split view's hidden columns are not walked."
  )

  public static let traitsOffScreenDeferredIos8 = Rule(
    "traits.offScreen.deferred.ios8", from: OSVersion(8, 0), through: OSVersion(16, 7),
    "iOS 8–16: a loaded controller off screen while the size classes change hears no trait callback then; when it comes back, if the window's traits differ from the ones it last heard, it hears willTransition(to: UITraitCollection, with:) just before its viewWillAppear and traitCollectionDidChange(_:) at its view's first layout after it. A rotation there and back again calls nothing.",
    provenance: [
      "https://level49.com/date/2016/05 (iOS 11, printed: a controller covered in a stack during a rotation hears willTransitionToTraitCollection, then viewWillAppear, viewDidAppear when it comes back)",
      "https://github.com/lionheart/openradar-mirror/issues/20099 (iOS 12: -[UIView layoutSublayersOfLayer:] calls -[UIViewController traitCollectionDidChange:] in the view's layout)",
      "https://github.com/wikimedia/wikipedia-ios/pull/3229 (iOS 13 beta 6 release notes: the callback comes only on a real change)",
      "docs/facts/callback-orders-by-release.md (TR10, TR12)",
    ], confidence: .low,
    conflict:
      "Printed for a covered stack controller on iOS 11 only; a tab, a presenter and iOS 8–10 and 13–16 follow it by analogy (no log). Where traitCollectionDidChange falls is read from the iOS 12 layout backtrace, not printed for this case."
  )

  public static let traitsOffScreenDeferredIos17 = Rule(
    "traits.offScreen.deferred.ios17", from: OSVersion(17, 0),
    "iOS 17+: a loaded controller off screen while the size classes change hears no trait callback then; its traits update once its view is back in a window, after its viewWillAppear and no later than viewIsAppearing: traitCollectionDidChange(_:) and a registerForTraitChanges handler whose trait changed come there (before viewIsAppearing), when the window's traits differ from the ones it last heard. willTransition(to: UITraitCollection, with:) is not sent to it.",
    provenance: [
      "https://wwdcnotes.com/notes/wwdc23/10057/ (traits come from the view hierarchy; \"not up-to-date in viewWillAppear\", up to date in viewIsAppearing)",
      "https://developer.apple.com/forums/thread/733301 (traits are updated top-down)",
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore (iOS 26.1 UIKitCore: -[UIViewController _parentTraitEnvironment]; setOverrideTraitCollection:forChildViewController: sends _parent:willTransitionToTraitCollection: only when _UIViewControllersInheritTraitsFromViewHierarchy() is false)",
      "docs/facts/callback-orders-by-release.md (TR13)",
    ], confidence: .low,
    conflict:
      "Inferred from the trait system's design and the code, no printed log. A loaded controller out of the window takes its parent's traits (a gated fallback in _parentTraitEnvironment), so a stack controller may update earlier, in its parent's trait update; a root presenter has no parent and keeps its old traits. The handler's order against traitCollectionDidChange is unsourced (TR5)."
  )

  public static let outsideOffScreenSizeTransition = Rule(
    "outside.offScreenSizeTransition", from: OSVersion(8, 0),
    "Not simulated: what a loaded controller in a split view column that is not shown (a hidden primary, a collapsed split view's column off its stack) (or any off-screen controller the forwarding order cannot place) hears of a rotation or a window resize: whether UISplitViewController forwards viewWillTransition(to:with:) to it, and when its trait callbacks come. Instead: it hears nothing; the run goes on with a note, and every value after it is assumed.",
    provenance: [
      "docs/model-limits.md",
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore (iOS 26.1 UIKitCore: -[UINavigationController _childViewControllersToSendViewWillTransitionToSize] treats a navigation controller nested in a split view apart; the split view's own forwarding is not traced)",
    ], confidence: .low)
}

import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// What a size transition tells loaded controllers that are off screen — below the top of a
/// navigation stack, in an unselected tab, a presenter under a full-screen presentation: rules
/// `traits.offScreen.sizeTransition` (viewWillTransition(to:with:) then),
/// `traits.offScreen.deferred.ios8` and `traits.offScreen.deferred.ios17` (their trait callbacks,
/// when they come back).
struct OffScreenTraitState {
  /// The size classes each off-screen controller last heard, kept at the first size-class change
  /// it missed; dropped when it comes back.
  var heard: [ControllerID: (horizontal: Value?, vertical: Value?)] = [:]
  /// iOS 8–16: controllers that heard the deferred willTransition(to: UITraitCollection) before
  /// their viewWillAppear, and hear traitCollectionDidChange at their view's next layout.
  var dueAtLayout: [ControllerID: (horizontal: Value?, vertical: Value?)] = [:]
}

extension Simulation {
  /// The controllers a size transition reaches, in UIKit's order (down from the window's root: a
  /// stack from the bottom, tabs in order, each controller before the children in its view tree,
  /// a presenter before the presented controller), and whether each is off screen. `onScreen`
  /// (the controllers in the window, in the order the transition has always called them) are all
  /// in it; an off-screen loaded controller is in it when it hears the transition (rule
  /// traits.offScreen.sizeTransition). When the walk cannot place the ones on screen in their
  /// order, only they are returned.
  func sizeTransitionReach(onScreen: [ControllerID], rotation: Bool, size: Size)
    -> [(controller: ControllerID, offScreen: Derived<Bool>?)]
  {
    let walked = loadedInForwardingOrder()
    var shown = IDSet<ControllerID>()
    for c in onScreen { _ = shown.insert(c) }
    guard walked.filter(shown.contains) == onScreen else {
      var missed: [ControllerID] = []
      var seen = shown
      for c in walked + loadedInSplitColumns() where seen.insert(c).inserted { missed.append(c) }
      unplaced(missed, "off screen where UIKit's forwarding order cannot be placed")
      return onScreen.map { ($0, nil) }
    }
    var placed = IDSet<ControllerID>()
    for c in walked { _ = placed.insert(c) }
    unplaced(
      loadedInSplitColumns().filter { !placed.contains($0) }, "in a split view column not shown")
    var reach: [(controller: ControllerID, offScreen: Derived<Bool>?)] = []
    reach.reserveCapacity(walked.count)
    for c in walked {
      if shown.contains(c) {
        reach.append((c, nil))
        continue
      }
      let sized = controllers[topLevel(c)].rootView.map { world.rect($0, .frame).size }
      let hears = OffScreenTraits.hearsSizeTransition(
        rotation: rotation, viewSize: sized, newSize: size)
      if hears.value { reach.append((c, hears)) }
    }
    return reach
  }

  /// The loaded controllers off screen that a size transition passes by (in or out of its reach).
  func offScreenLoaded(onScreen: [ControllerID]) -> [ControllerID] {
    var shown = IDSet<ControllerID>()
    for c in onScreen { _ = shown.insert(c) }
    return loadedInForwardingOrder().filter { !shown.contains($0) }
  }

  /// Every loaded controller under the window's root and its presentations, in the order a size
  /// transition is forwarded: the root's content (each tab's, or each expanded split view column's
  /// top with its stack), then each presentation's.
  private func loadedInForwardingOrder() -> [ControllerID] {
    var order: [ControllerID] = []
    var seen = IDSet<ControllerID>()
    func add(_ content: Content) {
      for t in stack(of: content) where controllers[t].loaded {
        for c in visibleControllers(from: t) where seen.insert(c).inserted { order.append(c) }
      }
    }
    if split != nil {
      for t in baseTops { add(controllers[t].nav.map { .navigation($0) } ?? .controller(t)) }
    } else if !tabContents.isEmpty {
      for content in tabContents { add(content) }
    } else if let root = rootContent {
      add(root)
    }
    for p in presentations { add(p.content) }
    return order
  }

  /// The loaded controllers of a split view's columns (the compact one included), which a walk
  /// from the window's root reaches only through the columns shown.
  private func loadedInSplitColumns() -> [ControllerID] {
    guard let split else { return [] }
    var found: [ControllerID] = []
    var seen = IDSet<ControllerID>()
    for content in split.columns.map(\.content) + (split.compact.map { [$0] } ?? []) {
      for c in stack(of: content) where controllers[c].loaded && seen.insert(c).inserted {
        found.append(c)
      }
    }
    return found
  }

  /// Loaded controllers the forwarding order cannot place (a split view's hidden columns, or any
  /// off-screen one when the walk does not give the on-screen ones in their order): no
  /// source gives what they hear, so they hear nothing and the run notes it
  /// (rule outside.offScreenSizeTransition).
  private func unplaced(_ missed: [ControllerID], _ place: String) {
    guard !missed.isEmpty else { return }
    outsideModel(
      Rule.outsideOffScreenSizeTransition,
      "a size transition while \(missed.map { controllers[$0].name }.joined(separator: ", ")) "
        + "\(missed.count == 1 ? "is" : "are") loaded \(place): what "
        + "UIKit sends \(missed.count == 1 ? "it" : "them") then, and when \(missed.count == 1 ? "it comes" : "they come") back, is not "
        + "known, and here \(missed.count == 1 ? "it hears" : "they hear") nothing",
      stops: false)
  }

  /// Before a size-class change: the off-screen controllers whose view has been laid out in the
  /// window keep the traits they heard last (the window's now), unless they missed a change
  /// already; the ones on screen hear this one.
  func keepTraitsHeard(offScreen: [ControllerID], onScreen: [ControllerID]) {
    guard OffScreenTraits.deferral(os: os) != nil else { return }
    for c in onScreen { offScreenTraits.heard[c] = nil }
    let now = (world.value(window, .horizontalSizeClass), world.value(window, .verticalSizeClass))
    for c in offScreen where traitsDelivered.contains(c) && offScreenTraits.heard[c] == nil {
      offScreenTraits.heard[c] = now
    }
  }

  /// Controller `c` is about to hear viewWillAppear: on iOS 8–16 it, then each child in its view
  /// tree, hears the willTransition(to: UITraitCollection) it missed off screen, when the window's
  /// traits differ from the ones it heard last (rule traits.offScreen.deferred.ios8).
  func deferredTraitsBeforeAppearing(_ c: ControllerID) {
    guard !offScreenTraits.heard.isEmpty, OffScreenTraits.willTransitionBeforeAppearing(os: os)
    else { return }
    for d in visibleControllers(from: c) {
      guard let heard = offScreenTraits.heard.removeValue(forKey: d),
        let now = heardTraitsDiffer(heard)
      else { continue }
      offScreenTraits.dueAtLayout[d] = heard
      call(
        controllers[d].name, .willTransitionToTraitCollection,
        detail: "to \(now), missed off screen: just before viewWillAppear (rule "
          + Rule.traitsOffScreenDeferredIos8.id.rawValue + ")")
    }
  }

  /// Controller `c`'s view is laid out in the window as it appears: the traitCollectionDidChange
  /// (and, iOS 17+, the registerForTraitChanges handler) it missed off screen, when the window's
  /// traits differ from the ones it heard last (rules traits.offScreen.deferred.ios8 and .ios17).
  func deferredTraitsAtLayout(_ c: ControllerID) {
    guard let rule = OffScreenTraits.deferral(os: os) else { return }
    let heard: (horizontal: Value?, vertical: Value?)?
    if OffScreenTraits.willTransitionBeforeAppearing(os: os) {
      heard = offScreenTraits.dueAtLayout.removeValue(forKey: c)
    } else if controllers[c].appearing {
      heard = offScreenTraits.heard.removeValue(forKey: c)
    } else {
      heard = nil
    }
    guard let heard, let now = heardTraitsDiffer(heard) else { return }
    let previous =
      "(horizontal \(heard.horizontal?.description ?? "nil"), vertical \(heard.vertical?.description ?? "nil"))"
    call(
      controllers[c].name, .traitCollectionDidChange,
      detail:
        "previous \(previous), now \(now), missed off screen: at its view's first layout back "
        + "in the window (rule \(rule.id.rawValue))")
    var changed: [TraitName] = []
    if world.value(window, .horizontalSizeClass) != heard.horizontal {
      changed.append(.horizontalSizeClass)
    }
    if world.value(window, .verticalSizeClass) != heard.vertical {
      changed.append(.verticalSizeClass)
    }
    traitChangeHandler(c, changed: TraitName.allCases.filter(changed.contains))
    propertiesDue.insert(c)
  }

  /// The window's size classes in words when they differ from `heard`; nil when they match.
  private func heardTraitsDiffer(_ heard: (horizontal: Value?, vertical: Value?)) -> String? {
    let h = world.value(window, .horizontalSizeClass)
    let v = world.value(window, .verticalSizeClass)
    guard h != heard.horizontal || v != heard.vertical else { return nil }
    return "(horizontal \(h?.description ?? "nil"), vertical \(v?.description ?? "nil"))"
  }
}

import InsetSimModel
import InsetSimSupport

/// The order in which UIKit calls the appearance callbacks of a flow, per flow (all order choices
/// in one
/// place; sources in FLOWS-RESEARCH §1, §4, §7 and UIKIT-FLOWS N1, PC1–PC4, TS2, M3):
///
/// | flow | will pair | did pair | who hears |
/// |---|---|---|---|
/// | push, pop, setViewControllers | outgoing viewWillDisappear first | outgoing viewDidDisappear
/// first | both |
/// | present full screen | presenter viewWillDisappear first | presented viewDidAppear first | both
/// |
/// | dismiss full screen | presented viewWillDisappear first | presenter viewDidAppear first | both
/// |
/// | present / dismiss a sheet or over full screen | — | — | the presented controller only |
/// | tab switch | incoming viewWillAppear first | outgoing viewDidDisappear first | both |
///
///     AppearanceOrder.plan(.tabSwitch).value.incomingWillFirst  // true
package enum AppearanceOrder {
  package enum Flow: Sendable {
    case launch, push, pop, setViewControllers, presentFullScreen, dismissFullScreen, presentOver,
      dismissOver, tabSwitch
  }

  package struct Plan: Sendable, Equatable {
    /// The incoming controller's viewWillAppear comes before the outgoing one's viewWillDisappear.
    package var incomingWillFirst: Bool
    /// The incoming controller's viewDidAppear comes before the outgoing one's viewDidDisappear.
    package var incomingDidFirst: Bool
    /// Whether the incoming and the outgoing controller hear of the flow at all (a presenter under
    /// a sheet
    /// does not).
    package var incomingHears = true
    package var outgoingHears = true
    /// Whether the outgoing controller's view leaves the window at the end.
    package var outgoingLeavesWindow = true
  }

  package static func plan(_ flow: Flow) -> Derived<Plan> {
    switch flow {
    case .launch, .push, .pop, .setViewControllers:
      return Derived(
        Plan(incomingWillFirst: false, incomingDidFirst: false),
        "flow.order.navigation",
        "navigation: outgoing viewWillDisappear → incoming viewWillAppear … outgoing viewDidDisappear → incoming viewDidAppear"
      )
    case .presentFullScreen, .dismissFullScreen:
      return Derived(
        Plan(incomingWillFirst: false, incomingDidFirst: true),
        "flow.order.fullScreen",
        "full-screen presentation: outgoing viewWillDisappear → incoming viewWillAppear … incoming viewDidAppear → outgoing viewDidDisappear"
      )
    case .presentOver:
      return Derived(
        Plan(
          incomingWillFirst: false, incomingDidFirst: true, outgoingHears: false,
          outgoingLeavesWindow: false),
        "flow.order.sheet",
        "a sheet (or over-full-screen presentation) leaves the presenter's view in the window: the presenter gets no appearance callbacks"
      )
    case .dismissOver:
      return Derived(
        Plan(incomingWillFirst: false, incomingDidFirst: false, incomingHears: false),
        "flow.order.sheet",
        "the presenter's view never left the window: it gets no appearance callbacks when the sheet goes"
      )
    case .tabSwitch:
      return Derived(
        Plan(incomingWillFirst: true, incomingDidFirst: false),
        "flow.order.tabSwitch",
        "tab switch: incoming viewWillAppear → outgoing viewWillDisappear → outgoing viewDidDisappear → incoming viewDidAppear"
      )
    }
  }

  /// How long the transition runs before its did-callbacks.
  package static func duration(_ flow: Flow, animated: Bool, os: OSVersion) -> Derived<Int64> {
    switch flow {
    case .tabSwitch:
      if os.major >= 18 {
        return Derived(
          FlowTiming.tabCrossDissolve, "flow.timing.tabSwitch",
          "iOS 18+: tab switches cross-dissolve; the did-callbacks come about 0.5 s later")
      }
      return Derived(
        0, "flow.timing.tabSwitch",
        "before iOS 18 a tab switch is not animated: all its callbacks come at once")
    case .launch:
      return Derived(LifecycleTiming.frame, "lifecycle.timing", "the first frame")
    default:
      guard animated else {
        return Derived(
          LifecycleTiming.frame, "flow.timing.transition", "not animated: the next frame")
      }
      return Derived(
        FlowTiming.transition, "flow.timing.transition",
        "animated push, pop and presentation: 0.5 s")
    }
  }
}

/// The durations of flows (rule `flow.timing.transition`, medium: a 0.5 s push measured from a
/// screen
/// recording and a printed pop log; the modal spring's nominal 0.5 s; `flow.timing.tabSwitch`,
/// medium).
package enum FlowTiming {
  package static let transition: Int64 = 500_000
  package static let tabCrossDissolve: Int64 = 500_000
}

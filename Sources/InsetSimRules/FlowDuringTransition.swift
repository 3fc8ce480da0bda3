import InsetSimModel

/// A flow called while an animated transition is still occurring (rules flow.duringTransition.*):
/// UIKit
/// refuses a navigation change during a transition or presentation, and a present or dismiss during
/// a
/// presentation, with a log and nothing else; what it does with the other combinations no source
/// gives.
///
///     FlowDuringTransition.answer(call: "pushViewController:animated:", navigation: true, running: .push, incoming: "First")
///     // rule flow.duringTransition.navigation, "… the navigation stack will not be updated.\" Nothing happens", stops: false
package enum FlowDuringTransition {
  package struct Answer: Sendable, Equatable {
    package var rule: RuleID
    /// "pushViewController:animated: while the push of First animates"
    package var what: String
    package var note: String
    /// What UIKit does is not modelled: the run stops.
    package var stops: Bool
  }

  /// UIKit's answer to `call` (a navigation change when `navigation`) made while `running`
  /// animates.
  package static func answer(
    call: String, navigation: Bool, running: AppearanceOrder.Flow, incoming: String?
  ) -> Answer {
    let presenting = [.presentFullScreen, .presentOver, .dismissFullScreen, .dismissOver].contains(
      running)
    let navigating = [.push, .pop, .setViewControllers].contains(running)
    let what = "\(call) while the \(name(running)) of \(incoming ?? "the container") animates"
    if navigation && (presenting || navigating) {
      return Answer(
        rule: "flow.duringTransition.navigation", what: what,
        note:
          "\(what): UIKit logs \"\(call) called on <UINavigationController> while an existing transition or presentation is occurring; "
          + "the navigation stack will not be updated.\" Nothing happens", stops: false)
    }
    if !navigation && presenting && (call.hasPrefix("present") || call.hasPrefix("dismiss")) {
      let log =
        call.hasPrefix("present")
        ? "Attempt to present … while a presentation is in progress"
        : "Attempt to dismiss from view controller … while a presentation or dismiss is in progress"
      return Answer(
        rule: "flow.duringTransition.presentation", what: what,
        note: "\(what): UIKit logs \"\(log)\". Nothing happens", stops: false)
    }
    return Answer(
      rule: "flow.duringTransition.notModelled", what: what,
      note: "\(what): what UIKit does is not modelled", stops: true)
  }

  /// A flow's name in these notes.
  static func name(_ flow: AppearanceOrder.Flow) -> String {
    switch flow {
    case .push: "push"
    case .pop: "pop"
    case .setViewControllers: "setViewControllers"
    case .presentFullScreen, .presentOver: "presentation"
    case .dismissFullScreen, .dismissOver: "dismissal"
    case .tabSwitch: "tab switch"
    case .launch: "transition"
    }
  }
}

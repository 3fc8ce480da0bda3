import InsetSimModel

/// A flow called while an animated transition is still occurring (rules flow.duringTransition.*):
/// UIKit refuses a navigation change during a transition or presentation, and a present or dismiss
/// during a presentation, with a log and nothing else; what it does with the other combinations no
/// source gives.
///
///     FlowDuringTransition.answer(call: "pushViewController:animated:", navigation: true, running: .push, subject: "First")
///     // rule flow.duringTransition.navigation, "… the navigation stack will not be updated.\" Nothing happens", stops: false
package enum FlowDuringTransition {
  package struct Answer: Sendable, Equatable {
    package var rule: Rule
    /// "pushViewController:animated: while the push of First animates"
    package var what: String
    package var note: String
    /// What UIKit does is not modelled: the run stops.
    package var stops: Bool
  }

  /// UIKit's answer to `call` (a navigation change when `navigation`) made while `running`
  /// animates; `subject` is the controller that flow moves (the one pushed or presented, the one
  /// popped or dismissed).
  package static func answer(
    call: String, navigation: Bool, running: AppearanceOrder.Flow, subject: String?
  ) -> Answer {
    let presenting = [.presentFullScreen, .presentOver, .dismissFullScreen, .dismissOver].contains(
      running)
    let navigating = [.push, .pop, .setViewControllers].contains(running)
    let what = "\(call) while the \(name(running)) of \(subject ?? "the container") animates"
    if navigation && (presenting || navigating) {
      return Answer(
        rule: Rule.flowDuringTransitionNavigation, what: what,
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
        rule: Rule.flowDuringTransitionPresentation, what: what,
        note: "\(what): UIKit logs \"\(log)\". Nothing happens", stops: false)
    }
    return Answer(
      rule: Rule.flowDuringTransitionNotModelled, what: what,
      note: "\(what): what UIKit does then is outside what the model knows", stops: true)
  }

  /// UIKit's answer to a flow (`flow`, moving `subject`) whose appearance callbacks would reach
  /// `pages` while the `running` transition (moving `runningSubject`) still has them in the middle
  /// of theirs, one of the two a page scroll: not modelled, the run stops.
  ///
  ///     FlowDuringTransition.meetingPageScroll(flow: .push, subject: "Detail", running: .pageScroll, runningSubject: "Pager", pages: ["Red", "Green"])
  ///     // rule flow.duringTransition.pageScroll, stops: true
  package static func meetingPageScroll(
    flow: AppearanceOrder.Flow, subject: String?, running: AppearanceOrder.Flow,
    runningSubject: String?, pages: [String]
  ) -> Answer {
    let what =
      "the \(name(flow)) of \(subject ?? "the container") while the \(name(running)) of \(runningSubject ?? "the container") is under way"
    return Answer(
      rule: Rule.flowDuringTransitionPageScroll, what: what,
      note:
        "\(what): \(pages.joined(separator: ", ")) would begin a second appearance transition before the first ends, their callbacks tied to the final matching endAppearanceTransition; what UIKit calls then is outside what the model knows",
      stops: true)
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
    case .pageScroll: "page scroll"
    }
  }
}

extension Rule {
  public static let flowDuringTransitionNavigation = Rule(
    "flow.duringTransition.navigation", from: OSVersion(8, 0),
    "A push, pop, popToRoot or setViewControllers called while an animated transition or presentation is occurring changes nothing; UIKit logs \"… called on <UINavigationController> while an existing transition or presentation is occurring; the navigation stack will not be updated.\"",
    provenance: [
      "https://github.com/aryaxt/iOS-Slide-Menu/issues/161 (popViewControllerAnimated: … while an existing transition or presentation is occurring; the navigation stack will not be updated, 2015)",
      "https://github.com/lionheart/openradar-mirror/issues/20368 (rdar 44091459, iOS 11.4: viewControllers is not updated on a push during a transition)",
    ], confidence: .medium,
    conflict:
      "For a push, rdar 44091459 says only that the stack is not updated when pushViewController returns; whether UIKit performs the push later is not established (the log says it will not be updated: applied here, low for pushes)."
  )

  public static let flowDuringTransitionPresentation = Rule(
    "flow.duringTransition.presentation", from: OSVersion(5, 0),
    "A present called while a presentation or dismissal is animating, or a dismiss called then, changes nothing; UIKit logs \"Attempt to present <B> on <A> while a presentation is in progress\" or \"Attempt to dismiss from view controller <A> while a presentation or dismiss is in progress\".",
    provenance: [
      "https://github.com/lionheart/openradar-mirror/issues/3466 (rdar 17762871, iOS 8: no view controller is presented, both warnings logged)",
      "https://github.com/ericberman/MyFlightbookiOS/issues/370 (the present warning in 2025)",
      "https://github.com/Jawbone/UPPlatform_iOS_SDK/issues/14 (the dismiss warning, 2014)",
    ], confidence: .medium)

  public static let flowDuringTransitionPageScroll = Rule(
    "flow.duringTransition.pageScroll", from: OSVersion(6, 0),
    "A flow whose appearance callbacks would reach the pages of a scroll-style page view controller while a page scroll between them animates (a push, pop or full-screen presentation over the page view controller, a tab switch away from it, another setViewControllers or swipe), or a page scroll of pages another transition is still moving, stops the run with a note: each page would begin a second appearance transition before the first ends, and UIKit ties the callbacks to the final matching endAppearanceTransition in an order no source prints.",
    provenance: [
      vcHeader
        + " (L439-446: beginAppearanceTransition and endAppearanceTransition; the appearance callbacks are tied to the final matching invocation of endAppearanceTransition)",
      "https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html (the pages' order in a page scroll, printed only for a scroll on its own)",
      "https://github.com/guilhermearaujo/GUITabPagerViewController/pull/26 (an animated setViewControllers in the scroll style crashes UIPageViewController, https://stackoverflow.com/a/17330606)",
      "docs/model-limits.md",
    ], confidence: .low)

  public static let flowDuringTransitionNotModelled = Rule(
    "flow.duringTransition.notModelled", from: any,
    "A present or dismiss called while a navigation transition animates, or a selectTab during any animated transition, stops the run with a note: no source gives what UIKit does with it.",
    provenance: ["docs/model-limits.md"], confidence: .low)
}

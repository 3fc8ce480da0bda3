import Testing

@testable import InsetSimModel
@testable import InsetSimRules

/// The pure rules of flows during a transition and of UIKit's bugs, each case from its rule's
/// sources.
@Suite struct UIKitBugRulesTests {
  /// iOS-Slide-Menu #161: a navigation change during a transition or presentation is refused with
  /// UIKit's log.
  @Test func aPushDuringAPushIsRefusedWithUIKitsLog() {
    let a = FlowDuringTransition.answer(
      call: "pushViewController:animated:", navigation: true, running: .push, incoming: "First")
    #expect(a.rule.id == "flow.duringTransition.navigation")
    #expect(!a.stops)
    #expect(a.note.contains("the navigation stack will not be updated."))
  }

  /// rdar 17762871: a present during a presentation is refused; a present during a push has no
  /// source: stop.
  @Test func aPresentIsRefusedDuringAPresentationAndNotModelledDuringAPush() {
    #expect(
      FlowDuringTransition.answer(
        call: "presentViewController:animated:completion:", navigation: false,
        running: .presentFullScreen,
        incoming: "Modal"
      ).rule.id == "flow.duringTransition.presentation")
    let push = FlowDuringTransition.answer(
      call: "presentViewController:animated:completion:", navigation: false, running: .push,
      incoming: "Detail")
    #expect(push.rule.id == "flow.duringTransition.notModelled")
    #expect(push.stops)
  }

  /// QMUI_iOS #1100 and its workaround gated on iOS < 14.2: 14.0 and 14.1 affected, 14.2 fixed; the
  /// top's flag decides.
  @Test func theTabBarBugIsOn14_0And14_1Only() {
    func note(_ os: OSVersion, topHides: Bool = true, animated: Bool = true) -> String? {
      TabBarHiddenAfterPopToRoot.note(
        os: os, animated: animated, barHiddenByPush: true, top: ("More", topHides))
    }
    #expect(note(OSVersion(14, 0)) != nil)
    #expect(note(OSVersion(14, 1)) != nil)
    #expect(note(OSVersion(14, 2)) == nil)
    #expect(note(OSVersion(14, 0), topHides: false) == nil)
    #expect(note(OSVersion(14, 0), animated: false) == nil)
  }

  /// rdar 34611901: iOS 11.0 only, and not after a push and a pop.
  @Test func theColdLaunchBugIsOn11_0UntilAPop() {
    #expect(
      LargeTitleNoCollapseOnColdLaunch.note(
        os: OSVersion(11, 0), collapsing: true, popped: false, navigation: "nav") != nil)
    #expect(
      LargeTitleNoCollapseOnColdLaunch.note(
        os: OSVersion(11, 0), collapsing: true, popped: true, navigation: "nav") == nil)
    #expect(
      LargeTitleNoCollapseOnColdLaunch.note(
        os: OSVersion(11, 1), collapsing: true, popped: false, navigation: "nav") == nil)
    #expect(
      LargeTitleNoCollapseOnColdLaunch.note(
        os: OSVersion(11, 0), collapsing: false, popped: false, navigation: "nav") == nil)
  }
}

import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// The order of each flow's appearance callbacks, each row from a printed log (FLOWS-RESEARCH §1,
/// §4, §7).
@Suite struct AppearanceOrderTests {
  let ios17 = OSVersion(17, 0)

  /// Push and pop: "A.willDisappear → B.willAppear → A.didDisappear → B.didAppear" (jianshu
  /// 28c6a69787a7; N1).
  @Test func navigationIsOutgoingFirst() {
    let plan = AppearanceOrder.plan(.push, os: ios17).value
    #expect(!plan.incomingWillFirst)
    #expect(!plan.incomingDidFirst)
    #expect(AppearanceOrder.plan(.pop, os: ios17).value == plan)
  }

  /// Full screen: the presented viewDidAppear before the presenter's viewDidDisappear (betterhee
  /// §2; PC1, PC2).
  @Test func fullScreenPresentationIsPresentedDidFirst() {
    let present = AppearanceOrder.plan(.presentFullScreen, os: ios17).value
    #expect(
      !present.incomingWillFirst && present.incomingDidFirst && present.outgoingHears
        && present.outgoingLeavesWindow)
  }

  /// Sheets: "the view controller does not receive any of these appearance callbacks" (WWDC19 224;
  /// M3).
  @Test func sheetsLeaveThePresenterOut() {
    #expect(!AppearanceOrder.plan(.presentOver, os: ios17).value.outgoingHears)
    #expect(!AppearanceOrder.plan(.presentOver, os: ios17).value.outgoingLeavesWindow)
    #expect(!AppearanceOrder.plan(.dismissOver, os: ios17).value.incomingHears)
    #expect(AppearanceOrder.plan(.dismissOver, os: ios17).value.outgoingLeavesWindow)
  }

  /// Tab switch: "B.viewDidLoad → B.viewWillAppear → A.viewWillDisappear → A.viewDidDisappear →
  /// B.viewDidAppear"
  /// (pgzxc §2.2, ticklecode 検証2; TS2).
  @Test func tabSwitchIsIncomingWillFirst() {
    let plan = AppearanceOrder.plan(.tabSwitch, os: ios17).value
    #expect(plan.incomingWillFirst)
    #expect(!plan.incomingDidFirst)
  }

  /// From iOS 18 the switch cross-fades through an animator, whose completion removes the outgoing
  /// view and then ends the incoming tab's appearance before the outgoing tab's (UIKit's iOS 26.1
  /// UITabBarController.mm, docs/facts/keyboard-restore.md KR6–KR7; rule
  /// flow.order.tabSwitch.crossFade, low).
  @Test func aCrossFadingTabSwitchIsIncomingDidFirst() {
    let plan = AppearanceOrder.plan(.tabSwitch, os: OSVersion(18, 0))
    #expect(plan.value.incomingWillFirst)
    #expect(plan.value.incomingDidFirst)
    #expect(plan.rule == Rule.flowOrderTabSwitchCrossFade.id)
    #expect(plan.confidence == .low)
  }

  /// Before iOS 18 a tab switch is not animated; from 18 the did-callbacks come about 0.5 s later
  /// (classmethod; TS5).
  @Test func tabSwitchDurationChangesWithIOS18() {
    #expect(AppearanceOrder.duration(.tabSwitch, animated: true, os: OSVersion(17, 0)).value == 0)
    #expect(
      AppearanceOrder.duration(.tabSwitch, animated: true, os: OSVersion(18, 0)).value == 500_000)
  }

  /// An animated push about 0.5 s (a screen recording, DU2; a printed popTo log of 0.52 s, DU3).
  @Test func animatedTransitionsTakeHalfASecond() {
    #expect(AppearanceOrder.duration(.push, animated: true, os: OSVersion(17, 0)).value == 500_000)
    #expect(
      AppearanceOrder.duration(.push, animated: false, os: OSVersion(17, 0)).value
        == LifecycleTiming.frame)
  }
}

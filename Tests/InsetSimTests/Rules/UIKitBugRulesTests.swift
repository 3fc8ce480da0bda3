import Foundation
import Testing

@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// The pure rules of flows during a transition and of UIKit's bugs, each case from its rule's
/// sources.
@Suite struct UIKitBugRulesTests {
  /// iOS-Slide-Menu #161: a navigation change during a transition or presentation is refused with
  /// UIKit's log.
  @Test func aPushDuringAPushIsRefusedWithUIKitsLog() {
    let a = FlowDuringTransition.answer(
      call: "pushViewController:animated:", navigation: true, running: .push, subject: "First")
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
        subject: "Modal"
      ).rule.id == "flow.duringTransition.presentation")
    let push = FlowDuringTransition.answer(
      call: "presentViewController:animated:completion:", navigation: false, running: .push,
      subject: "Detail")
    #expect(push.rule.id == "flow.duringTransition.notModelled")
    #expect(push.stops)
  }

  /// UIViewController.h L439-446: nested appearance transitions are tied to the final matching
  /// endAppearanceTransition, in an order no log prints: a flow meeting a page scroll stops.
  @Test func aFlowMeetingAPageScrollIsNotModelled() {
    let a = FlowDuringTransition.meetingPageScroll(
      flow: .push, subject: "Detail", running: .pageScroll, runningSubject: "Pager",
      pages: ["Green", "Red"])
    #expect(a.rule.id == "flow.duringTransition.pageScroll")
    #expect(a.stops)
    #expect(a.what == "the push of Detail while the page scroll of Pager is under way")
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

  /// rdar 35933138 and Tabman #208: from 11.2 a `.never` scroll view picked by the iOS 7–10 path
  /// gets the tab bar's 49 pt; 11.1 leaves it alone, and what was added is not added twice.
  @Test func neverIsIgnoredInATabBarControllerFrom11_2() {
    func inset(_ os: OSVersion, _ behavior: AdjustmentBehavior = .never, added: Double = 0)
      -> EdgeInsets?
    {
      ScrollViewNeverIgnoredInTabBar.contentInset(
        os: os, behavior: behavior, legacyCandidate: true, tabBarHeight: 49, current: .zero,
        added: added)?.value
    }
    #expect(inset(OSVersion(11, 2)) == EdgeInsets(top: 0, bottom: 49))
    #expect(inset(OSVersion(11, 1)) == nil)
    #expect(inset(OSVersion(11, 2), .automatic) == nil)
    #expect(inset(OSVersion(11, 2), added: 49) == nil)
  }

  /// rdar 35468058: 11.2 only (not 11.0.1 or 11.1), and only for a mode changed from never to
  /// always after the controller was made.
  @Test func theLargeTitleStartsCollapsedOn11_2WhenItsModeChanged() {
    func note(_ os: OSVersion, from created: LargeTitleDisplayMode?) -> String? {
      LargeTitleStartsCollapsed.note(
        os: os, modeAtCreation: created, modeNow: .always, firstLayout: true, shown: true,
        controller: "List")
    }
    #expect(note(OSVersion(11, 2), from: .never) != nil)
    #expect(note(OSVersion(11, 1), from: .never) == nil)
    #expect(note(OSVersion(11, 0, 1), from: .never) == nil)
    #expect(note(OSVersion(11, 2), from: .always) == nil)
  }

  /// QMUI_iOS #217 and its fix gated on iOS < 11.2 and a 5.8-inch screen: the 83-pt bar's maxY is
  /// above the screen's bottom at the push's start (by the home indicator: inferred).
  @Test func theTabBarJumpsUpOnPushBefore11_2OnHomeIndicatorPhones() {
    let bar = Rect(y: 729, width: 375, height: 83)
    func frame(_ os: OSVersion, indicator: Double = 34) -> Rect? {
      TabBarJumpsUpOnPush.frame(
        os: os, animated: true, hidesBar: true, homeIndicator: indicator, bar: bar,
        screenHeight: 812)?.value
    }
    #expect(frame(OSVersion(11, 1)).map { $0.maxY < 812 } == true)
    #expect(frame(OSVersion(11, 0, 1))?.minY == 695)
    #expect(frame(OSVersion(11, 2)) == nil)
    #expect(frame(OSVersion(11, 1), indicator: 0) == nil)
  }

  /// rdar 37981354 (11.2/11.3) and 44856110 (12): 49 pt during the pop after a modal was dismissed;
  /// QMUI_iOS #309 (11.3, gone from 13): 49 pt after a rotation under a modal.
  @Test func theTabBarIs49PointsOnTheseFlowsOf11And12() {
    let bar = Rect(y: 729, width: 375, height: 83)
    let squished = TabBarSquishedAfterModal.frame(
      os: OSVersion(12, 1, 1), animated: true, barReturns: true, modalDismissed: true,
      homeIndicator: 34, bar: bar)?.value
    #expect(squished == Rect(y: 763, width: 375, height: 49))
    #expect(
      TabBarSquishedAfterModal.frame(
        os: OSVersion(13, 0), animated: true, barReturns: true, modalDismissed: true,
        homeIndicator: 34, bar: bar) == nil)
    #expect(
      TabBarCollapsedAfterModalRotation.frame(
        os: OSVersion(11, 3), barReturns: true, rotatedUnderModal: true, homeIndicator: 34,
        bar: bar)?.value.height == 49)
    #expect(
      TabBarCollapsedAfterModalRotation.frame(
        os: OSVersion(13, 0), barReturns: true, rotatedUnderModal: true, homeIndicator: 34,
        bar: bar) == nil)
  }

  /// QMUI_iOS #218 and rdar 35331846: an opaque tab bar the view extends under is left out of the
  /// bottom safe area from iOS 11 on; a translucent one is not (that variant is not modelled).
  @Test func anOpaqueTabBarIsLeftOutOfTheSafeAreaFrom11() {
    func insets(_ os: OSVersion, opaque: Bool = true, extends: Bool = true) -> EdgeInsets? {
      OpaqueTabBarMissingFromSafeArea.insets(
        os: os, documented: EdgeInsets(top: 64, bottom: 49), opaqueTabBar: opaque,
        extendsUnderOpaqueBars: extends, tabBarInLayout: true, homeIndicator: 0)?.value
    }
    #expect(insets(OSVersion(11, 0)) == EdgeInsets(top: 64, bottom: 0))
    #expect(insets(OSVersion(18, 6)) == EdgeInsets(top: 64, bottom: 0))
    #expect(insets(OSVersion(11, 0), opaque: false) == nil)
    #expect(insets(OSVersion(11, 0), extends: false) == nil)
  }

  /// hotwire-native-ios #199/#256 and the iOS 26 split-view report: both from 26.0, not on 18.
  @Test func theIOS26BugsAreNotOn18() {
    func coldLaunch(_ os: OSVersion) -> String? {
      LargeTitleCollapsedOnColdLaunch.note(
        os: os, atLaunch: true, inTabBarController: true, mode: .always, shown: true,
        tracksScrollView: true, controller: "Feed")
    }
    #expect(coldLaunch(OSVersion(26, 0)) != nil)
    #expect(coldLaunch(OSVersion(18, 6)) == nil)
    func push(_ os: OSVersion) -> EdgeInsets? {
      SplitViewCompactPushSafeArea.insets(
        os: os, collapsedSplitView: true, animatedPush: true,
        documented: EdgeInsets(top: 113, bottom: 34), controller: "Item")?.value
    }
    #expect(push(OSVersion(26, 0)) == .zero)
    #expect(push(OSVersion(18, 6)) == nil)
  }

  /// rdar 34730263 (11.0, 11.1 beta) and 35358090 (11.1): the toolbar over the tab bar is raised by
  /// the home area's height; 11.2 is assumed fixed; no home indicator, no gap.
  @Test func theToolbarGapIsTheHomeIndicatorsHeightOn11_0And11_1() {
    let toolbar = Rect(y: 685, width: 375, height: 44)
    func frame(_ os: OSVersion, indicator: Double = 34) -> Rect? {
      ToolbarGapAboveTabBar.frame(
        os: os, inTabBarController: true, homeIndicator: indicator, toolbar: toolbar)?.value
    }
    #expect(frame(OSVersion(11, 1)) == Rect(y: 651, width: 375, height: 44))
    #expect(frame(OSVersion(11, 0, 1))?.minY == 651)
    #expect(frame(OSVersion(11, 2)) == nil)
    #expect(frame(OSVersion(11, 1), indicator: 0) == nil)
  }

  /// rdar 34465226 (iOS 11 GM): under an opaque bar the incoming content starts "about 20 points
  /// too low"; a translucent bar does not show it; 11.0.x only (11.1 assumed fixed). The same gap
  /// with edgesForExtendedLayout = [] under a translucent bar
  /// (https://qiita.com/kazuhiro4949/items/db2cbcd5bc06c3e0009e: "a gap of about 20 pt"): the view
  /// starts below the bar either way.
  @Test func theOpaqueBarGapIsTheStatusBarOn11_0() {
    func insets(_ os: OSVersion, opaque: Bool = true, animated: Bool = true) -> EdgeInsets? {
      OpaqueBarTransitionGap.insets(
        os: os, animated: animated, viewBelowBar: opaque, statusBar: 20,
        documented: .zero, controller: "Detail")?.value
    }
    #expect(insets(OSVersion(11, 0)) == EdgeInsets(top: 20))
    #expect(insets(OSVersion(11, 0, 1)) == EdgeInsets(top: 20))
    #expect(insets(OSVersion(11, 1)) == nil)
    #expect(insets(OSVersion(11, 0), opaque: false) == nil)
    #expect(insets(OSVersion(11, 0), animated: false) == nil)
  }

  /// QMUI's fix for issue 934, gated on iOS < 13.4: a pop back from a controller that hid the tab
  /// bar gives a wrong intermediate bottom inset on 11.0–13.3; the size (the bar's) is inferred.
  @Test func thePopIntermediateBottomIsOn11_0Through13_3() {
    func insets(_ os: OSVersion, translucent: Bool = true, hid: Bool = true) -> EdgeInsets? {
      TabBarPopIntermediateBottom.insets(
        os: os, animated: true, outgoingHidBar: hid, translucentTabBar: translucent,
        extendsUnderBottom: true, tabBarHeight: 83, documented: EdgeInsets(top: 88, bottom: 83),
        controller: "List")?.value
    }
    #expect(insets(OSVersion(13, 3)) == EdgeInsets(top: 88))
    #expect(insets(OSVersion(11, 0)) == EdgeInsets(top: 88))
    #expect(insets(OSVersion(13, 4)) == nil)
    #expect(insets(OSVersion(13, 3), translucent: false) == nil)
    #expect(insets(OSVersion(13, 3), hid: false) == nil)
  }

  /// rdar 46239088 (11.4 and 12.1): only in a collapsed split view, only from always to never.
  @Test func theLargeFrameStaysAfterACollapsedPush() {
    let small = Rect(y: 20, width: 375, height: 44)
    func frame(
      _ os: OSVersion, collapsed: Bool = true, top: LargeTitleDisplayMode = .never,
      below: LargeTitleDisplayMode = .always
    ) -> Rect? {
      LargeFrameAfterCollapsedPush.frame(
        os: os, collapsedSplitView: collapsed, topMode: top, belowMode: below,
        prefersLargeTitles: true, documented: small, controller: "Item")?.value
    }
    #expect(frame(OSVersion(12, 1)) == Rect(y: 20, width: 375, height: 96))
    #expect(frame(OSVersion(11, 4))?.height == 96)
    #expect(frame(OSVersion(13, 0)) == nil)
    #expect(frame(OSVersion(12, 1), collapsed: false) == nil)
    #expect(frame(OSVersion(12, 1), top: .automatic) == nil)
    #expect(frame(OSVersion(12, 1), below: .automatic) == nil)
  }

  /// Firefox for iOS #29549 (iPadOS 26): with UIStatusBarHidden at launch, safeAreaInsets.top
  /// "reports a value of 0"; iPad only, not before 26, not under a navigation bar (not modelled).
  @Test func theTopIsZeroOnIPadOS26AfterAHiddenLaunch() {
    func insets(_ os: OSVersion, pad: Bool = true, hidden: Bool = true, bars: Bool = false)
      -> EdgeInsets?
    {
      StatusBarHiddenAtLaunch.insets(
        os: os, isPad: pad, hiddenAtLaunch: hidden, statusBarShown: true, topBars: bars,
        documented: EdgeInsets(top: 32, bottom: 25), controller: "Browser")?.value
    }
    #expect(insets(OSVersion(26, 0)) == EdgeInsets(bottom: 25))
    #expect(insets(OSVersion(26, 1)) == EdgeInsets(bottom: 25))
    #expect(insets(OSVersion(18, 6)) == nil)
    #expect(insets(OSVersion(26, 0), pad: false) == nil)
    #expect(insets(OSVersion(26, 0), hidden: false) == nil)
    #expect(insets(OSVersion(26, 0), bars: true) == nil)
  }

  /// QMUI (issue 410, its fix gated on < 12.1.1): 12.1.0 only, translucent tab bar only.
  @Test func theTabBarButtonsAreZeroOn12_1_0Only() {
    func note(_ os: OSVersion, translucent: Bool = true) -> String? {
      TabBarButtonsZeroOnPop.note(os: os, translucentTabBar: translucent, barReturns: true)
    }
    #expect(note(OSVersion(12, 1)) != nil)
    #expect(note(OSVersion(12, 1, 1)) == nil)
    #expect(note(OSVersion(12, 0)) == nil)
    #expect(note(OSVersion(12, 1), translucent: false) == nil)
  }

  /// rdar 20854652: the pushed controller's bottom guide keeps the tab bar's 49 pt on iOS 8 ("Does
  /// not happen on iOS 7"), and https://juejin.cn/post/6844903903658508301 sees it on iOS 10.3.3
  /// (a button pinned to the guide "starts at the top of the tab bar, hidden by then"); iOS 11's
  /// safe area ends it (Chatto drops its workaround for 11.2, commit 2b0d205); rdar 15184698:
  /// 93 = 44 + 49 with the toolbar on iOS 7.0.
  @Test func theBottomGuideBugsOfIOS7And8() throws {
    let phone = try #require(Device.named("iPhone 6"))
    let input = LayoutInput(device: phone, os: OSVersion(8, 3), hasTabBar: true)
    func during(_ os: OSVersion, hides: Bool = true) -> Double? {
      BottomGuideDuringHidingPush.length(
        os: os, animatedPush: true, hidesBar: hides, tabbed: true, input: input,
        controller: "Detail")?.value
    }
    #expect(during(OSVersion(8, 3)) == 49)
    #expect(during(OSVersion(7, 1)) == nil)
    #expect(during(OSVersion(10, 3)) == 49)
    #expect(during(OSVersion(11, 0)) == nil)
    #expect(during(OSVersion(8, 3), hides: false) == nil)
    func both(_ os: OSVersion, toolbar: Bool = true) -> Double? {
      BottomGuideToolbarPlusTabBar.length(
        os: os, tabBarHiddenByPush: true, toolbarShown: toolbar, documented: 44, input: input,
        controller: "Detail")?.value
    }
    #expect(both(OSVersion(7, 0)) == 93)
    #expect(both(OSVersion(7, 1)) == nil)
    #expect(both(OSVersion(7, 0), toolbar: false) == nil)
  }

  /// rdars 22683028 (9.0 GM) and 22106545 (9.0 beta 4): a table added in code is not adjusted on
  /// 9.0; "It does not occur on iOS 8"; the controller's own view is not affected.
  @Test func theCodeAddedTableIsNotAdjustedOn9_0() {
    func note(_ os: OSVersion, inCode: Bool = true) -> String? {
      CodeAddedScrollViewNotAdjusted.note(
        os: os, addedInCode: inCode, scrollView: "table", controller: "List")
    }
    #expect(note(OSVersion(9, 0)) != nil)
    #expect(note(OSVersion(8, 4)) == nil)
    #expect(note(OSVersion(9, 1)) == nil)
    #expect(note(OSVersion(9, 0), inCode: false) == nil)
  }

  /// Each bug of the catalogue has its scenarios under Traces/bugs: one whose run meets it and one
  /// whose run does not (the fixed release, or the release before it).
  @Test func everyBugHasAScenarioThatMeetsItAndOneThatDoesNot() throws {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Traces/bugs")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".scenario.json") }.sorted()
    var met: [RuleID: Int] = [:]
    var named: [RuleID: Int] = [:]
    for file in files {
      let path = folder.appendingPathComponent(file).path
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let trace = Simulation.run(try Scenario.load(path: path))
      let rules = Set(trace.entries.compactMap(\.rule).filter(\.isUIKitBug))
      for rule in Rule.uikitBugs where text.contains(rule.id.rawValue) {
        named[rule.id, default: 0] += 1
        if rules.contains(rule.id) { met[rule.id, default: 0] += 1 }
      }
    }
    for rule in Rule.uikitBugs {
      #expect((met[rule.id] ?? 0) >= 1, "\(rule.id): no scenario meets it")
      #expect((named[rule.id] ?? 0) > (met[rule.id] ?? 0), "\(rule.id): no scenario without it")
    }
  }
}

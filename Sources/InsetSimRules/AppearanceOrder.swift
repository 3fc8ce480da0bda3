import InsetSimModel
import InsetSimSupport

/// The order in which UIKit calls the appearance callbacks of a flow, per flow (all order choices
/// in one place; sources in FLOWS-RESEARCH §1, §4, §7 and UIKIT-FLOWS N1, PC1–PC4, TS2, M3):
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
/// | tab switch, iOS 18+ (cross-fade) | incoming viewWillAppear first | incoming viewDidAppear
/// first | both |
///
///     AppearanceOrder.plan(.tabSwitch, os: OSVersion(17, 0)).value.incomingWillFirst  // true
package enum AppearanceOrder {
  package enum Flow: Sendable {
    case launch, push, pop, setViewControllers, presentFullScreen, dismissFullScreen, presentOver,
      dismissOver, tabSwitch
    /// A page view controller's scroll to another page (setViewControllers or a swipe).
    case pageScroll
  }

  package struct Plan: Sendable, Equatable {
    /// The incoming controller's viewWillAppear comes before the outgoing one's viewWillDisappear.
    package var incomingWillFirst: Bool
    /// The incoming controller's viewDidAppear comes before the outgoing one's viewDidDisappear.
    package var incomingDidFirst: Bool
    /// Whether the incoming and the outgoing controller hear of the flow at all (a presenter under
    /// a sheet does not).
    package var incomingHears = true
    package var outgoingHears = true
    /// Whether the outgoing controller's view leaves the window at the end.
    package var outgoingLeavesWindow = true
    /// Whether it leaves before the did-callbacks (a transition animator's completion removes it
    /// first), not after the outgoing controller's viewDidDisappear.
    package var outgoingLeavesFirst = false
  }

  package static func plan(_ flow: Flow, os: OSVersion) -> Derived<Plan> {
    switch flow {
    case .launch, .push, .pop, .setViewControllers:
      return Derived(
        Plan(incomingWillFirst: false, incomingDidFirst: false),
        Rule.flowOrderNavigation,
        "navigation: outgoing viewWillDisappear → incoming viewWillAppear … outgoing viewDidDisappear → incoming viewDidAppear"
      )
    case .presentFullScreen, .dismissFullScreen:
      return Derived(
        Plan(incomingWillFirst: false, incomingDidFirst: true),
        Rule.flowOrderFullScreen,
        "full-screen presentation: outgoing viewWillDisappear → incoming viewWillAppear … incoming viewDidAppear → outgoing viewDidDisappear"
      )
    case .presentOver:
      return Derived(
        Plan(
          incomingWillFirst: false, incomingDidFirst: true, outgoingHears: false,
          outgoingLeavesWindow: false),
        Rule.flowOrderSheet,
        "a sheet (or over-full-screen presentation) leaves the presenter's view in the window: the presenter gets no appearance callbacks"
      )
    case .dismissOver:
      return Derived(
        Plan(incomingWillFirst: false, incomingDidFirst: false, incomingHears: false),
        Rule.flowOrderSheet,
        "the presenter's view never left the window: it gets no appearance callbacks when the sheet goes"
      )
    case .tabSwitch where Rule.flowOrderTabSwitchCrossFade.applies(to: os):
      return Derived(
        Plan(incomingWillFirst: true, incomingDidFirst: true, outgoingLeavesFirst: true),
        Rule.flowOrderTabSwitchCrossFade,
        "tab switch, cross-fade (iOS 18+): incoming viewWillAppear → outgoing viewWillDisappear … the outgoing view leaves → incoming viewDidAppear → outgoing viewDidDisappear"
      )
    case .tabSwitch:
      return Derived(
        Plan(incomingWillFirst: true, incomingDidFirst: false),
        Rule.flowOrderTabSwitch,
        "tab switch: incoming viewWillAppear → outgoing viewWillDisappear → outgoing viewDidDisappear → incoming viewDidAppear"
      )
    case .pageScroll:
      // The outgoing page's view stays in the page view controller's scroll view: the container
      // takes it out at the end.
      return Derived(
        Plan(incomingWillFirst: true, incomingDidFirst: true, outgoingLeavesWindow: false),
        Rule.pageViewControllerOrder,
        "page scroll: incoming viewWillAppear → outgoing viewWillDisappear … incoming viewDidAppear → outgoing viewDidDisappear"
      )
    }
  }

  /// How long the transition runs before its did-callbacks.
  package static func duration(_ flow: Flow, animated: Bool, os: OSVersion) -> Derived<Int64> {
    switch flow {
    case .tabSwitch:
      if os.major >= 18 {
        return Derived(
          FlowTiming.tabCrossDissolve, Rule.flowTimingTabSwitch,
          "iOS 18+: tab switches cross-dissolve; the did-callbacks come about 0.5 s later")
      }
      return Derived(
        0, Rule.flowTimingTabSwitch,
        "before iOS 18 a tab switch is not animated: all its callbacks come at once")
    case .launch:
      return Derived(LifecycleTiming.frame, Rule.lifecycleTiming, "the first frame")
    case .pageScroll where animated:
      return Derived(
        PageScrolling.duration, Rule.pageViewControllerTiming,
        "the page scroll settles about 0.3 s after it starts")
    default:
      guard animated else {
        return Derived(
          LifecycleTiming.frame, Rule.flowTimingTransition, "not animated: the next frame")
      }
      return Derived(
        FlowTiming.transition, Rule.flowTimingTransition,
        "animated push, pop and presentation: 0.5 s")
    }
  }
}

/// The durations of flows (rule `flow.timing.transition`, medium: a 0.5 s push measured from a
/// screen recording and a printed pop log; the modal spring's nominal 0.5 s;
/// `flow.timing.tabSwitch`, medium).
package enum FlowTiming {
  package static let transition: Int64 = 500_000
  package static let tabCrossDissolve: Int64 = 500_000

  /// Whether a tab switch cross-dissolves (iOS 18+) rather than happening in one turn (rule
  /// `flow.timing.tabSwitch`).
  package static func tabSwitchAnimates(on os: OSVersion) -> Bool { os.major >= 18 }
}

extension Rule {
  public static let flowOrderNavigation = Rule(
    "flow.order.navigation", from: any,
    "Push, pop and setViewControllers: the outgoing controller's viewWillDisappear, then the incoming one's viewWillAppear; after the transition the outgoing viewDidDisappear, then the incoming viewDidAppear. A pushed controller is loaded (viewDidLoad) before the outgoing viewWillDisappear.",
    provenance: [
      "docs/facts/flows.md (N1, N2)", "https://www.jianshu.com/p/28c6a69787a7",
      "http://readke.com/c/0Z41505102021.html",
      "docs/facts/callback-orders-by-release.md (CO1–CO6: the same order in printed logs from iOS 5 to the iOS 15–16 era)",
      "https://sy-catbutler.tistory.com/70 (2022 printed push log)",
    ], confidence: .high,
    conflict:
      "No release is known to change it; no printed push log of iOS 17, 18 or 26 was found. One 2016 log (beankhan.tistory.com/20) prints the outgoing viewWillDisappear before the pushed viewDidLoad, with the pushing code not shown; it is not followed."
  )

  public static let flowOrderFullScreen = Rule(
    "flow.order.fullScreen", from: any,
    "A full-screen presentation: presenter viewWillDisappear → presented viewWillAppear … presented viewDidAppear → presenter viewDidDisappear. Its dismissal: presented viewWillDisappear → presenter viewWillAppear … presenter viewDidAppear → presented viewDidDisappear.",
    provenance: [
      "https://betterhee.tistory.com/m/75", "https://jinnify.tistory.com/64?category=804637",
      "https://velog.io/@rudin_/iOS-LifeCycle-in-Modal",
    ], confidence: .high)

  public static let flowOrderSheet = Rule(
    "flow.order.sheet", from: any,
    "A sheet (page sheet, form sheet, popover as a sheet, iOS 13+; an iPad form or page sheet on any release) or an over-full-screen presentation leaves the presenter's view in the window: the presenter gets no appearance callbacks on presentation or dismissal; the presented controller gets its four.",
    provenance: [
      "https://developer.apple.com/videos/play/wwdc2019/224",
      "https://betterhee.tistory.com/m/75",
      "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen",
      "https://regularberry.github.io/2019/02/22/why-isnt-viewwillappear-getting-called.html (iPad: .pageSheet and .formSheet trigger no viewWillAppear on the presenter)",
    ], confidence: .high)

  public static let flowOrderTabSwitch = Rule(
    "flow.order.tabSwitch", from: any, through: OSVersion(17, 7),
    "A tab switch: the incoming tab's viewDidLoad (first time) and viewWillAppear, then the outgoing tab's viewWillDisappear and viewDidDisappear, then the incoming viewDidAppear. Only the selected tab is loaded at launch.",
    provenance: [
      "https://pgzxc.github.io/posts/efa3afd7.html",
      "https://ticklecode.com/uitabbarcontrollerlifecycle",
    ], confidence: .high,
    conflict:
      "The order on iOS 18's cross-dissolve is not printed anywhere found; from iOS 18 UIKit's own code gives it (flow.order.tabSwitch.crossFade)."
  )

  public static let flowOrderTabSwitchCrossFade = Rule(
    "flow.order.tabSwitch.crossFade", from: OSVersion(18, 0),
    "A tab switch that cross-fades (iOS 18+, Reduce Motion off): the incoming tab's viewDidLoad (first time) and viewWillAppear, then the outgoing tab's viewWillDisappear; at the fade's end the outgoing view leaves the window, then the incoming tab's viewDidAppear, then the outgoing tab's viewDidDisappear.",
    provenance: [
      "docs/facts/keyboard-restore.md",
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/tree/6d54c2612d4e4ddfd6b2236405288f4598b24635 (UITabBarController.mm: with an animator, the transition context's completion removes the outgoing view, then sends endAppearanceTransition to the incoming tab, then to the outgoing one; _UITabBarControllerVisualStyle_iOS.mm returns _UITabCrossFadeTransition unless Reduce Motion is on)",
    ], confidence: .low,
    conflict:
      "No printed log of an iOS 18+ tab switch was found; the order is read from UIKit's iOS 26.1 code, and the iPhone style of iOS 26 has its own default animator, not read. Before iOS 18 printed logs give the outgoing viewDidDisappear first (flow.order.tabSwitch)."
  )

  public static let flowOrderTabSwitchUnderSheet = Rule(
    "flow.order.tabSwitchUnderSheet", from: any,
    "A tab switch under a presentation that leaves the tab bar controller's view in the window (a sheet, an iPad form or page sheet, an over-full-screen presentation) runs as it does with nothing presented: the tab bar controller has not disappeared, so the incoming tab loads, its view enters the window and the tabs hear the switch in the order of flow.order.tabSwitch. Under a full-screen presentation the tab bar controller's view has left the window: the tabs hear nothing until the dismissal shows the new tab.",
    provenance: [
      "https://developer.apple.com/videos/play/wwdc2019/224 (19:27: a sheet leaves the presenting controller's view in the view hierarchy, and it gets no appearance callbacks)",
      "https://iphonedev.wiki/index.php?title=UITabBarController (setSelectedIndex: runs _setSelectedViewController:, which calls transitionFromViewController:toViewController: whatever is presented)",
      vcHeader
        + " (transitionFromViewController: adds the new child's view to the superview of the old one's and removes the old one when the transition completes)",
    ], confidence: .low,
    conflict:
      "No printed log of a tab switch under a sheet was found: the order and timing are the unpresented switch's, inferred from the shared code path."
  )

  public static let flowTimingTransition = Rule(
    "flow.timing.transition", from: any,
    "Animated push, pop, presentation and dismissal take 0.5 s; not animated, the did-callbacks come a frame later.",
    provenance: [
      "docs/research/FLOWS-RESEARCH.md DU1–DU3", "https://m.haomeiwen.com/subject/mngbwktx.html",
    ],
    confidence: .medium,
    conflict:
      "0.35 s is folklore with no measurement; the format-1 push keeps its 350 ms (lifecycle.timing)."
  )

  public static let flowTimingTabSwitch = Rule(
    "flow.timing.tabSwitch", from: any,
    "Before iOS 18 a tab switch is not animated: its callbacks come in one turn. From iOS 18 (SDK 18) tabs cross-dissolve and the did-callbacks come about 0.5 s (0.5–0.7 measured) later.",
    provenance: [
      "https://dev.classmethod.jp/articles/ios18-uitabbarcontroller-lifecycle-change"
    ],
    confidence: .medium)
}

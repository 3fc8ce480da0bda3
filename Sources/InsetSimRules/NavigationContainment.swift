import InsetSimModel

/// A navigation controller's stack as containment: what push, pop and setViewControllers do to the children and their isMovingTo/FromParent flags. The engine applies these in Containers/NavigationContainer.swift.
enum NavigationContainment {}

extension Rule {
  public static let flowMovingFlags = Rule(
    "flow.movingFlags", from: OSVersion(5, 0),
    "isMovingToParent holds in a pushed controller's viewWillAppear and viewDidAppear; isMovingFromParent in a popped one's viewWillDisappear and viewDidDisappear; isBeingPresented / isBeingDismissed in a presented controller's appearance callbacks of that presentation.",
    provenance: ["docs/facts/flows.md (A8)", "docs/research/FLOWS-RESEARCH.md MV4, PC6", vcHeader],
    confidence: .high)

  public static let flowContainmentNavigation = Rule(
    "flow.containment.navigation", from: any,
    "A pushed controller gets willMove(toParent:) before it loads and didMove(toParent:) after its viewDidAppear; a popped one willMove(toParent: nil) before its viewWillDisappear and didMove(toParent: nil) after its viewDidDisappear. Controllers that popToRoot or setViewControllers skip get the pair without appearance callbacks.",
    provenance: [
      "https://www.oreilly.com/library/view/programming-ios-6/9781449365783/ch19s10.html",
      "https://arm1.ru/en/blog/zhiznennyj-tsikl-uiviewcontroller",
    ], confidence: .high,
    conflict:
      "Skipped controllers' callbacks are inferred (low). iOS 8: the old top of setViewControllers missed willMove/didMove (openradar 18002763); not modelled."
  )

  public static let navigationInteractivePop = Rule(
    "navigation.interactivePop", from: OSVersion(7, 0),
    "The edge swipe back (iOS 7+): carried through, it is a pop with a pop's order. Let go early: the top's viewWillDisappear and the controller below's viewWillAppear when the swipe starts; when it ends the controller below hears viewWillDisappear and viewDidDisappear, then the top viewWillAppear and viewDidAppear, and the stack is as it was (rule navigation.interactivePop.stack says what it holds meanwhile).",
    provenance: [
      "https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html",
      "https://exchangetuts.com/view-controller-lifecycle-when-swiping-to-pop-from-uinavigationcontroller-in-ios7-1639722128102650",
    ], confidence: .high)

  public static let navigationInteractivePopStack = Rule(
    "navigation.interactivePop.stack", from: OSVersion(7, 0),
    "The edge swipe back pops when it begins: the top gets willMove(toParent: nil) and leaves the stack while the finger moves, so the controller below is the top and is laid out as after a pop (a tab bar that the top's hidesBottomBarWhenPushed hid comes back with it). Let go early, the top returns to the stack and the bar it hides is hidden again. Whether the returning top hears didMove(toParent:) is not established: none is simulated.",
    provenance: [
      "https://github.com/Tencent/QMUI_iOS/blob/ff3e70fe49c60e94149d64ada2c3b335ca6abfc1/QMUIKit/QMUIMainFrame/QMUINavigationController.h",
      "https://www.exchangetuts.com/viewwilldisappear-determine-whether-view-controller-is-being-popped-or-is-showing-a-sub-view-controller-1639495144429388",
    ], confidence: .medium,
    conflict:
      "QMUI's header: didPopInNavigationController is called when the swipe begins, and if the swipe is cancelled the controller returns to viewControllers; a Stack Overflow answer reads the stack in viewWillDisappear, which the swipe calls at its start, to tell a pop. No printed values of the tab bar or the safe area during a swipe were found: the layout is the pop's (medium). That the swipe's start sends the top willMove(toParent: nil) is inferred from the pop it calls (flow.containment.navigation): no printed log shows it (low)."
  )
}

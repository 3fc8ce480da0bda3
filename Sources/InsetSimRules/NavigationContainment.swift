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
    "The edge swipe back (iOS 7+): carried through, it is a pop with a pop's order. Let go early: the top's viewWillDisappear and the controller below's viewWillAppear when the swipe starts; when it ends the controller below hears viewWillDisappear and viewDidDisappear, then the top viewWillAppear and viewDidAppear, and the stack is as it was. The top's willMove(toParent:) and the tab bar's frame during the swipe are not modelled.",
    provenance: [
      "https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html",
      "https://exchangetuts.com/view-controller-lifecycle-when-swiping-to-pop-from-uinavigationcontroller-in-ios7-1639722128102650",
    ], confidence: .high)
}

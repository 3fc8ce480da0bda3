import InsetSimModel

/// A page view controller (UIPageViewController) in the scroll style: its pages are children it
/// adds as it needs them, one shows at a time, and it drives each page's appearance callbacks
/// itself (it does not forward them automatically). The engine applies these in
/// Containers/PageViewContainer.swift.
package enum PageScrolling {
  /// How long a page scroll runs before its did-callbacks (rule pageViewController.timing).
  package static let duration: Int64 = 300_000
}

extension Rule {
  public static let pageViewControllerPages = Rule(
    "pageViewController.pages", from: OSVersion(6, 0),
    "A page view controller in the scroll style shows one page. A page it shows is its child: addChild (willMove(toParent:)), the page's view filling its own view, didMove(toParent:); a page the data source gives for a swipe joins as a child when the drag starts, and a page it no longer keeps leaves (willMove(toParent: nil), removeFromParent) when its scroll ends. A page fills the page view controller's bounds, so its safe area is the page view controller's own. It calls each page's appearance callbacks itself: the shown page hears them after the page view controller's own.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uipageviewcontroller",
      "https://github.com/itsnebulalol/sdks/blob/e9414e087753613edec33b4ff0319ed9d35199ec/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageViewController.h",
      "https://stackoverflow.com/questions/48653763",
      "docs/facts/page-view-controller.md",
    ], confidence: .medium,
    conflict:
      "Printed logs of 2018–2019 (SO 48653763, Pageboy #233) show a page set in viewDidLoad appearing before its page view controller; later UIKit gates the pages on the parent's appearance. The parent-first order is kept; the release of the change is not public."
  )

  public static let pageViewControllerOrder = Rule(
    "pageViewController.order", from: OSVersion(6, 0),
    "A page scroll (setViewControllers or a swipe carried through): the incoming page's viewWillAppear, then the outgoing page's viewWillDisappear; when the scroll ends the incoming viewDidAppear, then the outgoing viewDidDisappear. A page view controller that is not on screen swaps its pages with no appearance callbacks.",
    provenance: [
      "https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html",
      "docs/facts/page-view-controller.md",
    ], confidence: .medium)

  public static let pageViewControllerCancelledSwipe = Rule(
    "pageViewController.cancelledSwipe", from: OSVersion(6, 0),
    "A swipe let go early: at the drag's start the incoming page's viewWillAppear and the outgoing page's viewWillDisappear; at its end the outgoing page's viewWillAppear and viewDidAppear, then the incoming page's viewWillDisappear and viewDidDisappear. The incoming page never hears viewDidAppear, and stays a child the scroll view keeps.",
    provenance: [
      "https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html",
      "docs/facts/page-view-controller.md",
    ], confidence: .high)

  public static let pageViewControllerTiming = Rule(
    "pageViewController.timing", from: OSVersion(6, 0),
    "An animated page scroll or page curl ends about 0.3 s after it starts; a swipe's drag and deceleration are taken as the same. No public source measures it: only the order of its callbacks is claimed.",
    provenance: ["docs/facts/page-view-controller.md"], confidence: .low)
}

import InsetSimModel
import InsetSimSupport

/// A page view controller in the page-curl style (UIPageViewController, `.pageCurl`): the pages
/// it shows are children whose views are its view's subviews, one page or, with the spine in the
/// middle, two; a curl adds and removes them in the order of the rules below. The engine applies
/// these in Containers/PageCurlFlow.swift (the curls, and the pages' frames and safe area) and
/// Containers/PageViewContainer.swift (the first pages, and the layout hook that asks for those
/// frames).
package enum PageCurl {
  /// Whether the page on this side of the spine is the left one: with the spine at the left edge
  /// the page lies right of it, at the right edge left of it; in the middle the first of a spread
  /// is the left page.
  package static func isLeft(_ spine: PageSpineLocation, indexInSpread: Int) -> Bool {
    switch spine {
    case .min: false
    case .max: true
    case .mid: indexInSpread == 0
    }
  }

  /// Whether an incoming page joins as a child when the curl starts (the curl reveals it under
  /// the turning page: the right side of a forward curl, the left side of a backward one) or at
  /// its end (it curls in over the shown page).
  package static func joinsAtStart(isLeft: Bool, forward: Bool) -> Bool { forward != isLeft }

  /// A page's frame in the page view controller's bounds (`_UIPageCurl _pageViewFrame:`): the
  /// bounds, or the left or right half of them with the spine in the middle.
  package static func frame(bounds: Size, spine: PageSpineLocation, isLeft: Bool) -> Derived<Rect> {
    guard spine == .mid else {
      return Derived(
        Rect(width: bounds.width, height: bounds.height), Rule.pageViewControllerCurl,
        "a curl page fills the page view controller's bounds")
    }
    let half = bounds.width / 2
    return Derived(
      Rect(x: isLeft ? 0 : half, y: 0, width: half, height: bounds.height),
      Rule.pageViewControllerCurl,
      "the spine in the middle: the \(isLeft ? "left" : "right") half of the bounds")
  }

  /// A page's safe area: the page view controller gives each page its own insets as they are
  /// (absolute), whatever the page's frame.
  package static func safeArea(
    pagerInsets: EdgeInsets, pagerName: String, additional: EdgeInsets
  ) -> Derived<EdgeInsets> {
    SafeAreaPropagation.clampedAtZero(
      Derived(
        pagerInsets + additional, Rule.pageViewControllerCurlSafeArea,
        "\(pagerName)'s safe area \(pagerInsets), given whole to its page"
          + (additional == .zero ? "" : " + its additionalSafeAreaInsets \(additional)")))
  }
}

extension Rule {
  public static let pageViewControllerCurl = Rule(
    "pageViewController.curl", from: OSVersion(6, 0),
    "A page view controller in the page-curl style shows one page, or two with the spine in the middle (the left and right of a spread; isDoubleSided is then true). The pages shown are its children, their views its view's subviews: a page fills its bounds, or with the spine in the middle the left or right half. An animated curl (setViewControllers, or a swipe carried through): when it starts the incoming page's viewWillAppear, then the outgoing page's viewWillDisappear; an incoming page the curl reveals under the turning page (the right side of a forward curl, the left side of a backward one) joins as a child then (willMove(toParent:), its view inserted beneath the others, didMove(toParent:)), one that curls in over the shown page joins at the end, also beneath. An incoming page's frame is set before its view is inserted. At the end the outgoing page leaves (willMove(toParent: nil), viewDidDisappear, removeFromParent), then the incoming page's viewDidAppear. A page view controller that is not on screen swaps its pages with no appearance callbacks, and a curl that ends after it left the screen (its disappearance does not stop the curl) settles its pages with none either.",
    provenance: [
      "https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html",
      "https://developer.apple.com/documentation/uikit/uipageviewcontroller/spinelocation-swift.enum/mid",
      "https://github.com/itsnebulalol/sdks/blob/e9414e087753613edec33b4ff0319ed9d35199ec/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageViewController.h",
      "docs/facts/page-view-controller.md",
    ], confidence: .medium,
    conflict:
      "The callback order is printed (wangling.me, page curling normal); when each page joins and leaves as a child and the half-width frames rest on a public decompile of UIKit (build unknown, iOS 13 or later), not on a printed log; so does a curl that ends off screen settling with no callbacks (the decompile's scroll paths check that the page view controller appears; its disappearance does not stop a curl)."
  )

  public static let pageViewControllerCancelledCurl = Rule(
    "pageViewController.cancelledCurl", from: OSVersion(6, 0),
    "A curl the user lets go of early: when it starts the incoming page's viewWillAppear and the outgoing page's viewWillDisappear; then the incoming page's viewWillDisappear and the outgoing page's viewWillAppear; at the end the incoming page leaves if it had joined (willMove(toParent: nil), removeFromParent), its viewDidDisappear, then the outgoing page's viewDidAppear. The incoming page never hears viewDidAppear.",
    provenance: [
      "https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html",
      "docs/facts/page-view-controller.md",
    ], confidence: .medium,
    conflict:
      "The order is printed (wangling.me, canceled interactive curling); the moment of the let-go is not: the model lets go when the curl ends, so the middle pair comes in the same turn as the last."
  )

  public static let pageViewControllerCurlNotAnimated = Rule(
    "pageViewController.curlNotAnimated", from: OSVersion(6, 0),
    "setViewControllers not animated in the page-curl style: each outgoing page leaves first (willMove(toParent: nil), viewWillDisappear, viewDidDisappear, removeFromParent), then each incoming page joins (willMove(toParent:), viewWillAppear, viewDidAppear, didMove(toParent:)), all at once.",
    provenance: ["docs/facts/page-view-controller.md"], confidence: .low,
    conflict:
      "Read from a public decompile of UIKit only (no printed log): the order may differ by release."
  )

  public static let pageViewControllerCurlSafeArea = Rule(
    "pageViewController.curlSafeArea", from: OSVersion(11, 0),
    "A page of a page-curl page view controller gets the page view controller's safe area whole, whatever its frame: UIKit gives the pages its insets as absolute (not by overlap), so with the spine in the middle both half-width pages get the left and the right inset.",
    provenance: ["docs/facts/page-view-controller.md"], confidence: .low,
    conflict:
      "Read from a public decompile of UIKit (_edgeInsetsForChildViewController:insetsAreAbsolute: returns YES and the page view controller's own insets); no log prints a curl page's safeAreaInsets."
  )
}

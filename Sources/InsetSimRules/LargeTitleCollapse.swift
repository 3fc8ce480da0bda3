import InsetSimModel
import InsetSimSupport

/// A large title and the scroll view the navigation bar tracks (docs/research/MODERN-RESEARCH.md
/// §3.3):
/// the bar follows the controller's content scroll view — its view when it is a scroll view, else
/// the
/// first-subview chain's — and collapses the 52-pt title as that scroll view's content moves up;
/// when a
/// drag ends part-way the title settles expanded or collapsed, whichever is nearer. A scroll view
/// the bar
/// does not track leaves the title expanded.
///
///     LargeTitleCollapse.settles(offsetY: 200, expandedTop: 140).value  // true: collapsed
package enum LargeTitleCollapse {
  /// What a large title adds to the bar.
  package static let titleHeight = 52.0

  /// Whether a drag that ends at `offsetY` leaves the title collapsed, for a scroll view whose
  /// content
  /// starts at `-expandedTop` with the title expanded.
  package static func settles(offsetY: Double, expandedTop: Double) -> Derived<Bool> {
    let scrolled = offsetY + expandedTop
    let collapsed = scrolled >= titleHeight / 2
    return Derived(
      collapsed, "largeTitle.collapseOnScroll",
      "the content moved up \(formatPoints(scrolled)) pt from its top: the large title settles \(collapsed ? "collapsed (more than half of its 52 pt scrolled)" : "expanded (less than half of its 52 pt scrolled)")"
    )
  }
}

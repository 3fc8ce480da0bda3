import InsetSimModel
import InsetSimSupport

/// A large title and the scroll view the navigation bar tracks (docs/research/MODERN-RESEARCH.md
/// §3.3): the bar follows the controller's content scroll view — its view when it is a scroll view,
/// else the first-subview chain's — and collapses the 52-pt title as that scroll view's content
/// moves up; when a drag ends part-way the title settles expanded or collapsed, whichever is
/// nearer. A scroll view the bar does not track leaves the title expanded.
///
///     LargeTitleCollapse.settles(offsetY: 200, expandedTop: 140).value  // true: collapsed
package enum LargeTitleCollapse {
  /// What a large title adds to the bar.
  package static let titleHeight = 52.0

  /// Whether a drag that ends at `offsetY` leaves the title collapsed, for a scroll view whose
  /// content starts at `-expandedTop` with the title expanded.
  package static func settles(offsetY: Double, expandedTop: Double) -> Derived<Bool> {
    let scrolled = offsetY + expandedTop
    let collapsed = scrolled >= titleHeight / 2
    return Derived(
      collapsed, Rule.largeTitleCollapseOnScroll,
      "the content moved up \(formatPoints(scrolled)) pt from its top: the large title settles \(collapsed ? "collapsed (more than half of its 52 pt scrolled)" : "expanded (less than half of its 52 pt scrolled)")"
    )
  }
}

extension Rule {
  public static let largeTitleCollapseOnScroll = Rule(
    "largeTitle.collapseOnScroll", from: ios11,
    "The navigation bar collapses a large title (96 → 44, the safe area and adjustedContentInset following) as its tracked scroll view's content moves up; a drag that ends part-way leaves the title expanded or collapsed, whichever is nearer (half of the 52 pt).",
    provenance: [
      "https://github.com/hotwired/hotwire-native-ios/pull/199",
      "https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4",
      "docs/research/MODERN-RESEARCH.md L1, L7, T1",
    ], confidence: .medium,
    conflict:
      "The settle point (half of the title) is inferred from the bar's behaviour, not printed (low)."
  )

  public static let largeTitleNotTracked = Rule(
    "largeTitle.notTracked", from: ios11,
    "A scroll view that is not the controller's content scroll view (its view, or the first subviews' chain) does not move the large title: it stays expanded while the content scrolls under it.",
    provenance: [
      "https://github.com/lionheart/openradar-mirror/issues/18455",
      "https://github.com/hotwired/hotwire-native-ios/pull/199",
      "https://github.com/rechsteiner/Parchment/issues/210",
    ], confidence: .medium)
}

import InsetSimModel
import InsetSimSupport

/// A large title and the scroll view the navigation bar tracks (docs/research/MODERN-RESEARCH.md
/// §3.3): the bar follows the controller's content scroll view — its view when it is a scroll view,
/// else the first-subview chain's — and collapses the 52-pt title as that scroll view's content
/// moves up; when a drag ends part-way the title settles expanded or collapsed, whichever is
/// nearer (from iOS 26: collapsed only past 36 pt). A scroll view the bar does not track leaves the
/// title expanded.
///
///     LargeTitleCollapse.settles(offsetY: 200, expandedTop: 140, os: OSVersion(17, 0)).value
///     // true: collapsed
package enum LargeTitleCollapse {
  /// What a large title adds to the bar.
  package static let titleHeight = 52.0

  /// From iOS 26 a drag that ends this far or less into the title's 52 pt snaps back expanded
  /// (rule largeTitle.snap.iOS26).
  package static let snapDistanceIOS26 = 36.0

  /// Whether a drag that ends at `offsetY` leaves the title collapsed, for a scroll view whose
  /// content starts at `-expandedTop` with the title expanded.
  package static func settles(offsetY: Double, expandedTop: Double, os: OSVersion) -> Derived<Bool>
  {
    let scrolled = offsetY + expandedTop
    if Rule.largeTitleSnapIOS26.applies(to: os) {
      let collapsed = scrolled > snapDistanceIOS26
      return Derived(
        collapsed, Rule.largeTitleSnapIOS26,
        "the content moved up \(formatPoints(scrolled)) pt from its top: the large title settles \(collapsed ? "collapsed (more than 36 of its 52 pt scrolled)" : "expanded (36 or fewer of its 52 pt scrolled)")"
      )
    }
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
    "The navigation bar collapses a large title (96 → 44, the safe area and adjustedContentInset following) as its tracked scroll view's content moves up; a drag that ends part-way leaves the title expanded or collapsed, whichever is nearer (half of the 52 pt; from iOS 26, largeTitle.snap.iOS26).",
    provenance: [
      "https://github.com/hotwired/hotwire-native-ios/pull/199",
      "https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4",
      "docs/research/MODERN-RESEARCH.md L1, L7, T1",
    ], confidence: .medium,
    conflict:
      "The settle point (half of the title) is inferred from the bar's behaviour, not printed (low)."
  )

  public static let largeTitleSnapIOS26 = Rule(
    "largeTitle.snap.iOS26", from: OSVersion(26, 0),
    "From iOS 26 a drag that ends part-way through the large title's 52 pt leaves it collapsed only past 36 pt: a release with no velocity at 36 snaps back expanded, at 37 collapsed (iPhone 16, iOS 26.1).",
    provenance: [
      "https://github.com/Vercantez/openuikit/blob/b2f89411727cf282c631cce98f5c9fb357f01ded/uikit/Sources/OpenUIKit/UINavigationBar.swift (iOSSnapCollapseDistance: MEASURED navprobe scroll pass, iPhone 16, iOS 26.1)",
      "docs/facts/bars.md (2.1, a large title's drag that ends part-way)",
    ], confidence: .medium,
    conflict:
      "A comment on a measurement whose log is not published; only whole points were probed (36 expanded, 37 collapsed), so a release between them is taken as expanded up to 36 and collapsed above it. The same source keeps the half-way snap (26) on Mac Catalyst."
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

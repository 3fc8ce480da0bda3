import InsetSimModel
import InsetSimSupport

/// A search bar in the navigation item (`navigationItem.searchController`, iOS 11–18): it sits in
/// the
/// navigation bar below the title, so the bar — and with it the safe area's top and the tracked
/// scroll
/// view's adjustedContentInset — grows by its band while it shows. With
/// `hidesSearchBarWhenScrolling`
/// (the default) it starts hidden, a drag that pulls the content down past half its band reveals
/// it, and
/// scrolling up hides it before the large title collapses (docs/research/MODERN-RESEARCH.md §3.2).
///
///     NavigationSearchBar.height(on: OSVersion(11, 4)).value  // 56
///     NavigationSearchBar.settles(offsetY: -150, fullTop: 192, band: 52).value  // true: shown
package enum NavigationSearchBar {
  /// The band the search bar adds below the title: 56 on iOS 11–12 (UISearchBar's height from iOS
  /// 11), 52
  /// from iOS 13 (the figure commonly quoted; no printed measurement was found, so low).
  package static func height(on os: OSVersion) -> Derived<Double> {
    if os.major >= 13 {
      return Derived(
        52, "searchBar.height.ios13", "a search bar in the navigation item adds 52 pt from iOS 13")
    }
    return Derived(
      56, "searchBar.height",
      "a search bar in the navigation item adds 56 pt (UISearchBar's height from iOS 11)")
  }

  /// Whether the search bar shows when its controller first appears: hidden until pulled down when
  /// `hidesSearchBarWhenScrolling` is on, always shown when it is off.
  package static func initiallyShown(hidesWhenScrolling: Bool) -> Derived<Bool> {
    Derived(
      !hidesWhenScrolling, "searchBar.hidesWhenScrolling",
      hidesWhenScrolling
        ? "hidesSearchBarWhenScrolling: the search bar stays hidden until a drag pulls the content down"
        : "hidesSearchBarWhenScrolling is off: the search bar always shows")
  }

  /// Whether a drag that ends at `offsetY` leaves a hiding search bar shown, for a scroll view
  /// whose content
  /// starts at `-fullTop` with the search bar (and any large title) shown: shown while the content
  /// has moved
  /// up less than half the band.
  package static func settles(offsetY: Double, fullTop: Double, band: Double) -> Derived<Bool> {
    let scrolled = offsetY + fullTop
    let shown = scrolled < band / 2
    return Derived(
      shown, "searchBar.hidesWhenScrolling",
      shown
        ? "the content is \(formatPoints(-scrolled)) pt below its top with the search bar shown (less than half of its \(formatPoints(band)) pt scrolled): the search bar shows"
        : "the content moved up \(formatPoints(scrolled)) pt from its top with the search bar shown (at least half of its \(formatPoints(band)) pt): the search bar hides"
    )
  }
}

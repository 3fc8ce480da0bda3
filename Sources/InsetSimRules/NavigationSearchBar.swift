import InsetSimModel
import InsetSimSupport

/// A search bar in the navigation item (`navigationItem.searchController`, iOS 11–18): it sits in
/// the navigation bar below the title, so the bar — and with it the safe area's top and the tracked
/// scroll view's adjustedContentInset — grows by its band while it shows. With
/// `hidesSearchBarWhenScrolling`
/// (the default) it starts hidden, a drag that pulls the content down past half its band reveals
/// it, and scrolling up hides it before the large title collapses (docs/research/MODERN-RESEARCH.md
/// §3.2).
///
///     NavigationSearchBar.height(on: OSVersion(11, 4)).value  // 56
///     NavigationSearchBar.settles(offsetY: -150, fullTop: 192, band: 52).value  // true: shown
package enum NavigationSearchBar {
  /// The band the search bar adds below the title: 56 on iOS 11–12 (UISearchBar's height from iOS
  /// 11), 52 from iOS 13 (the figure commonly quoted; no printed measurement was found, so low).
  package static func height(on os: OSVersion) -> Derived<Double> {
    if Rule.searchBarHeightIos13.applies(to: os) {
      return Derived(
        52, Rule.searchBarHeightIos13, "a search bar in the navigation item adds 52 pt from iOS 13")
    }
    return Derived(
      56, Rule.searchBarHeight,
      "a search bar in the navigation item adds 56 pt (UISearchBar's height from iOS 11)")
  }

  /// The rule that gives the band's height on `os`.
  package static func heightRule(on os: OSVersion) -> Rule {
    Rule.searchBarHeightIos13.applies(to: os) ? Rule.searchBarHeightIos13 : Rule.searchBarHeight
  }

  /// Whether the search bar shows when its controller first appears: hidden until pulled down when
  /// `hidesSearchBarWhenScrolling` is on, always shown when it is off.
  package static func initiallyShown(hidesWhenScrolling: Bool) -> Derived<Bool> {
    Derived(
      !hidesWhenScrolling, Rule.searchBarHidesWhenScrolling,
      hidesWhenScrolling
        ? "hidesSearchBarWhenScrolling: the search bar stays hidden until a drag pulls the content down"
        : "hidesSearchBarWhenScrolling is off: the search bar always shows")
  }

  /// Whether a drag that ends at `offsetY` leaves a hiding search bar shown, for a scroll view
  /// whose content starts at `-fullTop` with the search bar (and any large title) shown: shown
  /// while the content has moved up less than half the band.
  package static func settles(offsetY: Double, fullTop: Double, band: Double) -> Derived<Bool> {
    let scrolled = offsetY + fullTop
    let shown = scrolled < band / 2
    return Derived(
      shown, Rule.searchBarHidesWhenScrolling,
      shown
        ? "the content is \(formatPoints(-scrolled)) pt below its top with the search bar shown (less than half of its \(formatPoints(band)) pt scrolled): the search bar shows"
        : "the content moved up \(formatPoints(scrolled)) pt from its top with the search bar shown (at least half of its \(formatPoints(band)) pt): the search bar hides"
    )
  }
}

extension Rule {
  public static let searchBarHeight = Rule(
    "searchBar.height", from: ios11, through: OSVersion(12, 4),
    "A search bar in the navigation item (navigationItem.searchController) adds 56 pt to the navigation bar below the title while it shows: UISearchBar's height from iOS 11.",
    provenance: [
      "docs/facts/bars.md#23-uitoolbar-search-bar-status-bar",
      "https://github.com/jdisho/Papr/pull/67",
      "https://github.com/tidev/titanium-sdk/pull/9496",
      "https://github.com/lionheart/openradar-mirror/issues/19060",
    ], confidence: .medium)

  public static let searchBarHeightIos13 = Rule(
    "searchBar.height.ios13", from: OSVersion(13, 0), through: OSVersion(18, 7),
    "From iOS 13 the search bar in the navigation item adds 52 pt below the title (the figure commonly quoted; no printed measurement found).",
    provenance: [
      "docs/facts/bars.md#23-uitoolbar-search-bar-status-bar (not established)",
      "docs/research/MODERN-RESEARCH.md §3.2 S2",
    ], confidence: .low,
    conflict:
      "56 (UISearchBar's own height from iOS 11) may still hold after iOS 13; 52 is applied. iOS 26 places the search bar by its own rules (the toolbar on iPhone, WWDC25 284) and is refused."
  )

  public static let searchBarHidesWhenScrolling = Rule(
    "searchBar.hidesWhenScrolling", from: ios11, through: OSVersion(18, 7),
    "hidesSearchBarWhenScrolling (default true): the search bar starts hidden, shows when a drag of the tracked scroll view ends more than half its band below the content's top, and hides, before a large title collapses, when the content has moved up half its band; off, it always shows.",
    provenance: [
      "https://github.com/itsnebulalol/sdks/blob/main/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationItem.h",
      "https://github.com/mozilla-mobile/firefox-ios/pull/6703", "docs/facts/flows.md (B5)",
    ], confidence: .medium,
    conflict:
      "Where a drag settles (half the band) follows the large title's rule and is not measured; the search bar hiding before the title collapses is what the system apps show, not a printed log."
  )
}

import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// A search bar in the navigation item: 56 pt from iOS 11 (Papr #67: "iOS 11~ UISearchBar now has
/// the height equals to 56"), 52 from iOS 13 (the quoted figure, low); hidden at first while
/// hidesSearchBarWhenScrolling is on (firefox-ios #6703: "a initially hidden searchbar which
/// unfolds on drag").
@Suite struct NavigationSearchBarTests {
  @Test func bandByRelease() {
    #expect(NavigationSearchBar.height(on: OSVersion(11, 4)).value == 56)
    #expect(NavigationSearchBar.height(on: OSVersion(12, 4)).rule == "searchBar.height")
    #expect(NavigationSearchBar.height(on: OSVersion(13, 0)).value == 52)
    #expect(NavigationSearchBar.height(on: OSVersion(17, 0)).rule == "searchBar.height.ios13")
  }

  @Test func hiddenAtFirstOnlyWhenItHidesWhenScrolling() {
    #expect(!NavigationSearchBar.initiallyShown(hidesWhenScrolling: true).value)
    #expect(NavigationSearchBar.initiallyShown(hidesWhenScrolling: false).value)
  }

  /// iPhone X, iOS 11: 44 + 44 + 52 + 56 = 196 at the top with everything shown.
  @Test func aDragPastHalfTheBandDecides() {
    #expect(NavigationSearchBar.settles(offsetY: -196, fullTop: 196, band: 56).value)
    #expect(NavigationSearchBar.settles(offsetY: -170, fullTop: 196, band: 56).value)
    #expect(!NavigationSearchBar.settles(offsetY: -168, fullTop: 196, band: 56).value)
    #expect(!NavigationSearchBar.settles(offsetY: 0, fullTop: 196, band: 56).value)
  }

  /// The bar grows by the band below the large title: 44 + 52 + 56 = 152 on iOS 11.
  @Test func theNavigationBarHoldsTheBand() throws {
    let x = try #require(Device.named("iPhone X"))
    var input = LayoutInput(
      device: x, os: OSVersion(11, 4), hasNavigationController: true, prefersLargeTitles: true)
    input.searchBarBand = 56
    let bar = try #require(BarLayout(input).navigationBarFrame)
    #expect(bar.value == Rect(y: 44, width: 375, height: 152))
    #expect(bar.rule == "searchBar.height")
    #expect(BarLayout(input).topCover.value == 196)
  }
}

import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// iOS 26's navigation bar on a home-button iPhone (rules navigationBar.y.homeButtonIOS26 and
/// navigationBar.landscapeIOS26.homeButton), from a real UIKit run on the iPhone SE (3rd
/// generation) simulator, iOS 26.1, quoted in Vercantez/openuikit:
/// - status bar hidden, portrait: uikit/Sources/OpenUIKit/UINavigationBar.swift at
///   050536696d63772ccb148d6c66753dee970ea60c (iOSMinimumBarTop: "bar.frame.y =
///   max(nav.view.safeAreaInsets.top, 10). Window SA 0 (SE, status bar hidden) still yields y 10";
///   inline [0, 10, W, 54], expanded large title [0, 10, W, 106], inset 116 = 10 + 54 + 52);
/// - landscape: uikit/docs/agent_reports/conf-landscape.md at
///   766301ef93e3981816759c200b16a03826ad9ec1 (667 × 375, windowSafeArea zero, NavFlow
///   t200.landscape: bar [0, 24, 667, 54], table safe-area top 78, the inline title though the bar
///   prefers large titles) and editor-feed-modal.md at 8c717c07e5f37ed1d907c3926cf42b54063d493b
///   (Feed t200.landscape: adj 78, bar [0, 24, 667, 54]).
@Suite struct HomeButtonNavigationBarTests {
  private func se() throws -> Device { try #require(Device.named("iPhone SE (3rd generation)")) }

  @Test func hiddenStatusBarPutsTheBarAtTen() throws {
    let bars = BarLayout(
      LayoutInput(
        device: try se(), os: OSVersion(26, 1), statusBarHidden: true,
        hasNavigationController: true))
    let bar = try #require(bars.navigationBarFrame)
    #expect(bar.value == Rect(y: 10, width: 375, height: 54))
    #expect(bar.rule == "navigationBar.y.homeButtonIOS26")
    #expect(bar.footing.confidence == .medium)
    #expect(bars.windowSafeArea.value == .zero)
    // The child's top safe area: 10 + 54.
    #expect(bars.topCover.value == 64)
  }

  @Test func hiddenStatusBarLargeTitleEndsAt116() throws {
    let bars = BarLayout(
      LayoutInput(
        device: try se(), os: OSVersion(26, 1), statusBarHidden: true,
        hasNavigationController: true, prefersLargeTitles: true))
    #expect(try #require(bars.navigationBarFrame).value == Rect(y: 10, width: 375, height: 106))
    #expect(bars.topCover.value == 116)
  }

  /// With the status bar shown the bar starts at its 20-pt bottom: max(20, 10) (the probe's "A 20
  /// pt status bar ... set y to that inset").
  @Test func shownStatusBarKeepsTwenty() throws {
    let bars = BarLayout(
      LayoutInput(device: try se(), os: OSVersion(26, 1), hasNavigationController: true))
    let bar = try #require(bars.navigationBarFrame)
    #expect(bar.value == Rect(y: 20, width: 375, height: 54))
    #expect(bar.rule == "navigationBar.height")
  }

  @Test func landscapeBarIsAt24And54Tall() throws {
    for large in [false, true] {
      let bars = BarLayout(
        LayoutInput(
          device: try se(), os: OSVersion(26, 1), orientation: .landscapeLeft,
          hasNavigationController: true, prefersLargeTitles: large))
      let bar = try #require(bars.navigationBarFrame)
      #expect(bar.value == Rect(y: 24, width: 667, height: 54))
      #expect(bar.footing.rule == "navigationBar.landscapeIOS26.homeButton")
      #expect(bar.footing.confidence == .medium)
      #expect(bars.topCover.value == 78)
      // The layout no longer rests on the low rule navigationBar.height.landscapeIOS26.
      #expect(bars.footing?.confidence == .medium)
    }
  }

  /// Before iOS 26 the bar is 44 at the window's top once the status bar hides
  /// (https://www.factorialcomplexity.com/blog/fixed-height-navigation-bar-on-ios-7/) and 32 in
  /// landscape on a compact-width phone (https://useyourloaf.com/blog/supporting-iphone-x/,
  /// docs/facts/bars.md §2.1); an app keeping the previous design on iOS 26 keeps those (rule
  /// design.compatibility, docs/facts/design-compatibility.md).
  @Test func previousDesignKeepsTheBarAtZero() throws {
    for os in [OSVersion(18, 6), OSVersion(26, 1)] {
      var hidden = LayoutInput(
        device: try se(), os: os, statusBarHidden: true, hasNavigationController: true)
      hidden.designCompatibility = true
      #expect(
        try #require(BarLayout(hidden).navigationBarFrame).value == Rect(width: 375, height: 44))
      var landscape = LayoutInput(
        device: try se(), os: os, orientation: .landscapeLeft, hasNavigationController: true)
      landscape.designCompatibility = true
      #expect(
        try #require(BarLayout(landscape).navigationBarFrame).value
          == Rect(width: 667, height: 32))
    }
  }

  /// A Face ID phone's safe-area top stays above the floor, so its bar keeps the safe area's top
  /// (the same probe: "A 20 pt status bar and a 59 pt notch set y to that inset").
  @Test func faceIDPhoneIsNotFloored() throws {
    let phone = try #require(Device.named("iPhone 16"))
    let bars = BarLayout(
      LayoutInput(
        device: phone, os: OSVersion(26, 1), statusBarHidden: true,
        hasNavigationController: true))
    let bar = try #require(bars.navigationBarFrame)
    #expect(bar.rule != "navigationBar.y.homeButtonIOS26")
    #expect(bar.value.minY == phone.safeArea(on: OSVersion(26, 1), landscape: false).top)
  }
}

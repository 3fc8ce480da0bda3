import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// iOS 26's tab bar on a home-button iPhone (rule tabBar.height.homeButtonIOS26), from a real UIKit
/// run on the iPhone SE (3rd generation) simulator, iOS 26.1, quoted in Vercantez/openuikit at
/// 16654d517ed5843b52976f72e9eb3edd3432b73c, uikit/Sources/OpenUIKit/UITabBarController.swift
/// (applyTabBarSafeArea: "UITabBar [0, 584, 375, 83], table safeAreaInsets.bottom 83 (no
/// home-indicator extra). Compact-height (Tabs t200.landscape): bar [0, 311, 667, 64], table bottom
/// 64") and in its report uikit/docs/agent_reports/tabs-fidelity.md @d6b8d3d.
@Suite struct HomeButtonTabBarTests {
  @Test func portraitBarIs83AndCoversIt() throws {
    let se = try #require(Device.named("iPhone SE (3rd generation)"))
    let bars = BarLayout(LayoutInput(device: se, os: OSVersion(26, 1), hasTabBar: true))
    let frame = try #require(bars.tabBarFrame)
    #expect(frame.value == Rect(y: 584, width: 375, height: 83))
    #expect(frame.rule == "tabBar.height.homeButtonIOS26")
    #expect(frame.footing.confidence == .medium)
    // The bottom safe area a tab's controller gets: 667 − 83.
    #expect(bars.bottomCover.value == 584)
  }

  @Test func landscapeBarIs64AndRestsOnItsOwnRule() throws {
    let se = try #require(Device.named("iPhone SE (3rd generation)"))
    let bars = BarLayout(
      LayoutInput(device: se, os: OSVersion(26, 1), orientation: .landscapeLeft, hasTabBar: true))
    let frame = try #require(bars.tabBarFrame)
    #expect(frame.value == Rect(y: 311, width: 667, height: 64))
    #expect(frame.footing.rule == "tabBar.height.homeButtonIOS26")
    #expect(bars.bottomCover.value == 311)
  }

  /// Before iOS 26 the bar is 49 (seed S000-05: contentInset bottom 49 on an iPhone 8, iOS 10.3);
  /// an app keeping the previous design on iOS 26 keeps the earlier bars (rule
  /// design.compatibility, docs/facts/design-compatibility.md).
  @Test func previousDesignKeeps49() throws {
    let se = try #require(Device.named("iPhone SE (3rd generation)"))
    let before = BarLayout(LayoutInput(device: se, os: OSVersion(18, 6), hasTabBar: true))
    #expect(try #require(before.tabBarFrame).value.height == 49)
    var input = LayoutInput(device: se, os: OSVersion(26, 1), hasTabBar: true)
    input.designCompatibility = true
    #expect(try #require(BarLayout(input).tabBarFrame).value.height == 49)
  }

  /// A Face ID phone keeps 49 + the home indicator's 34 (boardsesh #3973's 139 = 34 + 49 + 56).
  @Test func faceIDPhoneKeeps49PlusIndicator() throws {
    let phone = try #require(Device.named("iPhone 16"))
    let bars = BarLayout(LayoutInput(device: phone, os: OSVersion(26, 1), hasTabBar: true))
    let frame = try #require(bars.tabBarFrame)
    #expect(frame.value.height == 83)
    #expect(frame.rule == "tabBar.height")
  }
}

import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// iOS 26's tab bar that minimizes on scroll (docs/facts/tab-bars-ios26-ipados18.md §1) and
/// iOS 18's setTabBarHidden (§4).
@Suite struct TabBarMinimizeTests {
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior:
  /// onScrollDown minimizes when scrolling down; it expands once the content is back at its top
  /// (react-native-screens #4312, Apollo-Reborn #196: "only … upon reaching the top"); onScrollUp
  /// minimizes when scrolling up and expands when scrolling back down.
  @Test func theDirectionOfTheDragDecides() throws {
    let down = try #require(
      TabBarMinimize.settles(
        .onScrollDown, phone: true, from: -116, to: 300, topY: -116, minimized: false))
    #expect(down.value)
    #expect(down.rule == "tabBar.minimizeOnScroll")
    // Back up, short of the top: still minimized.
    #expect(
      TabBarMinimize.settles(
        .onScrollDown, phone: true, from: 300, to: 100, topY: -116, minimized: true) == nil)
    let top = try #require(
      TabBarMinimize.settles(
        .onScrollDown, phone: true, from: 100, to: -116, topY: -116, minimized: true))
    #expect(!top.value)
    let up = try #require(
      TabBarMinimize.settles(
        .onScrollUp, phone: true, from: 300, to: 100, topY: -116, minimized: false))
    #expect(up.value)
    let backDown = try #require(
      TabBarMinimize.settles(
        .onScrollUp, phone: true, from: 100, to: 200, topY: -116, minimized: true))
    #expect(!backDown.value)
    // Already minimized, a further scroll down changes nothing.
    #expect(
      TabBarMinimize.settles(
        .onScrollDown, phone: true, from: 300, to: 600, topY: -116, minimized: true) == nil)
  }

  /// https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior: automatic does not
  /// minimize on iOS or iPadOS, and minimizing is supported on iPhone only.
  @Test func automaticNeverAndTheIPadKeepTheBar() {
    for behavior in [TabBarMinimizeBehavior.automatic, .never] {
      #expect(
        TabBarMinimize.settles(
          behavior, phone: true, from: 0, to: 300, topY: 0, minimized: false) == nil)
    }
    #expect(
      TabBarMinimize.settles(
        .onScrollDown, phone: false, from: 0, to: 300, topY: 0, minimized: false) == nil)
    #expect(TabBarMinimize.staysWhy(.onScrollDown, phone: false) != nil)
    #expect(TabBarMinimize.staysWhy(.never, phone: true) == nil)
  }

  /// UITabAccessory.Environment.inline: minimized, the accessory is inline with the collapsed bar,
  /// so its 56 pt leave the bottom cover: 139 (boardsesh #3973) → 83.
  @Test func aMinimizedBarTakesItsAccessoryInline() throws {
    let device = try #require(Device.named("iPhone 17 Pro"))
    var input = LayoutInput(device: device, os: OSVersion(26, 0), hasTabBar: true)
    input.tabBarAccessory = true
    let expanded = BarLayout(input)
    #expect(expanded.screen.height - expanded.bottomCover.value == 139)
    input.tabBarMinimized = true
    let minimized = BarLayout(input)
    #expect(minimized.screen.height - minimized.bottomCover.value == 83)
    #expect(minimized.bottomCover.rule == "tabBar.minimizeSafeArea")
  }

  /// Apple's reply in LNPopupController #570: isTabBarHidden controls the hidden state of the iPad
  /// tab bar and the bottom tab bar.
  @Test func setTabBarHiddenTakesTheBarOutOfTheLayout() throws {
    let device = try #require(Device.named("iPhone 15"))
    var input = LayoutInput(device: device, os: OSVersion(18, 0), hasTabBar: true)
    input.tabBarHiddenByController = true
    let hidden = BarLayout(input)
    #expect(hidden.bottomCover.value == hidden.screen.height)
    #expect(hidden.bottomCover.rule == "tabBar.setTabBarHidden")
    #expect(TabBarHidden.hidden(true, animated: false).rule == "tabBar.setTabBarHidden")
  }
}

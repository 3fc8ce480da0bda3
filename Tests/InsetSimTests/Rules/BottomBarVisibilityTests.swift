import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// hidesBottomBarWhenPushed takes the tab bar out of the layout (S000-11: bottom inset 0);
/// tabBar.hidden keeps it (S000-12: bottom inset 49) — seed 000 §TabBar隐藏的方式.
@Suite struct BottomBarVisibilityTests {
  @Test func hidesBottomBarWhenPushedLeavesTheLayout() throws {
    let hidden = BottomBarVisibility.hiddenByPush(of: "Detail", hides: true)
    #expect(hidden.value)
    #expect(hidden.rule == "tabBar.hidesBottomBarWhenPushed")
    #expect(!BottomBarVisibility.hiddenByPush(of: "List", hides: false).value)
    let device = try #require(Device.named("iPhone 8"))
    let pushed = BarLayout(
      LayoutInput(
        device: device, os: OSVersion(10, 3), hasTabBar: true, bottomBarHiddenByPush: true))
    #expect(pushed.bottomCover.value == 667)  // S000-11: nothing covered at the bottom
  }

  @Test func tabBarHiddenKeepsTheLayout() throws {
    #expect(BottomBarVisibility.hiddenFlagKeepsLayout(.tabBar))
    let device = try #require(Device.named("iPhone 8"))
    let hidden = BarLayout(
      LayoutInput(device: device, os: OSVersion(10, 3), hasTabBar: true, tabBarHidden: true))
    #expect(hidden.bottomCover.value == 618)  // S000-12: the 49 pt stay
    #expect(hidden.bottomCover.rule == "tabBar.hiddenKeepsLayout")
  }

  /// Once any controller of the stack hides the bottom bar, deeper pushes keep it hidden whatever
  /// their own flag (qiita satorun, iOS 10.3.1 table: 指定なし / false / true → 表示されない; FLOWS-RESEARCH
  /// HB2).
  @Test(arguments: [false, true])
  func aHiderBelowTheTopKeepsTheTabBarOut(topHides: Bool) {
    let stack = [
      (name: "List", hides: false), (name: "Detail", hides: true), (name: "Third", hides: topHides),
    ]
    let hidden = BottomBarVisibility.hiddenByStack(stack)
    #expect(hidden.value)
    #expect(hidden.rule == "tabBar.hidesBottomBarWhenPushed.stack")
  }

  /// All flags NO: the tab bar is shown (e-com-net: "全部为 false 则显示"; FLOWS-RESEARCH HB3).
  @Test func aStackWithoutHidersKeepsTheTabBar() {
    #expect(
      !BottomBarVisibility.hiddenByStack([
        (name: "List", hides: false), (name: "Detail", hides: false),
      ]).value)
  }
}

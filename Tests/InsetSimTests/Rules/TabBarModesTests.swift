import Testing

@testable import InsetSimModel
@testable import InsetSimRules

/// iPadOS 18's `UITabBarController.mode`: Apple's documentation of `.automatic` ("a tab bar only,
/// unless the tabs hold a UITabGroup") and `.tabBar` ("only a tab bar"), docs/facts P5.
@Suite struct TabBarModesTests {
  @Test(arguments: [TabBarMode.automatic, .tabBar])
  func tabsWithoutATabGroupShowATabBar(mode: TabBarMode) {
    let shown = TabBarModes.shown(mode)
    #expect(shown.value == "a tab bar")
    #expect(shown.rule == "tabBar.mode")
    #expect(Rule.tabBarMode.applies(to: OSVersion(18, 0)))
    #expect(!Rule.tabBarMode.applies(to: OSVersion(17, 4)))
  }
}

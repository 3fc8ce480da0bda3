import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// BarLayout: where the bars are and how much they cover, from the seeds' printed figures.
@Suite struct BarLayoutTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var device: String
    var os: OSVersion
    var tabBar = true
    var navigationBarHidden = false
    var statusBarHidden = false
    var bottomBarHiddenByPush = false
    /// What the bars cover: top = the y where they end, bottom = the y where the bottom bars begin.
    var topCover: Double
    var bottomCover: Double
    var source: String
    var testDescription: String { "\(device) iOS \(os): \(source)" }
  }

  static let rows: [Row] = [
    // The seed example: status bar 20 + navigation bar 44 above, tab bar 49 below (S000-05:
    // contentInset (64, 0, 49, 0)).
    Row(
      device: "iPhone 8", os: OSVersion(10, 3), topCover: 64, bottomCover: 667 - 49,
      source: "S000-05"),
    // Navigation bar hidden, status bar shown: top 20 (S000-09).
    Row(
      device: "iPhone 8", os: OSVersion(10, 3), navigationBarHidden: true, topCover: 20,
      bottomCover: 618, source: "S000-09"),
    // Navigation bar and status bar hidden: top 0 (S000-10).
    Row(
      device: "iPhone 8", os: OSVersion(10, 3), navigationBarHidden: true, statusBarHidden: true,
      topCover: 0, bottomCover: 618, source: "S000-10"),
    // hidesBottomBarWhenPushed: no bottom cover (S000-11: contentInset (64, 0, 0, 0)).
    Row(
      device: "iPhone 8", os: OSVersion(10, 3), bottomBarHiddenByPush: true, topCover: 64,
      bottomCover: 667, source: "S000-11"),
    // iOS 11, iPhone 8, navigation only: safe area top 64 (S001-01).
    Row(
      device: "iPhone 8", os: OSVersion(11, 0), tabBar: false, topCover: 64, bottomCover: 667,
      source: "S001-01"),
    // iOS 11, iPhone X, navigation only: top 88 = 44 + 44 (S001-02).
    Row(
      device: "iPhone X", os: OSVersion(11, 0), tabBar: false, topCover: 88, bottomCover: 812,
      source: "S001-02"),
  ]

  @Test(arguments: rows)
  func coversWhatTheSeedsPrinted(_ row: Row) throws {
    let device = try #require(Device.named(row.device))
    let input = LayoutInput(
      device: device, os: row.os, statusBarHidden: row.statusBarHidden, hasTabBar: row.tabBar,
      bottomBarHiddenByPush: row.bottomBarHiddenByPush, hasNavigationController: true,
      navigationBarHidden: row.navigationBarHidden)
    let bars = BarLayout(input)
    #expect(bars.topCover.value == row.topCover)
    #expect(bars.bottomCover.value == row.bottomCover)
  }

  /// iPhone X safe area without bars: portrait (44, 0, 34, 0), landscape (0, 44, 21, 44) (S001-05).
  @Test func iPhoneXWindowSafeArea() throws {
    let x = try #require(Device.named("iPhone X"))
    let portrait = BarLayout(LayoutInput(device: x, os: OSVersion(11, 0)))
    #expect(portrait.windowSafeArea.value == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(portrait.windowSafeArea.rule == "safeArea.window")
    let landscape = BarLayout(
      LayoutInput(device: x, os: OSVersion(11, 0), orientation: .landscapeLeft))
    #expect(landscape.windowSafeArea.value == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
  }

  /// The tab bar is 49 pt on a home-button iPhone (the seed example's bottom inset, S000-05), named
  /// by its rule.
  @Test func tabBarHeightRule() throws {
    let eight = try #require(Device.named("iPhone 8"))
    let bars = BarLayout(LayoutInput(device: eight, os: OSVersion(10, 3), hasTabBar: true))
    let frame = try #require(bars.tabBarFrame)
    #expect(frame.value == Rect(y: 618, width: 375, height: 49))
    #expect(frame.rule == "tabBar.height")
  }

  /// iOS 26 in landscape: no tab bar height is published on a compact-width phone
  /// (docs/facts/tab-bars-ios26-ipados18.md §3, L3), so the tab bar's frame, and what the layout
  /// rests on, are low; the navigation bar of a Dynamic Island phone has its own rule (bars.md §2.4
  /// Y3, medium), and the same bars in portrait keep their own rules' footing.
  @Test func iOS26LandscapeBarsRestOnALowRule() throws {
    let phone = try #require(Device.named("iPhone 16 Pro"))
    let landscape = BarLayout(
      LayoutInput(
        device: phone, os: OSVersion(26, 0), orientation: .landscapeLeft, hasTabBar: true,
        hasNavigationController: true))
    let bar = try #require(landscape.navigationBarFrame)
    #expect(bar.footing.rule == "navigationBar.landscapeIOS26.dynamicIsland")
    #expect(bar.footing.confidence == .medium)
    let tabBar = try #require(landscape.tabBarFrame)
    #expect(tabBar.footing.rule == "navigationBar.height.landscapeIOS26")
    #expect(landscape.footing?.confidence == .low)
    let portrait = BarLayout(
      LayoutInput(
        device: phone, os: OSVersion(26, 0), hasTabBar: true, hasNavigationController: true))
    #expect(try #require(portrait.navigationBarFrame).footing.rule == "navigationBar.height")
  }

  /// iOS 16–18 on the 62-pt-top Dynamic Island iPhones (16 Pro, 16 Pro Max): the bar at y 56.333,
  /// ending at 100.333 (docs/facts/bars.md §2.4 Y1: GKNavigationBarSwift's comment "16 Pro - 17 Pro
  /// Max 安全区域顶部高度62，导航栏y值56.3333333"; QMUIHelper.m "// 56.333"), medium; the 59-pt
  /// 14 Pro keeps 53.67 (GKNavigationBarSwift #41).
  @Test(arguments: ["iPhone 16 Pro", "iPhone 16 Pro Max"])
  func sixtyTwoPointTopBarStartsAt56(_ name: String) throws {
    let phone = try #require(Device.named(name))
    let bars = BarLayout(
      LayoutInput(device: phone, os: OSVersion(18, 6), hasNavigationController: true))
    let bar = try #require(bars.navigationBarFrame)
    #expect(abs(bar.value.minY - (56 + 1.0 / 3)) < 1e-9)
    #expect(abs(bar.value.maxY - (100 + 1.0 / 3)) < 1e-9)
    #expect(bar.rule == "navigationBar.y.dynamicIsland62")
    #expect(bar.footing.confidence == .medium)
    #expect(abs(bars.topCover.value - (100 + 1.0 / 3)) < 1e-9)
    // Its y does not rest on the status bar, whose assumed 54 is low (bars.md §2.4 Y4).
    #expect(bars.statusBarFrame.footing.rule == "statusBar.height.assumed")
    #expect(bars.statusBarFrame.footing.confidence == .low)
    let fourteen = try #require(Device.named("iPhone 14 Pro"))
    let before = BarLayout(
      LayoutInput(device: fourteen, os: OSVersion(18, 6), hasNavigationController: true))
    #expect(try #require(before.navigationBarFrame).rule == "navigationBar.height")
    #expect(before.statusBarFrame.footing.confidence == .high)
  }

  /// A navigation bar that starts at an assumed status bar's bottom rests on it (the 16e's 47,
  /// bars.md
  /// §2.4 Y4: no source prints it), low.
  @Test func barOnAnAssumedStatusBarIsLow() throws {
    let phone = try #require(Device.named("iPhone 16e"))
    let bars = BarLayout(
      LayoutInput(device: phone, os: OSVersion(18, 6), hasNavigationController: true))
    let bar = try #require(bars.navigationBarFrame)
    #expect(bar.value.minY == 47)
    #expect(bar.footing.rule == "statusBar.height.assumed")
    #expect(bar.footing.confidence == .low)
  }

  /// iOS 26 landscape on every Dynamic Island iPhone: the bar at y 24, 54 tall, ending at 78
  /// (bars.md §2.4 Y3: GKNavigationBarSwift `24 + navBarForIphone()` on a regular screen; the
  /// react-native-screens #4674 probe's 78 on an iPhone 17 Pro), medium, never high.
  @Test(arguments: [
    "iPhone 14 Pro", "iPhone 15", "iPhone 14 Pro Max", "iPhone 16 Pro", "iPhone 17 Pro",
    "iPhone 17 Pro Max", "iPhone Air",
  ])
  func dynamicIslandLandscapeBarOnIOS26(_ name: String) throws {
    let phone = try #require(Device.named(name))
    let bars = BarLayout(
      LayoutInput(
        device: phone, os: OSVersion(26, 0), orientation: .landscapeLeft,
        hasNavigationController: true))
    let bar = try #require(bars.navigationBarFrame)
    #expect(bar.value.minY == 24)
    #expect(bar.value.height == 54)
    #expect(bars.topCover.value == 78)
    #expect(bar.rule == "navigationBar.landscapeIOS26.dynamicIsland")
    #expect(bar.footing.confidence == .medium)
  }
}

import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// SafeAreaPropagation on iOS 11: the root view's safe area (seeds 000 and 001) and a subview's
/// share of it.
@Suite struct SafeAreaPropagationTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var id: String
    var device: String
    var tabBar: Bool
    var navigationBarHidden = false
    var additional = EdgeInsets.zero
    var expected: EdgeInsets
    var testDescription: String { id }
  }

  static let rows: [Row] = [
    Row(id: "S000-15", device: "iPhone 8", tabBar: true, expected: EdgeInsets(top: 64, bottom: 49)),
    Row(
      id: "S000-19", device: "iPhone 8", tabBar: true, additional: EdgeInsets(top: 80, bottom: 30),
      expected: EdgeInsets(top: 144, bottom: 79)),
    Row(id: "S001-01", device: "iPhone 8", tabBar: false, expected: EdgeInsets(top: 64)),
    Row(
      id: "S001-02", device: "iPhone X", tabBar: false, expected: EdgeInsets(top: 88, bottom: 34)),
    Row(
      id: "S001-03", device: "iPhone 8", tabBar: false, navigationBarHidden: true,
      expected: EdgeInsets(top: 20)),
    Row(
      id: "S001-04", device: "iPhone X", tabBar: false, navigationBarHidden: true,
      expected: EdgeInsets(top: 44, bottom: 34)),
  ]

  @Test(arguments: rows)
  func rootViewSafeArea(_ row: Row) throws {
    let device = try #require(Device.named(row.device))
    let input = LayoutInput(
      device: device, os: OSVersion(11, 0), hasTabBar: row.tabBar, hasNavigationController: true,
      navigationBarHidden: row.navigationBarHidden, additionalSafeAreaInsets: row.additional)
    let bars = BarLayout(input)
    let insets = SafeAreaPropagation.rootView(
      frame: ControllerViewFrame.frame(input, bars: bars).value, input: input, bars: bars)
    #expect(insets.value == row.expected)
  }

  /// A subview gets the part of its parent's safe area it overlaps: a table whose frame starts 100
  /// pt down under a 64 pt top inset gets no top inset (UIView.safeAreaInsets documentation: "the
  /// portion of the view covered by" bars; S000-14's frame (0, 100, 375, 467)).
  @Test func subviewGetsOnlyTheOverlap() {
    let insets = SafeAreaPropagation.subview(
      frame: Rect(y: 100, width: 375, height: 467), parentBounds: Size(width: 375, height: 667),
      parentInsets: EdgeInsets(top: 64, bottom: 49), parentName: "view")
    #expect(insets.value == EdgeInsets(top: 0, bottom: 0))
    #expect(insets.rule == "safeArea.subview.overlap")
  }

  /// A frame that reaches past its parent's bounds counts only the part inside them. SwiftReorder
  /// PR #46 (https://github.com/adamshin/SwiftReorder/pull/46) printed, on a 320 × 568 screen under
  /// a navigation bar, `tableView.frame` (0, -100, 320, 713) and `tableView.safeAreaInsets`
  /// (64, 0, 0, 0): top 64, not 64 + 100; bottom 0, not 613 − 568 = 45.
  @Test func aFramePastTheTopAndBottomGetsNoMoreThanTheParentsInsets() {
    let insets = SafeAreaPropagation.subview(
      frame: Rect(y: -100, width: 320, height: 713), parentBounds: Size(width: 320, height: 568),
      parentInsets: EdgeInsets(top: 64), parentName: "view")
    #expect(insets.value == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    #expect(insets.rule == "safeArea.subview.overlap")
  }

  /// A scroll view's subviews: its bounds start at its contentOffset, and a row wholly outside them
  /// gets none of its insets (rdar 36070764, https://github.com/lionheart/openradar-mirror/issues/19081:
  /// a scroll view's subviews get insets "only if its view is inside the bounds of the parent's
  /// scrollView"). Under a 64-pt top inset with the offset at −64, a row at content y 0 shows below
  /// the bar.
  @Test func aScrollViewsRowsCountFromItsOffset() {
    let below = SafeAreaPropagation.subview(
      frame: Rect(y: 1500, width: 375, height: 100), parentBounds: Size(width: 375, height: 812),
      parentInsets: EdgeInsets(top: 44, bottom: 34), parentName: "scroller")
    #expect(below.value == .zero)
    let first = SafeAreaPropagation.subview(
      frame: Rect(width: 375, height: 100), parentBounds: Size(width: 375, height: 667),
      parentOrigin: Point(x: 0, y: -64), parentInsets: EdgeInsets(top: 64), parentName: "table")
    #expect(first.value == .zero)
    let under = SafeAreaPropagation.subview(
      frame: Rect(width: 375, height: 100), parentBounds: Size(width: 375, height: 667),
      parentInsets: EdgeInsets(top: 64), parentName: "table")
    #expect(under.value == EdgeInsets(top: 64))
  }

  /// huahuahu's log (https://cnblogs.com/huahuahu/p/UIKit-Apps-for-Every-Size-and-Shape.html):
  /// the root view's safe area (64, 30, 83, 10) on an iPhone X with a tab bar and
  /// additionalSafeAreaInsets (20, 30, 0, 10); `rightView`, whose right side runs past the screen,
  /// printed (0, 0, 0, 10): "不会继续超出" (it does not grow further). The log does not print the
  /// frame; this one runs 50 pt past the right edge, between the top and bottom insets.
  @Test func aFramePastTheRightEdgeGetsTheParentsRightInset() {
    let insets = SafeAreaPropagation.subview(
      frame: Rect(x: 300, y: 200, width: 125, height: 100),
      parentBounds: Size(width: 375, height: 812),
      parentInsets: EdgeInsets(top: 64, left: 30, bottom: 83, right: 10), parentName: "view")
    #expect(insets.value == EdgeInsets(top: 0, left: 0, bottom: 0, right: 10))
  }

  @Test func notInAWindowHasNone() {
    #expect(SafeAreaPropagation.notInWindow.value == .zero)
    #expect(SafeAreaPropagation.notInWindow.rule == "safeArea.notInWindow")
  }
}

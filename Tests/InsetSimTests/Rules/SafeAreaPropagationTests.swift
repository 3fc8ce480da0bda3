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

  @Test func notInAWindowHasNone() {
    #expect(SafeAreaPropagation.notInWindow.value == .zero)
    #expect(SafeAreaPropagation.notInWindow.rule == "safeArea.notInWindow")
  }
}

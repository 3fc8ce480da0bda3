import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// ControllerViewFrame: the controller's view frame under a tab bar → navigation chain on iPhone 8,
/// iOS 10.3, as seed 000 §第一类影响因素 printed it (S000-01…04).
@Suite struct ControllerViewFrameTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var id: String
    /// navigationBar.translucent (the tab bar stays translucent in every row).
    var translucent = true
    var edges = RectEdges.all
    var includesOpaque = false
    var frame: Rect
    var rule: RuleID
    var testDescription: String { id }
  }

  static let rows: [Row] = [
    Row(id: "S000-01", frame: Rect(width: 375, height: 667), rule: "layout.extendedLayout"),
    Row(
      id: "S000-02", translucent: false, frame: Rect(y: 64, width: 375, height: 603),
      rule: "layout.extendedLayout"),
    Row(
      id: "S000-03", edges: .none, frame: Rect(y: 64, width: 375, height: 554),
      rule: "layout.extendedLayout"),
    Row(
      id: "S000-04", translucent: false, includesOpaque: true, frame: Rect(width: 375, height: 667),
      rule: "layout.extendedLayout"),
  ]

  @Test(arguments: rows)
  func frameAsTheSeedPrintedIt(_ row: Row) throws {
    let device = try #require(Device.named("iPhone 8"))
    let input = LayoutInput(
      device: device, os: OSVersion(10, 3), hasTabBar: true, hasNavigationController: true,
      navigationBarTranslucent: row.translucent, edgesForExtendedLayout: row.edges,
      extendedLayoutIncludesOpaqueBars: row.includesOpaque)
    let frame = ControllerViewFrame.frame(input, bars: BarLayout(input))
    #expect(frame.value == row.frame)
    #expect(frame.rule == row.rule)
  }

  /// Without containers the window's root view fills the screen (S000-08's setup: no adjustment,
  /// full frame).
  @Test func windowRootFillsTheScreen() throws {
    let device = try #require(Device.named("iPhone 8"))
    let input = LayoutInput(device: device, os: OSVersion(10, 3))
    let frame = ControllerViewFrame.frame(input, bars: BarLayout(input))
    #expect(frame.value == Rect(width: 375, height: 667))
    #expect(frame.rule == "layout.windowRoot")
  }
}

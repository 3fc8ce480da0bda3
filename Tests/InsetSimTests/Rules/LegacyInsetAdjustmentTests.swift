import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// The iOS 7–10 adjustment: what the bars cover, added to contentInset and remembered (seed 000).
@Suite struct LegacyInsetAdjustmentTests {
  /// The seed example's adjustment: (64, 0, 49, 0) from a full-screen view under status bar +
  /// navigation bar and above the tab bar (S000-05).
  @Test func amountIsWhatTheBarsCover() throws {
    let device = try #require(Device.named("iPhone 8"))
    let input = LayoutInput(
      device: device, os: OSVersion(10, 3), hasTabBar: true, hasNavigationController: true)
    let amount = LegacyInsetAdjustment.amount(
      frame: Rect(width: 375, height: 667), bars: BarLayout(input))
    #expect(amount.value == EdgeInsets(top: 64, bottom: 49))
    #expect(amount.rule == "legacy.autoAdjust.coveredByBars")
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var id: String
    var current: EdgeInsets
    var previouslyApplied: EdgeInsets
    var expected: EdgeInsets
    var testDescription: String { id }
  }

  static let rows: [Row] = [
    // First pass: (0,0,0,0) + (64,0,49,0) (S000-05).
    Row(
      id: "S000-05", current: .zero, previouslyApplied: .zero,
      expected: EdgeInsets(top: 64, bottom: 49)),
    // An inset set in viewDidLoad is added to, not replaced: (-64,0,0,0) → (0,0,49,0) (S000-06).
    Row(
      id: "S000-06", current: EdgeInsets(top: -64), previouslyApplied: .zero,
      expected: EdgeInsets(top: 0, bottom: 49)),
    // A second pass with the same bars applies only the difference: nothing changes
    // (legacy.autoAdjust.additive).
    Row(
      id: "second pass", current: EdgeInsets(top: 64, bottom: 49),
      previouslyApplied: EdgeInsets(top: 64, bottom: 49),
      expected: EdgeInsets(top: 64, bottom: 49)),
  ]

  @Test(arguments: rows)
  func adjustmentIsAdditive(_ row: Row) {
    let updated = LegacyInsetAdjustment.apply(
      current: row.current, previouslyApplied: row.previouslyApplied,
      amount: EdgeInsets(top: 64, bottom: 49))
    #expect(updated == row.expected)
  }
}

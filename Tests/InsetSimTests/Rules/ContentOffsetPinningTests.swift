import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// A scroll view at the top of its content stays there when the system changes its inset: offset
/// (0, −64)
/// under a 64 pt inset (UIKIT-FACTS §3, "offset −64 under nav+status"; rule
/// scroll.contentOffset.pinnedTop).
@Suite struct ContentOffsetPinningTests {
  @Test func firstLayoutStartsAtTheInset() throws {
    let pinned = try #require(
      ContentOffsetPinning.pinned(
        offset: Point(x: 0, y: 0), oldInset: .zero, newInset: EdgeInsets(top: 64, bottom: 49),
        firstLayout: true))
    #expect(pinned.value == Point(x: 0, y: -64))
    #expect(pinned.rule == "scroll.contentOffset.pinnedTop")
  }

  @Test func aScrolledViewIsLeftAlone() {
    let pinned = ContentOffsetPinning.pinned(
      offset: Point(x: 0, y: 300), oldInset: EdgeInsets(top: 64), newInset: EdgeInsets(top: 20),
      firstLayout: false)
    #expect(pinned == nil)
  }
}

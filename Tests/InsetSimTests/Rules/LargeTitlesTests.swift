import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// `largeTitleDisplayMode`: `.automatic` follows the item below; the first item shows a large title
/// when the bar prefers them (UINavigationBar.h L62-63; UIKIT-FLOWS B1).
@Suite struct LargeTitlesTests {
  @Test func automaticFollowsTheItemBelow() {
    #expect(
      LargeTitles.showsLargeTitle(prefersLargeTitles: true, stack: [("List", .automatic)]).value)
    #expect(
      LargeTitles.showsLargeTitle(
        prefersLargeTitles: true, stack: [("List", .automatic), ("Detail", .automatic)]
      ).value)
    #expect(
      !LargeTitles.showsLargeTitle(
        prefersLargeTitles: true, stack: [("List", .never), ("Detail", .automatic)]
      ).value)
  }

  @Test func neverAndAlwaysDecide() {
    #expect(
      !LargeTitles.showsLargeTitle(
        prefersLargeTitles: true, stack: [("List", .automatic), ("Detail", .never)]
      ).value)
    #expect(
      LargeTitles.showsLargeTitle(
        prefersLargeTitles: true, stack: [("List", .never), ("Detail", .always)]
      ).value)
  }

  @Test func nothingIsLargeWithoutPrefersLargeTitles() {
    #expect(
      !LargeTitles.showsLargeTitle(prefersLargeTitles: false, stack: [("List", .always)]).value)
  }
}

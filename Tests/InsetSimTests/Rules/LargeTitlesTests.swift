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

  /// iOS 26.1, iPhone 16: "a zero-velocity release at collapse distance 36 snaps back to the
  /// expanded rest; at 37 it snaps collapsed" (Vercantez/openuikit@b2f8941,
  /// uikit/Sources/OpenUIKit/UINavigationBar.swift, iOSSnapCollapseDistance). Content that starts
  /// at −165 (bar 59 + 54 + 52).
  @Test func anIOS26TitleSnapsBackUpTo36() {
    let ios26 = OSVersion(26, 1)
    let at36 = LargeTitleCollapse.settles(offsetY: -129, expandedTop: 165, os: ios26)
    #expect(!at36.value)
    #expect(at36.rule == "largeTitle.snap.iOS26")
    #expect(LargeTitleCollapse.settles(offsetY: -128, expandedTop: 165, os: ios26).value)
  }

  /// No large title in compact height: an iPhone in landscape; an iPad never has compact height
  /// (UIKitCore of iOS 26.1, `-[_UINavigationBarVisualProviderModernIOS _allowLargeTitleView]`: a
  /// compact vertical size class sets prefersLargeTitles to NO; rdar 32707795 on iOS 11: "the
  /// navigation bar title switches from large to normal" in landscape).
  @Test func compactHeightShowsNoLargeTitle() {
    #expect(LargeTitleCompactHeight.refuses(idiom: .phone, orientation: .landscapeLeft))
    #expect(!LargeTitleCompactHeight.refuses(idiom: .phone, orientation: .portrait))
    #expect(!LargeTitleCompactHeight.refuses(idiom: .pad, orientation: .landscapeRight))
    let bar = LargeTitleCompactHeight.standardBar(top: "List")
    #expect(!bar.value)
    #expect(bar.rule == Rule.largeTitleCompactHeight.id)
  }
}

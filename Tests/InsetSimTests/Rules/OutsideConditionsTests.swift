import Testing

@testable import InsetSimModel
@testable import InsetSimRules

/// When a run leaves the model for the More tab and a form sheet under the keyboard: the
/// conditions, from their sources.
@Suite struct OutsideConditionsTests {
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/morenavigationcontroller
  /// (the tabs past the fourth of more than five go to the More navigation controller) and
  /// https://github.com/jfahrenkrug/UITabBarControllerMoreBugWorkaround (in compact width only).
  @Test func theMoreTabHoldsTabsPastTheFourthOfMoreThanFiveInCompactWidth() {
    #expect(MoreNavigationController.holds(tab: 4, of: 6, horizontal: .compact))
    #expect(!MoreNavigationController.holds(tab: 3, of: 6, horizontal: .compact))
    #expect(!MoreNavigationController.holds(tab: 4, of: 5, horizontal: .compact))
    #expect(!MoreNavigationController.holds(tab: 4, of: 6, horizontal: .regular))
  }

  /// docs/research/IPAD-SHEETS-RESEARCH.md F8 (before iOS 13 the form sheet follows the keyboard
  /// only in landscape) and F9 (from iOS 13 developers see it move).
  @Test func aFormSheetMovesForTheKeyboardFromIOS13OrInLandscape() {
    #expect(!FormSheetKeyboard.moves(os: OSVersion(12, 0), landscape: false))
    #expect(FormSheetKeyboard.moves(os: OSVersion(12, 0), landscape: true))
    #expect(FormSheetKeyboard.moves(os: OSVersion(13, 0), landscape: false))
  }
}

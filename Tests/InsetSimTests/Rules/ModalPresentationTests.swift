import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// Presentation styles and iPhone sheets (UIKIT-FLOWS M1, M8, G1; FLOWS-RESEARCH SG1, SG2, SG4).
@Suite struct ModalPresentationTests {
  /// `.automatic` resolves to `.pageSheet` (UIViewController.h L270-271), a card on iOS 13+ iPhones in
  /// portrait (WWDC19 224), full screen before 13 (M1) and in landscape (G1).
  @Test func theDefaultStyleIsASheetFromIOS13InPortrait() {
    #expect(ModalPresentation.resolve(nil, controllerStyle: nil, os: OSVersion(17, 0), idiom: .phone, landscape: false).value == .sheet)
    #expect(ModalPresentation.resolve(nil, controllerStyle: nil, os: OSVersion(12, 4), idiom: .phone, landscape: false).value == .fullScreen)
    #expect(ModalPresentation.resolve(.pageSheet, controllerStyle: nil, os: OSVersion(17, 0), idiom: .phone, landscape: true).value == .fullScreen)
    #expect(ModalPresentation.resolve(.popover, controllerStyle: nil, os: OSVersion(17, 0), idiom: .phone, landscape: false).value == .sheet)
    #expect(ModalPresentation.resolve(nil, controllerStyle: .overFullScreen, os: OSVersion(17, 0), idiom: .phone, landscape: false).value == .overFullScreen)
  }

  /// iPhone 14 Pro, 852 tall: safe-area top 59 + 10 → y 69, to the bottom (SheetInteraction Detents.swift; SG1).
  @Test func aHomeIndicatorPhonesSheetStartsTenBelowTheSafeArea() {
    let frame = ModalPresentation.sheetFrame(screen: Size(width: 393, height: 852), windowSafeArea: EdgeInsets(top: 59, bottom: 34), detents: [])
    #expect(frame.value == Rect(y: 69, width: 393, height: 783))
  }

  /// iPhone SE (3rd), 667 tall: maximumDetentValue 627, 20 + 20 above the sheet (SG2).
  @Test func aHomeButtonPhonesSheetStartsAt40() {
    let frame = ModalPresentation.sheetFrame(screen: Size(width: 375, height: 667), windowSafeArea: EdgeInsets(top: 20), detents: [.large])
    #expect(frame.value == Rect(y: 40, width: 375, height: 627))
  }

  /// A navigation bar in a sheet is 56 pt (react-native-navigation #5730, QMUI #877; SG4).
  @Test func theSheetsNavigationBarIs56() {
    #expect(ModalPresentation.sheetNavigationBarHeight(os: OSVersion(17, 0)) == 56)
    let insets = ModalPresentation.sheetSafeArea(windowSafeArea: EdgeInsets(top: 59, bottom: 34), navigationBarVisible: true, additional: .zero)
    #expect(insets.value.top == 56)
    #expect(insets.rule == "present.sheet.safeArea")
  }
}

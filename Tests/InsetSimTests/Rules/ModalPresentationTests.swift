import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// Presentation styles and iPhone sheets (UIKIT-FLOWS M1, M8, G1; FLOWS-RESEARCH SG1, SG2, SG4).
@Suite struct ModalPresentationTests {
  /// `.automatic` resolves to `.pageSheet` (UIViewController.h L270-271), a card on iOS 13+ iPhones
  /// in portrait (WWDC19 224), full screen before 13 (M1) and in landscape (G1).
  @Test func theDefaultStyleIsASheetFromIOS13InPortrait() {
    #expect(
      ModalPresentation.resolve(
        nil, controllerStyle: nil, os: OSVersion(17, 0), idiom: .phone, landscape: false
      ).value == .sheet)
    #expect(
      ModalPresentation.resolve(
        nil, controllerStyle: nil, os: OSVersion(12, 4), idiom: .phone, landscape: false
      ).value == .fullScreen)
    #expect(
      ModalPresentation.resolve(
        .pageSheet, controllerStyle: nil, os: OSVersion(17, 0), idiom: .phone, landscape: true
      ).value == .fullScreen)
    #expect(
      ModalPresentation.resolve(
        .popover, controllerStyle: nil, os: OSVersion(17, 0), idiom: .phone, landscape: false
      ).value == .sheet)
    #expect(
      ModalPresentation.resolve(
        nil, controllerStyle: .overFullScreen, os: OSVersion(17, 0), idiom: .phone, landscape: false
      ).value == .overFullScreen)
  }

  /// iPhone 14 Pro, 852 tall: safe-area top 59 + 10 → y 69, to the bottom (SheetInteraction
  /// Detents.swift; SG1).
  @Test func aHomeIndicatorPhonesSheetStartsTenBelowTheSafeArea() {
    let frame = ModalPresentation.sheetFrame(
      screen: Size(width: 393, height: 852), windowSafeArea: EdgeInsets(top: 59, bottom: 34),
      detents: [])
    #expect(frame.value == Rect(y: 69, width: 393, height: 783))
  }

  /// iPhone SE (3rd), 667 tall: maximumDetentValue 627, 20 + 20 above the sheet (SG2).
  @Test func aHomeButtonPhonesSheetStartsAt40() {
    let frame = ModalPresentation.sheetFrame(
      screen: Size(width: 375, height: 667), windowSafeArea: EdgeInsets(top: 20), detents: [.large])
    #expect(frame.value == Rect(y: 40, width: 375, height: 627))
  }

  /// A navigation bar in a sheet is 56 pt (react-native-navigation #5730, QMUI #877; SG4).
  @Test func theSheetsNavigationBarIs56() {
    #expect(ModalPresentation.sheetNavigationBarHeight(os: OSVersion(17, 0)) == 56)
    let insets = ModalPresentation.sheetSafeArea(
      windowSafeArea: EdgeInsets(top: 59, bottom: 34), navigationBarVisible: true, additional: .zero
    )
    #expect(insets.value.top == 56)
    #expect(insets.rule == "present.sheet.safeArea")
  }

  // MARK: iPad (IPAD-SHEETS-RESEARCH)

  /// Apple's .automatic documentation: formSheet from iOS 18, pageSheet before; a compact-width
  /// iPad window shows a card from iOS 13 (full screen before).
  @Test func anIPadResolvesAutomaticByRelease() {
    #expect(
      ModalPresentation.resolve(
        nil, controllerStyle: nil, os: OSVersion(18, 0), idiom: .pad, landscape: false,
        compactWidth: false
      ).value == .formSheet)
    #expect(
      ModalPresentation.resolve(
        nil, controllerStyle: nil, os: OSVersion(17, 0), idiom: .pad, landscape: false,
        compactWidth: false
      ).value == .pageSheet)
    #expect(
      ModalPresentation.resolve(
        .formSheet, controllerStyle: nil, os: OSVersion(17, 0), idiom: .pad, landscape: true,
        compactWidth: true
      ).value == .sheet)
    #expect(
      ModalPresentation.resolve(
        .formSheet, controllerStyle: nil, os: OSVersion(12, 0), idiom: .pad, landscape: true,
        compactWidth: true
      ).value == .fullScreen)
    #expect(
      ModalPresentation.resolve(
        .fullScreen, controllerStyle: nil, os: OSVersion(18, 0), idiom: .pad, landscape: false,
        compactWidth: false
      ).value == .fullScreen)
  }

  /// F3 (UIKit 26.1's defaultFormSheetSizeForScreenSize:): 540 × 600 up to 1024, 580 × 640 below
  /// 1590, 620 × 680 from 1590; F7: 540 × 620 before iPadOS 16.
  @Test func theFormSheetSizeFollowsTheScreensLongerSide() {
    #expect(
      ModalPresentation.formSheetSize(os: OSVersion(15, 0), screen: Size(width: 834, height: 1194))
        .value == Size(width: 540, height: 620))
    #expect(
      ModalPresentation.formSheetSize(os: OSVersion(17, 0), screen: Size(width: 768, height: 1024))
        .value == Size(width: 540, height: 600))
    #expect(
      ModalPresentation.formSheetSize(os: OSVersion(17, 0), screen: Size(width: 1024, height: 1366))
        .value == Size(width: 580, height: 640))
    #expect(
      ModalPresentation.formSheetSize(os: OSVersion(26, 0), screen: Size(width: 1590, height: 1000))
        .value == Size(width: 620, height: 680))
  }

  /// F1, F8: centered; P3: a legacy page sheet is the portrait width, centered, from y 20 to the
  /// bottom.
  @Test func iPadSheetsAreCenteredOrPortraitWide() {
    let form = ModalPresentation.iPadSheetFrame(
      .formSheet, window: Size(width: 768, height: 1024), screen: Size(width: 768, height: 1024),
      os: OSVersion(12, 0))
    #expect(form.value == Rect(x: 114, y: 202, width: 540, height: 620))
    let page = ModalPresentation.iPadSheetFrame(
      .pageSheet, window: Size(width: 1024, height: 768), screen: Size(width: 1024, height: 768),
      os: OSVersion(12, 0))
    #expect(page.value == Rect(x: 128, y: 20, width: 768, height: 748))
    let insets = ModalPresentation.iPadSheetSafeArea(
      frame: form.value, window: Size(width: 768, height: 1024),
      windowSafeArea: EdgeInsets(top: 20),
      navigationBar: 50, additional: .zero)
    #expect(insets.value == EdgeInsets(top: 50))
  }
}

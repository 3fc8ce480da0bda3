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

  // MARK: iOS 26 (docs/facts/keyboards-and-sheets.md SI1–SI5)

  /// The dump of an iOS 26.1 simulator, iPhone 16 (window 393 × 852, safe area 59 / 34):
  /// Vercantez/openuikit@6f62d1d0df4b4aa3490da5e9637345741e1942d2,
  /// fixtures/realapp/detents_ios.json.
  static let iPhone16 = (
    screen: Size(width: 393, height: 852), safe: EdgeInsets(top: 59, bottom: 34)
  )
  static let ios26 = OSVersion(26, 1)

  /// Close to a printed rect (the dump prints UIKit's doubles; 0.001 pt is far under a pixel).
  func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) < 1e-3 && abs(a.minY - b.minY) < 1e-3 && abs(a.width - b.width) < 1e-3
      && abs(a.height - b.height) < 1e-3
  }

  /// Dump, case large: presentedFrame [0, 59, 393, 793], maximumDetentValue 759; custom-10000.0
  /// is the same frame.
  @Test func anIOS26SheetsLargeDetentStartsAtTheSafeAreaTop() {
    let d = Self.iPhone16
    let large = ModalPresentation.sheetFrame(
      screen: d.screen, windowSafeArea: d.safe, detents: [.large], os: Self.ios26)
    #expect(large.value == Rect(y: 59, width: 393, height: 793))
    #expect(large.rule == "present.sheet.frame.iOS26")
    #expect(
      ModalPresentation.detentValue(
        .large, screen: d.screen, windowSafeArea: d.safe, os: Self.ios26)
        == 759)
    let over = ModalPresentation.sheetFrame(
      screen: d.screen, windowSafeArea: d.safe, detents: [.custom(10000)], os: Self.ios26)
    #expect(over.value == Rect(y: 59, width: 393, height: 793))
    // iOS 18 keeps 10 pt below the safe-area top (SheetInteraction Detents.swift).
    let before = ModalPresentation.sheetFrame(
      screen: d.screen, windowSafeArea: d.safe, detents: [.large], os: OSVersion(18, 0))
    #expect(before.value == Rect(y: 69, width: 393, height: 783))
  }

  /// UIPresentation.swift (Vercantez/openuikit@3dc28ed, compactMinimumTopInset): iPhone SE 3rd
  /// generation, iOS 26.1, UIDropShadowView [0, 30, 375, 637] at window safe-area top 0 and 20.
  @Test func anIOS26HomeButtonPhonesLargeSheetStartsAt30() {
    for top in [0.0, 20] {
      let frame = ModalPresentation.sheetFrame(
        screen: Size(width: 375, height: 667), windowSafeArea: EdgeInsets(top: top),
        detents: [.large], os: Self.ios26)
      #expect(frame.value == Rect(y: 30, width: 375, height: 637))
    }
  }

  /// Dump, case medium: presentedFrame [8, 403.6870229007634, 377, 440.3129770992366] (425 + 34
  /// unscaled); UIPresentation.swift: medium 425 of 759, the SE's 356.5 of 637; DynamicTypeTests
  /// (Vercantez/openuikit@dc5d253, testSEWindowLargeAndMediumDetentsOnIOS): the SE's medium
  /// [8, 317.711, 359, 341.289].
  @Test func anIOS26MediumSheetIsAFloatingCard() {
    let d = Self.iPhone16
    #expect(
      ModalPresentation.detentValue(
        .medium, screen: d.screen, windowSafeArea: d.safe, os: Self.ios26)
        == 425)
    let medium = ModalPresentation.sheetFrame(
      screen: d.screen, windowSafeArea: d.safe, detents: [.medium, .large], os: Self.ios26)
    // Laid out unscaled, 425 + 34 tall at the screen's bottom; drawn where the dump prints it.
    #expect(medium.value == Rect(x: 0, y: 393, width: 393, height: 459))
    #expect(
      close(
        ModalPresentation.drawnCard(medium.value, screen: d.screen),
        Rect(x: 8, y: 403.6870229007634, width: 377, height: 440.3129770992366)))
    #expect(medium.rule == "present.sheet.floatingCard")
    let se = Size(width: 375, height: 667)
    let seSafe = EdgeInsets(top: 20)
    #expect(
      ModalPresentation.detentValue(.medium, screen: se, windowSafeArea: seSafe, os: Self.ios26)
        == 356.5)
    let seMedium = ModalPresentation.sheetFrame(
      screen: se, windowSafeArea: seSafe, detents: [.medium, .large], os: Self.ios26)
    #expect(seMedium.value == Rect(x: 0, y: 310.5, width: 375, height: 356.5))
    let seCard = ModalPresentation.drawnCard(seMedium.value, screen: se)
    #expect(abs(seCard.minY - 317.711) < 1e-3 && abs(seCard.height - 341.289) < 1e-3)
    #expect(seCard.minX == 8 && seCard.width == 359)
  }

  /// Dump, cases custom-200.0 to custom-700.0: each presentedFrame is the custom value + 34, drawn
  /// 8 pt in, scaled 377/393; the sheet is laid out unscaled at the screen's bottom.
  @Test func anIOS26CustomDetentIsAFloatingCard() {
    let d = Self.iPhone16
    let printed: [(Double, Rect)] = [
      (200, Rect(x: 8, y: 619.52671755725191, width: 377, height: 224.47328244274809)),
      (288, Rect(x: 8, y: 535.10941475826974, width: 377, height: 308.89058524173026)),
      (300, Rect(x: 8, y: 523.59796437659031, width: 377, height: 320.40203562340969)),
      (400, Rect(x: 8, y: 427.66921119592877, width: 377, height: 416.33078880407123)),
      (500, Rect(x: 8, y: 331.74045801526722, width: 377, height: 512.25954198473278)),
      (600, Rect(x: 8, y: 235.81170483460562, width: 377, height: 608.18829516539438)),
      (700, Rect(x: 8, y: 139.88295165394402, width: 377, height: 704.11704834605598)),
    ]
    for (value, rect) in printed {
      let frame = ModalPresentation.sheetFrame(
        screen: d.screen, windowSafeArea: d.safe, detents: [.custom(value)], os: Self.ios26)
      #expect(frame.value == Rect(x: 0, y: 852 - value - 34, width: 393, height: value + 34))
      #expect(
        close(ModalPresentation.drawnCard(frame.value, screen: d.screen), rect), "custom \(value)")
      #expect(frame.rule == "present.sheet.floatingCard")
    }
    // Dump, custom-100.0 is [21.51, 741.43, 349.97, 89.05]: not the 8-pt card; the model's
    // figure rests on the low rule that says so.
    let small = ModalPresentation.sheetFrame(
      screen: d.screen, windowSafeArea: d.safe, detents: [.custom(100)], os: Self.ios26)
    #expect(small.rule == "present.sheet.smallDetent.iOS26")
    #expect(small.confidence == .low)
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

  /// iOS 26: 74 pt in an iPhone sheet: a printed log of a sheet's list on a 428-wide phone,
  /// "adjustedContentInset: {74, 0, 34, 0}"
  /// (https://github.com/thakur-vijay/vynk-ios/blob/defc9bea706a3c83895ad351d4b3a98eaba0605e/Vynk/Features/Lists/Presentation/Components/EditableListsSection.swift),
  /// and SAP's constant of 74 (https://github.com/SAP/cloud-sdk-ios-fiori/pull/1634), against two
  /// libraries' 70 (docs/facts/conflicts.md C27); an iPad form or page sheet keeps the libraries'
  /// 70, with nothing printed.
  @Test func theSheetsNavigationBarIs74OnIOS26() {
    #expect(ModalPresentation.sheetNavigationBarHeight(os: Self.ios26) == 74)
    #expect(ModalPresentation.sheetNavigationBarHeight(os: Self.ios26, style: .formSheet) == 70)
    let insets = ModalPresentation.sheetSafeArea(
      windowSafeArea: EdgeInsets(top: 59, bottom: 34), navigationBarVisible: true,
      additional: .zero,
      os: Self.ios26)
    #expect(insets.value.top == 74)
    #expect(insets.rule == "present.sheet.safeArea")
    #expect(insets.confidence == .medium)
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

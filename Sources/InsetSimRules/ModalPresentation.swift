import InsetSimModel
import InsetSimSupport

/// How a presented controller is shown: the style UIKit resolves and adapts to, and the frame and
/// safe area of an iPhone sheet (iOS 13+) and of an iPad form sheet or (before iOS 13) page sheet.
/// Sources: UIKIT-FLOWS M1, M8, G1; FLOWS-RESEARCH SG1–SG6; IPAD-SHEETS-RESEARCH.
///
///     ModalPresentation.resolve(nil, controllerStyle: nil, os: OSVersion(17, 0), idiom: .phone, landscape: false).value  // .sheet
package enum ModalPresentation {
  /// What the simulator lays out.
  package enum Resolved: String, Sendable {
    /// Full screen: the presenter's view leaves the window at the end.
    case fullScreen
    /// Over full screen: the presented view covers the screen and the presenter's view stays.
    case overFullScreen
    /// A card from the bottom (page sheet, form sheet or popover adapted on iPhone or in a
    /// compact-width iPad window, iOS 13+).
    case sheet
    /// An iPad form sheet in a regular-width window: centered, smaller than the window.
    case formSheet
    /// An iPad page sheet before iOS 13: the portrait width, below the status bar.
    case pageSheet

    /// The presenter's view stays in the window and the presented view has a frame of its own.
    package var isSheet: Bool { self == .sheet || self == .formSheet || self == .pageSheet }
  }

  package static func resolve(
    _ requested: PresentationStyle?, controllerStyle: PresentationStyle?, os: OSVersion,
    idiom: Device.Idiom, landscape: Bool,
    compactWidth: Bool = true, edgeAttached: Bool = false
  ) -> Derived<Resolved> {
    let style =
      requested ?? controllerStyle ?? (Rule.presentSheet.applies(to: os) ? .automatic : .fullScreen)
    let written =
      requested != nil
      ? "style \(style.rawValue)"
      : controllerStyle != nil
        ? "modalPresentationStyle \(style.rawValue)" : "the default style \(style.rawValue)"
    switch style {
    case .fullScreen:
      return Derived(.fullScreen, Rule.presentStyle, "\(written)")
    case .overFullScreen:
      return Derived(
        .overFullScreen, Rule.presentStyle, "\(written): the presenter's view stays in the window")
    case .automatic where idiom == .pad, .pageSheet where idiom == .pad,
      .formSheet where idiom == .pad, .popover where idiom == .pad:
      let sheet: PresentationStyle =
        style == .automatic ? (os.major >= 18 ? .formSheet : .pageSheet) : style
      let resolvedName =
        style == .automatic
        ? " → \(sheet.rawValue) (UIKit maps .automatic to .formSheet from iOS 18, .pageSheet before)"
        : ""
      if compactWidth {
        if !Rule.presentSheet.applies(to: os) {
          return Derived(
            .fullScreen, Rule.presentAdaptsToFullScreen,
            "\(written)\(resolvedName): a compact-width iPad window shows it full screen before iOS 13"
          )
        }
        return Derived(
          .sheet, Rule.presentSheet,
          "\(written)\(resolvedName): a card sheet in a compact-width iPad window, as on iPhone")
      }
      if sheet == .pageSheet {
        return Derived(
          .pageSheet, Rule.presentPageSheetIPad, "\(written)\(resolvedName): an iPad page sheet")
      }
      return Derived(
        .formSheet, style == .automatic ? Rule.presentAutomaticIPad : Rule.presentFormSheetIPad,
        "\(written)\(resolvedName): an iPad form sheet, centered")
    case .automatic, .pageSheet, .formSheet, .popover:
      let resolvedName =
        style == .automatic
        ? " → pageSheet (UIViewController resolves .automatic to .pageSheet)" : ""
      if !Rule.presentSheet.applies(to: os) {
        return Derived(
          .fullScreen, Rule.presentAdaptsToFullScreen,
          "\(written)\(resolvedName): an iPhone before iOS 13 shows it full screen")
      }
      if idiom == .phone && landscape && edgeAttached
        && Rule.presentSheetEdgeAttached.applies(to: os)
      {
        return Derived(
          .sheet, Rule.presentSheetEdgeAttached,
          "\(written)\(resolvedName): prefersEdgeAttachedInCompactHeight keeps it a sheet in landscape (compact height), attached to the bottom edge"
        )
      }
      if idiom == .phone && landscape {
        return Derived(
          .fullScreen, Rule.presentAdaptsToFullScreen,
          "\(written)\(resolvedName): in landscape (compact height) an iPhone sheet is full screen")
      }
      return Derived(
        .sheet, Rule.presentSheet, "\(written)\(resolvedName): a card sheet on iPhone (iOS 13+)")
    }
  }

  /// The large detent's top edge in window coordinates. Before iOS 26: 10 pt below the window's
  /// safe-area top on home-indicator phones, 40 on home-button phones (rule present.sheet.frame).
  /// From iOS 26: the window's safe-area top, at least 30 (rule present.sheet.frame.iOS26).
  static func largeTop(windowSafeArea: EdgeInsets, os: OSVersion) -> Double {
    if Rule.presentSheetFrameIOS26.applies(to: os) { return max(30, windowSafeArea.top) }
    return windowSafeArea.bottom > 0 ? windowSafeArea.top + 10 : 40
  }

  /// A detent's value, the sheet's height above the bottom safe area: the large detent's is
  /// `maximumDetentValue`; the medium detent's half of it before iOS 26, 0.56 of it from iOS 26
  /// (rounded down to the half point); a custom detent's its resolver's height (at most the
  /// maximum).
  package static func detentValue(
    _ d: SheetDetent, screen: Size, windowSafeArea: EdgeInsets, os: OSVersion
  ) -> Double {
    let maximum =
      screen.height - largeTop(windowSafeArea: windowSafeArea, os: os) - windowSafeArea.bottom
    return switch d {
    case .large: maximum
    case .medium:
      Rule.presentSheetMediumDetentIOS26.applies(to: os)
        ? (maximum * mediumRatioIOS26 * 2).rounded(.down) / 2 : (maximum / 2).rounded()
    case .custom(let h): min(h, maximum)
    }
  }

  /// The medium detent over maximumDetentValue from iOS 26: 425 / 759 on an iPhone 16, 356.5 / 637
  /// on an iPhone SE (3rd generation), iOS 26.1 (rule present.sheet.mediumDetent.iOS26).
  static let mediumRatioIOS26 = 0.56

  /// A custom detent below this value is drawn, on iOS 26.1, as a card neither 8 pt in nor as tall
  /// as its value and the bottom safe area (rule present.sheet.smallDetent.iOS26).
  static let smallDetentLimitIOS26 = 200.0

  /// The sheet's frame in window coordinates, iPhone portrait, at the detent UIKit moved it to,
  /// else the smallest of its detents (where it opens). Large: from `largeTop` down to the screen's
  /// bottom. A detent's value is a height above the bottom safe area, at most `maximumDetentValue`
  /// (the large detent's height less the bottom safe area). From iOS 26 every detent but large is a
  /// card 8 pt in from the sides and the bottom, scaled by (W − 16) / W: its frame is the one it is
  /// laid out in, the drawn card in its words (rule present.sheet.floatingCard).
  package static func sheetFrame(
    screen: Size, windowSafeArea: EdgeInsets, detents: [SheetDetent],
    selected: Derived<SheetDetent>? = nil, os: OSVersion = OSVersion(17, 0)
  )
    -> Derived<Rect>
  {
    let homeIndicator = windowSafeArea.bottom > 0
    let largeTop = largeTop(windowSafeArea: windowSafeArea, os: os)
    let large = Rect(y: largeTop, width: screen.width, height: screen.height - largeTop)
    let ios26 = Rule.presentSheetFrameIOS26.applies(to: os)
    let largeWhy =
      ios26
      ? "y \(formatPoints(largeTop)) = the window's safe-area top \(formatPoints(windowSafeArea.top))\(windowSafeArea.top < 30 ? ", at least 30" : ""); down to the screen's bottom"
      : homeIndicator
        ? "y \(formatPoints(largeTop)) = window safe-area top \(formatPoints(windowSafeArea.top)) + 10; down to the screen's bottom"
        : "y 40 = status bar 20 + 10 + 10 on a home-button phone; down to the screen's bottom"
    let largeRule = ios26 ? Rule.presentSheetFrameIOS26 : Rule.presentSheetFrame
    let maximum = large.height - windowSafeArea.bottom
    // Each detent's value; the sheet opens at the smallest. A closure, not a nested function: the
    // applied-by index names functions, not helpers.
    let value = { (d: SheetDetent) -> Double in
      detentValue(d, screen: screen, windowSafeArea: windowSafeArea, os: os)
    }
    let bottom = formatPoints(windowSafeArea.bottom)
    let shown: Derived<Rect>
    if let selected {
      // A detent UIKit moved the sheet to (rule present.sheet.keyboardExpands).
      let v = value(selected.value)
      if selected.value == .large || v >= maximum {
        return Derived(
          large, ruleOf: selected, "at its \(selected.value.name) detent: " + largeWhy)
      }
      let height = v + windowSafeArea.bottom
      shown = Derived(
        Rect(y: screen.height - height, width: screen.width, height: height), ruleOf: selected,
        "at its \(selected.value.name) detent: \(formatPoints(v)) + bottom safe area \(bottom)")
    } else {
      guard let smallest = detents.min(by: { value($0) < value($1) }), smallest != .large,
        value(smallest) < maximum
      else { return Derived(large, largeRule, largeWhy) }
      let v = value(smallest)
      let height = v + windowSafeArea.bottom
      let frame = Rect(y: screen.height - height, width: screen.width, height: height)
      if case .custom(let h) = smallest {
        shown = Derived(
          frame, Rule.presentSheetCustomDetent,
          "custom detent (the smallest of the sheet's detents is shown first): the resolver's \(formatPoints(h)), + bottom safe area \(bottom)"
        )
      } else if Rule.presentSheetMediumDetentIOS26.applies(to: os) {
        shown = Derived(
          frame, Rule.presentSheetMediumDetentIOS26,
          "medium detent (the smallest of the sheet's detents is shown first): 0.56 × maximumDetentValue \(formatPoints(maximum)) = \(formatPoints(v)) (to the half point), + bottom safe area \(bottom)"
        )
      } else {
        shown = Derived(
          frame, Rule.presentSheetMediumDetent,
          "medium detent (the smallest of the sheet's detents is shown first): half the large detent's \(formatPoints(maximum)) = \(formatPoints(v)), + bottom safe area \(bottom)"
        )
      }
    }
    guard Rule.presentSheetFloatingCard.applies(to: os) else { return shown }
    return floatingCard(shown, screen: screen, value: shown.value.height - windowSafeArea.bottom)
  }

  /// From iOS 26 a sheet below its large detent is a card 8 pt in from the sides and the bottom,
  /// scaled by (W − 16) / W about its bottom centre. Its views are laid out in the unscaled size, so
  /// the frame given is `frame` as laid out (full width, to the screen's bottom), and the words say
  /// where the card is drawn in the window.
  static func floatingCard(_ frame: Derived<Rect>, screen: Size, value: Double) -> Derived<Rect> {
    let f = frame.value
    let card = drawnCard(f, screen: screen)
    let height = card.height
    let why =
      "\(frame.why) = \(formatPoints(f.height)) tall (rule \(frame.rule)), laid out at the screen's bottom and drawn as a card 8 pt in from the sides and the bottom, scaled by \(formatPoints(screen.width - 16))/\(formatPoints(screen.width)): (\(formatPoints(card.minX)), \(formatPoints(card.minY)), \(formatPoints(card.width)), \(formatPoints(height))) in the window"
    let footing = frame.footing
    if value < smallDetentLimitIOS26 {
      return Derived(
        f, Rule.presentSheetSmallDetentIOS26,
        why
          + " (a detent under \(formatPoints(smallDetentLimitIOS26)) pt: UIKit 26.1 draws it"
          + " otherwise, not modelled)"
      ).restingOn(footing)
    }
    return Derived(f, Rule.presentSheetFloatingCard, why).restingOn(footing)
  }

  /// Where an iOS 26 card sheet laid out in `frame` is drawn in the window: scaled by
  /// (W − 16) / W, 8 pt in from the sides and the bottom (rule present.sheet.floatingCard).
  package static func drawnCard(_ frame: Rect, screen: Size) -> Rect {
    let height = frame.height * (screen.width - 16) / screen.width
    return Rect(x: 8, y: screen.height - 8 - height, width: screen.width - 16, height: height)
  }

  /// A navigation bar inside an iPhone sheet is 56 pt (no status-bar strip above it); 74 on iOS 26
  /// (a printed adjustedContentInset and SAP's constant; conflict C27). Inside an iPad form or page
  /// sheet before iOS 13 it is the iPad's own bar: 44, 50 from iOS 12; 56 from iOS 13, and on iOS
  /// 26 the libraries' 70 (no printed figure; rule present.iPadSheet.safeArea, low).
  package static func sheetNavigationBarHeight(os: OSVersion, style: Resolved = .sheet) -> Double {
    if style != .sheet && os.major < 13 { return os.major >= 12 ? 50 : 44 }
    guard os.major >= 26 else { return 56 }
    return style == .sheet ? 74 : 70
  }

  /// An iPad form sheet's size: 540 × 620 before iOS 16; from iPadOS 16, by the screen's longer
  /// side — 540 × 600 up to 1024 pt, 580 × 640 below 1590, 620 × 680 from 1590 (rule
  /// present.formSheet.iPad).
  package static func formSheetSize(os: OSVersion, screen: Size) -> Derived<Size> {
    guard os.major >= 16 else {
      return Derived(
        Size(width: 540, height: 620), Rule.presentFormSheetIPad,
        "540 × 620, the form sheet's size before iPadOS 16")
    }
    let longer = max(screen.width, screen.height)
    let size =
      longer >= 1590
      ? Size(width: 620, height: 680)
      : longer <= 1024 ? Size(width: 540, height: 600) : Size(width: 580, height: 640)
    return Derived(
      size, Rule.presentFormSheetIPad,
      "\(formatPoints(size.width)) × \(formatPoints(size.height)), iPadOS 16+'s form sheet for a screen \(formatPoints(longer)) pt on its longer side"
    )
  }

  /// An iPad form sheet (centered in the window) or page sheet before iOS 13 (the screen's portrait
  /// width, centered, from 20 pt below the window's top to its bottom), in window coordinates.
  package static func iPadSheetFrame(_ style: Resolved, window: Size, screen: Size, os: OSVersion)
    -> Derived<Rect>
  {
    if style == .pageSheet {
      let width = min(window.width, window.height)
      let x = ((window.width - width) / 2).rounded(.down)
      return Derived(
        Rect(x: x, y: 20, width: width, height: window.height - 20), Rule.presentPageSheetIPad,
        "the portrait width \(formatPoints(width)), centered (x \(formatPoints(x))); from y 20 to the window's bottom"
      )
    }
    let size = formSheetSize(os: os, screen: screen)
    let x = ((window.width - size.value.width) / 2).rounded(.down)
    let y = ((window.height - size.value.height) / 2).rounded(.down)
    return Derived(
      Rect(x: x, y: y, width: size.value.width, height: size.value.height), ruleOf: size,
      size.why + ", centered in the window: (\(formatPoints(x)), \(formatPoints(y)))")
  }

  /// An iPad form or page sheet's root view safe area: no status bar inside the sheet; its
  /// navigation bar gives the top; the bottom is what the sheet overlaps of the window's bottom
  /// inset (nothing, centered).
  package static func iPadSheetSafeArea(
    frame: Rect, window: Size, windowSafeArea: EdgeInsets, navigationBar: Double?,
    additional: EdgeInsets
  ) -> Derived<EdgeInsets> {
    let bottom = max(0, frame.maxY - (window.height - windowSafeArea.bottom))
    let insets = EdgeInsets(top: navigationBar ?? 0, bottom: bottom) + additional
    return SafeAreaPropagation.clampedAtZero(
      Derived(
        insets, Rule.presentIPadSheetSafeArea,
        "top \(formatPoints(insets.top)) = \(navigationBar.map { "the sheet's navigation bar \(formatPoints($0))" } ?? "0 (no status bar in a sheet)")\(additional.top != 0 ? " + additional \(formatPoints(additional.top))" : ""); bottom \(formatPoints(insets.bottom)) = what the sheet overlaps of the window's bottom inset \(formatPoints(windowSafeArea.bottom))\(additional.bottom != 0 ? " + additional \(formatPoints(additional.bottom))" : "")"
      ))
  }

  /// The sheet's root view safe area: no status-bar strip at the top (the sheet's navigation bar,
  /// when it has one, gives the top), the home indicator at the bottom (the sheet reaches the
  /// screen's bottom), plus the controller's additionalSafeAreaInsets.
  package static func sheetSafeArea(
    windowSafeArea: EdgeInsets, navigationBarVisible: Bool, additional: EdgeInsets,
    os: OSVersion = OSVersion(17, 0)
  ) -> Derived<EdgeInsets> {
    let bar = sheetNavigationBarHeight(os: os)
    let top = navigationBarVisible ? bar : 0
    let insets = EdgeInsets(top: top, bottom: windowSafeArea.bottom) + additional
    return SafeAreaPropagation.clampedAtZero(
      Derived(
        insets, Rule.presentSheetSafeArea,
        "top \(formatPoints(insets.top)) = \(navigationBarVisible ? "the sheet's navigation bar \(formatPoints(bar))" : "0 (no status bar in a sheet)")\(additional.top != 0 ? " + additional \(formatPoints(additional.top))" : ""); bottom \(formatPoints(insets.bottom)) = home indicator \(formatPoints(windowSafeArea.bottom))\(additional.bottom != 0 ? " + additional \(formatPoints(additional.bottom))" : "")"
      ))
  }
}

extension Rule {
  public static let presentStyle = Rule(
    "present.style", from: any,
    "present uses the step's style, else the controller's modalPresentationStyle, else .automatic (iOS 13+) or .fullScreen (before).",
    provenance: ["docs/facts/flows.md (M1)", vcHeader], confidence: .high)

  public static let presentAdaptsToFullScreen = Rule(
    "present.adaptsToFullScreen", from: any,
    "On iPhone, page sheets, form sheets and popovers are full screen before iOS 13, and in landscape (compact height) from iOS 13; in a compact-width iPad window they are full screen before iOS 13.",
    provenance: [
      "https://developer.apple.com/videos/play/wwdc2019/224", "docs/facts/flows.md (G1, M8)",
    ],
    confidence: .high)

  public static let presentSheet = Rule(
    "present.sheet", from: OSVersion(13, 0),
    "From iOS 13 a page sheet, form sheet or popover (adapted) on an iPhone in portrait, or in a compact-width iPad window, is a card: the presenter's view stays in the window.",
    provenance: [
      "https://developer.apple.com/videos/play/wwdc2019/224", "docs/facts/flows.md (M3, M8)",
    ],
    confidence: .high)

  public static let presentAutomaticIPad = Rule(
    "present.automatic.iPad", from: OSVersion(13, 0),
    "On iPad UIKit maps .automatic to .formSheet from iOS 18 and to .pageSheet on iOS 13–17 (a card page sheet on iPad is refused: no source gives its size).",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic (\"formSheet in iOS 18 and later; pageSheet in versions of iOS earlier than iOS 18\")",
      "docs/research/IPAD-SHEETS-RESEARCH.md A1–A3",
    ], confidence: .high)

  public static let presentFormSheetIPad = Rule(
    "present.formSheet.iPad", from: OSVersion(7, 0),
    "An iPad form sheet in a regular-width window is centered in the window: 540 × 620 before iPadOS 16; from iPadOS 16 by the screen's longer side — 540 × 600 up to 1024 pt, 580 × 640 below 1590, 620 × 680 from 1590. The presenter's view stays: it hears no appearance callbacks.",
    provenance: [
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/blob/6d54c2612d4e4ddfd6b2236405288f4598b24635/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/_UISheetPresentationMetrics.mm (defaultFormSheetSizeForScreenSize:, iOS 26.1)",
      "https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-and-ipados-16-e87e0d5c8a5d (form sheets slightly bigger from iPadOS 16 beta 4)",
      "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet (centered)",
      "https://regularberry.github.io/2019/02/22/why-isnt-viewwillappear-getting-called.html (.formSheet on iPad: no viewWillAppear for the presenter)",
      "docs/research/IPAD-SHEETS-RESEARCH.md F1–F8", "docs/facts/conflicts.md (C22)",
    ], confidence: .medium,
    conflict:
      "540 × 620 comes from developers' constants (no Apple source); the iPadOS 16+ table is a third-party decompile of UIKit 26.1 applied from 16 on. On iPadOS 26.1 an iPad (A16) was measured at [120, 260, 580, 650], not [120, 270, 580, 640] (docs/facts/conflicts.md C22): one device, kept as a conflict. A preferredContentSize, the keyboard's lift of the sheet and a card sheet's own layout are not modelled."
  )

  public static let presentPageSheetIPad = Rule(
    "present.pageSheet.iPad", from: OSVersion(7, 0), through: OSVersion(12, 4),
    "Before iOS 13 an iPad page sheet takes the screen's portrait width, centered, from 20 pt below the window's top to its bottom; the presenter's view stays.",
    provenance: [
      "https://learn.microsoft.com/en-us/dotnet/api/uikit.uimodalpresentationstyle (\"Set to the height and width of the screen in portrait orientation\")",
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/blob/6d54c2612d4e4ddfd6b2236405288f4598b24635/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/_UIPageSheetPresentationController.mm (legacy frame: width min(w, h), y 20, height h − 20)",
    ], confidence: .medium)

  public static let presentIPadSheetSafeArea = Rule(
    "present.iPadSheet.safeArea", from: OSVersion(7, 0),
    "Inside an iPad form or page sheet the root view has no status-bar inset: its navigation bar (56 pt from iOS 13, 70 on iOS 26; the iPad's 44, or 50 from iOS 12, before) gives the top, and the bottom is what the sheet overlaps of the window's bottom inset (nothing for a centered form sheet).",
    provenance: [
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/blob/6d54c2612d4e4ddfd6b2236405288f4598b24635/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/_UIFormSheetPresentationController.mm (_presentationPotentiallyUnderlapsStatusBar)",
      "https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4",
      "docs/research/IPAD-SHEETS-RESEARCH.md F14–F15",
    ], confidence: .low,
    conflict:
      "No printed safe area or bar height inside an iPad sheet was found: the iPhone sheet's 56 pt is assumed from iOS 13, and its 70 on iOS 26 (react-navigation gives an iPad modal 64, SAP 67: docs/facts/conflicts.md C27)."
  )

  public static let presentSheetFrame = Rule(
    "present.sheet.frame", from: OSVersion(13, 0), through: OSVersion(18, 7),
    "Before iOS 26 an iPhone sheet's top edge is 10 pt below the window's safe-area top on home-indicator phones, at 40 on home-button phones; it reaches the screen's bottom.",
    provenance: [
      "https://github.com/boscojwho/SheetInteraction/blob/bfb20400edfb1cb0cee5b0bd54c4fdac4afbb70d/SheetInteraction/Detents.swift"
    ], confidence: .medium)

  public static let presentSheetMediumDetent = Rule(
    "present.sheet.mediumDetent", from: OSVersion(15, 0), through: OSVersion(18, 7),
    "Before iOS 26 a sheet with a medium detent opens at it (the smallest detent): half of maximumDetentValue (the large detent's height less the bottom safe area), above the bottom safe area.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()",
      "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier",
      "https://github.com/the49ltd/The49.Maui.BottomSheet/issues/86",
      "https://github.com/boscojwho/SheetInteraction/blob/bfb20400edfb1cb0cee5b0bd54c4fdac4afbb70d/SheetInteraction/Detents.swift",
      "docs/facts/flows.md (G5)",
    ], confidence: .low,
    conflict:
      "Apple says \"approximately half the height of the screen\"; half of maximumDetentValue (a ratio detent of 0.5) is a library's reading, not a printed frame."
  )

  public static let presentSheetFrameIOS26 = Rule(
    "present.sheet.frame.iOS26", from: OSVersion(26, 0),
    "From iOS 26 an iPhone sheet's large detent starts at the window's safe-area top (59 on an iPhone 16: frame (0, 59, 393, 793), maximumDetentValue 759), at least 30 (home-button phones, status bar shown or hidden); it reaches the screen's bottom.",
    provenance: [
      "https://github.com/Vercantez/openuikit/blob/6f62d1d0df4b4aa3490da5e9637345741e1942d2/fixtures/realapp/detents_ios.json (iOS 26.1 simulator dump, iPhone 16: case large, presentedFrame [0, 59, 393, 793]; maximumDetentValue 759)",
      "https://github.com/Vercantez/openuikit/blob/3dc28ed19c4f19e4be251afacf9fdb878eb27887/uikit/Sources/OpenUIKit/UIPresentation.swift (compactMinimumTopInset: probe_sheet_inset, iPhone SE 3rd generation, iOS 26.1, UIDropShadowView [0, 30, 375, 637] at window safe-area top 0 and 20)",
      "docs/facts/keyboards-and-sheets.md (SI1, SI2)",
    ], confidence: .high,
    conflict:
      "The iPhone 16 figure is a printed dump (high); the home-button figure of 30 is a comment on a measurement whose dump is not published (medium)."
  )

  public static let presentSheetMediumDetentIOS26 = Rule(
    "present.sheet.mediumDetent.iOS26", from: OSVersion(26, 0),
    "From iOS 26 the medium detent is 0.56 of maximumDetentValue (425 of 759 on an iPhone 16, 356.5 of 637 on an iPhone SE 3rd generation, iOS 26.1), taken to the half point below; the sheet opens at it when it is the smallest detent.",
    provenance: [
      "https://github.com/Vercantez/openuikit/blob/6f62d1d0df4b4aa3490da5e9637345741e1942d2/fixtures/realapp/detents_ios.json (case medium: presentedFrame [8, 403.687, 377, 440.313], 440.313 × 393/377 = 459 = 425 + 34)",
      "https://github.com/Vercantez/openuikit/blob/3dc28ed19c4f19e4be251afacf9fdb878eb27887/uikit/Sources/OpenUIKit/UIPresentation.swift (mediumDetentValue 425 over mediumDetentMaximum 759; the SE's 356.5 / 637)",
      "https://github.com/Vercantez/openuikit/blob/dc5d2536930afd0237689e0ad7a58c2f9372e9a3/uikit/Tests/OpenUIKitTests/DynamicTypeTests.swift (testSEWindowLargeAndMediumDetentsOnIOS: medium 356.5 unscaled, drawn [8, 317.711, 359, 341.289])",
      "docs/facts/keyboards-and-sheets.md (SI3)",
    ], confidence: .high,
    conflict:
      "0.56 fits both printed values to the pixel (425.04 → 425 at 3x, 356.72 → 356.5 at 2x); whether UIKit rounds to the pixel or down, and the exact ratio, are not printed."
  )

  public static let presentSheetFloatingCard = Rule(
    "present.sheet.floatingCard", from: OSVersion(26, 0),
    "From iOS 26 an iPhone sheet below its large detent is drawn as a card 8 pt in from the sides and the bottom, scaled by (W − 16) / W: on an iPhone 16 the medium sheet's 459-pt view is at [8, 403.687, 377, 440.313] in the window, a custom 400's 434-pt view at [8, 427.669, 377, 416.331]. The presented view's bounds and safe area keep the unscaled size (bottom 34), and its views are laid out in it: its frame is given as laid out, full width at the screen's bottom (0, 393, 393, 459 at medium), and the drawn card is in the words of the change; at the large detent it is full width.",
    provenance: [
      "https://github.com/Vercantez/openuikit/blob/6f62d1d0df4b4aa3490da5e9637345741e1942d2/fixtures/realapp/detents_ios.json (iOS 26.1, iPhone 16: medium and custom 200, 288, 300, 400, 500, 600, 700 all fit; custom 10000 is the large frame)",
      "https://github.com/lodev09/react-native-true-sheet/issues/732 (scale(0.961) on UIDropShadowView at every detent but large, about 8-pt margins)",
      "docs/facts/keyboards-and-sheets.md (SI4)",
    ], confidence: .high)

  public static let presentSheetSmallDetentIOS26 = Rule(
    "present.sheet.smallDetent.iOS26", from: OSVersion(26, 0),
    "From iOS 26 a custom detent under 200 pt is not the 8-pt card of present.sheet.floatingCard: on an iPhone 16 (iOS 26.1) the custom 144 is 144 pt tall unscaled with a 9.62-pt margin and a bottom safe area of 31.33, the custom 100 is 100 tall with a 21.51 margin and a bottom safe area of 11, the custom 10 is 10 tall with a 28 margin and no bottom safe area. The arithmetic behind these is not known: the model draws them as the 8-pt card, its value plus the bottom safe area tall.",
    provenance: [
      "https://github.com/Vercantez/openuikit/blob/6f62d1d0df4b4aa3490da5e9637345741e1942d2/fixtures/realapp/detents_ios.json (cases custom-10.0, custom-100.0, custom-144.0)",
      "docs/facts/keyboards-and-sheets.md (SI5)",
    ], confidence: .low,
    conflict:
      "The dump prints three small detents whose margins (28, 21.51, 9.62), heights and bottom safe areas (0, 11, 31.33) follow no rule found; where between 144 and 200 the 8-pt card begins is not printed."
  )

  public static let presentSheetCustomDetent = Rule(
    "present.sheet.customDetent", from: OSVersion(16, 0),
    "A custom detent (.custom(identifier:resolver:), iOS 16+) is the height its resolver returns, within the sheet's safe area: the sheet's top is that far above the bottom safe area (0 puts it at the window's height less the bottom inset); a value over maximumDetentValue is taken as it. The sheet opens at its smallest detent.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)",
      "https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext/maximumdetentvalue",
      "https://github.com/boscojwho/SheetInteraction/blob/bfb20400edfb1cb0cee5b0bd54c4fdac4afbb70d/SheetInteraction/Detents.swift",
    ], confidence: .medium,
    conflict:
      "What UIKit does with a resolver value over maximumDetentValue is not documented: it is clamped here (low)."
  )

  public static let presentSheetSafeArea = Rule(
    "present.sheet.safeArea", from: OSVersion(13, 0),
    "A sheet's root view has no status-bar inset; its navigation bar (56 pt in a sheet, 74 on iOS 26) gives the top, the home indicator the bottom.",
    provenance: [
      "https://github.com/wix/react-native-navigation/issues/5730",
      "https://github.com/Tencent/QMUI_iOS/issues/877",
      "https://github.com/QuintGao/GKNavigationBarSwift/blob/812a98ce69c5d38b8cdc6e4b6f2c25eabc8bbcd3/Sources/GKNavigationBarConfigure.swift",
      "https://github.com/react-navigation/react-navigation/blob/260b604ba4b96c35826b2a326a9137363b8de0fd/packages/elements/src/Header/getDefaultHeaderHeight.tsx (Liquid Glass: 70 for a modal presentation on a phone)",
      "docs/facts/conflicts.md (C27)",
      "https://github.com/crifan/ios_re_dynamic_debug/blob/51b66bea99a282910b4d80b971efe4e30aef173b/src/debug_ui/cycript/output_example.md (a cycript dump of a page sheet on a 375-wide phone, iOS 16 or later: the sheet (0 40; 375 627), its navigation bar 56 tall, the table's adjustedContentInset {56, 0, 0, 0})",
      "https://github.com/thakur-vijay/vynk-ios/blob/defc9bea706a3c83895ad351d4b3a98eaba0605e/Vynk/Features/Lists/Presentation/Components/EditableListsSection.swift (iOS 26, a 428-wide phone, a sheet's NavigationStack with an inline title: the list's frame (0 0; 428 879), contentOffset {0, -74}, adjustedContentInset {74, 0, 34, 0})",
      "https://github.com/Vercantez/openuikit/blob/6f62d1d0df4b4aa3490da5e9637345741e1942d2/fixtures/realapp/detents_ios.json (iOS 26.1, iPhone 16, no navigation bar: contentSafeArea [0, 0, 34, 0] at the large, medium and custom 200–700 detents)",
    ], confidence: .medium,
    conflict:
      "The 56-pt sheet navigation bar is measured and printed (a cycript dump); iOS 26's 74 is one printed adjustedContentInset (a SwiftUI NavigationStack in a sheet) and SAP's constant, against the 70 of two libraries' constants (GKNavigationBarSwift, react-navigation @260b604) and a 64 inferred from a full-screen probe (docs/facts/conflicts.md C27); the sheet's own safe area is printed only on iOS 26.1 without a navigation bar (0 at the top, the home indicator's 34 at the bottom, at every detent from custom 200 up; smaller detents print less, rule present.sheet.smallDetent.iOS26)."
  )
}

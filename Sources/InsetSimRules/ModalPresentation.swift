import InsetSimModel
import InsetSimSupport

/// How a presented controller is shown: the style UIKit resolves and adapts to, and the frame and
/// safe area
/// of an iPhone sheet (iOS 13+) and of an iPad form sheet or (before iOS 13) page sheet. Sources:
/// UIKIT-FLOWS M1, M8, G1; FLOWS-RESEARCH SG1–SG6; IPAD-SHEETS-RESEARCH.
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
    /// compact-width
    /// iPad window, iOS 13+).
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
    compactWidth: Bool = true
  ) -> Derived<Resolved> {
    let style = requested ?? controllerStyle ?? (os.major >= 13 ? .automatic : .fullScreen)
    let written =
      requested != nil
      ? "style \(style.rawValue)"
      : controllerStyle != nil
        ? "modalPresentationStyle \(style.rawValue)" : "the default style \(style.rawValue)"
    switch style {
    case .fullScreen:
      return Derived(.fullScreen, "present.style", "\(written)")
    case .overFullScreen:
      return Derived(
        .overFullScreen, "present.style", "\(written): the presenter's view stays in the window")
    case .automatic where idiom == .pad, .pageSheet where idiom == .pad,
      .formSheet where idiom == .pad, .popover where idiom == .pad:
      let sheet: PresentationStyle =
        style == .automatic ? (os.major >= 18 ? .formSheet : .pageSheet) : style
      let resolvedName =
        style == .automatic
        ? " → \(sheet.rawValue) (UIKit maps .automatic to .formSheet from iOS 18, .pageSheet before)"
        : ""
      if compactWidth {
        if os.major < 13 {
          return Derived(
            .fullScreen, "present.adaptsToFullScreen",
            "\(written)\(resolvedName): a compact-width iPad window shows it full screen before iOS 13"
          )
        }
        return Derived(
          .sheet, "present.sheet",
          "\(written)\(resolvedName): a card sheet in a compact-width iPad window, as on iPhone")
      }
      if sheet == .pageSheet {
        return Derived(
          .pageSheet, "present.pageSheet.iPad", "\(written)\(resolvedName): an iPad page sheet")
      }
      return Derived(
        .formSheet, style == .automatic ? "present.automatic.iPad" : "present.formSheet.iPad",
        "\(written)\(resolvedName): an iPad form sheet, centered")
    case .automatic, .pageSheet, .formSheet, .popover:
      let resolvedName =
        style == .automatic
        ? " → pageSheet (UIViewController resolves .automatic to .pageSheet)" : ""
      if os.major < 13 {
        return Derived(
          .fullScreen, "present.adaptsToFullScreen",
          "\(written)\(resolvedName): an iPhone before iOS 13 shows it full screen")
      }
      if idiom == .phone && landscape {
        return Derived(
          .fullScreen, "present.adaptsToFullScreen",
          "\(written)\(resolvedName): in landscape (compact height) an iPhone sheet is full screen")
      }
      return Derived(
        .sheet, "present.sheet", "\(written)\(resolvedName): a card sheet on iPhone (iOS 13+)")
    }
  }

  /// The sheet's frame in window coordinates, iPhone portrait: its top 10 pt below the window's
  /// safe-area
  /// top on home-indicator phones, 40 on home-button phones (status bar 20 + 10 + 10); down to the
  /// screen's
  /// bottom. With only a medium detent, half the large detent's usable height, above the bottom
  /// safe area.
  package static func sheetFrame(screen: Size, windowSafeArea: EdgeInsets, detents: [SheetDetent])
    -> Derived<Rect>
  {
    let homeIndicator = windowSafeArea.bottom > 0
    let largeTop = homeIndicator ? windowSafeArea.top + 10 : 40
    let large = Rect(y: largeTop, width: screen.width, height: screen.height - largeTop)
    let largeWhy =
      homeIndicator
      ? "y \(formatPoints(largeTop)) = window safe-area top \(formatPoints(windowSafeArea.top)) + 10; down to the screen's bottom"
      : "y 40 = status bar 20 + 10 + 10 on a home-button phone; down to the screen's bottom"
    guard detents.contains(.medium) else { return Derived(large, "present.sheet.frame", largeWhy) }
    let maximum = large.height - windowSafeArea.bottom
    let medium = (maximum / 2).rounded()
    let height = medium + windowSafeArea.bottom
    return Derived(
      Rect(y: screen.height - height, width: screen.width, height: height),
      "present.sheet.mediumDetent",
      "medium detent (the smallest of the sheet's detents is shown first): half the large detent's \(formatPoints(maximum)) = \(formatPoints(medium)), + bottom safe area \(formatPoints(windowSafeArea.bottom))"
    )
  }

  /// A navigation bar inside an iPhone sheet is 56 pt (no status-bar strip above it); 70 on iOS 26.
  /// Inside
  /// an iPad form or page sheet before iOS 13 it is the iPad's own bar: 44, 50 from iOS 12.
  package static func sheetNavigationBarHeight(os: OSVersion, style: Resolved = .sheet) -> Double {
    if style != .sheet && os.major < 13 { return os.major >= 12 ? 50 : 44 }
    return os.major >= 26 ? 70 : 56
  }

  /// An iPad form sheet's size: 540 × 620 before iOS 16; from iPadOS 16, by the screen's longer
  /// side —
  /// 540 × 600 up to 1024 pt, 580 × 640 below 1590, 620 × 680 from 1590 (rule
  /// present.formSheet.iPad).
  package static func formSheetSize(os: OSVersion, screen: Size) -> Derived<Size> {
    guard os.major >= 16 else {
      return Derived(
        Size(width: 540, height: 620), "present.formSheet.iPad",
        "540 × 620, the form sheet's size before iPadOS 16")
    }
    let longer = max(screen.width, screen.height)
    let size =
      longer >= 1590
      ? Size(width: 620, height: 680)
      : longer <= 1024 ? Size(width: 540, height: 600) : Size(width: 580, height: 640)
    return Derived(
      size, "present.formSheet.iPad",
      "\(formatPoints(size.width)) × \(formatPoints(size.height)), iPadOS 16+'s form sheet for a screen \(formatPoints(longer)) pt on its longer side"
    )
  }

  /// An iPad form sheet (centered in the window) or page sheet before iOS 13 (the screen's portrait
  /// width,
  /// centered, from 20 pt below the window's top to its bottom), in window coordinates.
  package static func iPadSheetFrame(_ style: Resolved, window: Size, screen: Size, os: OSVersion)
    -> Derived<Rect>
  {
    if style == .pageSheet {
      let width = min(window.width, window.height)
      let x = ((window.width - width) / 2).rounded(.down)
      return Derived(
        Rect(x: x, y: 20, width: width, height: window.height - 20), "present.pageSheet.iPad",
        "the portrait width \(formatPoints(width)), centered (x \(formatPoints(x))); from y 20 to the window's bottom"
      )
    }
    let size = formSheetSize(os: os, screen: screen)
    let x = ((window.width - size.value.width) / 2).rounded(.down)
    let y = ((window.height - size.value.height) / 2).rounded(.down)
    return Derived(
      Rect(x: x, y: y, width: size.value.width, height: size.value.height), size.rule,
      size.why + ", centered in the window: (\(formatPoints(x)), \(formatPoints(y)))")
  }

  /// An iPad form or page sheet's root view safe area: no status bar inside the sheet; its
  /// navigation bar
  /// gives the top; the bottom is what the sheet overlaps of the window's bottom inset (nothing,
  /// centered).
  package static func iPadSheetSafeArea(
    frame: Rect, window: Size, windowSafeArea: EdgeInsets, navigationBar: Double?,
    additional: EdgeInsets
  ) -> Derived<EdgeInsets> {
    let bottom = max(0, frame.maxY - (window.height - windowSafeArea.bottom))
    let insets = EdgeInsets(top: navigationBar ?? 0, bottom: bottom) + additional
    return Derived(
      insets, "present.iPadSheet.safeArea",
      "top \(formatPoints(insets.top)) = \(navigationBar.map { "the sheet's navigation bar \(formatPoints($0))" } ?? "0 (no status bar in a sheet)")\(additional.top != 0 ? " + additional \(formatPoints(additional.top))" : ""); bottom \(formatPoints(insets.bottom)) = what the sheet overlaps of the window's bottom inset \(formatPoints(windowSafeArea.bottom))\(additional.bottom != 0 ? " + additional \(formatPoints(additional.bottom))" : "")"
    )
  }

  /// The sheet's root view safe area: no status-bar strip at the top (the sheet's navigation bar,
  /// when it has
  /// one, gives the top), the home indicator at the bottom (the sheet reaches the screen's bottom),
  /// plus the
  /// controller's additionalSafeAreaInsets.
  package static func sheetSafeArea(
    windowSafeArea: EdgeInsets, navigationBarVisible: Bool, additional: EdgeInsets,
    os: OSVersion = OSVersion(17, 0)
  ) -> Derived<EdgeInsets> {
    let bar = sheetNavigationBarHeight(os: os)
    let top = navigationBarVisible ? bar : 0
    let insets = EdgeInsets(top: top, bottom: windowSafeArea.bottom) + additional
    return Derived(
      insets, "present.sheet.safeArea",
      "top \(formatPoints(insets.top)) = \(navigationBarVisible ? "the sheet's navigation bar \(formatPoints(bar))" : "0 (no status bar in a sheet)")\(additional.top != 0 ? " + additional \(formatPoints(additional.top))" : ""); bottom \(formatPoints(insets.bottom)) = home indicator \(formatPoints(windowSafeArea.bottom))\(additional.bottom != 0 ? " + additional \(formatPoints(additional.bottom))" : "")"
    )
  }
}

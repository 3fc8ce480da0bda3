import InsetSimSupport
import InsetSimModel

/// How a presented controller is shown: the style UIKit resolves and adapts to, and the frame and safe area
/// of an iPhone sheet (iOS 13+). Sources: UIKIT-FLOWS M1, M8, G1; FLOWS-RESEARCH SG1–SG6.
///
///     ModalPresentation.resolve(nil, controllerStyle: nil, os: OSVersion(17, 0), idiom: .phone, landscape: false).value  // .sheet
package enum ModalPresentation {
  /// What the simulator lays out.
  package enum Resolved: String, Sendable {
    /// Full screen: the presenter's view leaves the window at the end.
    case fullScreen
    /// Over full screen: the presented view covers the screen and the presenter's view stays.
    case overFullScreen
    /// A card from the bottom (page sheet, form sheet or popover adapted on iPhone, iOS 13+).
    case sheet
  }

  package static func resolve(
    _ requested: PresentationStyle?, controllerStyle: PresentationStyle?, os: OSVersion, idiom: Device.Idiom, landscape: Bool
  ) -> Derived<Resolved> {
    let style = requested ?? controllerStyle ?? (os.major >= 13 ? .automatic : .fullScreen)
    let written = requested != nil ? "style \(style.rawValue)" : controllerStyle != nil ? "modalPresentationStyle \(style.rawValue)" : "the default style \(style.rawValue)"
    switch style {
    case .fullScreen:
      return Derived(.fullScreen, "present.style", "\(written)")
    case .overFullScreen:
      return Derived(.overFullScreen, "present.style", "\(written): the presenter's view stays in the window")
    case .automatic, .pageSheet, .formSheet, .popover:
      let resolvedName = style == .automatic ? " → pageSheet (UIViewController resolves .automatic to .pageSheet)" : ""
      if os.major < 13 {
        return Derived(.fullScreen, "present.adaptsToFullScreen", "\(written)\(resolvedName): an iPhone before iOS 13 shows it full screen")
      }
      if idiom == .phone && landscape {
        return Derived(.fullScreen, "present.adaptsToFullScreen", "\(written)\(resolvedName): in landscape (compact height) an iPhone sheet is full screen")
      }
      return Derived(.sheet, "present.sheet", "\(written)\(resolvedName): a card sheet on iPhone (iOS 13+)")
    }
  }

  /// The sheet's frame in window coordinates, iPhone portrait: its top 10 pt below the window's safe-area
  /// top on home-indicator phones, 40 on home-button phones (status bar 20 + 10 + 10); down to the screen's
  /// bottom. With only a medium detent, half the large detent's usable height, above the bottom safe area.
  package static func sheetFrame(screen: Size, windowSafeArea: EdgeInsets, detents: [SheetDetent]) -> Derived<Rect> {
    let homeIndicator = windowSafeArea.bottom > 0
    let largeTop = homeIndicator ? windowSafeArea.top + 10 : 40
    let large = Rect(y: largeTop, width: screen.width, height: screen.height - largeTop)
    let largeWhy = homeIndicator
      ? "y \(formatPoints(largeTop)) = window safe-area top \(formatPoints(windowSafeArea.top)) + 10; down to the screen's bottom"
      : "y 40 = status bar 20 + 10 + 10 on a home-button phone; down to the screen's bottom"
    guard detents.contains(.medium) else { return Derived(large, "present.sheet.frame", largeWhy) }
    let maximum = large.height - windowSafeArea.bottom
    let medium = (maximum / 2).rounded()
    let height = medium + windowSafeArea.bottom
    return Derived(Rect(y: screen.height - height, width: screen.width, height: height), "present.sheet.mediumDetent",
      "medium detent (the smallest of the sheet's detents is shown first): half the large detent's \(formatPoints(maximum)) = \(formatPoints(medium)), + bottom safe area \(formatPoints(windowSafeArea.bottom))")
  }

  /// A navigation bar inside an iPhone sheet is 56 pt (no status-bar strip above it); 70 on iOS 26.
  package static func sheetNavigationBarHeight(os: OSVersion) -> Double { os.major >= 26 ? 70 : 56 }

  /// The sheet's root view safe area: no status-bar strip at the top (the sheet's navigation bar, when it has
  /// one, gives the top), the home indicator at the bottom (the sheet reaches the screen's bottom), plus the
  /// controller's additionalSafeAreaInsets.
  package static func sheetSafeArea(
    windowSafeArea: EdgeInsets, navigationBarVisible: Bool, additional: EdgeInsets, os: OSVersion = OSVersion(17, 0)
  ) -> Derived<EdgeInsets> {
    let bar = sheetNavigationBarHeight(os: os)
    let top = navigationBarVisible ? bar : 0
    let insets = EdgeInsets(top: top, bottom: windowSafeArea.bottom) + additional
    return Derived(insets, "present.sheet.safeArea",
      "top \(formatPoints(insets.top)) = \(navigationBarVisible ? "the sheet's navigation bar \(formatPoints(bar))" : "0 (no status bar in a sheet)")\(additional.top != 0 ? " + additional \(formatPoints(additional.top))" : ""); bottom \(formatPoints(insets.bottom)) = home indicator \(formatPoints(windowSafeArea.bottom))\(additional.bottom != 0 ? " + additional \(formatPoints(additional.bottom))" : "")")
  }
}

import InsetSimModel
import InsetSimSupport

/// An iPhone sheet in compact height (landscape) with `prefersEdgeAttachedInCompactHeight`
/// (iOS 15+): it stays a sheet, attached to the bottom edge, as wide as the window's safe area,
/// at its large detent (the medium detent is inactive in compact height). Sources:
/// docs/facts/keyboards-and-sheets.md (SH1–SH4).
///
///     SheetEdgeAttached.frame(screen: Size(width: 852, height: 393),
///       windowSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)).value
///     // (59, 10, 734, 383)
package enum SheetEdgeAttached {
  /// The sheet's frame in window coordinates: x at the window's safe-area left, as wide as the
  /// safe area; its top 10 pt below the window's safe-area top (as the large detent in portrait);
  /// down to the screen's bottom.
  package static func frame(screen: Size, windowSafeArea: EdgeInsets) -> Derived<Rect> {
    let x = windowSafeArea.left
    let width = screen.width - windowSafeArea.left - windowSafeArea.right
    let y = windowSafeArea.top + 10
    return Derived(
      Rect(x: x, y: y, width: width, height: screen.height - y), Rule.presentSheetEdgeAttached,
      "edge-attached in compact height: x \(formatPoints(x)) and width \(formatPoints(width)), the window's safe area; y \(formatPoints(y)) = safe-area top \(formatPoints(windowSafeArea.top)) + 10, at the large detent (medium is inactive in compact height); down to the screen's bottom"
    )
  }

  /// Whether any of `detents` is active in compact height (the medium detent is not; none listed
  /// means the default, large).
  package static func hasActiveDetent(_ detents: [SheetDetent]) -> Bool {
    detents.isEmpty || detents.contains { $0 != .medium }
  }

  /// Whether `detents` hold a custom detent, whose resting place in compact height is not printed
  /// (outside.sheetDetentsInCompactHeight).
  package static func hasCustomDetent(_ detents: [SheetDetent]) -> Bool {
    detents.contains { if case .custom = $0 { true } else { false } }
  }
}

extension Rule {
  public static let presentSheetEdgeAttached = Rule(
    "present.sheet.edgeAttached", from: OSVersion(15, 0),
    "With prefersEdgeAttachedInCompactHeight an iPhone sheet in landscape (compact height) stays a sheet instead of going full screen: attached to the bottom edge, as wide as the window's safe area (widthFollowsPreferredContentSizeWhenEdgeAttached off), at its large detent, since the medium detent is inactive in compact height. The presenter's view stays in the window.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersedgeattachedincompactheight",
      "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/widthfollowspreferredcontentsizewhenedgeattached",
      "https://github.com/itsnebulalol/sdks/blob/e9414e087753613edec33b4ff0319ed9d35199ec/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISheetPresentationController.h",
      "docs/facts/keyboards-and-sheets.md (SH1–SH3)",
    ], confidence: .low,
    conflict:
      "The width (the container's safe-area width) and the inactive medium detent are documented (high); the top edge, 10 pt below the window's safe-area top as in portrait, is assumed: no printed frame of an edge-attached sheet was found. Where a sheet with a custom detent rests in compact height is not printed: the sheet is shown at its large detent, and the run notes outside.sheetDetentsInCompactHeight."
  )

  public static let presentSheetNoActiveDetent = Rule(
    "present.sheet.noActiveDetent", from: OSVersion(15, 0),
    "An edge-attached sheet whose only detent is medium has no active detent in compact height: UIKit raises \"At least one detent must be active\".",
    provenance: [
      "https://github.com/quran/quran-ios/pull/961",
      "https://github.com/itsnebulalol/sdks/blob/e9414e087753613edec33b4ff0319ed9d35199ec/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISheetPresentationController.h",
      "docs/facts/keyboards-and-sheets.md (SH3)",
    ], confidence: .low,
    conflict:
      "One app's fix names the exception; whether a sheet that shows full screen in compact height (not edge-attached) raises too is not established: such a run notes outside.sheetDetentsInCompactHeight and goes on with its values assumed."
  )

  public static let presentSheetGrabber = Rule(
    "present.sheet.grabber", from: OSVersion(15, 0),
    "prefersGrabberVisible draws the grabber over the top of the sheet's content: the sheet's frame and its root view's safe area do not change.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible",
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/blob/6d54c2612d4e4ddfd6b2236405288f4598b24635/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/UISheetPresentationController.mm (_setInsetsPresentedViewForGrabber: a separate, private option)",
      "docs/facts/keyboards-and-sheets.md (SH4)",
    ], confidence: .low,
    conflict:
      "Inferred: insetting the content for the grabber is a private option apart from prefersGrabberVisible in UIKit 26.1; no printed safe area of a sheet with a grabber was found."
  )
}

import InsetSimModel
import InsetSimSupport

/// A drag in a sheet (iOS 15+): with `prefersScrollingExpandsWhenScrolledToEdge` (the default), a
/// drag that moves the content of a scroll view at its top up, while the sheet rests below its
/// largest detent, expands the sheet to its next larger detent instead of scrolling. Sources:
/// docs/facts/keyboards-and-sheets.md (SS1–SS2).
///
///     SheetScrollExpansion.next(after: 375, values: [375, 749])  // 749
package enum SheetScrollExpansion {
  /// The smallest detent value larger than `current`, or nil when the sheet is at its largest.
  package static func next(after current: Double, values: [Double]) -> Double? {
    values.filter { $0 > current }.min()
  }
}

extension Rule {
  public static let presentSheetScrollExpands = Rule(
    "present.sheet.scrollExpands", from: OSVersion(15, 0),
    "With prefersScrollingExpandsWhenScrolledToEdge (the default), a drag that moves up the content of a scroll view at its top, in a sheet resting below its largest detent, expands the sheet to its next larger detent: the sheet takes the drag and the content offset stays at the top. Off, the content scrolls and the sheet keeps its detent.",
    provenance: [
      "https://github.com/itsnebulalol/sdks/blob/e9414e087753613edec33b4ff0319ed9d35199ec/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISheetPresentationController.h",
      "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersscrollingexpandswhenscrolledtoedge",
      "docs/facts/keyboards-and-sheets.md (SS1, SS2)",
    ], confidence: .low,
    conflict:
      "The expansion is documented (high); that the whole drag goes to the sheet and the content offset stays at the top, and that one drag moves one detent, are assumed (no printed offsets)."
  )
}

import InsetSimModel
import InsetSimSupport

/// A sheet with the keyboard (iOS 15+): when the keyboard shows over a sheet that rests below its
/// largest detent, the sheet moves to its largest detent. A sheet with one detent is outside the
/// model (outside.sheetKeyboard). Sources: docs/facts/keyboards-and-sheets.md (SK1–SK3).
///
///     SheetKeyboard.expansion(current: .medium, detents: [.medium, .large])?.value  // .large
package enum SheetKeyboard {
  /// The detent the sheet moves to when the keyboard shows, or nil when it is already at its
  /// largest (or has one detent). `value` orders the detents by height.
  package static func expansion(
    current: SheetDetent, detents: [SheetDetent], value: (SheetDetent) -> Double = rank
  ) -> Derived<SheetDetent>? {
    guard let largest = detents.max(by: { value($0) < value($1) }),
      value(largest) > value(current)
    else { return nil }
    return Derived(
      largest, Rule.presentSheetKeyboardExpands,
      "the keyboard shows: the sheet moves from its \(current.name) detent to its largest, \(largest.name)"
    )
  }

  /// Medium below large; a custom detent by its height, below large.
  static func rank(_ d: SheetDetent) -> Double {
    switch d {
    case .medium: 0.5
    case .large: .infinity
    case .custom(let h): h
    }
  }
}

extension Rule {
  public static let presentSheetKeyboardExpands = Rule(
    "present.sheet.keyboardExpands", from: OSVersion(15, 0),
    "When the keyboard shows over a sheet resting below its largest detent, UIKit moves the sheet to its largest detent (the selected detent changes); it stays there when the keyboard hides.",
    provenance: [
      "https://github.com/feedback-assistant/reports/issues/669",
      "https://github.com/hackiftekhar/IQKeyboardManager/issues/1994",
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/blob/6d54c2612d4e4ddfd6b2236405288f4598b24635/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/UISheetPresentationController.mm (_registerForKeyboardNotificationsIfNecessary, _shouldAdjustDetentsToAvoidKeyboard)",
      "docs/facts/keyboards-and-sheets.md (SK1–SK3)",
    ], confidence: .low,
    conflict:
      "Printed for iOS 26 (FB17890661: \"the sheet automatically expands to the largest possible detent\"); iOS 15–18 are assumed to agree (UIKit's sheet observes the keyboard from iOS 15). That the sheet stays at the larger detent after the keyboard hides is assumed."
  )
}

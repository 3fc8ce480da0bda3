import InsetSimModel

/// The keyboard over an iPad form sheet centered in a regular-width window: UIKit moves the sheet
/// up from iOS 13, and before it only when the controller is in landscape
/// (docs/research/IPAD-SHEETS-RESEARCH.md F8, F9). How far is not in the model (rule
/// outside.formSheetKeyboard): the run goes on with every later value assumed; before iOS 13 in
/// portrait the sheet keeps its centered frame, as the model keeps it.
///
///     FormSheetKeyboard.moves(os: OSVersion(12, 0), landscape: false)  // false
package enum FormSheetKeyboard {
  /// Whether a form sheet on screen moves for the keyboard.
  package static func moves(os: OSVersion, landscape: Bool) -> Bool {
    os >= OSVersion(13, 0) || landscape
  }
}

extension Rule {
  public static let outsideFormSheetKeyboard = Rule(
    "outside.formSheetKeyboard", from: any,
    "Not simulated: the keyboard over an iPad form sheet centered in a regular-width window, from iOS 13, or before iOS 13 in landscape: UIKit moves the sheet up (before iOS 13 in landscape to max(status bar, (keyboard top − height) / 2), over 0.3833 s), and how it moves a card-styled one is not printed. (Before iOS 13 in portrait the form sheet keeps its centered frame, as the model keeps it.) Instead: the sheet keeps its frame and the run goes on; every value set after it is assumed, and check fails an expectation on one unless the scenario lists \"outside.formSheetKeyboard\" in its \"assumptions\".",
    provenance: [
      "docs/model-limits.md",
      "docs/research/IPAD-SHEETS-RESEARCH.md (F8, F9)",
      "https://github.com/freshOS/KeyboardLayoutGuide/pull/43 (\"formSheet automatically adjusts its position when keyboard is shown\")",
    ], confidence: .low)
}

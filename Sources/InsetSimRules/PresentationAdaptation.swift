import InsetSimModel

/// A presentation on screen adapts when the window's horizontal size class changes: an iPad sheet
/// becomes a card in a compact-width window and goes back in a regular-width one (rule
/// `present.adaptsToWidthClass`); one that would go to or from full screen is outside the model.
extension Rule {
  public static let presentAdaptsToWidthClass = Rule(
    "present.adaptsToWidthClass", from: OSVersion(13, 0),
    "While a presentation is on screen, a change of the window's horizontal size class adapts it: an iPad form or page sheet becomes a card sheet in a compact-width window and goes back to its own style in a regular-width one, the style a presentation made in that window would take. The presenter's view stays in the window.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uipresentationcontroller/adaptivepresentationstyle (after the content is onscreen: the style to use when transitioning to a horizontally compact environment)",
      "https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:)",
    ], confidence: .medium,
    conflict:
      "That the adapted style is the one a presentation made in the new window takes (a card on iOS 13+) is inferred from the presentation rules; no printed frame of a sheet adapting on screen was found."
  )

  public static let outsidePresentationAdaptsFullScreen = Rule(
    "outside.presentationAdaptsFullScreen", from: OSVersion(8, 0),
    "Not simulated: a presentation on screen that adapts to or from full screen when the window's size class changes (an iPad sheet in a window turned compact before iOS 13; an iPhone sheet or popover as the phone turns to or from landscape, compact height, from iOS 13): the presenter's view would leave or enter the window. Instead: the run stops.",
    provenance: [
      "docs/model-limits.md",
      "https://developer.apple.com/documentation/uikit/uipresentationcontroller/adaptivepresentationstyle",
      "https://developer.apple.com/videos/play/wwdc2019/224",
    ], confidence: .low)
}

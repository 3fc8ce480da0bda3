import InsetSimModel

/// What is behind a presentation takes no touches: a sheet has a noninteractive dimming view under
/// it, and a presentation over the full screen covers the screen. A user's drag of a scroll view
/// behind it reaches neither the scroll view nor its bars (rule `present.dimming`).
extension Rule {
  public static let presentDimming = Rule(
    "present.dimming", from: OSVersion(6, 0),
    "While a controller is presented as a sheet (an iPhone card, an iPad form or page sheet), UIKit puts a dimming view under it, noninteractive at every detent unless largestUndimmedDetentIdentifier names one (a setting scenarios do not take: the key is refused): a touch on what is behind the sheet reaches the dimming view, not the views under it. A presentation over the full screen (or full screen, while it animates in with the presenter's view still in the window) covers the screen, and its view takes the touches. A user's drag of a scroll view behind the presentation on top scrolls nothing.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier",
      "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet",
    ], confidence: .high)
}

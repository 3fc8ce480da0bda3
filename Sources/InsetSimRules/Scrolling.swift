import InsetSimModel

/// UIKit behaviour when the app scrolls a scroll view: a drag and scroll-to-top. The engine applies these in Simulation+Scrolling.swift.
enum Scrolling {}

extension Rule {
  public static let scrollScrollToTop = Rule(
    "scroll.scrollToTop", from: any,
    "A tap on the status bar scrolls the scroll view closest to it to the top of its content (contentOffset.y = −adjustedContentInset.top, −contentInset.top before iOS 11) and then calls the delegate's scrollViewDidScrollToTop; nothing happens when the content is already at the top, or on iPhone when more than one scroll view on screen has scrollsToTop (YES by default).",
    provenance: ["https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop"],
    confidence: .high,
    conflict:
      "The scroll is animated; its duration is not published, so the offset is written at the tap (low)."
  )

  public static let scrollDrag = Rule(
    "scroll.drag", from: any,
    "A user's drag moves the scroll view's contentOffset to where it ends (no deceleration or bounce is simulated).",
    provenance: ["https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset"],
    confidence: .high)
}

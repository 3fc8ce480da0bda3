import InsetSimModel
import InsetSimSupport

/// The column-style split view's primary column before iOS 26: its controller's view is 100 pt
/// wider than the column and starts 100 pt left of the window's edge, and its left safe-area
/// inset is 100 pt larger, so that what shows is the column (rules `splitView.primaryBuffer`,
/// `splitView.primaryBuffer.assumed`). A classic split view's primary has none, nor has iOS 26's
/// floating sidebar.
///
///     SplitViewPrimaryBuffer.buffer(style: .doubleColumn, os: OSVersion(14, 0))?.value  // 100
package enum SplitViewPrimaryBuffer {
  package static let width = 100.0

  /// The rule that covers `os`, if either does.
  package static func rule(on os: OSVersion) -> Rule? {
    if Rule.splitViewPrimaryBuffer.applies(to: os) { return Rule.splitViewPrimaryBuffer }
    if Rule.splitViewPrimaryBufferAssumed.applies(to: os) {
      return Rule.splitViewPrimaryBufferAssumed
    }
    return nil
  }

  /// The buffer of a shown primary column on `os` (nil: a classic split view, or a release
  /// without one).
  package static func buffer(style: SplitViewControllerSpec.Style, os: OSVersion) -> Derived<
    Double
  >? {
    guard style.hasColumns, let rule = rule(on: os) else { return nil }
    return Derived(
      width, rule,
      "the primary column's controller view reaches \(formatPoints(width)) pt past the window's"
        + " leading edge, its left safe area \(formatPoints(width)) pt larger")
  }
}

extension Rule {
  public static let splitViewPrimaryBuffer = Rule(
    "splitView.primaryBuffer", from: OSVersion(14, 0), through: OSVersion(16, 7),
    "A column-style split view (double or triple column) lays its primary column's navigation controller, and the controller in it, out 100 pt wider than the column and 100 pt left of the window's leading edge: for a 320-pt column the view's frame is (−100, 0, 420, H), its navigation bar spans the same 420 pt, and its left safe-area inset is 100 pt more than the column's (100 with no sensor housing). Subviews that fill the view are 420 wide; content kept inside the safe area shows in the column. A classic split view's primary has no such buffer.",
    provenance: [
      "https://github.com/richardtop/CalendarKit/issues/320 (iPad, 2021-10, double column, primary a navigation controller: dayHeaderView Frame (0.0, 0.0, 420.0, 88.0) in a 320-pt double-column primary; \"420 points instead of 320\", a leading margin 100 points larger)",
      "https://github.com/LeoNatan/LNPopupController/issues/390 (iOS 14 beta 3 simulator: \"the x origin of the container view frame is -100\"; maintainer: \"The origin is like that apparently on purpose\")",
      "https://github.com/darjeelingsteve/SplitViewMenu/blob/fdc9ec69b32857e1c226a08b80bb4326da48eea4/SplitViewMenu/View%20Controllers/PrimaryNavigationLayoutFixingSplitViewController.swift (2021-01, iOS 14: the primary column view's origin x < 0, its left inset = its width − primaryColumnWidth)",
      "https://qanswer.space/questions/the-uisplitviewcontroller-is-experiencing-an-issue-with-the-incorrect-positioning-of-the-frame-origin-in-the-master-column (iOS 16 simulator, double column: \"a 100-pt offscreen buffer which can be retrieved by calling view's safeAreaInsets.left\")",
      "docs/facts/flows.md (S7)",
    ], confidence: .medium,
    conflict:
      "No source prints the whole frame and the insets together: the 420 width (CalendarKit #320), the −100 origin (LNPopupController #390) and the 100-pt left inset (the iOS 16 answer, a mirror of a Stack Overflow question not found) come from three reports; the view's height and the other insets are the column's. Whether an overlaid or a triple column's primary has it too rests on the CalendarKit reporter's \"double/triple column\" alone. All reports are from iPads: a Max iPhone's expanded primary in landscape gets it here too, added to its sensor housing's inset (no source)."
  )

  public static let splitViewPrimaryBufferAssumed = Rule(
    "splitView.primaryBuffer.assumed", from: OSVersion(17, 0), through: OSVersion(18, 7),
    "iOS 17–18: the primary column's 100-pt offscreen buffer of iOS 14–16 (splitView.primaryBuffer) is assumed to remain: the primary's controller view at (−100, 0, 420, H) for a 320-pt column, its left safe-area inset 100 pt larger. iOS 26's floating sidebar has none (its primary's left inset is 0).",
    provenance: [
      "docs/facts/flows.md (S7)",
      "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitframesprobe/ios26.1-ipad.json (iOS 26.1: primary container [10, 32, 320, 1133], vcSafeArea [54, 0, 10, 0]: no buffer)",
    ], confidence: .low,
    conflict:
      "No source shows iOS 17 or 18 either way; the buffer is kept from iOS 16 (the last release a report shows it) to the release before iOS 26, whose probe shows none."
  )
}

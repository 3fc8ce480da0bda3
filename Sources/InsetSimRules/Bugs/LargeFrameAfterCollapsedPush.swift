import InsetSimModel
import InsetSimSupport

/// UIKit bug of iOS 11.4–12.1 (rule bug.splitView.largeBarFrameAfterPush): in a
/// collapsed split view, pushing a controller whose largeTitleDisplayMode is never from one whose
/// mode is always leaves the navigation bar's frame at the large-title height while the bar shows
/// small.
///
///     LargeFrameAfterCollapsedPush.frame(
///       os: OSVersion(12, 1), collapsedSplitView: true, topMode: .never, belowMode: .always,
///       prefersLargeTitles: true, documented: Rect(y: 20, width: 375, height: 44),
///       controller: "Item")?.value
///     // (0, 20, 375, 96)
package enum LargeFrameAfterCollapsedPush {
  package static let rule = Rule.bugSplitViewLargeBarFrameAfterPush

  /// The large title's band the frame keeps (iOS 11–12: 44 + 52 = 96).
  package static let largeTitleBand = 52.0

  /// The navigation bar's frame while the bug applies (`documented`: the small bar's frame; the
  /// modes: the top controller's and the one below it); nil otherwise.
  package static func frame(
    os: OSVersion, collapsedSplitView: Bool, topMode: LargeTitleDisplayMode?,
    belowMode: LargeTitleDisplayMode?, prefersLargeTitles: Bool, documented: Rect,
    controller: String
  ) -> Derived<Rect>? {
    guard collapsedSplitView, prefersLargeTitles, topMode == .never, belowMode == .always,
      Rule.bugSplitViewLargeBarFrameAfterPush.applies(to: os)
    else { return nil }
    let frame = Rect(
      x: documented.minX, y: documented.minY, width: documented.width,
      height: documented.height + largeTitleBand)
    return Derived(
      frame, rule,
      "UIKit bug of iOS 11.4–12.1: \(controller) (largeTitleDisplayMode never) is pushed in a "
        + "collapsed split view; the bar shows small but its frame keeps the large title's "
        + "\(formatPoints(frame.height)) pt")
  }
}

extension Rule {
  public static let bugSplitViewLargeBarFrameAfterPush = Rule(
    "bug.splitView.largeBarFrameAfterPush", from: OSVersion(11, 4),
    through: OSVersion(12, 1),
    "UIKit bug, reported on iOS 11.4 and 12.1: in a collapsed split view (iPhone), pushing a controller whose navigationItem.largeTitleDisplayMode is never from a detail controller whose mode is always, the navigation bar jumps from large to small instead of collapsing smoothly, and its frame stays bigger than the visible bar (the large title's height), so content below the visible bar but inside the frame gets no touches. Workaround: let the pushed controller keep large titles (mode automatic), or push outside a collapsed split view.",
    provenance: [
      "https://github.com/lionheart/openradar-mirror/issues/20763 (rdar 46239088, iOS 11.4 and 12.1: \"The navigation bars frame is bigger than the visible navigation bar. This leads to content below the invisible navigation bar frame not receiving touches\"; \"This problem only occurs if the UISplitViewController is collapsed\")",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .low,
    conflict:
      "One radar; the frame's height is not printed: the large title's 96 pt (44 + 52) is an inference from \"bigger than the visible navigation bar\". The range is the two releases reported (11.4, 12.1); earlier 11.x and the fixed release are unknown (13.0 assumed fixed, low). The pushed view's safe area is taken as the visible (small) bar's.",
    workarounds: [
      "Give the pushed controller largeTitleDisplayMode automatic (or always) so no collapse happens on the push.",
      "Push the controller from a navigation controller outside the collapsed split view.",
    ]
  )
}

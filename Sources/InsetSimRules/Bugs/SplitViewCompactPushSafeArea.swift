import InsetSimModel
import InsetSimSupport

/// UIKit bug of iOS 26 (rule bug.splitView.compactPushSafeAreaZero): in a collapsed split view, a
/// controller pushed with animation starts its transition with a zero safe area; it gets its insets
/// only when the push ends, so its content visibly moves during the push.
///
///     SplitViewCompactPushSafeArea.insets(
///       os: OSVersion(26, 0), collapsedSplitView: true, animatedPush: true,
///       documented: EdgeInsets(top: 113, bottom: 34), controller: "Item")?.value
///     // (0, 0, 0, 0)
package enum SplitViewCompactPushSafeArea {
  package static let rule = Rule.bugSplitViewCompactPushSafeAreaZero

  /// The pushed root view's safe area at the push's start when the bug applies; nil otherwise.
  package static func insets(
    os: OSVersion, collapsedSplitView: Bool, animatedPush: Bool, documented: EdgeInsets,
    controller: String
  ) -> Derived<EdgeInsets>? {
    guard collapsedSplitView, animatedPush, documented != .zero,
      Rule.bugSplitViewCompactPushSafeAreaZero.applies(to: os)
    else { return nil }
    return Derived(
      .zero, rule,
      "UIKit bug of iOS 26: \(controller) is pushed in a collapsed split view, and its safe area "
        + "is zero at the push's start (\(documented) only when the push ends)")
  }
}

extension Rule {
  public static let bugSplitViewCompactPushSafeAreaZero = Rule(
    "bug.splitView.compactPushSafeAreaZero", from: OSVersion(26, 0),
    "UIKit bug, iOS 26 (not on iOS 18): in a collapsed (compact-width) split view, a controller pushed with animation onto the collapsed navigation stack starts the transition with a zero safe area, so its content starts full screen and moves to its insets during the push; it has its insets when the push ends. Workaround: none known for the safe area (layoutIfNeeded in viewDidLoad fixes the view's size only).",
    provenance: [
      "https://expertlifetips.com/uinavigationcontroller-push-transition-protected-space-bug-in-compact-uisplitviewcontroller-on-ios-26 (a copy of a Stack Overflow question: \"When the transition begins, the safe area layout information isn't updated. The safe area initial size is .zero\"; works on iOS 18)",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .low,
    conflict:
      "A single report, on 26.0, in a machine-reworded copy; no fixed release is known, so the rule has no end. The report pushes a third or fourth level; any animated push onto the collapsed stack is taken. The view's zero size at the start, also reported, is not modelled.",
    workarounds: [
      "None known for the safe area; view.layoutIfNeeded() in viewDidLoad fixes the view's zero size at the start."
    ]
  )
}

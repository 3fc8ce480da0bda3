import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// iOS 26: a split view's sidebar floats over the column beside it, which extends under the sidebar
/// and keeps the sidebar's width + 10 as its leading safe area (rule splitView.floatingSidebar). A
/// scroll view there that scrolls only vertically adjusts its top and bottom (`.automatic`,
/// `.scrollableAxes`: UIScrollView.h), not its leading edge, so what a plain scroll view or a
/// collection view lays out from x 0 lies under the sidebar (WWDC25 284; Apple Developer Forums
/// 832918). Tables are left out: their cells inset their content to the safe area by default
/// (`insetsContentViewsToSafeArea`).
struct SplitViewContentUnderSidebar: LintDetector {
  let id = "splitView.contentUnderSidebar"
  let severity = LintSeverity.warning
  let from = OSVersion(26, 0)
  let summary =
    "iOS 26: a split view's sidebar floats over the column beside it, which extends under the sidebar with the sidebar's width as its leading safe area; a plain scroll view or a collection view there does not adjust its leading edge, so content laid out from x 0 lies under the sidebar."
  let fix =
    "Lay the content out within the safe area — safeAreaLayoutGuide or readableContentGuide for subviews, a compositional layout's contentInsetsReference .safeArea or a flow layout's sectionInsetReference .fromSafeArea, or contentInsetAdjustmentBehavior .always — and let only backgrounds extend under the sidebar (UIBackgroundExtensionView)."
  let provenance = [
    "https://developer.apple.com/videos/play/wwdc2025/284 [3:53]–[6:13]",
    "https://developer.apple.com/forums/thread/832918",
    "https://github.com/itsnebulalol/sdks/blob/main/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScrollView.h (UIScrollViewContentInsetAdjustmentBehavior)",
    "rule splitView.floatingSidebar",
  ]

  func findings(in run: LintRun) -> [LintFinding] {
    guard case .split? = run.scenario.app?.root else { return [] }
    let h = TraceHistory(run.trace)
    var out: [LintFinding] = []
    for object in run.scenario.objects
    where object.kind == .view
      && (object.viewType == .scrollView || object.viewType == .collectionView)
    {
      let scroll = object.name
      let changes = h.changeIndexes(scroll, .safeAreaInsets)
      for (k, i) in changes.enumerated() {
        // The layout pass that gave this safe area ends before the next one: its
        // adjustedContentInset then.
        let end = k + 1 < changes.count ? changes[k + 1] : h.endIndex
        guard let safe = h.entries[i].to?.insetsValue,
          let adjusted = h.insets(scroll, .adjustedContentInset, before: end)
        else { continue }
        let windowLeft = h.insets("window", .safeAreaInsets, before: i)?.left ?? 0
        guard safe.left > windowLeft, adjusted.left < safe.left else { continue }
        var evidence = [i]
        if let j = h.lastChangeIndex(scroll, .adjustedContentInset, before: end) {
          evidence.append(j)
        }
        let message =
          "\(scroll) lies under the floating sidebar: its leading safe area is \(formatPoints(safe.left)) pt but its adjustedContentInset \(adjusted) clears \(formatPoints(adjusted.left)), so \(formatPoints(safe.left - adjusted.left)) pt of what it lays out from x 0 are under the sidebar."
        out.append(finding(in: run, message, evidence: evidence, history: h))
        break
      }
    }
    return out
  }
}

import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// The app insets a scroll view by the bars itself and the system adds the bars again: 64 + 64 =
/// 128 as contentInset on iOS 7–10 (the adjustment is added to an inset set before the pass: seed
/// 000, scrollView.contentInset, S000-06) or as adjustedContentInset on iOS 11+ (contentInset +
/// safe area: S000-18, S001-06).
struct DoubleInset: LintDetector {
  let id = "contentInset.double"
  let severity = LintSeverity.error
  let from = OSVersion(7, 0)
  let summary =
    "The app's own contentInset on an edge equals the bar inset the system adds there (or one bar's height): the bars are counted twice, e.g. top 64 + 64 = 128."
  let fix =
    "Leave the bars to UIKit: drop the app's own bar inset (keep only padding of your own), or own the whole inset with automaticallyAdjustsScrollViewInsets = NO (iOS 7–10) / contentInsetAdjustmentBehavior = .never (iOS 11+)."
  let provenance = [
    "docs/facts/seed-observations.md#seed-000 (§scrollView.contentInset)",
    "docs/facts/seed-observations.md (S000-06, S000-18, S001-06)",
    "rule legacy.autoAdjust.additive",
    "rule safeArea.automatic.contentScrollView",
  ]

  func findings(in run: LintRun) -> [LintFinding] {
    let h = TraceHistory(run.trace)
    let legacy = run.scenario.era == .legacy
    var out: [LintFinding] = []
    for scroll in h.objects(having: .contentInset) {
      let property: Property = legacy ? .contentInset : .adjustedContentInset
      for j in h.changeIndexes(scroll, property) {
        let e = h.entries[j]
        guard e.cause == .rule, let to = e.to?.insetsValue else { continue }
        if legacy && e.rule != Rule.legacyAutoAdjustAdditive.id
          && e.rule != Rule.legacyWebViewInnerScrollView.id
        {
          continue
        }
        guard let app = h.lastChangeIndex(scroll, .contentInset, before: j),
          h.entries[app].cause == .app
        else { continue }
        // What the app set and what the system adds, at this pass.
        let system: EdgeInsets
        let own: EdgeInsets
        if legacy {
          let controller = run.scenario.controller.name
          system = EdgeInsets(
            top: h.number(controller, .topLayoutGuideLength, before: j) ?? 0,
            bottom: h.number(controller, .bottomLayoutGuideLength, before: j) ?? 0)
          own = to - system
        } else {
          own = h.insets(scroll, .contentInset, before: j) ?? .zero
          system = to - own
        }
        let bars = barHeights(h, before: j)
        var doubled: [String] = []
        if own.top > 0, system.top > 0, own.top == system.top || bars.top.contains(own.top) {
          doubled.append(
            "at the top (app \(formatPoints(own.top)), system \(formatPoints(system.top)))")
        }
        if own.bottom > 0, system.bottom > 0,
          own.bottom == system.bottom || bars.bottom.contains(own.bottom)
        {
          doubled.append(
            "at the bottom (app \(formatPoints(own.bottom)), system \(formatPoints(system.bottom)))"
          )
        }
        guard !doubled.isEmpty else { continue }
        let setter = h.entries[app].during.map { " in \($0)" } ?? ""
        let result =
          legacy
          ? "contentInset becomes \(to)"
          : "adjustedContentInset becomes \(to) = contentInset \(own) + safe area \(system)"
        let message =
          "\(scroll)'s own contentInset \(own), set by the app\(setter), already makes room for the bars \(doubled.joined(separator: " and ")), and the system adds its bar inset on top: \(result), the bars counted twice."
        out.append(finding(in: run, message, evidence: [app, j], history: h))
        break
      }
    }
    return out
  }

  /// The heights of the visible single bars at the top (status bar, navigation bar) and the bottom
  /// (tab bar, toolbar).
  private func barHeights(_ h: TraceHistory, before index: Int) -> (top: [Double], bottom: [Double])
  {
    var top: [Double] = []
    let status = h.statusBarHeight(before: index)
    if status > 0 { top.append(status) }
    if h.navigationBarVisible(before: index),
      let bar = h.rect("navigationBar", .frame, before: index)
    {
      top.append(bar.height)
    }
    var bottom: [Double] = []
    if let tab = h.rect("tabBar", .frame, before: index),
      h.bool("tabBar", .bottomBarHiddenByPush, before: index) != true
    {
      bottom.append(tab.height)
    }
    if h.bool("navigationController", .toolbarHidden, before: index) == false,
      let bar = h.rect("toolbar", .frame, before: index)
    {
      bottom.append(bar.height)
    }
    return (top, bottom)
  }
}

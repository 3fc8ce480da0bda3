import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// iOS 7–10, apps: a child controller's scroll view placed below the bars still gets its parent's
/// adjustment (it is the parent's candidate at subview index 0), so its content starts a bar's
/// height further down — the extra space above an embedded table (FLOWS-RESEARCH CH9).
struct ChildScrollViewAdjustedBelowBars: LintDetector {
  let id = "child.scrollViewAdjustedBelowBars"
  let severity = LintSeverity.error
  let from = OSVersion(7, 0)
  let through: OSVersion? = OSVersion(10, 3)
  let summary =
    "A child controller's scroll view that already sits below the bars gets its parent's inset adjustment too: the content starts a bar's height lower (extra space above an embedded table)."
  let fix =
    "Set automaticallyAdjustsScrollViewInsets = NO on the parent controller (the child's own flag does not help), or let the child's view run under the bars."
  let provenance = [
    "https://useyourloaf.com/blog/extra-space-when-embedding-table-views/",
    "http://mokagio.github.io/tech-journal/2015/01/23/ios-unexpected-table-view-header-padding.html",
    "rule legacy.autoAdjust.candidate", "rule legacy.child.layoutGuides",
  ]

  func findings(in run: LintRun) -> [LintFinding] {
    guard let app = run.scenario.app else { return [] }
    let h = TraceHistory(run.trace)
    var parentOf: [String: String] = [:]
    for c in app.controllers { for child in c.children { parentOf[child.controller] = c.name } }
    for step in run.scenario.script {
      if case .addChild(let child, let parent, _) = step.action { parentOf[child] = parent }
    }
    var out: [LintFinding] = []
    for child in parentOf.keys.sorted() {
      guard let spec = app.controller(named: child), let parent = parentOf[child] else { continue }
      // The top-level controller whose view is in window coordinates.
      var top = parent
      var steps = 0
      while let p = parentOf[top], steps < ScenarioLimits.maxChildDepth {
        top = p
        steps += 1
      }
      guard let topRoot = app.controller(named: top)?.rootViewName else { continue }
      let views =
        [spec.rootViewName] + (spec.rootView.map { $0.allViews.dropFirst().map(\.id) } ?? [])
        + spec.subviews.flatMap(\.allViews).map(\.id)
      for scroll in views {
        for j in h.changeIndexes(scroll, .contentInset) {
          let e = h.entries[j]
          guard e.cause == .rule,
            e.rule == Rule.legacyAutoAdjustAdditive.id
              || e.rule == Rule.legacyWebViewInnerScrollView.id,
            let added = e.to?.insetsValue, let before = e.from?.insetsValue, added.top > before.top,
            let frame = h.windowFrame(of: scroll, root: topRoot, before: j),
            let cover = h.barCover(before: j),
            cover.top > 0, frame.minY >= cover.top
          else { continue }
          let message =
            "\(scroll), in \(child) (a child of \(parent)), starts at y \(formatPoints(frame.minY)), below the bars (\(formatPoints(cover.top)) pt), yet \(parent)'s adjustment adds \(formatPoints(added.top - before.top)) on top: its content starts \(formatPoints(added.top - before.top)) pt lower than the view's top."
          out.append(finding(in: run, message, evidence: [j] + cover.topEntries, history: h))
        }
      }
    }
    return out
  }
}

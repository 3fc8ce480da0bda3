import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// iOS 11+: the user scrolls a scroll view the navigation bar does not track (not the controller's
/// view nor at subview index 0): the large title never collapses (radar 34611901; MODERN-RESEARCH
/// T1, T2).
struct LargeTitleNotTracked: LintDetector {
  let id = "largeTitle.notTracked"
  let severity = LintSeverity.warning
  let from = OSVersion(11, 0)
  let summary =
    "The scroll view the user drags is not the one the navigation bar tracks, so the large title stays expanded while the content scrolls under it."
  let fix =
    "Make the scroll view the controller's view or its subview at index 0, or name it with setContentScrollView(_:for:) (iOS 15+)."
  let provenance = [
    "https://github.com/lionheart/openradar-mirror/issues/18455",
    "https://github.com/hotwired/hotwire-native-ios/pull/199", "rule largeTitle.notTracked",
  ]

  func findings(in run: LintRun) -> [LintFinding] {
    let h = TraceHistory(run.trace)
    guard
      let i = h.entries.firstIndex(where: {
        $0.kind == .note && $0.rule == Rule.largeTitleNotTracked.id
      }
      )
    else { return [] }
    let drag = h.entries[..<i].lastIndex { $0.kind == .event && $0.name == "drag" }
    let view = drag.flatMap { h.entries[$0].object } ?? "a scroll view"
    let message =
      "\(view) is dragged but the navigation bar tracks the controller's content scroll view (its view or the first subviews' chain): the large title stays expanded."
    return [finding(in: run, message, evidence: [drag, i].compactMap { $0 }, history: h)]
  }
}

import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// iOS 11+: `contentInsetAdjustmentBehavior = .never` keeps the safe area out of
/// adjustedContentInset
/// (adjustedContentInset = contentInset), so under a navigation bar or a tab bar the content lies
/// under the bars (S000-17; S001-10: inset 60 under 64 pt of bars).
struct NeverUnderBars: LintDetector {
  let id = "contentInsetAdjustment.neverUnderBars"
  let severity = LintSeverity.error
  let from = OSVersion(11, 0)
  let summary =
    "A scroll view with contentInsetAdjustmentBehavior .never lies under a visible navigation bar, tab bar or toolbar that its adjustedContentInset does not clear: content hidden under the bars."
  let fix =
    "Use .automatic (or .always) where bars cover the scroll view, or keep .never and set contentInset to what the bars cover (view.safeAreaInsets in viewSafeAreaInsetsDidChange), or lay the scroll view out inside safeAreaLayoutGuide."
  let provenance = [
    "docs/facts/seed-observations.md#seed-000 (§contentInsetAdjustmentBehavior)",
    "docs/facts/seed-observations.md#seed-001 (§3) (3) Never",
    "docs/facts/seed-observations.md (S000-17, S001-10)",
    "rule safeArea.behavior.never",
  ]

  func findings(in run: LintRun) -> [LintFinding] {
    let h = TraceHistory(run.trace)
    let root = run.scenario.controller.rootViewName
    guard h.enteredWindowIndex(of: root) != nil, let cover = h.barCover(),
      let screenHeight = h.screenHeight()
    else { return [] }
    var out: [LintFinding] = []
    for scroll in h.objects(having: .contentInsetAdjustmentBehavior) {
      guard h.value(scroll, .contentInsetAdjustmentBehavior) == .behavior(.never),
        let frame = h.windowFrame(of: scroll, root: root),
        let adjusted = h.insets(scroll, .adjustedContentInset)
      else { continue }
      // What the bars cover of the part of the scroll view on the screen.
      let coveredTop = max(0, cover.top - max(frame.minY, 0))
      let coveredBottom = max(0, min(frame.maxY, screenHeight) - cover.bottom)
      var parts: [String] = []
      var evidence: [Int] = []
      if coveredTop > adjusted.top {
        parts.append(
          "the navigation bar covers its top \(formatPoints(coveredTop)) pt (inset \(formatPoints(adjusted.top)): \(formatPoints(coveredTop - adjusted.top)) pt hidden)"
        )
        evidence += cover.topEntries
      }
      if coveredBottom > adjusted.bottom {
        parts.append(
          "the bottom bars cover its bottom \(formatPoints(coveredBottom)) pt (inset \(formatPoints(adjusted.bottom)): \(formatPoints(coveredBottom - adjusted.bottom)) pt hidden)"
        )
        evidence += cover.bottomEntries
      }
      guard !parts.isEmpty else { continue }
      if let i = h.lastChangeIndex(scroll, .contentInsetAdjustmentBehavior) { evidence.append(i) }
      if let i = h.lastChangeIndex(scroll, .adjustedContentInset), h.entries[i].cause != .initial {
        evidence.append(i)
      }
      if let i = h.indexes(.note, object: scroll).first(where: {
        h.entries[$0].rule == Rule.safeAreaBehaviorNever.id
      }) {
        evidence.append(i)
      }
      let message =
        "\(scroll) has contentInsetAdjustmentBehavior .never, so its adjustedContentInset stays \(adjusted) (= contentInset), but "
        + parts.joined(separator: " and ") + "."
      out.append(finding(in: run, message, evidence: evidence, history: h))
    }
    return out
  }
}

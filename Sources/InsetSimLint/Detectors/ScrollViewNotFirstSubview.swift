import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// iOS 7–10: only the controller's view, or its direct subview at index 0, is adjusted. A scroll
/// view behind another view, or inside a container view, keeps its inset while the bars cover it
/// (seed 000, 第一个addSubview的是不是当前的scrollView: S000-13; seed 003, UIScrollView: S003-11).
struct ScrollViewNotFirstSubview: LintDetector {
  let id = "legacy.scrollViewNotFirstSubview"
  let severity = LintSeverity.error
  let from = OSVersion(7, 0)
  let through: OSVersion? = OSVersion(10, 3)
  let summary =
    "The scroll view is not the root view's subview at index 0, so iOS 7–10 adjusts no scroll view while the bars cover it."
  let fix =
    "Add the scroll view first (view.insertSubview(scrollView, at: 0)) or make it the controller's view; otherwise set automaticallyAdjustsScrollViewInsets = NO and inset it yourself from topLayoutGuide.length / bottomLayoutGuide.length in viewDidLayoutSubviews."
  let provenance = [
    "docs/facts/seed-observations.md#seed-000 (§第一个addSubview的是不是当前的scrollView)",
    "docs/facts/seed-observations.md#seed-003 (§UIScrollView)",
    "docs/facts/seed-observations.md (S000-13, S003-11)",
    "rule legacy.autoAdjust.candidate",
  ]

  func findings(in run: LintRun) -> [LintFinding] {
    let h = TraceHistory(run.trace)
    let noteIndex = h.indexes(.note).first {
      h.entries[$0].rule == Rule.legacyAutoAdjustCandidate.id
    }
    guard let noteIndex else { return [] }
    let controller = run.scenario.controller.name
    let root = run.scenario.controller.rootViewName
    guard let rootFrame = h.rect(root, .frame),
      let topGuide = h.number(controller, .topLayoutGuideLength),
      let bottomGuide = h.number(controller, .bottomLayoutGuideLength)
    else { return [] }
    let first = h.firstSubviewEvent(of: root)
    let firstName = first.flatMap { h.entries[$0].detail }.map {
      String($0.dropLast(" at index 0".count))
    }
    var out: [LintFinding] = []
    for scroll in h.objects(having: .contentInset) {
      let adjusted = h.changeIndexes(scroll, .contentInset).contains {
        h.entries[$0].cause == .rule
      }
      guard !adjusted, let frame = h.windowFrame(of: scroll, root: root),
        let inset = h.insets(scroll, .contentInset)
      else { continue }
      // What the bars cover of the part of the scroll view inside the controller's view.
      let coveredTop = max(0, rootFrame.minY + topGuide - max(frame.minY, rootFrame.minY))
      let coveredBottom = max(0, min(frame.maxY, rootFrame.maxY) - (rootFrame.maxY - bottomGuide))
      var parts: [String] = []
      if coveredTop > inset.top { parts.append("top \(formatPoints(coveredTop)) pt") }
      if coveredBottom > inset.bottom { parts.append("bottom \(formatPoints(coveredBottom)) pt") }
      guard !parts.isEmpty else { continue }
      var evidence = [noteIndex]
      if let first { evidence.append(first) }
      if let added = h.addSubviewIndex(of: scroll) { evidence.append(added) }
      for p in [Property.topLayoutGuideLength, .bottomLayoutGuideLength] {
        if let i = h.lastChangeIndex(controller, p) { evidence.append(i) }
      }
      let placement =
        firstName.map { "'\($0)' is the root view's subview at index 0" }
        ?? "the root view's subview at index 0 is not a scroll view"
      let message =
        "\(placement), so iOS 7–10 adjusts no scroll view: \(scroll) keeps contentInset \(inset) while the bars cover its \(parts.joined(separator: " and "))."
      out.append(finding(in: run, message, evidence: evidence, history: h))
    }
    return out
  }
}

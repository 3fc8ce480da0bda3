import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// iOS 11+: a large title over an opaque bar (extendedLayoutIncludesOpaqueBars NO) — the
/// controller's view starts below the bar, so when the title collapses or expands the view itself
/// moves by the title's height: the content jumps instead of sliding under the bar (radar 43231676;
/// MODERN-RESEARCH T3).
struct LargeTitleOpaqueBarJump: LintDetector {
  let id = "largeTitle.opaqueBarJump"
  let severity = LintSeverity.warning
  let from = OSVersion(11, 0)
  let summary =
    "A large title collapses over an opaque bar that the controller's view does not extend under: the view's frame moves by the title's height, so the content jumps instead of following the scroll."
  let fix =
    "Set extendedLayoutIncludesOpaqueBars = YES on the controller (or make the bar translucent), so the view runs under the bar and the collapse moves only adjustedContentInset."
  let provenance = [
    "https://github.com/lionheart/openradar-mirror/issues/20264",
    "docs/research/MODERN-RESEARCH.md T3", "rule largeTitle.collapseOnScroll",
    "rule layout.extendedLayout",
  ]

  func findings(in run: LintRun) -> [LintFinding] {
    let h = TraceHistory(run.trace)
    var out: [LintFinding] = []
    for (i, e) in h.entries.enumerated()
    where e.kind == .note && e.rule == Rule.largeTitleCollapseOnScroll.id {
      // The first change of a controller view's frame after the collapse that moves its top, made
      // by the layout.
      var found: (index: Int, from: Rect, to: Rect)?
      for j in (i + 1)..<h.entries.count {
        let c = h.entries[j]
        guard c.kind == .change, c.property == .frame, c.cause == .rule,
          (c.object ?? "").hasSuffix(".view"),
          let from = c.from?.rectValue, let to = c.to?.rectValue, from.minY != to.minY
        else { continue }
        found = (j, from, to)
        break
      }
      guard let (j, from, to) = found else { continue }
      let message =
        "\(h.entries[j].object ?? "the controller's view") moves from y \(formatPoints(from.minY)) to \(formatPoints(to.minY)) as the large title \(to.minY < from.minY ? "collapses" : "expands"): the bar is opaque and the view starts below it, so its content jumps \(formatPoints(abs(to.minY - from.minY))) pt instead of sliding under the bar."
      out.append(finding(in: run, message, evidence: [i, j], history: h))
    }
    return out
  }
}

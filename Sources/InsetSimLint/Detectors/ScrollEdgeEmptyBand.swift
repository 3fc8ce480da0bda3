import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// iOS 15+: a controller's view that starts below its navigation bar (an opaque bar it does not
/// extend under, or edgesForExtendedLayout without the top). From iOS 15 every navigation bar takes
/// its scrollEdgeAppearance — a transparent background — while the content is at the top, so the
/// bar shows what lies behind it instead of the content: an empty band (WWDC21 10059, "What's new
/// in UIKit").
struct ScrollEdgeEmptyBand: LintDetector {
  let id = "scrollEdge.emptyBandUnderBar"
  let severity = LintSeverity.warning
  let from = OSVersion(15, 0)
  let summary =
    "From iOS 15 a navigation bar is transparent while the content is scrolled to the top (scrollEdgeAppearance); a controller view that starts below the bar leaves nothing behind it, so the bar shows an empty band."
  let fix =
    "Let the view run under the bar (edgesForExtendedLayout including .top, and extendedLayoutIncludesOpaqueBars = YES for an opaque bar), or give the bar an opaque scrollEdgeAppearance (UINavigationBarAppearance.configureWithOpaqueBackground())."
  let provenance = [
    "https://developer.apple.com/videos/play/wwdc2021/10059 [5:40]–[7:06]",
    "docs/research/MODERN-RESEARCH.md A1–A2", "rule layout.extendedLayout",
  ]

  func findings(in run: LintRun) -> [LintFinding] {
    let h = TraceHistory(run.trace)
    var out: [LintFinding] = []
    var reported = Set<String>()
    for (i, e) in h.entries.enumerated()
    where e.kind == .change && e.property == .frame && e.rule == Rule.layoutExtendedLayout.id {
      guard let object = e.object, !reported.contains(object), let to = e.to?.rectValue, to.minY > 0
      else { continue }
      let why = e.why ?? ""
      let reason: String
      if why.contains(text: "edgesForExtendedLayout excludes top") {
        reason = "edgesForExtendedLayout excludes the top"
      } else if why.contains(text: "navigation bar opaque, extendedLayoutIncludesOpaqueBars NO") {
        reason = "the bar is opaque and extendedLayoutIncludesOpaqueBars is NO"
      } else {
        continue
      }
      reported.insert(object)
      let message =
        "\(object) starts at y \(formatPoints(to.minY)), below the navigation bar (\(reason)): on iOS \(run.scenario.os) the bar's scroll-edge appearance is transparent while the content is at the top, so the bar shows an empty band instead of the content."
      out.append(finding(in: run, message, evidence: [i], history: h))
    }
    return out
  }
}

import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// A run meets one of UIKit's own bugs (rule family `bug`): what the app's users see on that
/// release is not what UIKit documents, whatever the app's code does. The finding names the bug,
/// its releases and its workarounds (the rule's statement), with the note that proves it.
struct UIKitBugMet: LintDetector {
  let id = "uikit.bugMet"
  let severity = LintSeverity.warning
  let from = OSVersion(6, 0)
  let summary =
    "The run meets a bug of UIKit's own on the release it targets (`insetsim rules bug`): on that release the screen differs from UIKit's documented behaviour."
  let fix =
    "Apply the bug's workaround (its rule says which), and check it with `insetsim compare --os AFFECTED --os FIXED`; `--without-bugs` shows the documented behaviour."
  let provenance = ["docs/research/UIKIT-BUGS-RESEARCH.md", "rule family bug"]

  func findings(in run: LintRun) -> [LintFinding] {
    let h = TraceHistory(run.trace)
    var out: [LintFinding] = []
    // A bug shows as a note or as the values it writes: the first entry of each bug is the finding.
    var met = Set<RuleID>()
    for (i, e) in h.entries.enumerated() where e.kind == .note || e.kind == .change {
      guard let id = e.rule, id.isUIKitBug, let rule = Rule.named(id), met.insert(id).inserted
      else { continue }
      out.append(
        finding(
          in: run, "\(id.rawValue) (\(rule.rangeDescription)): \(rule.statement)", evidence: [i],
          history: h))
    }
    return out
  }
}

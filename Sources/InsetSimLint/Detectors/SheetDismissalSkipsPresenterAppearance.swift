import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// iOS 13+, apps: code in a presenter's viewWillAppear / viewDidAppear that should run when a sheet
/// it presented goes away never runs: a sheet leaves the presenter's view in the window, so the
/// presenter gets no appearance callbacks (WWDC19 224; UIKIT-FLOWS M3).
struct SheetDismissalSkipsPresenterAppearance: LintDetector {
  let id = "sheet.dismissalSkipsPresenterAppearance"
  let severity = LintSeverity.warning
  let from = OSVersion(13, 0)
  let summary =
    "The app reads or changes layout in a presenter's viewWillAppear or viewDidAppear, and a sheet it presented is dismissed: those callbacks do not come back after a sheet (iOS 13+), so the code does not run then."
  let fix =
    "Refresh in the presentation controller's delegate (presentationControllerDidDismiss(_:), UIAdaptivePresentationControllerDelegate) or in the dismiss completion, or present with .fullScreen if the presenter must hear of it."
  let provenance = [
    "https://developer.apple.com/videos/play/wwdc2019/224",
    "docs/facts/flows.md (M3)",
    "rule flow.order.sheet",
  ]

  func findings(in run: LintRun) -> [LintFinding] {
    guard run.scenario.app != nil else { return [] }
    let h = TraceHistory(run.trace)
    // Presented → (presenter, the present event's index), for sheets and over-full-screen
    // presentations.
    var presenterOf: [String: (String, Int)] = [:]
    var out: [LintFinding] = []
    for (i, e) in h.entries.enumerated() where e.kind == .event {
      if e.name == "present", let presenter = e.object, let detail = e.detail {
        let parts = detail.components(separatedByText: ", ")
        if parts.count >= 2, parts[1] == "sheet" || parts[1] == "overFullScreen" {
          presenterOf[parts[0]] = (presenter, i)
        }
      } else if e.name == "dismiss", let presented = e.object,
        let (presenter, presentIndex) = presenterOf[presented]
      {
        presenterOf[presented] = nil
        let relied = reliedOn(presenter, in: run.scenario)
        guard !relied.isEmpty else { continue }
        let message =
          "\(presented) was presented as a sheet by \(presenter) and is dismissed here, but \(presenter)'s \(relied.joined(separator: " and ")) does not run again: the sheet never took \(presenter)'s view out of the window."
        out.append(finding(in: run, message, evidence: [presentIndex, i], history: h))
      }
    }
    return out
  }

  /// The presenter's appearance callbacks the scenario runs code in or reads values at.
  private func reliedOn(_ presenter: String, in scenario: Scenario) -> [String] {
    var names: [String] = []
    for step in scenario.script {
      if case .during(let ref, _) = step.trigger, ref.object == presenter,
        ["viewWillAppear", "viewDidAppear"].contains(ref.name),
        !names.contains(ref.name)
      {
        names.append(ref.name)
      }
    }
    return names.sorted().reversed().map { $0 }
  }
}

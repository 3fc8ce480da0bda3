import InsetSimSupport
import InsetSimModel
import InsetSimRules
import InsetSimTrace
import InsetSimEngine

/// iOS 11+: a view's safeAreaInsets are zero until it is in a window (seed 003, 概念: S003-10). Values read
/// (observed) in viewDidLoad or viewWillAppear are zero and change once the view enters the window.
///
/// A warning where the scenario's `expect` list reads safeAreaInsets at that point (an explicit read, as
/// S003-10's viewDidLoad print); info for a snapshot that reads everything (an `observe` point).
struct SafeAreaReadBeforeWindow: LintDetector {
  let id = "safeArea.readBeforeWindow"
  let severity = LintSeverity.warning
  let from = OSVersion(11, 0)
  let summary = "safeAreaInsets are read before the controller's view is in a window: they read zero and change later (info when the point only observes, without an expected safeAreaInsets)."
  let fix = "Read safeAreaInsets once the view is in the window: in viewSafeAreaInsetsDidChange, viewDidLayoutSubviews or viewIsAppearing (iOS 13+), or lay out against safeAreaLayoutGuide instead of reading the numbers in viewDidLoad / viewWillAppear."
  let provenance = ["seeds/003_f9323d11921578da.txt §概念", "S003-10", "SEED-OBSERVATIONS note on S001-06…11", "rule safeArea.notInWindow"]

  func findings(in run: LintRun) -> [LintFinding] {
    let h = TraceHistory(run.trace)
    let root = run.scenario.controller.rootViewName
    let entered = h.enteredWindowIndex(of: root)
    var out: [LintFinding] = []
    for s in h.indexes(.snapshot) where s < (entered ?? .max) {
      guard let snapshot = h.entries[s].values else { continue }
      var evidence = [s]
      var stale: [String] = []
      for object in snapshot.objects {
        guard object[.safeAreaInsets] == .insets(.zero),
          let later = h.firstChangeIndex(object.name, .safeAreaInsets, from: s, where: { $0 != .insets(.zero) }),
          let value = h.entries[later].to
        else { continue }
        evidence.append(later)
        stale.append("\(object.name) (0, 0, 0, 0), later \(value)")
      }
      guard !stale.isEmpty else { continue }
      if let entered { evidence.append(entered) }
      let at = h.entries[s].at ?? "?"
      let expected = run.scenario.expect.contains { $0.at.description == at && $0.property == .safeAreaInsets && $0.value == .insets(.zero) }
      let message = expected
        ? "safeAreaInsets read at \(at), before \(root) is in a window, are zero: " + stale.joined(separator: "; ") + "."
        : "The snapshot at \(at) is taken before \(root) is in a window: safeAreaInsets read there are zero: " + stale.joined(separator: "; ") + "."
      out.append(finding(in: run, message, evidence: evidence, history: h, severity: expected ? .warning : .info))
    }
    return out
  }
}

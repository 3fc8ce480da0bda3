import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// iOS 11+: a view's safeAreaInsets are zero until it is in a window (seed 003, 概念: S003-10).
/// Values read
/// (observed) in viewDidLoad or viewWillAppear are zero and change once the view enters the window.
///
/// Severity, decided per snapshot taken before the root view enters the window:
/// - **warning** where the scenario's `expect` list reads safeAreaInsets there, of a view whose
///   value is
/// stale (zero there, not zero later): the app's code reads the numbers at that point. Whatever
/// value the
/// expectation holds: the observed zero (S003-10's viewDidLoad print, a reproduction of what the
/// device
///   shows) or the developer's belief, such as the value the view gets once in the window (the
///   bug-reproduction case: `check` fails on it and the lint says why). The message says which.
/// - **info** for a snapshot that only observes (an `observe` point, or an expectation about
///   another property or view): nothing in the scenario says the code uses those zeros.
struct SafeAreaReadBeforeWindow: LintDetector {
  let id = "safeArea.readBeforeWindow"
  let severity = LintSeverity.warning
  let from = OSVersion(11, 0)
  let summary =
    "safeAreaInsets are read before the controller's view is in a window: they read zero and change later (info when the point only observes, without an expected safeAreaInsets of that view)."
  let fix =
    "Read safeAreaInsets once the view is in the window: in viewSafeAreaInsetsDidChange, viewDidLayoutSubviews or viewIsAppearing (iOS 13+), or lay out against safeAreaLayoutGuide instead of reading the numbers in viewDidLoad / viewWillAppear."
  let provenance = [
    "docs/facts/seed-observations.md#seed-003 (§概念)",
    "docs/facts/seed-observations.md (S003-10)",
    "docs/facts/seed-observations.md (the note on S001-06…11)",
    "rule safeArea.notInWindow",
  ]

  func findings(in run: LintRun) -> [LintFinding] {
    let h = TraceHistory(run.trace)
    let root = run.scenario.controller.rootViewName
    let entered = h.enteredWindowIndex(of: root)
    var out: [LintFinding] = []
    for s in h.indexes(.snapshot) where s < (entered ?? .max) {
      guard let snapshot = h.entries[s].values else { continue }
      var evidence = [s]
      var stale: [String] = []
      var staleObjects: [String] = []
      for object in snapshot.objects {
        guard object[.safeAreaInsets] == .insets(.zero),
          let later = h.firstChangeIndex(
            object.name, .safeAreaInsets, from: s, where: { $0 != .insets(.zero) }),
          let value = h.entries[later].to
        else { continue }
        evidence.append(later)
        stale.append("\(object.name) (0, 0, 0, 0), later \(value)")
        staleObjects.append(object.name)
      }
      guard !stale.isEmpty else { continue }
      if let entered { evidence.append(entered) }
      let at = h.entries[s].at ?? "?"
      // The expectations that read a stale view's safeAreaInsets at this point.
      let reads = run.scenario.expect.filter {
        $0.at.description == at && $0.property == .safeAreaInsets
          && staleObjects.contains($0.object)
      }
      let beliefs = reads.filter { $0.value != .insets(.zero) }
      let message: String
      if !beliefs.isEmpty {
        message =
          "safeAreaInsets read at \(at), before \(root) is in a window, are zero, not the expected "
          + beliefs.map { "\($0.object) \($0.value)" }.joined(separator: ", ") + ": "
          + stale.joined(separator: "; ") + "."
      } else if !reads.isEmpty {
        message =
          "safeAreaInsets read at \(at), before \(root) is in a window, are zero: "
          + stale.joined(separator: "; ") + "."
      } else {
        message =
          "The snapshot at \(at) is taken before \(root) is in a window: safeAreaInsets read there are zero: "
          + stale.joined(separator: "; ") + "."
      }
      let expected = !reads.isEmpty
      out.append(
        finding(
          in: run, message, evidence: evidence, history: h, severity: expected ? .warning : .info))
    }
    return out
  }
}

import InsetSimModel
import InsetSimSupport
import InsetSimTrace

/// Compares each `order` and `called` expectation of a scenario with its run.
///
///     for result in TimingCheck.check(scenario, against: Simulation.run(scenario)) where !result.passed {
///       print(result.message)  // "…: order viewDidAppear → viewWillAppear: viewWillAppear came first: #31 t=0.000, …"
///     }
public struct TimingCheck: Sendable {
  public var scenario: String
  public var expectation: TimingExpectation
  /// What came instead; nil when the expectation holds.
  public var failure: String?

  public var passed: Bool { failure == nil }

  /// One line: scenario, the expectation, what came instead, and the source.
  public var message: String {
    let what: String
    switch expectation.kind {
    case .order(let refs): what = "order " + refs.map(\.description).joined(separator: " → ")
    case .called(let ref, let times): what = "\(ref) called \(times) time\(times == 1 ? "" : "s")"
    }
    return "\(scenario): \(what): " + (failure ?? "holds") + " [source: \(expectation.source)]"
  }

  public static func check(_ scenario: Scenario, against trace: Trace) -> [TimingCheck] {
    let controller = scenario.controller.name
    return scenario.expectTiming.map { e in
      let failure: String?
      switch e.kind {
      case .order(let refs): failure = TraceTiming.order(refs, in: trace, controller: controller)
      case .called(let ref, let times): failure = TraceTiming.called(ref, times: times, in: trace, controller: controller)
      }
      return TimingCheck(scenario: scenario.name, expectation: e, failure: failure)
    }
  }
}

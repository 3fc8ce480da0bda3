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
    case .calledBetween(let ref, let times, let from, let to):
      what = "\(ref) called \(times) time\(times == 1 ? "" : "s") between \(from) and \(to)"
    case .valueChange(let object, let property, let changed, let from, let to):
      what =
        "\(object).\(property.name) \(changed ? "changed" : "unchanged") between \(from) and \(to)"
    case .stops(let rule): what = "stops at rule \(rule)"
    }
    return "\(scenario): \(what): " + (failure ?? "holds") + " [source: \(expectation.source)]"
  }

  /// Why a run that stopped before its end fails: the stop (UIKit would raise, what it does is not
  /// modelled, an engine limit), unless the scenario expects it with a `stops` expectation. Nil
  /// when the run reached its end or the stop was expected.
  ///
  ///     TimingCheck.stopFailure(scenario, against: trace)
  ///     // "present-during-push: the run stops before its end, so no value after it is known: the simulation stopped: …"
  public static func stopFailure(_ scenario: Scenario, against trace: Trace) -> String? {
    guard let stop = trace.stopNote else { return nil }
    if scenario.expectTiming.contains(where: { if case .stops = $0.kind { true } else { false } }) {
      return nil
    }
    return "\(scenario.name): the run stops before its end, so no value after it is known: \(stop)"
      + " (a scenario that means to stop there says so with {\"stops\": RULE, \"source\": …})"
  }

  /// Why `object.property` did not change (or did) between two points' snapshots, with the rules of
  /// the changes in between; nil when the expectation holds.
  static func valueChangeFailure(
    _ object: String, _ property: Property, changed: Bool, from: ObservationPoint,
    to: ObservationPoint, in index: TraceIndex
  ) -> String? {
    guard let a = index.snapshot(at: from.description) else { return "\(from) is never reached" }
    guard let b = index.snapshot(at: to.description) else { return "\(to) is never reached" }
    let x = a.values?.value(object, property)
    let y = b.values?.value(object, property)
    if changed == (x != y) { return nil }
    let shown = { (v: Value?) in v.map(\.description) ?? "no value" }
    guard !changed else { return "it is \(shown(x)) at both" }
    // The changes between the two snapshots' positions, found in the value's list of changes.
    let range = min(a.seq, b.seq)..<max(a.seq, b.seq)
    let list = index.changes(of: object, property)
    let rules = list[TraceIndex.lowerBound(list, range.lowerBound)...].prefix {
      range.contains($0)
    }
    .map { index.trace.entries[$0] }
    .map {
      "#\($0.seq) "
        + ($0.rule.map { "rule " + $0.rawValue } ?? ($0.cause == .app ? "the app" : "its creation"))
    }
    return "\(shown(x)) → \(shown(y))"
      + (rules.isEmpty ? "" : ", changed by " + rules.joined(separator: ", "))
  }

  /// Each expectation answered from one index of the trace, so that N expectations cost in
  /// proportion to N and the trace's length, not their product.
  public static func check(_ scenario: Scenario, against trace: Trace) -> [TimingCheck] {
    guard !scenario.expectTiming.isEmpty else { return [] }
    let controller = scenario.controller.name
    let trace = TraceIndex(trace)
    return scenario.expectTiming.map { e in
      let failure: String?
      switch e.kind {
      case .order(let refs): failure = TraceTiming.order(refs, in: trace, controller: controller)
      case .called(let ref, let times):
        failure = TraceTiming.called(ref, times: times, in: trace, controller: controller)
      case .calledBetween(let ref, let times, let from, let to):
        failure = TraceTiming.called(
          ref, times: times, between: from, and: to, in: trace, controller: controller)
      case .valueChange(let object, let property, let changed, let from, let to):
        failure = valueChangeFailure(
          object, property, changed: changed, from: from, to: to, in: trace)
      case .stops(let rule):
        if trace.trace.stopNote == nil {
          failure = "the run reaches its end; it was expected to stop at rule \(rule)"
        } else if !trace.hasNote(rule: rule) {
          failure = "the run stops, but not at rule \(rule): " + (trace.trace.stopNote ?? "")
        } else {
          failure = nil
        }
      }
      return TimingCheck(scenario: scenario.name, expectation: e, failure: failure)
    }
  }
}

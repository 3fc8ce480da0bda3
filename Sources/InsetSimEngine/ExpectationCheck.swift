import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Runs a scenario and compares each `expect` entry with the value the simulation shows at its
/// point.
///
///     for result in ExpectationCheck.run(scenario) where !result.passed { print(result.message) }
public struct ExpectationCheck: Sendable {
  public var scenario: String
  public var expectation: ExpectedValue
  /// nil when the point was never reached or the object had no such value there.
  public var actual: Value?
  /// The last change before the point that produced the actual value.
  public var cause: TraceEntry?
  public var pointReached: Bool

  /// The actual value is the expected one on screen (lengths within
  /// ``Value/lengthTolerance``: 97.67 for UIKit's 97.66666666666667).
  public var passed: Bool { actual.map { $0.isSameOnScreen(as: expectation.value) } ?? false }

  /// The behaviour outside the model the run went on past before the actual value was set: it is
  /// assumed.
  public var assumedPast: RuleID?

  /// Why a value that matches still fails: it was set after a behaviour outside the model that the
  /// scenario does not accept (its `assumptions`), or it rests on a rule less sure than `minimum`;
  /// nil otherwise.
  public func footingFailure(accepting assumptions: [String], minimum: Confidence = .low) -> String?
  {
    guard passed else { return nil }
    let e = expectation
    // Built only for a failure: most values that match pass.
    var head: String {
      "\(scenario): at \(e.at): \(e.object).\(e.property.name) is the expected \(e.value), but "
    }
    if let past = assumedPast, !assumptions.contains(past.rawValue) {
      return head
        + "it is assumed: the run went on past \(past.rawValue), a behaviour outside the model (add \"\(past.rawValue)\" to the "
        + "scenario's \"assumptions\" to accept it) [source: \(e.source)]"
    }
    if let footing, !footing.meets(minimum) {
      return head
        + "it rests on rule \(footing.rule?.rawValue ?? "?") (confidence \(footing.confidence.rawValue)), below "
        + "--min-confidence \(minimum.rawValue) [source: \(e.source)]"
    }
    return nil
  }

  /// What the actual value rests on (the confidence of the rule that set it); nil when there is no
  /// value.
  public var footing: ValueFooting? {
    guard actual != nil else { return nil }
    var f = ValueFooting.of(cause)
    f.assumedPast = assumedPast
    return f
  }

  /// One line per failure: scenario, point, object, property, expected and actual, and the rule
  /// behind the actual.
  public var message: String {
    let e = expectation
    // Values print to the hundredth of a point: two that print alike are the same on screen.
    func shown(_ v: Value) -> String { v.description }
    var text =
      "\(scenario): at \(e.at): \(e.object).\(e.property.name) expected \(shown(e.value)), "
    if !pointReached {
      text += "but the point is never reached"
    } else {
      text += "got " + (actual.map(shown) ?? "no value")
      if let c = cause {
        switch c.cause {
        case .rule?:
          let confidence =
            c.rule.flatMap(Rule.named).map { ", confidence \($0.confidence.rawValue)" } ?? ""
          text += " (rule \(c.rule?.rawValue ?? "?")\(confidence): \(c.why ?? ""))"
        case .app?: text += " (set by the app" + (c.during.map { " in \($0)" } ?? "") + ")"
        default: text += " (its initial value)"
        }
      }
    }
    return text + " [source: \(e.source)]"
  }

  public static func run(_ scenario: Scenario) -> [ExpectationCheck] {
    check(scenario, against: Simulation.run(scenario))
  }

  /// Each expectation against `trace`: the first snapshot at its point, its value there, and the
  /// last change of that object's property before the snapshot. The trace is walked once for all
  /// expectations — its snapshots indexed by point, and the changes of the values asked about
  /// listed in order — so that checking N expectations at N time points (each adding a snapshot)
  /// costs in proportion to N, not N².
  public static func check(_ scenario: Scenario, against trace: Trace) -> [ExpectationCheck] {
    guard !scenario.expect.isEmpty else { return [] }
    let entries = trace.entries
    let points = scenario.expect.map { $0.at.description }
    var snapshots = Dictionary(points.map { ($0, -1) }, uniquingKeysWith: { a, _ in a })
    var changes = Dictionary(
      scenario.expect.map { (ChangeKey(object: $0.object, property: $0.property), [Int]()) },
      uniquingKeysWith: { a, _ in a })
    var outside: (Int, RuleID)?
    for i in entries.indices {
      switch entries[i].kind {
      case .note:
        if outside == nil, let rule = entries[i].rule, rule.isOutsideTheModel {
          outside = (entries[i].seq, rule)
        }
      case .snapshot:
        if let at = entries[i].at, snapshots[at] == -1 { snapshots[at] = i }
      case .change:
        guard let object = entries[i].object, let property = entries[i].property else { continue }
        let key = ChangeKey(object: object, property: property)
        if changes[key] != nil { changes[key]?.append(i) }
      default: continue
      }
    }
    return zip(scenario.expect, points).map { e, point in
      guard let s = snapshots[point], s >= 0 else {
        return ExpectationCheck(
          scenario: scenario.name, expectation: e, actual: nil, cause: nil, pointReached: false)
      }
      let snapshot = entries[s]
      let actual = snapshot.values?.value(e.object, e.property)
      // The last change before the snapshot's sequence number: a binary search of the changes, in
      // order.
      let end = min(snapshot.seq, entries.count)
      let list = changes[ChangeKey(object: e.object, property: e.property)] ?? []
      var low = 0
      var high = list.count
      while low < high {
        let mid = (low + high) / 2
        if list[mid] < end { low = mid + 1 } else { high = mid }
      }
      let cause = low > 0 ? entries[list[low - 1]] : nil
      var result = ExpectationCheck(
        scenario: scenario.name, expectation: e, actual: actual, cause: cause, pointReached: true)
      // A value set after the run went on past a behaviour outside the model is assumed.
      if let (index, rule) = outside, let c = cause, c.seq > index { result.assumedPast = rule }
      return result
    }
  }

  /// An object's property, the key of the changes an expectation looks back through.
  private struct ChangeKey: Hashable {
    var object: String
    var property: Property
  }
}

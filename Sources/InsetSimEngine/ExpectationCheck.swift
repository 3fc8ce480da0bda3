import InsetSimSupport
import InsetSimModel
import InsetSimRules
import InsetSimTrace

/// Runs a scenario and compares each `expect` entry with the value the simulation shows at its point.
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

  public var passed: Bool { actual == expectation.value }

  /// One line per failure: scenario, point, object, property, expected and actual, and the rule behind the actual.
  public var message: String {
    let e = expectation
    // Values that differ but print alike (98 against 98.0000001) are shown as JSON, every digit.
    let alike = actual.map { $0 != e.value && $0.description == e.value.description } ?? false
    func shown(_ v: Value) -> String { alike ? v.json.compactText : v.description }
    var text = "\(scenario): at \(e.at): \(e.object).\(e.property.name) expected \(shown(e.value)), "
    if !pointReached {
      text += "but the point is never reached"
    } else {
      text += "got " + (actual.map(shown) ?? "no value")
      if let c = cause {
        switch c.cause {
        case .rule?:
          let confidence = c.rule.flatMap(Rule.named).map { ", confidence \($0.confidence.rawValue)" } ?? ""
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

  public static func check(_ scenario: Scenario, against trace: Trace) -> [ExpectationCheck] {
    scenario.expect.map { e in
      let snapshot = trace.snapshot(at: e.at.description)
      let actual = snapshot?.values?.value(e.object, e.property)
      var cause: TraceEntry?
      if let s = snapshot {
        cause = trace.entries[..<min(s.seq, trace.entries.count)].last {
          $0.kind == .change && $0.object == e.object && $0.property == e.property
        }
      }
      return ExpectationCheck(scenario: scenario.name, expectation: e, actual: actual, cause: cause, pointReached: snapshot != nil)
    }
  }
}

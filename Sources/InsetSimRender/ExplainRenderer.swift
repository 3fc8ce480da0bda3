import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Each change of a trace with who made it: the app (and in which callback), or a UIKit rule with
/// its
/// statement, iOS range, confidence, provenance and the arithmetic of this change.
///
///     print(ExplainRenderer(object: "tableView", property: .contentInset).render(trace))
///
/// ```text
/// t=0.000 tableView.contentInset (-64, 0, 0, 0) → (0, 0, 49, 0)
///   rule legacy.autoAdjust.additive (iOS 7.0–10.3, confidence medium)
///     The container adds its adjustment to contentInset and remembers it; …
/// arithmetic: +64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49); added to the
/// app's (-64, 0, 0, 0)
/// ```
public struct ExplainRenderer: TraceRenderer {
  public var object: String?
  public var property: Property?
  /// Columns to wrap lines at (at least 40); continuation lines are indented two more than their
  /// line.
  public var width: Int

  public init(object: String? = nil, property: Property? = nil, width: Int = 100) {
    self.object = object
    self.property = property
    self.width = max(width, 40)
  }

  public func render(_ trace: Trace) -> String {
    var out = ""
    for line in unwrapped(trace).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    {
      let leading = String(line.prefix { $0 == " " })
      out += TextRenderer.wrap(String(line), width: width, continuation: leading + "  ") + "\n"
    }
    return out
  }

  func unwrapped(_ trace: Trace) -> String {
    var out = ""
    if case .string(let name)? = trace.scenario["name"] { out += "# \(name)\n" }
    var count = 0
    for e in trace.entries {
      if let object, e.object != object { continue }
      if let property, e.property != property { continue }
      switch e.kind {
      case .change:
        if e.cause == .initial && property == nil { continue }
        count += 1
        out +=
          "\nt=\(formatSeconds(e.t)) \(e.object ?? "").\(e.property?.name ?? "") "
          + (e.from.map { "\($0)" } ?? "∅") + " → " + (e.to.map { "\($0)" } ?? "∅") + "\n"
        switch e.cause {
        case .app?: out += "  set by the app" + (e.during.map { " in \($0)" } ?? "") + "\n"
        case .initial?: out += "  the object's initial value\n"
        case .rule?, nil: out += explainRule(e.rule, why: e.why)
        }
      case .note where e.rule != nil:
        count += 1
        out += "\nt=\(formatSeconds(e.t)) note: \(e.detail ?? "")\n" + explainRule(e.rule, why: nil)
      default:
        continue
      }
    }
    if count == 0 {
      out +=
        "\nno change" + (object.map { " of \($0)" } ?? "") + (property.map { ".\($0.name)" } ?? "")
        + " in this run\n"
    }
    return out
  }

  func explainRule(_ id: RuleID?, why: String?) -> String {
    guard let id else { return "  (no rule recorded)\n" }
    var out = "  rule \(id)"
    if let rule = Rule.named(id) {
      out +=
        " (\(rule.rangeDescription), confidence \(rule.confidence.rawValue))\n    \(rule.statement)\n"
      if let why { out += "  arithmetic: \(why)\n" }
      out += "  provenance: " + rule.provenance.joined(separator: "; ") + "\n"
      if let conflict = rule.conflict { out += "  sources disagree: \(conflict)\n" }
    } else {
      out += " (not in the rule catalogue)\n" + (why.map { "  arithmetic: \($0)\n" } ?? "")
    }
    return out
  }
}

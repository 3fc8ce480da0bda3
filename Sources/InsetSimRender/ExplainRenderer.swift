import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Each change of a trace with who made it: the app (and in which callback), or a UIKit rule with
/// its statement, iOS range, confidence, provenance and the arithmetic of this change.
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
  /// The rules' evaluations of the object's property that left it as it was
  /// (``Simulation/evaluations(of:_:in:)``): shown when no rule moved it, to say why none did.
  public var kept: [KeptEvaluation]

  public init(
    object: String? = nil, property: Property? = nil, width: Int = 100,
    kept: [KeptEvaluation] = []
  ) {
    self.object = object
    self.property = property
    self.width = max(width, 40)
    self.kept = kept
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
    var moved = 0
    var last: Value?
    for e in trace.entries {
      if let object, e.object != object { continue }
      if let property, e.property != property { continue }
      switch e.kind {
      case .change:
        if e.cause == .initial && property == nil { continue }
        count += 1
        if e.cause != .initial { moved += 1 }
        last = e.to
        out +=
          "\nt=\(formatSeconds(e.t)) \(e.object ?? "").\(e.property?.name ?? "") "
          + (e.from.map { "\($0)" } ?? "∅") + " → " + (e.to.map { "\($0)" } ?? "∅") + "\n"
        switch e.cause {
        case .app?: out += "  set by the app" + (e.during.map { " in \($0)" } ?? "") + "\n"
        case .initial?: out += "  the object's initial value\n"
        case .rule?, nil:
          out += explainRule(e.rule, why: e.why)
          if let under = e.restsOn {
            let confidence =
              Rule.named(under).map { ", confidence \($0.confidence.rawValue)" } ?? ""
            out +=
              "  rests on \(under)\(confidence): a value it was derived from, so it is no surer\n"
          }
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
    if moved == 0, let object, let property {
      var os: OSVersion?
      if case .string(let text)? = trace.scenario["os"] { os = OSVersion(text) }
      if let os, !property.exists(in: os.era) {
        out +=
          "\n\(object).\(property.name) does not exist on iOS \(os): UIKit has no such value there\n"
      } else {
        out += whyNot(object, property, value: last)
      }
    }
    return out
  }

  /// Why a value no rule moved stayed as it was: each rule that evaluated it, with the value it
  /// computed and its arithmetic; or that none evaluated it.
  func whyNot(_ object: String, _ property: Property, value: Value?) -> String {
    let stayed = value.map { " stayed \($0)" } ?? " was never set"
    guard !kept.isEmpty else {
      return "\n\(object).\(property.name)\(stayed): no rule evaluated it in this run, so it keeps "
        + "the value the scenario or UIKit's default gave it\n"
    }
    var out =
      "\n\(object).\(property.name)\(stayed): the rules that evaluated it computed the value it "
      + "already had, so none moved it\n"
    for e in kept {
      out += "\nt=\(formatSeconds(e.t)) computed \(e.value), unchanged\n"
      out += explainRule(e.rule, why: e.why)
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

import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// What a value rests on: the weakest rule under it — the rule whose change set it, or a less sure
/// one under the values it was derived from (the change's `restsOn`). A value the app's code set,
/// or the value an object was made with (the scenario's own figures), rests on the app: high.
/// A value only as sure as its rule is shown with the rule, so that a reader sees which answers
/// stand on firm ground.
///
///     ValueFooting.of(change).label  // "(medium: legacy.autoAdjust.additive)"
public struct ValueFooting: Hashable, Sendable {
  public var confidence: Confidence
  /// The rule whose change set the value; nil when the app or the object's creation did.
  public var rule: RuleID?
  /// The behaviour outside the model (an `outside` rule) the run went on past before the value was
  /// set: the value is assumed, whatever its rule's confidence.
  public var assumedPast: RuleID?

  public init(confidence: Confidence, rule: RuleID?, assumedPast: RuleID? = nil) {
    self.confidence = confidence
    self.rule = rule
    self.assumedPast = assumedPast
  }

  /// The footing of a value the change `change` set (nil: no change set it, so it is the scenario's
  /// own).
  public static func of(_ change: TraceEntry?) -> ValueFooting {
    guard let change, change.cause == .rule, let id = change.rule else {
      return ValueFooting(confidence: .high, rule: nil)
    }
    let own = ValueFooting(confidence: Rule.named(id)?.confidence ?? .low, rule: id)
    // A value derived from values that rest on a less sure rule is only as sure as that rule.
    guard let under = change.restsOn else { return own }
    let upstream = ValueFooting(confidence: Rule.named(under)?.confidence ?? .low, rule: under)
    return upstream.confidence.rank < own.confidence.rank ? upstream : own
  }

  /// `(high)`, `(medium: legacy.autoAdjust.additive)`, `(low: present.sheet.safeArea)`, `(assumed:
  /// outside.sheetKeyboard)`.
  public var label: String {
    if let assumedPast { return "(assumed: \(assumedPast.rawValue))" }
    guard confidence != .high, let rule else { return "(\(confidence.rawValue))" }
    return "(\(confidence.rawValue): \(rule.rawValue))"
  }

  /// Assumed −1, then the confidence's rank (low 0, medium 1, high 2): the lower, the weaker.
  public var strength: Int { assumedPast == nil ? confidence.rank : -1 }

  /// The label without its parentheses: "high", "low: present.sheet.safeArea".
  public var text: String { String(label.dropFirst().dropLast()) }

  /// Whether it is at least as sure as `minimum`.
  public func meets(_ minimum: Confidence) -> Bool { confidence.rank >= minimum.rank }

  /// The footing of `object`'s `property` as it stood before entry `seq` (a snapshot's position),
  /// as ``table(in:before:)`` gives it; nil when no change before it set the value. Found by
  /// looking back for the last change of that value alone: a matrix row asks for a few values of
  /// each run, and a table of every value cost more than the run (no entry is copied, no table is
  /// made).
  public static func of(
    _ object: String, _ property: Property, in trace: Trace, before seq: Int
  ) -> ValueFooting? {
    of(object, property, in: trace, before: seq, outsideNote: firstOutsideNote(in: trace))
  }

  /// ``of(_:_:in:before:)`` with the trace's first note of a behaviour outside the model found
  /// already (``firstOutsideNote(in:)``), so that several values of one trace look for it once.
  package static func of(
    _ object: String, _ property: Property, in trace: Trace, before seq: Int,
    outsideNote: (index: Int, rule: RuleID)?
  ) -> ValueFooting? {
    var i = min(seq, trace.entries.count)
    while i > 0 {
      i -= 1
      guard trace.entries[i].kind == .change, trace.entries[i].property == property,
        trace.entries[i].object == object
      else { continue }
      var footing = of(trace.entries[i])
      // Assumed past the first behaviour outside the model that the run went on past before it.
      if let outsideNote, outsideNote.index < i { footing.assumedPast = outsideNote.rule }
      return footing
    }
    return nil
  }

  /// The trace's first note of a behaviour outside the model (an `outside` rule), and where it is.
  package static func firstOutsideNote(in trace: Trace) -> (index: Int, rule: RuleID)? {
    for i in trace.entries.indices where trace.entries[i].kind == .note {
      if let rule = trace.entries[i].rule, rule.isOutsideTheModel { return (i, rule) }
    }
    return nil
  }

  /// The footing of every value set before entry `seq` (a snapshot's position): by object, then
  /// property.
  public static func table(in trace: Trace, before seq: Int) -> [String: [Property: ValueFooting]] {
    var table: [String: [Property: ValueFooting]] = [:]
    var past: RuleID?
    for e in trace.entries[..<min(seq, trace.entries.count)] {
      if e.kind == .note, past == nil, let rule = e.rule, rule.isOutsideTheModel { past = rule }
      guard e.kind == .change, let object = e.object, let property = e.property else { continue }
      var f = of(e)
      f.assumedPast = past
      table[object, default: [:]][property] = f
    }
    return table
  }
}

extension Confidence {
  /// high 2, medium 1, low 0.
  public var rank: Int {
    switch self {
    case .high: 2
    case .medium: 1
    case .low: 0
    }
  }
}

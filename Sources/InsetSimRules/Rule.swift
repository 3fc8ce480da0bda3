import InsetSimModel
import InsetSimSupport

/// A named UIKit behaviour: an id, the iOS releases it applies to, what it states, where that comes
/// from, and how sure we are. Every change a rule makes in a trace names it.
public struct Rule: Hashable, Sendable {
  public var id: RuleID
  /// The first release the rule applies to and the last (nil: still in force).
  public var from: OSVersion
  public var through: OSVersion?
  public var statement: String
  /// Seed file and section, SEED-OBSERVATIONS ids, or public URLs (from UIKIT-FACTS).
  public var provenance: [String]
  public var confidence: Confidence
  /// Where sources disagree: the claim not taken, and why.
  public var conflict: String?
  /// A UIKit bug's known workarounds (family `bug`): what an app does so that the bug's releases
  /// and the fixed ones agree.
  public var workarounds: [String]

  public init(
    _ id: String, from: OSVersion, through: OSVersion? = nil, _ statement: String,
    provenance: [String],
    confidence: Confidence, conflict: String? = nil, workarounds: [String] = []
  ) {
    self.id = RuleID(id)
    self.from = from
    self.through = through
    self.statement = statement
    self.provenance = provenance
    self.confidence = confidence
    self.conflict = conflict
    self.workarounds = workarounds
  }

  /// "iOS 7.0–10.3", "iOS 11.0+", "iOS 11.2" (one release), "all"
  public var rangeDescription: String {
    if let through {
      if through == from { return "iOS \(from)" }
      return from == OSVersion(6, 0) ? "iOS ≤\(through)" : "iOS \(from)–\(through)"
    }
    return from == OSVersion(6, 0) ? "all" : "iOS \(from)+"
  }

  public func applies(to os: OSVersion) -> Bool {
    os >= from && (through.map { os <= $0 } ?? true)
  }
}

/// A rule's id, such as `legacy.autoAdjust.additive`.
///
/// An id is read from a trace or a user's file (`RuleID("flow.raises")`); code that applies a rule
/// names its ``Rule`` value (`Rule.flowRaises`), so there is no string literal to mistype.
///
/// An id is its string's place in a table kept for the life of the process (`RuleIDTable`), so
/// that the values and trace entries that carry one copy a number, not a string; equal ids are one
/// place, and ids are ordered by their strings.
public struct RuleID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The place of the id's string (0: the empty id).
  private let place: UInt32
  /// The id's string (kept by the table: reading it makes no new string).
  public var rawValue: String { RuleIDTable.string(at: place) }
  public init(_ rawValue: String) {
    place = rawValue.isEmpty ? 0 : RuleIDTable.place(of: rawValue)
  }
  public var description: String { rawValue }
  public static func == (a: RuleID, b: RuleID) -> Bool { a.place == b.place }
  public func hash(into hasher: inout Hasher) { hasher.combine(place) }
  public static func < (a: RuleID, b: RuleID) -> Bool {
    a.place != b.place && a.rawValue < b.rawValue
  }
  /// A behaviour the model does not simulate (family `outside`).
  public var isOutsideTheModel: Bool { rawValue.hasPrefix("outside.") }
  /// A bug of UIKit's in some releases (family `bug`).
  public var isUIKitBug: Bool { rawValue.hasPrefix("bug.") }
}

/// A value a rule derived, with the rule and the arithmetic that explain it.
public struct Derived<T: Sendable>: Sendable {
  public var value: T
  public var rule: RuleID
  public var explanation: Explanation
  /// The confidence of the value's own rule.
  public var confidence: Confidence
  /// A less sure rule under a value it was derived from (see ``restingOn(_:)``); nil when none is
  /// less sure than its own rule (kept apart so that most values carry no second id).
  public var under: Footing?
  /// The weakest rule under the value: a less sure one under what it was derived from, or its own.
  public var footing: Footing { under ?? Footing(rule: rule, confidence: confidence) }
  /// "top 64 = status bar 20 + navigation bar 44"
  public var why: String { explanation.text }

  /// `why` is evaluated only when read (see ``Explanation``). A value is derived through a rule
  /// value (`Rule.statusBarHeight`), never through a bare id.
  public init(
    _ value: T, _ rule: borrowing Rule, _ why: @escaping @autoclosure @Sendable () -> String
  ) {
    self.value = value
    self.rule = rule.id
    self.explanation = Explanation(why)
    self.confidence = rule.confidence
  }

  /// A value derived by a rule chosen among several where it is derived: `rule` is the chosen
  /// rule's footing (`Footing(Rule.tabBarHeight)`), its id and confidence, so that choosing copies
  /// two numbers, not the whole rule (its statement, sources and workarounds).
  package init(
    _ value: T, _ rule: Footing, _ why: @escaping @autoclosure @Sendable () -> String
  ) {
    self.value = value
    self.rule = rule.rule
    self.explanation = Explanation(why)
    self.confidence = rule.confidence
  }

  /// A value no rule derived and nothing reads (an absent bar's frame).
  package init(placeholder value: T) {
    self.value = value
    self.rule = RuleID("")
    self.explanation = .none
    self.confidence = .high
  }

  /// A value derived by the rule that derived `source` (the same rule, carried one step further).
  package init<S>(
    _ value: T, ruleOf source: Derived<S>, _ why: @escaping @autoclosure @Sendable () -> String
  ) {
    self.value = value
    self.rule = source.rule
    self.explanation = Explanation(why)
    self.confidence = source.confidence
    self.under = source.under
  }

  /// The value, resting also on `upstream` (the footing of what it was derived from): its footing
  /// becomes the weaker of the two.
  ///
  /// Inlinable, as is ``restOn(_:)``: called from another module, the generic function copied the
  /// value through its type's value witnesses.
  @inlinable
  package func restingOn(_ upstream: Footing?) -> Derived {
    var d = self
    d.restOn(upstream)
    return d
  }

  /// Makes the value rest also on `upstream`, in place (no copy of the value is made).
  @inlinable
  package mutating func restOn(_ upstream: Footing?) {
    guard let upstream,
      upstream.confidence.strength < (under?.confidence ?? confidence).strength
    else { return }
    under = upstream
  }
}

/// What a value rests on: the weakest rule under it and that rule's confidence. A value is as
/// sure as the weakest rule under it — its own, or one under a value it was derived from (an
/// adjustedContentInset under a safe area under a bar height of medium confidence is medium).
public struct Footing: Hashable, Sendable {
  /// The rule; empty for a value the app set or an object was made with.
  public var rule: RuleID
  public var confidence: Confidence

  public init(rule: RuleID, confidence: Confidence) {
    self.rule = rule
    self.confidence = confidence
  }

  public init(_ rule: borrowing Rule) {
    self.init(rule: rule.id, confidence: rule.confidence)
  }

  /// A value the app set, or an object's first value: as sure as the scenario.
  public static let app = Footing(rule: RuleID(""), confidence: .high)

  /// The weaker of two footings (the first when they are as sure).
  public func weaker(_ other: Footing?) -> Footing {
    guard let other, other.confidence.strength < confidence.strength else { return self }
    return other
  }
}

extension Confidence {
  /// high 2, medium 1, low 0: the lower, the weaker.
  @inlinable
  package var strength: Int {
    switch self {
    case .high: 2
    case .medium: 1
    case .low: 0
    }
  }
}

import InsetSimSupport

/// An expectation about when things happen rather than what values are: callbacks in an order, or a callback
/// called an exact number of times (SPEC §7, `expect` entries with `order` or `called`).
///
///     { "order": ["viewDidLoad", "viewWillAppear", "viewDidAppear"], "source": "…" }
///     { "called": "viewWillTransition", "times": 0, "source": "…" }
public struct TimingExpectation: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// These callbacks happen in this order; other entries may come between them. Each is matched at its
    /// first occurrence after the previous one.
    case order([CallbackRef])
    /// The callback happens exactly this many times in the run.
    case called(CallbackRef, times: Int)
  }

  public var kind: Kind
  /// Where the order or the count was published.
  public var source: String

  public init(_ kind: Kind, source: String) {
    self.kind = kind
    self.source = source
  }
}

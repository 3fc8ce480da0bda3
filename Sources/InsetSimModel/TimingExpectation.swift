import InsetSimSupport

/// An expectation about when things happen rather than what values are: callbacks in an order, or a
/// callback called an exact number of times (`expect` entries with `order` or `called`).
///
///     { "order": ["viewDidLoad", "viewWillAppear", "viewDidAppear"], "source": "…" }
///     { "called": "viewWillTransition", "times": 0, "source": "…" }
///     { "called": "Home.viewWillAppear", "times": 0, "between": ["Modal.viewDidAppear", "Modal.viewDidDisappear"], "source": "…" }
///     { "changed": "tableView.contentInset", "between": ["viewWillAppear", "viewDidAppear"], "source": "…" }
///     { "stops": "flow.raises", "source": "…" }
public struct TimingExpectation: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// These callbacks happen in this order; other entries may come between them. Each is matched
    /// at its first occurrence after the previous one.
    case order([CallbackRef])
    /// The callback happens exactly this many times in the run.
    case called(CallbackRef, times: Int)
    /// The callback happens exactly this many times after the first point and before the second
    /// ("not called
    /// until the modal appears": 0 between the launch's viewDidAppear and the modal's
    /// viewDidAppear).
    case calledBetween(CallbackRef, times: Int, from: ObservationPoint, to: ObservationPoint)
    /// The value of `object.property` differs (`changed`) or is the same (`unchanged`) between two
    /// points.
    case valueChange(
      object: String, property: Property, changed: Bool, from: ObservationPoint,
      to: ObservationPoint)
    /// The run stops before its end at a note of this rule (UIKit would raise, or what it does is
    /// not modelled): without it, `check` fails a run that stops.
    case stops(rule: String)
  }

  public var kind: Kind
  /// Where the order or the count was published.
  public var source: String

  public init(_ kind: Kind, source: String) {
    self.kind = kind
    self.source = source
  }
}

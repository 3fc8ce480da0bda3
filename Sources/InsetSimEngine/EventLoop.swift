import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// The engine's clock and queue: a virtual clock in integer microseconds that jumps to each event's
/// time, and the ``EventQueue`` that orders events by (time, insertion order). ``Simulation`` runs
/// a scenario's lifecycle on it; `insetsim bench` runs the standard workload on it.
///
///     var loop = EventLoop<String>()
///     loop.schedule("layout", after: 16_667)
///     loop.schedule("launch", at: 0)
///     loop.next()   // "launch", loop.now == 0
///     loop.next()   // "layout", loop.now == 16_667
public struct EventLoop<Event> {
  /// The virtual time of the event being handled, in microseconds.
  public var now: Int64 { _now }
  @usableFromInline var _now: Int64 = 0
  @usableFromInline var queue: EventQueue<Event>

  public init(reservingCapacity n: Int = 16) {
    queue = EventQueue(reservingCapacity: n)
  }

  public var isEmpty: Bool { queue.isEmpty }

  /// The earliest event's time and insertion sequence, without removing it.
  public var peek: (time: Int64, sequence: UInt64)? { queue.peek }

  /// The sequence number the next scheduled event will get (events scheduled from now on compare
  /// after).
  public var nextSequence: UInt64 { queue.nextSequence }

  @inlinable
  public mutating func schedule(_ event: Event, at time: Int64) {
    queue.schedule(event, at: time)
  }

  @inlinable
  public mutating func schedule(_ event: Event, after delay: Int64) {
    queue.schedule(event, at: _now &+ delay)
  }

  /// Removes the earliest event and moves the clock to its time.
  @inlinable
  public mutating func next() -> Event? {
    guard let popped = queue.popNext() else { return nil }
    _now = popped.time
    return popped.payload
  }

  /// Empties the queue and sets the clock back to zero, keeping the storage.
  public mutating func reset() {
    queue.removeAll()
    _now = 0
  }
}

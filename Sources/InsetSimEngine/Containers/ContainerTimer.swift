/// A timer a container kind set (``Simulation/schedule(_:for:after:)``): the kind, which of its
/// timers (the raw value of the kind's own `Timer` enum), and what the timer is about (a navigation
/// controller's index, a page view controller's id). When it fires the engine hands it back to the
/// kind (``ContainerKind/timerFired(_:in:)``), so the engine's events name no container.
struct ContainerTimer {
  var kind: any ContainerKind.Type
  var code: Int
  var subject: Int
}

extension Simulation {
  /// Sets a timer of container kind `kind`: `timer` (one of the kind's own timers) about
  /// `subject`, fired after `delay` microseconds.
  func schedule<Timer: RawRepresentable<Int>>(
    _ timer: Timer, of kind: any ContainerKind.Type, about subject: Int = 0, after delay: Int64
  ) {
    schedule(
      .containerTimer(ContainerTimer(kind: kind, code: timer.rawValue, subject: subject)),
      after: delay)
  }
}

import InsetSimSupport

/// Where a snapshot is taken or an expectation is read.
public enum ObservationPoint: Hashable, Sendable, CustomStringConvertible {
  public enum Occurrence: Hashable, Sendable {
    case first, last
    case nth(Int)
  }
  /// The end of a callback (after the app's code in it ran).
  case callback(CallbackRef, Occurrence)
  /// The state after every turn at or before this virtual time.
  case time(Int64)

  public var description: String {
    switch self {
    case .time(let t): return "t=" + formatSeconds(t)
    case .callback(let ref, let occurrence):
      switch occurrence {
      case .first: return ref.description
      case .last: return "last " + ref.description
      case .nth(let n): return "\(ordinalWord(n)) " + ref.description
      }
    }
  }
}

func ordinalWord(_ n: Int) -> String {
  switch n {
  case 1: "first"
  case 2: "second"
  case 3: "third"
  default: "#\(n)"
  }
}

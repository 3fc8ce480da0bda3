/// A value read from a view or a controller, written in the shape InsetSim's traces use.
///
///     RecordedValue.insets(top: 64, left: 0, bottom: 49, right: 0).jsonText  // [64,0,49,0]
///     RecordedValue.rect(x: 0, y: 0, width: 375, height: 667).jsonText       // [0,0,375,667]
///     RecordedValue.name("automatic").jsonText                               // "automatic"
///
/// Insets are `[top, left, bottom, right]`, rectangles `[x, y, width, height]`, points `[x, y]` and
/// sizes `[width, height]`, as in InsetSim's `TraceFile` (the trace format).
public enum RecordedValue: Hashable, Sendable {
  case bool(Bool)
  case number(Double)
  case insets(top: Double, left: Double, bottom: Double, right: Double)
  case rect(x: Double, y: Double, width: Double, height: Double)
  case point(x: Double, y: Double)
  case size(width: Double, height: Double)
  /// A named value: an adjustment behavior (`"never"`), edges (`"all"`, `"none"`, `"top,bottom"`),
  /// or an orientation (`"portrait"`).
  case name(String)

  /// The value as compact JSON, numbers written as ``TraceLineEncoder`` writes them.
  public var jsonText: String {
    var out = ""
    write(to: &out)
    return out
  }

  func write(to out: inout String) {
    switch self {
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): TraceLineEncoder.writeNumber(n, to: &out)
    case .insets(let top, let left, let bottom, let right):
      TraceLineEncoder.writeNumbers([top, left, bottom, right], to: &out)
    case .rect(let x, let y, let width, let height):
      TraceLineEncoder.writeNumbers([x, y, width, height], to: &out)
    case .point(let x, let y): TraceLineEncoder.writeNumbers([x, y], to: &out)
    case .size(let width, let height): TraceLineEncoder.writeNumbers([width, height], to: &out)
    case .name(let s): TraceLineEncoder.writeString(s, to: &out)
    }
  }
}

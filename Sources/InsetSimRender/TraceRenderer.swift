import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Turns a trace into text for people or tools. One renderer per output format, all behind this
/// protocol.
public protocol TraceRenderer: Sendable {
  func render(_ trace: Trace) -> String
}

extension Trace {
  /// `trace.rendered(as: .text)`
  public func rendered(as renderer: some TraceRenderer) -> String { renderer.render(self) }
}

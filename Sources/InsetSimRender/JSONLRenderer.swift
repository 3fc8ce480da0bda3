import InsetSimSupport
import InsetSimModel
import InsetSimRules
import InsetSimTrace
import InsetSimEngine

/// The trace file format itself (`*.trace.jsonl`), as a renderer.
public struct JSONLRenderer: TraceRenderer {
  public init() {}
  public func render(_ trace: Trace) -> String { TraceFile.encode(trace) }
}

extension TraceRenderer where Self == JSONLRenderer {
  public static var jsonl: JSONLRenderer { JSONLRenderer() }
}

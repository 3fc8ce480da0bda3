import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// The trace file format itself (`*.trace.jsonl`), as a renderer.
public struct JSONLRenderer: TraceRenderer {
  public init() {}
  public func render(_ trace: Trace) -> String { TraceFile.encode(trace) }
}

extension TraceRenderer where Self == JSONLRenderer {
  public static var jsonl: JSONLRenderer { JSONLRenderer() }
}

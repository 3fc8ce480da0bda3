import InsetSimModel
import InsetSimTraceFormat
import InsetSimTrace

/// The size of the trace a run writes, so that a run stops before its trace outgrows what the trace reader
/// takes (`TraceFile.maxBytes`): counted exactly, as the trace file's bytes, only in runs long enough to come
/// near it, so that short runs pay nothing.
extension TraceWriter {
  /// Whether the run is long enough to count its bytes: it has recorded a chunk's entries or snapshot values
  /// (a streamed run hands nothing on before this, so every entry is counted while still in memory).
  var countsBytes: Bool {
    count >= Simulation.streamChunk || snapshotValues >= Simulation.streamSnapshotValues
  }

  /// Adds the bytes of the entries recorded since the last count to ``traceBytes`` (the header's, of a trace
  /// of `scenario`, first): each line's as ``TraceFile/lineByteCount(_:)`` works it out without writing it,
  /// numbered with its place in the run (never fewer digits than the number it is written with); dropped
  /// entries are counted too, as they are towards the other limits. A streamed run keeps the words of each
  /// explanation built to count it, so that its sink writes them without building them again.
  mutating func countBytes(header scenario: Scenario) {
    var total: Int
    if let bytes = traceBytes {
      total = bytes
    } else {
      var header = JSONTextBuffer(capacity: 4_096)
      TraceFile.appendHeaderLine(of: scenario, to: &header)
      total = header.count
    }
    let first = max(countedEntries - base, 0)
    if sink != nil {
      for j in first..<entries.count {
        if let why = entries[j].explanation?.text { entries[j].why = why }
      }
    }
    // Read in place: an entry passed by subscript would be copied, every string in it retained.
    entries.withUnsafeBufferPointer { recorded in
      for j in first..<recorded.count { total += TraceFile.lineByteCount(recorded[j]) }
    }
    traceBytes = total
    countedEntries = count
  }
}

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
  /// of `scenario`, first): each as its line is written, numbered with its place in the run (never fewer
  /// digits than the number it is written with); dropped entries are counted too, as they are towards the
  /// other limits.
  mutating func countBytes(header scenario: Scenario) {
    // Moved out (not copied), so the buffer stays uniquely held while it is written to.
    var line = countingBuffer ?? JSONTextBuffer(capacity: 4_096)
    countingBuffer = nil
    defer { countingBuffer = line }
    if traceBytes == nil {
      TraceFile.appendHeaderLine(of: scenario, to: &line)
      traceBytes = line.count
    }
    var total = traceBytes ?? 0
    for j in max(countedEntries - base, 0)..<entries.count {
      line.removeAll()
      TraceFile.appendLine(entries[j], to: &line)
      total += line.count
    }
    traceBytes = total
    countedEntries = count
  }
}

import InsetSimModel
import InsetSimTrace
import InsetSimTraceFormat

/// The size of the trace a run writes, so that a run stops before its trace outgrows what the trace
/// reader takes (`TraceFile.maxBytes`): only in runs long enough to come near it, so that short
/// runs pay nothing; bounded cheaply entry by entry, and counted exactly, as the trace file's
/// bytes, only once the bounds could reach the limit or before entries are handed on.
extension TraceWriter {
  /// Whether the run is long enough to count its bytes: it has recorded a chunk's entries or
  /// snapshot values
  /// (a streamed run hands nothing on before this, so every entry is counted while still in
  /// memory).
  var countsBytes: Bool {
    count >= Simulation.streamChunk || snapshotValues >= Simulation.streamSnapshotValues
  }

  /// Bounds the entries recorded since the last call (``TraceFile/lineByteBound(_:)``), and when
  /// `exactly` or when ``traceBytes`` and the bounds could together reach `limit`, adds the bytes
  /// of every entry not yet counted to ``traceBytes`` (the header's, of a trace of `scenario`,
  /// first): each line's as ``TraceFile/lineByteCount(_:)`` works it out without writing it,
  /// numbered with its place in the run
  /// (never fewer digits than the number it is written with); dropped entries are counted too, as
  /// they are towards the other limits, as they were when bounded. The bound is never below the
  /// count, so the run stops at the same entry as one that counts every entry at every call. A
  /// streamed run keeps the words of each explanation built to count it, so that its sink writes
  /// them without building them again.
  mutating func countBytes(header scenario: Scenario, limit: Int, exactly: Bool) {
    var bound = boundBytes
    // Read in place, through a pointer (a buffer's subscript would copy each entry, every string in
    // it retained and released).
    entries.withUnsafeBufferPointer { recorded in
      guard let start = recorded.baseAddress else { return }
      for j in max(boundedEntries - base, 0)..<recorded.count {
        bound += TraceFile.lineByteBound(start + j)
      }
    }
    boundedEntries = count
    boundBytes = bound
    // The header's bytes (the whole scenario, encoded) are worked out only to count exactly or
    // once the entries' bounds reach half the limit: a long run of a large app paid the scenario's
    // encoding as soon as it passed a chunk of entries, a step in its cost per push. A header is far
    // below half the limit (a scenario file holds at most 8 MiB, the limit over 100 MiB), so the
    // run stops at the same entry.
    guard exactly || traceBytes != nil || bound >= limit / 2 else { return }
    let counted: Int
    if let bytes = traceBytes {
      counted = bytes
    } else {
      counted = TraceFile.headerLineByteCount(of: scenario)
      traceBytes = counted
    }
    guard exactly || counted + bound >= limit else { return }

    var total = counted
    let first = max(countedEntries - base, 0)
    if sink != nil {
      for j in first..<entries.count {
        if let why = entries[j].explanation?.text { entries[j].why = why }
      }
    }
    let early = countedEarly
    entries.withUnsafeBufferPointer { recorded in
      guard let start = recorded.baseAddress else { return }
      for j in first..<recorded.count {
        total +=
          early.isEmpty
          ? TraceFile.lineByteCount(start[j]) : early[base + j] ?? TraceFile.lineByteCount(start[j])
      }
    }
    countedEarly = [:]
    traceBytes = total
    countedEntries = count
    boundBytes = 0
  }
}

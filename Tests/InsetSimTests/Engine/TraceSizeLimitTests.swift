import InsetSimTraceFormat
import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimSupport
@testable import InsetSimTrace

/// What `run` writes, `replay` reads: the engine's limits of entries and snapshot values stop the
/// largest scenarios the decoder accepts before their trace outgrows the trace reader's limit.
@Suite struct TraceSizeLimitTests {
  static func manyScrollViews(rotations: Int, timePoints: Int) -> Scenario {
    var s = Scenario.seedExample(os: OSVersion(17, 0))
    s.controller.subviews = (0..<999).map {
      ViewSpec(id: "s\($0)", type: .scrollView, frame: .rect(Rect(width: 375, height: 667)))
    }
    s.script = (0..<rotations).map {
      ScriptStep(
        .at(Int64(500_000 + $0 * 500_000)), .rotate($0 % 2 == 0 ? .landscapeLeft : .portrait))
    }
    s.observe = (1...max(1, timePoints)).prefix(timePoints).map { .time(Int64($0 * 1_000)) }
    return s
  }

  @Test func aThousandRotationsOfAThousandScrollViewsStopAtTheEntryLimit() throws {
    let trace = Simulation.run(Self.manyScrollViews(rotations: 1_000, timePoints: 0))
    let last = try #require(trace.entries.last)
    #expect(last.kind == .note)
    #expect(last.detail?.hasPrefix("the simulation stops after 200000 trace entries") == true)
    let text = TraceFile.encode(trace)
    #expect(text.utf8.count < TraceFile.maxBytes)
    #expect(
      try TraceFile.decode(bytes: Array(text.utf8), file: "big.trace.jsonl").entries.count
        == trace.entries.count)
  }

  @Test func aThousandPointsOverAThousandViewsStopAtTheSnapshotLimit() throws {
    let trace = Simulation.run(Self.manyScrollViews(rotations: 0, timePoints: 1_000))
    let last = try #require(trace.entries.last)
    #expect(last.detail?.contains("the engine's limit of 2000000 snapshot values per run") == true)
    #expect(TraceFile.encode(trace).utf8.count < TraceFile.maxBytes)
  }

  /// A run works its values out from the scenario's, past a scenario's 100,000-point bound: a
  /// 10,000-row table's content is 440,000 points tall, and a contentInset top at the bound plus
  /// the bars' 64 makes an adjustedContentInset top past it (a frame far above the screen no
  /// longer does: a subview's safe area counts only the part of its frame inside its parent). The
  /// trace reads back as it was written.
  @Test func valuesBeyondAScenariosBoundReadBack() throws {
    var s = Scenario.seedExample(os: OSVersion(17, 0))
    s.controller.subviews[0].rows = 10_000
    s.controller.subviews[0].rowHeight = 44
    s.controller.subviews[0].contentInset = EdgeInsets(top: 99_999.5)
    s.controller.subviews.append(
      ViewSpec(
        id: "far", type: .scrollView,
        frame: .rect(Rect(x: -99_999.5, y: -99_999.5, width: 99_999.5, height: 99_999.5))))
    let trace = Simulation.run(s)
    #expect(trace.entries.contains { $0.to?.sizeValue?.height == 440_000 + 64 + 49 })
    #expect(trace.entries.contains { ($0.to?.insetsValue?.top ?? 0) > 100_000 })
    let decoded = try TraceFile.decode(
      bytes: TraceFile.encodedBytes(trace), file: "wide.trace.jsonl")
    #expect(decoded.entries == trace.entries)
  }

  /// 999 views with 64-character ids and 17-digit frames, rotated 1,000 times and observed at 198
  /// points along the way: each of the limits above would let the run write 139 MB, past the
  /// reader's 128 MB. The byte limit stops it first, with a note that names it.
  static var longLinesEverywhere: Scenario {
    var s = manyScrollViews(rotations: 1_000, timePoints: 0)
    // Past the screen on every side, so each view overlaps its parent's bounds and takes part of
    // its safe area at every rotation (a frame wholly outside them takes none).
    let frame = Rect(
      x: -99_999.12345678901, y: -99_999.98765432101, width: 199_999.12345678901,
      height: 199_999.98765432107)
    s.controller.subviews = (0..<999).map { (i: Int) -> ViewSpec in
      let id = "v\(i)_" + String(repeating: "x", count: 61 - String(i).count)
      return ViewSpec(id: id, type: .scrollView, frame: .rect(frame))
    }
    s.observe = (1...198).map { (k: Int) -> ObservationPoint in .time(Int64(k) * 150_000) }
    return s
  }

  @Test func longLinesEverywhereStopAtTheByteLimit() throws {
    let trace = Simulation.run(Self.longLinesEverywhere)
    let last = try #require(trace.entries.last)
    #expect(last.detail?.hasPrefix("the simulation stops after ") == true)
    #expect(
      last.detail?.contains(
        "the engine's limit of \(EngineLimits.maxTraceBytes) bytes of trace per run (what `run` writes, `replay` reads)"
      ) == true)
    let bytes = TraceFile.encodedBytes(trace).count
    #expect(bytes >= EngineLimits.maxTraceBytes && bytes < TraceFile.maxBytes)
  }

  /// The count is the trace file's bytes: header and lines, exactly; and a streamed run stops where
  /// a run that keeps its trace does (here at a lowered limit of 2 MiB).
  @Test func theBytesCountedAreTheBytesWrittenStreamedOrNot() throws {
    let s = Self.manyScrollViews(rotations: 1_000, timePoints: 3)
    let sim = Simulation(scenario: s)
    sim.maxTraceBytes = 2 << 20
    sim.runToEnd()
    let entries = sim.recorder.takeFinishedEntries()
    let note = try #require(entries.last?.detail)
    #expect(note.contains("the engine's limit of 2097152 bytes of trace per run"))
    let counted = try #require(sim.recorder.traceBytes)
    #expect(counted >= 2 << 20)
    let prefix = Trace(of: s, entries: Array(entries.prefix(sim.recorder.countedEntries)))
    #expect(counted == TraceFile.encodedBytes(prefix).count)
    let whole = TraceFile.encodedBytes(Trace(of: s, entries: entries))
    #expect(whole.count - counted < 1 << 20)

    let streaming = Simulation(scenario: s)
    streaming.maxTraceBytes = 2 << 20
    var streamed = JSONTextBuffer()
    TraceFile.appendHeaderLine(of: s, to: &streamed)
    streaming.recorder.sink = { TraceFile.appendLine($0, to: &streamed) }
    streaming.runToEnd()
    streaming.recorder.flush(before: streaming.recorder.count)
    #expect(streamed.bytes == whole)
  }
}

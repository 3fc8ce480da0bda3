import Testing

@testable import InsetSim
@testable import InsetSimSupport
@testable import InsetSimModel
@testable import InsetSimTrace
@testable import InsetSimEngine

/// What `run` writes, `replay` reads: the engine's limits of entries and snapshot values stop the largest
/// scenarios the decoder accepts before their trace outgrows the trace reader's limit.
@Suite struct TraceSizeLimitTests {
  static func manyScrollViews(rotations: Int, timePoints: Int) -> Scenario {
    var s = Scenario.seedExample(os: OSVersion(17, 0))
    s.controller.subviews = (0..<999).map { ViewSpec(id: "s\($0)", type: .scrollView, frame: .rect(Rect(width: 375, height: 667))) }
    s.script = (0..<rotations).map { ScriptStep(.at(Int64(500_000 + $0 * 500_000)), .rotate($0 % 2 == 0 ? .landscapeLeft : .portrait)) }
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
    #expect(try TraceFile.decode(bytes: Array(text.utf8), file: "big.trace.jsonl").entries.count == trace.entries.count)
  }

  @Test func aThousandPointsOverAThousandViewsStopAtTheSnapshotLimit() throws {
    let trace = Simulation.run(Self.manyScrollViews(rotations: 0, timePoints: 1_000))
    let last = try #require(trace.entries.last)
    #expect(last.detail?.contains("the engine's limit of 2000000 snapshot values per run") == true)
    #expect(TraceFile.encode(trace).utf8.count < TraceFile.maxBytes)
  }

  /// A run works its values out from the scenario's, past a scenario's 100,000-point bound: a 10,000-row
  /// table's content is 440,000 points tall, and a frame far above the screen is overlapped by more than
  /// 100,000 points of bars. The trace reads back as it was written.
  @Test func valuesBeyondAScenariosBoundReadBack() throws {
    var s = Scenario.seedExample(os: OSVersion(17, 0))
    s.controller.subviews[0].rows = 10_000
    s.controller.subviews[0].rowHeight = 44
    s.controller.subviews.append(
      ViewSpec(id: "far", type: .scrollView, frame: .rect(Rect(x: -99_999.5, y: -99_999.5, width: 99_999.5, height: 99_999.5))))
    let trace = Simulation.run(s)
    #expect(trace.entries.contains { $0.to?.sizeValue?.height == 440_000 + 64 + 49 })
    #expect(trace.entries.contains { ($0.to?.insetsValue?.top ?? 0) > 100_000 })
    let decoded = try TraceFile.decode(bytes: TraceFile.encodedBytes(trace), file: "wide.trace.jsonl")
    #expect(decoded.entries == trace.entries)
  }
}

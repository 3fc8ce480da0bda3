import Testing

@testable import InsetSim
@testable import InsetSimSupport
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimTrace
import InsetSimTraceFormat
@testable import InsetSimEngine

/// A streamed run (`Simulation.run(_:streamingTo:)`, what `insetsim run` writes from) hands on the same
/// entries, numbered the same, as a run that keeps its trace — while holding only a few thousand at a time.
@Suite struct StreamedRunTests {
  static func streamed(_ s: Scenario) -> [TraceEntry] {
    var out: [TraceEntry] = []
    Simulation.run(s) { out.append($0) }
    return out
  }

  /// Twenty scroll views and 300 rotations: more entries than one chunk, and "last" points met on every
  /// rotation, whose earlier snapshots are dropped while later entries wait.
  static var rotatingWithLastPoints: Scenario {
    var s = Scenario.seedExample(os: OSVersion(17, 0))
    s.controller.subviews = (0..<20).map { ViewSpec(id: "s\($0)", type: .scrollView, frame: .rect(Rect(width: 375, height: 667))) }
    s.script = (0..<300).map { ScriptStep(.at(Int64(500_000 + $0 * 500_000)), .rotate($0 % 2 == 0 ? .landscapeLeft : .portrait)) }
    s.observe = [
      .callback(CallbackRef("viewDidLayoutSubviews"), .last), .callback(CallbackRef("viewDidAppear"), .first),
      .callback(CallbackRef("transitionCompletion"), .last),
    ]
    return s
  }

  @Test func theSeedExampleStreamsAsItRuns() {
    let s = Scenario.seedExample(os: OSVersion(10, 3))
    #expect(Self.streamed(s) == Simulation.run(s).entries)
  }

  @Test func aLongRunWithLastPointsStreamsTheSameEntries() throws {
    let s = Self.rotatingWithLastPoints
    let kept = Simulation.run(s).entries
    #expect(kept.count > Simulation.streamChunk * 2)
    #expect(kept.filter { $0.kind == .snapshot }.count == 3)
    let streamed = Self.streamed(s)
    #expect(streamed.count == kept.count)
    #expect(streamed == kept)
    #expect(streamed.map(\.seq) == Array(0..<kept.count))
  }

  @Test func streamedLinesAreTheTraceFilesBytes() {
    let s = Self.rotatingWithLastPoints
    var buffer = JSONTextBuffer()
    TraceFile.appendHeaderLine(of: s, to: &buffer)
    Simulation.run(s) { TraceFile.appendLine($0, to: &buffer) }
    #expect(buffer.bytes == TraceFile.encodedBytes(Simulation.run(s)))
  }

  @Test func theTextLogStreamsLineByLine() {
    let s = Self.rotatingWithLastPoints
    let renderer = TextRenderer()
    var text = renderer.header(Trace(of: s, entries: []))
    Simulation.run(s) { renderer.append($0, to: &text) }
    #expect(text == renderer.render(Simulation.run(s)))
  }
}

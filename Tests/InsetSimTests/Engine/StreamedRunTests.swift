import Foundation
import InsetSimTraceFormat
import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimSupport
@testable import InsetSimTrace

/// A streamed run (`Simulation.run(_:streamingTo:)`, what `insetsim run` writes from) hands on the
/// same entries, numbered the same, as a run that keeps its trace — while holding only a few
/// thousand at a time.
@Suite struct StreamedRunTests {
  static func streamed(_ s: Scenario) throws -> [TraceEntry] {
    var out: [TraceEntry] = []
    try Simulation.run(s) { out.append($0) }
    return out
  }

  /// Twenty scroll views and 300 rotations: more entries than one chunk, and "last" points met on
  /// every rotation, whose earlier snapshots are dropped while later entries wait.
  static var rotatingWithLastPoints: Scenario {
    var s = Scenario.seedExample(os: OSVersion(17, 0))
    s.controller.subviews = (0..<20).map {
      ViewSpec(id: "s\($0)", type: .scrollView, frame: .rect(Rect(width: 375, height: 667)))
    }
    s.script = (0..<300).map { (i: Int) -> ScriptStep in
      let at: Int64 = 500_000 + Int64(i) * 500_000
      return ScriptStep(.at(at), .rotate(i % 2 == 0 ? .landscapeLeft : .portrait))
    }
    s.observe = [
      .callback(CallbackRef("viewDidLayoutSubviews"), .last),
      .callback(CallbackRef("viewDidAppear"), .first),
      .callback(CallbackRef("transitionCompletion"), .last),
    ]
    return s
  }

  @Test func theSeedExampleStreamsAsItRuns() throws {
    let s = Scenario.seedExample(os: OSVersion(10, 3))
    #expect(try Self.streamed(s) == Simulation.run(s).entries)
  }

  @Test func aLongRunWithLastPointsStreamsTheSameEntries() throws {
    let s = Self.rotatingWithLastPoints
    let kept = Simulation.run(s).entries
    #expect(kept.count > Simulation.streamChunk * 2)
    #expect(kept.filter { $0.kind == .snapshot }.count == 3)
    let streamed = try Self.streamed(s)
    #expect(streamed.count == kept.count)
    #expect(streamed == kept)
    #expect(streamed.map(\.seq) == Array(0..<kept.count))
  }

  @Test func streamedLinesAreTheTraceFilesBytes() throws {
    let s = Self.rotatingWithLastPoints
    var buffer = JSONTextBuffer()
    TraceFile.appendHeaderLine(of: s, to: &buffer)
    try Simulation.run(s) { TraceFile.appendLine($0, to: &buffer) }
    #expect(buffer.bytes == TraceFile.encodedBytes(Simulation.run(s)))
  }

  @Test func theTextLogStreamsLineByLine() throws {
    let s = Self.rotatingWithLastPoints
    let renderer = TextRenderer()
    var text = renderer.header(Trace(of: s, entries: []))
    try Simulation.run(s) { renderer.append($0, to: &text) }
    #expect(text == renderer.render(Simulation.run(s)))
  }

  // MARK: - Entries set aside

  /// A "last" point met once, early (the first viewDidAppear), holds back every entry after it
  /// until the run ends: past a chunk they wait in a temporary file instead of memory.
  static var heldBackByAnEarlyLastPoint: Scenario {
    var s = rotatingWithLastPoints
    s.observe = [
      .callback(CallbackRef("viewDidAppear"), .last),
      .callback(CallbackRef("viewDidLayoutSubviews"), .last),
      .callback(CallbackRef("transitionCompletion"), .nth(3)),
    ]
    return s
  }

  /// The streamed bytes of `s`, header included, with the temporary file in `folder`; and the
  /// simulation.
  static func streamedBytes(
    _ s: Scenario, spillingIn folder: String, _ each: @escaping (Int) -> Void = { _ in }
  ) throws
    -> (bytes: [UInt8], simulation: Simulation)
  {
    var buffer = JSONTextBuffer()
    TraceFile.appendHeaderLine(of: s, to: &buffer)
    var n = 0
    let sim = try Simulation.stream(s, spillingIn: folder) { e in
      TraceFile.appendLine(e, to: &buffer)
      each(n)
      n += 1
    }
    return (buffer.bytes, sim)
  }

  static func withFolder<T>(_ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "insetsim-stream-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder.path)
  }

  @Test func entriesHeldBackWaitInATemporaryFileThatHasNoNameAndComeOutTheSame() throws {
    let s = Self.heldBackByAnEarlyLastPoint
    let kept = Simulation.run(s)
    #expect(kept.entries.count > Simulation.streamChunk * 4)
    try Self.withFolder { folder in
      var namesSeen: [String] = []
      let streamed = try Self.streamedBytes(s, spillingIn: folder) { n in
        if n % 1_000 == 0 {
          namesSeen += (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? ["?"]
        }
      }
      #expect(
        streamed.simulation.recorder.spill != nil,
        "the entries after the first viewDidAppear were set aside")
      #expect(streamed.bytes == TraceFile.encodedBytes(kept))
      #expect(namesSeen.isEmpty, "the temporary file is unlinked as soon as it is open")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
    let renderer = TextRenderer()
    var text = renderer.header(Trace(of: s, entries: []))
    try Simulation.run(s) { renderer.append($0, to: &text) }
    #expect(text == renderer.render(kept))
  }

  /// 999 scroll views rotated until the entry limit stops the run, with a "last" point met once
  /// early and another met at every layout: 200,000 entries, nearly all set aside and read back,
  /// the same bytes.
  @Test func aRunStoppedByTheEntryLimitStreamsTheSameBytes() throws {
    var s = TraceSizeLimitTests.manyScrollViews(rotations: 1_000, timePoints: 0)
    s.observe = [
      .callback(CallbackRef("viewDidAppear"), .last),
      .callback(CallbackRef("viewDidLayoutSubviews"), .last),
    ]
    let kept = Simulation.run(s)
    #expect(
      kept.entries.last?.detail?.hasPrefix("the simulation stops after 200000 trace entries")
        == true)
    #expect(kept.entries.filter { $0.kind == .snapshot }.count == 2)
    try Self.withFolder { folder in
      let streamed = try Self.streamedBytes(s, spillingIn: folder)
      #expect(streamed.simulation.recorder.spill != nil)
      #expect(streamed.bytes == TraceFile.encodedBytes(kept))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
  }

  /// Where no temporary file can be made, what waits stays in memory: the same entries.
  @Test func withoutATemporaryFolderEntriesWaitInMemory() throws {
    let s = Self.heldBackByAnEarlyLastPoint
    let streamed = try Self.streamedBytes(s, spillingIn: "/nonexistent-folder-for-insetsim")
    #expect(streamed.simulation.recorder.spill == nil && streamed.simulation.recorder.spillRefused)
    #expect(streamed.bytes == TraceFile.encodedBytes(Simulation.run(s)))
  }
}

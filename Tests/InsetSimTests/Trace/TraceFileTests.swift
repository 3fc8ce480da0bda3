import InsetSimTraceFormat
import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimLint
@testable import InsetSimMatrix
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

@Suite struct TraceFileTests {
  @Test func jsonlRoundTripsEveryEntry() throws {
    var scenario = Scenario.seedExample(os: OSVersion(11, 0))
    scenario.observe.append(.callback(CallbackRef("viewSafeAreaInsetsDidChange"), .last))
    let trace = Simulation.run(scenario)
    let text = TraceFile.encode(trace)
    let decoded = try TraceFile.decode(bytes: Array(text.utf8), file: "seed.trace.jsonl")
    #expect(decoded.entries == trace.entries)
    #expect(decoded.scenario == trace.scenario)
    #expect(TraceFile.encode(decoded) == text)
  }

  @Test func headerEmbedsTheWholeScenario() throws {
    let scenario = Scenario.seedExample(os: OSVersion(10, 3))
    let trace = Simulation.run(scenario)
    let decoded = try TraceFile.decode(bytes: Array(TraceFile.encode(trace).utf8), file: "t.jsonl")
    #expect(try Scenario(json: decoded.scenario, file: "header") == scenario)
  }

  @Test func firstLineIsTheHeaderAndEntriesAreNumberedInOrder() {
    let trace = Simulation.run(.seedExample(os: OSVersion(10, 3)))
    let lines = TraceFile.encode(trace).split(separator: "\n")
    #expect(lines[0].hasPrefix("{\"insetsim-trace\":1,\"producer\":\"insetsim"))
    #expect(trace.entries.map(\.seq) == Array(0..<trace.entries.count))
  }

  @Test func aCorruptedLineIsReportedWithItsNumber() {
    let trace = Simulation.run(.seedExample(os: OSVersion(10, 3)))
    var lines = TraceFile.encode(trace).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    lines[3] = "{\"t\": 0, \"turn\": 0, \"seq\": 2, \"kind\": \"chnage\"}"
    #expect(throws: InputError.self) {
      try TraceFile.decode(bytes: Array(lines.joined(separator: "\n").utf8), file: "bad.jsonl")
    }
    do {
      _ = try TraceFile.decode(bytes: Array(lines.joined(separator: "\n").utf8), file: "bad.jsonl")
    } catch {
      #expect(
        error.description
          == "bad.jsonl: line 4, key 'kind': unknown kind 'chnage'; expected one of event, callback, change, snapshot, note. Did you mean 'change'?"
      )
    }
  }

  @Test func anEmptyFileIsAnError() {
    do {
      _ = try TraceFile.decode(bytes: [], file: "empty.jsonl")
      Issue.record("an empty trace was accepted")
    } catch {
      #expect(
        error.description
          == "empty.jsonl: the file is empty; expected a trace header {\"insetsim-trace\": 1, \"producer\": …, \"scenario\": {…}} on line 1"
      )
    }
  }

  /// A trace's size is counted without writing it (``TraceFile/lineByteCount(_:)``): the same bytes
  /// as each line written, for every field, escapes and numbers of every form.
  @Test func aLinesByteCountIsItsBytes() {
    var scenario = Scenario.seedExample(os: OSVersion(11, 0))
    scenario.observe.append(.callback(CallbackRef("viewSafeAreaInsetsDidChange"), .last))
    var entries =
      Simulation.run(scenario).entries + Simulation.run(.seedExample(os: OSVersion(6, 0))).entries
    var odd = TraceEntry(t: -12_345_678_901, turn: 1_000_000, seq: 99_999, kind: .change)
    odd.object = "quote \" back\\slash\n\r\t\u{1}\u{1F} é 👍"
    odd.property = .frame
    odd.from = .rect(Rect(x: -0.0, y: 0.1, width: 1e300, height: .nan))
    odd.to = .insets(EdgeInsets(top: 9.0e15, left: -9.0e15 + 1, bottom: .infinity, right: 1.0 / 3))
    odd.cause = .rule
    odd.rule = "a.rule"
    odd.why = "control \u{7F}\u{0} and \"quotes\""
    odd.during = "viewDidLoad"
    odd.detail = "\\"
    entries.append(odd)
    var values = TraceEntry(t: 0, turn: 0, kind: .snapshot)
    values.at = "p\"1"
    values.values = Snapshot(objects: [
      .init(
        name: "v\n",
        values: [(.frame, .rect(Rect(x: 1.5, y: 2, width: 3, height: 4))), (.hidden, .bool(false))]),
      .init(
        name: "w",
        values: [
          (.edgesForExtendedLayout, .edges([.top, .left])),
          (.contentOffset, .point(Point(x: 0.25, y: -1))),
        ]),
    ])
    entries.append(values)
    var long = odd
    long.object = String(repeating: "\u{1}", count: 1_000)
    long.why = String(repeating: "\u{1}", count: 5_000)
    entries.append(long)
    for var e in entries {
      var line = JSONTextBuffer()
      TraceFile.appendLine(e, to: &line)
      #expect(TraceFile.lineByteCount(e) == line.count, "\(line.text)")
      // The bound a run checks before it counts is never below the count.
      #expect(
        withUnsafePointer(to: &e) { TraceFile.lineByteBound($0) } >= line.count, "\(line.text)")
    }
  }

  /// A long run counts its trace's header without writing it
  /// (``TraceFile/headerLineByteCount(of:)``): the
  /// bytes of the header line written, for every scenario under Traces/ (scripts of every action,
  /// points, expectations, apps) and for JSON of every form.
  @Test func aHeadersByteCountIsItsBytes() throws {
    var root = "\(#filePath)"
    // …/Tests/InsetSimTests/Trace/this file
    for _ in 0..<4 { root = FileSystem.split(root).folder }
    let traces = FileSystem.join(root, "Traces")
    let files = try InputFiles.under(traces, suffixes: [".scenario.json"])
    #expect(files.count > 100)
    for file in files {
      let scenario = try Scenario.decode(
        bytes: readInputFile(path: file, limit: 1 << 23), file: file)
      var line = JSONTextBuffer()
      TraceFile.appendHeaderLine(of: scenario, to: &line)
      #expect(TraceFile.headerLineByteCount(of: scenario) == line.count, "\(file)")
    }
    let odd: JSONValue = .object([
      (
        "q\"\\\n\u{1}é",
        .array([
          .null, .bool(true), .bool(false), .number(-0.0), .number(1e300), .number(.nan),
          .number(0.1),
        ])
      ),
      ("", .object([])), ("e", .array([])), ("n", .number(-9.0e15 + 1)),
    ])
    var text = JSONTextBuffer()
    odd.write(to: &text)
    #expect(odd.compactByteCount == text.count)
  }

  /// An explanation's words take at most 2,048 bytes in a trace line: longer ones (names of any
  /// length quoted) are cut on a whole character, with a mark that says so; shorter ones are as
  /// built.
  @Test func longExplanationsAreCutWithAMark() {
    let name = String(repeating: "é", count: 1_500)  // 3,000 bytes
    let cut = Explanation { "frame of \(name) = its parent's bounds" }.text
    #expect(cut.hasSuffix(" … (cut at 2048 bytes)"))
    #expect(cut.hasPrefix("frame of éé"))
    #expect(JSONTextBuffer.stringByteCount(cut) - 2 <= 2_048)
    #expect(JSONTextBuffer.stringByteCount(cut) - 2 >= 2_047)  // no more cut than a character
    // 2,400 bytes escaped
    let controls = Explanation(text: String(repeating: "\u{1}", count: 400)).text
    #expect(controls.hasSuffix(" … (cut at 2048 bytes)"))
    #expect(JSONTextBuffer.stringByteCount(controls) - 2 <= 2_048)
    let short = "top 64 = status bar 20 + navigation bar 44"
    #expect(Explanation(text: short).text == short)
  }
}

import Foundation
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

/// Hostile input at the library level: the checks the readers share (text, quoting, suggestions,
/// release names, output paths), each limit of `ScenarioLimits` with its message, and the engine's
/// turn limit. The command line's corpus is Tests/InsetSimCLITests/BadInputCorpusTests.swift.
@Suite struct BadInputTests {
  private static let file = "x.scenario.json"

  private func message(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String
  {
    do {
      _ = try Scenario.decode(text, file: Self.file)
      Issue.record("decoded without an error", sourceLocation: sourceLocation)
      return ""
    } catch {
      return "\(error)"
    }
  }

  private static let head =
    #"{"insetsim": 1, "os": "11.0", "device": "iPhone 8", "controller": {"name": "ViewController", "subviews": "#

  // MARK: Text

  @Test func utf8TextPasses() {
    #expect(InputText.firstNonText(Array("{\"name\": \"TabBar隐藏的方式 😀\"}\n".utf8)) == nil)
    #expect(InputText.firstNonText([]) == nil)
  }

  @Test func theFirstByteThatIsNotTextIsLocated() {
    #expect(
      InputText.firstNonText([0x7B, 0x0A, 0x20, 0xFF])
        == InputText.NotText(line: 2, column: 2, byte: 0xFF))
    #expect(
      InputText.firstNonText(Array("ab".utf8) + [0])
        == InputText.NotText(line: 1, column: 3, byte: 0))
    #expect(
      InputText.firstNonText([0xC3]) == InputText.NotText(line: 1, column: 1, byte: 0xC3),
      "a sequence cut short")
    #expect(
      InputText.firstNonText([0xE0, 0x80, 0x80])
        == InputText.NotText(line: 1, column: 1, byte: 0xE0), "an overlong form")
    #expect(
      InputText.firstNonText([0xED, 0xA0, 0x80])
        == InputText.NotText(line: 1, column: 1, byte: 0xED), "a surrogate")
    #expect(
      InputText.firstNonText([0xF4, 0x90, 0x80, 0x80])
        == InputText.NotText(line: 1, column: 1, byte: 0xF4), "past U+10FFFF")
    #expect(
      InputText.firstNonText(Array("é".utf8) + [0x80])
        == InputText.NotText(line: 1, column: 2, byte: 0x80), "columns count characters")
  }

  @Test func aBadByteAfterLongRunsIsLocatedByLineAndCharacter() {
    // Runs of ASCII are skipped eight bytes at a time; the place is counted as before.
    let text = Array(
      (String(repeating: "abcdefghij", count: 5) + "\n" + String(repeating: "x", count: 17) + "é€😀 ")
        .utf8)
    #expect(InputText.firstNonText(text) == nil)
    #expect(
      InputText.firstNonText(text + [0xFE]) == InputText.NotText(line: 2, column: 22, byte: 0xFE))
    #expect(
      InputText.firstNonText(text + Array("12345678".utf8) + [0] + Array("tail".utf8))
        == InputText.NotText(line: 2, column: 30, byte: 0))
    #expect(
      InputText.firstNonText(Array(repeating: 0x20, count: 15) + [0x00])
        == InputText.NotText(line: 1, column: 16, byte: 0))
  }

  @Test func aByteOrderMarkIsNamed() {
    #expect(
      throws: InputError(
        file: Self.file, location: "line 1, column 1",
        problem: "the file starts with a byte order mark (EF BB BF)",
        expected:
          #"UTF-8 without one, as JSON is written (RFC 8259 §8.1): save the file as "UTF-8", not "UTF-8 with BOM""#
      )
    ) {
      try Scenario.decode(
        bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"insetsim": 1}"#.utf8), file: Self.file)
    }
  }

  @Test func quotedInputStaysOnOneShortLine() {
    #expect(InputError.shown("de\nvice") == "de\\nvice")
    #expect(InputError.shown("a\u{0}b\u{202E}c") == "a\\u{0}b\\u{202E}c")
    #expect(
      InputError.shown(String(repeating: "ab", count: 100)) == String(repeating: "ab", count: 30)
        + "…")
    #expect(InputError.shown("TabBar隐藏") == "TabBar隐藏")
  }

  // MARK: Suggestions, releases, output paths

  @available(macOS 13, iOS 16, *)  // ContinuousClock
  @Test func longInputGetsNoSuggestionAndCostsNothing() {
    let long = String(repeating: "iPhone ", count: 1_000_000)
    let clock = ContinuousClock()
    let start = clock.now
    #expect(Suggestions.closest(to: long, in: Device.allNames) == nil)
    #expect(clock.now - start < .milliseconds(500))
    #expect(
      Suggestions.closest(to: "iPhone 9", in: Device.allNames) == "iPhone 5",
      "short names still get one")
  }

  @Test func releaseNamesAreDigitsOnly() {
    #expect(OSVersion("10.3") == OSVersion(10, 3))
    #expect(OSVersion("26") == OSVersion(26, 0))
    for text in [
      "+10.3", "10.3.1.1", "-1", "1e1", "99999999999999999", "99999999999999999999.1", "10.", ".3",
      "", "١٠.٣", "0x1",
    ] {
      #expect(OSVersion(text) == nil, "\(text)")
    }
  }

  @Test func aHugeReleaseNumberIsRefusedWithoutOverflow() {
    #expect(
      message(
        #"{"insetsim": 1, "os": "9999999999999999999", "device": "iPhone 8", "controller": {}}"#)
          == """
          x.scenario.json: at os: unknown iOS version '9999999999999999999'; expected one of 6.0 … 26.1 (e.g. "10.3", "11.0")
          """)
  }

  @Test func hugeNumbersPrintInFull() {
    #expect(formatPoints(1e308) == "1e+308")
    #expect(formatPoints(-2.5e20) == "-2.5e+20")
    #expect(formatPoints(123_456_789) == "123456789")
  }

  @Test func theFileInTheWayOfAPathIsNamed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "insetsim-bad-input-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("notes.txt")
    try Data("x".utf8).write(to: file)
    #expect(AtomicFile.fileInTheWay(of: file.path + "/site/out.svg") == file.path)
    #expect(AtomicFile.fileInTheWay(of: folder.path + "/missing/out.svg") == nil)
    #expect(AtomicFile.fileInTheWay(of: "out.svg") == nil)
    #expect(
      throws: InputError(
        file: file.path + "/out.svg",
        problem: "cannot write there: '\(file.path)' is a file, not a folder",
        expected: "an output path in an existing folder")
    ) { try AtomicFile.write("text", to: file.path + "/out.svg") }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"],
      "no temporary file is left")
  }

  // MARK: Limits

  @available(macOS 13, iOS 16, *)  // ContinuousClock
  @Test func anObjectWithManyKeysIsReadInLinearTime() throws {
    let text = "{" + (0..<200_000).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + "}"
    let clock = ContinuousClock()
    let start = clock.now
    guard case .object(let pairs) = try JSONParser.parse(text) else {
      Issue.record("not an object")
      return
    }
    #expect(pairs.count == 200_000)
    #expect(clock.now - start < .seconds(20))
    #expect(throws: JSONParser.Failure(line: 1, column: 20, message: "duplicate key 'k0'")) {
      try JSONParser.parse(#"{"k0": 1, "k1": 2, "k0": 3}"#)
    }
  }

  @Test func observationsAndExpectationsAreLimited() {
    let points = (0...1000).map { "\"t=\($0)\"" }.joined(separator: ",")
    #expect(
      message(Self.head + "[]}, \"observe\": [\(points)]}")
        == "x.scenario.json: at observe: 1001 points, over the limit of 1000; expected fewer points"
    )
    let one =
      #"{"at": "viewDidAppear", "object": "window", "property": "bounds", "value": [0, 0, 375, 667], "source": "s"}"#
    #expect(
      message(
        Self.head + "[]}, \"expect\": [" + Array(repeating: one, count: 1001).joined(separator: ",")
          + "]}")
        == "x.scenario.json: at expect: 1001 expectations, over the limit of 1000; expected fewer expectations"
    )
  }

  @Test func viewsAreLimitedAcrossTheControllerAndTheScript() {
    let views = (0..<1000).map { #"{"id": "v\#($0)", "type": "view"}"# }.joined(separator: ",")
    let add = #"{"at": 1, "do": "addSubview", "view": {"id": "extra", "type": "view"}}"#
    #expect(
      message(Self.head + "[\(views)]}, \"script\": [\(add)]}") == """
        x.scenario.json: at script[0].view: more than 1000 views with those the script adds; expected at most 1000 views in one scenario
        """)
    #expect(throws: Never.self) { try Scenario.decode(Self.head + "[\(views)]}}", file: Self.file) }
  }

  @Test func theScriptIsLimitedInStepsAndTime() {
    let steps = Array(repeating: #"{"at": 1, "do": "setNeedsLayout"}"#, count: 1001).joined(
      separator: ",")
    #expect(
      message(Self.head + "[]}, \"script\": [\(steps)]}")
        == "x.scenario.json: at script: 1001 steps, over the limit of 1000; expected fewer steps")
    #expect(
      message(Self.head + #"[]}, "script": [{"at": 3600.5, "do": "setNeedsLayout"}]}"#)
        == "x.scenario.json: at script[0].at: the number 3600.5 is out of range; expected a number from 0 to 3600"
    )
    #expect(throws: Never.self) {
      try Scenario.decode(
        Self.head + #"[]}, "script": [{"at": 3600, "do": "setNeedsLayout"}]}"#, file: Self.file)
    }
  }

  @Test func theFileSizeIsLimited() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "insetsim-bad-input-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("big.scenario.json").path
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(ScenarioLimits.maxFileBytes + 1))
    try handle.close()
    #expect(
      throws: InputError(
        file: path, problem: "the file is 8388609 bytes, over the limit of 8 MB (8388608 bytes)",
        expected: "a smaller file")
    ) {
      try Scenario.load(path: path)
    }
  }

  // MARK: The engine

  @Test func aRunLoopThatNeverGoesIdleStopsAtTheTurnLimit() throws {
    let scenario = try Scenario.decode(
      Self.head
        + #"[]}, "script": [{"during": "viewDidLayoutSubviews", "async": true, "do": "setNeedsLayout"}]}"#,
      file: Self.file)
    let trace = Simulation.run(scenario)
    let last = try #require(trace.entries.last)
    #expect(last.kind == .note)
    #expect(
      last.detail
        == "the simulation stops after 10000 run-loop turns, at t=0.000 s: the engine's limit of 10000 turns per run"
    )
    #expect(last.turn == EngineLimits.maxTurns - 1)
  }

  @Test func manyViewsGetFewerTurns() {
    #expect(EngineLimits.maxTurns(views: 0) == 10_000)
    #expect(EngineLimits.maxTurns(views: 2) == 10_000)
    #expect(EngineLimits.maxTurns(views: 100) == 10_000)
    #expect(EngineLimits.maxTurns(views: 1_000) == 1_000)
    #expect(EngineLimits.maxTurns(views: 1_012) == 988)
  }

  @Test func aScriptThatSchedulesEverMoreWorkStopsAtTheEventLimit() throws {
    // Two steps that each rotate at the end of every rotation: the rotations double each time.
    let script = """
      [{"at": 0.5, "do": "rotate", "to": "landscapeLeft"},
       {"during": "transitionCompletion", "async": true, "do": "rotate", "to": "portrait"},
       {"during": "transitionCompletion", "async": true, "do": "rotate", "to": "landscapeLeft"}]
      """
    let scenario = try Scenario.decode(Self.head + "[]}, \"script\": \(script)}", file: Self.file)
    let trace = Simulation.run(scenario)
    let last = try #require(trace.entries.last)
    #expect(last.kind == .note)
    #expect(
      last.detail
        == "the simulation stops after 20000 events, at t=5.700 s: the engine's limit of 20000 events per run"
    )
  }

  /// setNeedsLayout then layoutIfNeeded in viewDidLayoutSubviews: UIKit starts no nested pass from
  /// inside the view's own pass (rule layout.reentrantLayoutIfNeeded), so the layout repeats once
  /// per pass until the per-turn pass limit (8), and the run goes on. This recursed until the stack
  /// overflowed.
  @Test func layoutIfNeededInsideTheLayoutPassStartsNoNestedPass() throws {
    let script =
      #"[{"during": "viewDidLayoutSubviews", "do": "setNeedsLayout"}, {"during": "viewDidLayoutSubviews", "do": "layoutIfNeeded"}]"#
    let scenario = try Scenario.decode(Self.head + "[]}, \"script\": \(script)}", file: Self.file)
    let trace = Simulation.run(scenario)
    let notes = trace.entries.filter { $0.kind == .note }
    #expect(
      notes.map(\.detail) == [
        "layoutIfNeeded during the view's own layout pass starts no nested pass; the pending layout runs after this one",
        "layout did not settle after 8 passes in one turn; the app's code keeps invalidating it",
      ])
    #expect(notes.first?.rule == "layout.reentrantLayoutIfNeeded")
    #expect(
      trace.entries.filter { $0.kind == .callback && $0.name == "viewDidLayoutSubviews" }.count == 8
    )
    #expect(trace.entries.last?.name == "viewDidAppear")
  }

  /// Two steps that set different insets in adjustedContentInsetDidChange call each other back
  /// without end
  /// (on a device, a stack overflow): the engine stops at 64 nested callbacks with a note naming
  /// the limit.
  @Test func callbacksNestedPastTheLimitStopTheRun() throws {
    let head =
      #"{"insetsim": 1, "os": "11.0", "device": "iPhone X", "navigationController": {}, "controller": {"name": "ViewController", "subviews": [{"id": "tableView", "type": "tableView", "frame": "fill", "rows": 30}]}, "script": ["#
    let steps =
      #"{"during": "adjustedContentInsetDidChange", "set": "tableView.contentInset", "to": [10, 0, 0, 0]}, {"during": "adjustedContentInsetDidChange", "set": "tableView.contentInset", "to": [20, 0, 0, 0]}]}"#
    let trace = Simulation.run(try Scenario.decode(head + steps, file: Self.file))
    let last = try #require(trace.entries.last)
    #expect(last.kind == .note)
    let chain =
      "adjustedContentInsetDidChange → adjustedContentInsetDidChange → adjustedContentInsetDidChange → adjustedContentInsetDidChange"
    #expect(
      last.detail
        == "the simulation stops at t=0.000 s, in tableView.adjustedContentInsetDidChange: callbacks nest 64 deep (… \(chain)), the engine's limit; the app's code calls back into itself, where UIKit would recurse until the stack overflows"
    )
    #expect(trace.entries.filter { $0.kind == .note }.count == 1)
  }

  @Test func workPastTheHorizonIsNotSimulated() throws {
    // A rotation at the horizon ends 0.4 s past it.
    let scenario = try Scenario.decode(
      Self.head + #"[]}, "script": [{"at": 3600, "do": "rotate", "to": "landscapeLeft"}]}"#,
      file: Self.file)
    let trace = Simulation.run(scenario)
    let last = try #require(trace.entries.last)
    #expect(last.kind == .note)
    #expect(last.detail == "the simulation stops at its horizon of 3600.000 s")
    #expect(!trace.entries.contains { $0.name == "transitionCompletion" })
  }
}

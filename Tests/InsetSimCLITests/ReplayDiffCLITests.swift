import Foundation
import InsetSim
import Testing

/// End to end: `insetsim replay` and `insetsim diff` through the built binary (SPEC §5: exit 0
/// success, 1 a replay diverged or the runs differ, 2 bad input or usage). Figures come from
/// SEED-OBSERVATIONS S000-05, S000-11 and S000-12, or are the edits made here (49 → 50).
@Suite struct ReplayDiffCLITests {
  static let seeds = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Traces/seeds")
  static let s00005 = seeds.appendingPathComponent(
    "S000-05-adjustment-between-appearances.scenario.json"
  ).path
  static let s00011 = seeds.appendingPathComponent("S000-11-hidesBottomBarWhenPushed.scenario.json")
    .path
  static let s00012 = seeds.appendingPathComponent(
    "S000-12-tabBar-hidden-in-viewWillAppear.scenario.json"
  ).path

  typealias Result = InsetsimBinary.Result

  private func insetsim(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation)
    throws -> Result
  {
    try InsetsimBinary.run(arguments, sourceLocation: sourceLocation)
  }

  private func temporaryFolder() throws -> URL { try InsetsimBinary.temporaryFolder() }

  /// Runs `body` in a fresh folder holding the S000-05 trace (`insetsim run --format jsonl --out`).
  private func withS00005Trace<T>(_ body: (_ folder: URL, _ trace: String) throws -> T) throws -> T
  {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trace = folder.appendingPathComponent("S000-05.trace.jsonl").path
    let written = try insetsim("run", Self.s00005, "--format", "jsonl", "--out", trace)
    try #require(written.status == 0, "run --out failed: \(written.stderr)")
    return try body(folder, trace)
  }

  private func write(_ text: String, to url: URL) throws { try Data(text.utf8).write(to: url) }

  // MARK: - replay

  /// A trace's header carries its scenario's expect list; check holds the recorded trace to it.
  /// S000-05 on iOS 10.3: contentInset (64, 0, 49, 0) at viewDidAppear (SEED-OBSERVATIONS S000-05),
  /// so an expectation of (999, 0, 0, 0) fails against the golden trace.
  @Test func checkHoldsATraceToItsHeadersExpectations() throws {
    let golden = InsetsimBinary.traces.appendingPathComponent(
      "golden/S000-05-adjustment-between-appearances.trace.jsonl")
    let ok = try insetsim("check", golden.path)
    #expect(ok.status == 0)
    let lines = try String(contentsOf: golden, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    var header = try JSONParser.parse(lines[0])
    guard case .object(var fields) = header,
      let s = fields.firstIndex(where: { $0.0 == "scenario" }),
      case .object(var scenario) = fields[s].1
    else {
      Issue.record("no scenario in the header")
      return
    }
    scenario.removeAll { $0.0 == "expect" }
    scenario.append(
      (
        "expect",
        .array([
          .object([
            ("at", .string("viewDidAppear")), ("object", .string("tableView")),
            ("property", .string("contentInset")),
            ("value", .array([999, 0, 0, 0].map { .number($0) })),
            ("source", .string("a wrong value, on purpose")),
          ])
        ])
      ))
    fields[s].1 = .object(scenario)
    header = .object(fields)
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let edited = folder.appendingPathComponent("edited.trace.jsonl")
    try ([header.compactText] + lines.dropFirst()).joined(separator: "\n").write(
      to: edited, atomically: true, encoding: .utf8)
    let r = try insetsim("check", edited.path)
    #expect(r.status == 1)
    #expect(r.stdout.contains("tableView.contentInset expected (999, 0, 0, 0), got (64, 0, 49, 0)"))
    #expect(r.stdout.hasSuffix("1 passed, 1 failed\n"))
  }

  /// With --os the expectations, written for the scenario's own release, become observation points:
  /// the same snapshots, and a header that does not hold the trace to another release's values.
  @Test func runWithOSKeepsTheExpectationsPointsAndNotTheirValues() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("os.trace.jsonl").path
    let ios6 = InsetsimBinary.traces.appendingPathComponent("eras/ios6-seed-example.scenario.json")
      .path
    #expect(
      try insetsim("run", ios6, "--os", "10.3", "--format", "jsonl", "--out", out).status == 0)
    let check = try insetsim("check", out)
    #expect(check.status == 0 && check.stdout == "1 passed, 0 failed\n")
    let header = try JSONParser.parse(
      String(
        decoding: try Data(contentsOf: URL(fileURLWithPath: out)).prefix { $0 != 0x0A },
        as: UTF8.self))
    #expect(header["scenario"]?["expect"] == nil)
  }

  /// A device's recording holds what its recorder read: an expectation of a value it does not hold
  /// is not checked, and said so on standard error (replay likewise leaves such values out).
  @Test func checkSkipsAValueADeviceRecordingDoesNotHold() throws {
    let recorded = InsetsimBinary.traces.appendingPathComponent(
      "recorded/seed-example-ios10.trace.jsonl")
    let lines = try String(contentsOf: recorded, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    guard case .object(var fields) = try JSONParser.parse(lines[0]),
      let s = fields.firstIndex(where: { $0.0 == "scenario" }),
      case .object(var scenario) = fields[s].1
    else {
      Issue.record("no scenario in the header")
      return
    }
    var expect: [JSONValue] = []
    if case .array(let items)? = scenario.first(where: { $0.0 == "expect" })?.1 { expect = items }
    expect.append(
      .object([
        ("at", .string("viewDidAppear")), ("object", .string("ViewController")),
        ("property", .string("topLayoutGuide.length")),
        ("value", .number(64)), ("source", .string("S000-05")),
      ]))
    scenario.removeAll { $0.0 == "expect" }
    scenario.append(("expect", .array(expect)))
    fields[s].1 = .object(scenario)
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let edited = folder.appendingPathComponent("device.trace.jsonl")
    try ([JSONValue.object(fields).compactText] + lines.dropFirst()).joined(separator: "\n").write(
      to: edited, atomically: true, encoding: .utf8)
    let r = try insetsim("check", edited.path)
    #expect(r.status == 0)
    #expect(
      r.stderr.contains(
        "expect[\(expect.count - 1)] (ViewController.topLayoutGuide.length at viewDidAppear) not checked: the recording holds no such value"
      ))
  }

  @Test func replayOfARecordedRunExitsZero() throws {
    try withS00005Trace { _, trace in
      let r = try insetsim("replay", trace)
      #expect(r.status == 0)
      #expect(r.stderr == "")
      #expect(
        r.nonEmptyLines.first?.hasPrefix(
          "ok   \(trace): matches (exact replay, producer 'insetsim ") == true)
      #expect(r.nonEmptyLines.last == "replayed 1 trace: 1 matched, 0 diverged")
    }
  }

  /// The edit: the rule's tableView.contentInset change to (64, 0, 50, 0) instead of S000-05's (64,
  /// 0, 49, 0).
  @Test func replayOfAnEditedTraceExitsOneNamingTheEntry() throws {
    try withS00005Trace { folder, trace in
      var lines = String(decoding: try Data(contentsOf: URL(fileURLWithPath: trace)), as: UTF8.self)
        .split(separator: "\n").map(String.init)
      let line = try #require(
        lines.firstIndex {
          $0.contains(#""object":"tableView","property":"contentInset""#)
            && $0.contains(#""cause":"rule""#) && $0.contains(#""to":[64,0,49,0]"#)
        })
      lines[line] = lines[line].replacingOccurrences(
        of: #""to":[64,0,49,0]"#, with: #""to":[64,0,50,0]"#)
      let edited = folder.appendingPathComponent("edited.trace.jsonl")
      try write(lines.joined(separator: "\n") + "\n", to: edited)
      let r = try insetsim("replay", trace, edited.path)
      #expect(r.status == 1)
      #expect(r.stderr == "")
      let index = line - 1
      #expect(
        r.nonEmptyLines.contains {
          $0.hasPrefix("FAIL \(edited.path): 1 divergence (exact replay, producer 'insetsim ")
        })
      #expect(
        r.nonEmptyLines.contains {
          $0.hasPrefix("  entry #\(index) diverges (t=")
            && $0.hasSuffix("): tableView.contentInset, field 'to'")
        })
      #expect(
        r.nonEmptyLines.contains {
          $0.hasPrefix(
            "     simulated by:         rule legacy.autoAdjust.additive (simulated entry #\(index), confidence medium): +64 top"
          )
        })
      #expect(r.nonEmptyLines.contains("     expected (recorded):  (64, 0, 50, 0)"))
      #expect(
        r.nonEmptyLines.contains(
          "     actual (simulated):   (64, 0, 49, 0) at simulated entry #\(index)"))
      #expect(
        r.nonEmptyLines.contains {
          $0.hasPrefix("       > #\(index) t=") && $0.contains("→ (64, 0, 50, 0)")
        })
      #expect(r.nonEmptyLines.last == "replayed 2 traces: 1 matched, 1 diverged")
    }
  }

  /// A device recording of S000-05: callbacks and snapshots holding only tableView.contentInset.
  @Test func replayOfADeviceRecordingSaysWhatWasNotCompared() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = try JSONParser.parse(
      bytes: Array(try Data(contentsOf: URL(fileURLWithPath: Self.s00005))))
    func recording(_ didAppear: String) -> String {
      """
      {"insetsim-trace":1,"producer":"InsetSimRecorder 0.1 (iPhone 8, iOS 10.3)","scenario":\(scenario.compactText)}
      {"t":120000,"turn":0,"seq":0,"kind":"callback","object":"ViewController","name":"viewWillAppear"}
      {"t":120100,"turn":0,"seq":1,"kind":"snapshot","at":"viewWillAppear","values":{"tableView":{"contentInset":[0,0,0,0]}}}
      {"t":480000,"turn":0,"seq":2,"kind":"callback","object":"ViewController","name":"viewDidAppear"}
      {"t":480100,"turn":0,"seq":3,"kind":"snapshot","at":"viewDidAppear","values":{"tableView":{"contentInset":\(didAppear)}}}

      """
    }
    let good = folder.appendingPathComponent("device.trace.jsonl")
    try write(recording("[64,0,49,0]"), to: good)
    let r = try insetsim("replay", good.path)
    #expect(r.status == 0)
    #expect(
      r.nonEmptyLines.first
        == "ok   \(good.path): matches (device recording, producer 'InsetSimRecorder 0.1 (iPhone 8, iOS 10.3)'): "
        + "2 callbacks in order, 2 snapshots (2 values)")
    #expect(
      r.nonEmptyLines.contains {
        $0.hasPrefix("     not compared: times and run-loop turns (device clock); ")
      })
    let bad = folder.appendingPathComponent("device-50.trace.jsonl")
    try write(recording("[64,0,50,0]"), to: bad)
    let f = try insetsim("replay", bad.path)
    #expect(f.status == 1)
    #expect(
      f.nonEmptyLines.first
        == "FAIL \(bad.path): 1 divergence (device recording, producer 'InsetSimRecorder 0.1 (iPhone 8, iOS 10.3)'); "
        + "compared 2 callbacks in order, 2 snapshots (2 values)")
    // The sum: one value, of the scenario's own controller (a format-1 scenario's only one).
    #expect(
      f.nonEmptyLines.dropFirst().first?.hasPrefix(
        "     in sum: 1 value differs, 1 in the controllers the app starts with") == true)
    #expect(
      f.nonEmptyLines.dropFirst(2).first
        == "  entry #3 diverges (t=0.480 on the device): snapshot viewDidAppear, value tableView.contentInset"
    )
    #expect(f.nonEmptyLines.last == "replayed 1 trace: 0 matched, 1 diverged")
  }

  /// `--propose` on the fake-hierarchy recording: a scenario whose expect list holds the recorded
  /// value of each of its 6 divergences, the recording as each one's source; `--out` refuses to
  /// overwrite the trace.
  @Test func proposeWritesTheScenarioThatHoldsTheSimulatorToTheRecording() throws {
    let trace = Self.seeds.deletingLastPathComponent()
      .appendingPathComponent("recorded/app-push-sheet-keyboard.trace.jsonl").path
    let r = try insetsim("replay", trace, "--propose")
    #expect(r.status == 1)
    let scenario = try Scenario.decode(r.stdout, file: "proposal.scenario.json")
    #expect(scenario.expect.count == 6)
    #expect(
      scenario.expect.allSatisfy { $0.source.hasPrefix("recorded on iPhone15,4, iOS 17.4.1: ") })
    #expect(r.stderr.contains("proposed 6 expectations for 6 divergences"))
    let refused = try insetsim("replay", trace, "--propose", "--out", trace)
    #expect(refused.status == 2)
  }

  @Test func replayWithoutATraceExitsTwoWithUsage() throws {
    let r = try insetsim("replay")
    #expect(r.status == 2)
    #expect(r.stdout == "")
    #expect(
      r.stderr == """
        Error: Missing a TRACE to replay.
        Usage: insetsim replay TRACE... [--propose] [--out PATH]
          See 'insetsim replay --help' for more information.

        """)
  }

  @Test func replayOfAMissingOrCorruptTraceExitsTwo() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("absent.trace.jsonl").path
    let r = try insetsim("replay", missing)
    #expect(r.status == 2)
    #expect(
      r.stderr
        == "Error: \(missing): no such file or folder; expected a trace file (*.trace.jsonl) or a folder of them\n"
    )
    let corrupt = folder.appendingPathComponent("corrupt.trace.jsonl")
    try write("{\"insetsim-trace\": 2}\n", to: corrupt)
    let c = try insetsim("replay", corrupt.path)
    #expect(c.status == 2)
    #expect(c.stdout == "")
    #expect(
      c.stderr
        == "Error: \(corrupt.path): line 1, key 'insetsim-trace': unsupported trace format version 2; expected 1, the version this insetsim reads\n"
    )
  }

  // MARK: - diff

  /// S000-12 keeps the 49 pt bottom inset, S000-11 has none (SEED-OBSERVATIONS S000-11, S000-12).
  @Test func diffOfTwoScenariosShowsTheBottomInsetAndExitsOne() throws {
    let r = try insetsim("diff", Self.s00012, Self.s00011)
    #expect(r.status == 1)
    #expect(r.stderr == "")
    #expect(r.nonEmptyLines[0].hasPrefix("diff A B: "))
    #expect(r.nonEmptyLines[1] == "  A: \(Self.s00012)")
    #expect(r.nonEmptyLines[2] == "  B: \(Self.s00011)")
    #expect(
      r.nonEmptyLines.contains {
        $0.hasPrefix("~ t=")
          && $0.hasSuffix(" tableView.contentInset → (64, 0, 49, 0) | (64, 0, 0, 0)")
      })
    #expect(
      r.nonEmptyLines.last
        == "(~ aligned entries whose values differ, A | B; - only in A; + only in B)")
  }

  @Test func diffOfATraceWithItselfOrItsScenarioExitsZero() throws {
    try withS00005Trace { _, trace in
      let same = try insetsim("diff", trace, trace)
      #expect(same.status == 0)
      #expect(same.nonEmptyLines.first?.hasPrefix("identical: ") == true)
      let mixed = try insetsim("diff", trace, Self.s00005)
      #expect(mixed.status == 0)
      #expect(mixed.nonEmptyLines.first == same.nonEmptyLines.first)
    }
  }

  @Test func diffWithBadInputExitsTwo() throws {
    let one = try insetsim("diff", Self.s00005)
    #expect(one.status == 2)
    #expect(
      one.stderr == """
        Error: Missing B: diff needs two files.
        Usage: insetsim diff A B
          See 'insetsim diff --help' for more information.

        """)
    let other = try insetsim("diff", Self.s00005, "notes.txt")
    #expect(other.status == 2)
    #expect(
      other.stderr
        == "Error: notes.txt: neither a trace nor a scenario file; expected a trace (*.trace.jsonl) or a scenario (*.scenario.json)\n"
    )
  }
}

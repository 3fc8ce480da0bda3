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

/// `TraceReplay`: exact replay of insetsim traces, and device recordings compared on what they
/// hold. Figures come from SEED-OBSERVATIONS S000-05 (contentInset (0,0,0,0) at viewWillAppear,
/// (64,0,49,0) at
/// viewDidAppear on iOS 10.3) or are the edits these tests make (49 → 50).
@Suite struct TraceReplayTests {
  static let seeds = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Traces/seeds")
  static let s00005 = seeds.appendingPathComponent(
    "S000-05-adjustment-between-appearances.scenario.json"
  ).path

  /// The S000-05 run as a trace file's text, as `insetsim run --format jsonl` writes it.
  private func s00005TraceText() throws -> String {
    TraceFile.encode(Simulation.run(try Scenario.load(path: Self.s00005)))
  }

  /// A device recording of S000-05: the header with the seed's scenario, the two appearance
  /// callbacks, and snapshots holding only tableView.contentInset, with the device's own clock.
  private func deviceTraceText(didAppearInset: String = "[64,0,49,0]") throws -> String {
    let scenario = try JSONParser.parse(
      bytes: Array(try Data(contentsOf: URL(fileURLWithPath: Self.s00005))))
    return """
      {"insetsim-trace":1,"producer":"InsetSimRecorder 0.1 (iPhone 8, iOS 10.3)","scenario":\(scenario.compactText)}
      {"t":120000,"turn":0,"seq":0,"kind":"callback","object":"ViewController","name":"viewWillAppear"}
      {"t":120100,"turn":0,"seq":1,"kind":"snapshot","at":"viewWillAppear","values":{"tableView":{"contentInset":[0,0,0,0]}}}
      {"t":480000,"turn":0,"seq":2,"kind":"callback","object":"ViewController","name":"viewDidAppear"}
      {"t":480100,"turn":0,"seq":3,"kind":"snapshot","at":"viewDidAppear","values":{"tableView":{"contentInset":\(didAppearInset)}}}

      """
  }

  /// `text` read as a trace, its entries' `seq` first set to their positions, as a recorder numbers
  /// them (the tests insert and swap lines).
  private func decode(_ text: String, file: String = "t.trace.jsonl") throws -> Trace {
    var position = -1
    let numbered = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      line -> String in
      guard line.hasPrefix(#"{"t":"#), let range = line.range(of: #""seq":"#) else {
        return String(line)
      }
      position += 1
      let digits = line[range.upperBound...].prefix { $0.isNumber }
      return String(line[..<range.upperBound]) + String(position)
        + String(line[range.upperBound...].dropFirst(digits.count))
    }
    return try TraceFile.decode(bytes: Array(numbered.joined(separator: "\n").utf8), file: file)
  }

  // MARK: - Exact replay

  @Test func replayOfAnUnmodifiedSimulatedTraceMatches() throws {
    let report = try TraceReplay.replay(
      try decode(try s00005TraceText()), file: "S000-05.trace.jsonl")
    #expect(report.matched)
    #expect(report.mode == .exact)
    #expect(report.notCompared.isEmpty)
    #expect(report.recordedCount == report.simulatedCount)
    #expect(
      report.description
        == "ok   S000-05.trace.jsonl: matches (exact replay, producer 'insetsim 0.1'): \(report.recordedCount) entries, every field"
    )
  }

  /// The edit: the `to` of the rule's tableView.contentInset change, (64,0,49,0) → (64,0,50,0).
  @Test func oneEditedValueNamesTheEntryItsTimeExpectedAndActual() throws {
    var lines = try s00005TraceText().split(separator: "\n").map(String.init)
    let line = try #require(
      lines.firstIndex {
        $0.contains(#""kind":"change","object":"tableView","property":"contentInset""#)
          && $0.contains(#""cause":"rule""#)
          && $0.contains(#""to":[64,0,49,0]"#)
      }, "no rule change of tableView.contentInset to (64, 0, 49, 0) in the S000-05 trace")
    lines[line] = lines[line].replacingOccurrences(
      of: #""to":[64,0,49,0]"#, with: #""to":[64,0,50,0]"#)
    let recorded = try decode(lines.joined(separator: "\n") + "\n")
    let index = line - 1  // line 1 is the header
    let report = try TraceReplay.replay(recorded, file: "edited.trace.jsonl")
    let d = try #require(report.divergence)
    #expect(d.index == index)
    #expect(d.simulatedIndex == index)
    #expect(d.t == recorded.entries[index].t)
    #expect(d.subject == "tableView.contentInset, field 'to'")
    #expect(d.expected == "(64, 0, 50, 0)")
    #expect(d.actual == "(64, 0, 49, 0)")
    // Three entries of context on each side, the divergent one marked.
    #expect(d.recordedContext.count == 7)
    #expect(d.recordedContext[3].hasPrefix("> #\(index) "))
    #expect(d.recordedContext[3].contains("tableView.contentInset (0, 0, 0, 0) → (64, 0, 50, 0)"))
    #expect(d.simulatedContext[3].contains("tableView.contentInset (0, 0, 0, 0) → (64, 0, 49, 0)"))
    let text = report.description.split(separator: "\n").map(String.init)
    #expect(
      text[0]
        == "FAIL edited.trace.jsonl: 1 divergence (exact replay, producer 'insetsim 0.1'); compared \(recorded.entries.count) entries, every field"
    )
    #expect(
      text[1]
        == "  entry #\(index) diverges (t=\(formatSeconds(d.t))): tableView.contentInset, field 'to'"
    )
    #expect(text[2] == "     expected (recorded):  (64, 0, 50, 0)")
    #expect(text[3] == "     actual (simulated):   (64, 0, 49, 0) at simulated entry #\(index)")
    // The rule behind the simulated value, with its arithmetic (S000-05: status bar 20 + navigation
    // bar 44, tab bar 49).
    #expect(d.rule == "legacy.autoAdjust.additive")
    #expect(
      text[4]
        == "     simulated by:         rule legacy.autoAdjust.additive (simulated entry #\(index), confidence medium): "
        + "+64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)")
    // Only the change was edited (the snapshots still say 49), so it is the one divergence.
    #expect(report.divergences.count == 1)
  }

  /// Two edits far apart: both are reported, not only the first.
  @Test func everyDivergenceIsReportedNotOnlyTheFirst() throws {
    var lines = try s00005TraceText().split(separator: "\n").map(String.init)
    let change = try #require(
      lines.firstIndex {
        $0.contains(#""object":"tableView","property":"contentInset""#)
          && $0.contains(#""cause":"rule""#)
      })
    lines[change] = lines[change].replacingOccurrences(
      of: #""to":[64,0,49,0]"#, with: #""to":[64,0,50,0]"#)
    let snapshot = try #require(
      lines.firstIndex { $0.contains(#""kind":"snapshot","at":"viewDidAppear""#) })
    lines[snapshot] = lines[snapshot].replacingOccurrences(
      of: #""contentInset":[64,0,49,0]"#, with: #""contentInset":[64,0,50,0]"#
    )
    .replacingOccurrences(
      of: #""scrollIndicatorInsets":[64,0,49,0]"#, with: #""scrollIndicatorInsets":[64,0,48,0]"#)
    let report = try TraceReplay.replay(try decode(lines.joined(separator: "\n")), file: "t")
    #expect(report.divergences.map(\.index) == [change - 1, snapshot - 1, snapshot - 1])
    #expect(
      report.divergences.map(\.subject) == [
        "tableView.contentInset, field 'to'",
        "snapshot viewDidAppear, value tableView.contentInset",
        "snapshot viewDidAppear, value tableView.scrollIndicatorInsets",
      ])
    // Each names the rule that produced the simulated value: the snapshot's values come from the
    // changes before it.
    #expect(
      report.divergences.map(\.rule) == [
        "legacy.autoAdjust.additive", "legacy.autoAdjust.additive", "legacy.autoAdjust.indicators",
      ])
    #expect(report.description.hasPrefix("FAIL t: 3 divergences (exact replay"))
  }

  /// A golden trace that lacks one entry the model now writes (here loadView, removed and the rest
  /// renumbered): one divergence, and every later entry is still aligned with its counterpart and
  /// agrees.
  @Test func aMissingEntryIsOneDivergenceAndTheRestStillAligns() throws {
    var lines = try s00005TraceText().split(separator: "\n").map(String.init)
    let loadView = try #require(lines.firstIndex { $0.contains(#""name":"loadView""#) })
    lines.remove(at: loadView)
    for k in loadView..<lines.count {
      lines[k] = lines[k].replacingOccurrences(of: "\"seq\":\(k),", with: "\"seq\":\(k - 1),")
    }
    let report = try TraceReplay.replay(try decode(lines.joined(separator: "\n")), file: "t")
    #expect(report.divergences.count == 1)
    let d = try #require(report.divergence)
    #expect(d.index == loadView - 1)
    #expect(d.simulatedIndex == loadView - 1)
    #expect(d.subject == "callback ViewController.loadView: not recorded")
    #expect(d.expected == "(no such entry in the recording at this place)")
  }

  @Test func aRecordingThatEndsEarlyDivergesWhereItEnds() throws {
    var lines = try s00005TraceText().split(separator: "\n").map(String.init)
    lines.removeLast()
    let recorded = try decode(lines.joined(separator: "\n"))
    let d = try #require(try TraceReplay.replay(recorded, file: "short.trace.jsonl").divergence)
    #expect(d.index == recorded.entries.count)
    #expect(d.subject == "the recording ends")
    #expect(d.expected == "(no entry: the recording ends after \(recorded.entries.count) entries)")
  }

  @Test func snapshotValuesAreComparedOneByOne() throws {
    var lines = try s00005TraceText().split(separator: "\n").map(String.init)
    let line = try #require(
      lines.firstIndex { $0.contains(#""kind":"snapshot","at":"viewDidAppear""#) })
    // The snapshot's tableView.contentInset, edited: 49 → 50.
    lines[line] = lines[line].replacingOccurrences(
      of: #""contentInset":[64,0,49,0]"#, with: #""contentInset":[64,0,50,0]"#)
    let d = try #require(
      try TraceReplay.replay(try decode(lines.joined(separator: "\n")), file: "t").divergence)
    #expect(d.index == line - 1)
    #expect(d.subject == "snapshot viewDidAppear, value tableView.contentInset")
    #expect(d.expected == "(64, 0, 50, 0)")
    #expect(d.actual == "(64, 0, 49, 0)")
  }

  // MARK: - Device recordings

  @Test func producerChoosesTheMode() {
    func trace(_ producer: String) -> Trace {
      Trace(scenario: .object([]), producer: producer, entries: [])
    }
    #expect(TraceReplay.isProducedByInsetSim(trace("insetsim 0.1")))
    #expect(TraceReplay.isProducedByInsetSim(trace("insetsim")))
    #expect(!TraceReplay.isProducedByInsetSim(trace("InsetSimRecorder 0.1 (iPhone 8, iOS 10.3)")))
    #expect(!TraceReplay.isProducedByInsetSim(trace("insetsimulator")))
  }

  @Test func deviceRecordingMatchesAndSaysWhatWasNotCompared() throws {
    let report = try TraceReplay.replay(
      try decode(try deviceTraceText()), file: "device.trace.jsonl")
    #expect(report.matched)
    #expect(report.mode == .device)
    #expect(report.compared == "2 callbacks in order, 2 snapshots (2 values)")
    #expect(report.notCompared.contains("times and run-loop turns (device clock)"))
    #expect(
      report.notCompared.contains(
        "changes' rules and their arithmetic (a device does not record them)"))
    let unmatched = report.simulatedCount - 4
    #expect(
      report.notCompared.contains {
        $0.hasPrefix("\(unmatched) simulated entries with no recorded counterpart (")
      })
    #expect(
      report.notCompared.contains {
        $0.hasSuffix(" values of the simulated snapshots that the recording does not hold")
      })
    let text = report.description.split(separator: "\n").map(String.init)
    #expect(text.count == 2)
    #expect(
      text[0]
        == "ok   device.trace.jsonl: matches (device recording, producer 'InsetSimRecorder 0.1 (iPhone 8, iOS 10.3)'): "
        + "2 callbacks in order, 2 snapshots (2 values)")
    #expect(text[1].hasPrefix("     not compared: times and run-loop turns (device clock); "))
  }

  @Test func deviceRecordingWithAWrongValueDiverges() throws {
    let recorded = try decode(try deviceTraceText(didAppearInset: "[64,0,50,0]"))
    let report = try TraceReplay.replay(recorded, file: "device.trace.jsonl")
    let d = try #require(report.divergence)
    #expect(d.index == 3)
    #expect(d.t == 480100)
    #expect(d.subject == "snapshot viewDidAppear, value tableView.contentInset")
    #expect(d.expected == "(64, 0, 50, 0)")
    #expect(d.actual == "(64, 0, 49, 0)")
    #expect(
      report.description.hasPrefix(
        "FAIL device.trace.jsonl: 1 divergence (device recording, producer 'InsetSimRecorder 0.1 (iPhone 8, iOS 10.3)'); "
          + "compared 2 callbacks in order, 2 snapshots (2 values)\n"
          + "     in sum: 1 value differs, 1 in the controllers the app starts with"
      ))
    #expect(
      report.description.contains(
        "\n  entry #3 diverges (t=0.480 on the device): snapshot viewDidAppear, value tableView.contentInset\n"
      ))
    // The value's footing: its rule's confidence, and the expectation that holds the simulator to
    // the recording.
    #expect(d.footing?.rule == "legacy.autoAdjust.additive")
    #expect(
      d.expectation
        == .object([
          ("at", .string("viewDidAppear")), ("object", .string("tableView")),
          ("property", .string("contentInset")),
          ("value", .array([64, 0, 50, 0].map { .number($0) })),
        ]))
    #expect(d.rule == "legacy.autoAdjust.additive")
    #expect(d.simulatedBy?.hasPrefix("rule legacy.autoAdjust.additive (simulated entry #") == true)
    #expect(
      d.simulatedBy?.hasSuffix(
        "): +64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)") == true)
  }

  /// A device that laid out twice before viewDidAppear (UIKit may: WWDC23 10055) while the model
  /// lays out once: the second pass is a note, the comparison goes on at viewDidAppear, and the
  /// inset there is compared.
  @Test func anExtraLayoutPassIsNotedAndTheComparisonGoesOn() throws {
    var lines = try deviceTraceText(didAppearInset: "[64,0,50,0]").split(separator: "\n").map(
      String.init)
    let layout = [
      #"{"t":200000,"turn":0,"seq":0,"kind":"callback","object":"ViewController","name":"viewWillLayoutSubviews"}"#,
      #"{"t":200100,"turn":0,"seq":0,"kind":"callback","object":"ViewController","name":"viewDidLayoutSubviews"}"#,
    ]
    lines.insert(contentsOf: layout + layout, at: 3)  // after the viewWillAppear snapshot
    let report = try TraceReplay.replay(try decode(lines.joined(separator: "\n")), file: "t")
    #expect(report.divergences.map(\.kind) == [.extraLayoutPass, .extraLayoutPass, .mismatch])
    // The first pass is matched with the model's; the second one is the extra one.
    #expect(report.divergences.map(\.index) == [4, 5, 7])
    #expect(
      report.divergences[0].actual
        == "the device ran this layout pass more often than the model (2 recorded, 1 simulated); UIKit may lay out several times in one transition"
    )
    #expect(report.divergences[2].subject == "snapshot viewDidAppear, value tableView.contentInset")
    #expect(report.compared == "4 callbacks in order, 2 snapshots (2 values)")
    #expect(!report.matched)
    // With the right inset, the extra pass alone does not fail the replay; it is still reported.
    lines[lines.count - 1] = lines[lines.count - 1].replacingOccurrences(
      of: "[64,0,50,0]", with: "[64,0,49,0]")
    let ok = try TraceReplay.replay(try decode(lines.joined(separator: "\n")), file: "t")
    #expect(ok.matched)
    #expect(ok.divergences.count == 2)
    let text = ok.description.split(separator: "\n").map(String.init)
    #expect(text[0].hasPrefix("ok   t: matches (device recording"))
    #expect(
      text[1]
        == "  note: entry #4 (t=0.200 on the device): callback ViewController.viewWillLayoutSubviews, a pass the model does not run: "
        + "the device ran this layout pass more often than the model (2 recorded, 1 simulated); UIKit may lay out several times in one transition"
    )
  }

  /// A navigation controller's top lays out twice before viewDidAppear at launch (a printed log:
  /// http://readke.com/c/0Z41505102021.html steps 5–10, rule layout.passes.launch): a recording
  /// with both pairs is matched pair for pair, with no extra pass; a third pair is one.
  @Test func aLaunchsSecondLayoutPassInANavigationControllerIsMatched() throws {
    let path = Self.seeds.deletingLastPathComponent()
      .appendingPathComponent("order/launch-layout-passes-navigation.scenario.json").path
    let scenario = try JSONParser.parse(
      bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    let pair = [
      #"{"t":100000,"turn":0,"seq":0,"kind":"callback","object":"List","name":"viewWillLayoutSubviews"}"#,
      #"{"t":100100,"turn":0,"seq":0,"kind":"callback","object":"List","name":"viewDidLayoutSubviews"}"#,
    ]
    func recording(pairs: Int) -> String {
      ([
        "{\"insetsim-trace\":1,\"producer\":\"InsetSimRecorder 0.1\",\"scenario\":\(scenario.compactText)}",
        #"{"t":90000,"turn":0,"seq":0,"kind":"callback","object":"List","name":"viewWillAppear"}"#,
      ]
        + Array(repeating: pair, count: pairs).flatMap { $0 }
        + [
          #"{"t":400000,"turn":1,"seq":0,"kind":"callback","object":"List","name":"viewDidAppear"}"#
        ])
        .joined(separator: "\n") + "\n"
    }
    let two = try TraceReplay.replay(try decode(recording(pairs: 2)), file: "t")
    #expect(two.matched)
    #expect(two.divergences.isEmpty)
    #expect(two.compared == "6 callbacks in order")
    let three = try TraceReplay.replay(try decode(recording(pairs: 3)), file: "t")
    #expect(three.matched)
    #expect(three.divergences.map(\.kind) == [.extraLayoutPass, .extraLayoutPass])
  }

  /// A callback the model never makes does not stop the comparison: the snapshot after it is still
  /// compared.
  @Test func anUnknownCallbackDoesNotStopTheComparison() throws {
    var lines = try deviceTraceText(didAppearInset: "[64,0,50,0]").split(separator: "\n").map(
      String.init)
    lines.insert(
      #"{"t":300000,"turn":0,"seq":0,"kind":"callback","object":"ViewController","name":"viewWillDisappear"}"#,
      at: 3)
    let report = try TraceReplay.replay(try decode(lines.joined(separator: "\n")), file: "t")
    #expect(
      report.mismatches.map(\.subject) == [
        "callback ViewController.viewWillDisappear",
        "snapshot viewDidAppear, value tableView.contentInset",
      ])
    #expect(report.mismatches[0].actual == "no such callback in the simulation")
  }

  @Test func deviceCallbacksOutOfOrderDiverge() throws {
    var lines = try deviceTraceText().split(separator: "\n").map(String.init)
    lines.swapAt(1, 3)  // viewDidAppear recorded before viewWillAppear
    let d = try #require(
      try TraceReplay.replay(try decode(lines.joined(separator: "\n")), file: "t").divergence)
    #expect(d.index == 2)
    #expect(d.subject == "callback ViewController.viewWillAppear")
    #expect(d.actual.hasPrefix("the simulation calls it at #"))
    #expect(d.actual.hasSuffix("(another order)"))
    #expect(d.simulatedIndex == nil)
  }

  /// A recorded change is aligned with the next simulated change of its property, skipping initial
  /// values.
  @Test func deviceChangesAreAlignedPerPropertyPastInitialValues() throws {
    var lines = try deviceTraceText().split(separator: "\n").map(String.init)
    lines.insert(
      #"{"t":200000,"turn":0,"seq":2,"kind":"change","object":"tableView","property":"contentInset","from":[0,0,0,0],"to":[64,0,49,0]}"#,
      at: 3)
    let ok = try TraceReplay.replay(try decode(lines.joined(separator: "\n")), file: "t")
    #expect(ok.matched)
    #expect(ok.compared == "2 callbacks in order, 1 change, 2 snapshots (2 values)")
    lines[3] = lines[3].replacingOccurrences(of: #""to":[64,0,49,0]"#, with: #""to":[64,0,50,0]"#)
    let d = try #require(
      try TraceReplay.replay(try decode(lines.joined(separator: "\n")), file: "t").divergence)
    #expect(d.index == 2)
    #expect(d.subject == "tableView.contentInset, field 'to'")
    #expect(d.expected == "(64, 0, 50, 0)")
    #expect(d.actual == "(64, 0, 49, 0)")
  }

  /// A change the device made and the model does not (here a second contentInset change to (64, 0,
  /// 0, 0)): one divergence naming the rule of the value the simulation keeps, S000-05's (64, 0,
  /// 49, 0).
  @Test func aChangeTheModelDoesNotMakeNamesWhatTheSimulationKeeps() throws {
    var lines = try deviceTraceText().split(separator: "\n").map(String.init)
    lines.insert(
      contentsOf: [
        #"{"t":200000,"turn":0,"seq":2,"kind":"change","object":"tableView","property":"contentInset","from":[0,0,0,0],"to":[64,0,49,0]}"#,
        #"{"t":200100,"turn":0,"seq":3,"kind":"change","object":"tableView","property":"contentInset","from":[64,0,49,0],"to":[64,0,0,0]}"#,
      ], at: 3)
    let report = try TraceReplay.replay(try decode(lines.joined(separator: "\n")), file: "t")
    let d = try #require(report.divergence)
    #expect(report.mismatches.count == 1)
    #expect(d.index == 3)
    #expect(d.actual == "no further change of tableView.contentInset in the simulation")
    #expect(d.rule == "legacy.autoAdjust.additive")
    // The comparison went on: the viewDidAppear snapshot after it was compared too.
    #expect(report.compared == "2 callbacks in order, 1 change, 2 snapshots (2 values)")
  }

  // MARK: - Bad input

  @Test func aSnapshotPointWithATypoIsAnInputError() throws {
    var lines = try deviceTraceText().split(separator: "\n").map(String.init)
    lines[4] = lines[4].replacingOccurrences(
      of: #""at":"viewDidAppear""#, with: #""at":"viewDidApear""#)
    do {
      _ = try TraceReplay.replay(
        try decode(lines.joined(separator: "\n")), file: "device.trace.jsonl")
      Issue.record("a snapshot at an unknown callback was accepted")
    } catch let error as InputError {
      #expect(
        error.description.hasPrefix(
          "device.trace.jsonl: entry #3, key 'at': unknown callback 'viewDidApear'; expected one of init, "
        ))
      #expect(error.description.hasSuffix(". Did you mean 'viewDidAppear'?"))
    }
  }

  @Test func aBadScenarioInTheHeaderPointsIntoLineOne() throws {
    let text = try deviceTraceText().replacingOccurrences(
      of: #""rowHeight":40"#, with: #""rowHieght":40"#)
    do {
      // Reading the trace decodes its header's scenario, as strictly as a scenario file.
      _ = try TraceReplay.replay(
        try decode(text, file: "device.trace.jsonl"), file: "device.trace.jsonl")
      Issue.record("a header scenario with an unknown key was accepted")
    } catch let error as InputError {
      #expect(error.file == "device.trace.jsonl")
      #expect(error.location == "line 1, at scenario.controller.subviews[0].rowHieght")
      #expect(error.suggestion == "rowHeight")
    }
  }
}

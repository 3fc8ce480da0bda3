import Foundation
import InsetSim
import Testing

@testable import InsetSimTesting

/// The Swift Testing helpers report what `TraceFailure` words, at the caller's source location.
@Suite struct ExpectationsTests {
  @Test func expectationsThatHoldRecordNoIssue() throws {
    // S000-05: ContentInset 0_0_0_0 in viewWillAppear, 64_0_49_0 in viewDidAppear; S000-01: frame
    // 0_0_375_667.
    let trace = try Fixtures.seedS00005()
    expectValue(trace, at: "viewWillAppear", of: "tableView", .contentInset, equals: .insets(.zero))
    expectValue(
      trace, at: "viewDidAppear", of: "tableView", .contentInset,
      equals: .insets(EdgeInsets(top: 64, bottom: 49)))
    expectChange(trace, of: "tableView", .contentInset, from: "viewWillAppear", to: "viewDidAppear")
    expectNoChange(
      trace, of: "ViewController.view", .frame, from: "viewWillAppear", to: "viewDidAppear")
  }

  @Test func expectValueReportsTheMessageAtTheCallersLine() throws {
    let trace = try Fixtures.seedS00005()
    let expected = TraceFailure.value(
      in: trace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(.zero))
    let line = #line + 2
    let issues = capturingIssues {
      expectValue(
        trace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(.zero))
    }
    #expect(expected != nil)
    #expect(issues.map(\.message) == [expected].compactMap { $0 })
    #expect(issues.first?.location.line == line)
    #expect(issues.first?.location.fileID == #fileID)
  }

  @Test func expectChangeReportsAValueThatStayedPut() throws {
    let trace = Simulation.run(
      try Scenario.load(
        path: Fixtures.path("Traces/seeds/S000-07-automaticallyAdjusts-NO.scenario.json")))
    let issues = capturingIssues {
      expectChange(
        trace, of: "tableView", .contentInset, from: "viewWillAppear", to: "viewDidAppear")
    }
    #expect(
      issues.map(\.message)
        == [
          #"tableView.contentInset did not change from "viewWillAppear" to "viewDidAppear": it is (0, 0, 0, 0) at both."#
            + "\n\nIt was last set by:\n  seq 32, t=0.000: its creation, unset → (0, 0, 0, 0)"
        ])
  }

  @Test func expectNoChangeReportsTheDiffAndItsLegend() throws {
    let trace = try Fixtures.seedS00005()
    let issues = capturingIssues {
      expectNoChange(
        trace, of: "tableView", .contentInset, from: "viewWillAppear", to: "viewDidAppear")
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.contains(
        "  − (0, 0, 0, 0)\n  + (64, 0, 49, 0)\n\n(viewWillAppear: −, viewDidAppear: +)") == true)
  }

  // These name their record mode, so they pass whatever INSETSIM_RECORD and CI say.
  @Test func expectTraceRecordsAMissingGoldenFileAndFailsOnce() throws {
    let trace = try Fixtures.seedS00005()
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/golden/S000-05.trace.jsonl"
    let line = #line + 2
    let issues = capturingIssues {
      expectTrace(trace, matchesGolden: path, record: .missing)
    }
    #expect(
      issues.map(\.message) == [
        "No golden file was found at \(path). Recorded the trace there (\(trace.entries.count + 1) lines); run the test again to compare against it."
      ])
    #expect(issues.first?.location.line == line)
    expectTrace(trace, matchesGolden: path, record: .missing)
  }

  /// The golden file lacks the last entry (the viewDidAppear snapshot): one added entry, aligned by
  /// event.
  @Test func expectTraceReportsAnEventAlignedDiff() throws {
    let trace = try Fixtures.seedS00005()
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/S000-05.trace.jsonl"
    var changed = trace
    changed.entries.removeLast()
    let recorded = capturingIssues { expectTrace(changed, matchesGolden: path, record: .missing) }
    #expect(recorded.first?.message.hasPrefix("No golden file was found at \(path).") == true)
    let issues = capturingIssues {
      expectTrace(trace, matchesGolden: path, record: .missing)
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.contains(
        "Trace does not match the golden file \(path) (aligned by event: no entry differs, none only in the golden file, 1 only in the trace)"
      ) == true)
    #expect(issues.first?.message.contains("\n  + t=0.017 snapshot viewDidAppear (") == true)
    #expect(
      issues.first?.message.contains(
        "\n\n(Expected: −, Actual: +; ~ an entry in both whose values differ, expected | actual)\n\n"
      ) == true)
    let actualFile = folder + "/S000-05.actual.trace.jsonl"
    #expect(
      issues.first?.message.hasSuffix(
        "The actual trace is at \(actualFile) (insetsim diff \(path) \(actualFile)). Record mode is missing (from the call); INSETSIM_RECORD=failed rewrites the golden file."
      ) == true)
    #expect(try String(contentsOfFile: actualFile, encoding: .utf8) == TraceFile.encode(trace))
  }

  /// With no path, the file is named after the test file and the test, numbered in call order.
  @Test func expectTraceNamesItsFileAfterTheTest() throws {
    let trace = try Fixtures.seedS00005()
    let snapshots =
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/__Snapshots__"
    let folder = snapshots + "/ExpectationsTests"
    defer {
      try? FileManager.default.removeItem(atPath: folder)
      if (try? FileManager.default.contentsOfDirectory(atPath: snapshots))?.isEmpty == true {
        try? FileManager.default.removeItem(atPath: snapshots)
      }
    }
    let issues = capturingIssues {
      expectTrace(trace, record: .missing)
      expectTrace(trace, named: "iOS 10.3", record: .missing)
      expectTrace(trace, record: .missing)
    }
    #expect(
      issues.map(\.message) == [
        "No golden file was found at \(folder)/expectTraceNamesItsFileAfterTheTest.1.trace.jsonl. Recorded the trace there (\(trace.entries.count + 1) lines); run the test again to compare against it.",
        "No golden file was found at \(folder)/expectTraceNamesItsFileAfterTheTest.iOS-10-3.trace.jsonl. Recorded the trace there (\(trace.entries.count + 1) lines); run the test again to compare against it.",
        "No golden file was found at \(folder)/expectTraceNamesItsFileAfterTheTest.2.trace.jsonl. Recorded the trace there (\(trace.entries.count + 1) lines); run the test again to compare against it.",
      ])
  }

  @Test(.goldenTraces(record: .never)) func theTraitSetsTheRecordMode() throws {
    let trace = try Fixtures.seedS00005()
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let issues = capturingIssues {
      expectTrace(trace, matchesGolden: folder + "/missing.trace.jsonl")
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.contains(
        "record mode is never (from the .goldenTraces trait or withGoldenTraces), so none was recorded."
      ) == true)
    #expect(!FileManager.default.fileExists(atPath: folder + "/missing.trace.jsonl"))
    #expect(FileManager.default.fileExists(atPath: folder + "/missing.actual.trace.jsonl"))
  }

  @Test func theRunnerIsSwiftTesting() {
    #expect(TestRunner.current == .swiftTesting)
  }

  /// Outside any test a failure stops the process; its words name the helper.
  @Test func aFailureOutsideATestNamesTheHelper() {
    #expect(
      FailureReporter.outsideATest(helper: "expectValue", message: "m")
        == "expectValue failed outside a test (neither a Swift Testing test nor an XCTest case is running), so no test would report it: m"
    )
  }
}

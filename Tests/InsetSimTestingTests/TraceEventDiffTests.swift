import InsetSim
import Testing

@testable import InsetSimTesting

/// Golden-trace mismatches aligned by event, on seed S000-05 (iOS 10.3: contentInset (64, 0, 49, 0)
/// = status bar 20 + navigation bar 44 on top, tab bar 49 below; SEED-OBSERVATIONS S000-05), with
/// the edits these tests make.
@Suite struct TraceEventDiffTests {
  /// The S000-05 trace without its loadView callback, renumbered: a golden file from a model that
  /// lacked it.
  private func withoutLoadView(_ trace: Trace) -> Trace {
    var edited = trace
    edited.entries.removeAll { $0.name == "loadView" }
    for i in edited.entries.indices { edited.entries[i].seq = i }
    return edited
  }

  @Test func oneMissingEntryIsOneLineNotEveryLaterLine() throws {
    let trace = try Fixtures.seedS00005()
    let golden = TraceFile.encode(withoutLoadView(trace))
    let message = TraceFailure.golden(
      expected: golden, actual: TraceFile.encode(trace), path: "/golden/S000-05.trace.jsonl")
    #expect(
      message == """
        Trace does not match the golden file /golden/S000-05.trace.jsonl (aligned by event: no entry differs, none only in the golden file, 1 only in the trace). Difference: …

            … (23 unchanged entries)
            t=0.000 change tabBar.frame ∅ → (0, 618, 375, 49) [rule tabBar.height]
            t=0.000 event window.makeKeyAndVisible
          + t=0.000 callback ViewController.loadView
            t=0.000 change ViewController.view.frame ∅ → (0, 0, 375, 667) [init]
            t=0.000 change ViewController.view.hidden ∅ → false [init]
            … (26 unchanged entries)

        (Expected: −, Actual: +; ~ an entry in both whose values differ, expected | actual)
        """)
  }

  @Test func aChangedValueIsOneLineWithBothSides() throws {
    let trace = try Fixtures.seedS00005()
    var edited = trace
    let i = try #require(
      edited.entries.firstIndex {
        $0.object == "tableView" && $0.property == .contentInset && $0.cause == .rule
      })
    edited.entries[i].to = .insets(EdgeInsets(top: 64, bottom: 50))
    let diff = TraceEventDiff(expected: edited, actual: trace)
    #expect(diff.changedCount == 1)
    #expect(diff.removedCount == 0 && diff.addedCount == 0)
    #expect(
      diff.rendered(context: 0)
        == [
          "    … (\(i) unchanged entries)",
          "  ~ t=0.000 tableView.contentInset → (64, 0, 50, 0) | (64, 0, 49, 0)",
          "    … (\(trace.entries.count - i - 1) unchanged entries)",
        ].joined(separator: "\n"))
  }

  @Test func aDifferentHeaderNamesTheFirstDifferentKey() throws {
    let trace = try Fixtures.seedS00005()
    var scenario = trace.scenario
    if case .object(var pairs) = scenario, let k = pairs.firstIndex(where: { $0.0 == "os" }) {
      pairs[k].1 = .string("10.2")
      scenario = .object(pairs)
    }
    var golden = trace
    golden.scenario = scenario
    let diff = TraceEventDiff(expected: golden, actual: trace)
    #expect(diff.header == #"scenario.os "10.2" | "10.3""#)
    #expect(diff.rendered().hasPrefix(#"  ~ header: scenario.os "10.2" | "10.3""#))
  }

  /// Differences the event alignment does not compare (here a `turn`) fall back to the line diff.
  @Test func aTurnOnlyDifferenceIsALineDiff() throws {
    let trace = try Fixtures.seedS00005()
    var edited = trace
    edited.entries[0].turn = 5
    let message = TraceFailure.golden(
      expected: TraceFile.encode(edited), actual: TraceFile.encode(trace), path: "/g.trace.jsonl")
    #expect(
      message?.hasPrefix("Trace does not match the golden file /g.trace.jsonl at line 2. ") == true)
  }
}

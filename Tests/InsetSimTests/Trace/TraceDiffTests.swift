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

/// `TraceDiff`: alignment by event key, value differences of aligned entries, one-sided entries.
/// Figures come from SEED-OBSERVATIONS S000-11 (hidesBottomBarWhenPushed: contentInset (64,0,0,0)
/// at viewDidAppear) and S000-12 (tabBar.hidden in viewWillAppear: (64,0,49,0)).
@Suite struct TraceDiffTests {
  static let seeds = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Traces/seeds")

  private func run(_ name: String) throws -> Trace {
    Simulation.run(try Scenario.load(path: Self.seeds.appendingPathComponent(name).path))
  }

  private func s00012() throws -> Trace {
    try run("S000-12-tabBar-hidden-in-viewWillAppear.scenario.json")
  }
  private func s00011() throws -> Trace {
    try run("S000-11-hidesBottomBarWhenPushed.scenario.json")
  }

  @Test func aTraceDiffedWithItselfIsIdentical() throws {
    let trace = try run("S000-05-adjustment-between-appearances.scenario.json")
    let diff = TraceDiff(trace, trace)
    #expect(diff.isIdentical)
    #expect(diff.alignedCount == trace.entries.count)
    #expect(
      diff.rendered(leftName: "a", rightName: "b") == """
        identical: \(trace.entries.count) entries aligned, no difference
          A: a
          B: b

        """)
  }

  /// S000-12 keeps the 49 pt bottom inset, S000-11 has none: the rule's contentInset change
  /// differs.
  @Test func tabBarHiddenVersusHidesBottomBarShowsTheBottomInset() throws {
    let left = try s00012()
    let right = try s00011()
    let diff = TraceDiff(left, right)
    #expect(!diff.isIdentical)
    let insetChange = diff.differences.first {
      guard case .changed(let l, _, _) = $0 else { return false }
      let e = left.entries[l]
      return e.object == "tableView" && e.property == .contentInset && e.cause == .rule
    }
    guard case .changed(let l, let r, let fields)? = insetChange else {
      Issue.record("no aligned tableView.contentInset change that differs")
      return
    }
    #expect(right.entries[r].object == "tableView" && right.entries[r].property == .contentInset)
    #expect(
      fields.first
        == TraceDiff.FieldDifference(field: "to", left: "(64, 0, 49, 0)", right: "(64, 0, 0, 0)"))
    let lines = diff.rendered(leftName: "S000-12", rightName: "S000-11").split(separator: "\n").map(
      String.init)
    let t = formatSeconds(left.entries[l].t)
    #expect(lines.contains("~ t=\(t) tableView.contentInset → (64, 0, 49, 0) | (64, 0, 0, 0)"))
    // The snapshots at viewDidAppear show it too, value by value.
    #expect(
      lines.contains {
        $0.hasPrefix("~ t=")
          && $0.hasSuffix(
            " snapshot viewDidAppear: tableView.contentInset (64, 0, 49, 0) | (64, 0, 0, 0)")
      })
  }

  @Test func renderedDiffHasAHeadlineTheNamesAndALegend() throws {
    let diff = TraceDiff(try s00012(), try s00011())
    let lines = diff.rendered(leftName: "S000-12", rightName: "S000-11").split(separator: "\n").map(
      String.init)
    #expect(lines[0].hasPrefix("diff A B: \(diff.differences.count) differences ("))
    #expect(lines[0].hasSuffix("; \(diff.alignedCount) entries aligned"))
    #expect(lines[1] == "  A: S000-12")
    #expect(lines[2] == "  B: S000-11")
    #expect(
      lines.last == "(~ aligned entries whose values differ, A | B; - only in A; + only in B)")
    #expect(
      lines.dropFirst(3).dropLast().allSatisfy {
        $0.hasPrefix("~ ") || $0.hasPrefix("- ") || $0.hasPrefix("+ ")
      })
  }

  /// S000-12's app sets tabBar.hidden in viewWillAppear: S000-11 has no such change.
  @Test func entriesOnOneSideAreListedWithMinusOrPlus() throws {
    let left = try s00012()
    let right = try s00011()
    let forward = TraceDiff(left, right)
    let appChange = forward.differences.contains {
      guard case .onlyLeft(let l) = $0 else { return false }
      return left.entries[l].cause == .app && left.entries[l].object == "tabBar"
        && left.entries[l].during == "viewWillAppear"
    }
    #expect(appChange)
    let lines = forward.rendered(leftName: "a", rightName: "b").split(separator: "\n")
    #expect(
      lines.contains {
        $0.hasPrefix("- t=")
          && $0.hasSuffix(" change tabBar.hidden false → true [app in viewWillAppear]")
      })
    // Swapping the sides swaps - and +.
    let backward = TraceDiff(right, left)
    func count(_ d: TraceDiff, _ pick: (TraceDiff.Difference) -> Bool) -> Int {
      d.differences.filter(pick).count
    }
    let onlyLeft: (TraceDiff.Difference) -> Bool = {
      if case .onlyLeft = $0 { true } else { false }
    }
    let onlyRight: (TraceDiff.Difference) -> Bool = {
      if case .onlyRight = $0 { true } else { false }
    }
    #expect(count(forward, onlyLeft) == count(backward, onlyRight))
    #expect(count(forward, onlyRight) == count(backward, onlyLeft))
    #expect(forward.alignedCount == backward.alignedCount)
  }

  @Test func alignmentIsALongestCommonSubsequence() {
    let pairs = TraceDiff.align(["a", "b", "c", "d"], ["a", "x", "c", "d", "e"])
    #expect(
      pairs.map { "\($0.0.map(String.init) ?? "-"):\($0.1.map(String.init) ?? "-")" } == [
        "0:0", "1:-", "-:1", "2:2", "3:3", "-:4",
      ])
    #expect(TraceDiff.align([String](), ["a"]).count == 1)
    #expect(
      TraceDiff.align(["a", "b"], ["b", "a"]).filter { $0.0 != nil && $0.1 != nil }.count == 1)
  }

  @Test func aChangeReadsOnOneLine() {
    var e = TraceEntry(t: 16667, turn: 1, seq: 44, kind: .change)
    e.object = "tableView"
    e.property = .contentInset
    e.from = .insets(.zero)
    e.to = .insets(EdgeInsets(top: 64, bottom: 49))
    e.cause = .rule
    e.rule = RuleID("legacy.autoAdjust.additive")
    #expect(
      e.oneLine
        == "t=0.017 change tableView.contentInset (0, 0, 0, 0) → (64, 0, 49, 0) [rule legacy.autoAdjust.additive]"
    )
  }

  // MARK: Alignment past the table

  /// Two 5,000-entry traces (25 M cells, over the 16 M table) that differ in six places: three
  /// entries only in one, three only in the other, far from both ends. Myers' edit script finds
  /// exactly those six.
  @Test func largeTracesThatDifferInSixPlacesShowSixDifferences() {
    func entry(_ i: Int) -> TraceEntry {
      var e = TraceEntry(t: Int64(i), turn: 0, kind: .callback)
      e.object = "C\(i % 97)"
      e.name = "viewDidLayoutSubviews\(i)"
      return e
    }
    let base = (0..<5_000).map(entry)
    var left = base
    var right = base
    for k in [1_000, 2_000, 3_000] { left.remove(at: k) }
    for k in [1_500, 2_500, 3_500] { right.remove(at: k) }
    let scenario = JSONValue.object([])
    let diff = TraceDiff(
      Trace(scenario: scenario, entries: left), Trace(scenario: scenario, entries: right))
    #expect(4_997 * 4_997 > TraceDiff.maxAlignmentCells)
    #expect(!diff.alignmentGaveUp)
    var onlyLeft = 0
    var onlyRight = 0
    for d in diff.differences {
      switch d {
      case .onlyLeft: onlyLeft += 1
      case .onlyRight: onlyRight += 1
      case .changed: break
      }
    }
    #expect(onlyLeft == 3)
    #expect(onlyRight == 3)
    #expect(diff.alignedCount == 4_994)
  }

  /// Past the edit distance too, the alignment gives up and the rendering says so.
  @Test func anAlignmentThatGivesUpSaysSo() {
    func entry(_ name: String) -> TraceEntry {
      var e = TraceEntry(t: 0, turn: 0, kind: .callback)
      e.object = "C"
      e.name = name
      return e
    }
    let left = (0..<4_100).map { entry("a\($0)") }
    let right = (0..<4_100).map { entry("b\($0)") }
    let diff = TraceDiff(
      Trace(scenario: .object([]), entries: left), Trace(scenario: .object([]), entries: right))
    #expect(diff.alignmentGaveUp)
    #expect(
      diff.rendered(leftName: "l", rightName: "r").contains(
        "(the traces differ in more than 2000 places past the first and last aligned entries: the alignment gave up there"
      ))
  }

  @Test func editScriptsAreShortestAndInOrder() {
    let pairs = EditScript.pairs([1, 2, 3, 4], [1, 3, 4, 5], maxDifferences: 10)
    #expect(
      pairs?.map { "\($0.0.map(String.init) ?? "-"):\($0.1.map(String.init) ?? "-")" } == [
        "0:0", "1:-", "2:1", "3:2", "-:3",
      ])
    #expect(EditScript.pairs([1, 2], [3, 4], maxDifferences: 3) == nil)
    #expect(EditScript.pairs([], [], maxDifferences: 0)?.isEmpty == true)
  }

  /// Values are compared exactly: 98 and 98.001 print alike as 98.00 but are not identical, and the
  /// difference is shown with every digit.
  @Test func valuesThatPrintAlikeStillDiffer() throws {
    let trace = try run("S000-05-adjustment-between-appearances.scenario.json")
    var edited = trace
    let index = try #require(
      edited.entries.firstIndex {
        $0.kind == .change && $0.property == .contentInset && $0.to != nil
      })
    guard case .insets(var insets)? = edited.entries[index].to else {
      Issue.record("not insets")
      return
    }
    insets.top += 0.001
    edited.entries[index].to = .insets(insets)
    let diff = TraceDiff(trace, edited)
    #expect(!diff.isIdentical)
    guard case .changed(_, _, let fields)? = diff.differences.first else {
      Issue.record("no change found")
      return
    }
    #expect(fields.first?.field == "to")
    #expect(fields.first?.right.contains(".001") == true, "\(fields)")
  }
}

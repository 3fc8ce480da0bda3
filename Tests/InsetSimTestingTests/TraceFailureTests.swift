import InsetSim
import Testing

@testable import InsetSimTesting

/// The helpers' messages, word for word, on the seed scenarios (SEED-OBSERVATIONS S000-05,
/// S000-07).
@Suite struct TraceFailureTests {
  @Test func aWrongValueIsShownAsADiffAmongTheObjectsOtherValues() throws {
    let trace = try Fixtures.seedS00005()
    let message = TraceFailure.value(
      in: trace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(.zero))
    #expect(
      message == """
        tableView.contentInset at "viewDidAppear" is not the expected value. Difference: …

            frame: (0, 0, 375, 667)
            hidden: false
            contentSize: (375, 1313)
          − contentInset: (0, 0, 0, 0)
          + contentInset: (64, 0, 49, 0)
            contentOffset: (0, -64)
            scrollIndicatorInsets: (64, 0, 49, 0)
            … (3 unchanged lines)

        (Expected: −, Actual: +)

        The actual value was set by:
          seq 44, t=0.000: rule legacy.autoAdjust.additive (confidence medium), (0, 0, 0, 0) → (64, 0, 49, 0); +64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)
        """)
  }

  @Test func theSeedsPrintedInsetsMatchTheSimulation() throws {
    let trace = try Fixtures.seedS00005()
    #expect(
      TraceFailure.value(
        in: trace, at: "viewWillAppear", of: "tableView", .contentInset, equals: .insets(.zero))
        == nil)
    #expect(
      TraceFailure.value(
        in: trace, at: "viewDidAppear", of: "tableView", .contentInset,
        equals: .insets(EdgeInsets(top: 64, bottom: 49)))
        == nil)
  }

  @Test func valuesThatPrintAlikeAreShownInFull() throws {
    let trace = try Fixtures.seedS00005()
    let message = TraceFailure.value(
      in: trace, at: "viewDidAppear", of: "tableView", .contentInset,
      equals: .insets(EdgeInsets(top: 64.001, bottom: 49)))
    #expect(
      message?.contains("  − contentInset: [64.001,0,49,0]\n  + contentInset: [64,0,49,0]\n")
        == true)
  }

  @Test func aMistypedPointIsAnsweredWithTheClosestSnapshot() throws {
    let message = TraceFailure.value(
      in: try Fixtures.seedS00005(), at: "viewDidApear", of: "tableView", .contentInset,
      equals: .insets(.zero))
    #expect(
      message
        == #"No snapshot at "viewDidApear" in the trace; it has snapshots at "viewWillAppear", "viewDidAppear". Did you mean "viewDidAppear"?"#
    )
  }

  @Test func anUnobservedPointSaysHowToObserveIt() throws {
    let message = TraceFailure.value(
      in: try Fixtures.seedS00005(), at: "viewDidLoad", of: "tableView", .contentInset,
      equals: .insets(.zero))
    #expect(
      message
        == #"No snapshot at "viewDidLoad" in the trace; it has snapshots at "viewWillAppear", "viewDidAppear". "#
        + #"Add "viewDidLoad" to the scenario's "observe" list, or pass it to Simulation.run(_:observing:)."#
    )
  }

  @Test func aPointIsFoundByItsCanonicalForm() throws {
    let trace = try Fixtures.seedS00005()
    #expect(
      TraceFailure.value(
        in: trace, at: "first viewDidAppear", of: "tableView", .contentInset,
        equals: .insets(EdgeInsets(top: 64, bottom: 49))) == nil)
  }

  @Test func aMistypedObjectListsTheSnapshotsObjects() throws {
    let message = TraceFailure.value(
      in: try Fixtures.seedS00005(), at: "viewDidAppear", of: "tabelView", .contentInset,
      equals: .insets(.zero))
    #expect(
      message
        == #"No object "tabelView" in the snapshot at "viewDidAppear"; it has window, statusBar, tabBar, navigationController, "#
        + #"navigationBar, toolbar, ViewController, ViewController.view, tableView. Did you mean "tableView"?"#
    )
  }

  @Test func aPropertyTheReleaseLacksListsTheRecordedOnes() throws {
    let message = TraceFailure.value(
      in: try Fixtures.seedS00005(), at: "viewDidAppear", of: "tableView", .safeAreaInsets,
      equals: .insets(.zero))
    #expect(
      message
        == #"tableView has no safeAreaInsets in the snapshot at "viewDidAppear"; it has frame, hidden, contentSize, contentInset, "#
        + "contentOffset, scrollIndicatorInsets, scrollEnabled, alwaysBounceVertical, alwaysBounceHorizontal."
    )
  }

  @Test func anExpectedChangeThatDidNotHappenSaysTheValue() throws {
    let trace = Simulation.run(
      try Scenario.load(
        path: Fixtures.path("Traces/seeds/S000-07-automaticallyAdjusts-NO.scenario.json")))
    #expect(
      TraceFailure.change(
        in: trace, of: "tableView", .contentInset, from: "viewWillAppear", to: "viewDidAppear")
        == #"tableView.contentInset did not change from "viewWillAppear" to "viewDidAppear": it is (0, 0, 0, 0) at both."#
        + "\n\nIt was last set by:\n  seq 32, t=0.000: its creation, unset → (0, 0, 0, 0)")
  }

  @Test func theAdjustmentBetweenAppearancesIsAChange() throws {
    #expect(
      TraceFailure.change(
        in: try Fixtures.seedS00005(), of: "tableView", .contentInset, from: "viewWillAppear",
        to: "viewDidAppear") == nil)
  }

  @Test func anUnexpectedChangeNamesTheRuleThatMadeIt() throws {
    let message = TraceFailure.noChange(
      in: try Fixtures.seedS00005(), of: "tableView", .contentInset, from: "viewWillAppear",
      to: "viewDidAppear")
    #expect(
      message == """
        tableView.contentInset changed from "viewWillAppear" to "viewDidAppear". Difference: …

          − (0, 0, 0, 0)
          + (64, 0, 49, 0)

        (viewWillAppear: −, viewDidAppear: +)

        Changed in between by:
          seq 44, t=0.000: rule legacy.autoAdjust.additive (confidence medium), (0, 0, 0, 0) → (64, 0, 49, 0); +64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)
        """)
  }

  @Test func theControllersViewFrameStaysPutBetweenAppearances() throws {
    // S000-01: Self.View.Frame is 0_0_375_667 in the seed example.
    #expect(
      TraceFailure.noChange(
        in: try Fixtures.seedS00005(), of: "ViewController.view", .frame, from: "viewWillAppear",
        to: "viewDidAppear") == nil)
  }

  @Test func aGoldenMismatchNamesTheFirstDifferentLine() {
    let message = TraceFailure.golden(
      expected: "header\nviewDidLoad\nviewWillAppear\nviewDidAppear\n",
      actual: "header\nviewDidLoad\nviewIsAppearing\nviewDidAppear\n",
      path: "/golden/seed.trace.jsonl")
    #expect(
      message == """
        Trace does not match the golden file /golden/seed.trace.jsonl at line 3. Difference: …

            header
            viewDidLoad
          − viewWillAppear
          + viewIsAppearing
            viewDidAppear

        (Expected: −, Actual: +)
        """)
  }
}

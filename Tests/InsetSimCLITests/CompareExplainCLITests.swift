import Foundation
import Testing

/// `compare` and `explain` through the built binary.
@Suite struct CompareExplainCLITests {
  static let traces = InsetsimBinary.traces

  func insetsim(_ arguments: String...) throws -> InsetsimBinary.Result {
    try InsetsimBinary.run(arguments)
  }

  /// S000-14 on iOS 10: contentInset (64, 0, 49, 0) whatever the table's frame
  /// (seed 000, docs/facts/seed-observations.md);
  /// on iOS 11 the system never changes contentInset (S000-15), so the migration shows 64 → 0.
  @Test func compareShowsTheIOS10To11DifferenceOfS00014() throws {
    let file = Self.traces.appendingPathComponent(
      "seeds/S000-14-table-frame-does-not-matter.scenario.json"
    ).path
    let r = try insetsim("compare", file, "--os", "10.3", "--os", "11.0")
    #expect(r.status == 0)
    #expect(r.stdout.contains("iPhone 8, iOS 10.3  iPhone 8, iOS 11.0"))
    let row = r.stdout.split(separator: "\n").first { $0.contains("tableView.contentInset") }
    #expect(row.map(String.init)?.hasPrefix("≠ tableView.contentInset") == true)
    #expect(row?.contains("(64, 0, 49, 0)") == true && row?.contains("(0, 0, 0, 0)") == true)
  }

  /// S000-13: a view added before the table. iOS 10 adjusts only the root view's first subview, so
  /// the table keeps
  /// (0, 0, 0, 0) (S000-13, S003-11); iOS 11 .automatic adjusts a scrollable table that is not the
  /// first scroll view (S003-03), to (64, 0, 49, 0) = status bar 20 + navigation bar 44, tab bar
  /// 49. contentInset is zero on both, so only the effective inset row shows the difference,
  /// without --all.
  @Test func compareShowsTheEffectiveInsetByDefault() throws {
    let file = Self.traces.appendingPathComponent(
      "seeds/S000-13-another-view-added-first.scenario.json"
    ).path
    let r = try insetsim("compare", file, "--os", "10.3", "--os", "11.0")
    #expect(r.status == 0)
    let lines = r.stdout.split(separator: "\n").map(String.init)
    // iOS 11's value was set by safeArea.automatic.*, whose confidence the cell shows beside it.
    #expect(
      lines.contains {
        $0.hasPrefix("≠ tableView effective inset  (0, 0, 0, 0)        (64, 0, 49, 0)")
      })
    #expect(!lines.contains { $0.hasPrefix("≠ tableView.contentInset") })
    #expect(
      lines.dropLast().last
        == "effective inset: contentInset on iOS ≤ 10, adjustedContentInset on iOS 11+ (what the content is laid out with)"
    )
    #expect(
      lines.last
        == "(medium), (low): the confidence of the rule that set the value; (assumed): set after a behaviour the model does not simulate; unmarked: high"
    )
  }

  /// S000-15 expects safeAreaInsets and adjustedContentInset, which iOS 10.3 does not have: skipped
  /// there with a note, and the comparison runs (exit 0, not 2). Both releases show the effective
  /// inset (64, 0, 49, 0) (S000-05 on iOS 10.3, S000-15 on iOS 11).
  @Test func compareSkipsAnExpectationAReleaseLacksWithANote() throws {
    let file = Self.traces.appendingPathComponent("seeds/S000-15-ios11-seed-example.scenario.json")
      .path
    let r = try insetsim("compare", file, "--os", "10.3", "--os", "11.0")
    #expect(r.status == 0)
    #expect(r.stderr == "")
    #expect(
      r.stdout.contains(
        "\nnote: iPhone 8, iOS 10.3: skipped tableView.adjustedContentInset at viewDidAppear: "
          + "'tableView' has no tracked property 'adjustedContentInset' on iOS 10.3\n"))
    // Both were set by medium rules (legacy.autoAdjust.additive on iOS 10.3, the safe area's on iOS
    // 11).
    #expect(r.stdout.contains("\n  tableView effective inset        (64, 0, 49, 0) (medium)"))
  }

  @Test func compareNeedsTwoConfigurations() throws {
    let file = Self.traces.appendingPathComponent(
      "seeds/S000-14-table-frame-does-not-matter.scenario.json"
    ).path
    let r = try insetsim("compare", file, "--os", "10.3")
    #expect(r.status == 2)
    #expect(
      r.stderr.hasPrefix(
        "Error: Nothing to compare: give at least two values, e.g. '--os 10.3 --os 11.0'."))
  }

  /// S000-06: the app's −64 in viewDidLoad, then the additive adjustment to (0, 0, 49, 0). A trace
  /// file explained with `--os` is its scenario run again on that release: S000-05 was recorded on
  /// iOS 10.3, where no root-view safe area exists; on iOS 11 the root view's safe area is the
  /// bars' height, top 64 = status bar 20 + navigation bar 44 (SEED-OBSERVATIONS S001-04, S003-11).
  @Test func explainRunsATracesScenarioAgainWithOS() throws {
    let file = Self.traces.appendingPathComponent(
      "golden/S000-05-adjustment-between-appearances.trace.jsonl"
    ).path
    let recorded = try insetsim("explain", file)
    let again = try insetsim("explain", file, "--os", "11.0")
    #expect(recorded.status == 0 && again.status == 0)
    #expect(!recorded.stdout.contains("safeArea.rootView"))
    #expect(again.stdout.contains("rule safeArea.rootView"))
    #expect(again.stdout.contains("top 64 = status bar 20 + navigation bar 44"))
  }

  /// explain and diff decode a trace's header scenario as replay and lint do: a bad one is exit 2.
  @Test func explainAndDiffRefuseATraceWhoseHeaderScenarioIsBad() throws {
    let golden = Self.traces.appendingPathComponent(
      "golden/S000-05-adjustment-between-appearances.trace.jsonl")
    let text = try String(contentsOf: golden, encoding: .utf8).replacingOccurrences(
      of: #""device":"iPhone 8""#, with: #""device":"iPhone 88""#)
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("bad.trace.jsonl")
    try text.write(to: bad, atomically: true, encoding: .utf8)
    for r in [try insetsim("explain", bad.path), try insetsim("diff", bad.path, golden.path)] {
      #expect(r.status == 2 && r.stdout.isEmpty)
      #expect(
        r.stderr.contains("bad.trace.jsonl: line 1, at scenario.device: unknown device 'iPhone 88'")
      )
    }
  }

  @Test func explainNamesTheAppAndTheRule() throws {
    let file = Self.traces.appendingPathComponent(
      "seeds/S000-06-adjustment-is-additive.scenario.json"
    ).path
    let r = try insetsim("explain", file, "--object", "tableView", "--property", "contentInset")
    #expect(r.status == 0)
    #expect(
      r.stdout.contains(
        "tableView.contentInset (0, 0, 0, 0) → (-64, 0, 0, 0)\n  set by the app in viewDidLoad"))
    #expect(
      r.stdout.contains(
        "tableView.contentInset (-64, 0, 0, 0) → (0, 0, 49, 0)\n  rule legacy.autoAdjust.additive (iOS 7.0–10.3, confidence medium)"
      ))
    #expect(
      r.stdout.contains(
        "arithmetic: +64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)"))
  }

  /// A table configured in viewDidLoad (contentInset 64/49 before addSubview),
  /// automaticallyAdjustsScrollViewInsets NO, iOS 11: first "not yet in the controller's view",
  /// then "the controller's content scroll view … not adjusted" (S003-05), never "not the content
  /// scroll view" for the same table once it is added.
  @Test func explainDoesNotContradictItselfOnATableConfiguredInViewDidLoad() throws {
    let file = Self.traces.appendingPathComponent("lint/L02-double-inset-clean.scenario.json").path
    let r = try insetsim("explain", file, "--os", "11.0", "--object", "tableView")
    #expect(r.status == 0)
    // explain wraps long lines at 100 columns, continuing them indented: read them unwrapped.
    let text = r.stdout.replacingOccurrences(of: #"\n +"#, with: " ", options: .regularExpression)
    #expect(
      text.contains(
        "arithmetic: (64, 0, 49, 0) = contentInset (64, 0, 49, 0) (.automatic, not yet in the controller's view, so not its content scroll view: as .scrollableAxes; scrolls vertically)"
      ))
    #expect(
      text.contains(
        "(.automatic, the controller's content scroll view, automaticallyAdjustsScrollViewInsets NO: not adjusted)"
      ))
    #expect(!text.contains("not the content scroll view of a container"))
  }

  @Test func explainRefusesAnUnknownObject() throws {
    let file = Self.traces.appendingPathComponent(
      "seeds/S000-06-adjustment-is-additive.scenario.json"
    ).path
    let r = try insetsim("explain", file, "--object", "tabelView")
    #expect(r.status == 2)
    #expect(
      r.stderr.hasPrefix("Error: No object 'tabelView' in this run. Did you mean 'tableView'?"))
  }

  /// `run --os` on a release where an expectation's point does not exist (viewIsAppearing is
  /// iOS 13+, https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)):
  /// the expectation is left out with a note on standard error, as `compare` leaves it out, and the
  /// run goes on (docs/commands.md: under `--os` expectations' values are dropped).
  @Test func runOnAnotherReleaseLeavesOutAnExpectationItCannotRead() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("insetsim-os-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("later.scenario.json")
    try Data(
      """
      {"insetsim": 1, "os": "17.0", "device": "iPhone 8", "navigationController": {},
       "controller": {"name": "VC", "subviews": [{"id": "tv", "type": "tableView", "frame": "fill"}]},
       "expect": [{"at": "viewIsAppearing", "object": "tv", "property": "frame",
                   "value": [0, 0, 375, 667], "source": "the scenario's own device"}]}
      """.utf8
    ).write(to: file)
    let r = try insetsim("run", file.path, "--os", "12.0")
    #expect(r.status == 0)
    #expect(r.stdout.contains("VC.viewDidAppear"))
    #expect(
      r.stderr.contains(
        "note: iPhone 8, iOS 12.0: left out tv.frame at viewIsAppearing: 'viewIsAppearing' is not called on iOS 12.0"
      ))
  }
}

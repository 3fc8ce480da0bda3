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

/// Each detector against its pair of scenarios in Traces/lint: it fires on `…-triggers` with the
/// trace entries that prove it (values from the seeds and the rules), and stays silent on
/// `…-clean`.
@Suite struct LintDetectorTests {
  static let traces = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Traces")

  /// An entry a finding must cite.
  enum Proof: CustomStringConvertible, Sendable {
    case change(String, Property, Value, cause: TraceEntry.Cause)
    case snapshot(String, configuration: String? = nil)
    case note(RuleID)
    case event(String, String, detail: String)

    func matches(_ e: LintEvidence) -> Bool {
      let entry = e.entry
      switch self {
      case .change(let o, let p, let v, let cause):
        return entry.kind == .change && entry.object == o && entry.property == p
          && entry.to.map { $0.isSameOnScreen(as: v) } == true && entry.cause == cause
      case .snapshot(let at, let configuration):
        return entry.kind == .snapshot && entry.at == at
          && (configuration == nil || e.configuration == configuration)
      case .note(let rule):
        return entry.kind == .note && entry.rule == rule
      case .event(let o, let name, let detail):
        return entry.kind == .event && entry.object == o && entry.name == name
          && entry.detail == detail
      }
    }

    var description: String {
      switch self {
      case .change(let o, let p, let v, let cause): "\(o).\(p.name) → \(v) [\(cause)]"
      case .snapshot(let at, let c): "snapshot \(at)" + (c.map { " in \($0)" } ?? "")
      case .note(let rule): "note [\(rule)]"
      case .event(let o, let n, let d): "\(o).\(n) (\(d))"
      }
    }
  }

  struct Pair: CustomTestStringConvertible, Sendable {
    var slug: String
    var detector: String
    var severity: LintSeverity
    /// Releases to run both scenarios on (the release detectors); empty: the scenario's own.
    var oses: [String] = []
    var proofs: [Proof]
    var testDescription: String { slug }
  }

  static let pairs: [Pair] = [
    // S000-12: tabBar.hidden in viewWillAppear keeps the tab bar's 49 pt (S000-11 with
    // hidesBottomBarWhenPushed: 0).
    Pair(
      slug: "L01-tabbar-hidden-keeps-inset", detector: "tabBar.hiddenKeepsInset",
      severity: .warning,
      proofs: [
        .change("tabBar", .hidden, .bool(true), cause: .app),
        .change("ViewController", .bottomLayoutGuideLength, .number(49), cause: .rule),
        .change("tableView", .contentInset, .insets(EdgeInsets(top: 64, bottom: 49)), cause: .rule),
      ]),
    // The app's 64 plus the additive adjustment's 64 (status bar 20 + navigation bar 44): 128
    // (S000-06's rule).
    Pair(
      slug: "L02-double-inset", detector: "contentInset.double", severity: .error,
      proofs: [
        .change("tableView", .contentInset, .insets(EdgeInsets(top: 64)), cause: .app),
        .change(
          "tableView", .contentInset, .insets(EdgeInsets(top: 128, bottom: 49)), cause: .rule),
      ]),
    // The pass adds (64, 0, 49, 0) (S000-05); the app's (0, 0, 10, 0) in viewDidAppear replaces it.
    Pair(
      slug: "L03-inset-overwritten", detector: "contentInset.overwritesAdjustment",
      severity: .error,
      proofs: [
        .change("tableView", .contentInset, .insets(EdgeInsets(top: 64, bottom: 49)), cause: .rule),
        .change(
          "ViewController", .appliedInsetAdjustment, .insets(EdgeInsets(top: 64, bottom: 49)),
          cause: .rule),
        .change("tableView", .contentInset, .insets(EdgeInsets(bottom: 10)), cause: .app),
      ]),
    // S000-13: a 100×200 view at index 0; the bars cover 64 at the top and 49 at the bottom.
    Pair(
      slug: "L04-scroll-view-not-first-subview", detector: "legacy.scrollViewNotFirstSubview",
      severity: .error,
      proofs: [
        .event("ViewController.view", "addSubview", detail: "firstView at index 0"),
        .event("ViewController.view", "addSubview", detail: "tableView at index 1"),
        .note("legacy.autoAdjust.candidate"),
        .change("ViewController", .topLayoutGuideLength, .number(64), cause: .rule),
        .change("ViewController", .bottomLayoutGuideLength, .number(49), cause: .rule),
      ]),
    // S004-02: navigation bar hidden, the WKWebView's scroll view gets the status bar's 20.
    Pair(
      slug: "L05-status-bar-inset-hidden-navigation-bar",
      detector: "navigationBar.hiddenStatusBarInset", severity: .warning,
      proofs: [
        .change("statusBar", .frame, .rect(Rect(width: 375, height: 20)), cause: .rule),
        .change("WebViewController", .topLayoutGuideLength, .number(20), cause: .rule),
        .change("webView.scrollView", .contentInset, .insets(EdgeInsets(top: 20)), cause: .rule),
      ]),
    // S003-10: zero at viewDidLoad, (64, 0, 0, 0) under the navigation bar once in the window.
    Pair(
      slug: "L06-safe-area-read-before-window", detector: "safeArea.readBeforeWindow",
      severity: .warning,
      proofs: [
        .snapshot("viewDidLoad"),
        .change("tableView", .safeAreaInsets, .insets(EdgeInsets(top: 64)), cause: .rule),
      ]),
    // S000-17: .never under the navigation bar (20 + 44) and the tab bar (49).
    Pair(
      slug: "L07-never-under-bars", detector: "contentInsetAdjustment.neverUnderBars",
      severity: .error,
      proofs: [
        .change("tableView", .contentInsetAdjustmentBehavior, .behavior(.never), cause: .app),
        .change("navigationBar", .frame, .rect(Rect(y: 20, width: 375, height: 44)), cause: .rule),
        .change("tabBar", .frame, .rect(Rect(y: 618, width: 375, height: 49)), cause: .rule),
        .note("safeArea.behavior.never"),
      ]),
    // Seed 001's extra 20 pt: the status bar's safe area (S004-03: (20, 0, 0, 0)) in
    // adjustedContentInset.
    Pair(
      slug: "L08-ios11-status-bar-shift", detector: "safeArea.statusBarShift", severity: .warning,
      proofs: [
        .change("statusBar", .frame, .rect(Rect(width: 375, height: 20)), cause: .rule),
        .change("tableView", .safeAreaInsets, .insets(EdgeInsets(top: 20)), cause: .rule),
        .change("tableView", .adjustedContentInset, .insets(EdgeInsets(top: 20)), cause: .rule),
      ]),
    // S000-13 on 10.3: not adjusted, (0, 0, 0, 0); S000-16 on 11.0: adjustedContentInset (64, 0,
    // 49, 0).
    Pair(
      slug: "L09-os-inset-differs", detector: "os.insetDiffers", severity: .warning,
      oses: ["10.3", "11.0"],
      proofs: [
        .snapshot("viewDidAppear", configuration: "iPhone 8, iOS 10.3"),
        .snapshot("viewDidAppear", configuration: "iPhone 8, iOS 11.0"),
        .change(
          "tableView", .adjustedContentInset, .insets(EdgeInsets(top: 64, bottom: 49)), cause: .rule
        ),
      ]),
    // S000-05 on 10.3: contentInset (64, 0, 49, 0); S000-15 on 11.0: contentInset stays (0, 0, 0,
    // 0).
    Pair(
      slug: "L10-os-content-inset-read-differs", detector: "os.contentInsetReadDiffers",
      severity: .info, oses: ["10.3", "11.0"],
      proofs: [
        .change("tableView", .contentInset, .insets(EdgeInsets(top: 64, bottom: 49)), cause: .rule),
        .snapshot("viewDidAppear", configuration: "iPhone 8, iOS 11.0"),
      ]),
    // An embedded table controller placed below the navigation bar still gets its parent's 64
    // (useyourloaf, CH9).
    Pair(
      slug: "L11-child-scroll-view-adjusted-below-bars",
      detector: "child.scrollViewAdjustedBelowBars", severity: .error,
      proofs: [
        .change("embeddedTable", .contentInset, .insets(EdgeInsets(top: 64)), cause: .rule)
      ]),
    // A page sheet presented and dismissed: the presenter's viewWillAppear does not come back
    // (WWDC19 224).
    Pair(
      slug: "L12-sheet-dismissal-skips-presenter-appearance",
      detector: "sheet.dismissalSkipsPresenterAppearance", severity: .warning,
      proofs: [
        .event("List", "present", detail: "Form, sheet, animated"),
        .event("Form", "dismiss", detail: "animated"),
      ]),
    // tabBar.hidden set in the pushed controller's viewWillAppear (S000-12) stays after the pop.
    Pair(
      slug: "L13-tab-bar-gap-after-pop", detector: "tabBar.gapAfterPop", severity: .warning,
      proofs: [
        .change("tabBar", .hidden, .bool(true), cause: .app),
        .event("navigationController", "popViewController", detail: "animated"),
      ]),
    // contentInset.bottom = the 335-pt keyboard, plus the 34-pt safe area the scroll view adds
    // (square/Listable #100).
    Pair(
      slug: "L14-keyboard-inset-counts-safe-area", detector: "keyboard.insetCountsSafeArea",
      severity: .warning,
      proofs: [
        .change("form", .contentInset, .insets(EdgeInsets(bottom: 335)), cause: .app),
        .change(
          // 97.67: the navigation bar at its measured y of 53.67 (docs/facts/conflicts.md C20).
          "form", .adjustedContentInset, .insets(EdgeInsets(top: 97.67, bottom: 369)),
          cause: .rule),
      ]),
    // An opaque bar and a large title: the view moves 140 → 88 (radar 43231676).
    Pair(
      slug: "L15-large-title-opaque-bar-jump", detector: "largeTitle.opaqueBarJump",
      severity: .warning,
      proofs: [
        .note("largeTitle.collapseOnScroll"),
        .change(
          "ListController.view", .frame, .rect(Rect(y: 88, width: 375, height: 724)), cause: .rule),
      ]),
    // A table behind a header view at index 0: the bar does not track it (radar 34611901).
    Pair(
      slug: "L16-large-title-not-tracked", detector: "largeTitle.notTracked", severity: .warning,
      proofs: [
        .event("table", "drag", detail: "ends at (0, 200)"),
        .note("largeTitle.notTracked"),
      ]),
    // iOS 15, an opaque bar the view stops below (S000-02's frame): the transparent scroll-edge bar
    // (WWDC21 10059).
    Pair(
      slug: "L17-scroll-edge-empty-band", detector: "scrollEdge.emptyBandUnderBar",
      severity: .warning,
      proofs: [
        .change(
          "ListController.view", .frame, .rect(Rect(y: 64, width: 375, height: 603)), cause: .rule)
      ]),
    // iOS 26.1: the secondary's 330-pt leading safe area (openuikit's iPad print) that a vertical
    // scroll view does not clear.
    Pair(
      slug: "L18-split-view-content-under-sidebar", detector: "splitView.contentUnderSidebar",
      severity: .warning,
      proofs: [
        .change(
          "detailScroll", .safeAreaInsets,
          .insets(EdgeInsets(top: 86, left: 330, bottom: 25, right: 0)), cause: .rule),
        .change(
          "detailScroll", .adjustedContentInset,
          .insets(EdgeInsets(top: 86, left: 0, bottom: 25, right: 0)), cause: .rule),
      ]),
    // iOS 14.0: popToRoot from a top that hides the bottom bar leaves the tab bar hidden (QMUI_iOS
    // #1100, fixed
    // in 14.2); the workaround (NO before popping) meets no bug.
    Pair(
      slug: "L19-uikit-bug-met", detector: "uikit.bugMet", severity: .warning,
      proofs: [
        .note("bug.tabBar.hiddenAfterPopToRoot")
      ]),
  ]

  static func runs(_ file: String, oses: [String]) throws -> [LintRun] {
    let path = traces.appendingPathComponent("lint/\(file).scenario.json").path
    let scenario = try Scenario.load(path: path)
    if oses.isEmpty { return [LintRun(scenario: scenario)] }
    return try oses.map { LintRun(scenario: try scenario.with(os: $0, file: path)) }
  }

  static func findings(_ file: String, _ detector: String, oses: [String] = []) throws
    -> [LintFinding]
  {
    Linter.findings(in: try runs(file, oses: oses)).filter { $0.detector == detector }
  }

  @Test(arguments: pairs)
  func detectorFiresOnItsTriggeringScenario(_ pair: Pair) throws {
    let found = try Self.findings(pair.slug + "-triggers", pair.detector, oses: pair.oses)
    let finding = try #require(
      found.first, "\(pair.detector) found nothing in \(pair.slug)-triggers")
    #expect(finding.severity == pair.severity)
    #expect(finding.fix == Linter.detector(pair.detector)?.fix)
    #expect(!finding.provenance.isEmpty)
    for proof in pair.proofs {
      #expect(
        finding.evidence.contains { proof.matches($0) }, "\(pair.detector) does not cite \(proof)")
    }
    for e in finding.evidence where pair.oses.isEmpty {
      let run = try Self.runs(pair.slug + "-triggers", oses: [])[0]
      #expect(
        run.trace.entries[e.index] == e.entry,
        "evidence #\(e.index) is not the trace's entry at that index")
    }
  }

  @Test(arguments: pairs)
  func detectorIsSilentOnItsCleanScenario(_ pair: Pair) throws {
    #expect(try Self.findings(pair.slug + "-clean", pair.detector, oses: pair.oses).isEmpty)
  }

  @Test func everyDetectorHasAPair() {
    #expect(Set(Self.pairs.map(\.detector)) == Set(Linter.detectors.map(\.id)))
    #expect(
      Set(Linter.detectors.map(\.id)).count == Linter.detectors.count, "detector ids are unique")
  }

  /// Each clean scenario run alone has no finding at all, so it shows the fix without side effects.
  @Test(arguments: pairs)
  func cleanScenarioHasNoFindingAtAll(_ pair: Pair) throws {
    #expect(Linter.findings(in: try Self.runs(pair.slug + "-clean", oses: [])).isEmpty)
  }

  // MARK: - The figures in the messages

  @Test func doubleInsetCountsTheBarsTwiceOnIOS11Too() throws {
    // iOS 11: adjustedContentInset = contentInset 64 + safe area (64, 0, 49, 0) (S000-18's rule) =
    // (128, 0, 49, 0).
    let f = try #require(
      try Self.findings("L02-double-inset-triggers", "contentInset.double", oses: ["11.0"]).first)
    #expect(
      f.message.contains(
        "adjustedContentInset becomes (128, 0, 49, 0) = contentInset (64, 0, 0, 0) + safe area (64, 0, 49, 0)"
      ))
  }

  @Test func overwrittenInsetStatesWhatLiesUnderTheBars() throws {
    // Top: 64 − 0; bottom: 49 − 10 = 39 pt under the tab bar.
    let f = try #require(
      try Self.findings("L03-inset-overwritten-triggers", "contentInset.overwritesAdjustment").first
    )
    #expect(
      f.message.hasSuffix(
        "so 64 pt at the top and 39 pt at the bottom of the content now lie under the bars."))
  }

  @Test func neverUnderBarsMeasuresWhatIsHidden() throws {
    // S001-10: contentInset 60 under 64 pt of bars (status bar 20 + navigation bar 44): 4 pt
    // hidden.
    let s = try Scenario.load(
      path: Self.traces.appendingPathComponent("seeds/S001-10-never.scenario.json").path)
    let f = try #require(
      Linter.findings(in: [LintRun(scenario: s)]).first {
        $0.detector == "contentInsetAdjustment.neverUnderBars"
      })
    #expect(f.message.contains("the navigation bar covers its top 64 pt (inset 60: 4 pt hidden)"))
  }

  @Test func statusBarShiftNamesTheStatusBarsHeight() throws {
    let f = try #require(
      try Self.findings("L08-ios11-status-bar-shift-triggers", "safeArea.statusBarShift").first)
    #expect(
      f.message.contains(
        "adjustedContentInset (20, 0, 0, 0) = contentInset (0, 0, 0, 0) + safe area top 20, so its content starts 20 pt down"
      ))
  }

  // MARK: - The seed scenarios the detectors come from

  @Test(arguments: [
    ("S000-12-tabBar-hidden-in-viewWillAppear", "tabBar.hiddenKeepsInset"),
    ("S000-13-another-view-added-first", "legacy.scrollViewNotFirstSubview"),
    ("S003-11-legacy-indirect-subview-not-adjusted", "legacy.scrollViewNotFirstSubview"),
    ("S000-09-navigationBar-hidden", "navigationBar.hiddenStatusBarInset"),
    ("S004-02-wkwebview-status-bar-gap", "navigationBar.hiddenStatusBarInset"),
    ("S003-10-safeArea-only-in-window", "safeArea.readBeforeWindow"),
    ("S000-17-ios11-never", "contentInsetAdjustment.neverUnderBars"),
    ("S001-10-never", "contentInsetAdjustment.neverUnderBars"),
  ])
  func seedScenarioTriggers(_ seed: String, _ detector: String) throws {
    let s = try Scenario.load(
      path: Self.traces.appendingPathComponent("seeds/\(seed).scenario.json").path)
    #expect(Linter.findings(in: [LintRun(scenario: s)]).contains { $0.detector == detector })
  }

  @Test(arguments: [
    ("S000-11-hidesBottomBarWhenPushed", "tabBar.hiddenKeepsInset"),
    ("S000-05-adjustment-between-appearances", "legacy.scrollViewNotFirstSubview"),
    ("S000-10-navigationBar-and-statusBar-hidden", "navigationBar.hiddenStatusBarInset"),
    ("S000-06-adjustment-is-additive", "contentInset.double"),
    ("S004-01-guide-scroll-view-never", "contentInsetAdjustment.neverUnderBars"),
  ])
  func seedScenarioDoesNotTrigger(_ seed: String, _ detector: String) throws {
    let s = try Scenario.load(
      path: Self.traces.appendingPathComponent("seeds/\(seed).scenario.json").path)
    #expect(!Linter.findings(in: [LintRun(scenario: s)]).contains { $0.detector == detector })
  }

  /// A snapshot taken only to observe (no expected safeAreaInsets) is info; S003-10's expected zero
  /// is a warning.
  @Test func aPlainObservationBeforeTheWindowIsInfo() throws {
    let s = try Scenario.load(
      path: Self.traces.appendingPathComponent("seeds/S000-15-ios11-seed-example.scenario.json")
        .path)
    let found = Linter.findings(in: [LintRun(scenario: s)]).filter {
      $0.detector == "safeArea.readBeforeWindow"
    }
    #expect(found.map(\.severity) == [.info])
    #expect(found.first?.evidence.first?.entry.at == "viewWillAppear")
  }

  /// The bug-reproduction case: the expectation holds the developer's belief (S003-10's later
  /// value, (64, 0, 0, 0) under the navigation bar 20 + 44) at viewDidLoad, where UIKit gives zero.
  /// The code reads safeAreaInsets there, so it is a warning, and the message names the belief.
  @Test func anExpectedNonZeroSafeAreaBeforeTheWindowIsAWarningNamingTheBelief() throws {
    let path = Self.traces.appendingPathComponent(
      "lint/L06-safe-area-read-before-window-triggers.scenario.json"
    ).path
    var text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    // The first expectation (viewDidLoad) believes (64, 0, 0, 0); the viewWillAppear one is dropped
    // to keep one finding per kind.
    let zero = "\"value\": [\n        0,\n        0,\n        0,\n        0\n      ]"
    let range = try #require(text.range(of: zero))
    text.replaceSubrange(range, with: "\"value\": [64, 0, 0, 0]")
    let s = try Scenario(
      json: try JSONParser.parse(bytes: Array(text.utf8)), file: "belief.scenario.json")
    #expect(s.expect[0].value == .insets(EdgeInsets(top: 64)))
    let found = Linter.findings(in: [LintRun(scenario: s)]).filter {
      $0.detector == "safeArea.readBeforeWindow"
    }
    #expect(found.map(\.severity) == [.warning, .warning])
    #expect(
      found[0].message
        == "safeAreaInsets read at viewDidLoad, before ViewController.view is in a window, are zero, not the expected "
        + "tableView (64, 0, 0, 0): ViewController.view (0, 0, 0, 0), later (64, 0, 0, 0); tableView (0, 0, 0, 0), later (64, 0, 0, 0)."
    )
    #expect(
      found[1].message.hasPrefix(
        "safeAreaInsets read at viewWillAppear, before ViewController.view is in a window, are zero: "
      ))
  }

  // MARK: - Runs, order and traces

  @Test func findingsComeInDetectorOrderThenConfigurationThenIndex() throws {
    let runs = try Self.runs("L09-os-inset-differs-triggers", oses: ["10.3", "11.0"])
    let found = Linter.findings(in: runs)
    #expect(found.map(\.detector) == ["legacy.scrollViewNotFirstSubview", "os.insetDiffers"])
    #expect(
      found.map(\.configuration) == [
        "iPhone 8, iOS 10.3", "iPhone 8, iOS 10.3 vs iPhone 8, iOS 11.0",
      ])
    #expect(Linter.findings(in: runs) == found, "the same runs give the same findings")
  }

  @Test func aTraceWrittenByInsetsimIsLintedAsRecorded() throws {
    let path = Self.traces.appendingPathComponent(
      "golden/S000-12-tabBar-hidden-in-viewWillAppear.trace.jsonl"
    ).path
    let trace = try TraceFile.load(path: path)
    let run = try LintRun(trace: trace, file: path)
    #expect(!run.resimulated)
    #expect(run.trace == trace)
    #expect(Linter.findings(in: [run]).map(\.detector) == ["tabBar.hiddenKeepsInset"])
  }

  @Test func aDeviceTraceIsLintedOnItsScenario() throws {
    let path = Self.traces.appendingPathComponent("recorded/seed-example-ios10.trace.jsonl").path
    let run = try LintRun(trace: TraceFile.load(path: path), file: path)
    #expect(run.resimulated)
    #expect(run.trace == Simulation.run(run.scenario))
  }

  @Test func reportSummaryCountsEachSeverity() throws {
    let runs = try Self.runs("L09-os-inset-differs-triggers", oses: ["10.3", "11.0"])
    let report = LintReport(files: [
      LintReport.File(path: "x", runs: runs, findings: Linter.findings(in: runs))
    ])
    #expect(report.summary == "1 file: 1 error, 1 warning, 0 info")
    #expect(report.fails)
  }
}

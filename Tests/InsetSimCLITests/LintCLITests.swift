import Foundation
import Testing

/// `insetsim lint` through the built binary: exit status, one report word for word, JSON, --os
/// twice.
@Suite struct LintCLITests {
  static let lint = InsetsimBinary.traces.appendingPathComponent("lint")

  func insetsim(_ arguments: String...) throws -> InsetsimBinary.Result {
    try InsetsimBinary.run(arguments)
  }
  func file(_ name: String) -> String {
    Self.lint.appendingPathComponent(name + ".scenario.json").path
  }

  /// S000-12's figures: tabBar.hidden in viewWillAppear, then the layout pass keeps the tab bar's
  /// 49 pt
  /// (bottomLayoutGuide 49, contentInset (64, 0, 49, 0) = status bar 20 + navigation bar 44, tab
  /// bar 49).
  @Test func tabBarHiddenReportWordForWord() throws {
    let path = file("L01-tabbar-hidden-keeps-inset-triggers")
    let r = try insetsim("lint", path)
    #expect(r.status == 1)
    #expect(r.stderr == "")
    #expect(
      r.stdout == """
        \(path) — iPhone 8, iOS 10.3
          warning tabBar.hiddenKeepsInset: tabBar.hidden = true (set by the app in viewWillAppear) hides only the bar's view: the container still lays the controller out above the tab bar, so its 49 pt stay (bottomLayoutGuide.length 49, tableView.contentInset bottom 49) and the content ends 49 pt above the screen's bottom, over an empty band.
            #40 t=0.000 change tabBar.hidden false → true [app in viewWillAppear]
            #44 t=0.000 change ViewController.bottomLayoutGuide.length ∅ → 49 [rule legacy.layoutGuides]
            #45 t=0.000 change tableView.contentInset (0, 0, 0, 0) → (64, 0, 49, 0) [rule legacy.autoAdjust.additive]
            fix: Set hidesBottomBarWhenPushed = YES on the controller before it is pushed (UIKit reads it at the push, before viewDidLoad): the tab bar leaves the layout and the bottom inset drops to 0 (S000-11). tabBar.hidden only hides the bar's view.
            source: docs/facts/seed-observations.md#seed-000 (§TabBar隐藏的方式); docs/facts/seed-observations.md (S000-12, S000-11); rule tabBar.hiddenKeepsLayout

        1 file: 0 errors, 1 warning, 0 info

        """)
  }

  @Test func aCleanFileExitsZero() throws {
    let path = file("L01-tabbar-hidden-keeps-inset-clean")
    let r = try insetsim("lint", path)
    #expect(r.status == 0)
    #expect(
      r.stdout
        == "\(path) — iPhone 8, iOS 10.3: no findings\n\n1 file: 0 errors, 0 warnings, 0 info\n")
  }

  /// Info findings are reported but do not fail the command.
  @Test func infoAloneExitsZero() throws {
    let r = try insetsim(
      "lint", file("L10-os-content-inset-read-differs-triggers"), "--os", "10.3", "--os", "11.0")
    #expect(r.status == 0)
    #expect(
      r.stdout.contains(
        "  info os.contentInsetReadDiffers [iPhone 8, iOS 10.3 vs iPhone 8, iOS 11.0]: "))
    #expect(r.stdout.hasSuffix("1 file: 0 errors, 0 warnings, 1 info\n"))
  }

  /// S000-13 on iOS 10.3 (not adjusted) against S000-16 on iOS 11 (adjusted (64, 0, 49, 0)).
  @Test func twoReleasesReportTheInsetThatDiffers() throws {
    let r = try insetsim(
      "lint", file("L09-os-inset-differs-triggers"), "--os", "10.3", "--os", "11.0")
    #expect(r.status == 1)
    #expect(r.stdout.contains("— iPhone 8, iOS 10.3 | iPhone 8, iOS 11.0\n"))
    #expect(
      r.stdout.contains(
        "  warning os.insetDiffers [iPhone 8, iOS 10.3 vs iPhone 8, iOS 11.0]: At viewDidAppear tableView's content starts at a different inset: iPhone 8, iOS 10.3: contentInset (0, 0, 0, 0); iPhone 8, iOS 11.0: adjustedContentInset (64, 0, 49, 0).\n"
      ))
    #expect(r.stdout.contains("    iPhone 8, iOS 11.0 #"))
  }

  /// S000-15 expects safeAreaInsets and adjustedContentInset, which iOS 10.3 lacks: skipped there
  /// with a note on stderr, and the lint runs on both releases (not exit 2).
  @Test func anExpectationAReleaseLacksIsSkippedWithANote() throws {
    let seed = InsetsimBinary.traces.appendingPathComponent(
      "seeds/S000-15-ios11-seed-example.scenario.json"
    ).path
    let r = try insetsim("lint", seed, "--os", "10.3", "--os", "11.0")
    #expect(r.status != 2)
    #expect(
      r.stderr.contains(
        "note: \(seed): iPhone 8, iOS 10.3: skipped tableView.adjustedContentInset at viewDidAppear: "
          + "'tableView' has no tracked property 'adjustedContentInset' on iOS 10.3\n"))
    #expect(r.stdout.contains("— iPhone 8, iOS 10.3 | iPhone 8, iOS 11.0\n"))
  }

  @Test func jsonCountsFindingsBySeverity() throws {
    let r = try insetsim(
      "lint", file("L02-double-inset-triggers"), file("L02-double-inset-clean"), "--format", "json")
    #expect(r.status == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    let summary = try #require(json["summary"] as? [String: Int])
    #expect(summary == ["files": 2, "error": 1, "warning": 0, "info": 0])
    let files = try #require(json["files"] as? [[String: Any]])
    let finding = try #require((files.first?["findings"] as? [[String: Any]])?.first)
    #expect(finding["id"] as? String == "contentInset.double")
    #expect(finding["severity"] as? String == "error")
    let evidence = try #require(finding["evidence"] as? [[String: Any]])
    // The app's 64 in viewDidLoad, then the additive pass: 64 + 64 = 128 at the top, the tab bar's
    // 49 at the bottom.
    #expect(evidence.map { $0["to"] as? [Int] } == [[64, 0, 0, 0], [128, 0, 49, 0]])
    #expect(evidence.map { $0["cause"] as? String } == ["app", "rule"])
  }

  /// Traces/lint holds nineteen pairs; run on its own release each `-triggers` file has its
  /// detector's finding: errors L02, L03, L04, L07, L09 (S000-13's layout:
  /// legacy.scrollViewNotFirstSubview on 10.3) and L11; warnings L01, L05, L08, L12, L06 twice
  /// (viewDidLoad and viewWillAppear) and L13 twice (the tab bar's hidden flag keeps its inset, and
  /// the gap after the pop), L14, L15, L16, L17, L18, L19 (UIKit's bug of iOS 14.0); L10 needs two
  /// releases; the `-clean` files none.
  @Test func aFolderIsLintedFileByFile() throws {
    let r = try insetsim("lint", Self.lint.path)
    #expect(r.status == 1)
    #expect(r.stdout.hasSuffix("38 files: 6 errors, 14 warnings, 0 info\n"))
  }

  @Test func badInputExitsTwo() throws {
    let missing = try insetsim("lint", "no-such.scenario.json")
    #expect(missing.status == 2)
    #expect(missing.stdout == "")
    #expect(
      missing.stderr
        == "Error: no-such.scenario.json: no such file or folder; expected a scenario or trace file or a folder of them\n"
    )
    let format = try insetsim(
      "lint", file("L01-tabbar-hidden-keeps-inset-clean"), "--format", "jsn")
    #expect(format.status == 2)
    #expect(
      format.stderr.hasPrefix(
        "Error: Unknown format 'jsn'; expected text, json, junit or github. Did you mean 'json'?\nUsage: insetsim lint FILE..."
      ))
    let os = try insetsim("lint", file("L01-tabbar-hidden-keeps-inset-clean"), "--os", "99")
    #expect(os.status == 2)
    #expect(os.stderr.contains("at os: unknown iOS version '99'"))
  }

  @Test func noFileIsAUsageError() throws {
    let r = try insetsim("lint")
    #expect(r.status == 2)
    #expect(
      r.stderr == """
        Error: Missing a scenario or trace FILE to lint.
        Usage: insetsim lint FILE... [--os VERSION]... [--device NAME] [--format text|json|junit|github]
          See 'insetsim lint --help' for more information.

        """)
  }

  @Test func helpListsEveryDetector() throws {
    let r = try insetsim("lint", "--help")
    #expect(r.status == 0)
    #expect(r.stdout.hasPrefix("Usage: insetsim lint FILE..."))
    for id in [
      "tabBar.hiddenKeepsInset", "contentInset.double", "contentInset.overwritesAdjustment",
      "legacy.scrollViewNotFirstSubview",
      "navigationBar.hiddenStatusBarInset", "safeArea.readBeforeWindow",
      "contentInsetAdjustment.neverUnderBars",
      "safeArea.statusBarShift", "os.insetDiffers", "os.contentInsetReadDiffers",
    ] {
      #expect(r.stdout.contains("\n  " + id + " "), "help does not list \(id)")
    }
  }
}

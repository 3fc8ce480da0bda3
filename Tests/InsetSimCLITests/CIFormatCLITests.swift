import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `check` and `lint` with `--format json|junit|github`: what continuous integration reads.
@Suite struct CIFormatCLITests {
  /// One value passes, one fails (the tab bar's 49 pt at the bottom, UIKIT-FACTS S000-05); one
  /// count passes, one fails.
  static let values = """
    {
      "insetsim": 1, "name": "wrong-value", "os": "10.3", "device": "iPhone 8",
      "tabBarController": {}, "navigationController": {},
      "controller": { "name": "ViewController",
        "subviews": [{ "id": "tableView", "type": "tableView", "frame": "fill", "rows": 30, "rowHeight": 40 }] },
      "observe": ["viewDidAppear"],
      "expect": [
        { "at": "viewDidAppear", "object": "tableView", "property": "contentInset", "value": [64, 0, 49, 0], "source": "S000-05" },
        { "at": "viewDidAppear", "object": "tableView", "property": "contentInset",
          "value": [64, 0, 0, 0], "source": "wrong <&> \\"on purpose\\"" }
      ]
    }
    """
  static let counts = """
    {
      "insetsim": 1, "name": "wrong-count", "os": "10.3", "device": "iPhone 8",
      "navigationController": {}, "presentation": "pushed",
      "controller": { "name": "DetailViewController", "subviews": [] },
      "expect": [
        { "called": "viewDidLoad", "times": 1, "source": "S000" },
        { "called": "viewWillTransition", "times": 1, "source": "wrong" }
      ]
    }
    """

  func folder() throws -> URL {
    let folder = try InsetsimBinary.temporaryFolder()
    try Data(Self.values.utf8).write(to: folder.appendingPathComponent("a.scenario.json"))
    try Data(Self.counts.utf8).write(to: folder.appendingPathComponent("b.scenario.json"))
    return folder
  }

  static let valueFailure =
    "wrong-value: at viewDidAppear: tableView.contentInset expected (64, 0, 0, 0), got (64, 0, 49, 0) "
    + "(rule legacy.autoAdjust.additive, confidence medium: +64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)) "
    + "[source: wrong <&> \"on purpose\"]"
  static let countFailure =
    "wrong-count: viewWillTransition called 1 time: viewWillTransition is called 0 times, not 1 [source: wrong]"

  @Test func githubAnnotatesEachFailureAtItsExpectationsLine() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let r = try InsetsimBinary.run(
      ["check", "a.scenario.json", "b.scenario.json", "--format", "github"], in: folder, timeout: 60
    )
    #expect(r.status == 1)
    #expect(
      r.stdout == """
        ::error file=a.scenario.json,line=9,col=5::\(Self.valueFailure)
        ::error file=b.scenario.json,line=7,col=5::\(Self.countFailure)
        values passed: 0 high, 1 medium, 0 low (the weakest rule under each); 1 orders, counts and traces
        2 passed, 2 failed

        """)
  }

  @Test func jsonListsEveryResultWithItsPlaceRuleAndConfidence() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let r = try InsetsimBinary.run(["check", ".", "--format", "json"], in: folder, timeout: 60)
    #expect(r.status == 1)
    let root = try #require(try JSONSerialization.jsonObject(with: r.stdoutData) as? [String: Any])
    let results = try #require(root["results"] as? [[String: Any]])
    #expect(results.count == 4)
    #expect(
      results.map { $0["file"] as? String } == [
        "./a.scenario.json", "./a.scenario.json", "./b.scenario.json", "./b.scenario.json",
      ])
    #expect(results.map { $0["kind"] as? String } == ["value", "value", "called", "called"])
    #expect(results.map { $0["passed"] as? Bool } == [true, false, true, false])
    #expect(results.map { $0["expectation"] as? Int } == [0, 1, 0, 1])
    #expect(results.map { $0["line"] as? Int } == [8, 9, 6, 7])
    #expect(results[1]["scenario"] as? String == "wrong-value")
    #expect(results[1]["rule"] as? String == "legacy.autoAdjust.additive")
    #expect(results[1]["confidence"] as? String == "medium")
    #expect(results[1]["message"] as? String == Self.valueFailure)
    #expect(results[0]["confidence"] as? String == "medium")
    #expect(results[3]["confidence"] is NSNull)
    let summary = try #require(root["summary"] as? [String: Any])
    #expect(summary["passed"] as? Int == 2)
    #expect(summary["failed"] as? Int == 2)
    #expect(summary["valuesByConfidence"] as? [String: Int] == ["high": 0, "medium": 1, "low": 0])
  }

  @Test func junitHasASuitePerFileAndACasePerExpectation() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let r = try InsetsimBinary.run(
      ["check", "a.scenario.json", "b.scenario.json", "--format", "junit"], in: folder, timeout: 60)
    #expect(r.status == 1)
    let escaped = Self.valueFailure.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
    #expect(
      r.stdout == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="insetsim check" tests="4" failures="2">
          <testsuite name="a.scenario.json" tests="2" failures="1">
            <testcase name="expect[0] tableView.contentInset at viewDidAppear" classname="wrong-value" file="a.scenario.json" line="8"/>
            <testcase name="expect[1] tableView.contentInset at viewDidAppear" classname="wrong-value" file="a.scenario.json" line="9">
              <failure message="\(escaped.replacingOccurrences(of: "\"", with: "&quot;"))" type="value">\(escaped)</failure>
            </testcase>
          </testsuite>
          <testsuite name="b.scenario.json" tests="2" failures="1">
            <testcase name="expect[0] viewDidLoad called 1 time" classname="wrong-count" file="b.scenario.json" line="6"/>
            <testcase name="expect[1] viewWillTransition called 1 time" classname="wrong-count" file="b.scenario.json" line="7">
              <failure message="\(Self.countFailure)" type="called">\(Self.countFailure)</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
    #if canImport(FoundationXML) || canImport(Darwin)
      let parser = XMLParser(data: r.stdoutData)
      #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
    #endif
  }

  /// Text stays the default, byte for byte; every format keeps check's exit statuses.
  @Test func textIsTheDefaultAndExitStatusesStay() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = try InsetsimBinary.run(["check", "."], in: folder, timeout: 60)
    let text = try InsetsimBinary.run(["check", ".", "--format", "text"], in: folder, timeout: 60)
    #expect(plain.status == 1)
    #expect(text.stdout == plain.stdout)
    #expect(
      plain.stdout == "FAIL \(Self.valueFailure)\nFAIL \(Self.countFailure)\n"
        + "values passed: 0 high, 1 medium, 0 low (the weakest rule under each); 1 orders, counts and traces\n2 passed, 2 failed\n"
    )
    try Data("{".utf8).write(to: folder.appendingPathComponent("c.scenario.json"))
    for format in ["json", "junit", "github"] {
      let bad = try InsetsimBinary.run(["check", ".", "--format", format], in: folder, timeout: 60)
      #expect(bad.status == 2, "\(format)")
      #expect(bad.stdout == "", "\(format)")
    }
    let unknown = try InsetsimBinary.run(
      ["check", ".", "--format", "xml"], in: folder, timeout: 60)
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr.hasPrefix("Error: Unknown format 'xml'; expected text, json, junit or github.")
    )
  }

  /// The repository's own traces and scenarios pass in every format; a golden trace is one replay
  /// case.
  @Test func theRepositorysTracesPassInEveryFormat() throws {
    let golden = InsetsimBinary.traces.appendingPathComponent("golden").path
    let r = try InsetsimBinary.run(["check", golden, "--format", "junit"], timeout: 120)
    #expect(r.status == 0)
    #expect(r.stdout.contains(" failures=\"0\">"))
    #expect(r.stdout.contains("<testcase name=\"replay\""))
    #expect(!r.stdout.contains("<failure"))
    let github = try InsetsimBinary.run(["check", golden, "--format", "github"], timeout: 120)
    #expect(github.status == 0)
    #expect(!github.stdout.contains("::error"))
    #expect(github.stdout.hasSuffix(" passed, 0 failed\n"))
  }

  @Test func lintFindingsBecomeAnnotationsByTheirSeverity() throws {
    let lint = InsetsimBinary.traces.appendingPathComponent("lint")
    let triggers = lint.appendingPathComponent(
      "L01-tabbar-hidden-keeps-inset-triggers.scenario.json"
    ).path
    let clean = lint.appendingPathComponent("L01-tabbar-hidden-keeps-inset-clean.scenario.json")
      .path
    let r = try InsetsimBinary.run(["lint", triggers, clean, "--format", "github"], timeout: 60)
    #expect(r.status == 1)
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(
      lines[0].hasPrefix(
        "::warning file=\(triggers)::warning tabBar.hiddenKeepsInset: tabBar.hidden = true"))
    #expect(
      lines[0].contains(
        "%0A  #40 t=0.000 change tabBar.hidden false → true [app in viewWillAppear]%0A"))
    #expect(lines[1] == "2 files: 0 errors, 1 warning, 0 info")
    let junit = try InsetsimBinary.run(["lint", triggers, clean, "--format", "junit"], timeout: 60)
    #expect(junit.status == 1)
    #expect(junit.stdout.contains("<testsuites name=\"insetsim lint\" tests=\"2\" failures=\"1\">"))
    #expect(
      junit.stdout.contains("<testcase name=\"tabBar.hiddenKeepsInset [iPhone 8, iOS 10.3] #40\""))
    #expect(junit.stdout.contains("<testcase name=\"no findings: iPhone 8, iOS 10.3\""))
    #expect(
      junit.stdout.contains(
        "<failure message=\"warning tabBar.hiddenKeepsInset: tabBar.hidden = true (set by the app in viewWillAppear) hides only the bar&apos;s view:"
      ))
  }

  /// Bad input under `--format github`: exit 2, nothing on standard output, and on standard error
  /// an annotation at the key the message names (line 4, column 3: the typo's opening quote) before
  /// the message.
  @Test(arguments: ["check", "lint"])
  func githubAnnotatesBadInputAtItsKey(_ verb: String) throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text =
      "{\n  \"insetsim\": 1,\n  \"os\": \"10.3\",\n  \"devcie\": \"iPhone 8\",\n"
      + "  \"controller\": {}\n}\n"
    try Data(text.utf8).write(to: folder.appendingPathComponent("typo.scenario.json"))
    let r = try InsetsimBinary.run(
      [verb, "typo.scenario.json", "--format", "github"], in: folder, timeout: 60)
    #expect(r.status == 2)
    #expect(r.stdout.isEmpty)
    #expect(
      r.stderr.hasPrefix(
        "::error file=typo.scenario.json,line=4,col=3::typo.scenario.json: at devcie: unknown key"))
    #expect(r.stderr.contains("\ntypo.scenario.json:4:3: error: at devcie: unknown key 'devcie'"))
    let plain = try InsetsimBinary.run([verb, "typo.scenario.json"], in: folder, timeout: 60)
    #expect(
      plain.stderr.hasPrefix("typo.scenario.json:4:3: error: at devcie: unknown key 'devcie'")
        && plain.status == 2)
  }
}

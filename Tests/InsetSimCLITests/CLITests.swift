import Foundation
import InsetSim
import Testing

/// End to end: the built `insetsim` binary, its stdout, stderr and exit status (SPEC §5: 0 success,
/// 2 bad input or usage, with a message on stderr naming the file, the JSON path, what was expected
/// and a suggestion).
@Suite struct CLITests {
  // MARK: Running the binary

  typealias Result = InsetsimBinary.Result

  static var binary: URL? { InsetsimBinary.url }

  private func insetsim(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation)
    throws -> Result
  {
    try InsetsimBinary.run(arguments, sourceLocation: sourceLocation)
  }

  private func temporaryFolder() throws -> URL { try InsetsimBinary.temporaryFolder() }

  /// Runs `body` with `text` written to a scenario file in a fresh temporary folder.
  private func withScenario<T>(
    _ text: String, name: String = "seed.scenario.json", _ body: (String) throws -> T
  ) throws -> T {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return try body(file.path)
  }

  /// The seed example written with SPEC §1's field names (SEED-OBSERVATIONS "the seed example":
  /// iPhone 8, iOS 10.3, tab bar → navigation → table, frame (0, 0, 375, 667), 30 rows × 40, header
  /// 64, footer 49).
  private let seedScenario = """
    {
      "insetsim": 1,
      "name": "seed-example",
      "summary": "The seed's tab bar → navigation → table example",
      "os": "10.3",
      "device": "iPhone 8",
      "orientation": "portrait",
      "statusBarHidden": false,
      "tabBarController": { "translucent": true },
      "navigationController": { "translucent": true, "navigationBarHidden": false, "toolbarHidden": true },
      "presentation": "root",
      "controller": {
        "name": "ViewController",
        "edgesForExtendedLayout": "all",
        "extendedLayoutIncludesOpaqueBars": false,
        "automaticallyAdjustsScrollViewInsets": true,
        "hidesBottomBarWhenPushed": false,
        "rootView": "view",
        "subviews": [
          { "id": "tableView", "type": "tableView", "frame": [0, 0, 375, 667],
            "rows": 30, "rowHeight": 40, "tableHeaderHeight": 64, "tableFooterHeight": 49,
            "contentInset": [0, 0, 0, 0], "scrollEnabled": true, "subviews": [] }
        ]
      },
      "observe": ["viewWillAppear", "viewDidAppear"],
      "expect": [
        { "at": "viewDidAppear", "object": "tableView", "property": "contentInset",
          "value": [64, 0, 49, 0], "source": "SEED-OBSERVATIONS S000-05 (seed 000 §一个默认条件下的例子)" }
      ]
    }
    """

  /// The index of the first line at or after `start` that satisfies `match`.
  private func index(in lines: [String], from start: Int = 0, _ match: (String) -> Bool) -> Int? {
    guard start < lines.count else { return nil }
    return lines[start...].firstIndex(where: match)
  }

  // MARK: The default run

  /// SPEC §5: no command runs the embedded seed example on iOS 10.3 and iOS 11 and prints the
  /// traces.
  @Test func noArgumentsPrintsTheSeedOnIOS10AndIOS11() throws {
    let r = try insetsim()
    #expect(r.status == 0)
    #expect(r.stderr == "")
    let lines = r.lines
    let ios10 = try #require(
      index(in: lines) { $0.hasPrefix("# ") && $0.contains("iOS 10.3") }, "no iOS 10.3 header")
    let ios11 = try #require(
      index(in: lines) { $0.hasPrefix("# ") && $0.contains("iOS 11.0") }, "no iOS 11.0 header")
    #expect(ios10 < ios11)
    #expect(lines[ios10].contains("iPhone 8"))
    // In the iOS 10.3 part (S000-05): viewDidLoad, viewWillAppear, the adjustment to (64, 0, 49,
    // 0), viewDidAppear.
    let part10 = Array(lines[ios10..<ios11])
    let didLoad = try #require(
      index(in: part10) { $0.contains("callback ViewController.viewDidLoad") })
    let willAppear = try #require(
      index(in: part10) { $0.contains("callback ViewController.viewWillAppear") })
    let adjustment = try #require(
      index(in: part10) {
        $0.contains("change") && $0.contains("tableView.contentInset ")
          && $0.hasSuffix("→ (64, 0, 49, 0)")
      }, "no contentInset change to (64, 0, 49, 0) on iOS 10.3")
    let didAppear = try #require(
      index(in: part10) { $0.contains("callback ViewController.viewDidAppear") })
    #expect(didLoad < willAppear)
    #expect(willAppear < adjustment)
    #expect(adjustment < didAppear)
    // In the iOS 11 part (S000-15): contentInset stays, adjustedContentInset becomes (64, 0, 49,
    // 0).
    let part11 = Array(lines[ios11...])
    #expect(
      index(in: part11) {
        $0.contains("tableView.adjustedContentInset ") && $0.hasSuffix("→ (64, 0, 49, 0)")
      } != nil)
    #expect(
      index(in: part11) { $0.contains("change") && $0.contains("tableView.contentInset ") } == nil)
  }

  // MARK: Help and usage errors

  @Test func helpExitsZero() throws {
    let top = try insetsim("--help")
    #expect(top.status == 0)
    #expect(top.stdout.contains("Usage: insetsim"))
    #expect(top.stderr == "")
    let run = try insetsim("run", "--help")
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("Usage: insetsim run FILE"))
    #expect(run.stderr == "")
  }

  @Test func unknownCommandExitsTwoWithASuggestion() throws {
    let r = try insetsim("rnu")
    #expect(r.status == 2)
    #expect(r.stdout == "")
    #expect(
      r.stderr == """
        Error: Unknown command 'rnu'. Did you mean 'run'?
        Usage: insetsim [COMMAND] [ARGUMENTS]
          See 'insetsim --help' for more information.

        """)
  }

  @Test func runWithoutAFileExitsTwoWithUsage() throws {
    let r = try insetsim("run")
    #expect(r.status == 2)
    #expect(r.stdout == "")
    #expect(
      r.stderr == """
        Error: Missing the scenario FILE.
        Usage: insetsim run FILE [--format FORMAT] [--screens-at MOMENTS] [--os VERSION] [--device NAME] [--out PATH] [--init] [--without-bugs]
          See 'insetsim run --help' for more information.

        """)
  }

  /// STYLE §6.2's usage error also prints the verb's usage line ("Usage: <cli> render [--format
  /// <format>] <trace-file>") between the error and the pointer to --help.
  @Test func usageErrorsShowTheVerbsUsageLine() throws {
    let r = try insetsim("run")
    #expect(r.stderr.contains("Usage: insetsim run FILE"))
  }

  @Test func unknownFormatExitsTwoWithASuggestion() throws {
    try withScenario(seedScenario) { path in
      let r = try insetsim("run", path, "--format", "jsnl")
      #expect(r.status == 2)
      #expect(r.stdout == "")
      #expect(
        r.stderr == """
          Error: Unknown format 'jsnl'. Did you mean 'jsonl'?
          Usage: insetsim run FILE [--format FORMAT] [--screens-at MOMENTS] [--os VERSION] [--device NAME] [--out PATH] [--init] [--without-bugs]
            See 'insetsim run --help' for more information.

          """)
    }
  }

  /// `--init` shows the text format's initial values; any other format holds them always (jsonl) or
  /// never draws them, so the option there is refused rather than ignored.
  @Test func initWithAnotherFormatThanTextExitsTwo() throws {
    try withScenario(seedScenario) { path in
      for format in ["jsonl", "markdown", "mermaid", "svg", "chrome"] {
        let r = try insetsim("run", path, "--format", format, "--init")
        #expect(r.status == 2 && r.stdout.isEmpty, "\(format)")
        #expect(
          r.stderr.hasPrefix("Error: Option '--init' applies to the text format only"), "\(format)")
      }
      #expect(try insetsim("run", path, "--init").status == 0)
    }
  }

  @Test func aRepeatedOptionValueExitsTwo() throws {
    try withScenario(seedScenario) { path in
      let r = try insetsim("compare", path, "--os", "11.0", "--os", "11.0")
      #expect(r.status == 2 && r.stdout.isEmpty)
      #expect(
        r.stderr.hasPrefix("Error: Option '--os' is given '11.0' twice; give each value once."))
    }
  }

  /// docs documents every file named on its command line, whatever its name, and refuses a trace.
  @Test func docsTakesANamedScenarioWhateverItsNameAndRefusesATrace() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = folder.appendingPathComponent("plain.json")
    try seedScenario.write(to: plain, atomically: true, encoding: .utf8)
    let r = try insetsim("docs", plain.path, "--out", folder.appendingPathComponent("site").path)
    #expect(r.status == 0 && r.stdout.contains("for 1 scenarios"))
    let trace = InsetsimBinary.traces.appendingPathComponent(
      "golden/S000-05-adjustment-between-appearances.trace.jsonl"
    ).path
    let t = try insetsim("docs", trace, "--out", folder.appendingPathComponent("site2").path)
    #expect(t.status == 2 && t.stderr.contains("a trace, not a scenario: docs documents scenarios"))
  }

  /// docs writes its pages apart from its inputs and only as regular files: an input folder as
  /// --out, a special file where a page goes, and a folder with no scenario are exit 2, before
  /// anything is written.
  @Test func docsRefusesAnInputFolderASpecialFileAndAnEmptyFolder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let inputs = folder.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
    try seedScenario.write(
      to: inputs.appendingPathComponent("seed.scenario.json"), atomically: true, encoding: .utf8)
    let same = try insetsim("docs", inputs.path, "--out", inputs.path)
    #expect(same.status == 2 && same.stderr.contains("is a folder of the scenarios documented"))
    let site = folder.appendingPathComponent("site")
    try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
    #expect(mkfifo(site.appendingPathComponent("index.md").path, 0o600) == 0)
    let fifo = try insetsim("docs", inputs.path, "--out", site.path)
    #expect(fifo.status == 2 && fifo.stderr.contains("index.md: is a FIFO"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: site.path) == ["index.md"])
    let empty = folder.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let none = try insetsim(
      "docs", empty.path, "--out", folder.appendingPathComponent("site2").path)
    #expect(none.status == 2 && none.stderr.contains("the folder holds no scenario"))
  }

  /// '--os 11' and '--os 11.0' name one release: compare and lint refuse to run it twice against
  /// itself.
  @Test func twoSpellingsOfOneReleaseAreRefused() throws {
    try withScenario(seedScenario) { path in
      let c = try insetsim("compare", path, "--os", "11", "--os", "11.0")
      #expect(
        c.status == 2
          && c.stderr.hasPrefix(
            "Error: Two of the configurations asked for are the same: iPhone 8, iOS 11.0.")
      )
      let l = try insetsim("lint", path, "--os", "11", "--os", "11.0")
      #expect(
        l.status == 2
          && l.stderr.contains("two of the releases asked for are the same: iPhone 8, iOS 11.0"))
    }
  }

  @Test func unknownOptionExitsTwoWithASuggestion() throws {
    try withScenario(seedScenario) { path in
      let r = try insetsim("run", path, "--fromat", "jsonl")
      #expect(r.status == 2)
      #expect(r.stderr.hasPrefix("Error: Unknown option '--fromat'. Did you mean '--format'?\n"))
    }
  }

  // MARK: Bad scenario files

  @Test func scenarioWithAnUnknownKeyExitsTwoNamingFileAndPath() throws {
    let text = seedScenario.replacingOccurrences(of: #""rowHeight": 40"#, with: #""rowHieght": 40"#)
    try withScenario(text) { path in
      let r = try insetsim("run", path)
      #expect(r.status == 2)
      #expect(r.stdout == "")
      // The typo is on the scenario's line 21 (the literal's line 58, counted from its "{" on line
      // 38), after 8 spaces of indent and `"rows": 30, ` (12 characters): column 21.
      #expect(
        r.stderr.hasPrefix(
          "\(path):21:21: error: at controller.subviews[0].rowHieght: unknown key 'rowHieght'; expected one of "
        ))
      #expect(r.stderr.hasSuffix(". Did you mean 'rowHeight'?\n"))
    }
  }

  @Test func missingScenarioFileExitsTwo() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("absent.scenario.json").path
    let r = try insetsim("run", path)
    #expect(r.status == 2)
    #expect(
      r.stderr
        == "Error: \(path): no such file; expected the path of a scenario file (*.scenario.json)\n")
  }

  // MARK: run

  /// SPEC §4: line 1 is the header with the whole scenario, then one entry per line.
  @Test func runAsJSONLinesWritesAHeaderThenEntries() throws {
    try withScenario(seedScenario) { path in
      let r = try insetsim("run", path, "--format", "jsonl")
      #expect(r.status == 0)
      #expect(r.stdout.hasSuffix("\n"))
      let lines = r.stdout.split(separator: "\n").map(String.init)
      #expect(lines.count > 10)
      let header = try JSONParser.parse(lines[0])
      #expect(header["insetsim-trace"] == .number(1))
      #expect(header["scenario"]?["name"] == .string("seed-example"))
      for (i, line) in lines.enumerated().dropFirst() {
        let entry = try JSONParser.parse(line)
        #expect(entry["seq"] == .number(Double(i - 1)), "line \(i + 1)")
        #expect(entry["t"] != nil && entry["turn"] != nil && entry["kind"] != nil, "line \(i + 1)")
      }
    }
  }

  @Test func runWithOutWritesTheFileInsteadOfStdout() throws {
    try withScenario(seedScenario) { path in
      let printed = try insetsim("run", path)
      let out = path + ".log"
      let written = try insetsim("run", path, "--out", out)
      #expect(written.status == 0)
      #expect(written.stdout == "")
      #expect(
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: out)), as: UTF8.self)
          == printed.stdout)
    }
  }

  /// `run` streams its trace (jsonl and text) into `--out` under a temporary name: the file holds
  /// the same bytes as standard output, and nothing else is left in the folder.
  @Test func aStreamedRunLeavesOnlyItsOutput() throws {
    try withScenario(seedScenario) { path in
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      for format in ["jsonl", "text"] {
        let printed = try insetsim("run", path, "--format", format)
        let out = folder.appendingPathComponent("run.\(format)").path
        let written = try insetsim("run", path, "--format", format, "--out", out)
        #expect(written.status == 0)
        #expect(
          String(decoding: try Data(contentsOf: URL(fileURLWithPath: out)), as: UTF8.self)
            == printed.stdout)
      }
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(names == ["run.jsonl", "run.text", "seed.scenario.json"])
    }
  }

  /// A run whose entries wait for a "last" point met once (the first viewDidAppear) sets them aside
  /// in a temporary file in $TMPDIR: the output is the same whether it goes to standard output or
  /// `--out`, and the folder holds only the output afterwards.
  @Test func entriesSetAsideLeaveNothingInTheTemporaryFolder() throws {
    let views = (0..<20).map {
      #"{ "id": "s\#($0)", "type": "scrollView", "frame": [0, 0, 375, 667] }"#
    }
    let steps = (0..<300).map { i in
      #"{ "at": \#(Double(i) * 0.5 + 0.5), "do": "rotate", "to": "\#(i % 2 == 0 ? "landscapeLeft" : "portrait")" }"#
    }
    let scenario = """
      { "insetsim": 1, "name": "held-back", "os": "17.0", "device": "iPhone 8", "navigationController": {},
        "controller": { "name": "C", "subviews": [\(views.joined(separator: ", "))] },
        "script": [\(steps.joined(separator: ", "))],
        "observe": ["last viewDidAppear", "last viewDidLayoutSubviews"] }
      """
    try withScenario(scenario, name: "held.scenario.json") { path in
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      var environment = ProcessInfo.processInfo.environment
      environment["TMPDIR"] = folder.path
      for format in ["jsonl", "text"] {
        let printed = try InsetsimBinary.run(
          ["run", path, "--format", format], environment: environment)
        #expect(printed.status == 0)
        #expect(printed.nonEmptyLines.count > 20_000)
        let out = folder.appendingPathComponent("run.\(format)").path
        let written = try InsetsimBinary.run(
          ["run", path, "--format", format, "--out", out], environment: environment)
        #expect(written.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == printed.stdoutData)
      }
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(names == ["held.scenario.json", "run.jsonl", "run.text"])
    }
  }

  // MARK: print

  /// SPEC §5 `print --json`: {"at": POINT, "t": MICROSECONDS, "objects": {OBJECT: {PROPERTY:
  /// VALUE}}}; S000-05: contentInset (64, 0, 49, 0) at viewDidAppear on iOS 10.3.
  @Test func printAtViewDidAppearAsJSON() throws {
    try withScenario(seedScenario) { path in
      let r = try insetsim("print", path, "--at", "viewDidAppear", "--json")
      #expect(r.status == 0)
      #expect(r.stderr == "")
      let json = try JSONParser.parse(r.stdout)
      guard case .object(let pairs) = json else {
        Issue.record("not a JSON object: \(r.stdout)")
        return
      }
      #expect(pairs.map(\.0) == ["at", "t", "objects", "footing"])
      // What the value rests on: the rule that set it (seed 000: the container adds its adjustment,
      // iOS 7–10) and that rule's confidence in the catalogue; the frame the app set rests on the
      // app (high).
      #expect(
        json["footing"]?["tableView"]?["contentInset"]
          == .object([
            (
              "confidence",
              .string(Rule.legacyAutoAdjustAdditive.confidence.rawValue)
            ), ("rule", .string("legacy.autoAdjust.additive")),
          ]))
      #expect(
        json["footing"]?["tableView"]?["frame"]
          == .object([("confidence", .string("high")), ("rule", .null)]))
      #expect(json["at"] == .string("viewDidAppear"))
      // viewDidAppear at launch: one frame after the appearance (UIKIT-FACTS §4.1 step 9, rule
      // lifecycle.timing).
      #expect(json["t"] == .number(Double(LifecycleTiming.frame)))
      let table = try #require(json["objects"]?["tableView"])
      #expect(table["contentInset"] == .array([.number(64), .number(0), .number(49), .number(0)]))
      #expect(table["frame"] == .array([.number(0), .number(0), .number(375), .number(667)]))
      // iOS 10.3: values of iOS 11 do not exist (SPEC §5 "every value that exists in that iOS
      // version").
      #expect(table["adjustedContentInset"] == nil)
      #expect(json["objects"]?["window"] != nil)
    }
  }

  @Test func printAtViewWillAppearShowsTheInsetNotYetAdjusted() throws {
    try withScenario(seedScenario) { path in
      let r = try insetsim("print", path, "--at", "viewWillAppear", "--json")
      #expect(r.status == 0)
      let json = try JSONParser.parse(r.stdout)
      // S000-05: (0, 0, 0, 0) at viewWillAppear.
      #expect(
        json["objects"]?["tableView"]?["contentInset"]
          == .array([.number(0), .number(0), .number(0), .number(0)]))
    }
  }

  @Test func printAtAPointNeverReachedExitsTwo() throws {
    try withScenario(seedScenario) { path in
      let r = try insetsim("print", path, "--at", "viewWillTransition")
      #expect(r.status == 2)
      #expect(r.stdout == "")
      #expect(
        r.stderr == """
          Error: \(path): --at: the point 'viewWillTransition' is never reached in this run; expected a callback \
          that runs in this scenario (see `insetsim run \(path)`)

          """)
    }
  }

  // MARK: Catalogues

  @Test func devicesListsTheCatalogue() throws {
    let r = try insetsim("devices")
    #expect(r.status == 0)
    #expect(r.lines.contains { $0.hasPrefix("iPhone X ") })
    #expect(r.lines.contains { $0.hasPrefix("iPhone 8 ") })
  }

  /// `insetsim schema` prints a draft 2020-12 JSON Schema that the scenario decoder's own JSON
  /// parser reads.
  @Test func schemaPrintsAJSONSchema() throws {
    let r = try insetsim("schema")
    #expect(r.status == 0)
    let schema = try JSONParser.parse(bytes: Array(r.stdout.utf8))
    #expect(schema["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
    #expect(schema == ScenarioSchema.json)
    let reference = try insetsim("schema", "--reference")
    #expect(reference.status == 0)
    #expect(reference.stdout.hasPrefix("\n**Top level**\n\n| key | type | meaning |\n"))
    let bad = try insetsim("schema", "x.scenario.json")
    #expect(bad.status == 2)
  }

  @Test func unknownDeviceExitsTwoWithASuggestion() throws {
    let r = try insetsim("devices", "iPhone 88")
    #expect(r.status == 2)
    #expect(r.stdout == "")
    #expect(
      r.stderr == """
        Error: Unknown device 'iPhone 88'. Did you mean 'iPhone 8'?
        Usage: insetsim devices [NAME]
          See 'insetsim devices --help' for more information.

        """)
  }

  @Test func rulesListsTheLegacyAdditiveRule() throws {
    let r = try insetsim("rules")
    #expect(r.status == 0)
    #expect(r.lines.contains { $0.hasPrefix("legacy.autoAdjust.additive ") })
    let one = try insetsim("rules", "legacy.autoAdjust.additive")
    #expect(one.status == 0)
    #expect(one.stdout.hasPrefix("legacy.autoAdjust.additive"))
  }
}

import Foundation
import InsetSim
import Testing

/// `insetsim matrix` and `insetsim bench` end to end.
@Suite struct MatrixBenchCLITests {
  private func insetsim(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation)
    throws -> InsetsimBinary.Result
  {
    try InsetsimBinary.run(arguments, sourceLocation: sourceLocation)
  }

  static let sweep = InsetsimBinary.traces.appendingPathComponent(
    "sweeps/S003-automatic-table.sweep.json"
  ).path

  /// The seed 003 table (SEED-OBSERVATIONS.md S003-01…08), in the sweep's order: adjusts slowest,
  /// scrollable fastest.
  @Test func matrixPrintsTheSeed003TableAsMarkdown() throws {
    let r = try insetsim("matrix", Self.sweep, "--jobs", "2")
    #expect(r.status == 0)
    #expect(
      r.lines.first
        == "| automaticallyAdjustsScrollViewInsets | first scroll view | scrollable | adjusted by the system | viewDidAppear scrollView.adjustedContentInset | confidence |"
    )
    // The last column is the row's weakest value's footing: the rule that set the adjusted inset
    // (its catalogue confidence), or high for a value no rule set (S003-04: not adjusted).
    let confidence = r.nonEmptyLines.dropFirst(2).map {
      $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }[5]
    }
    let contentScrollView = Rule.safeAreaAutomaticContentScrollView
    #expect(
      confidence.first
        == "\(contentScrollView.confidence.rawValue): \(contentScrollView.id)")
    #expect(confidence[3] == "high")
    let adjusted = r.nonEmptyLines.dropFirst(2).map {
      $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }[3]
    }
    #expect(adjusted == ["YES", "YES", "YES", "NO", "NO", "NO", "YES", "NO"])
  }

  @Test func matrixVariesAScenarioFromTheCommandLine() throws {
    let file = InsetsimBinary.traces.appendingPathComponent(
      "seeds/S000-01-seed-example-frame.scenario.json"
    ).path
    let r = try insetsim(
      "matrix", file, "--vary", "os=10.3,11.0", "--show", "tableView.contentInset", "--show",
      "tableView.adjustedContentInset", "--format", "csv")
    #expect(r.status == 0)
    // Seed 000's example: on 10.3 the system writes contentInset (64, 0, 49, 0) (S000-05); on 11 it
    // leaves it and adjustedContentInset becomes (64, 0, 49, 0) (S000-15). The confidence column
    // names the rule of the row's weakest value, with its catalogue confidence.
    let legacy = Rule.legacyAutoAdjustAdditive
    let automatic = Rule.safeAreaAutomaticContentScrollView
    #expect(
      r.nonEmptyLines == [
        "os,viewDidAppear tableView.contentInset,viewDidAppear tableView.adjustedContentInset,confidence",
        "10.3,\"(64, 0, 49, 0)\",—,\(legacy.confidence.rawValue): \(legacy.id)",
        "11.0,\"(0, 0, 0, 0)\",\"(64, 0, 49, 0)\",\(automatic.confidence.rawValue): \(automatic.id)",
      ])
  }

  @Test func matrixRefusesAnUnknownKeyWithExitStatusTwo() throws {
    let r = try insetsim("matrix", Self.sweep, "--vary", "controller.automaticallyAdjust=true")
    #expect(r.status == 2)
    #expect(r.stdout.isEmpty)
    #expect(r.stderr.contains("unknown key 'automaticallyAdjust'"))
    #expect(r.stderr.contains("automaticallyAdjustsScrollViewInsets"))
  }

  /// A level valid only with another factor's level: the iPhone X came with iOS 11 (DEVICE
  /// catalogue; Apple's iPhone X tech specs: "iOS 11"), so on a base of iOS 10.3 `device=iPhone X`
  /// is valid with `os=11.0`; its combination with 10.3 is a row with its problem, the others rows
  /// of values.
  @Test func matrixKeepsALevelValidWithAnotherFactorsLevel() throws {
    let file = InsetsimBinary.traces.appendingPathComponent(
      "seeds/S000-01-seed-example-frame.scenario.json"
    ).path
    let r = try insetsim(
      "matrix", file, "--vary", "os=10.3,11.0", "--vary", "device=iPhone 8,iPhone X", "--show",
      "tableView.contentInset", "--format", "csv")
    #expect(r.status == 0)
    #expect(r.nonEmptyLines.count == 5)
    #expect(
      r.nonEmptyLines.dropFirst().map { $0.split(separator: ",").prefix(2).joined(separator: ",") }
        == ["10.3,iPhone 8", "10.3,iPhone X", "11.0,iPhone 8", "11.0,iPhone X"])
    #expect(r.nonEmptyLines[2].contains("'iPhone X' does not run iOS 10.3"))
    #expect(r.nonEmptyLines[1].contains(",\"(64, 0, 49, 0)\","))
    // A device no factor level makes valid is still refused before any row.
    let typo = try insetsim(
      "matrix", file, "--vary", "os=10.3,11.0", "--vary", "device=iPhone 8,iPhone 88", "--show",
      "tableView.contentInset")
    #expect(typo.status == 2 && typo.stdout.isEmpty)
    #expect(
      typo.stderr.contains("factor 'device' = iPhone 88")
        && typo.stderr.contains("Did you mean 'iPhone 8'?"))
  }

  /// `--at` and `--adjusted` shape the columns of `--show`; a sweep file's columns carry their own.
  @Test func matrixRefusesAtAndAdjustedWithoutShowOnASweepFile() throws {
    for option in [["--adjusted"], ["--at", "viewWillAppear"]] {
      let r = try InsetsimBinary.run(["matrix", Self.sweep] + option)
      #expect(r.status == 2 && r.stdout.isEmpty, "\(option)")
      #expect(r.stderr.contains("applies to the columns of --show"), "\(option)")
    }
  }

  @Test func matrixWritesItsOutputWholeWithOut() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("table.jsonl").path
    let r = try insetsim("matrix", Self.sweep, "--format", "jsonl", "--out", out)
    #expect(r.status == 0)
    let text = try String(contentsOfFile: out, encoding: .utf8)
    #expect(text.split(separator: "\n").count == 8)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["table.jsonl"])
  }

  /// Start-up (`startup_ms`): on Linux the tool loads no Foundation library (Foundation, its
  /// internationalization and ICU, about 1.7 ms of every start, 2.5 ms with the rest of
  /// Foundation), so none is named among the libraries its executable needs.
  @Test func theToolNeedsNoFoundationLibraryOnLinux() throws {
    #if os(Linux)
      let url = try #require(InsetsimBinary.url)
      let bytes = try Data(contentsOf: url)
      for library in [
        "libFoundation.so", "libFoundationEssentials.so", "libFoundationInternationalization.so",
        "lib_FoundationICU.so",
      ] {
        #expect(bytes.range(of: Data(library.utf8)) == nil, "insetsim needs \(library)")
      }
    #endif
  }

  /// `bench --probe` runs one piece for an instruction counter and says how much work it did; the
  /// seed example has no expectation, so decoding it returns its count plus one.
  @Test func benchProbeRunsOnePieceAndRefusesUnknownNames() throws {
    let r = try insetsim("bench", "--probe", "decode", "--times", "2")
    #expect(r.status == 0)
    #expect(r.stdout == "probe decode: 2 repetitions of 1 scenario; result 1\n")
    let bad = try insetsim("bench", "--probe", "decod")
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("Unknown probe 'decod'; expected one of decode, simulate"))
    #expect(try insetsim("bench", "--times", "3").status == 2)
  }

  @Test func benchJSONHasEveryFigureAndTheWorkloadChecksum() throws {
    let r = try insetsim(
      "bench", "--quick", "--json", "--rounds", "2", "--scenarios", "100", "--matrix-rows", "1000")
    #expect(r.status == 0)
    let json = try JSONParser.parse(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    for key in [
      "engine_events_per_s", "heap_events_per_s", "ratio", "checksum", "scenarios_per_s",
      "matrix_rows", "matrix_peak_rss_bytes",
      "matrix_speedup_2_cores", "scenario_vs_heap", "app_vs_scenario", "script_linearity",
      "matrix_row_vs_scenario",
      "matrix_row_vs_same_scenario", "jsonl_entries_per_s", "startup_ms", "matrix_ceiling_2_cores",
      "text_ns_per_entry", "jsonl_write_ns_per_entry", "jsonl_read_ns_per_entry", "text_vs_jsonl",
      "decode_us_per_scenario",
      "simulate_us_per_scenario", "decode_vs_simulate", "check_us_per_expectation_100",
      "check_us_per_expectation_1000",
      "check_linearity", "push_us_per_push_20", "push_us_per_push_190", "push_linearity",
      "scale_controllers_us_per_unit_20", "scale_controllers_us_per_unit_190",
      "scale_controllers_ratio",
      "scale_children_us_per_unit_20", "scale_children_us_per_unit_190", "scale_children_ratio",
      "scale_views_us_per_unit_100", "scale_views_us_per_unit_900", "scale_views_ratio",
      "scale_flow_steps_us_per_unit_100", "scale_flow_steps_us_per_unit_900",
      "scale_flow_steps_ratio",
      "scale_diff_entries_ratio",
      "scale_expectations_us_per_unit_100", "scale_expectations_us_per_unit_900",
      "scale_expectations_ratio", "scale_timing_expectations_ratio", "scale_pushes_ratio",
      "scale_docs_entries_ratio", "instructions_measured", "targets",
    ] {
      #expect(json[key] != nil, "missing \(key)")
    }
    // --quick counts no instructions; every target is listed with its bound and whether it is met.
    #expect(json["instructions_measured"] == .bool(false))
    guard case .array(let targets)? = json["targets"] else {
      Issue.record("targets is not an array")
      return
    }
    #expect(
      targets.compactMap { $0["key"] }
        == [
          "text_vs_jsonl", "decode_vs_simulate", "jsonl_write_instructions_per_entry",
          "jsonl_read_instructions_per_entry", "simulate_heap_share", "check_linearity",
          "called_linearity",
        ].map(JSONValue.string))
    for t in targets { #expect(t["bound"] != nil && t["met"] != nil) }
    // Ratios are numbers (their values depend on the machine and are not tested).
    for key in [
      "scenario_vs_heap", "script_linearity", "matrix_row_vs_scenario",
      "matrix_row_vs_same_scenario", "jsonl_entries_per_s",
      "matrix_speedup_2_cores", "matrix_ceiling_2_cores", "text_ns_per_entry",
      "jsonl_write_ns_per_entry", "jsonl_read_ns_per_entry",
      "text_vs_jsonl", "decode_us_per_scenario", "simulate_us_per_scenario", "decode_vs_simulate",
    ] {
      guard case .number(let n)? = json[key] else {
        Issue.record("\(key) is not a number")
        continue
      }
      #expect(n > 0, "\(key)")
    }
    #expect(json["checksum"] == .string("5ed53456b38a4b03"))
    #expect(json["matrix_rows"] == .number(1_000))
  }
}

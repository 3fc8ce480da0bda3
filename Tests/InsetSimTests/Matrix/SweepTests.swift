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

/// The matrix: factors over a base scenario, rows in order whatever the number of workers, and the
/// seed 003 `.automatic` table regenerated from its 8 combinations.
@Suite struct SweepTests {
  static let traces = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Traces")

  static func s003Sweep() throws -> Sweep {
    try Sweep.load(
      path: traces.appendingPathComponent("sweeps/S003-automatic-table.sweep.json").path)
  }

  /// SEED-OBSERVATIONS.md, seed 003 table: (automaticallyAdjustsScrollViewInsets, first scroll
  /// view, scrollable) → adjusted by the system, rows S003-01…08.
  static let seedTable: [[String]: String] = [
    ["YES", "YES", "YES"]: "YES", ["YES", "YES", "NO"]: "YES", ["YES", "NO", "YES"]: "YES",
    ["YES", "NO", "NO"]: "NO",
    ["NO", "YES", "YES"]: "NO", ["NO", "NO", "NO"]: "NO", ["NO", "YES", "NO"]: "NO",
    ["NO", "NO", "YES"]: "YES",
  ]

  @Test func regeneratesTheSeed003AutomaticTable() throws {
    let sweep = try Self.s003Sweep()
    #expect(sweep.count == 8)
    var seen = Set<[String]>()
    for i in 0..<sweep.count {
      let row = sweep.row(at: i)
      let levels = row.levels.map(\.label)
      #expect(row.problem == nil)
      #expect(row.cells.first?.text == Self.seedTable[levels], "row \(levels)")
      seen.insert(levels)
    }
    #expect(seen == Set(Self.seedTable.keys))
  }

  @Test func adjustedRowsShowTheNavigationBarsSixtyFourPoints() throws {
    // iPhone 8, iOS 11, navigation controller: status bar 20 + navigation bar 44 (S003-01).
    let row = try Self.s003Sweep().row(at: 0)
    #expect(row.cells.last == .value(.insets(EdgeInsets(top: 64))))
  }

  @Test(arguments: [MatrixTable.Format.markdown, .csv, .jsonl])
  func rowsComeOutInOrderWhateverTheWorkers(format: MatrixTable.Format) throws {
    let base = try Self.s003Sweep()
    let extra = try SweepFactor(vary: "orientation=portrait,landscapeLeft")
    let sweep = try Sweep(
      name: base.name, base: base.base, file: base.file, factors: base.factors + [extra],
      columns: base.columns)
    let table = MatrixTable(sweep: sweep, format: format)
    func output(workers: Int, chunk: Int) -> String {
      var text = table.header
      let row: @Sendable (MatrixRow) -> String = { table.row($0) }
      MatrixRunner(workers: workers, chunkSize: chunk, chunksPerWorker: 2).run(sweep, format: row) {
        text += $0
      }
      return text
    }
    let serial = output(workers: 1, chunk: 256)
    #expect(output(workers: 2, chunk: 1) == serial)
    #expect(output(workers: 3, chunk: 2) == serial)
    let lines = serial.split(separator: "\n")
    #expect(lines.count == 16 + (format == .jsonl ? 0 : format == .markdown ? 2 : 1))
  }

  @Test func varyValuesAreJSONWhenTheyParseElseStrings() throws {
    let f = try SweepFactor(vary: "views.tableView.contentInset=[0,0,0,0],[64,0,49,0]")
    #expect(f.levels.map(\.label) == ["[0,0,0,0]", "[64,0,49,0]"])
    #expect(f.levels[1].json == .array([.number(64), .number(0), .number(49), .number(0)]))
    let d = try SweepFactor(vary: "device=iPhone 8, iPhone X")
    #expect(d.levels.map(\.json) == [.string("iPhone 8"), .string("iPhone X")])
    #expect(
      SweepFactor.splitTopLevel(#"a,[1,2],{"x":1},"b,c""#) == [
        "a", "[1,2]", #"{"x":1}"#, #""b,c""#,
      ])
  }

  @Test func aDeviceThatDoesNotRunTheReleaseGivesARowWithItsProblem() throws {
    let base = try Self.s003Sweep()
    let sweep = try Sweep(
      base: base.base, file: "t",
      factors: [
        try SweepFactor(vary: "os=10.3,11.0"), try SweepFactor(vary: "device=iPhone 8,iPhone X"),
      ],
      columns: base.columns)
    // os 10.3 × iPhone X is row 1: the iPhone X shipped with iOS 11.
    let row = sweep.row(at: 1)
    #expect(row.cells.isEmpty)
    #expect(row.problem?.contains("iPhone X") == true)
    #expect(sweep.row(at: 3).problem == nil)
  }

  @Test func aMisspelledViewIsRefusedBeforeAnyRowWithASuggestion() throws {
    let base = try Self.s003Sweep()
    #expect {
      _ = try Sweep(
        base: base.base, file: "--vary",
        factors: [try SweepFactor(vary: "views.scrolView.contentSize=[375,100]")],
        columns: base.columns)
    } throws: { error in
      let e = try #require(error as? InputError)
      return e.problem == "the scenario has no view 'scrolView'" && e.suggestion == "scrollView"
        && e.location
          == "factor 'views.scrolView.contentSize' = [375,100], at views.scrolView.contentSize"
    }
  }

  @Test func anIndexPastTheEndIsRefused() throws {
    let base = try Self.s003Sweep()
    #expect {
      _ = try Sweep(
        base: base.base, file: "--vary",
        factors: [try SweepFactor(vary: "controller.subviews.3.frame=fill")], columns: base.columns)
    } throws: { error in
      (error as? InputError)?.problem == "controller.subviews has 1 item, so no item 3"
    }
  }

  @Test func adjustedColumnsCountOnlyRuleChanges() throws {
    // S000-07: automaticallyAdjustsScrollViewInsets NO on iOS 10.3 — the app owns the inset:
    // nothing adjusted.
    let scenario = try Scenario.load(
      path: Self.traces.appendingPathComponent(
        "seeds/S000-07-automaticallyAdjusts-NO.scenario.json"
      ).path)
    let column = try MatrixColumn(
      at: "viewDidAppear", object: "tableView", property: "contentInset", show: .adjusted,
      base: scenario, file: "t", location: "")
    let sweep = try Sweep(
      base: scenario, file: "t",
      factors: [
        try SweepFactor(vary: "controller.automaticallyAdjustsScrollViewInsets=false,true")
      ], columns: [column])
    #expect(sweep.row(at: 0).cells == [.flag(false)])
    #expect(sweep.row(at: 1).cells == [.flag(true)])
  }

  @Test func csvQuotesFieldsWithCommas() {
    #expect(MatrixTable.csvField("(64, 0, 0, 0)") == "\"(64, 0, 0, 0)\"")
    #expect(MatrixTable.csvField("say \"hi\", then") == "\"say \"\"hi\"\", then\"")
    #expect(MatrixTable.csvField("YES") == "YES")
    #expect(MatrixTable.markdownCell("a|b") == "a\\|b")
  }
}

import Foundation
import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimMatrix
@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// Rows made from the decoded base (levels resolved once, applied by assignment) are the rows the
/// patched JSON gives, combination for combination; cell texts are escaped as before.
@Suite struct SweepDirectTests {
  static let seeds = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Traces/seeds")

  private func sweep(
    _ scenario: String, _ vary: [String], show: [(String, String)], at point: String,
    adjusted: Bool = false
  ) throws -> Sweep {
    let base = try Scenario.load(path: Self.seeds.appendingPathComponent(scenario).path)
    let columns = try show.map { object, property in
      try MatrixColumn(
        at: point, object: object, property: property, show: adjusted ? .adjusted : .value,
        base: base, file: "t", location: "")
    }
    return try Sweep(
      base: base, file: "t", factors: vary.map { v throws(InputError) in try SweepFactor(vary: v) },
      columns: columns)
  }

  /// Every row of `sweep` against the same row with the patched JSON.
  private func expectSameRowsAsPatchedJSON(
    _ sweep: Sweep, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var patched = sweep
    patched.direct = nil
    #expect(
      sweep.direct != nil, "the sweep's levels apply directly", sourceLocation: sourceLocation)
    for i in 0..<sweep.count {
      let a = sweep.row(at: i)
      let b = patched.row(at: i)
      #expect(
        a.cells == b.cells && a.problem == b.problem, "row \(i): \(a.levels.map(\.label))",
        sourceLocation: sourceLocation)
    }
  }

  @Test func releasesDevicesOrientationsAndTableKeysGiveThePatchedRows() throws {
    let s = try sweep(
      "S000-15-ios11-seed-example.scenario.json",
      [
        "os=10.3,11.0,13.0", "device=iPhone 8,iphone x,iPad (9.7-inch)",
        "orientation=portrait,landscapeLeft",
        "views.tableView.rows=0,30", "views.tableView.contentInset=[0,0,0,0],[64,0,49,0]",
      ],
      show: [
        ("tableView", "contentInset"), ("tableView", "adjustedContentInset"),
        ("tableView", "contentSize"),
      ], at: "viewDidAppear")
    #expect(s.count == 72)
    expectSameRowsAsPatchedJSON(s)
    // 10.3 on the iPhone X: the combination is not a scenario, with the decoder's words.
    let invalid = (0..<s.count).map(s.row(at:)).filter { $0.problem != nil }
    #expect(invalid.count == 8)
    #expect(invalid.first?.problem == "'iPhone X' does not run iOS 10.3 (at device)")
  }

  /// An orientation a device cannot start in is the decoder's error in both ways: an iPhone with
  /// Face ID never turns upside down (rule rotation.faceIDUpsideDown, from
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations
  /// as quoted in https://github.com/Triggertrap/triggertrap-ios/issues/64), nor does a
  /// home-button iPhone whose root keeps the default mask (rotation.defaultMask, the same page:
  /// "allButUpsideDown for the iPhone idiom"); an iPad app does (rotation.iPadMultitasking).
  @Test func anUpsideDownLaunchIsTheDecodersErrorInBothWays() throws {
    let s = try sweep(
      "S000-15-ios11-seed-example.scenario.json",
      ["device=iPhone 8,iphone x,iPad (9.7-inch)", "orientation=portrait,portraitUpsideDown"],
      show: [("tableView", "adjustedContentInset")], at: "viewDidAppear")
    expectSameRowsAsPatchedJSON(s)
    let invalid = (0..<s.count).map(s.row(at:)).filter { $0.problem != nil }
    #expect(invalid.count == 2)
  }

  @Test func viewKeysOfEveryKindGiveThePatchedRows() throws {
    let table = try sweep(
      "S000-01-seed-example-frame.scenario.json",
      [
        "views.tableView.frame=fill,[0,0,100,100],[-5,10.5,0,0]",
        "views.tableView.hidden=true,false",
        "views.tableView.contentInsetAdjustmentBehavior=never,always",
        "views.tableView.rowHeight=0,44.5",
        "views.tableView.tableHeaderHeight=10", "views.tableView.tableFooterHeight=0",
        "views.tableView.scrollEnabled=false",
        "os=10.3,11.0",
      ],
      show: [("tableView", "contentInset")], at: "viewDidAppear", adjusted: true)
    expectSameRowsAsPatchedJSON(table)
    let scroll = try sweep(
      "S003-01-automatic-adjusts-YES-first-YES-scrollable-YES.scenario.json",
      [
        "views.scrollView.contentSize=[375,2000],[0,5]",
        "views.scrollView.alwaysBounceVertical=true",
        "views.scrollView.alwaysBounceHorizontal=false,true",
      ],
      show: [("scrollView", "adjustedContentInset"), ("scrollView", "contentSize")],
      at: "viewDidAppear")
    expectSameRowsAsPatchedJSON(scroll)
    #expect(scroll.row(at: 0).cells.last == .value(.size(Size(width: 375, height: 2000))))
    // A key in two factors would have the later one's value replace the earlier one's in every
    // row, under a label showing both: refused.
    #expect(throws: InputError.self) {
      try sweep(
        "S003-01-automatic-adjusts-YES-first-YES-scrollable-YES.scenario.json",
        ["views.scrollView.contentSize=[375,2000],[0,5]", "views.scrollView.contentSize=[375,50]"],
        show: [("scrollView", "contentSize")], at: "viewDidAppear")
    }
  }

  @Test func aViewKeyIsTakenAsItIsOnlyWhenTheDecoderWouldTakeIt() {
    #expect(
      DirectAssignment.Field(key: "rows", value: .number(30)).map {
        if case .rows(30) = $0 { true } else { false }
      } == true)
    #expect(DirectAssignment.Field(key: "rows", value: .number(1.5)) == nil)
    #expect(DirectAssignment.Field(key: "rows", value: .number(-1)) == nil)
    #expect(DirectAssignment.Field(key: "rows", value: .number(2_000_000)) == nil)
    #expect(DirectAssignment.Field(key: "frame", value: .string("x")) == nil)
    #expect(
      DirectAssignment.Field(key: "frame", value: .array([0, 0, -1, 0].map(JSONValue.number)))
        == nil)
    #expect(
      DirectAssignment.Field(key: "frame", value: .array([-1, 0, 1, 0].map(JSONValue.number)))
        != nil)
    #expect(
      DirectAssignment.Field(key: "contentSize", value: .array([-1, 5].map(JSONValue.number)))
        == nil)
    #expect(
      DirectAssignment.Field(
        key: "contentInset", value: .array([0, 0, 0, 100_000.5].map(JSONValue.number))) == nil)
    #expect(
      DirectAssignment.Field(key: "contentInsetAdjustmentBehavior", value: .string("bogus")) == nil)
    #expect(DirectAssignment.Field(key: "hidden", value: .string("yes")) == nil)
    #expect(DirectAssignment.Field(key: "subviews", value: .array([])) == nil)
    #expect(
      DirectAssignment.Field(key: "rows", value: .number(3))?.applies(to: .scrollView) == false)
    #expect(
      DirectAssignment.Field(key: "contentSize", value: .array([1, 1].map(JSONValue.number)))?
        .applies(to: .view) == false)
    #expect(DirectAssignment.Field(key: "hidden", value: .bool(true))?.applies(to: .view) == true)
  }

  @Test func cellTextsAreEscapedCharacterByCharacterAsBefore() {
    #expect(
      MatrixTable.csvField("a\r\nb") == "a\r\nb",
      "\"\\r\\n\" is one character, neither \"\\r\" nor \"\\n\"")
    #expect(MatrixTable.csvField("a\nb") == "\"a\nb\"")
    #expect(MatrixTable.csvField("a\rb") == "\"a\rb\"")
    #expect(MatrixTable.csvField("é, ü") == "\"é, ü\"")
    #expect(
      MatrixTable.csvField(",\u{301}") == ",\u{301}",
      "a comma with a combining accent is not a comma")
    #expect(MatrixTable.csvField("—") == "—")
    #expect(MatrixTable.csvField("say \"hi\"") == "\"say \"\"hi\"\"\"")
    #expect(MatrixTable.markdownCell("a|b\r\nc\nd") == "a\\|b\r\nc d")
    #expect(MatrixTable.markdownCell("iPad (9.7-inch)") == "iPad (9.7-inch)")
    #expect(MatrixTable.markdownCell("é|\n") == "é\\| ")
  }
}

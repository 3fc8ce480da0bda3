import Foundation
import Testing

@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// A value is as sure as the weakest rule under it: its own, or one under a value it was derived
/// from. The expected footings are the catalogue's confidences (docs/reference/rules.md): the
/// toolbar's 44 pt is `toolbar.height`, low (docs/facts/bars.md §2.3: one source, and a conflict
/// on notched iPhones); `safeArea.rootView` and `safeArea.subview.overlap` are Apple's documented
/// propagation, high.
@Suite struct ValueLineageTests {
  static let scenarioPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Traces/bugs/toolbar-gap-above-tab-bar-ios11.2.scenario.json").path

  func lastChange(_ trace: Trace, _ object: String, _ property: Property) -> TraceEntry? {
    trace.entries.last { $0.kind == .change && $0.object == object && $0.property == property }
  }

  @Test func aSafeAreaUnderAToolbarRestsOnTheToolbarsHeight() throws {
    let trace = Simulation.run(try Scenario.load(path: Self.scenarioPath))
    let root = try #require(lastChange(trace, "List.view", .safeAreaInsets))
    // Bottom 127 = tab bar 83 + toolbar 44 on an iPhone X-class phone (the scenario's own figures).
    #expect(root.to == .insets(EdgeInsets(top: 88, left: 0, bottom: 127, right: 0)))
    #expect(root.rule == Rule.safeAreaRootView.id)
    #expect(Rule.safeAreaRootView.confidence == .high)
    #expect(root.restsOn == Rule.toolbarHeight.id)
    #expect(ValueFooting.of(root) == ValueFooting(confidence: .low, rule: Rule.toolbarHeight.id))
    #expect(ValueFooting.of(root).label == "(low: toolbar.height)")
  }

  @Test func theFootingIsCarriedDownTheViewTreeAndIntoTheScrollViewsInsets() throws {
    let trace = Simulation.run(try Scenario.load(path: Self.scenarioPath))
    let table = try #require(lastChange(trace, "table", .safeAreaInsets))
    #expect(table.rule == Rule.safeAreaSubviewOverlap.id)
    #expect(table.restsOn == Rule.toolbarHeight.id)
    let adjusted = try #require(lastChange(trace, "table", .adjustedContentInset))
    #expect(ValueFooting.of(adjusted).confidence == .low)
    #expect(ValueFooting.of(adjusted).rule == Rule.toolbarHeight.id)
  }

  @Test func aValueTheAppSetRestsOnTheApp() {
    var writer = TraceWriter()
    let view = writer.add(name: "v", kind: .view)
    _ = writer.write(
      view, .safeAreaInsets,
      Derived(EdgeInsets(top: 1, left: 0, bottom: 0, right: 0), Rule.toolbarHeight, "low"),
      as: Value.insets)
    #expect(writer.footing(view, .safeAreaInsets)?.rule == Rule.toolbarHeight.id)
    writer.write(view, .safeAreaInsets, .insets(.zero), cause: .app)
    #expect(writer.footing(view, .safeAreaInsets) == nil)
  }

  @Test func aTraceFileKeepsWhatAChangeRestsOn() throws {
    let trace = Simulation.run(try Scenario.load(path: Self.scenarioPath))
    let text = TraceFile.encode(trace)
    #expect(text.contains(#""rule":"safeArea.rootView","restsOn":"toolbar.height","why":"#))
    let decoded = try TraceFile.decode(bytes: Array(text.utf8), file: "lineage.trace.jsonl")
    #expect(decoded.entries == trace.entries)
  }

  /// The footing of one value, found by looking back from a snapshot, is the table's entry for it:
  /// the table of every value is the definition, read in order (the one a value found by the
  /// look-back must agree with, assumed past a behaviour outside the model included).
  @Test(arguments: [
    "bugs/toolbar-gap-above-tab-bar-ios11.2", "transitions/sheet-medium-detent-keyboard",
  ])
  func oneValuesFootingIsTheTablesEntry(_ name: String) throws {
    let path = URL(fileURLWithPath: Self.scenarioPath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("\(name).scenario.json").path
    let trace = Simulation.run(try Scenario.load(path: path))
    var compared = 0
    var assumed = 0
    for snapshot in trace.entries where snapshot.kind == .snapshot {
      let table = ValueFooting.table(in: trace, before: snapshot.seq)
      for (object, footings) in table {
        for (property, footing) in footings {
          #expect(ValueFooting.of(object, property, in: trace, before: snapshot.seq) == footing)
          compared += 1
          if footing.assumedPast != nil { assumed += 1 }
        }
      }
      #expect(ValueFooting.of("no such view", .frame, in: trace, before: snapshot.seq) == nil)
    }
    #expect(compared > 0)
    // The sheet's run goes past outside.sheetKeyboard (its note) before values change.
    if name.hasPrefix("transitions/") { #expect(assumed > 0) }
  }

  /// A view that fills its parent is as sure as the parent's frame: a scroll view filling a
  /// medium-detent sheet rests on `present.sheet.mediumDetent` (low in the catalogue), not on
  /// `layout.fill` alone (high).
  @Test func aViewFillingASheetRestsOnTheSheetsFrame() throws {
    let json = #"""
      {"insetsim":2,"name":"fill-under-sheet","os":"17.0","device":"iPhone 15",
       "root":{"navigationController":{"stack":["List"]}},
       "controllers":{"List":{"subviews":[]},
        "Form":{"subviews":[{"id":"formScroll","type":"scrollView","frame":"fill"}]}},
       "script":[{"at":1.0,"do":"present","controller":"Form","style":"pageSheet",
        "detents":["medium","large"]}]}
      """#
    let trace = Simulation.run(try Scenario.decode(bytes: Array(json.utf8), file: "fill.json"))
    let sheet = try #require(lastChange(trace, "Form.view", .frame))
    #expect(ValueFooting.of(sheet).rule == Rule.presentSheetMediumDetent.id)
    let fill = try #require(lastChange(trace, "formScroll", .frame))
    #expect(fill.rule == Rule.layoutFill.id)
    #expect(fill.restsOn == Rule.presentSheetMediumDetent.id)
    #expect(ValueFooting.of(fill).confidence == Rule.presentSheetMediumDetent.confidence)
  }

  /// The keyboard layout guide is measured from the keyboard's frame and the view's safe area: with
  /// the keyboard up it is as sure as `keyboard.height` (medium), not `keyboard.layoutGuide`
  /// (high).
  @Test func theKeyboardLayoutGuideRestsOnTheKeyboardsFrame() throws {
    let json = #"""
      {"insetsim":2,"name":"guide","os":"17.0","device":"iPhone 15",
       "root":{"navigationController":{"stack":["Chat"]}},
       "controllers":{"Chat":{"subviews":[{"id":"chatScroll","type":"scrollView","frame":"fill"}]}},
       "script":[{"at":1.0,"do":"showKeyboard"}]}
      """#
    let trace = Simulation.run(try Scenario.decode(bytes: Array(json.utf8), file: "guide.json"))
    let guide = try #require(lastChange(trace, "Chat", .keyboardLayoutGuideFrame))
    #expect(guide.rule == Rule.keyboardLayoutGuide.id)
    #expect(guide.restsOn == Rule.keyboardHeight.id)
    #expect(ValueFooting.of(guide).confidence == .medium)
  }

  /// A release the catalogue does not list runs as the nearest one it does (rule os.nearestRelease,
  /// low in the catalogue): a value a rule derives there is only as sure as that stand-in, while a
  /// value the scenario gives (a frame it names) stays the scenario's own.
  @Test func aRunOnAnUnlistedReleaseRestsEveryRulesValueOnTheStandIn() throws {
    let trace = Simulation.run(
      try Scenario.decode(
        """
        {"insetsim": 2, "os": "26.2", "device": "iPhone 17 Pro", "root": "Home",
         "controllers": {"Home": {"subviews": [{"id": "box", "type": "view", "frame": [0, 0, 10, 10]}]}}}
        """, file: "unlisted.scenario.json"))
    #expect(Rule.osNearestRelease.confidence == .low)
    let safeArea = try #require(lastChange(trace, "Home.view", .safeAreaInsets))
    #expect(safeArea.cause == .rule)
    #expect(
      ValueFooting.of(safeArea) == ValueFooting(confidence: .low, rule: Rule.osNearestRelease.id))
    let frame = try #require(lastChange(trace, "box", .frame))
    #expect(ValueFooting.of(frame).confidence == .high)
  }
}

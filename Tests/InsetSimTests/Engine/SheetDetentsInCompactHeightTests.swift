import Testing

@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimTrace

/// A sheet's detents in compact height (an iPhone in landscape): UIKit raises "At least one detent
/// must be active" for an edge-attached sheet whose only detent is medium
/// (https://github.com/quran/quran-ios/pull/961); no source says whether a sheet that shows full
/// screen there raises too, or where an edge-attached sheet with a custom detent rests. Such a run
/// notes outside.sheetDetentsInCompactHeight and goes on; a sheet with an active detent does not.
@Suite struct SheetDetentsInCompactHeightTests {
  static func run(orientation: String, present: String, rotate: Bool = false) throws -> Trace {
    let script =
      #"[{"at": 1, "do": "present", "controller": "Form", "style": "pageSheet", \#(present)}"#
      + (rotate ? #", {"at": 2, "do": "rotate", "to": "landscapeLeft"}]"# : "]")
    return Simulation.run(
      try Scenario.decode(
        """
        {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "orientation": "\(orientation)",
         "root": "Home", "controllers": {"Home": {}, "Form": {}}, "script": \(script)}
        """, file: "sheet.scenario.json"))
  }

  static func notes(_ trace: Trace) -> Int {
    trace.entries.filter {
      $0.kind == .note && $0.rule == RuleID("outside.sheetDetentsInCompactHeight")
    }.count
  }

  @Test func aFullScreenSheetWhoseOnlyDetentIsMediumIsNoted() throws {
    let trace = try Self.run(orientation: "landscapeLeft", present: #""detents": ["medium"]"#)
    #expect(Self.notes(trace) == 1)
    #expect(trace.stopNote == nil)
  }

  @Test func aFullScreenSheetWithALargeDetentIsNotNoted() throws {
    let trace = try Self.run(
      orientation: "landscapeLeft", present: #""detents": ["medium", "large"]"#)
    #expect(Self.notes(trace) == 0)
  }

  @Test func anEdgeAttachedSheetWithACustomDetentIsNotedWhenPresentedOrTurned() throws {
    let present =
      #""detents": [{"custom": 300}, "large"], "prefersEdgeAttachedInCompactHeight": true"#
    #expect(Self.notes(try Self.run(orientation: "landscapeLeft", present: present)) == 1)
    #expect(Self.notes(try Self.run(orientation: "portrait", present: present)) == 0)
    #expect(
      Self.notes(try Self.run(orientation: "portrait", present: present, rotate: true)) == 1)
  }
}

import Testing

@testable import InsetSimRules

/// A rule id is its string's place in a table kept for the process: equal strings give one id,
/// its string reads back unchanged, and ids order by their strings (`RuleID`'s documentation).
@Suite struct RuleIDTests {
  @Test func equalStringsAreOneIDAndReadBack() {
    let a = RuleID("test.ruleID.same")
    let b = RuleID(String("test.ruleID.") + "same")
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a.rawValue == "test.ruleID.same")
    #expect(a != RuleID("test.ruleID.other"))
  }

  @Test func theEmptyIDIsValid() {
    #expect(RuleID("").rawValue == "")
    #expect(RuleID("") == Footing.app.rule)
    #expect(RuleID("") < RuleID("a"))
  }

  /// Ordered as their strings are, whatever order they were made in.
  @Test func idsOrderByTheirStrings() {
    let made = ["test.order.c", "test.order.a", "test.order.b"].map { RuleID($0) }
    #expect(made.sorted().map { $0.rawValue } == ["test.order.a", "test.order.b", "test.order.c"])
    #expect(!(made[0] < made[0]))
  }

  /// Past the first chunks of the table (64, then 128, 256 places), from several threads at once:
  /// each string gets one place, and reads back.
  @Test func manyIDsFromSeveralThreads() async {
    let names = (0..<1_000).map { "test.many.\($0)" }
    let ids = await withTaskGroup(of: [RuleID].self) { group in
      for _ in 0..<4 { group.addTask { names.map { RuleID($0) } } }
      var all: [[RuleID]] = []
      for await ids in group { all.append(ids) }
      return all
    }
    for other in ids.dropFirst() { #expect(other == ids[0]) }
    #expect(ids[0].map { $0.rawValue } == names)
    #expect(Set(ids[0]).count == names.count)
  }
}

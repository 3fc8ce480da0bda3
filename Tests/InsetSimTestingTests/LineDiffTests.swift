import Testing

@testable import InsetSimTesting

@Suite struct LineDiffTests {
  @Test func aChangedLineIsShownRemovedThenAddedBetweenItsNeighbours() {
    let diff = LineDiff(expected: ["a", "b", "c"], actual: ["a", "B", "c"])
    #expect(diff.rendered() == "    a\n  − b\n  + B\n    c")
    #expect(diff.firstDifferenceLine == 2)
  }

  @Test func linesFarFromAnyDifferenceAreCounted() {
    let expected = (1...12).map { "line \($0)" }
    var actual = expected
    actual[5] = "line six"
    #expect(
      LineDiff(expected: expected, actual: actual).rendered() == """
            … (3 unchanged lines)
            line 4
            line 5
          − line 6
          + line six
            line 7
            line 8
            … (4 unchanged lines)
        """)
  }

  @Test func aSingleHiddenLineIsShownRatherThanCounted() {
    let expected = ["1", "2", "3", "4", "5", "6", "7"]
    let actual = ["1", "2", "3", "x", "5", "6", "7"]
    #expect(
      LineDiff(expected: expected, actual: actual).rendered()
        == "    1\n    2\n    3\n  − 4\n  + x\n    5\n    6\n    7")
  }

  @Test func insertedAndDeletedLinesKeepTheCommonOnesInPlace() {
    let diff = LineDiff(
      expected: ["viewDidLoad", "viewWillAppear", "viewDidAppear"],
      actual: ["viewDidLoad", "viewIsAppearing", "viewDidAppear", "viewDidLayoutSubviews"])
    #expect(
      diff.lines == [
        .same("viewDidLoad"), .removed("viewWillAppear"), .added("viewIsAppearing"),
        .same("viewDidAppear"), .added("viewDidLayoutSubviews"),
      ])
  }

  @Test func equalTextsHaveNoDifference() {
    let diff = LineDiff(expected: "a\nb\n", actual: "a\r\nb")
    #expect(diff.isEmpty)
    #expect(diff.firstDifferenceLine == nil)
  }

  @Test func aLineAddedAtTheEndIsAfterTheLastExpectedLine() {
    #expect(LineDiff(expected: "a\nb\n", actual: "a\nb\nc\n").firstDifferenceLine == 3)
  }
}

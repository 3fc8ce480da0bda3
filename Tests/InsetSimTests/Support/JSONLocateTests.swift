import Testing

@testable import InsetSimSupport

/// `JSONParser.locateElements`: where the elements of an array are written, for reports.
@Suite struct JSONLocateTests {
  private func locate(_ path: [String], _ text: String) -> [JSONParser.ElementLocation]? {
    JSONParser.locateElements(ofArrayAt: path, in: Array(text.utf8))
  }

  @Test func elementsOfATopLevelKeyAreFoundByLineAndColumn() throws {
    let text =
      "{\"name\": \"a\", \"expect\": [1,\n  {\"order\": [], \"source\": \"s\"},\n\t{\"at\": \"x\"}]}"
    let found = try #require(locate(["expect"], text))
    #expect(found.count == 3)
    #expect(found[0] == .init(offset: 25, line: 1, column: 26, keys: []))
    #expect(found[1] == .init(offset: 30, line: 2, column: 3, keys: ["order", "source"]))
    #expect(found[2] == .init(offset: 61, line: 3, column: 2, keys: ["at"]))
  }

  /// Columns count characters, not bytes, as the parser's error messages do.
  @Test func columnsCountCharacters() throws {
    let found = try #require(locate(["expect"], "{\"nàme\": \"ʀʀ\", \"expect\": [{}]}"))
    #expect(found.map(\.column) == [27])
    #expect(found.map(\.offset) == [29])
  }

  /// A trace's first line is enough: the scan stops after the array, before the next line.
  @Test func aNestedArrayInATraceHeaderIsFoundWithoutReadingFurther() throws {
    let text =
      "{\"insetsim-trace\":1,\"scenario\":{\"expect\":[{\"at\":\"t=0\"},{\"called\":\"x\"}]}}\n{\"seq\":0}\nnot json"
    let found = try #require(locate(["scenario", "expect"], text))
    #expect(found.map(\.keys) == [["at"], ["called"]])
    #expect(found.map(\.line) == [1, 1])
    #expect(found.map(\.column) == [43, 56])
  }

  @Test func aMissingArrayOrBadJSONIsNil() {
    #expect(locate(["expect"], "{\"observe\": []}") == nil)
    #expect(locate(["expect"], "{\"expect\": {}}") == nil)
    #expect(locate(["expect"], "{\"expect\": [1, }") == nil)
    #expect(locate(["expect"], "[]") == nil)
    #expect(locate(["expect"], "{\"expect\": []}") == [])
  }

  /// An input error's path is found at its last key's opening quote or its last element's first
  /// character; lines and columns counted by hand in the text below.
  @Test func anInputErrorsPathIsFoundAtItsKeyOrElement() {
    let text =
      "{\n  \"insetsim\": 1,\n  \"devcie\": \"x\",\n  \"controller\": {\"subviews\": [\n"
      + "    {\"id\": \"a\"},\n    {\"id\": \"t\", \"type\": \"tabelView\"}]}}"
    let bytes = Array(text.utf8)
    #expect(JSONParser.locate(path: "devcie", in: bytes).map { [$0.line, $0.column] } == [3, 3])
    #expect(
      JSONParser.locate(path: "controller.subviews[1]", in: bytes).map { [$0.line, $0.column] }
        == [6, 5])
    #expect(
      JSONParser.locate(path: "controller.subviews[1].type", in: bytes).map {
        [$0.line, $0.column]
      } == [6, 17])
    #expect(JSONParser.locate(path: "controller.subviews[2]", in: bytes) == nil)
    #expect(JSONParser.locate(path: "missing", in: bytes) == nil)
    #expect(JSONParser.locate(path: "controller.subviews[x]", in: bytes) == nil)
  }
}

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

/// The text log wraps at 100 columns (or the width given); the trace file says what its numbers
/// mean, writes `"from": null` where a value was unset, and still reads traces written before
/// either.
@Suite struct TextAndTraceFileFormatTests {
  static let rotation = RendererGoldenTests.traces.appendingPathComponent(
    "devices/iPhone-X-navigation-rotation.scenario.json"
  ).path

  @Test func textLinesWrapAtTheWidth() throws {
    let trace = Simulation.run(try Scenario.load(path: Self.rotation))
    for width in [100, 72] {
      // Over the width only when one word is
      // (ViewController.scrollViewDidChangeAdjustedContentInset is 54).
      let long = TextRenderer(width: width).render(trace).split(separator: "\n")
        .filter { $0.count > width && $0.trimmingCharacters(in: .whitespaces).contains(" ") }
      #expect(long.isEmpty, "lines over \(width): \(long)")
    }
    // The safeArea.automatic.contentScrollView explanation (206 characters on one line before)
    // continues on lines indented two columns deeper than the rule's line (21 spaces).
    let text = TextRenderer().render(trace)
    #expect(
      text.contains(
        "                     safeArea.automatic.contentScrollView: (88, 0, 34, 0) = contentInset (0, 0, 0,\n"
          + "                       0) + safe area (88, 0, 34, 0)"))
  }

  @Test func explanationsWrapAtTheWidthToo() throws {
    let trace = Simulation.run(try Scenario.load(path: Self.rotation))
    let long = ExplainRenderer().render(trace).split(separator: "\n")
      .filter { $0.count > 100 && $0.trimmingCharacters(in: .whitespaces).contains(" ") }
    #expect(long.isEmpty, "lines over 100: \(long)")
  }

  @Test func wrappingBreaksAtSpacesAndKeepsLongWordsWhole() {
    #expect(TextRenderer.wrap("aaa bbb ccc", width: 7, continuation: "  ") == "aaa bbb\n  ccc")
    #expect(
      TextRenderer.wrap("  x abcdefghij y", width: 6, continuation: "    ")
        == "  x\n    abcdefghij\n    y")
    #expect(TextRenderer.wrap("short", width: 40, continuation: "") == "short")
  }

  /// The text log wraps on UTF-8 bytes, counting a column per scalar where every scalar is a
  /// character of its own; the same lines split and wrapped character by character must come out
  /// byte for byte the same, whatever the text: accents, arrows, combining marks, emoji with
  /// joiners and modifiers, flags, Hangul, CJK, carriage returns, lines of spaces.
  @Test func wrappingOnBytesMatchesWrappingOnCharacters() {
    let pieces = [
      "word", "é", "e\u{301}", "→", "∅", "—", "🇫🇷", "👩‍👩‍👧", "👍🏽", "한", "\u{1100}\u{1161}", "漢字", "\r\n",
      "\r", "\n",
      " ", "  ", "x", "tableView.contentInset", "(64, 0, 49, 0)", "\u{200D}", "\u{FE0F}", "™",
      "a\u{20DD}",
    ]
    var state: UInt64 = 42  // a linear congruential generator, so the lines repeat from run to run
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    var lines: [String] = [
      "", " ", "    ", String(repeating: "a", count: 120), String(repeating: "é ", count: 70),
    ]
    for _ in 0..<3_000 {
      var line = ""
      let n = Int(next() % 60)
      for _ in 0..<n { line += pieces[Int(next() % UInt64(pieces.count))] }
      lines.append(line)
    }
    for width in [6, 11, 40, 72, 100] {
      for line in lines {
        var bytes = ""
        TextRenderer.appendWrapped(line, width: width, to: &bytes)
        var characters = ""
        for (k, part) in line.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        {
          let continuation = TextRenderer.indent + (k == 0 ? "" : "  ")
          characters +=
            TextRenderer.wrap(String(part), width: width, continuation: continuation) + "\n"
        }
        #expect(
          Array(bytes.utf8) == Array(characters.utf8), "width \(width): \(line.debugDescription)")
      }
    }
  }

  @Test func theHeaderStatesUnitsAndArrayOrders() throws {
    let header = TraceFile.header(Simulation.run(.seedExample(os: OSVersion(10, 3))))
    #expect(header["units"]?["t"] == .string("virtual time in microseconds (1000000 = 1 s)"))
    #expect(
      header["units"]?["insets"]
        == .array([.string("top"), .string("left"), .string("bottom"), .string("right")]))
    #expect(
      header["units"]?["rect"]
        == .array([.string("x"), .string("y"), .string("width"), .string("height")]))
  }

  @Test func aChangeFromAnUnsetValueWritesFromNullAndReadsBack() throws {
    let trace = Simulation.run(.seedExample(os: OSVersion(10, 3)))
    let encoded = TraceFile.encode(trace)
    // On iOS 10.3 the status bar's frame is set at launch from nothing to (0, 0, 375, 20)
    // (UIKIT-FACTS: 20 pt).
    #expect(
      encoded.contains(
        "\"object\":\"statusBar\",\"property\":\"frame\",\"from\":null,\"to\":[0,0,375,20],\"cause\":\"rule\""
      ))
    let back = try TraceFile.decode(bytes: Array(encoded.utf8), file: "seed")
    #expect(back.entries == trace.entries)
  }

  @Test func aTraceWithoutUnitsOrFromStillReads() throws {
    let old = """
      {"insetsim-trace":1,"producer":"insetsim 0.1","scenario":{"insetsim":1,"name":"old","os":"10.3","device":"iPhone 8","controller":{"name":"ViewController"}}}
      {"t":0,"turn":0,"seq":0,"kind":"change","object":"statusBar","property":"frame","to":[0,0,375,20],"cause":"rule","rule":"statusBar.height"}

      """
    let trace = try TraceFile.decode(bytes: Array(old.utf8), file: "old.trace.jsonl")
    #expect(trace.entries.count == 1 && trace.entries[0].from == nil)
    #expect(trace.entries[0].to == .rect(Rect(x: 0, y: 0, width: 375, height: 20)))
  }

  @Test(
    arguments: (try? InputFiles.under(
      RendererGoldenTests.traces.appendingPathComponent("golden").path, suffixes: [".trace.jsonl"]))
      ?? [])
  func goldenTracesAreInTheCurrentFormat(_ path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let trace = try TraceFile.decode(bytes: Array(text.utf8), file: path)
    #expect(TraceFile.encode(trace) == text)
  }
}

import Foundation
import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace
@testable import InsetSimTraceFormat

/// Trace lines read straight from their bytes: every line as written is taken by the scanner and
/// gives the entry the JSON parser gives; every other line is left to the parser, which reads or
/// rejects it as before.
@Suite struct TraceLineScannerTests {
  static let traces = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Traces")

  /// The scanner's entry for `line`, or nil when it leaves the line to the parser.
  private func scanned(_ line: String) -> TraceEntry? {
    var strings = TraceStrings()
    return Array(line.utf8).withUnsafeBufferPointer {
      TraceLineScanner.entry($0, strings: &strings)
    }
  }

  /// The parser's entry for `line`.
  private func parsed(_ line: String) throws(InputError) -> TraceEntry {
    try TraceFile.entry(
      TraceFile.parseLine(Array(line.utf8)[...], line: 2, file: "t.jsonl"), line: 2, file: "t.jsonl"
    )
  }

  /// The line as the writer writes the entry.
  private func written(_ e: TraceEntry) -> String {
    var out = JSONTextBuffer()
    TraceFile.write(e, to: &out)
    return out.text
  }

  @Test func everyWrittenLineOfTheGoldenAndRecordedTracesIsScannedToTheParsersEntry() throws {
    let files = try ["golden", "recorded"].flatMap { folder in
      try FileManager.default.contentsOfDirectory(
        atPath: Self.traces.appendingPathComponent(folder).path
      )
      .filter { $0.hasSuffix(".trace.jsonl") }.sorted().map {
        Self.traces.appendingPathComponent(folder).appendingPathComponent($0)
      }
    }
    #expect(files.count >= 15)
    var lines = 0
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n").dropFirst().map(String.init) {
        let fast = scanned(line)
        let slow = try parsed(line)
        #expect(fast == slow, "\(file.lastPathComponent): \(line)")
        // The same bytes back: numbers, names and snapshot layout alike.
        #expect(fast.map(written) == line, "\(file.lastPathComponent): \(line)")
        #expect(fast?.values?.names == slow.values?.names)
        lines += 1
      }
    }
    #expect(lines > 700)
  }

  @Test func aTraceReadsTheSameWithCarriageReturnsAtLineEnds() throws {
    let trace = Simulation.run(.seedExample(os: OSVersion(11, 0)))
    let text = TraceFile.encode(trace)
    let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
    let decoded = try TraceFile.decode(bytes: Array(crlf.utf8), file: "crlf.trace.jsonl")
    #expect(decoded.entries == trace.entries)
    // 63 entries, and the first traitCollectionDidChange of iOS 8–12 (rule traits.firstAppearance).
    #expect(decoded.entries.count == 64)
  }

  @Test func linesInAnotherFormAreLeftToTheParserWhichReadsThemAsBefore() throws {
    let variants: [(line: String, name: String?, t: Int64)] = [
      (
        #"{"turn":0,"t":5,"seq":0,"kind":"callback","object":"ViewController","name":"viewDidLoad"}"#,
        "viewDidLoad", 5
      ),
      (
        #"{"t": 5, "turn": 0, "seq": 0, "kind": "callback", "name": "viewDidLoad"}"#, "viewDidLoad",
        5
      ),
      (#"{"t":5,"turn":0,"seq":0,"kind":"callback","name":"view\u0044idLoad"}"#, "viewDidLoad", 5),
      (#"{"t":5.0,"turn":0,"seq":0,"kind":"callback","name":"viewDidLoad"}"#, "viewDidLoad", 5),
      (#"{"t":5e0,"turn":0,"seq":0,"kind":"callback","name":"viewDidLoad"}"#, "viewDidLoad", 5),
      (#" {"t":5,"turn":0,"seq":0,"kind":"callback","name":"viewDidLoad"}"#, "viewDidLoad", 5),
      (#"{"t":5,"turn":0,"seq":0,"kind":"callback","name":"a\/b"}"#, "a/b", 5),
    ]
    for v in variants {
      #expect(scanned(v.line) == nil, "\(v.line)")
      let e = try parsed(v.line)
      #expect(e.name == v.name)
      #expect(e.t == v.t)
    }
    // A change read in another key order: `from` before `property`.
    let change = try parsed(
      #"{"t":0,"turn":0,"seq":1,"kind":"change","object":"v","from":null,"property":"hidden","to":true,"cause":"app"}"#
    )
    #expect(
      scanned(
        #"{"t":0,"turn":0,"seq":1,"kind":"change","object":"v","from":null,"property":"hidden","to":true,"cause":"app"}"#
      ) == nil)
    #expect(
      change.to == .bool(true) && change.from == nil && change.property == .hidden
        && change.cause == .app)
  }

  @Test func linesTheParserRejectsAreNeverTakenAndKeepTheirMessages() throws {
    let bad: [(line: String, problem: String)] = [
      (
        #"{"t":0,"turn":0,"seq":0,"kind":"note","detail":"a","detail":"b"}"#,
        "duplicate key 'detail'"
      ),
      (
        #"{"t":0,"turn":0,"seq":0,"kind":"change","object":"v","property":"hidden"}"#,
        "a change needs 'property' and 'to'"
      ),
      (
        #"{"t":0,"turn":0,"seq":0,"kind":"snapshot","at":"p","values":{"K":{},"K":{}}}"#,
        "duplicate key 'K'"
      ),
      // U+212A KELVIN SIGN is canonically equivalent to "K": the same key to the parser.
      (
        #"{"t":0,"turn":0,"seq":0,"kind":"snapshot","at":"p","values":{"K":{},"\#u{212A}":{}}}"#,
        "duplicate key '\u{212A}'"
      ),
      (
        #"{"t":0,"turn":0,"seq":0,"kind":"snapshot","at":"p","values":{"v":{"hidden":true,"hidden":false}}}"#,
        "duplicate key 'hidden'"
      ),
      (
        #"{"t":0,"turn":0,"seq":0,"kind":"change","object":"v","property":"contentInset","from":null,"to":[0,0,0,2000000000000],"cause":"app"}"#,
        "the number 2000000000000 is out of range"
      ),
      (
        #"{"t":0,"turn":0,"seq":0,"kind":"change","object":"v","property":"frame","from":null,"to":[0,0,-1,0],"cause":"app"}"#,
        "the number -1 is out of range"
      ),
      (
        #"{"t":01,"turn":0,"seq":0,"kind":"note"}"#,
        "a number may not start with 0 followed by more digits"
      ),
      (
        #"{"t":0,"turn":0,"seq":0,"kind":"note","detail":"tab\#there"}"#,
        "a control character inside a string; escape it"
      ),
      (#"{"t":0,"turn":0,"seq":0,"kind":"nope"}"#, "unknown kind 'nope'"),
    ]
    for b in bad {
      #expect(scanned(b.line) == nil, "\(b.line)")
      do {
        _ = try parsed(b.line)
        Issue.record("read without an error: \(b.line)")
      } catch {
        #expect(error.problem.hasSuffix(b.problem), "\(error.problem)")
      }
    }
  }

  @Test func numbersAreTheDoublesTheParserReads() throws {
    let line =
      #"{"t":0,"turn":0,"seq":0,"kind":"change","object":"v","property":"contentInset","from":[97.66666666666667,0.1,-0,2.5E-3],"to":[1e2,-12.25,123456.5,0.000001],"cause":"rule","rule":"r"}"#
    // 123456.5 is beyond a scenario's 100,000-point bound, within a trace's.
    #expect(try #require(scanned(line)) == parsed(line))
    let inRange = line.replacingOccurrences(of: "123456.5", with: "99999.75")
    let fast = try #require(scanned(inRange))
    let slow = try parsed(inRange)
    #expect(fast == slow)
    let bits = { (v: Value?) in
      v?.insetsValue.map { [$0.top, $0.left, $0.bottom, $0.right].map(\.bitPattern) }
    }
    #expect(bits(fast.from) == bits(slow.from))
    #expect(bits(fast.to) == bits(slow.to))
    #expect(fast.from?.insetsValue?.top == 97.66666666666667)
    #expect(fast.from?.insetsValue?.bottom.sign == .minus, "-0 stays negative zero")
    #expect(
      fast.to?.insetsValue == EdgeInsets(top: 100, left: -12.25, bottom: 99999.75, right: 0.000001))
  }

  @Test func aSnapshotKeepsItsObjectsInOrderWithEmptyOnesNamed() throws {
    let line =
      #"{"t":0,"turn":0,"seq":3,"kind":"snapshot","at":"viewDidAppear","values":{"window":{},"tableView":{"contentInset":[64,0,49,0],"hidden":false},"ViewController":{"topLayoutGuide.length":64,"topLayoutGuide":64}}}"#
    let fast = try #require(scanned(line))
    let slow = try parsed(line)
    #expect(fast == slow)
    #expect(fast.values?.names == ["window", "tableView", "ViewController"])
    #expect(
      fast.values?.value("tableView", .contentInset)
        == .insets(EdgeInsets(top: 64, left: 0, bottom: 49, right: 0)))
    #expect(
      fast.values?.items.count == 4,
      "the alias and the full name are two keys, as the parser reads them")
  }

  @Test func namesReadAgainAreShared() {
    var strings = TraceStrings()
    let name = Array("navigationController.navigationBar".utf8)
    let a = name.withUnsafeBufferPointer { strings.string($0) }
    let b = name.withUnsafeBufferPointer { strings.string($0) }
    #expect(a == "navigationController.navigationBar" && b == a)
    let other = Array("navigationController.toolbar".utf8).withUnsafeBufferPointer {
      strings.string($0)
    }
    #expect(other == "navigationController.toolbar")
    // Past its first slots the table grows and keeps what it held.
    let many = (0..<200).map { "ViewController.subview\($0)" }
    let kept = many.map { Array($0.utf8).withUnsafeBufferPointer { strings.string($0) } }
    #expect(kept == many)
    #expect(
      name.withUnsafeBufferPointer { strings.string($0) } == "navigationController.navigationBar")
  }
}

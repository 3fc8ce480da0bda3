import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimSupport
@testable import InsetSimTrace

/// Reading a trace takes nothing it would then ignore (the trace format of the DocsOutput article's
/// "Traces"
/// section): the header's keys and units, the scenario it embeds, each entry's `seq` (its position)
/// and the fields of its kind; and, in a trace InsetSim wrote, time and turns that only go forward
/// and changes whose cause says what goes with them.
@Suite struct TraceFileStrictnessTests {
  /// The seed example's trace as InsetSim writes it, split into lines (the header first).
  static func lines() -> [String] {
    TraceFile.encode(Simulation.run(Scenario.seedExample(os: OSVersion(10, 3)))).split(
      separator: "\n"
    ).map(String.init)
  }

  /// The message reading `lines` fails with.
  static func message(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation)
    -> String
  {
    do {
      _ = try TraceFile.decode(
        bytes: Array((lines.joined(separator: "\n") + "\n").utf8), file: "t.trace.jsonl")
      Issue.record("read without an error", sourceLocation: sourceLocation)
      return ""
    } catch {
      return "\(error)"
    }
  }

  /// The first entry line of `kind`, with its index.
  static func first(_ kind: String, in lines: [String]) throws -> Int {
    try #require(lines.indices.dropFirst().first { lines[$0].contains(#""kind":"\#(kind)""#) })
  }

  @Test func theUnmodifiedTraceReads() throws {
    let trace = try TraceFile.decode(
      bytes: Array((Self.lines().joined(separator: "\n") + "\n").utf8), file: "t.trace.jsonl")
    #expect(trace.entries.count == Self.lines().count - 1)
  }

  @Test func anUnknownHeaderKeyOrOtherUnitsAreRefused() {
    var lines = Self.lines()
    lines[0] = lines[0].replacingOccurrences(of: #""producer":"#, with: #""extra":1,"producer":"#)
    #expect(
      Self.message(lines).hasPrefix(
        "t.trace.jsonl: line 1, key 'extra': unknown key 'extra' in the header; expected one of insetsim-trace, producer, units, recordedOn, scenario"
      ))
    lines = Self.lines()
    lines[0] = lines[0].replacingOccurrences(
      of: "virtual time in microseconds", with: "virtual time in seconds")
    #expect(
      Self.message(lines).hasPrefix("t.trace.jsonl: line 1, key 'units': not this format's units"))
  }

  /// Every command that reads a trace decodes its header's scenario (explain and diff through
  /// `TraceReplay.embeddedScenario`, as replay, lint and check do), its errors pointing into line
  /// 1.
  @Test func theHeadersScenarioIsDecoded() throws {
    var lines = Self.lines()
    lines[0] = lines[0].replacingOccurrences(
      of: #""device":"iPhone 8""#, with: #""device":"iPhone 88""#)
    let trace = try TraceFile.decode(
      bytes: Array((lines.joined(separator: "\n") + "\n").utf8), file: "t.trace.jsonl")
    #expect(throws: InputError.self) {
      _ = try TraceReplay.embeddedScenario(of: trace, file: "t.trace.jsonl")
    }
    do {
      _ = try TraceReplay.embeddedScenario(of: trace, file: "t.trace.jsonl")
    } catch {
      #expect(
        "\(error)".hasPrefix(
          "t.trace.jsonl: line 1, at scenario.device: unknown device 'iPhone 88'"))
    }
  }

  /// `seq` is "the entry's position in the trace, from 0" (the header's units).
  @Test func aSeqThatIsNotThePositionIsRefused() {
    var lines = Self.lines()
    lines[3] = lines[3].replacingOccurrences(of: #""seq":2,"#, with: #""seq":7,"#)
    #expect(
      Self.message(lines)
        == "t.trace.jsonl: line 4, key 'seq': found 7; expected 2, the entry's position in the trace (from 0)"
    )
  }

  @Test func aFieldOfAnotherKindIsRefused() throws {
    var lines = Self.lines()
    let i = try Self.first("callback", in: lines)
    lines[i] = lines[i].replacingOccurrences(
      of: #""kind":"callback","#, with: #""kind":"callback","at":"viewDidAppear","#)
    #expect(
      Self.message(lines).hasPrefix(
        "t.trace.jsonl: line \(i + 1), key 'at': 'at' does not go with a callback"))
    lines = Self.lines()
    lines[i] = lines[i].replacingOccurrences(
      of: #""kind":"callback","#, with: #""kind":"callback","to":[1,2,3,4],"#)
    #expect(
      Self.message(lines)
        == #"t.trace.jsonl: line \#(i + 1), key 'to': 'to' goes with a 'property'; expected "property": NAME before "to""#
    )
  }

  @Test func inAnInsetSimTraceTimeGoesForwardAndChangesSayTheirCause() throws {
    var lines = Self.lines()
    let last = lines.count - 1
    lines[last] = lines[last].replacingOccurrences(of: #"{"t":16667,"#, with: #"{"t":1,"#)
    #expect(Self.message(lines).contains("key 't': goes back: 1 after 16667"))
    lines = Self.lines()
    let i = try Self.first("change", in: lines)
    lines[i] = lines[i].replacingOccurrences(of: #","cause":"init""#, with: "")
    #expect(
      Self.message(lines)
        == #"t.trace.jsonl: line \#(i + 1): a change without a 'cause'; expected "cause": "app", "rule" or "init""#
    )
  }
}

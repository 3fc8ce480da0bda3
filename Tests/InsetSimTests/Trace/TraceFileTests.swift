import Testing

@testable import InsetSim
@testable import InsetSimSupport
@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimTrace
@testable import InsetSimEngine
@testable import InsetSimRender
@testable import InsetSimLint
@testable import InsetSimMatrix

@Suite struct TraceFileTests {
  @Test func jsonlRoundTripsEveryEntry() throws {
    var scenario = Scenario.seedExample(os: OSVersion(11, 0))
    scenario.observe.append(.callback(CallbackRef("viewSafeAreaInsetsDidChange"), .last))
    let trace = Simulation.run(scenario)
    let text = TraceFile.encode(trace)
    let decoded = try TraceFile.decode(bytes: Array(text.utf8), file: "seed.trace.jsonl")
    #expect(decoded.entries == trace.entries)
    #expect(decoded.scenario == trace.scenario)
    #expect(TraceFile.encode(decoded) == text)
  }

  @Test func headerEmbedsTheWholeScenario() throws {
    let scenario = Scenario.seedExample(os: OSVersion(10, 3))
    let trace = Simulation.run(scenario)
    let decoded = try TraceFile.decode(bytes: Array(TraceFile.encode(trace).utf8), file: "t.jsonl")
    #expect(try Scenario(json: decoded.scenario, file: "header") == scenario)
  }

  @Test func firstLineIsTheHeaderAndEntriesAreNumberedInOrder() {
    let trace = Simulation.run(.seedExample(os: OSVersion(10, 3)))
    let lines = TraceFile.encode(trace).split(separator: "\n")
    #expect(lines[0].hasPrefix("{\"insetsim-trace\":1,\"producer\":\"insetsim"))
    #expect(trace.entries.map(\.seq) == Array(0..<trace.entries.count))
  }

  @Test func aCorruptedLineIsReportedWithItsNumber() {
    let trace = Simulation.run(.seedExample(os: OSVersion(10, 3)))
    var lines = TraceFile.encode(trace).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines[3] = "{\"t\": 0, \"turn\": 0, \"seq\": 2, \"kind\": \"chnage\"}"
    #expect(throws: InputError.self) { try TraceFile.decode(bytes: Array(lines.joined(separator: "\n").utf8), file: "bad.jsonl") }
    do {
      _ = try TraceFile.decode(bytes: Array(lines.joined(separator: "\n").utf8), file: "bad.jsonl")
    } catch {
      #expect(error.description == "bad.jsonl: line 4, key 'kind': unknown kind 'chnage'; expected one of event, callback, change, snapshot, note. Did you mean 'change'?")
    }
  }

  @Test func anEmptyFileIsAnError() {
    do {
      _ = try TraceFile.decode(bytes: [], file: "empty.jsonl")
      Issue.record("an empty trace was accepted")
    } catch {
      #expect(error.description == "empty.jsonl: the file is empty; expected a trace header {\"insetsim-trace\": 1, \"producer\": …, \"scenario\": {…}} on line 1")
    }
  }
}

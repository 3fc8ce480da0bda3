// libFuzzer harness for the scenario decoder. Not a SwiftPM target: Scripts/fuzz.sh compiles it with every
// file of the library's layer targets into one module (-sanitize=fuzzer,address).
//
// Each input is decoded as a scenario file. A decoding error is the expected outcome for most inputs; any
// crash, hang or sanitizer report is a bug. A scenario that decodes is also simulated, rendered in every
// format, written as a trace and read back, so the engine and renderers see what the decoder lets through.

@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioDecoderFuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  guard let scenario = try? Scenario.decode(bytes: bytes, file: "fuzz.scenario.json") else { return 0 }
  // Whatever decodes must survive a round trip through its own JSON form.
  _ = try? Scenario(json: scenario.json, file: "fuzz.scenario.json")
  let trace = Simulation.run(scenario)
  for renderer in fuzzRenderers { _ = renderer.render(trace) }
  let encoded = TraceFile.encode(trace)
  _ = try? TraceFile.decode(bytes: Array(encoded.utf8), file: "fuzz.trace.jsonl")
  for result in ExpectationCheck.run(scenario) { _ = result.message }
  return 0
}

let fuzzRenderers: [any TraceRenderer] = [
  TextRenderer(), MarkdownRenderer(), MermaidRenderer(), SVGRenderer(), ChromeTraceRenderer(), JSONLRenderer(),
  ExplainRenderer(object: nil, property: nil),
]

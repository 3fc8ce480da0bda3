// libFuzzer harness for the trace reader. Not a SwiftPM target: Scripts/fuzz.sh compiles it with every
// file of the library's layer targets into one module (-sanitize=fuzzer,address).
//
// Each input is read as a trace file (*.trace.jsonl). A reading error is the expected outcome for most
// inputs; any crash, hang or sanitizer report is a bug. A trace that reads is replayed against a new
// simulation of its embedded scenario and diffed with itself, as `insetsim replay` and `diff` do.

@_cdecl("LLVMFuzzerTestOneInput")
public func traceReaderFuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  guard let trace = try? TraceFile.decode(bytes: bytes, file: "fuzz.trace.jsonl") else { return 0 }
  _ = TextRenderer().render(trace)
  _ = TraceFile.encode(trace)
  _ = TraceDiff(trace, trace).isIdentical
  if let report = try? TraceReplay.replay(trace, file: "fuzz.trace.jsonl") { _ = report.description }
  return 0
}

import InsetSimSupport

/// Trace entries read one line at a time, as ``TraceFile/decode(bytes:file:)`` reads each line:
/// straight from the bytes when the line is as written, through the JSON parser otherwise; names
/// read again are shared.
///
///     var reader = TraceLineReader()
///     let e = try reader.entry(line, number: 2, file: "run.trace.jsonl")
package struct TraceLineReader {
  private var strings = TraceStrings()

  package init() {}

  /// The entry on `line` (without its newline), line `number` of `file` for messages.
  package mutating func entry(_ line: UnsafeBufferPointer<UInt8>, number: Int, file: String)
    throws(InputError) -> TraceEntry
  {
    if let e = TraceLineScanner.entry(line, strings: &strings) { return e }
    return try TraceFile.entry(
      TraceFile.parseLine(ArraySlice(line), line: number, file: file), line: number, file: file)
  }
}

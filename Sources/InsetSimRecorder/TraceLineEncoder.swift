import InsetSimTraceFormat

/// Writes trace lines (JSON Lines) exactly as InsetSim's `TraceFile.encode` does: the same key
/// order, numbers and string escapes, so a recorded trace and a simulated one can be read and
/// compared alike.
///
///     TraceLineEncoder.line(for: .callback(object: "ViewController", name: "viewDidLoad"), seq: 0)
///
/// ```text
/// {"t":0,"turn":0,"seq":0,"kind":"callback","object":"ViewController","name":"viewDidLoad"}
/// ```
///
/// Keys come in the order t, turn, seq, kind, at, object, name, property, from, to, cause, rule,
/// why, during, detail, values; absent ones are left out. Whole numbers are written as integers
/// (`64`), others in Swift's shortest round-trip form (`97.66666666666667`); NaN and infinities as
/// `null`.
public enum TraceLineEncoder {
  /// The format version written in the header's `"insetsim-trace"` key.
  public static let formatVersion = TraceLineLayout.formatVersion

  /// What the numbers mean, as InsetSim's `TraceFile.units` writes it into every header.
  public static var unitsJSON: String { TraceLineLayout.unitsJSON }

  /// The header line, `{"insetsim-trace":1,"producer":…,"units":{…},"scenario":{…}}`, without its
  /// newline.
  ///
  /// `scenarioJSON` is a scenario file's text (`*.scenario.json`); it is kept as written, with the
  /// whitespace between tokens removed so that it fits on one line.
  ///
  /// - Throws: ``ScenarioJSONError`` when the text is not one JSON object.
  public static func header(
    scenarioJSON: String, producer: String, recordedOn: RecordingDevice? = nil
  ) throws(ScenarioJSONError) -> String {
    var out = "{\"\(TraceLineLayout.magicKey)\":\(formatVersion),\"producer\":"
    writeString(producer, to: &out)
    out += ",\"units\":" + unitsJSON
    if let recordedOn { out += ",\"\(TraceLineLayout.recordedOnKey)\":" + recordedOn.json }
    out += ",\"scenario\":"
    out += try ScenarioJSONError.compacted(scenarioJSON)
    out += "}"
    return out
  }

  /// One entry as a line of JSON, without its newline.
  public static func line(for entry: RecordedEntry, seq: Int) -> String {
    var out = "{\"t\":\(entry.t),\"turn\":\(entry.turn),\"seq\":\(seq),\"kind\":"
    writeString(entry.kind.rawValue, to: &out)
    func key(_ name: String, _ value: String?) {
      guard let value else { return }
      out += ",\"\(name)\":"
      writeString(value, to: &out)
    }
    key("at", entry.at)
    key("object", entry.object)
    key("name", entry.name)
    key("detail", entry.detail)
    if let values = entry.values {
      out += ",\"values\":{"
      for (i, object) in values.objects.enumerated() {
        if i > 0 { out += "," }
        writeString(object.name, to: &out)
        out += ":{"
        for (j, pair) in object.values.enumerated() {
          if j > 0 { out += "," }
          writeString(pair.property.rawValue, to: &out)
          out += ":"
          pair.value.write(to: &out)
        }
        out += "}"
      }
      out += "}"
    }
    out += "}"
    return out
  }

  // MARK: - JSON primitives, shared with InsetSim (InsetSimTraceFormat)

  static func writeNumber(_ n: Double, to out: inout String) { JSONText.writeNumber(n, to: &out) }
  static func writeNumbers(_ numbers: [Double], to out: inout String) {
    JSONText.writeNumbers(numbers, to: &out)
  }
  static func writeString(_ s: String, to out: inout String) { JSONText.writeString(s, to: &out) }
}

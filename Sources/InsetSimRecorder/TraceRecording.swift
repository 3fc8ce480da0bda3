/// A trace being recorded: the header, then each appended entry numbered in order (`seq` 0, 1, 2,
/// …).
///
///     var recording = try TraceRecording(scenarioJSON: scenarioText)
///     recording.append(.callback(object: "ViewController", name: "viewDidLoad"))
///     var values = RecordedSnapshot()
///     values.record(.insets(top: 64, left: 0, bottom: 49, right: 0), of: "tableView", .contentInset)
///     recording.append(.snapshot(at: "viewDidAppear", values))
///     try recording.text.write(toFile: path, atomically: true, encoding: .utf8)
///
/// ```text
/// {"insetsim-trace":1,"producer":"InsetSimRecorder 0.1","units":{…},"scenario":{…}}
/// {"t":0,"turn":0,"seq":0,"kind":"callback","object":"ViewController","name":"viewDidLoad"}
/// {"t":0,"turn":0,"seq":1,"kind":"snapshot","at":"viewDidAppear","values":{"tableView":{"contentInset":[64,0,49,0]}}}
/// ```
///
/// It has no platform dependency: ``InsetRecorder`` drives it from UIKit on a device, and tests
/// drive it on Linux.
public struct TraceRecording: Sendable {
  /// The producer written in the header.
  public static let producer = "InsetSimRecorder 0.1"

  /// The whole trace so far: the header and one line per entry, each ending in a newline.
  public private(set) var text: String
  /// The entries appended so far.
  public private(set) var entries: [RecordedEntry] = []

  /// Starts a trace whose header carries `scenarioJSON`, a scenario file's text, so the trace
  /// replays on its own.
  ///
  /// - Throws: ``ScenarioJSONError`` when the text is not one JSON object.
  public init(
    scenarioJSON: String, producer: String = TraceRecording.producer,
    recordedOn: RecordingDevice? = nil
  ) throws(ScenarioJSONError) {
    text =
      try TraceLineEncoder.header(
        scenarioJSON: scenarioJSON, producer: producer, recordedOn: recordedOn) + "\n"
  }

  /// Appends an entry, numbering it after the previous one, and returns its line (with the
  /// newline).
  @discardableResult
  public mutating func append(_ entry: RecordedEntry) -> String {
    let line = TraceLineEncoder.line(for: entry, seq: entries.count) + "\n"
    entries.append(entry)
    text += line
    return line
  }
}

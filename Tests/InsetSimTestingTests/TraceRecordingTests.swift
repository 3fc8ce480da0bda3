import InsetSim
import Testing

@testable import InsetSimRecorder

/// The recorder's platform-independent part writes what InsetSim's `TraceFile` reads and writes.
@Suite struct TraceRecordingTests {
  static let scenario = """
    {
      "insetsim": 1,
      "name": "seed example",
      "os": "10.3",
      "device": "iPhone 8",
      "controller": { "subviews": [ { "id": "tableView", "type": "tableView" } ] },
      "observe": [ "viewWillAppear", "viewDidAppear" ]
    }
    """

  @Test func theHeaderCarriesTheScenarioOnOneLine() throws {
    let recording = try TraceRecording(scenarioJSON: Self.scenario)
    #expect(
      recording.text == #"{"insetsim-trace":1,"producer":"InsetSimRecorder 0.1","units":"#
        + TraceLineEncoder.unitsJSON
        + #","scenario":{"insetsim":1,"name":"seed example","os":"10.3","#
        + #""device":"iPhone 8","controller":{"subviews":[{"id":"tableView","type":"tableView"}]},"observe":["viewWillAppear","viewDidAppear"]}}"#
        + "\n")
  }

  @Test func theRecorderStatesTheSameUnitsAsInsetSim() {
    #expect(TraceLineEncoder.unitsJSON == TraceFile.units.compactText)
  }

  @Test func entriesAreNumberedInOrderWithKeysInTheTraceFormatsOrder() throws {
    var recording = try TraceRecording(scenarioJSON: "{}")
    recording.append(.callback(object: "ViewController", name: "viewDidLoad", t: 12, turn: 1))
    var values = RecordedSnapshot()
    values.record(.insets(top: 64, left: 0, bottom: 49, right: 0), of: "tableView", .contentInset)
    values.record(.rect(x: 0, y: 0, width: 375, height: 667), of: "ViewController.view", .frame)
    let line = recording.append(.snapshot(at: "viewDidAppear", values, t: 350_000, turn: 9))
    recording.append(.note("rotated by hand"))
    #expect(
      line
        == #"{"t":350000,"turn":9,"seq":1,"kind":"snapshot","at":"viewDidAppear","values":{"tableView":{"contentInset":[64,0,49,0]},"#
        + #""ViewController.view":{"frame":[0,0,375,667]}}}"# + "\n")
    #expect(
      recording.text.split(separator: "\n").dropFirst().map(String.init) == [
        #"{"t":12,"turn":1,"seq":0,"kind":"callback","object":"ViewController","name":"viewDidLoad"}"#,
        String(line.dropLast()),
        #"{"t":0,"turn":0,"seq":2,"kind":"note","detail":"rotated by hand"}"#,
      ])
  }

  @Test func everyValueShapeIsWrittenAsTheTraceFormatWritesIt() {
    #expect(RecordedValue.insets(top: 64, left: 0, bottom: 49, right: 0).jsonText == "[64,0,49,0]")
    #expect(RecordedValue.rect(x: 0, y: 64, width: 375, height: 603).jsonText == "[0,64,375,603]")
    #expect(RecordedValue.point(x: 0, y: -64).jsonText == "[0,-64]")
    #expect(RecordedValue.size(width: 375, height: 1313).jsonText == "[375,1313]")
    #expect(RecordedValue.bool(false).jsonText == "false")
    #expect(RecordedValue.name("top,bottom").jsonText == #""top,bottom""#)
  }

  @Test func numbersAndStringsAreWrittenByteForByteAsJSONValueWritesThem() {
    for n in [0, -0.0, 64, -64, 97.66666666666667, 0.1, 20.5, 1e16, -1e20, .nan, .infinity] {
      #expect(RecordedValue.number(n).jsonText == JSONValue.number(n).compactText, "\(n)")
    }
    for s in ["plain", "quote \" and \\ backslash", "new\nline\ttab\r", "\u{1}\u{1F}", "é 中 🙂"] {
      #expect(RecordedValue.name(s).jsonText == JSONValue.string(s).compactText, "\(s)")
    }
  }

  @Test func insetSimReadsWhatTheRecorderWritesAndWritesItBackIdentically() throws {
    var recording = try TraceRecording(scenarioJSON: Self.scenario)
    recording.append(.callback(object: "ViewController", name: "viewWillAppear", t: 5, turn: 0))
    var values = RecordedSnapshot()
    values.record(.insets(top: 0, left: 0, bottom: 0, right: 0), of: "tableView", .contentInset)
    values.record(.point(x: 0, y: 0), of: "tableView", .contentOffset)
    values.record(.name("never"), of: "tableView", .contentInsetAdjustmentBehavior)
    values.record(.name("top,bottom"), of: "ViewController", .edgesForExtendedLayout)
    values.record(.number(64), of: "ViewController", .topLayoutGuideLength)
    values.record(.name("portrait"), of: "window", .orientation)
    recording.append(.snapshot(at: "viewWillAppear", values, t: 5, turn: 0))

    let trace = try TraceFile.decode(bytes: Array(recording.text.utf8), file: "device.trace.jsonl")
    #expect(trace.producer == "InsetSimRecorder 0.1")
    #expect(trace.entries.map(\.seq) == [0, 1])
    #expect(
      trace.entries[0].kind == .callback && trace.entries[0].object == "ViewController"
        && trace.entries[0].name == "viewWillAppear")
    let snapshot = try #require(trace.entries[1].values)
    #expect(snapshot.value("tableView", .contentInset) == .insets(.zero))
    #expect(snapshot.value("tableView", .contentInsetAdjustmentBehavior) == .behavior(.never))
    #expect(snapshot.value("ViewController", .edgesForExtendedLayout) == .edges(.vertical))
    #expect(snapshot.value("ViewController", .topLayoutGuideLength) == .number(64))
    #expect(snapshot.value("window", .orientation) == .orientation(.portrait))
    #expect(TraceFile.encode(trace) == recording.text)
  }

  @Test func everyTrackedPropertyIsNamedAsInsetSimNamesIt() {
    for tracked in TrackedProperty.allCases {
      #expect(Property.byName[tracked.rawValue]?.name == tracked.rawValue, "\(tracked)")
    }
    let readable = Property.allCases.filter(\.isRecordable).map(\.name)
    #expect(Set(TrackedProperty.allCases.map(\.rawValue)) == Set(readable))
  }

  @Test func aPropertyRecordedTwiceKeepsItsPlaceAndTakesTheLastValue() {
    var values = RecordedSnapshot()
    values.record(.bool(false), of: "tableView", .hidden)
    values.record(.insets(top: 0, left: 0, bottom: 0, right: 0), of: "tableView", .contentInset)
    values.record(.bool(true), of: "tableView", .hidden)
    #expect(values.objects.map(\.name) == ["tableView"])
    #expect(values.objects[0].values.map(\.property) == [.hidden, .contentInset])
    #expect(values.value(of: "tableView", .hidden) == .bool(true))
  }

  @Test(arguments: [
    ("[1, 2]", "the scenario JSON must be one object {…}; found '[' at offset 0"),
    (
      "{\"name\": \"x}",
      "the scenario JSON must be one object {…}; an unterminated string at offset 12"
    ),
    ("{} {}", "the scenario JSON must be one object {…}; text after the object at offset 3"),
    ("{\"a\": [1}", "the scenario JSON must be one object {…}; an unmatched '}' at offset 8"),
    ("{\"a\": {", "the scenario JSON must be one object {…}; an unclosed bracket at offset 7"),
    ("  ", "the scenario JSON must be one object {…}; no object at offset 2"),
    (
      "{\"a\": \"two\nlines\"}",
      "the scenario JSON must be one object {…}; a control character inside a string at offset 10"
    ),
  ])
  func aScenarioThatIsNotOneObjectIsRefused(text: String, message: String) {
    #expect(throws: ScenarioJSONError.self) { try TraceRecording(scenarioJSON: text) }
    do {
      _ = try TraceRecording(scenarioJSON: text)
    } catch {
      #expect(error.description == message)
    }
  }
}

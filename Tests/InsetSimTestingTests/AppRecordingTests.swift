import Foundation
import InsetSim
import Testing

@testable import InsetSimRecorder
@testable import InsetSimTesting

/// `InsetRecorder.start()`'s recording of a whole app, played with fake hierarchies
/// (``RecordedAppSession``): values at every callback, the device by its model identifier, and the
/// replay of the whole app.
@Suite struct AppRecordingTests {
  static let file = Fixtures.path("Traces/recorded/app-push-sheet-keyboard.trace.jsonl")

  @Test func theRecordedFileIsTheRecordersOwnOutput() throws {
    if let message = GoldenFile.check(
      RecordedAppSession.recording().text, against: Self.file,
      mode: try ResolvedRecordMode.resolve(call: nil).get())
    {
      Issue.record(Comment(rawValue: message))
    }
  }

  /// The replay's report, kept next to the trace as its known replay: `insetsim check` holds the
  /// replay to it, and the README quotes it.
  @Test func theKnownReplayIsTheReplaysOwnReport() throws {
    let trace = try TraceFile.load(path: Self.file)
    let report = try TraceReplay.replay(trace, file: KnownReplay.fileName(of: Self.file))
    if let message = GoldenFile.check(
      KnownReplay.text(of: report), against: KnownReplay.path(for: Self.file),
      mode: try ResolvedRecordMode.resolve(call: nil).get())
    {
      Issue.record(Comment(rawValue: message))
    }
  }

  /// Every property the simulator tracks and a device can read is recorded for the objects that
  /// have it: views' frames and safe areas, scroll views' insets and offsets, bars' frames and
  /// hidden flags, the keyboard's frame and each controller's keyboard layout guide.
  @Test func valuesAreRecordedForEveryTrackedProperty() throws {
    let recording = RecordedAppSession.recording()
    let snapshots = recording.entries.filter { $0.kind == .snapshot }
    // One snapshot after each callback.
    #expect(snapshots.count == recording.entries.filter { $0.kind == .callback }.count)
    var seen: [String: Set<TrackedProperty>] = [:]
    for s in snapshots {
      for object in s.values?.objects ?? [] {
        seen[object.name, default: []].formUnion(object.values.map(\.property))
      }
    }
    let view: Set<TrackedProperty> = [.frame, .hidden, .safeAreaInsets]
    let scroll = view.union([.contentSize, .contentInset, .adjustedContentInset, .contentOffset])
    #expect(seen["window"] == [.bounds, .safeAreaInsets])
    #expect(seen["statusBar"] == [.frame, .hidden])
    #expect(seen["tabBar"] == [.frame, .hidden])
    #expect(seen["navigationController"] == [.navigationBarHidden, .toolbarHidden])
    #expect(seen["navigationController.navigationBar"] == [.frame, .hidden])
    #expect(seen["navigationController.toolbar"] == [.hidden])
    #expect(seen["keyboard"] == [.frame])
    for controller in ["ListViewController", "DetailViewController", "FormViewController"] {
      #expect(seen[controller] == [.keyboardLayoutGuideLayoutFrame], "\(controller)")
      #expect(seen[controller + ".view"] == view, "\(controller)")
    }
    for id in ["tableView", "scrollView", "textView"] { #expect(seen[id] == scroll, "\(id)") }
    // The snapshot after the push holds the hidden tab bar and the detail's insets.
    let pushed = try #require(snapshots.first { $0.at == "DetailViewController.viewDidAppear" })
    #expect(pushed.values?.value(of: "tabBar", .hidden) == .bool(true))
    #expect(
      pushed.values?.value(of: "scrollView", .adjustedContentInset)
        == .insets(top: RecordedAppSession.barBottom, left: 0, bottom: 34, right: 0))
    // Points name the occurrence: the list appears a second time after the pop.
    #expect(snapshots.contains { $0.at == "#2 ListViewController.viewDidAppear" })
    #expect(snapshots.contains { $0.at == "keyboard.keyboardDidShow" })
  }

  /// The description holds the flows, the keyboard included, and names the device by its model.
  @Test func theDescriptionHasThePushTheSheetAndTheKeyboard() throws {
    let trace = try TraceFile.decode(
      bytes: Array(RecordedAppSession.recording().text.utf8), file: "app.trace.jsonl")
    #expect(trace.recordedOn?.model == "iPhone15,4")
    #expect(trace.recordedOn?.os == "17.4.1")
    let scenario = try Scenario(json: trace.scenario, file: "app.trace.jsonl")
    #expect(scenario.device.name == "iPhone 15")
    #expect(scenario.os == OSVersion(17, 4))
    let actions = scenario.script.map(\.action)
    #expect(actions.contains(.push("DetailViewController", animated: true)))
    #expect(actions.contains(.pop(animated: true)))
    #expect(actions.contains(.showKeyboard(predictive: true)))
    #expect(actions.contains(.hideKeyboard))
    #expect(actions.contains(.dismiss(animated: true)))
  }

  /// Replaying the whole app compares values, lists each divergence with the rule and confidence
  /// behind the simulated value, and sums them up by where the objects live.
  @Test func theReplayListsValueDivergencesAndSumsThemUp() throws {
    let trace = try TraceFile.load(path: Self.file)
    let report = try TraceReplay.replay(trace, file: "app.trace.jsonl")
    #expect(report.mode == .device)
    #expect(report.compared.contains("snapshots"))
    let values = report.mismatches.filter { $0.place != nil }
    #expect(!values.isEmpty, "\(report)")
    #expect(values.allSatisfy { $0.expectation != nil })
    #expect(report.sums?.contains("value") == true)
    #expect(report.notes.contains { $0.contains("iPhone15,4") })
  }

  /// A recording from a release the catalogue does not list replays as the nearest it knows, with a
  /// note; so does a model it does not list, as the family nearest in screen size.
  @Test func aRecordingFromAnUnlistedReleaseOrModelReplaysWithANote() throws {
    func replay(model: String, width: Double, height: Double, os: String) throws -> ReplayReport {
      var r = AppRecording(
        device: RecordingDevice(model: model, screenWidth: width, screenHeight: height, os: os))
      let root = RecordedAppSession.app(stack: [RecordedAppSession.list])
      for name in ["viewDidLoad", "viewWillAppear", "viewDidAppear"] {
        r.callback(
          name, of: RecordedAppSession.list, in: root, window: RecordedAppSession.window(), t: 0,
          turn: 0)
      }
      let trace = try TraceFile.decode(bytes: Array(r.text.utf8), file: "r.trace.jsonl")
      return try TraceReplay.replay(trace, file: "r.trace.jsonl")
    }
    let new = try replay(model: "iPhone17,1", width: 402, height: 874, os: "26.2")
    #expect(new.notes.contains { $0.contains("iOS 26.2") && $0.contains("os.nearestRelease") })
    let old = try replay(model: "iPhone15,4", width: 393, height: 852, os: "16.8")
    #expect(old.notes.contains { $0.contains("iOS 16.8") && $0.contains("iOS 16.7") })
    let unknown = try replay(model: "iPhone99,1", width: 402, height: 874, os: "26.1")
    #expect(unknown.notes.contains { $0.contains("iPhone99,1") && $0.contains("iPhone 16 Pro") })
  }
}

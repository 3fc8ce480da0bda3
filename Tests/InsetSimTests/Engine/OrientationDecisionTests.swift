import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimSupport
@testable import InsetSimTrace

/// Which orientations a rotate reaches, from Apple's supportedInterfaceOrientations page
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations):
/// a controller's default is "all for the iPad idiom and allButUpsideDown for the iPhone idiom";
/// "If your app supports multitasking, the system doesn't call this method"; and, in its 2019
/// text quoted in https://github.com/Triggertrap/triggertrap-ios/issues/64, "portraitUpsideDown
/// … is not supported on iPhone X".
@Suite struct OrientationDecisionTests {
  static func run(_ text: String) throws -> Trace {
    Simulation.run(try Scenario.decode(text, file: "orientation.scenario.json"))
  }

  static func orientationChanges(_ trace: Trace) -> [TraceEntry] {
    trace.entries.filter {
      $0.kind == .change && $0.object == "window" && $0.property == .orientation
        && $0.cause != .initial
    }
  }

  /// An iPad app turns to landscape though its root supports portrait only (rule
  /// rotation.iPadMultitasking; also
  /// https://www.brockmann.com/amazing-revelation-for-me-about-orientation-control-multi-tasking-and-ios-9/).
  @Test func anIPadTurnsWhateverItsRootSupports() throws {
    let trace = try Self.run(
      """
      {"insetsim": 2, "os": "15.0", "device": "iPad Pro (11-inch)", "root": "Main",
       "controllers": {"Main": {"supportedInterfaceOrientations": ["portrait"]}},
       "script": [{"at": 1, "do": "rotate", "to": "landscapeLeft"}]}
      """)
    #expect(Self.orientationChanges(trace).count == 1)
    #expect(trace.entries.contains { $0.kind == .note && $0.rule == "rotation.iPadMultitasking" })
  }

  /// An iPhone X stays portrait when turned upside down, whatever its root supports (rule
  /// rotation.faceIDUpsideDown).
  @Test func aFaceIDIPhoneStaysPortrait() throws {
    let trace = try Self.run(
      """
      {"insetsim": 2, "os": "15.0", "device": "iPhone 12", "root": "Main",
       "controllers": {"Main": {"supportedInterfaceOrientations":
         ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]}},
       "script": [{"at": 1, "do": "rotate", "to": "portraitUpsideDown"}]}
      """)
    #expect(Self.orientationChanges(trace).isEmpty)
    let note = try #require(trace.entries.first { $0.rule == "rotation.faceIDUpsideDown" })
    #expect(note.detail?.hasSuffix("the window stays portrait") == true)
  }

  /// An iPhone 8 turns upside down only when its root supports it: the default leaves it out
  /// (rule rotation.defaultMask; https://github.com/Esri/arcgis-runtime-samples-ios/pull/517).
  @Test(arguments: [
    (#""root": "Main", "controllers": {"Main": {}}"#, 0),
    (#""root": {"navigationController": {"stack": ["Main"]}}, "controllers": {"Main": {}}"#, 0),
    (
      #""root": "Main", "controllers": {"Main": {"supportedInterfaceOrientations": ["portrait", "portraitUpsideDown"]}}"#,
      1
    ),
  ])
  func aHomeButtonIPhoneTurnsUpsideDownOnlyWhenItsRootSupportsIt(_ app: String, _ turns: Int)
    throws
  {
    let trace = try Self.run(
      """
      {"insetsim": 2, "os": "15.0", "device": "iPhone 8", \(app),
       "script": [{"at": 1, "do": "rotate", "to": "portraitUpsideDown"}]}
      """)
    #expect(Self.orientationChanges(trace).count == turns)
    #expect(trace.entries.contains { $0.rule == "rotation.defaultMask" } == (turns == 0))
  }
}

/// A whole app's recording, as ``InsetRecorder/start(device:fileName:)`` makes it: the app
/// described as a scenario of format 2 (``AppDescription``), each lifecycle and keyboard callback,
/// and after each one a snapshot of every value the simulator tracks (``AppSnapshot``), at the
/// observation point that callback is (`List.viewDidAppear`, `#2 List.viewDidAppear`,
/// `keyboard.keyboardDidShow`).
///
/// It has no platform dependency: on iOS the recorder reads UIKit into ``ControllerTree`` and
/// ``WindowValues`` and calls it; tests and `insetsim bench` call it with fake hierarchies.
///
///     var recording = AppRecording(device: RecordingDevice(
///       model: "iPhone15,4", screenWidth: 393, screenHeight: 852, os: "17.4.1"))
///     recording.callback("viewDidLoad", of: list, in: tree, window: window, t: 0, turn: 0)
///     recording.text  // the trace: header (recordedOn, scenario), callbacks and snapshots
public struct AppRecording: Sendable {
  /// The device the recording is made on.
  public let device: RecordingDevice
  /// The window's orientation when the app was first read.
  public var orientation: String
  /// What the app's Info.plist says that the simulator reads, carried into the description.
  public var info = AppInfo()
  /// Whether a snapshot follows each callback (on by default).
  public var recordsValues = true
  /// The app's description, from the first callback on.
  public private(set) var app: AppDescription?
  /// The callbacks and snapshots recorded, in order.
  public private(set) var entries: [RecordedEntry] = []

  private var occurrences: [String: Int] = [:]
  private var keyboardShown = false
  /// When the flow being watched began: the first lifecycle callback since the flows were last
  /// brought up to date. A flow is stamped with it, not with the callback that ends it, so that the
  /// simulation starts it when the device did.
  private var flowStart: Int64?

  public init(device: RecordingDevice, orientation: String = "portrait") {
    self.device = device
    self.orientation = orientation
  }

  /// A lifecycle callback (`viewDidLoad` … `viewDidDisappear`) of the controller `controller`, the
  /// app read as `root` just after the controller's code in it ran. After an appearance or a
  /// disappearance the app's flows are brought up to date (a push, a dismissal becomes a script
  /// step at `t`).
  public mutating func callback(
    _ name: String, of controller: some ControllerNode, in root: some ControllerNode,
    window: WindowValues, t: Int64, turn: Int
  ) {
    if flowStart == nil { flowStart = t }
    read(root, flowsEnded: name == "viewDidAppear" || name == "viewDidDisappear", t: t)
    let object =
      app?.name(of: controller.identity)
      ?? AppDescription.identifier(controller.className, fallback: "Controller")
    record(object: object, name, root: root, window: window, t: t, turn: turn)
  }

  /// A lifecycle callback seen before the app can be read (no key window yet): the callback only,
  /// without values.
  public mutating func callback(
    _ name: String, of controller: some ControllerNode, t: Int64, turn: Int
  ) {
    if flowStart == nil { flowStart = t }
    let object =
      app?.name(of: controller.identity)
      ?? AppDescription.identifier(controller.className, fallback: "Controller")
    entries.append(.callback(object: object, name: name, t: t, turn: turn))
  }

  /// A keyboard notification (`keyboardWillShow`, `keyboardDidShow`, `keyboardWillHide`,
  /// `keyboardDidHide`, `keyboardWillChangeFrame`, `keyboardDidChangeFrame`), with the app read
  /// after it and the keyboard's end frame in `window`. The first `keyboardWillShow` after a hide
  /// becomes a `showKeyboard` step, the first `keyboardWillHide` a `hideKeyboard` step.
  public mutating func keyboard(
    _ name: String, in root: some ControllerNode, window: WindowValues, t: Int64, turn: Int
  ) {
    read(root, flowsEnded: false, t: t)
    if name == "keyboardWillShow", !keyboardShown {
      keyboardShown = true
      app?.keyboard(shown: true, at: Double(t) / 1_000_000)
    } else if name == "keyboardWillHide", keyboardShown {
      keyboardShown = false
      app?.keyboard(shown: false, at: Double(t) / 1_000_000)
    }
    record(object: "keyboard", name, root: root, window: window, t: t, turn: turn)
  }

  /// A remark for whoever reads the trace.
  public mutating func note(_ text: String, t: Int64 = 0, turn: Int = 0) {
    entries.append(.note(text, t: t, turn: turn))
  }

  /// The whole trace: the header (the device as `recordedOn`, the description as `scenario`), a
  /// note for each thing the description leaves out, then the entries.
  public var text: String {
    guard let app,
      var recording = try? TraceRecording(scenarioJSON: app.scenarioJSON, recordedOn: device)
    else { return "" }
    for note in app.unsupported { recording.append(.note("not described: " + note)) }
    // An app with one navigation controller has bars named `navigationBar` and `toolbar`, as the
    // simulator names them; with several, each is `<name>.navigationBar`.
    let navigations = app.navigationControllerNames
    for var e in entries {
      if navigations.count == 1, let name = navigations.first, e.values != nil {
        e.values?.rename(name + ".navigationBar", to: "navigationBar")
        e.values?.rename(name + ".toolbar", to: "toolbar")
      }
      recording.append(e)
    }
    return recording.text
  }

  private mutating func read(_ root: some ControllerNode, flowsEnded: Bool, t: Int64) {
    if app == nil {
      app = AppDescription(
        root: root, device: device.model, os: device.release, orientation: orientation)
      app?.info = info
    } else if flowsEnded {
      app?.observe(root, at: Double(flowStart ?? t) / 1_000_000)
      flowStart = nil
    } else {
      app?.learn(root)
    }
  }

  private mutating func record(
    object: String, _ name: String, root: some ControllerNode, window: WindowValues, t: Int64,
    turn: Int
  ) {
    entries.append(.callback(object: object, name: name, t: t, turn: turn))
    guard recordsValues, let app else { return }
    let ref = object + "." + name
    let n = (occurrences[ref] ?? 0) + 1
    occurrences[ref] = n
    let values = AppSnapshot.values(of: root, window: window, in: app)
    entries.append(.snapshot(at: n == 1 ? ref : "#\(n) " + ref, values, t: t, turn: turn))
  }
}

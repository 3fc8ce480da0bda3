import InsetSimRecorder

/// What `InsetRecorder.start()` costs the app per callback, measured on Linux over fake hierarchies
/// (the platform-free part: describing the app, reading every tracked value into a snapshot and
/// encoding its trace lines; UIKit's own getters are not in it). Two sizes: the README's app (a tab
/// bar, a navigation stack of 3, each controller with a table and a view) and a stack of 30.
extension Benchmark {
  package struct RecorderFigures: Sendable {
    /// Seconds per callback, values and lines included, with 3 and 30 controllers on screen.
    package var perCallbackSmall: Double
    package var perCallbackLarge: Double
    /// The values each snapshot holds at the two sizes.
    package var valuesSmall: Int
    package var valuesLarge: Int
    /// Seconds per callback with values off (`recordsValues = false`): the callback line only.
    package var callbackOnly: Double

    package var perValueSmall: Double { perCallbackSmall / Double(max(valuesSmall, 1)) }
    package var perValueLarge: Double { perCallbackLarge / Double(max(valuesLarge, 1)) }
    /// Cost per value at 30 controllers over at 3: 1 is linear in the app's size.
    package var linearity: Double { perValueLarge / perValueSmall }

    package static let sizes = (small: 3, large: 30)
  }

  /// A tab bar whose first tab is a navigation stack of `n` controllers, each with a root view
  /// holding a table and a plain view, every value set as the UIKit side reads them.
  package static func fakeApp(controllers n: Int) -> ControllerTree {
    func view(_ id: String, _ type: String, _ subviews: [ViewNode] = []) -> ViewNode {
      var v = ViewNode(
        type: type, frame: [0, 0, 393, 852], contentSize: type == "view" ? nil : [393, 1760],
        contentInset: type == "view" ? nil : [0, 0, 0, 0], rows: type == "tableView" ? 40 : nil,
        subviews: subviews, identity: id)
      v.safeAreaInsets = [98, 0, 83, 0]
      if type != "view" {
        v.adjustedContentInset = [98, 0, 83, 0]
        v.contentOffset = [0, -98]
      }
      return v
    }
    let stack = (0..<n).map { i in
      ControllerTree(
        identity: "c\(i)", className: "App.Screen\(i)ViewController",
        rootView: view("r\(i)", "view", [view("t\(i)", "tableView"), view("v\(i)", "view")]),
        values: ControllerValues(keyboardLayoutFrame: [0, 769, 393, 83]))
    }
    let nav = ControllerTree(
      identity: "nav", className: "UINavigationController", kind: .navigation, children: stack,
      values: ControllerValues(
        navigationBarFrame: [0, 54, 393, 44], navigationBarHidden: false, toolbarHidden: true))
    let other = ControllerTree(identity: "other", className: "App.SettingsViewController")
    return ControllerTree(
      identity: "tabs", className: "UITabBarController", kind: .tabBar, children: [nav, other],
      values: ControllerValues(tabBarFrame: [0, 769, 393, 83], tabBarHidden: false))
  }

  package func recorderFigures() -> RecorderFigures {
    let trials = options.trials
    let window = WindowValues(
      bounds: [0, 0, 393, 852], safeAreaInsets: [59, 0, 34, 0], statusBarFrame: [0, 0, 393, 54])
    let device = RecordingDevice(
      model: "iPhone15,4", screenWidth: 393, screenHeight: 852, os: "17.4.1")
    let batch = 200
    /// Seconds per callback over `batch` callbacks of the top controller, each encoded as the file
    /// holds it; and the values of one snapshot.
    func measure(_ n: Int, values: Bool) -> (Double, Int) {
      let app = Self.fakeApp(controllers: n)
      guard case let top? = app.children.first?.children.last else { return (.nan, 0) }
      var count = 0
      let seconds = Self.bestSeconds(trials: trials, runs: 3) {
        var recording = AppRecording(device: device)
        recording.recordsValues = values
        var bytes = 0
        for i in 0..<batch {
          recording.callback(
            "viewWillLayoutSubviews", of: top, in: app, window: window, t: Int64(i), turn: i)
          let entries = recording.entries
          let tail = values ? 2 : 1
          for (k, e) in entries.suffix(tail).enumerated() {
            bytes &+= TraceLineEncoder.line(for: e, seq: entries.count - tail + k).utf8.count
          }
        }
        count = recording.entries.last?.values?.objects.reduce(0) { $0 + $1.values.count } ?? 0
        return bytes
      }
      return (seconds / Double(batch), count)
    }
    let sizes = RecorderFigures.sizes
    let (small, valuesSmall) = measure(sizes.small, values: true)
    let (large, valuesLarge) = measure(sizes.large, values: true)
    let (bare, _) = measure(sizes.small, values: false)
    return RecorderFigures(
      perCallbackSmall: small, perCallbackLarge: large, valuesSmall: valuesSmall,
      valuesLarge: valuesLarge, callbackOnly: bare)
  }
}

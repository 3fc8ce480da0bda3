import Foundation
import InsetSim
import Testing

@testable import InsetSimRecorder

/// The recorder describes a live app as a format-2 scenario (issue "record any app in one line"):
/// fake hierarchies stand for UIKit here, built as ``ControllerTree`` values the way the UIKit side
/// reads them.
@Suite struct AppDescriptionTests {
  static let table = ViewNode(type: "tableView", frame: [0, 0, 393, 852], rows: 40)
  static func plainView(_ subviews: [ViewNode] = []) -> ViewNode {
    ViewNode(type: "view", frame: [0, 0, 393, 852], subviews: subviews)
  }

  static let list = ControllerTree(
    identity: "0x1", className: "MyApp.ListViewController", rootView: plainView([table]))
  static var detail: ControllerTree {
    var s = ControllerSettings()
    s.hidesBottomBarWhenPushed = true
    return ControllerTree(
      identity: "0x2", className: "MyApp.DetailViewController", settings: s,
      rootView: plainView([
        ViewNode(type: "scrollView", frame: [0, 0, 393, 852], contentSize: [393, 2000])
      ]))
  }
  static let settings = ControllerTree(
    identity: "0x3", className: "SettingsTableViewController",
    rootView: ViewNode(type: "tableView", frame: [0, 0, 393, 852], rows: 12))
  static let form = ControllerTree(
    identity: "0x4", className: "FormViewController", rootView: plainView())

  /// tab bar → navigation → list, a settings tab; then the list pushes the detail; then the detail
  /// presents a form as a page sheet.
  static func app(stack: [ControllerTree], presenting: ControllerTree? = nil) -> ControllerTree {
    var stack = stack
    if let presenting, !stack.isEmpty { stack[stack.count - 1].presentedTree = [presenting] }
    var bar = ControllerSettings()
    bar.navigationBarTranslucent = true
    let nav = ControllerTree(
      identity: "0x10", className: "UINavigationController", kind: .navigation, children: stack,
      settings: bar)
    return ControllerTree(
      identity: "0x20", className: "UITabBarController", kind: .tabBar, children: [nav, settings])
  }

  static func described() -> AppDescription {
    var app = AppDescription(root: app(stack: [list]), device: "iPhone 15", os: "17.0")
    app.observe(Self.app(stack: [list, detail]), at: 1.25)
    var sheet = form
    sheet.presentationStyle = "pageSheet"
    app.observe(Self.app(stack: [list, detail], presenting: sheet), at: 2.5)
    return app
  }

  @Test func theDescriptionIsAFormat2App() throws {
    let app = Self.described()
    #expect(app.unsupported.isEmpty)
    let scenario = try Scenario.decode(app.scenarioJSON, file: "recorded.scenario.json")
    let root = try #require(scenario.app?.root)
    guard case .tabBar(let tabs) = root, case .navigation(let nav) = tabs.tabs.first else {
      Issue.record("the root is not a tab bar controller holding a navigation controller: \(root)")
      return
    }
    #expect(nav.stack == ["ListViewController"])
    #expect(tabs.tabs.last == .controller("SettingsTableViewController"))
    #expect(
      scenario.app?.controller(named: "DetailViewController")?.hidesBottomBarWhenPushed == true)
    #expect(scenario.app?.controller(named: "SettingsTableViewController")?.rootView?.rows == 12)
    // The flows, at the times they were seen.
    #expect(
      scenario.script.map(\.action) == [
        .push("DetailViewController", animated: true),
        .present(PresentSpec(controller: "FormViewController", style: .pageSheet, animated: true)),
      ])
    #expect(scenario.script.map(\.trigger) == [.at(1_250_000), .at(2_500_000)])
  }

  /// A trace the recorder writes for the app — its header the description, its entries the
  /// controllers' callbacks as they happen — replays against the simulation of the description with
  /// no divergence.
  @Test func aTraceWrittenFromTheDescriptionReplaysWithoutDivergence() throws {
    let app = Self.described()
    let scenario = try Scenario.decode(app.scenarioJSON, file: "recorded.scenario.json")
    let simulated = Simulation.run(scenario)
    let controllers = Set(scenario.app?.controllers.map(\.name) ?? [])
    var recording = try TraceRecording(scenarioJSON: app.scenarioJSON)
    let lifecycle: Set<String> = [
      "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
      "willMove", "didMove",
    ]
    for e in simulated.entries where e.kind == .callback {
      guard let object = e.object, let name = e.name, controllers.contains(object),
        lifecycle.contains(name)
      else { continue }
      recording.append(.callback(object: object, name: name, t: e.t, turn: e.turn))
    }
    #expect(recording.entries.count > 10)
    let trace = try TraceFile.decode(
      bytes: Array(recording.text.utf8), file: "recorded.trace.jsonl")
    let report = try TraceReplay.replay(trace, file: "recorded.trace.jsonl")
    #expect(report.mode == .device)
    #expect(report.matched, "\(report)")
  }

  @Test func namesAreIdentifiersAndUnique() {
    let twin = ControllerTree(
      identity: "0x9", className: "MyApp.ListViewController", rootView: Self.plainView())
    let root = ControllerTree(
      identity: "0x30", className: "UINavigationController", kind: .navigation,
      children: [Self.list, twin])
    let app = AppDescription(root: root, device: "iPhone 15", os: "17.0")
    #expect(app.name(of: "0x1") == "ListViewController")
    #expect(app.name(of: "0x9") == "ListViewController_2")
    #expect(AppDescription.identifier("7Up", fallback: "Controller") == "Controller7Up")
  }

  /// A double-column split view, as the UIKit side reads it: each column the navigation controller
  /// UIKit wrapped it in; then the secondary column pushes.
  @Test func aSplitViewIsDescribedWithItsColumns() throws {
    func split(_ secondaryStack: [ControllerTree]) -> ControllerTree {
      var s = ControllerSettings()
      s.splitStyle = "doubleColumn"
      s.splitColumns = ["primary", "secondary"]
      s.preferredDisplayMode = "oneBesideSecondary"
      let primary = ControllerTree(
        identity: "0x50", className: "UINavigationController", kind: .navigation,
        children: [Self.list])
      let secondary = ControllerTree(
        identity: "0x51", className: "UINavigationController", kind: .navigation,
        children: secondaryStack)
      return ControllerTree(
        identity: "0x52", className: "UISplitViewController", kind: .split,
        children: [primary, secondary], settings: s)
    }
    var app = AppDescription(root: split([Self.form]), device: "iPad (A16)", os: "26.1")
    app.observe(split([Self.form, Self.detail]), at: 1)
    #expect(app.unsupported.isEmpty)
    let scenario = try Scenario.decode(app.scenarioJSON, file: "recorded.scenario.json")
    guard case .split(let spec)? = scenario.app?.root else {
      Issue.record("the root is not a split view controller: \(app.scenarioJSON)")
      return
    }
    #expect(spec.style == .doubleColumn)
    #expect(spec.preferredDisplayMode == .oneBesideSecondary)
    #expect(spec.controllerNames == ["ListViewController", "FormViewController"])
    #expect(scenario.script.map(\.action) == [.push("DetailViewController", animated: true)])
    let trace = Simulation.run(scenario)
    #expect(
      trace.entries.contains { $0.object == "DetailViewController" && $0.name == "viewDidAppear" })
  }

  @Test func whatFormat2CannotSayIsListed() throws {
    let nav = ControllerTree(
      identity: "0x40", className: "UINavigationController", kind: .navigation,
      children: [Self.form])
    let container = ControllerTree(
      identity: "0x41", className: "ContainerViewController", children: [nav],
      rootView: Self.plainView())
    let app = AppDescription(root: container, device: "iPhone 15", os: "17.0")
    #expect(
      app.unsupported == [
        "UINavigationController, a navigation controller held as a child of ContainerViewController, is left out"
      ])
    _ = try Scenario.decode(app.scenarioJSON, file: "recorded.scenario.json")
  }

  /// The app's Info.plist reaches the description: an iPad app that lists the landscapes only
  /// (Apple's UISupportedInterfaceOrientations key; the simulator then asks its controllers, rule
  /// rotation.appOrientationsOptOut), and an app built with the iOS 18 SDK running on iOS 26, which
  /// keeps the previous design as UIDesignRequiresCompatibility does (a Frameworks Engineer in
  /// https://developer.apple.com/forums/thread/788573: an app built with an older SDK "will keep
  /// its existing appearance and behavior"; rule design.compatibility).
  @Test func theInfoPlistReachesTheDescription() throws {
    var app = AppDescription(
      root: Self.app(stack: [Self.list]), device: "iPad Pro (11-inch)", os: "26.1",
      orientation: "landscapeLeft")
    app.info = AppInfo(
      orientations: [
        "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight",
        "UIInterfaceOrientationLandscapeLeft", "NotAnOrientation",
      ], requiresFullScreen: nil, designRequiresCompatibility: nil, sdkName: "iphoneos18.2",
      release: "26.1")
    let scenario = try Scenario.decode(app.scenarioJSON, file: "recorded.scenario.json")
    #expect(scenario.supportedInterfaceOrientations == [.landscapeLeft, .landscapeRight])
    #expect(scenario.designRequiresCompatibility)
    #expect(!scenario.requiresFullScreen)
    // Before iOS 26 the previous design is the only one: nothing is said (the key is refused there).
    let old = AppInfo(
      orientations: nil, requiresFullScreen: true, designRequiresCompatibility: true,
      sdkName: "iphoneos17.0", release: "17.4")
    #expect(old.scenarioKeys == ",\"requiresFullScreen\":true")
    // All four listed is what no key means.
    let all = AppInfo(
      orientations: AppInfo.orientationNames.keys.sorted(), requiresFullScreen: false,
      designRequiresCompatibility: false, sdkName: "iphoneos26.0", release: "26.0")
    #expect(all.scenarioKeys.isEmpty)
  }
}

#if canImport(UIKit) && os(iOS)
  import Foundation
  import QuartzCore
  import UIKit

  /// Records a real app's callbacks and inset values as an InsetSim trace (`*.trace.jsonl`) in the
  /// app's Documents folder, so the run can be replayed against the simulator on Linux with
  /// `insetsim replay FILE`.
  ///
  ///     // One recorder for the app, made on the main actor on first use, with the text of the
  ///     // *.scenario.json this screen reproduces (nil if the file cannot be created):
  ///     @MainActor enum Trace {
  ///       static let recorder = try? InsetRecorder(scenarioJSON: scenarioText)
  ///     }
  ///
  ///     // In the view controller's overrides:
  ///     override func viewDidAppear(_ animated: Bool) {
  ///       super.viewDidAppear(animated)
  ///       Trace.recorder?.callback(self, "viewDidAppear")
  ///       Trace.recorder?.snapshot(at: "viewDidAppear", controller: self, views: ["tableView": tableView])
  ///     }
  ///
  /// ```text
  /// {"insetsim-trace":1,"producer":"InsetSimRecorder 0.1","units":{…},"scenario":{…}}
  /// {"t":412337,"turn":3,"seq":0,"kind":"callback","object":"ViewController","name":"viewDidAppear"}
  /// {"t":412337,"turn":3,"seq":1,"kind":"snapshot","at":"viewDidAppear","values":{"window":{…},…,"tableView":{"frame":[0,0,375,667],…}}}
  /// ```
  ///
  /// Objects are named as the simulator names them: `window`, `statusBar`, `tabBar`,
  /// `navigationController`, `navigationBar`, `toolbar`, the controller's class name (or the name
  /// given with ``use(name:for:)``), its root view `<name>.view`, and each view under the key you
  /// pass. The recorder runs on iOS 13 and later (the package's minimum), so it reads the iOS 11
  /// values (`safeAreaInsets`, `adjustedContentInset`, `additionalSafeAreaInsets`,
  /// `contentInsetAdjustmentBehavior`), never the layout guides' lengths; `scrollIndicatorInsets`
  /// is the vertical indicator's.
  ///
  /// `t` is the time since the recorder was made, in microseconds; `turn` counts the main run
  /// loop's turns
  /// (each ends when the run loop is about to sleep, after Core Animation's commit). Write failures
  /// do not interrupt the app: the recorder stops writing and keeps the error in ``lastError``. A
  /// recorder released without ``finish()`` stops counting turns and closes its file as it goes.
  @MainActor
  public final class InsetRecorder {
    /// Where the trace is written: `Documents/<fileName>`.
    public let fileURL: URL
    /// The trace recorded so far.
    public private(set) var recording: TraceRecording
    /// The first error writing the file, after which the recorder writes nothing more.
    public private(set) var lastError: (any Error)?

    private var handle: FileHandle?
    private let start = CACurrentMediaTime()
    private var turn = 0
    // Read by the nonisolated deinit too, when nothing else can reach the recorder any more.
    private nonisolated(unsafe) var turnObserver: CFRunLoopObserver?
    private var controllerNames: [ObjectIdentifier: String] = [:]

    /// Starts a trace in `Documents/<fileName>`, replacing any file of that name, with
    /// `scenarioJSON` (the text of the `*.scenario.json` this screen reproduces) in its header.
    ///
    /// - Throws: ``ScenarioJSONError`` for a scenario text that is not one JSON object, or the file
    ///   system's error when the file cannot be created.
    public init(scenarioJSON: String, fileName: String = "insetsim.trace.jsonl") throws {
      recording = try TraceRecording(scenarioJSON: scenarioJSON)
      let documents = try FileManager.default.url(
        for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
      fileURL = documents.appendingPathComponent(fileName)
      try Data(recording.text.utf8).write(to: fileURL, options: .atomic)
      let handle = try FileHandle(forWritingTo: fileURL)
      if #available(iOS 13.4, *) {
        try handle.seekToEnd()
      } else {
        handle.seekToEndOfFile()
      }
      self.handle = handle
      let observer = CFRunLoopObserverCreateWithHandler(
        kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, CFIndex.max
      ) { [weak self] _, _ in
        self?.turn += 1
      }
      CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
      turnObserver = observer
    }

    /// Names a controller in the trace as the scenario names it, when that is not its class name.
    ///
    ///     recorder.use(name: "ViewController", for: self)  // self is a FeedViewController
    public func use(name: String, for controller: UIViewController) {
      controllerNames[ObjectIdentifier(controller)] = name
    }

    /// Records a callback of a controller, from its override: `recorder.callback(self,
    /// "viewDidAppear")`.
    public func callback(_ controller: UIViewController, _ name: String, detail: String? = nil) {
      record(.callback(object: self.name(of: controller), name: name, detail: detail))
    }

    /// Records a callback of another object, such as a view: `recorder.callback(of: "tableView",
    /// "safeAreaInsetsDidChange")`.
    public func callback(of object: String, _ name: String, detail: String? = nil) {
      record(.callback(object: object, name: name, detail: detail))
    }

    /// Records a remark for whoever reads the trace.
    public func note(_ text: String) {
      record(.note(text))
    }

    /// Records the tracked values of `controller`, its containers, bars and window, and of `views`,
    /// at an observation point named as a scenario's `observe` list names it ("viewDidAppear").
    ///
    ///     recorder.snapshot(at: "viewDidAppear", controller: self, views: ["tableView": tableView])
    ///
    /// Pass the controller's own view under its scenario id when it is a scroll view (a
    /// `UITableViewController`'s table); it is then not recorded again as `<name>.view`.
    public func snapshot(
      at point: String, controller: UIViewController, views: KeyValuePairs<String, UIView> = [:]
    ) {
      record(.snapshot(at: point, values(of: controller, views: views)))
    }

    /// Records an entry built by hand; its `t` and `turn` are set to now.
    public func record(_ entry: RecordedEntry) {
      var entry = entry
      entry.t = Int64(((CACurrentMediaTime() - start) * 1_000_000).rounded())
      entry.turn = turn
      let line = Data(recording.append(entry).utf8)
      guard lastError == nil, let handle else { return }
      do {
        if #available(iOS 13.4, *) {
          try handle.write(contentsOf: line)
        } else {
          try Self.write(line, to: handle.fileDescriptor)
        }
      } catch {
        lastError = error
        finish()
      }
    }

    /// `write(2)` until every byte is written: before iOS 13.4 FileHandle has only `write(_:)`,
    /// which raises an Objective-C exception on an error.
    private static func write(_ data: Data, to descriptor: Int32) throws {
      try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) throws in
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
          let n = Darwin.write(descriptor, base + offset, bytes.count - offset)
          if n < 0 {
            if errno == EINTR { continue }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
          }
          offset += n
        }
      }
    }

    /// Stops counting turns and closes the file. Entries recorded afterwards stay in ``recording``
    /// only.
    public func finish() {
      if let turnObserver {
        CFRunLoopObserverInvalidate(turnObserver)
        self.turnObserver = nil
      }
      try? handle?.close()
      handle = nil
    }

    deinit {
      // Nonisolated: run-loop observers may be invalidated from any thread; the file handle closes
      // itself.
      if let turnObserver {
        CFRunLoopObserverInvalidate(turnObserver)
      }
    }

    // MARK: - Reading UIKit

    private func name(of controller: UIViewController) -> String {
      controllerNames[ObjectIdentifier(controller)] ?? String(describing: type(of: controller))
    }

    /// Every tracked value, objects in the order the simulator creates them.
    public func values(of controller: UIViewController, views: KeyValuePairs<String, UIView> = [:])
      -> RecordedSnapshot
    {
      var values = RecordedSnapshot()
      let window = controller.viewIfLoaded?.window
      if let window {
        values.record(RecordedValue(window.bounds), of: "window", .bounds)
        values.record(RecordedValue(window.safeAreaInsets), of: "window", .safeAreaInsets)
        if let orientation = Self.interfaceOrientation(of: window) {
          values.record(.name(orientation), of: "window", .orientation)
        }
        Self.recordStatusBar(of: window, into: &values)
      }
      if let tabBar = controller.tabBarController?.tabBar {
        Self.recordBar(tabBar, named: "tabBar", translucent: tabBar.isTranslucent, into: &values)
      }
      if let navigation = controller.navigationController {
        values.record(
          .bool(navigation.isNavigationBarHidden), of: "navigationController", .navigationBarHidden)
        values.record(.bool(navigation.isToolbarHidden), of: "navigationController", .toolbarHidden)
        values.record(
          .bool(navigation.navigationBar.prefersLargeTitles), of: "navigationController",
          .prefersLargeTitles)
        let bar = navigation.navigationBar
        Self.recordBar(bar, named: "navigationBar", translucent: bar.isTranslucent, into: &values)
        if let toolbar = navigation.toolbar {
          Self.recordBar(
            toolbar, named: "toolbar", translucent: toolbar.isTranslucent, into: &values)
        }
      }
      let name = self.name(of: controller)
      values.record(
        RecordedValue(controller.edgesForExtendedLayout), of: name, .edgesForExtendedLayout)
      values.record(
        .bool(controller.extendedLayoutIncludesOpaqueBars), of: name,
        .extendedLayoutIncludesOpaqueBars)
      // Deprecated in iOS 11 but still read by UIKit's `.automatic` adjustment; read through a
      // protocol so that its use here is not a deprecation warning.
      values.record(
        .bool((controller as any LegacyInsetSettings).automaticallyAdjustsScrollViewInsets),
        of: name, .automaticallyAdjustsScrollViewInsets)
      values.record(.bool(controller.hidesBottomBarWhenPushed), of: name, .hidesBottomBarWhenPushed)
      values.record(
        RecordedValue(controller.additionalSafeAreaInsets), of: name, .additionalSafeAreaInsets)
      if let root = controller.viewIfLoaded, !views.contains(where: { $0.value === root }) {
        Self.recordView(root, named: name + ".view", into: &values)
      }
      for (viewName, view) in views {
        Self.recordView(view, named: viewName, into: &values)
      }
      return values
    }

    private static func recordBar(
      _ bar: UIView, named name: String, translucent: Bool, into values: inout RecordedSnapshot
    ) {
      values.record(RecordedValue(bar.frame), of: name, .frame)
      values.record(.bool(bar.isHidden), of: name, .hidden)
      values.record(.bool(translucent), of: name, .translucent)
    }

    private static func recordView(
      _ view: UIView, named name: String, into values: inout RecordedSnapshot
    ) {
      values.record(RecordedValue(view.frame), of: name, .frame)
      values.record(.bool(view.isHidden), of: name, .hidden)
      values.record(RecordedValue(view.safeAreaInsets), of: name, .safeAreaInsets)
      guard let scrollView = view as? UIScrollView else { return }
      values.record(RecordedValue(scrollView.contentSize), of: name, .contentSize)
      values.record(RecordedValue(scrollView.contentInset), of: name, .contentInset)
      values.record(RecordedValue(scrollView.adjustedContentInset), of: name, .adjustedContentInset)
      values.record(RecordedValue(scrollView.contentOffset), of: name, .contentOffset)
      values.record(
        RecordedValue(scrollView.verticalScrollIndicatorInsets), of: name, .scrollIndicatorInsets)
      if let behavior = adjustmentBehaviorName(scrollView.contentInsetAdjustmentBehavior) {
        values.record(.name(behavior), of: name, .contentInsetAdjustmentBehavior)
      }
      values.record(.bool(scrollView.isScrollEnabled), of: name, .scrollEnabled)
      values.record(.bool(scrollView.alwaysBounceVertical), of: name, .alwaysBounceVertical)
      values.record(.bool(scrollView.alwaysBounceHorizontal), of: name, .alwaysBounceHorizontal)
    }

    private static func adjustmentBehaviorName(
      _ behavior: UIScrollView.ContentInsetAdjustmentBehavior
    ) -> String? {
      switch behavior {
      case .automatic: "automatic"
      case .scrollableAxes: "scrollableAxes"
      case .never: "never"
      case .always: "always"
      @unknown default: nil
      }
    }

    private static func recordStatusBar(of window: UIWindow, into values: inout RecordedSnapshot) {
      guard let manager = window.windowScene?.statusBarManager else { return }
      values.record(RecordedValue(manager.statusBarFrame), of: "statusBar", .frame)
      values.record(.bool(manager.isStatusBarHidden), of: "statusBar", .hidden)
    }

    private static func interfaceOrientation(of window: UIWindow) -> String? {
      guard let scene = window.windowScene else { return nil }
      switch scene.interfaceOrientation {
      case .portrait: return "portrait"
      case .portraitUpsideDown: return "portraitUpsideDown"
      case .landscapeLeft: return "landscapeLeft"
      case .landscapeRight: return "landscapeRight"
      case .unknown: return nil
      @unknown default: return nil
      }
    }
  }

  /// `automaticallyAdjustsScrollViewInsets`, deprecated in iOS 11 yet still read by UIKit: reading
  /// it through this protocol keeps the recorder free of deprecation warnings.
  @MainActor
  private protocol LegacyInsetSettings {
    var automaticallyAdjustsScrollViewInsets: Bool { get }
  }

  extension UIViewController: LegacyInsetSettings {}

  extension RecordedValue {
    /// `[top, left, bottom, right]`
    public init(_ insets: UIEdgeInsets) {
      self = .insets(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }

    /// `[x, y, width, height]`
    public init(_ rect: CGRect) {
      self = .rect(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }

    /// `[x, y]`
    public init(_ point: CGPoint) {
      self = .point(x: Double(point.x), y: Double(point.y))
    }

    /// `[width, height]`
    public init(_ size: CGSize) {
      self = .size(width: Double(size.width), height: Double(size.height))
    }

    /// `"all"`, `"none"`, or the edges joined with commas in the order top, left, bottom, right:
    /// `"top,bottom"`.
    public init(_ edges: UIRectEdge) {
      if edges == .all {
        self = .name("all")
      } else if edges.isEmpty {
        self = .name("none")
      } else {
        let named: [(String, UIRectEdge)] = [
          ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right),
        ]
        self = .name(named.filter { edges.contains($0.1) }.map(\.0).joined(separator: ","))
      }
    }
  }
#endif

#if canImport(UIKit) && os(iOS)
  import Foundation
  import ObjectiveC
  import QuartzCore
  import UIKit

  extension InsetRecorder {
    /// Starts recording the whole app, in one line (a debug build's app or scene delegate):
    ///
    ///     #if DEBUG
    ///     InsetRecorder.start()
    ///     #endif
    ///
    /// Every view controller's lifecycle (viewDidLoad, viewWillAppear, viewDidAppear,
    /// viewWillDisappear, viewDidDisappear) is observed by exchanging those methods of
    /// `UIViewController` with recording ones (method swizzling; ``stop()`` exchanges them back),
    /// and the keyboard's notifications are observed. The app is described as a scenario of format
    /// 2 — its controllers, containers, settings and views — and each push, pop, presentation,
    /// dismissal, tab switch, child added or removed and keyboard shown or hidden becomes a script
    /// step at the time it began. After each callback the values the simulator tracks are read from
    /// the whole app (``AppSnapshot``) and recorded at that point. The trace,
    /// `Documents/<fileName>`, holds the description and the device (its model identifier, screen
    /// and release) in its header; `insetsim replay FILE` simulates the description and compares.
    /// Only layout values and class names are recorded.
    ///
    /// - Parameter device: the device as `insetsim devices` names it; by default its model
    ///   identifier (`utsname.machine`; on a simulator, `SIMULATOR_MODEL_IDENTIFIER`).
    /// - Returns: false when a recording is already running or the file cannot be written.
    @discardableResult
    public static func start(device: String? = nil, fileName: String = "insetsim-app.trace.jsonl")
      -> Bool
    {
      guard AutomaticRecording.current == nil else { return false }
      guard let recording = try? AutomaticRecording(device: device, fileName: fileName) else {
        return false
      }
      AutomaticRecording.current = recording
      AutomaticRecording.exchangeLifecycleMethods()
      recording.observeKeyboard()
      return true
    }

    /// Stops the recording `start()` began: the lifecycle methods are exchanged back, the keyboard
    /// is no longer observed and the trace is written.
    public static func stop() {
      guard let recording = AutomaticRecording.current else { return }
      AutomaticRecording.exchangeLifecycleMethods()
      recording.stopObservingKeyboard()
      recording.write()
      AutomaticRecording.current = nil
    }
  }

  /// The recording ``InsetRecorder/start(device:fileName:)`` runs: UIKit read into an
  /// ``AppRecording`` at each callback.
  @MainActor
  final class AutomaticRecording {
    static var current: AutomaticRecording?

    let fileURL: URL
    private let startTime = CACurrentMediaTime()
    private var recording: AppRecording
    private var turn = 0
    /// The keyboard's end frame from the last keyboard notification, in screen coordinates.
    private var keyboardFrame: [Double]?
    private var keyboardObservers: [any NSObjectProtocol] = []

    init(device: String?, fileName: String) throws {
      let documents = try FileManager.default.url(
        for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
      fileURL = documents.appendingPathComponent(fileName)
      let screen = Self.keyWindow()?.windowScene?.screen.bounds ?? UIScreen.main.bounds
      recording = AppRecording(
        device: RecordingDevice(
          model: device ?? Self.modelIdentifier(), screenWidth: Double(screen.width),
          screenHeight: Double(screen.height), os: UIDevice.current.systemVersion))
      recording.info = Self.appInfo()
    }

    /// What the app's Info.plist says that the simulator reads: on iPad its `~ipad` orientations
    /// first, as UIKit reads them there.
    static func appInfo() -> AppInfo {
      let plist = Bundle.main.infoDictionary ?? [:]
      let pad = UIDevice.current.userInterfaceIdiom == .pad
      let orientations =
        (pad ? plist["UISupportedInterfaceOrientations~ipad"] as? [String] : nil)
        ?? plist["UISupportedInterfaceOrientations"] as? [String]
      return AppInfo(
        orientations: orientations, requiresFullScreen: plist["UIRequiresFullScreen"] as? Bool,
        designRequiresCompatibility: plist["UIDesignRequiresCompatibility"] as? Bool,
        sdkName: plist["DTSDKName"] as? String, release: UIDevice.current.systemVersion)
    }

    private var now: Int64 { Int64(((CACurrentMediaTime() - startTime) * 1_000_000).rounded()) }

    /// A lifecycle callback of a controller: recorded with the values of the whole app after it;
    /// after an appearance or a disappearance the file is written again.
    func lifecycle(_ controller: UIViewController, _ name: String) {
      let node = ControllerTree(
        identity: Self.identity(of: controller),
        className: String(describing: type(of: controller)))
      defer { turn += 1 }
      guard let window = Self.keyWindow(), let root = window.rootViewController else {
        recording.callback(name, of: node, t: now, turn: turn)
        return
      }
      if recording.app == nil, let scene = window.windowScene {
        recording.orientation = Self.orientationName(scene.interfaceOrientation)
      }
      recording.callback(
        name, of: node, in: Self.tree(of: root, depth: 0),
        window: Self.windowValues(window, keyboard: keyboardFrame), t: now, turn: turn)
      if name == "viewDidAppear" || name == "viewDidDisappear" { write() }
    }

    /// A keyboard notification: recorded with its end frame and the values of the whole app.
    func keyboard(_ name: String, frame: CGRect?) {
      if let frame { keyboardFrame = Self.rect(frame) }
      defer { turn += 1 }
      guard let window = Self.keyWindow(), let root = window.rootViewController else { return }
      recording.keyboard(
        name, in: Self.tree(of: root, depth: 0),
        window: Self.windowValues(window, keyboard: keyboardFrame), t: now, turn: turn)
    }

    func observeKeyboard() {
      let names: [(Notification.Name, String)] = [
        (UIResponder.keyboardWillShowNotification, "keyboardWillShow"),
        (UIResponder.keyboardDidShowNotification, "keyboardDidShow"),
        (UIResponder.keyboardWillHideNotification, "keyboardWillHide"),
        (UIResponder.keyboardDidHideNotification, "keyboardDidHide"),
        (UIResponder.keyboardWillChangeFrameNotification, "keyboardWillChangeFrame"),
        (UIResponder.keyboardDidChangeFrameNotification, "keyboardDidChangeFrame"),
      ]
      // Read here, on the main actor: the SDK isolates the key to it, and the observer's closure is
      // not.
      let endKey = UIResponder.keyboardFrameEndUserInfoKey
      for (notification, name) in names {
        keyboardObservers.append(
          NotificationCenter.default.addObserver(
            forName: notification, object: nil, queue: .main
          ) { note in
            let end = (note.userInfo?[endKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { AutomaticRecording.current?.keyboard(name, frame: end) }
          })
      }
    }

    func stopObservingKeyboard() {
      for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }
      keyboardObservers = []
    }

    /// Writes the whole trace: the current description in the header, then every entry.
    func write() {
      let text = recording.text
      guard !text.isEmpty else { return }
      try? Data(text.utf8).write(to: fileURL, options: .atomic)
    }

    /// `SIMULATOR_MODEL_IDENTIFIER` on a simulator, else `utsname.machine` ("iPhone13,1").
    static func modelIdentifier() -> String {
      if let simulated = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"],
        !simulated.isEmpty
      {
        return simulated
      }
      var info = utsname()
      guard uname(&info) == 0 else { return "unknown" }
      return withUnsafeBytes(of: &info.machine) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
    }

    static func windowValues(_ window: UIWindow, keyboard: [Double]?) -> WindowValues {
      let s = window.safeAreaInsets
      var values = WindowValues(
        bounds: rect(window.bounds),
        safeAreaInsets: [Double(s.top), Double(s.left), Double(s.bottom), Double(s.right)],
        keyboardFrame: keyboard)
      if let manager = window.windowScene?.statusBarManager {
        values.statusBarFrame = rect(manager.statusBarFrame)
        values.statusBarHidden = manager.isStatusBarHidden
      }
      return values
    }

    // MARK: - Reading UIKit

    static func identity(of controller: UIViewController) -> String {
      String(describing: ObjectIdentifier(controller))
    }

    static func keyWindow() -> UIWindow? {
      UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
        .first { $0.isKeyWindow }
    }

    static func tree(of controller: UIViewController, depth: Int) -> ControllerTree {
      var kind = ControllerKind.plain
      var held: [UIViewController] = controller.children
      var selected = 0
      var settings = ControllerSettings()
      var values = ControllerValues()
      if let nav = controller as? UINavigationController {
        kind = .navigation
        held = nav.viewControllers
        settings.navigationBarTranslucent = nav.navigationBar.isTranslucent
        settings.prefersLargeTitles = nav.navigationBar.prefersLargeTitles
        settings.navigationBarHidden = nav.isNavigationBarHidden
        values.navigationBarFrame = rect(nav.navigationBar.frame)
        values.navigationBarHidden = nav.isNavigationBarHidden
        values.toolbarHidden = nav.isToolbarHidden
        if let toolbar = nav.toolbar { values.toolbarFrame = rect(toolbar.frame) }
      } else if let tabs = controller as? UITabBarController {
        kind = .tabBar
        held = tabs.viewControllers ?? []
        selected = tabs.selectedIndex
        settings.tabBarTranslucent = tabs.tabBar.isTranslucent
        values.tabBarFrame = rect(tabs.tabBar.frame)
        values.tabBarHidden = tabs.tabBar.isHidden
      } else if let split = controller as? UISplitViewController {
        kind = .split
        (held, settings.splitColumns, settings.splitStyle) = splitColumns(of: split)
        settings.preferredDisplayMode = displayModeName(split.preferredDisplayMode)
      }
      settings.edgesForExtendedLayout = edgesName(controller.edgesForExtendedLayout)
      settings.extendedLayoutIncludesOpaqueBars = controller.extendedLayoutIncludesOpaqueBars
      settings.automaticallyAdjustsScrollViewInsets =
        (controller as any AutomaticLegacyInsetSettings).automaticallyAdjustsScrollViewInsets
      settings.hidesBottomBarWhenPushed = controller.hidesBottomBarWhenPushed
      let a = controller.additionalSafeAreaInsets
      settings.additionalSafeAreaInsets = [
        Double(a.top), Double(a.left), Double(a.bottom), Double(a.right),
      ]
      switch controller.navigationItem.largeTitleDisplayMode {
      case .always: settings.largeTitleDisplayMode = "always"
      case .never: settings.largeTitleDisplayMode = "never"
      default: settings.largeTitleDisplayMode = "automatic"
      }
      let presented = controller.presentedViewController.flatMap {
        $0.presentingViewController === controller && depth < 8 ? $0 : nil
      }
      // The keyboard layout guide, when the view has one: reading `keyboardLayoutGuide` would make
      // one, adding constraints to the app's view.
      if #available(iOS 15.0, *), kind == .plain,
        let guide = controller.viewIfLoaded?.layoutGuides.first(where: {
          $0 is UIKeyboardLayoutGuide
        })
      {
        values.keyboardLayoutFrame = rect(guide.layoutFrame)
      }
      var frameInParent: [Double]?
      if let parent = controller.parent, !(parent is UINavigationController),
        !(parent is UITabBarController), let view = controller.viewIfLoaded
      {
        frameInParent = rect(view.frame)
      }
      return ControllerTree(
        identity: identity(of: controller), className: String(describing: type(of: controller)),
        kind: kind,
        children: depth < 16 ? held.map { tree(of: $0, depth: depth + 1) } : [],
        selectedIndex: selected,
        presented: presented.map { tree(of: $0, depth: depth + 1) },
        presentationStyle: styleName(controller.modalPresentationStyle),
        settings: settings,
        rootView: kind == .plain ? controller.viewIfLoaded.map { viewNode($0, depth: 0) } : nil,
        frameInParent: frameInParent, values: values)
    }

    static func viewNode(_ view: UIView, depth: Int) -> ViewNode {
      var node = ViewNode(
        type: typeName(view), frame: rect(view.frame),
        identity: String(describing: ObjectIdentifier(view)))
      node.hidden = view.isHidden
      let s = view.safeAreaInsets
      node.safeAreaInsets = [Double(s.top), Double(s.left), Double(s.bottom), Double(s.right)]
      if let scroll = view as? UIScrollView {
        let a = scroll.adjustedContentInset
        node.adjustedContentInset = [
          Double(a.top), Double(a.left), Double(a.bottom), Double(a.right),
        ]
        node.contentOffset = [Double(scroll.contentOffset.x), Double(scroll.contentOffset.y)]
        node.contentSize = [Double(scroll.contentSize.width), Double(scroll.contentSize.height)]
        let i = scroll.contentInset
        node.contentInset = [Double(i.top), Double(i.left), Double(i.bottom), Double(i.right)]
        switch scroll.contentInsetAdjustmentBehavior {
        case .never: node.contentInsetAdjustmentBehavior = "never"
        case .always: node.contentInsetAdjustmentBehavior = "always"
        case .scrollableAxes: node.contentInsetAdjustmentBehavior = "scrollableAxes"
        default: node.contentInsetAdjustmentBehavior = "automatic"
        }
      }
      if let table = view as? UITableView {
        node.rows = (0..<table.numberOfSections).reduce(0) {
          $0 + table.numberOfRows(inSection: $1)
        }
      }
      if let owner = view.next as? UIViewController, owner.parent != nil, owner.view === view,
        !(owner.parent is UINavigationController), !(owner.parent is UITabBarController)
      {
        node.isChildControllerRoot = true
      }
      // A plain view's subviews; a scroll view's own (cells, indicators) are not the app's layout.
      if node.type == "view", depth < 8 {
        node.subviews = view.subviews.prefix(200).map { viewNode($0, depth: depth + 1) }
      }
      return node
    }

    static func typeName(_ view: UIView) -> String {
      if view is UITableView { return "tableView" }
      if view is UICollectionView { return "collectionView" }
      if view is UITextView { return "textView" }
      if String(describing: type(of: view)).hasPrefix("WKWebView") { return "wkWebView" }
      if view is UIScrollView { return "scrollView" }
      return "view"
    }

    static func rect(_ r: CGRect) -> [Double] {
      [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
    }

    static func edgesName(_ edges: UIRectEdge) -> String {
      if edges == .all { return "all" }
      if edges.isEmpty { return "none" }
      let named: [(String, UIRectEdge)] = [
        ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right),
      ]
      return named.filter { edges.contains($0.1) }.map(\.0).joined(separator: ",")
    }

    /// A split view controller's columns: what shows each (a column style's `viewController(for:)`,
    /// or the navigation controller UIKit wrapped it in; a classic split view's `viewControllers`),
    /// their column names, and the style's name.
    static func splitColumns(of split: UISplitViewController) -> (
      [UIViewController], [String], String
    ) {
      if #available(iOS 14.0, *), split.style != .unspecified {
        var held: [UIViewController] = []
        var names: [String] = []
        let columns: [(UISplitViewController.Column, String)] = [
          (.primary, "primary"), (.supplementary, "supplementary"), (.secondary, "secondary"),
          (.compact, "compact"),
        ]
        for (column, name) in columns {
          guard let c = split.viewController(for: column) else { continue }
          // The navigation controller UIKit wrapped the column in holds its stack (pushes happen
          // there).
          held.append(
            column != .compact && !(c is UINavigationController) ? c.navigationController ?? c : c)
          names.append(name)
        }
        return (held, names, split.style == .tripleColumn ? "tripleColumn" : "doubleColumn")
      }
      let held = Array(split.viewControllers.prefix(2))
      return (held, ["primary", "secondary"].prefix(held.count).map { $0 }, "unspecified")
    }

    /// A display mode's iOS 14 name, by its raw value (the iOS 13 names `primaryHidden`,
    /// `allVisible` and `primaryOverlay` are the same values).
    static func displayModeName(_ mode: UISplitViewController.DisplayMode) -> String {
      let names = [
        "automatic", "secondaryOnly", "oneBesideSecondary", "oneOverSecondary",
        "twoBesideSecondary", "twoOverSecondary", "twoDisplaceSecondary",
      ]
      return mode.rawValue >= 0 && mode.rawValue < names.count ? names[mode.rawValue] : "automatic"
    }

    static func styleName(_ style: UIModalPresentationStyle) -> String {
      switch style {
      case .fullScreen: "fullScreen"
      case .pageSheet: "pageSheet"
      case .formSheet: "formSheet"
      case .overFullScreen: "overFullScreen"
      case .popover: "popover"
      default: "automatic"
      }
    }

    static func orientationName(_ o: UIInterfaceOrientation) -> String {
      switch o {
      case .landscapeLeft: "landscapeLeft"
      case .landscapeRight: "landscapeRight"
      case .portraitUpsideDown: "portraitUpsideDown"
      default: "portrait"
      }
    }

    // MARK: - Swizzling

    /// Exchanges UIViewController's lifecycle methods with the recording ones (called again,
    /// exchanges them back).
    static func exchangeLifecycleMethods() {
      let pairs: [(Selector, Selector)] = [
        (#selector(UIViewController.viewDidLoad), #selector(UIViewController.insetsim_viewDidLoad)),
        (
          #selector(UIViewController.viewWillAppear(_:)),
          #selector(UIViewController.insetsim_viewWillAppear(_:))
        ),
        (
          #selector(UIViewController.viewDidAppear(_:)),
          #selector(UIViewController.insetsim_viewDidAppear(_:))
        ),
        (
          #selector(UIViewController.viewWillDisappear(_:)),
          #selector(UIViewController.insetsim_viewWillDisappear(_:))
        ),
        (
          #selector(UIViewController.viewDidDisappear(_:)),
          #selector(UIViewController.insetsim_viewDidDisappear(_:))
        ),
      ]
      for (original, recording) in pairs {
        guard let a = class_getInstanceMethod(UIViewController.self, original),
          let b = class_getInstanceMethod(UIViewController.self, recording)
        else { continue }
        method_exchangeImplementations(a, b)
      }
    }
  }

  /// `automaticallyAdjustsScrollViewInsets`, deprecated in iOS 11 yet still read by UIKit: read
  /// through this protocol so that the recorder builds without deprecation warnings.
  @MainActor
  private protocol AutomaticLegacyInsetSettings {
    var automaticallyAdjustsScrollViewInsets: Bool { get }
  }

  extension UIViewController: AutomaticLegacyInsetSettings {}

  extension UIViewController {
    // Each calls itself: once exchanged, that is UIKit's original implementation.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @objc dynamic func insetsim_viewDidLoad() {
      insetsim_viewDidLoad()
      AutomaticRecording.current?.lifecycle(self, "viewDidLoad")
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    @objc dynamic func insetsim_viewWillAppear(_ animated: Bool) {
      insetsim_viewWillAppear(animated)
      AutomaticRecording.current?.lifecycle(self, "viewWillAppear")
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    @objc dynamic func insetsim_viewDidAppear(_ animated: Bool) {
      insetsim_viewDidAppear(animated)
      AutomaticRecording.current?.lifecycle(self, "viewDidAppear")
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    @objc dynamic func insetsim_viewWillDisappear(_ animated: Bool) {
      insetsim_viewWillDisappear(animated)
      AutomaticRecording.current?.lifecycle(self, "viewWillDisappear")
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    @objc dynamic func insetsim_viewDidDisappear(_ animated: Bool) {
      insetsim_viewDidDisappear(animated)
      AutomaticRecording.current?.lifecycle(self, "viewDidDisappear")
    }
  }
#endif

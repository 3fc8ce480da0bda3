#if canImport(UIKit) && os(iOS)
  import Foundation
  import ObjectiveC
  import QuartzCore
  import UIKit

  extension InsetRecorder {
    /// Starts recording the whole app, in one line (a debug build's app or scene delegate):
    ///
    ///     #if DEBUG
    ///     InsetRecorder.start()   // or InsetRecorder.start(device: "iPhone 15")
    ///     #endif
    ///
    /// Every view controller's lifecycle (viewDidLoad, viewWillAppear, viewDidAppear,
    /// viewWillDisappear,
    /// viewDidDisappear) is observed by exchanging those methods of `UIViewController` with
    /// recording ones
    /// (method swizzling; ``stop()`` exchanges them back). The app is described as a scenario of
    /// format 2 — its
    /// controllers, containers, settings and views — and each push, pop, presentation, dismissal,
    /// tab switch
    /// and child added or removed becomes a script step at its time. The trace,
    /// `Documents/<fileName>`, holds
    /// that description in its header and the callbacks as entries; `insetsim replay FILE`
    /// simulates the
    /// description and compares. Only layout values and class names are recorded.
    ///
    /// - Parameter device: the device as `insetsim devices` names it; by default guessed from the
    ///   screen's size.
    /// - Returns: false when a recording is already running or the file cannot be written.
    @discardableResult
    public static func start(device: String? = nil, fileName: String = "insetsim-app.trace.jsonl")
      -> Bool
    {
      guard AutomaticRecording.current == nil else { return false }
      guard
        let recording = try? AutomaticRecording(
          device: device ?? AutomaticRecording.guessedDevice(), fileName: fileName)
      else { return false }
      AutomaticRecording.current = recording
      AutomaticRecording.exchangeLifecycleMethods()
      recording.readApp()
      return true
    }

    /// Stops the recording `start()` began: the lifecycle methods are exchanged back and the trace
    /// is written.
    public static func stop() {
      guard let recording = AutomaticRecording.current else { return }
      AutomaticRecording.exchangeLifecycleMethods()
      recording.write()
      AutomaticRecording.current = nil
    }
  }

  /// The recording ``InsetRecorder/start(device:fileName:)`` runs: the app's description and the
  /// callbacks seen.
  @MainActor
  final class AutomaticRecording {
    static var current: AutomaticRecording?

    let fileURL: URL
    private let startTime = CACurrentMediaTime()
    private var app: AppDescription?
    private var entries: [RecordedEntry] = []
    private let device: String
    private var turn = 0

    init(device: String, fileName: String) throws {
      self.device = device
      let documents = try FileManager.default.url(
        for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
      fileURL = documents.appendingPathComponent(fileName)
    }

    private var now: Int64 { Int64(((CACurrentMediaTime() - startTime) * 1_000_000).rounded()) }

    /// A lifecycle callback of a controller: recorded under the name the description gives it;
    /// after an
    /// appearance or disappearance the app is read again, so a flow that just ended becomes a
    /// script step.
    func lifecycle(_ controller: UIViewController, _ name: String) {
      let identity = Self.identity(of: controller)
      if name == "viewDidAppear" || name == "viewDidDisappear" { readApp() }
      let object =
        app?.name(of: identity)
        ?? AppDescription.identifier(
          String(describing: type(of: controller)), fallback: "Controller")
      entries.append(.callback(object: object, name: name, t: now, turn: turn))
      turn += 1
    }

    /// Reads the key window's controller tree: the first reading describes the app, later ones add
    /// its flows.
    func readApp() {
      guard let root = Self.keyWindow()?.rootViewController else { return }
      let tree = Self.tree(of: root, depth: 0)
      if app == nil {
        let orientation =
          Self.keyWindow()?.windowScene.map { Self.orientationName($0.interfaceOrientation) }
          ?? "portrait"
        app = AppDescription(
          root: tree, device: device, os: Self.release(), orientation: orientation)
      } else {
        app?.observe(tree, at: Double(now) / 1_000_000)
      }
      write()
    }

    /// Writes the whole trace: the current description in the header, then every entry.
    func write() {
      guard let app, var recording = try? TraceRecording(scenarioJSON: app.scenarioJSON) else {
        return
      }
      for note in app.unsupported { recording.append(.note("not described: " + note)) }
      for e in entries { recording.append(e) }
      try? Data(recording.text.utf8).write(to: fileURL, options: .atomic)
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
      if let nav = controller as? UINavigationController {
        kind = .navigation
        held = nav.viewControllers
        settings.navigationBarTranslucent = nav.navigationBar.isTranslucent
        settings.prefersLargeTitles = nav.navigationBar.prefersLargeTitles
        settings.navigationBarHidden = nav.isNavigationBarHidden
      } else if let tabs = controller as? UITabBarController {
        kind = .tabBar
        held = tabs.viewControllers ?? []
        selected = tabs.selectedIndex
        settings.tabBarTranslucent = tabs.tabBar.isTranslucent
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
        frameInParent: frameInParent)
    }

    static func viewNode(_ view: UIView, depth: Int) -> ViewNode {
      var node = ViewNode(type: typeName(view), frame: rect(view.frame))
      if let scroll = view as? UIScrollView {
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
    /// or the
    /// navigation controller UIKit wrapped it in; a classic split view's `viewControllers`), their
    /// column
    /// names, and the style's name.
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
    /// `allVisible` and
    /// `primaryOverlay` are the same values).
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

    /// The release as `major.minor` ("17.4.1" → "17.4").
    static func release() -> String {
      UIDevice.current.systemVersion.split(separator: ".").prefix(2).joined(separator: ".")
    }

    /// The catalogue's name for a screen of this size, in points (portrait).
    static func guessedDevice() -> String {
      let b = UIScreen.main.bounds
      let size = (Int(min(b.width, b.height)), Int(max(b.width, b.height)))
      let names: [String: String] = [
        "375x667": "iPhone 8", "414x736": "iPhone 8 Plus", "375x812": "iPhone X",
        "414x896": "iPhone XR", "390x844": "iPhone 12",
        "428x926": "iPhone 12 Pro Max", "393x852": "iPhone 15", "430x932": "iPhone 15 Pro Max",
        "402x874": "iPhone 16 Pro",
        "440x956": "iPhone 16 Pro Max", "420x912": "iPhone Air", "320x568": "iPhone SE (1st)",
        "768x1024": "iPad (9.7-inch)",
        "810x1080": "iPad (10.2-inch)", "820x1180": "iPad Air (4th)",
        "834x1194": "iPad Pro (11-inch)", "1024x1366": "iPad Pro (12.9-inch, 3rd)",
        "744x1133": "iPad mini (6th)",
      ]
      return names["\(size.0)x\(size.1)"] ?? "iPhone 15"
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
  /// through this protocol
  /// so that the recorder builds without deprecation warnings.
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

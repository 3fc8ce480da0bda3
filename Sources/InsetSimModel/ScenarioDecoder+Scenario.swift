import InsetSimSupport

/// ScenarioDecoder: The scenario.
extension ScenarioDecoder {
  /// What each required key looks like, for "missing key" messages.
  static let requiredKeyShapes = [
    "insetsim": "\"insetsim\": 1", "os": "\"os\": an iOS version such as \"11.0\"",
    "device": "\"device\": a name from `insetsim devices`, such as \"iPhone 8\"",
    "controller": "\"controller\": {\"name\": …, \"subviews\": […]}",
  ]

  /// Names for a message: all of them, or the first 20 and how many more.
  static func listed(_ names: [String]) -> String {
    let shown = 20
    if names.count <= shown { return names.joined(separator: ", ") }
    return names.prefix(shown).joined(separator: ", ") + ", … (\(names.count - shown) more)"
  }

  static let topKeys = [
    "insetsim", "name", "summary", "os", "device", "orientation", "statusBarHidden", "window",
    "requiresFullScreen", "supportedInterfaceOrientations", "designRequiresCompatibility",
    "tabBarController",
    "navigationController", "presentation", "controller", "script", "observe", "expect",
    "assumptions", "uikitBugs",
  ]
  /// The key that links a file to its JSON Schema (`insetsim schema`); accepted at the top level
  /// only.
  static let schemaKey = "$schema"
  static let tabBarKeys = [
    "translucent", "tabBarHidden", "bottomAccessory", "tabBarMinimizeBehavior", "mode",
    "isTabBarHidden",
  ]
  static let navigationKeys = [
    "translucent", "navigationBarHidden", "prefersLargeTitles", "toolbarHidden",
    "toolbarTranslucent",
  ]
  static let expectKeys = ["at", "object", "property", "value", "source"]
  /// The behaviours outside the model that a run goes on past, its later values assumed: what
  /// `assumptions` may list (the catalogue's `outside` rules that do not stop the run).
  package static let assumableRules = [
    "outside.sheetKeyboard", "outside.formSheetKeyboard", "outside.sheetDetentsInCompactHeight",
    "outside.offScreenSizeTransition",
  ]

  func scenario(_ json: JSONValue) throws(InputError) -> Scenario {
    guard case .object = json else {
      throw fail("", "the document is \(json.kindDescription)", expected: Scenario.shape)
    }
    if json["insetsim-sweep"] != nil {
      throw fail(
        "", "this is a sweep file, not a scenario",
        expected: Scenario.shape + "; `insetsim matrix` runs a sweep file")
    }
    if json["insetsim-trace"] != nil {
      throw fail(
        "", "this is a trace header, not a scenario",
        expected: Scenario.shape + "; `insetsim replay` and `insetsim diff` read traces")
    }
    // `$schema` links the file to `insetsim schema`'s JSON Schema for editors: it must be a string,
    // and it means nothing to the simulation (so it is not among the keys that messages list).
    guard case .object(let all) = json else {
      throw fail("", "the document is \(json.kindDescription)", expected: Scenario.shape)
    }
    for (key, link) in all where key == Self.schemaKey {
      _ = try string(
        link, Self.schemaKey, expected: "the address of the scenario JSON Schema (a string)")
    }
    let body = all.filter { $0.0 != Self.schemaKey }
    let isApp: Bool
    switch body.first(where: { $0.0 == "insetsim" })?.1 {
    case .number(2)?: isApp = true
    case .number(1)?, nil: isApp = false
    case let v?:
      throw fail(
        "insetsim", "unsupported format version \(InputError.shown(v.compactText))",
        expected: "1 (one screen) or 2 (an app)")
    }
    let pairs = try object(
      .object(body), "",
      allowed: isApp
        ? Self.appTopKeys + [
          "controller", "navigationController", "tabBarController", "presentation",
        ] : Self.topKeys)
    let map = keyed(pairs)
    for key in ["insetsim", "os", "device"] + (isApp ? [] : ["controller"]) where map[key] == nil {
      throw fail(
        "", "missing key '\(key)'", expected: Self.requiredKeyShapes[key] ?? "the key '\(key)'")
    }
    let osText: String
    if case .number(let n)? = map["os"] {
      let written = OSVersion(formatPoints(n)).map(\.description) ?? formatPoints(n)
      throw fail(
        "os", "found the number \(formatPoints(n))", expected: "a string such as \"10.3\"",
        suggestion: "\"\(written)\"")
    } else {
      osText = try string(
        map["os"] ?? .null, "os", expected: "an iOS version string such as \"10.3\"")
    }
    guard let requested = OSVersion(osText), let os = OSVersion.nearestKnown(to: requested) else {
      // The releases' names are made only for the message.
      throw fail(
        "os", "unknown iOS version '\(InputError.shown(osText))'",
        expected: "one of 6.0 … 26.1 (e.g. \"10.3\", \"11.0\")",
        suggestion: Self.suggestRelease(for: osText)
          ?? Suggestions.closest(to: osText, in: OSVersion.known.map(\.description)))
    }
    let deviceName = try string(
      map["device"] ?? .null, "device", expected: "a device name from `insetsim devices`")
    guard let device = Device.named(deviceName) else {
      let why = Device.notInCatalog(deviceName).map { " (\($0))" } ?? ""
      throw fail(
        "device", "unknown device '\(InputError.shown(deviceName))'" + why,
        expected: "a name from `insetsim devices`",
        suggestion: why.isEmpty ? Device.suggestion(for: deviceName) : nil)
    }
    guard device.supports(os) else {
      let range =
        device.lastOS.map { "iOS \(device.firstOS) to \($0)" } ?? "iOS \(device.firstOS) and later"
      throw fail(
        "device", "'\(device.name)' does not run iOS \(os)", expected: "a release it runs: \(range)"
      )
    }
    var s: Scenario
    if isApp {
      let app = try self.app(map, os: os)
      let first =
        app.rootTreeControllers.first.flatMap { app.controller(named: $0) } ?? app.controllers[0]
      s = Scenario(name: "", os: os, device: device, controller: first)
      s.app = app
    } else {
      let controller = try controllerSpec(map["controller"] ?? .null, "controller", os: os)
      s = Scenario(name: "", os: os, device: device, controller: controller)
    }
    if requested != os { s.requestedOS = requested.description }
    s.name = try map["name"].map { v throws(InputError) in try line(v, "name") } ?? defaultName
    s.summary = try map["summary"].map { v throws(InputError) in try line(v, "summary") }
    s.orientation = try map["orientation"].map { v throws(InputError) in
      try choice(v, "orientation", Orientation.self, noun: "orientation")
    }
    s.statusBarHidden = try map["statusBarHidden"].map { v throws(InputError) in
      try bool(v, "statusBarHidden")
    }
    if let v = map["requiresFullScreen"] {
      s.requiresFullScreen = try bool(v, "requiresFullScreen")
    }
    if let v = map["supportedInterfaceOrientations"] {
      s.supportedInterfaceOrientations = try orientationList(v, "supportedInterfaceOrientations")
    }
    if let v = map["designRequiresCompatibility"] {
      s.designRequiresCompatibility = try designCompatibility(v, os: os)
    }
    if let v = map["window"] {
      s.window = try windowMode(v, "window", scenario: s, orientation: s.effectiveOrientation)
    }
    if let v = map["tabBarController"] { s.tabBarController = try tabBarSpec(v) }
    if s.tabBarAccessory && os.major < 26 {
      throw fail(
        isApp ? "root.tabBarController.bottomAccessory" : "tabBarController.bottomAccessory",
        "a tab bar's bottom accessory arrives in iOS 26 (this scenario runs iOS \(os))",
        expected: "iOS 26 or later, or no bottomAccessory")
    }
    try checkNewDesignKeys(s, isApp: isApp)
    if let t = s.tabBarSpec {
      let p = isApp ? "root.tabBarController." : "tabBarController."
      if t.minimizeBehavior != nil && os.major < 26 {
        throw fail(
          p + "tabBarMinimizeBehavior",
          "tabBarMinimizeBehavior arrives in iOS 26 (this scenario runs iOS \(os))",
          expected: "iOS 26 or later, or no tabBarMinimizeBehavior")
      }
      for (key, set) in [("mode", t.mode != nil), ("isTabBarHidden", t.isTabBarHidden != nil)]
      where set && os.major < 18 {
        throw fail(
          p + key, "UITabBarController's \(key) arrives in iOS 18 (this scenario runs iOS \(os))",
          expected: "iOS 18 or later, or no \(key)")
      }
    }
    if let v = map["navigationController"] {
      s.navigationController = try navigationSpec(v, os: os)
    }
    if let v = map["presentation"] {
      s.presentation = try choice(v, "presentation", Presentation.self, noun: "presentation")
      if s.presentation == .pushed && s.navigationController == nil {
        throw fail(
          "presentation", "'pushed' needs a navigation controller",
          expected: "\"root\", or a \"navigationController\" key")
      }
    }
    if let v = map["script"] { s.script = try script(v, scenario: s) }
    let objects = s.objects
    try checkUniqueNames(objects, app: s.app)
    try checkLaunchOrientation(s)
    if s.app != nil { try checkAppScript(s) }
    // An app's views and controllers are each held to their own limit where they are read.
    if s.app == nil && objects.count > ScenarioLimits.maxViews + 10 {
      throw fail(
        "controller.subviews",
        "the scenario creates \(objects.count) objects, over the limit of \(ScenarioLimits.maxViews) views",
        expected: "fewer views")
    }
    try checkScriptTargets(s, objects: objects)
    if let v = map["observe"] {
      guard case .array(let items) = v else {
        throw fail("observe", "found \(v.kindDescription)", expected: "an array of points")
      }
      if items.count > ScenarioLimits.maxObservations {
        throw fail(
          "observe", "\(items.count) points, over the limit of \(ScenarioLimits.maxObservations)",
          expected: "fewer points")
      }
      // A few points are compared with those before them, cheaper than hashing; many are hashed.
      let hashed = items.count > 8
      var seen: [ObservationPoint: Int] = [:]
      for (i, item) in items.enumerated() {
        let p = try point(item, "observe[\(i)]", scenario: s, objects: objects)
        if let first = hashed ? seen[p] : s.observe.firstIndex(of: p) {
          throw fail(
            "observe[\(i)]", "'\(p)' repeats observe[\(first)]",
            expected: "each point once (a point takes one snapshot)")
        }
        if hashed { seen[p] = i }
        s.observe.append(p)
      }
    }
    if let v = map["uikitBugs"] { s.uikitBugs = try bool(v, "uikitBugs") }
    if let v = map["assumptions"] {
      guard case .array(let items) = v else {
        throw fail("assumptions", "found \(v.kindDescription)", expected: "an array of rule ids")
      }
      for (i, item) in items.enumerated() {
        let id = try string(
          item, "assumptions[\(i)]", expected: "the id of a behaviour outside the model")
        guard Self.assumableRules.contains(id) else {
          throw fail(
            "assumptions[\(i)]", "'\(InputError.shown(id))' is not a behaviour a run goes on past",
            expected: "one of " + Self.assumableRules.joined(separator: ", "),
            suggestion: Suggestions.closest(to: id, in: Self.assumableRules))
        }
        if s.assumptions.contains(id) {
          throw fail(
            "assumptions[\(i)]", "'\(id)' is listed twice", expected: "each id at most once")
        }
        s.assumptions.append(id)
      }
    }
    if let v = map["expect"] {
      guard case .array(let items) = v else {
        throw fail("expect", "found \(v.kindDescription)", expected: "an array of expectations")
      }
      if items.count > ScenarioLimits.maxObservations {
        throw fail(
          "expect",
          "\(items.count) expectations, over the limit of \(ScenarioLimits.maxObservations)",
          expected: "fewer expectations")
      }
      for (i, item) in items.enumerated() {
        if case .object(let pairs) = item,
          pairs.contains(where: {
            ["order", "called", "stops", "changed", "unchanged"].contains($0.0)
          })
        {
          s.expectTiming.append(
            try timingExpectation(item, "expect[\(i)]", scenario: s, objects: objects))
        } else {
          s.expect.append(try expectation(item, "expect[\(i)]", scenario: s, objects: objects))
        }
      }
    }
    return s
  }

  /// The last known release of the same major version ("10.4" → "10.3"), else the nearest release.
  static func suggestRelease(for text: String) -> String? {
    guard let wanted = OSVersion(text) else { return nil }
    if let sameMajor = OSVersion.known.last(where: { $0.major == wanted.major }) {
      return sameMajor.description
    }
    let scale = { (v: OSVersion) in v.major * 100 + v.minor }
    return OSVersion.known.min { abs(scale($0) - scale(wanted)) < abs(scale($1) - scale(wanted)) }?
      .description
  }

  var defaultName: String {
    var base = FileSystem.split(file).name
    for suffix in [".scenario.json", ".json"] where base.hasSuffix(suffix) {
      base = String(base.dropLast(suffix.count))
      break
    }
    // A file's name may hold what a name may not (an escape sequence, a line break): shown
    // escaped, as messages show it, so that the trace of a run still reads back.
    return base.isEmpty ? "scenario" : InputError.shownPath(base)
  }

  func tabBarSpec(_ v: JSONValue, path: @autoclosure () -> String = "tabBarController")
    throws(InputError) -> TabBarControllerSpec
  {
    var spec = TabBarControllerSpec()
    for (key, value) in try object(v, path(), allowed: Self.tabBarKeys) {
      switch matched(key) {
      case "translucent": spec.translucent = try bool(value, join(path(), key))
      case "bottomAccessory": spec.bottomAccessory = try bool(value, join(path(), key))
      case "tabBarMinimizeBehavior":
        spec.minimizeBehavior = try choice(
          value, join(path(), key), TabBarMinimizeBehavior.self, noun: "minimize behavior")
      case "mode":
        let mode = try choice(value, join(path(), key), TabBarMode.self, noun: "tab bar mode")
        if mode == .tabSidebar {
          throw fail(
            join(path(), key),
            "a tab bar that becomes a sidebar (tabSidebar) is refused, for want of a rule: its width and whether it tiles or overlaps the tab's content are not published",
            expected: "\"automatic\" or \"tabBar\" (the same for tabs without tab groups)")
        }
        spec.mode = mode
      case "isTabBarHidden": spec.isTabBarHidden = try bool(value, join(path(), key))
      default: spec.tabBarHidden = try bool(value, join(path(), key))
      }
    }
    return spec
  }

  func navigationSpec(
    _ v: JSONValue, os: OSVersion, path: @autoclosure () -> String = "navigationController"
  ) throws(InputError) -> NavigationControllerSpec {
    var spec = NavigationControllerSpec()
    for (key, value) in try object(v, path(), allowed: Self.navigationKeys) {
      let b = try bool(value, join(path(), key))
      switch matched(key) {
      case "translucent": spec.translucent = b
      case "navigationBarHidden": spec.navigationBarHidden = b
      case "prefersLargeTitles":
        spec.prefersLargeTitles = b
      case "toolbarHidden": spec.toolbarHidden = b
      default: spec.toolbarTranslucent = b
      }
    }
    return spec
  }

  static let controllerKeys = [
    "name", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
    "automaticallyAdjustsScrollViewInsets",
    "hidesBottomBarWhenPushed", "additionalSafeAreaInsets", "rootView", "subviews",
  ]

  func controllerSpec(_ v: JSONValue, _ path: @autoclosure () -> String, os: OSVersion)
    throws(InputError) -> ControllerSpec
  {
    var spec = ControllerSpec()
    var count = 0
    for (key, value) in try object(v, path(), allowed: Self.controllerKeys) {
      var p: String { join(path(), key) }
      switch matched(key) {
      case "name":
        spec.name = try identifier(value, p)
      case "edgesForExtendedLayout":
        spec.edgesForExtendedLayout = try edges(value, p)
      case "extendedLayoutIncludesOpaqueBars":
        spec.extendedLayoutIncludesOpaqueBars = try bool(value, p)
      case "automaticallyAdjustsScrollViewInsets":
        spec.automaticallyAdjustsScrollViewInsets = try bool(value, p)
      case "hidesBottomBarWhenPushed":
        spec.hidesBottomBarWhenPushed = try bool(value, p)
      case "additionalSafeAreaInsets":
        spec.additionalSafeAreaInsets = try insets(value, p)
      case "rootView":
        if case .string(let s) = value {
          guard s == "view" else {
            throw fail(
              p, "unknown root view '\(InputError.shown(s))'",
              expected: "\"view\" or a view object", suggestion: "view")
          }
        } else {
          // UIKit sizes a controller's view itself (its container or the window): a frame here
          // would be ignored.
          if case .object(let fields) = value,
            let frame = fields.first(where: { $0.0 == "frame" })?.1, frame != .string("fill")
          {
            throw fail(
              join(p, "frame"),
              "a root view's frame is set by its controller's container, not by the app",
              expected: "no 'frame' on a root view, or \"fill\" (give a subview a frame instead)")
          }
          spec.rootView = try viewSpec(value, p, os: os, depth: 0, count: &count)
        }
      default:
        guard case .array(let items) = value else {
          throw fail(p, "found \(value.kindDescription)", expected: "an array of views")
        }
        for (i, item) in items.enumerated() {
          spec.subviews.append(try viewSpec(item, p + "[\(i)]", os: os, depth: 0, count: &count))
        }
      }
    }
    if spec.rootView != nil && !spec.subviews.isEmpty {
      throw fail(
        join(path(), "subviews"), "controller subviews go on a plain root view",
        expected: "\"rootView\": \"view\", or subviews inside the root view object")
    }
    return spec
  }

  /// A title or a summary: text of one line, no control characters (a header prints it as it is,
  /// so a line break would start what reads as another line of the trace).
  func line(_ v: JSONValue, _ path: @autoclosure () -> String) throws(InputError) -> String {
    let s = try string(v, path())
    if let bad = s.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      let hex = String(bad.value, radix: 16, uppercase: true)
      throw fail(
        path(),
        "a control character (U+\(String(repeating: "0", count: 4 - hex.count) + hex)) in the text",
        expected: "text of one line, without tabs, line breaks or other control characters")
    }
    return s
  }

  func identifier(_ v: JSONValue, _ path: @autoclosure () -> String) throws(InputError) -> String {
    let s = try string(v, path(), expected: "a name of letters, digits and _")
    guard Self.isIdentifier(s) else {
      throw fail(
        path(), "'\(InputError.shown(s))' is not a usable name",
        expected: "up to 64 ASCII letters, digits and _, starting with a letter")
    }
    return s
  }

  /// Up to 64 ASCII letters, digits and _, starting with a letter or _ (read as bytes: every one is
  /// ASCII).
  static func isIdentifier(_ s: String) -> Bool {
    var s = s
    return s.withUTF8 { bytes in
      guard let first = bytes.first, bytes.count <= 64,
        first == UInt8(ascii: "_") || (first | 0x20) &- UInt8(ascii: "a") < 26
      else { return false }
      for b in bytes {
        let letter = (b | 0x20) &- UInt8(ascii: "a") < 26
        guard letter || b &- UInt8(ascii: "0") < 10 || b == UInt8(ascii: "_") else { return false }
      }
      return true
    }
  }

  package static let viewKeys = [
    "id", "type", "frame", "hidden", "contentSize", "rows", "rowHeight", "tableHeaderHeight",
    "tableFooterHeight",
    "contentInset", "contentInsetAdjustmentBehavior", "scrollEnabled", "alwaysBounceVertical",
    "alwaysBounceHorizontal", "subviews",
  ]
  static let scrollOnlyKeys: Set<String> = [
    "contentSize", "contentInset", "contentInsetAdjustmentBehavior", "scrollEnabled",
    "alwaysBounceVertical",
    "alwaysBounceHorizontal",
  ]
  static let tableOnlyKeys: Set<String> = [
    "rows", "rowHeight", "tableHeaderHeight", "tableFooterHeight",
  ]

  package func viewSpec(
    _ v: JSONValue, _ path: @autoclosure () -> String, os: OSVersion, depth: Int, count: inout Int
  ) throws(InputError) -> ViewSpec {
    count += 1
    if count > ScenarioLimits.maxViews {
      throw fail(
        path(), "more than \(ScenarioLimits.maxViews) views",
        expected: "at most \(ScenarioLimits.maxViews) views in one scenario")
    }
    let pairs = try object(v, path(), allowed: Self.viewKeys)
    let map = keyed(pairs)
    guard let idValue = map["id"] else {
      throw fail(path(), "missing key 'id'", expected: "a view id such as \"tableView\"")
    }
    guard let typeValue = map["type"] else {
      throw fail(
        path(), "missing key 'type'",
        expected: "one of " + ViewType.allCases.map(\.rawValue).joined(separator: ", "))
    }
    let id = try identifier(idValue, join(path(), "id"))
    let type = try choice(typeValue, join(path(), "type"), ViewType.self, noun: "view type")
    var spec = ViewSpec(id: id, type: type)
    for (key, value) in pairs {
      var p: String { join(path(), key) }
      if !type.isScrollView && Self.scrollOnlyKeys.contains(key) {
        throw fail(
          p, "'\(key)' applies to scroll views, and '\(id)' is a \(type.rawValue)",
          expected: "a view of type scrollView, tableView, collectionView or textView")
      }
      if type != .tableView && Self.tableOnlyKeys.contains(key) {
        throw fail(
          p, "'\(key)' applies to table views, and '\(id)' is a \(type.rawValue)",
          expected: "type \"tableView\", or \"contentSize\"")
      }
      switch matched(key) {
      case "id", "type": break
      case "frame":
        if case .string(let s) = value {
          guard s == "fill" else {
            throw fail(
              p, "unknown frame '\(InputError.shown(s))'",
              expected: "\"fill\" or [x, y, width, height]", suggestion: "fill")
          }
          spec.frame = .fill
        } else {
          spec.frame = .rect(try rect(value, p))
        }
      case "hidden": spec.hidden = try bool(value, p)
      case "contentSize": spec.contentSize = try size(value, p)
      case "rows": spec.rows = try integer(value, p, min: 0, max: ScenarioLimits.maxRows)
      case "rowHeight": spec.rowHeight = try number(value, p, min: 0)
      case "tableHeaderHeight": spec.tableHeaderHeight = try number(value, p, min: 0)
      case "tableFooterHeight": spec.tableFooterHeight = try number(value, p, min: 0)
      case "contentInset": spec.contentInset = try insets(value, p)
      case "contentInsetAdjustmentBehavior":
        spec.contentInsetAdjustmentBehavior = try choice(
          value, p, AdjustmentBehavior.self, noun: "behavior")
      case "scrollEnabled": spec.scrollEnabled = try bool(value, p)
      case "alwaysBounceVertical": spec.alwaysBounceVertical = try bool(value, p)
      case "alwaysBounceHorizontal": spec.alwaysBounceHorizontal = try bool(value, p)
      default:
        guard case .array(let items) = value else {
          throw fail(p, "found \(value.kindDescription)", expected: "an array of views")
        }
        if depth >= ScenarioLimits.maxViewDepth {
          throw fail(
            p, "views nested deeper than \(ScenarioLimits.maxViewDepth) levels",
            expected: "a shallower view tree")
        }
        for (i, item) in items.enumerated() {
          spec.subviews.append(
            try viewSpec(item, p + "[\(i)]", os: os, depth: depth + 1, count: &count))
        }
      }
    }
    return spec
  }

  /// Names the trace and its diagrams use for what is not an object of the scenario: the
  /// application's events
  /// (`application.didFinishLaunching`) and UIKit's lane in Mermaid diagrams.
  static let reservedNames: Set<String> = ["application", "UIKit"]

  func checkUniqueNames(_ objects: [ObjectDescriptor], app: AppSpec? = nil) throws(InputError) {
    // A few names are compared with those before them, cheaper than hashing; many are hashed.
    let hashed = objects.count > 16
    var seen = Set<String>()
    // Every object's name is ASCII (view ids and controller names are identifiers), so names of
    // different lengths differ: told so without comparing their text.
    func same(_ a: String, _ b: String) -> Bool { a.utf8.count == b.utf8.count && a == b }
    for (i, o) in objects.enumerated() {
      // Two names, compared rather than hashed.
      if same(o.name, "application") || same(o.name, "UIKit") {
        throw fail(
          app == nil ? "controller" : "controllers",
          "'\(o.name)' is a name the trace keeps for itself",
          expected: "another name than " + Self.reservedNames.sorted().joined(separator: " and ")
            + " (the application's events and UIKit's lane in diagrams)")
      }
      let repeated =
        hashed
        ? !seen.insert(o.name).inserted
        : objects[..<i].contains { same($0.name, o.name) }
      if repeated {
        throw fail(
          app == nil ? "controller" : "controllers", "two objects are named '\(o.name)'",
          expected: app == nil
            ? "unique view ids, different from the controller's name and the container roles"
            : "unique controller names and view ids, different from the containers' and bars' names"
        )
      }
    }
  }
}

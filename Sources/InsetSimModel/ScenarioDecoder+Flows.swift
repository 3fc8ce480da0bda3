import InsetSimSupport

/// ScenarioDecoder: the flows of an app (format 2): push, pop, popToRoot, setViewControllers,
/// present, dismiss, selectTab, addChild and removeChild. What can be known from the file alone is
/// checked here; what depends on the app's state when the step runs (a pop of a root, a dismiss
/// with nothing presented) is UIKit's to answer, and the trace writes it as a no-op with its rule.
extension ScenarioDecoder {
  /// A sheet detent: "medium", "large", or `{"custom": HEIGHT}` (iOS 16+: a resolver that returns
  /// HEIGHT points).
  func detent(_ v: JSONValue, _ path: @autoclosure () -> String, os: OSVersion) throws(InputError)
    -> SheetDetent
  {
    if case .object = v {
      let pairs = try object(v, path(), allowed: ["custom"])
      guard let h = keyed(pairs)["custom"] else {
        throw fail(
          path(), "missing key 'custom'",
          expected: "{\"custom\": HEIGHT}, the height the detent's resolver returns")
      }
      let height = try number(h, join(path(), "custom"), min: 0, max: ScenarioLimits.maxLength)
      if os < OSVersion(16, 0) {
        throw fail(
          join(path(), "custom"), "custom detents exist from iOS 16",
          expected: "\"medium\" or \"large\" on iOS \(os)")
      }
      return .custom(height)
    }
    guard case .string(let name) = v else {
      throw fail(
        path(), "found \(v.kindDescription)",
        expected: "\"medium\", \"large\" or {\"custom\": HEIGHT}")
    }
    switch name {
    case "medium": return .medium
    case "large": return .large
    default:
      throw fail(
        path(), "unknown detent '\(InputError.shown(name))'",
        expected: "\"medium\", \"large\" or {\"custom\": HEIGHT}",
        suggestion: Suggestions.closest(to: name, in: SheetDetent.systemNames))
    }
  }
}

extension ScenarioDecoder {
  func appAction(
    _ name: String, _ map: [String: JSONValue], path: @autoclosure () -> String, scenario: Scenario
  ) throws(InputError)
    -> (ScriptStep.Action, Set<String>)
  {
    let names = scenario.app?.controllers.map(\.name) ?? []
    func animated(default d: Bool = true) throws(InputError) -> Bool {
      try map["animated"].map { v throws(InputError) in try bool(v, join(path(), "animated")) } ?? d
    }
    func controller(_ key: String = "controller") throws(InputError) -> String {
      guard let v = map[key] else {
        throw fail(
          path(), "'\(name)' needs '\(key)'", expected: "a controller name from \"controllers\"")
      }
      return try controllerName(v, join(path(), key), names: names)
    }
    switch name {
    case "push":
      return (.push(try controller(), animated: try animated()), ["controller", "animated"])
    case "pop":
      return (.pop(animated: try animated()), ["animated"])
    case "popToRoot":
      return (.popToRoot(animated: try animated()), ["animated"])
    case "setNeedsUpdateProperties":
      if scenario.os < OSVersion(26, 0) {
        throw fail(
          join(path(), "do"), "setNeedsUpdateProperties() exists from iOS 26",
          expected: "a scenario on iOS 26 or later")
      }
      let name = try controller()
      // A controller that does not override updateProperties() has nothing to hear in the trace.
      guard scenario.app?.controller(named: name)?.updatesProperties == true else {
        throw fail(
          join(path(), "controller"), "\(name) does not override updateProperties()",
          expected: "a controller declared with \"updateProperties\": true")
      }
      return (.setNeedsUpdateProperties(name), ["controller"])
    case "swipeBack":
      if scenario.os < OSVersion(7, 0) {
        throw fail(
          join(path(), "do"),
          "the edge swipe back exists from iOS 7 (interactivePopGestureRecognizer)",
          expected: "\"pop\" on iOS \(scenario.os)")
      }
      let cancelled =
        try map["cancelled"].map { v throws(InputError) in
          try bool(v, join(path(), "cancelled"))
        } ?? false
      return (.swipeBack(cancelled: cancelled), ["cancelled"])
    case "setViewControllers":
      guard case .array(let items)? = map["names"], !items.isEmpty else {
        throw fail(
          join(path(), "names"), "found \((map["names"] ?? .null).kindDescription)",
          expected: "a non-empty array of controller names, bottom first")
      }
      var list: [String] = []
      for (i, item) in items.enumerated() {
        let n = try controllerName(item, join(path(), "names") + "[\(i)]", names: names)
        if list.contains(n) {
          throw fail(
            join(path(), "names") + "[\(i)]", "'\(n)' is in the list twice",
            expected: "each controller once (UIKit raises otherwise)")
        }
        list.append(n)
      }
      return (.setViewControllers(list, animated: try animated()), ["names", "animated"])
    case "present":
      var spec = PresentSpec(controller: try controller(), animated: try animated())
      if let v = map["style"] {
        spec.style = try choice(
          v, join(path(), "style"), PresentationStyle.self, noun: "presentation style")
      }
      if let v = map["inNavigationController"] {
        spec.inNavigationController = try bool(v, join(path(), "inNavigationController"))
      }
      if let v = map["detents"] {
        guard case .array(let items) = v, !items.isEmpty else {
          throw fail(
            join(path(), "detents"), "found \(v.kindDescription)",
            expected:
              "a non-empty array: [\"medium\"], [\"large\"], [\"medium\", \"large\"] or {\"custom\": HEIGHT} among them"
          )
        }
        for (i, item) in items.enumerated() {
          let d = try detent(item, join(path(), "detents") + "[\(i)]", os: scenario.os)
          if spec.detents.contains(d) {
            throw fail(
              join(path(), "detents") + "[\(i)]", "'\(d.name)' is listed twice",
              expected: "each detent at most once")
          }
          spec.detents.append(d)
        }
        if scenario.os < OSVersion(15, 0) {
          throw fail(
            join(path(), "detents"), "detents exist from iOS 15 (UISheetPresentationController)",
            expected: "no 'detents' on iOS \(scenario.os)")
        }
        // A controller has a sheet presentation controller only for a page or form sheet
        // (https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller).
        let style = spec.style ?? Self.modalPresentationStyle(of: spec.controller, in: scenario)
        if let style, style == .fullScreen || style == .overFullScreen {
          throw fail(
            join(path(), "detents"),
            "detents belong to a sheet; a presentation of style \(style.rawValue) has none",
            expected: "no 'detents', or \"style\": \"pageSheet\" or \"formSheet\"")
        }
      }
      for key in [
        "prefersEdgeAttachedInCompactHeight", "prefersGrabberVisible",
        "prefersScrollingExpandsWhenScrolledToEdge",
      ] {
        guard let v = map[key] else { continue }
        let on = try bool(v, join(path(), key))
        switch key {
        case "prefersGrabberVisible": spec.prefersGrabberVisible = on
        case "prefersScrollingExpandsWhenScrolledToEdge":
          spec.prefersScrollingExpandsWhenScrolledToEdge = on
        default: spec.prefersEdgeAttachedInCompactHeight = on
        }
        if scenario.os < OSVersion(15, 0) {
          throw fail(
            join(path(), key), "\(key) exists from iOS 15 (UISheetPresentationController)",
            expected: "no '\(key)' on iOS \(scenario.os)")
        }
        let style = spec.style ?? Self.modalPresentationStyle(of: spec.controller, in: scenario)
        if let style, style == .fullScreen || style == .overFullScreen {
          throw fail(
            join(path(), key),
            "\(key) belongs to a sheet; a presentation of style \(style.rawValue) has none",
            expected: "no '\(key)', or \"style\": \"pageSheet\" or \"formSheet\"")
        }
        if scenario.device.idiom != .phone {
          throw fail(
            join(path(), key), "\(key) is modelled for an iPhone sheet only",
            expected: "no '\(key)' on \(scenario.device.name)")
        }
      }
      if scenario.device.idiom != .phone {
        try checkIPadPresentation(spec, path: path(), os: scenario.os, scenario: scenario)
      }
      return (
        .present(spec),
        [
          "controller", "style", "animated", "inNavigationController", "detents",
          "prefersEdgeAttachedInCompactHeight", "prefersGrabberVisible",
          "prefersScrollingExpandsWhenScrolledToEdge",
        ]
      )
    case "dismiss":
      return (.dismiss(animated: try animated()), ["animated"])
    case "selectTab":
      guard case .tabBar(let tabs)? = scenario.app?.root else {
        throw fail(
          join(path(), "do"), "'selectTab' needs a tab bar controller",
          expected: "\"root\": {\"tabBarController\": …}")
      }
      guard let v = map["index"] else {
        throw fail(path(), "'selectTab' needs 'index'", expected: "a tab index from 0")
      }
      return (
        .selectTab(try integer(v, join(path(), "index"), min: 0, max: tabs.tabs.count - 1)),
        ["index"]
      )
    case "setTabBarHidden":
      guard case .tabBar? = scenario.app?.root else {
        throw fail(
          join(path(), "do"), "'setTabBarHidden' needs a tab bar controller",
          expected: "\"root\": {\"tabBarController\": …}")
      }
      if scenario.os.major < 18 {
        throw fail(
          join(path(), "do"),
          "UITabBarController.setTabBarHidden(_:animated:) arrives in iOS 18 (this scenario runs iOS \(scenario.os))",
          expected: "iOS 18 or later, or set tabBar.hidden")
      }
      guard let v = map["hidden"] else {
        throw fail(path(), "'setTabBarHidden' needs 'hidden'", expected: "true or false")
      }
      return (
        .setTabBarHidden(
          try bool(v, join(path(), "hidden")), animated: try animated(default: false)),
        ["hidden", "animated"]
      )
    case "addChild":
      let child = try controller()
      let parent = try controller("parent")
      var spec = ChildSpec(controller: child)
      if let f = map["frame"] { spec.frame = try frame(f, join(path(), "frame")) }
      if let v = map["in"] {
        spec.container = try string(v, join(path(), "in"), expected: "a view id of the parent")
      }
      return (.addChild(child, parent: parent, spec), ["controller", "parent", "frame", "in"])
    case "setPage", "swipePage":
      let pager = try controller()
      guard let pages = scenario.app?.controller(named: pager)?.pageViewController?.pages else {
        let pagers = (scenario.app?.controllers ?? []).filter { $0.pageViewController != nil }
        throw fail(
          join(path(), "controller"), "'\(pager)' is not a page view controller",
          expected: pagers.isEmpty
            ? "a controller with \"pageViewController\": {\"pages\": […]}"
            : "one of " + Self.listed(pagers.map(\.name)))
      }
      if name == "setPage" {
        guard let v = map["page"] else {
          throw fail(path(), "'setPage' needs 'page'", expected: "one of " + Self.listed(pages))
        }
        let page = try string(v, join(path(), "page"), expected: "a page of \(pager)")
        guard pages.contains(page) else {
          throw fail(
            join(path(), "page"), "'\(InputError.shown(page))' is not a page of \(pager)",
            expected: "one of " + Self.listed(pages),
            suggestion: Suggestions.closest(to: page, in: pages))
        }
        return (
          .setPage(pager: pager, page: page, animated: try animated()),
          ["controller", "page", "animated"]
        )
      }
      guard let v = map["direction"] else {
        throw fail(
          path(), "'swipePage' needs 'direction'", expected: "\"forward\" or \"reverse\"")
      }
      let direction = try string(
        v, join(path(), "direction"), expected: "\"forward\" or \"reverse\"")
      guard direction == "forward" || direction == "reverse" else {
        throw fail(
          join(path(), "direction"), "unknown direction '\(InputError.shown(direction))'",
          expected: "\"forward\" (the next page) or \"reverse\" (the previous one)",
          suggestion: Suggestions.closest(to: direction, in: ["forward", "reverse"]))
      }
      let cancelled =
        try map["cancelled"].map { v throws(InputError) in
          try bool(v, join(path(), "cancelled"))
        } ?? false
      return (
        .swipePage(pager: pager, forward: direction == "forward", cancelled: cancelled),
        ["controller", "direction", "cancelled"]
      )
    default:
      return (.removeChild(try controller()), ["controller"])
    }
  }

  /// The orientation the app starts in against what decides it
  /// (``Scenario/launchOrientationRefusal``).
  func checkLaunchOrientation(_ s: Scenario) throws(InputError) {
    guard let refusal = s.launchOrientationRefusal else { return }
    throw fail(
      refusal.key, refusal.problem, expected: refusal.expected, suggestion: refusal.suggestion)
  }

  /// The script's flows against the tree: a controller pushed, presented or added as a child is not
  /// one the root tree or a parent's `children` already hold (UIKit raises for a controller in two
  /// places); the parent of an added child is not the child and has the container view named.
  func checkAppScript(_ s: Scenario) throws(InputError) {
    guard let app = s.app else { return }
    let inTree = Set(app.rootTreeControllers)
    let declaredChildren = Set(
      app.controllers.flatMap {
        $0.children.map(\.controller) + ($0.pageViewController?.pages ?? [])
      })
    // Controllers the root, a parent or a step shows.
    var shown = inTree.union(declaredChildren)
    for (i, step) in s.script.enumerated() {
      func path() -> String { "script[\(i)]" }
      var named: [String] = []
      switch step.action {
      case .setViewControllers(let names, _):
        shown.formUnion(names)
        continue
      case .push(let n, _): named = [n]
      case .present(let p): named = [p.controller]
      case .addChild(let child, let parent, let spec):
        named = [child]
        if child == parent {
          throw fail(
            join(path(), "parent"), "'\(child)' cannot be its own parent",
            expected: "another controller")
        }
        if let container = spec.container, let p = app.controller(named: parent) {
          let ids =
            (p.rootView.map { $0.allViews } ?? []).map(\.id)
            + p.subviews.flatMap(\.allViews).map(\.id)
          // The root view may be named too: the child's view goes there, as without "in".
          let views = ids.contains(p.rootViewName) ? ids : [p.rootViewName] + ids
          guard views.contains(container) else {
            throw fail(
              join(path(), "in"), "no view '\(InputError.shown(container))' in '\(parent)'",
              expected: "one of " + Self.listed(views),
              suggestion: Suggestions.closest(to: container, in: views))
          }
        }
      default: continue
      }
      for n in named where inTree.contains(n) || declaredChildren.contains(n) {
        throw fail(
          join(path(), "controller"),
          "'\(n)' is already \(inTree.contains(n) ? "in the root tree" : "a child in \"children\"")",
          expected:
            "a controller that is in no container yet (UIKit raises for a controller in two places)"
        )
      }
      shown.formUnion(named)
    }
    // A controller that neither the root, a parent nor a step shows would be read and then ignored.
    for c in app.controllers where !shown.contains(c.name) {
      throw fail(
        join("controllers", c.name),
        "'\(InputError.shown(c.name))' is never shown: not in the root, not a child, and no step pushes, presents or adds it",
        expected: "a controller the app shows, or none")
    }
  }
}

extension ScenarioDecoder {
  /// What an iPad presents is simulated as a full-screen or over-full-screen presentation, a form
  /// sheet
  /// (iOS 7+; `.automatic` from iOS 18) or a page sheet before iOS 13; a popover (which needs an
  /// anchor), a card page sheet (`.automatic` on iOS 13–17: no published size) and detents are
  /// refused. The style a present of `controller` without `style` uses: the last `set
  /// CONTROLLER.modalPresentationStyle` step before it in the script, else the controller's key.
  static func modalPresentationStyle(of controller: String, in scenario: Scenario)
    -> PresentationStyle?
  {
    for step in scenario.script.reversed() {
      if case .set(controller, .modalPresentationStyle, .presentationStyle(let style)) = step.action
      {
        return style
      }
    }
    return scenario.app?.controller(named: controller)?.modalPresentationStyle
  }

  func checkIPadPresentation(
    _ spec: PresentSpec, path: @autoclosure () -> String, os: OSVersion, scenario: Scenario
  ) throws(InputError) {
    let style =
      spec.style ?? Self.modalPresentationStyle(of: spec.controller, in: scenario)
      ?? (os.major >= 13 ? .automatic : .fullScreen)
    var p: String { join(path(), "style") }
    let sheet: PresentationStyle =
      style == .automatic ? (os.major >= 18 ? .formSheet : .pageSheet) : style
    switch sheet {
    case .fullScreen, .overFullScreen:
      break
    case .popover:
      throw fail(
        p,
        "a popover on iPad is refused, for want of a rule (it needs a source view and an arrow direction)",
        expected: "\"style\": \"formSheet\", \"fullScreen\" or \"overFullScreen\" on an iPad",
        suggestion: "formSheet")
    case .pageSheet where os.major >= 13:
      throw fail(
        p,
        "a page sheet on iPad from iOS 13 is refused, for want of a rule (no source gives the card's size)"
          + (style == .automatic ? "; .automatic is a page sheet on iPadOS 13–17" : ""),
        expected:
          "\"style\": \"formSheet\" (iOS 18's .automatic), \"fullScreen\" or \"overFullScreen\" on an iPad",
        suggestion: "formSheet")
    case .formSheet where os.era == .ios6, .pageSheet where os.era == .ios6:
      throw fail(
        p, "a \(sheet.rawValue) on iOS 6 is refused, for want of a rule",
        expected: "\"style\": \"fullScreen\", or iOS 7 or later")
    default:
      break
    }
    if !spec.detents.isEmpty && sheet != .fullScreen && sheet != .overFullScreen {
      throw fail(
        join(path(), "detents"),
        "detents of an iPad sheet are refused, for want of a rule (they apply in a compact-width window)",
        expected: "no 'detents' on an iPad")
    }
  }
}

extension Scenario {
  /// Whether the scenario has a navigation controller (format 1's key, or one in an app's tree or
  /// script).
  public var hasNavigationController: Bool {
    if let app { return !navigationNames(of: app).isEmpty }
    return navigationController != nil
  }
}

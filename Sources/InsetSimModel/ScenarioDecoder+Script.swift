import InsetSimSupport

/// ScenarioDecoder: Script.
extension ScenarioDecoder {
  static let stepKeys = [
    "during", "at", "async", "once", "set", "to", "do", "hidden", "animated", "view", "index",
    "parent", "predictive", "kind",
  ]
  /// The keys of an app's flow steps (format 2), beside `stepKeys`.
  static let appStepKeys = [
    "controller", "names", "style", "inNavigationController", "detents", "frame", "in", "page",
    "direction", "cancelled", "prefersEdgeAttachedInCompactHeight", "prefersGrabberVisible",
    "prefersScrollingExpandsWhenScrolledToEdge",
  ]

  func script(_ v: JSONValue, scenario: Scenario) throws(InputError) -> [ScriptStep] {
    guard case .array(let items) = v else {
      throw fail("script", "found \(v.kindDescription)", expected: "an array of steps")
    }
    if items.count > ScenarioLimits.maxScriptSteps {
      throw fail(
        "script", "\(items.count) steps, over the limit of \(ScenarioLimits.maxScriptSteps)",
        expected: "fewer steps")
    }
    var steps: [ScriptStep] = []
    var partial = scenario
    var objects = scenario.objects
    // Views the script adds count towards the limit with the controller's, checked as each step is
    // read.
    var views = scenario.allViewSpecs.count
    // Controllers presented in a navigation controller of their own so far, and whether a step
    // showed the keyboard: a later such step adds no object.
    var presentedInNavigation = Set<String>()
    var keyboardShown = scenario.usesKeyboard
    for (i, item) in items.enumerated() {
      let next = try step(item, "script[\(i)]", scenario: partial, objects: objects)
      if case .addSubview(let view, _, _) = next.action {
        views += view.allViews.count
        if views > ScenarioLimits.maxViews {
          throw fail(
            join("script[\(i)]", "view"),
            "more than \(ScenarioLimits.maxViews) views with those the script adds",
            expected: "at most \(ScenarioLimits.maxViews) views in one scenario")
        }
      }
      steps.append(next)
      // Only steps that create objects change what later steps can name: the others leave the list
      // as it is, so a long script is read in linear time.
      switch next.action {
      case .present(let p):
        partial.script = steps
        // Only a controller's first presentation in a navigation controller adds objects (that
        // navigation controller's): a long script of presentations is read in linear time.
        if p.inNavigationController && presentedInNavigation.insert(p.controller).inserted {
          objects = partial.objects
        }
      case .showKeyboard:
        partial.script = steps
        if !keyboardShown {
          keyboardShown = true
          objects = partial.objects
        }
      case .addSubview:
        partial.script = steps
        objects = partial.objects
      case .set(_, .modalPresentationStyle, _):
        partial.script = steps  // a later present reads the style it set
      default: break
      }
    }
    return steps
  }

  static let actions = [
    "rotate", "setNavigationBarHidden", "setToolbarHidden", "addSubview", "removeFromSuperview",
    "setNeedsLayout",
    "layoutIfNeeded", "showKeyboard", "hideKeyboard", "scroll", "resizeWindow", "scrollToTop",
    "setNeedsStatusBarAppearanceUpdate",
  ]
  /// The flows of an app (format 2).
  static let appActions = [
    "push", "pop", "popToRoot", "setViewControllers", "present", "dismiss", "selectTab", "addChild",
    "removeChild", "setPage", "swipePage", "swipeBack", "setNeedsUpdateProperties",
    "setTabBarHidden",
  ]
  /// Format-2 actions of the roadmap: refused with a message that says so.
  static let plannedActions: [String] = []

  func step(
    _ v: JSONValue, _ path: @autoclosure () -> String, scenario: Scenario,
    objects: [ObjectDescriptor]? = nil
  ) throws(InputError) -> ScriptStep {
    let pairs = try object(
      v, path(), allowed: scenario.app == nil ? Self.stepKeys : Self.stepKeys + Self.appStepKeys)
    let map = Dictionary(pairs, uniquingKeysWith: { a, _ in a })
    let trigger: ScriptStep.Trigger
    switch (map["during"], map["at"]) {
    case (let d?, nil):
      let text = try string(
        d, join(path(), "during"), expected: "a callback name such as \"viewWillAppear\"")
      let ref = try callbackRef(
        text: text, join(path(), "during"), os: scenario.os,
        controllerName: scenario.controller.name, inApp: scenario.app != nil)
      let once =
        try map["once"].map { v throws(InputError) in try bool(v, join(path(), "once")) } ?? false
      trigger = .during(ref, once: once)
    case (nil, let a?):
      if map["once"] != nil {
        throw fail(
          join(path(), "once"), "'once' goes with 'during'", expected: "no 'once' on a timed step")
      }
      let seconds = try number(a, join(path(), "at"), min: 0, max: ScenarioLimits.horizonSeconds)
      trigger = .at(Int64((seconds * 1_000_000).rounded()))
    case (nil, nil):
      throw fail(path(), "a step needs a time", expected: "\"during\": CALLBACK or \"at\": SECONDS")
    default:
      throw fail(path(), "a step has both 'during' and 'at'", expected: "one of them")
    }
    let async =
      try map["async"].map { v throws(InputError) in try bool(v, join(path(), "async")) } ?? false
    let action: ScriptStep.Action
    let allowed: Set<String>
    switch (map["set"], map["do"]) {
    case (let s?, nil):
      let target = try string(
        s, join(path(), "set"), expected: "a property path() such as \"tabBar.hidden\"")
      guard let toValue = map["to"] else {
        throw fail(path(), "a 'set' step needs 'to'", expected: "the new value in \"to\"")
      }
      action = try setAction(
        target, toValue, path: path(), scenario: scenario, objects: objects ?? scenario.objects)
      allowed = ["set", "to"]
    case (nil, let d?):
      let name = try string(d, join(path(), "do"), expected: "an action name")
      let known = Self.actions + (scenario.app == nil ? [] : Self.appActions)
      if scenario.app == nil && Self.appActions.contains(name) {
        throw fail(
          join(path(), "do"),
          "'\(name)' is a flow of an app, and this is a one-screen scenario (format 1)",
          expected:
            "an app: \"insetsim\": 2 with \"root\" and \"controllers\"; or \"presentation\": \"pushed\" to push this scenario's controller at launch"
        )
      }
      if Self.plannedActions.contains(name) {
        throw fail(
          join(path(), "do"), "'\(name)' is refused, for want of a rule",
          expected: "one of " + known.joined(separator: ", "))
      }
      guard known.contains(name) else {
        throw fail(
          join(path(), "do"), "unknown action '\(InputError.shown(name))'",
          expected: "one of " + known.joined(separator: ", "),
          suggestion: Suggestions.closest(to: name, in: known))
      }
      if Self.appActions.contains(name) {
        (action, allowed) = try appAction(name, map, path: path(), scenario: scenario)
      } else {
        (action, allowed) = try doAction(name, map, path: path(), scenario: scenario)
      }
    case (nil, nil):
      throw fail(
        path(), "a step needs something to do",
        expected: "\"set\": PATH with \"to\", or \"do\": ACTION")
    default:
      throw fail(path(), "a step has both 'set' and 'do'", expected: "one of them")
    }
    for key in map.keys.sorted()
    where !["during", "at", "async", "once", "set", "do"].contains(key) && !allowed.contains(key) {
      throw fail(
        join(path(), key), "'\(key)' does not go with this step",
        expected: "only " + (["during/at", "async"] + allowed.sorted()).joined(separator: ", "))
    }
    return ScriptStep(trigger, async: async, action)
  }

  /// Controller keys a script cannot set, and why: the step that does it instead, or what is not
  /// simulated.
  static let unsettableControllerKeys: [String: (problem: String, expected: String)] = [
    "children": (
      "child controllers are added and removed by steps",
      "a step {\"do\": \"addChild\"} or {\"do\": \"removeChild\"}"
    ),
    "subviews": (
      "views are added by steps", "a step {\"do\": \"addSubview\", \"view\": {…}, \"parent\": …}"
    ),
    "rootView": (
      "a controller's root view is made once, by loadView", "the controller's \"rootView\" key"
    ),
    "name": ("a controller's name is its identity in the trace", "another controller"),
    "searchController": (
      "changing navigationItem.searchController after the controller is made is refused, for want of a rule",
      "the controller's \"searchController\" key"
    ),
    "supportedInterfaceOrientations": (
      "a change UIKit re-reads (setNeedsUpdateOfSupportedInterfaceOrientations, iOS 16) is refused, for want of a rule",
      "the controller's \"supportedInterfaceOrientations\" key"
    ),
    "preferredStatusBarStyle": (
      "the status bar's style is its colour, not its layout, which is all InsetSim simulates",
      "no step; prefersStatusBarHidden with {\"do\": \"setNeedsStatusBarAppearanceUpdate\"} changes the layout"
    ),
  ]

  func setAction(
    _ target: String, _ value: JSONValue, path: @autoclosure () -> String, scenario: Scenario,
    objects: [ObjectDescriptor]
  ) throws(InputError) -> ScriptStep.Action {
    var p: String { join(path(), "set") }
    guard let dot = target.lastIndex(of: "."), dot != target.startIndex else {
      throw fail(
        p, "'\(InputError.shown(target))' is not a property path()",
        expected: "OBJECT.PROPERTY, such as \"tabBar.hidden\"")
    }
    var objectName = String(target[..<dot])
    let propertyName = String(target[target.index(after: dot)...])
    if objectName == "controller" && scenario.app == nil { objectName = scenario.controller.name }
    guard let object = objects.first(where: { $0.name == objectName }) else {
      throw fail(
        p, "no object '\(InputError.shown(objectName))' in this scenario",
        expected: "one of " + Self.listed(objects.map(\.name)),
        suggestion: Suggestions.closest(to: objectName, in: objects.map(\.name) + ["controller"])
          .map { $0 + "." + propertyName })
    }
    let settable = object.kind.settable(viewType: object.viewType)
    if object.kind == .controller, let why = Self.unsettableControllerKeys[propertyName] {
      throw fail(
        p, "'\(propertyName)' cannot be set in a script: \(why.problem)", expected: why.expected)
    }
    guard let property = Property.byName[propertyName], settable.contains(property) else {
      let names = settable.map(\.name)
      throw fail(
        p, "'\(InputError.shown(propertyName))' cannot be set on '\(InputError.shown(objectName))'",
        expected: names.isEmpty ? "another object" : "one of " + names.joined(separator: ", "),
        suggestion: Suggestions.closest(to: propertyName, in: names).map { objectName + "." + $0 })
    }
    if property == .modalPresentationStyle && scenario.app == nil {
      throw fail(
        p, "modalPresentationStyle is read by an app's present steps",
        expected: "an app (\"insetsim\": 2)")
    }
    if property == .prefersStatusBarHidden && scenario.era == .ios6 {
      throw fail(
        p,
        "prefersStatusBarHidden is read from iOS 7 (view-controller-based status bar appearance)",
        expected: "a scenario on iOS 7 or later")
    }
    // navigationItem.largeTitleDisplayMode is iOS 11+, and only an app's navigation stacks read it.
    if property == .largeTitleDisplayMode {
      if scenario.app == nil {
        throw fail(
          p, "largeTitleDisplayMode is read from an app's controllers",
          expected: "an app (\"insetsim\": 2) whose navigation controller prefers large titles")
      }
      if scenario.os < OSVersion(11, 0) {
        throw fail(
          p, "largeTitleDisplayMode exists from iOS 11 (UINavigationItem)",
          expected: "a scenario on iOS 11 or later")
      }
    }
    // UITabBar.isTranslucent is iOS 7+
    // (https://developer.apple.com/documentation/uikit/uitabbar/istranslucent).
    if property == .translucent && object.kind == .tabBar && scenario.os.era == .ios6 {
      throw fail(
        p, "UITabBar's translucent exists from iOS 7",
        expected: "no tab bar translucency on iOS \(scenario.os)")
    }
    let newValue = try self.value(value, join(path(), "to"), shape: property.shape)
    if case .displayMode(let mode) = newValue, case .split(let split)? = scenario.app?.root,
      mode.showsSupplementary, split.style != .tripleColumn
    {
      throw fail(
        join(path(), "to"), "'\(mode.rawValue)' needs a supplementary column",
        expected:
          "secondaryOnly, oneBesideSecondary, oneOverSecondary or automatic without a triple column",
        suggestion: "oneBesideSecondary")
    }
    return .set(object: objectName, property: property, value: newValue)
  }

  func doAction(
    _ name: String, _ map: [String: JSONValue], path: @autoclosure () -> String, scenario: Scenario
  ) throws(InputError)
    -> (ScriptStep.Action, Set<String>)
  {
    func flag(_ key: String, default d: Bool? = nil) throws(InputError) -> Bool {
      guard let v = map[key] else {
        if let d { return d }
        throw fail(path(), "'\(name)' needs '\(key)'", expected: "\"\(key)\": true or false")
      }
      return try bool(v, join(path(), key))
    }
    switch name {
    case "rotate":
      guard let to = map["to"] else {
        throw fail(path(), "'rotate' needs 'to'", expected: "an orientation")
      }
      if scenario.era == .ios6 {
        throw fail(
          join(path(), "do"), "rotation is simulated from iOS 7",
          expected: "a scenario on iOS 7 or later")
      }
      return (
        .rotate(try choice(to, join(path(), "to"), Orientation.self, noun: "orientation")), ["to"]
      )
    case "resizeWindow":
      guard let to = map["to"] else {
        throw fail(
          path(), "'resizeWindow' needs 'to'",
          expected: "a window mode such as \"splitView 1/3\", or {\"width\": W, \"height\": H}")
      }
      return (
        .resizeWindow(try windowMode(to, join(path(), "to"), scenario: scenario, orientation: nil)),
        ["to"]
      )
    case "setNavigationBarHidden":
      guard scenario.hasNavigationController else {
        throw fail(
          join(path(), "do"), "setNavigationBarHidden needs a navigation controller",
          expected: "a \"navigationController\" key")
      }
      return (
        .setNavigationBarHidden(try flag("hidden"), animated: try flag("animated", default: false)),
        ["hidden", "animated"]
      )
    case "setToolbarHidden":
      guard scenario.hasNavigationController else {
        throw fail(
          join(path(), "do"), "setToolbarHidden needs a navigation controller",
          expected: "a \"navigationController\" key")
      }
      return (
        .setToolbarHidden(try flag("hidden"), animated: try flag("animated", default: false)),
        ["hidden", "animated"]
      )
    case "addSubview":
      guard let v = map["view"] else {
        throw fail(path(), "'addSubview' needs 'view'", expected: "a view object")
      }
      var count = 0
      let view = try viewSpec(v, join(path(), "view"), os: scenario.os, depth: 0, count: &count)
      let parent = try map["parent"].map { v throws(InputError) in
        try string(v, join(path(), "parent"))
      }
      if scenario.app != nil && parent == nil {
        throw fail(
          path(), "'addSubview' in an app needs 'parent'",
          expected: "the id of the view to add it to (an app has several root views)")
      }
      let index = try map["index"].map { v throws(InputError) in
        try integer(v, join(path(), "index"), min: 0, max: ScenarioLimits.maxViews)
      }
      return (.addSubview(view, parent: parent, index: index), ["view", "parent", "index"])
    case "removeFromSuperview":
      guard let v = map["view"] else {
        throw fail(path(), "'removeFromSuperview' needs 'view'", expected: "a view id")
      }
      return (
        .removeFromSuperview(try string(v, join(path(), "view"), expected: "a view id")), ["view"]
      )
    case "setNeedsLayout":
      return (.setNeedsLayout, [])
    case "setNeedsStatusBarAppearanceUpdate":
      if scenario.era == .ios6 {
        throw fail(
          join(path(), "do"), "view-controller-based status bar appearance exists from iOS 7",
          expected: "a scenario on iOS 7 or later")
      }
      return (.setNeedsStatusBarAppearanceUpdate, [])
    case "showKeyboard":
      if map["predictive"] != nil && scenario.os < OSVersion(8, 0) {
        throw fail(
          join(path(), "predictive"), "the predictive bar exists from iOS 8 (QuickType)",
          expected: "no 'predictive' on iOS \(scenario.os)")
      }
      var kind = KeyboardKind.software
      if let v = map["kind"] {
        kind = try choice(v, join(path(), "kind"), KeyboardKind.self, noun: "keyboard kind")
        // The floating keyboard and the shortcut bar of a hardware keyboard are iPad keyboards
        // (https://support.apple.com/en-us/102647; ionic-plugin-keyboard#273); the floating one
        // exists from iPadOS 13, the shortcut bar from iOS 9.
        if kind != .software && scenario.device.idiom != .pad {
          throw fail(
            join(path(), "kind"), "a \(kind.rawValue) keyboard is modelled on iPad only",
            expected: "no 'kind' on \(scenario.device.name), or an iPad",
            suggestion: "software")
        }
        let first = kind == .floating ? OSVersion(13, 0) : OSVersion(9, 0)
        if kind != .software && scenario.os < first {
          throw fail(
            join(path(), "kind"),
            kind == .floating
              ? "the floating keyboard exists from iPadOS 13"
              : "the shortcut bar over a hardware keyboard is modelled from iOS 9",
            expected: "no 'kind' on iOS \(scenario.os)")
        }
        if kind != .software && map["predictive"] != nil {
          throw fail(
            join(path(), "predictive"),
            "'predictive' belongs to the software keyboard, not a \(kind.rawValue) one",
            expected: "no 'predictive' with \"kind\": \"\(kind.rawValue)\"")
        }
      }
      return (
        .showKeyboard(predictive: try flag("predictive", default: true), kind: kind),
        ["predictive", "kind"]
      )
    case "scroll":
      guard let v = map["view"] else {
        throw fail(path(), "'scroll' needs 'view'", expected: "the id of a scroll view")
      }
      guard let to = map["to"] else {
        throw fail(
          path(), "'scroll' needs 'to'", expected: "the content offset the drag ends at, [x, y]")
      }
      return (
        .scroll(
          try string(v, join(path(), "view"), expected: "a scroll view's id"),
          to: try point(to, join(path(), "to"))), ["view", "to"]
      )
    case "hideKeyboard":
      return (.hideKeyboard, [])
    case "scrollToTop":
      return (.scrollToTop, [])
    default:
      return (.layoutIfNeeded, [])
    }
  }

  /// Views named by script steps must exist; parents of added views must be views.
  func checkScriptTargets(_ s: Scenario, objects: [ObjectDescriptor]) throws(InputError) {
    // Without a script there is no target to check, nor a list of views to make.
    guard !s.script.isEmpty else { return }
    let views = objects.filter { $0.kind == .view }.map(\.name)
    for (i, step) in s.script.enumerated() {
      func path() -> String { "script[\(i)]" }
      switch step.action {
      case .removeFromSuperview(let id):
        let roots = s.app?.controllers.map(\.rootViewName) ?? [s.controller.rootViewName]
        guard views.contains(id), !roots.contains(id) else {
          let removable = views.filter { !roots.contains($0) }
          throw fail(
            join(path(), "view"), "no view '\(InputError.shown(id))' to remove in this scenario",
            expected: removable.isEmpty
              ? "a subview id (this scenario has no subviews)"
              : "the id of a subview: " + Self.listed(removable),
            suggestion: Suggestions.closest(to: id, in: removable))
        }
      case .scroll(let id, _):
        let scrollViews = objects.filter { $0.kind == .view && $0.viewType?.isScrollView == true }
          .map(\.name)
        guard scrollViews.contains(id) else {
          throw fail(
            join(path(), "view"), "no scroll view '\(InputError.shown(id))' in this scenario",
            expected: scrollViews.isEmpty
              ? "a scroll view (this scenario has none)" : "one of " + Self.listed(scrollViews),
            suggestion: Suggestions.closest(to: id, in: scrollViews))
        }
      case .addSubview(let view, let parent?, _)
      where parent == view.id || view.allViews.contains(where: { $0.id == parent }):
        throw fail(
          join(path(), "parent"), "'\(InputError.shown(parent))' is the view being added",
          expected: "the id of a view already in the scenario")
      case .addSubview(_, let parent?, _):
        guard views.contains(parent) else {
          throw fail(
            join(path(), "parent"), "no view '\(InputError.shown(parent))' in this scenario",
            expected: "one of " + Self.listed(views),
            suggestion: Suggestions.closest(to: parent, in: views))
        }
      default: break
      }
      if case .during(let ref, _) = step.trigger, let object = ref.object,
        !objects.contains(where: { $0.name == object })
      {
        throw fail(
          join(path(), "during"), "no object '\(InputError.shown(object))' in this scenario",
          expected: "one of " + Self.listed(objects.map(\.name)),
          suggestion: Suggestions.closest(to: object, in: objects.map(\.name)).map {
            $0 + "." + ref.name
          })
      }
      if case .during(let ref, _) = step.trigger {
        try checkReceiver(ref, join(path(), "during"), objects: objects)
      }
    }
  }
}

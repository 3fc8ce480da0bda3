import InsetSimSupport

extension Scenario {
  /// The scenario as the engine launches it: ``app``, or for a format-1 scenario (one screen) the
  /// equivalent app, run with format 1's semantics
  /// (``AppSemantics/oneScreen(controller:pushedAtLaunch:)``). Its root is the scenario's
  /// containers around its controller: the tab bar controller, then the navigation controller
  /// (`navigationController`, with `navigationBar` and `toolbar`), then the controller, or, when it
  /// is pushed, ``pushedFromName``, the stack's root.
  ///
  ///     // "tabBarController": {}, "navigationController": {}, "controller": {"name": "A"}
  ///     s.asApp.root  // .tabBar(TabsSpec(tabs: [.navigation(NavigationStackSpec(stack: ["A"]))]))
  ///
  /// The scenario is unchanged: it is still written back, and embedded in its traces, as format 1.
  /// An app set as ``app`` runs as an app, whatever app it was copied from: it is written back as
  /// format 2, which has no format-1 semantics.
  public var asApp: AppSpec {
    if var app {
      app.semantics = .app
      return app
    }
    let pushed = effectivePresentation == .pushed
    let first = pushed ? Scenario.pushedFromName : controller.name
    var root = ContainerSpec.controller(first)
    if let bars = navigationController {
      root = .navigation(NavigationStackSpec(bars: bars, stack: [first]))
    }
    if let bars = tabBarController { root = .tabBar(TabsSpec(bars: bars, tabs: [root])) }
    var app = AppSpec(
      root: root,
      controllers: pushed ? [ControllerSpec(name: first), controller] : [controller])
    app.semantics = .oneScreen(controller: controller.name, pushedAtLaunch: pushed)
    return app
  }

  /// A format-1 scenario's text as the equivalent app (format 2): the same device, release, bars
  /// and controller, its containers as the app's root, `"presentation": "pushed"` as a push at 0.1
  /// s onto a navigation stack holding `RootViewController`, and its script and points with the
  /// controller's callbacks named (`viewDidAppear` → `ViewController.viewDidAppear`). Nil for a
  /// text that is not a format-1 object.
  ///
  ///     let app = Scenario.appEquivalent(ofFormat1: try JSONParser.parse(bytes: bytes))
  ///     // {"insetsim": 2, …, "root": {"tabBarController": {"tabs": [{"navigationController": {"stack": ["ViewController"]}}]}}, …}
  ///
  /// A format-1 push keeps its own 350-ms animation and an app's push takes 0.5 s, so time points
  /// after a push fall at other moments of it; callback points and values agree
  /// (`AppEquivalenceTests` runs every format-1 scenario under Traces both ways).
  package static func appEquivalent(ofFormat1 json: JSONValue) -> JSONValue? {
    guard case .object(let pairs) = json, json["insetsim"] == .number(1),
      case .object(var controller)? = json["controller"],
      case .string(let name)? = json["controller"]?["name"]
    else { return nil }
    controller.removeAll { $0.0 == "name" }
    let pushed = json["presentation"] == .string("pushed")
    func qualified(_ point: String) -> String {
      if point.hasPrefix("t=") { return point }
      var prefix = ""
      var callback = Substring(point)
      // An occurrence word (first, second, third, last, #N) stays in front of the qualified name.
      if let space = callback.firstIndex(of: " ") {
        let word = callback[..<space]
        if ["first", "second", "third", "last"].contains(word) || word.hasPrefix("#") {
          prefix = String(callback[...space])
          callback = callback[callback.index(after: space)...]
        }
      }
      // A bare name is the controller's callback; the keyboard's notifications keep their bare
      // names.
      guard !callback.contains("."), !callback.hasPrefix("keyboard") else { return point }
      return prefix + name + "." + callback
    }
    func mapped(_ value: JSONValue?, _ transform: (String) -> String) -> JSONValue? {
      switch value {
      case .string(let s)?: .string(transform(s))
      case .array(let items)?:
        .array(items.map { if case .string(let s) = $0 { .string(transform(s)) } else { $0 } })
      default: value
      }
    }
    func with(_ object: JSONValue, _ key: String, _ value: JSONValue?) -> JSONValue {
      guard case .object(var p) = object else { return object }
      if let value {
        if let i = p.firstIndex(where: { $0.0 == key }) {
          p[i].1 = value
        } else {
          p.append((key, value))
        }
      }
      return .object(p)
    }
    var root: JSONValue = .string(pushed ? "RootViewController" : name)
    if let nav = json["navigationController"] {
      root = .object([("navigationController", with(nav, "stack", .array([root])))])
    }
    if let tab = json["tabBarController"] {
      root = .object([("tabBarController", with(tab, "tabs", .array([root])))])
    }
    var controllers: [(String, JSONValue)] = [(name, .object(controller))]
    if pushed { controllers.insert(("RootViewController", .object([])), at: 0) }
    var script: [JSONValue] = []
    if pushed {
      script.append(
        .object([
          ("at", .number(0.1)), ("do", .string("push")), ("controller", .string(name)),
          ("animated", .bool(true)),
        ]))
    }
    if case .array(let steps)? = json["script"] {
      for step in steps {
        var s = with(step, "during", mapped(step["during"], qualified))
        if case .string(let target)? = step["set"], target.hasPrefix("controller.") {
          s = with(s, "set", .string(name + target.dropFirst("controller".count)))
        }
        if step["do"] == .string("addSubview") && step["parent"] == nil {
          s = with(s, "parent", .string(name + ".view"))
        }
        script.append(s)
      }
    }
    var out: [(String, JSONValue)] = []
    for (key, value) in pairs {
      switch key {
      case "insetsim": out.append((key, .number(2)))
      case "controller", "navigationController", "tabBarController", "presentation", "script":
        continue
      case "observe": out.append((key, mapped(value, qualified) ?? value))
      case "expect":
        guard case .array(let items) = value else {
          out.append((key, value))
          continue
        }
        out.append(
          (
            key,
            .array(
              items.map { e in
                var e = with(e, "at", mapped(e["at"], qualified))
                e = with(e, "order", mapped(e["order"], qualified))
                e = with(e, "called", mapped(e["called"], qualified))
                e = with(e, "between", mapped(e["between"], qualified))
                if e["object"] == .string("controller") { e = with(e, "object", .string(name)) }
                return e
              })
          ))
      default: out.append((key, value))
      }
    }
    out.append(("root", root))
    out.append(("controllers", .object(controllers)))
    if !script.isEmpty { out.append(("script", .array(script))) }
    return .object(out)
  }
}

import InsetSimSupport

/// A small builder vocabulary for scenarios in Swift, the same words as the JSON format.
///
///     let s = try Scenario(name: "hidden-tab-bar", os: OSVersion(10, 3), device: "iPhone 8")!
///       .inTabBarController()
///       .inNavigationController()
///       .adding(.table(rows: 30, rowHeight: 40, frame: .rect(Rect(width: 375, height: 667))))
///       .during("viewWillAppear", set: "tabBar.hidden", to: .bool(true))
///       .observing("viewWillAppear", "viewDidAppear")
///       .validated()
extension Scenario {
  public func inTabBarController(_ spec: TabBarControllerSpec = TabBarControllerSpec()) -> Scenario
  {
    var s = self
    s.tabBarController = spec
    return s
  }

  public func inNavigationController(_ spec: NavigationControllerSpec = NavigationControllerSpec())
    -> Scenario
  {
    var s = self
    s.navigationController = spec
    return s
  }

  public func presented(_ presentation: Presentation) -> Scenario {
    var s = self
    s.presentation = presentation
    return s
  }

  /// Adds a subview to the controller's root view (added in this order in viewDidLoad).
  public func adding(_ view: ViewSpec) -> Scenario {
    var s = self
    s.controller.subviews.append(view)
    return s
  }

  public func configuringController(_ body: (inout ControllerSpec) -> Void) -> Scenario {
    var s = self
    body(&s.controller)
    return s
  }

  /// The app sets `path` ("tabBar.hidden", "tableView.contentInset") at the end of `callback`.
  public func during(_ callback: String, set path: String, to value: Value, async: Bool = false)
    -> Scenario
  {
    var s = self
    let (object, property) = Scenario.splitPath(path)
    s.script.append(
      ScriptStep(
        .during(CallbackRef(callback), once: false), async: async,
        .set(object: object, property: property ?? .hidden, value: value)))
    s.pendingBuilderErrors += property == nil ? ["unknown property in '\(path)'"] : []
    return s
  }

  public func during(_ callback: String, do action: ScriptStep.Action, async: Bool = false)
    -> Scenario
  {
    var s = self
    s.script.append(ScriptStep(.during(CallbackRef(callback), once: false), async: async, action))
    return s
  }

  public func at(seconds: Double, do action: ScriptStep.Action) -> Scenario {
    var s = self
    s.script.append(ScriptStep(.at(Int64((seconds * 1_000_000).rounded())), action))
    return s
  }

  /// Observation points in their written form: "viewDidAppear", "last viewSafeAreaInsetsDidChange",
  /// "t=1.40".
  public func observing(_ points: String...) -> Scenario {
    var s = self
    s.pendingObservePoints += points
    return s
  }

  /// The scenario checked as strictly as a file: names, paths and points resolved, errors thrown.
  public func validated() throws(InputError) -> Scenario {
    if let problem = pendingBuilderErrors.first {
      throw InputError(file: "builder '\(name)'", problem: problem, expected: "OBJECT.PROPERTY")
    }
    guard case .object(var pairs) = json else { return self }
    let existing = observe.map { JSONValue.string($0.description) }
    let added = pendingObservePoints.map(JSONValue.string)
    pairs.removeAll { $0.0 == "observe" }
    if !(existing + added).isEmpty {
      pairs.insert(
        ("observe", .array(existing + added)),
        at: pairs.firstIndex { $0.0 == "expect" } ?? pairs.count)
    }
    return try Scenario(json: .object(pairs), file: "builder '\(name)'")
  }

  static func splitPath(_ path: String) -> (String, Property?) {
    guard let dot = path.lastIndex(of: ".") else { return (path, nil) }
    return (String(path[..<dot]), Property.byName[String(path[path.index(after: dot)...])])
  }
}

extension ViewSpec {
  /// A table: rows × rowHeight + header + footer of content.
  public static func table(
    id: String = "tableView", rows: Int, rowHeight: Double = 44, header: Double = 0,
    footer: Double = 0,
    frame: Frame = .fill
  ) -> ViewSpec {
    var v = ViewSpec(id: id, type: .tableView, frame: frame)
    v.rows = rows
    v.rowHeight = rowHeight
    v.tableHeaderHeight = header
    v.tableFooterHeight = footer
    return v
  }
}

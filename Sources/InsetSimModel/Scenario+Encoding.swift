import InsetSimSupport

extension Scenario {
  /// The scenario as the JSON of scenario files, keys in the documented order, defaults left out.
  /// `Scenario(json: s.json, file:)` gives back `s`.
  public var json: JSONValue {
    if let app { return appJSON(app) }
    var o: [(String, JSONValue)] = [("insetsim", .number(1)), ("name", .string(name))]
    if let summary { o.append(("summary", .string(summary))) }
    o.append(("os", .string(requestedOS ?? os.description)))
    o.append(("device", .string(device.name)))
    if let orientation { o.append(("orientation", .string(orientation.rawValue))) }
    if let statusBarHidden { o.append(("statusBarHidden", .bool(statusBarHidden))) }
    if requiresFullScreen { o.append(("requiresFullScreen", .bool(true))) }
    if let list = supportedInterfaceOrientations {
      o.append(("supportedInterfaceOrientations", .array(list.map { .string($0.rawValue) })))
    }
    if designRequiresCompatibility { o.append(("designRequiresCompatibility", .bool(true))) }
    if let window { o.append(("window", window.json)) }
    if let t = tabBarController { o.append(("tabBarController", TabBarControllerSpec.json(t))) }
    if let n = navigationController {
      var p: [(String, JSONValue)] = []
      if let v = n.translucent { p.append(("translucent", .bool(v))) }
      if let v = n.navigationBarHidden { p.append(("navigationBarHidden", .bool(v))) }
      if let v = n.prefersLargeTitles { p.append(("prefersLargeTitles", .bool(v))) }
      if let v = n.toolbarHidden { p.append(("toolbarHidden", .bool(v))) }
      if let v = n.toolbarTranslucent { p.append(("toolbarTranslucent", .bool(v))) }
      o.append(("navigationController", .object(p)))
    }
    if let presentation { o.append(("presentation", .string(presentation.rawValue))) }
    o.append(("controller", controller.json))
    if !script.isEmpty { o.append(("script", .array(script.map(\.json)))) }
    if !observe.isEmpty { o.append(("observe", .array(observe.map { .string($0.description) }))) }
    if !expect.isEmpty || !expectTiming.isEmpty {
      o.append(("expect", .array(expect.map(\.json) + expectTiming.map(\.json))))
    }
    if !assumptions.isEmpty { o.append(("assumptions", .array(assumptions.map(JSONValue.string)))) }
    if !uikitBugs { o.append(("uikitBugs", .bool(false))) }
    return .object(o)
  }
}

extension Scenario {
  /// An app as format 2's JSON.
  func appJSON(_ app: AppSpec) -> JSONValue {
    var o: [(String, JSONValue)] = [("insetsim", .number(2)), ("name", .string(name))]
    if let summary { o.append(("summary", .string(summary))) }
    o.append(("os", .string(requestedOS ?? os.description)))
    o.append(("device", .string(device.name)))
    if let orientation { o.append(("orientation", .string(orientation.rawValue))) }
    if let statusBarHidden { o.append(("statusBarHidden", .bool(statusBarHidden))) }
    if requiresFullScreen { o.append(("requiresFullScreen", .bool(true))) }
    if let list = supportedInterfaceOrientations {
      o.append(("supportedInterfaceOrientations", .array(list.map { .string($0.rawValue) })))
    }
    if designRequiresCompatibility { o.append(("designRequiresCompatibility", .bool(true))) }
    if let window { o.append(("window", window.json)) }
    o.append(("root", app.root.json))
    o.append(("controllers", .object(app.controllers.map { ($0.name, $0.appJSON) })))
    if !script.isEmpty { o.append(("script", .array(script.map(\.json)))) }
    if !observe.isEmpty { o.append(("observe", .array(observe.map { .string($0.description) }))) }
    if !expect.isEmpty || !expectTiming.isEmpty {
      o.append(("expect", .array(expect.map(\.json) + expectTiming.map(\.json))))
    }
    if !assumptions.isEmpty { o.append(("assumptions", .array(assumptions.map(JSONValue.string)))) }
    if !uikitBugs { o.append(("uikitBugs", .bool(false))) }
    return .object(o)
  }
}

extension ControllerSpec {
  public var json: JSONValue {
    var o: [(String, JSONValue)] = [("name", .string(name))]
    if let v = edgesForExtendedLayout { o.append(("edgesForExtendedLayout", .string(v.name))) }
    if let v = extendedLayoutIncludesOpaqueBars {
      o.append(("extendedLayoutIncludesOpaqueBars", .bool(v)))
    }
    if let v = automaticallyAdjustsScrollViewInsets {
      o.append(("automaticallyAdjustsScrollViewInsets", .bool(v)))
    }
    if let v = hidesBottomBarWhenPushed { o.append(("hidesBottomBarWhenPushed", .bool(v))) }
    if let v = additionalSafeAreaInsets {
      o.append(("additionalSafeAreaInsets", Value.insets(v).json))
    }
    if let rootView { o.append(("rootView", rootView.json)) }
    if !subviews.isEmpty { o.append(("subviews", .array(subviews.map(\.json)))) }
    return .object(o)
  }

  /// The controller as an entry of an app's `controllers` (format 2): no name (it is the key), and
  /// the app-only keys.
  public var appJSON: JSONValue {
    guard case .object(var o) = json else { return json }
    o.removeFirst()
    if !children.isEmpty {
      o.append(
        (
          "children",
          .array(
            children.map {
              .object([("controller", .string($0.controller))] + $0.frameAndContainerJSON)
            })
        ))
    }
    if let v = largeTitleDisplayMode { o.append(("largeTitleDisplayMode", .string(v.rawValue))) }
    switch contentScrollView {
    case .view(let id)?: o.append(("contentScrollView", .string(id)))
    case .none?: o.append(("contentScrollView", .null))
    case nil: break
    }
    if let v = modalPresentationStyle { o.append(("modalPresentationStyle", .string(v.rawValue))) }
    if let v = supportedInterfaceOrientations {
      o.append(("supportedInterfaceOrientations", .array(v.map { .string($0.rawValue) })))
    }
    if let v = searchController {
      o.append(
        (
          "searchController",
          .object(
            v.hidesSearchBarWhenScrolling.map { [("hidesSearchBarWhenScrolling", .bool($0))] } ?? []
          )
        ))
    }
    if let v = hostingController {
      var fields: [(String, JSONValue)] = []
      if let regions = v.safeAreaRegions {
        fields.append(
          ("safeAreaRegions", .array(regions.map(\.rawValue).sorted().map { .string($0) })))
      }
      if let options = v.sizingOptions {
        fields.append(
          ("sizingOptions", .array(options.map(\.rawValue).sorted().map { .string($0) })))
      }
      if let size = v.idealSize {
        fields.append(("idealSize", .array([.number(size.width), .number(size.height)])))
      }
      o.append(("hostingController", .object(fields)))
    }
    if let v = registeredTraits {
      o.append(("registerForTraitChanges", .array(v.map { .string($0.rawValue) })))
    }
    if let v = updatesProperties { o.append(("updateProperties", .bool(v))) }
    if let v = pageViewController {
      var fields: [(String, JSONValue)] = [("pages", .array(v.pages.map { .string($0) }))]
      if v.transitionStyle == .pageCurl {
        fields.append(("transitionStyle", .string(v.transitionStyle.rawValue)))
        fields.append(("spineLocation", .string(v.spineLocation.rawValue)))
      }
      o.append(("pageViewController", .object(fields)))
    }
    return .object(o)
  }
}

extension ChildSpec {
  var frameAndContainerJSON: [(String, JSONValue)] {
    var o: [(String, JSONValue)] = []
    switch frame {
    case .fill: o.append(("frame", .string("fill")))
    case .rect(let r): o.append(("frame", Value.rect(r).json))
    }
    if let container { o.append(("in", .string(container))) }
    return o
  }
}

extension ContainerSpec {
  /// The container as format 2's `root` or as a tab.
  public var json: JSONValue {
    switch self {
    case .controller(let name): return .string(name)
    case .navigation(let n):
      var p: [(String, JSONValue)] = []
      if n.name != "navigationController" { p.append(("name", .string(n.name))) }
      if case .object(let bars) = NavigationControllerSpec.json(n.bars) { p += bars }
      p.append(("stack", .array(n.stack.map { .string($0) })))
      return .object([("navigationController", .object(p))])
    case .tabBar(let t):
      var p: [(String, JSONValue)] = []
      if case .object(let bars) = TabBarControllerSpec.json(t.bars) { p += bars }
      p.append(("selected", .number(Double(t.selected))))
      p.append(("tabs", .array(t.tabs.map(\.json))))
      return .object([("tabBarController", .object(p))])
    case .split(let s):
      var p: [(String, JSONValue)] = []
      if s.style != .unspecified { p.append(("style", .string(s.style.rawValue))) }
      var columns: [(String, JSONValue)] = []
      for (column, content) in s.allColumns {
        // A column given as a controller comes back as its name (the decoder wraps it again).
        if case .navigation(let n) = content, s.style.hasColumns, column != .compact,
          n.name == SplitViewControllerSpec.navigationName(of: column),
          n.stack.count == 1, n.bars == NavigationControllerSpec()
        {
          columns.append((column.rawValue, .string(n.stack[0])))
        } else {
          columns.append((column.rawValue, content.json))
        }
      }
      p.append(("columns", .object(columns)))
      if s.preferredDisplayMode != .automatic {
        p.append(("preferredDisplayMode", .string(s.preferredDisplayMode.rawValue)))
      }
      if let w = s.preferredPrimaryColumnWidth {
        p.append(("preferredPrimaryColumnWidth", .number(w)))
      }
      if let w = s.preferredSupplementaryColumnWidth {
        p.append(("preferredSupplementaryColumnWidth", .number(w)))
      }
      return .object([("splitViewController", .object(p))])
    }
  }
}

extension NavigationControllerSpec {
  static func json(_ n: NavigationControllerSpec) -> JSONValue {
    var p: [(String, JSONValue)] = []
    if let v = n.translucent { p.append(("translucent", .bool(v))) }
    if let v = n.navigationBarHidden { p.append(("navigationBarHidden", .bool(v))) }
    if let v = n.prefersLargeTitles { p.append(("prefersLargeTitles", .bool(v))) }
    if let v = n.toolbarHidden { p.append(("toolbarHidden", .bool(v))) }
    if let v = n.toolbarTranslucent { p.append(("toolbarTranslucent", .bool(v))) }
    return .object(p)
  }
}

extension TabBarControllerSpec {
  static func json(_ t: TabBarControllerSpec) -> JSONValue {
    var p: [(String, JSONValue)] = []
    if let v = t.translucent { p.append(("translucent", .bool(v))) }
    if let v = t.tabBarHidden { p.append(("tabBarHidden", .bool(v))) }
    if let v = t.bottomAccessory { p.append(("bottomAccessory", .bool(v))) }
    if let v = t.minimizeBehavior { p.append(("tabBarMinimizeBehavior", .string(v.rawValue))) }
    if let v = t.mode { p.append(("mode", .string(v.rawValue))) }
    if let v = t.isTabBarHidden { p.append(("isTabBarHidden", .bool(v))) }
    return .object(p)
  }
}

extension ViewSpec {
  public var json: JSONValue {
    var o: [(String, JSONValue)] = [("id", .string(id)), ("type", .string(type.rawValue))]
    switch frame {
    case .fill: o.append(("frame", .string("fill")))
    case .rect(let r): o.append(("frame", Value.rect(r).json))
    }
    if let v = hidden { o.append(("hidden", .bool(v))) }
    if let v = contentSize { o.append(("contentSize", Value.size(v).json)) }
    if let v = rows { o.append(("rows", .number(Double(v)))) }
    if let v = rowHeight { o.append(("rowHeight", .number(v))) }
    if let v = tableHeaderHeight { o.append(("tableHeaderHeight", .number(v))) }
    if let v = tableFooterHeight { o.append(("tableFooterHeight", .number(v))) }
    if let v = contentInset { o.append(("contentInset", Value.insets(v).json)) }
    if let v = contentInsetAdjustmentBehavior {
      o.append(("contentInsetAdjustmentBehavior", .string(v.rawValue)))
    }
    if let v = scrollEnabled { o.append(("scrollEnabled", .bool(v))) }
    if let v = alwaysBounceVertical { o.append(("alwaysBounceVertical", .bool(v))) }
    if let v = alwaysBounceHorizontal { o.append(("alwaysBounceHorizontal", .bool(v))) }
    if !subviews.isEmpty { o.append(("subviews", .array(subviews.map(\.json)))) }
    return .object(o)
  }
}

extension ScriptStep {
  public var json: JSONValue {
    // Room for a step's keys (a trigger, `async`, an action's three or four), and each key appended
    // alone: a list literal added with `+=` was a list more to make and append, generically, per
    // step.
    var o: [(String, JSONValue)] = []
    o.reserveCapacity(8)
    switch trigger {
    case .during(let ref, let once):
      o.append(("during", .string(ref.description)))
      if once { o.append(("once", .bool(true))) }
    case .at(let t):
      o.append(("at", .number(Double(t) / 1_000_000)))
    }
    if async { o.append(("async", .bool(true))) }
    switch action {
    case .set(let object, let property, let value):
      o.append(("set", .string(object + "." + property.name)))
      o.append(("to", value.json))
    case .rotate(let to):
      o.append(("do", .string("rotate")))
      o.append(("to", .string(to.rawValue)))
    case .resizeWindow(let mode):
      o.append(("do", .string("resizeWindow")))
      o.append(("to", mode.json))
    case .setNavigationBarHidden(let hidden, let animated):
      o.append(("do", .string("setNavigationBarHidden")))
      o.append(("hidden", .bool(hidden)))
      o.append(("animated", .bool(animated)))
    case .setToolbarHidden(let hidden, let animated):
      o.append(("do", .string("setToolbarHidden")))
      o.append(("hidden", .bool(hidden)))
      o.append(("animated", .bool(animated)))
    case .addSubview(let view, let parent, let index):
      o.append(("do", .string("addSubview")))
      o.append(("view", view.json))
      if let parent { o.append(("parent", .string(parent))) }
      if let index { o.append(("index", .number(Double(index)))) }
    case .removeFromSuperview(let id):
      o.append(("do", .string("removeFromSuperview")))
      o.append(("view", .string(id)))
    case .push(let name, let animated):
      o.append(("do", .string("push")))
      o.append(("controller", .string(name)))
      o.append(("animated", .bool(animated)))
    case .pop(let animated):
      o.append(("do", .string("pop")))
      o.append(("animated", .bool(animated)))
    case .popToRoot(let animated):
      o.append(("do", .string("popToRoot")))
      o.append(("animated", .bool(animated)))
    case .swipeBack(let cancelled):
      o.append(("do", .string("swipeBack")))
      if cancelled { o.append(("cancelled", .bool(true))) }
    case .setViewControllers(let names, let animated):
      o.append(("do", .string("setViewControllers")))
      o.append(("names", .array(names.map { .string($0) })))
      o.append(("animated", .bool(animated)))
    case .present(let p):
      o.append(("do", .string("present")))
      o.append(("controller", .string(p.controller)))
      if let style = p.style { o.append(("style", .string(style.rawValue))) }
      o.append(("animated", .bool(p.animated)))
      if p.inNavigationController { o.append(("inNavigationController", .bool(true))) }
      if p.prefersEdgeAttachedInCompactHeight {
        o.append(("prefersEdgeAttachedInCompactHeight", .bool(true)))
      }
      if p.prefersGrabberVisible { o.append(("prefersGrabberVisible", .bool(true))) }
      if !p.prefersScrollingExpandsWhenScrolledToEdge {
        o.append(("prefersScrollingExpandsWhenScrolledToEdge", .bool(false)))
      }
      if !p.detents.isEmpty {
        o.append(
          (
            "detents",
            .array(
              p.detents.map {
                if case .custom(let h) = $0 {
                  .object([("custom", .number(h))])
                } else {
                  .string($0.name)
                }
              })
          ))
      }
    case .dismiss(let animated):
      o.append(("do", .string("dismiss")))
      o.append(("animated", .bool(animated)))
    case .selectTab(let index):
      o.append(("do", .string("selectTab")))
      o.append(("index", .number(Double(index))))
    case .setTabBarHidden(let hidden, let animated):
      o.append(("do", .string("setTabBarHidden")))
      o.append(("hidden", .bool(hidden)))
      o.append(("animated", .bool(animated)))
    case .addChild(let name, let parent, let child):
      o.append(("do", .string("addChild")))
      o.append(("controller", .string(name)))
      o.append(("parent", .string(parent)))
      o += child.frameAndContainerJSON
    case .removeChild(let name):
      o.append(("do", .string("removeChild")))
      o.append(("controller", .string(name)))
    case .setNeedsUpdateProperties(let name):
      o.append(("do", .string("setNeedsUpdateProperties")))
      o.append(("controller", .string(name)))
    case .setPage(let pager, let page, let animated):
      o.append(("do", .string("setPage")))
      o.append(("controller", .string(pager)))
      o.append(("page", .string(page)))
      o.append(("animated", .bool(animated)))
    case .swipePage(let pager, let forward, let cancelled):
      o.append(("do", .string("swipePage")))
      o.append(("controller", .string(pager)))
      o.append(("direction", .string(forward ? "forward" : "reverse")))
      if cancelled { o.append(("cancelled", .bool(true))) }
    case .setNeedsLayout: o.append(("do", .string("setNeedsLayout")))
    case .setNeedsStatusBarAppearanceUpdate:
      o.append(("do", .string("setNeedsStatusBarAppearanceUpdate")))
    case .showKeyboard(let predictive, let kind):
      o.append(("do", .string("showKeyboard")))
      if !predictive { o.append(("predictive", .bool(false))) }
      if kind != .software { o.append(("kind", .string(kind.rawValue))) }
    case .scrollToTop: o.append(("do", .string("scrollToTop")))
    case .scroll(let view, let to):
      o.append(("do", .string("scroll")))
      o.append(("view", .string(view)))
      o.append(("to", Value.point(to).json))
    case .hideKeyboard: o.append(("do", .string("hideKeyboard")))
    case .layoutIfNeeded: o.append(("do", .string("layoutIfNeeded")))
    }
    return .object(o)
  }
}

extension ExpectedValue {
  public var json: JSONValue {
    .object([
      ("at", .string(at.description)), ("object", .string(object)),
      ("property", .string(property.name)),
      ("value", value.json), ("source", .string(source)),
    ])
  }
}

extension TimingExpectation {
  public var json: JSONValue {
    switch kind {
    case .order(let refs):
      .object([
        ("order", .array(refs.map { .string($0.description) })), ("source", .string(source)),
      ])
    case .called(let ref, let times):
      .object([
        ("called", .string(ref.description)), ("times", .number(Double(times))),
        ("source", .string(source)),
      ])
    case .calledBetween(let ref, let times, let from, let to):
      .object([
        ("called", .string(ref.description)), ("times", .number(Double(times))),
        ("between", .array([.string(from.description), .string(to.description)])),
        ("source", .string(source)),
      ])
    case .valueChange(let object, let property, let changed, let from, let to):
      .object([
        (changed ? "changed" : "unchanged", .string(object + "." + property.name)),
        ("between", .array([.string(from.description), .string(to.description)])),
        ("source", .string(source)),
      ])
    case .stops(let rule):
      .object([("stops", .string(rule)), ("source", .string(source))])
    }
  }
}

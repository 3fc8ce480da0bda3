import InsetSimSupport

/// ScenarioDecoder: apps (format 2): the root tree, the controllers by name, and the checks that
/// every name a file uses is a controller it declares and that the tree is one UIKit allows.
extension ScenarioDecoder {
  static let appTopKeys = [
    "insetsim", "name", "summary", "os", "device", "orientation", "statusBarHidden", "window",
    "requiresFullScreen", "supportedInterfaceOrientations", "designRequiresCompatibility",
    "root", "controllers", "script",
    "observe", "expect", "assumptions", "uikitBugs",
  ]
  static let appNavigationKeys = navigationKeys + ["name", "stack"]
  static let appTabBarKeys = tabBarKeys + ["tabs", "selected"]
  static let appControllerKeys =
    controllerKeys.filter { $0 != "name" } + [
      "children", "largeTitleDisplayMode", "modalPresentationStyle", "searchController",
      "supportedInterfaceOrientations", "pageViewController", "hostingController",
      "contentScrollView", "registerForTraitChanges", "updateProperties",
    ]
  static let childKeys = ["controller", "frame", "in"]
  static let splitKeys = [
    "style", "columns", "preferredDisplayMode", "preferredPrimaryColumnWidth",
    "preferredSupplementaryColumnWidth",
  ]

  /// The format-2 part of a scenario: `root` and `controllers` (the shared keys are read by the
  /// caller).
  func app(_ map: KeyedPairs, os: OSVersion) throws(InputError) -> AppSpec {
    for key in ["controller", "navigationController", "tabBarController", "presentation"]
    where map[key] != nil {
      throw fail(
        key, "'\(key)' is a format-1 key",
        expected:
          "in an app (\"insetsim\": 2), the containers go in \"root\" and the controllers in \"controllers\""
      )
    }
    for key in ["root", "controllers"] where map[key] == nil {
      throw fail(
        "", "missing key '\(key)'",
        expected: key == "root"
          ? "\"root\": a controller name, {\"navigationController\": {…}}, {\"tabBarController\": {…}} or {\"splitViewController\": {…}}"
          : "\"controllers\": {\"NAME\": {…}, …}")
    }
    guard case .object(let entries) = map["controllers"] ?? .null else {
      throw fail(
        "controllers", "found \((map["controllers"] ?? .null).kindDescription)",
        expected: "an object of controllers by name")
    }
    if entries.isEmpty {
      throw fail("controllers", "no controllers", expected: "at least one controller")
    }
    if entries.count > ScenarioLimits.maxControllers {
      throw fail(
        "controllers",
        "\(entries.count) controllers, over the limit of \(ScenarioLimits.maxControllers)",
        expected: "fewer controllers")
    }
    var controllers: [ControllerSpec] = []
    var views = 0
    for (name, value) in entries {
      func path() -> String { join("controllers", InputError.shown(name)) }
      _ = try identifier(.string(name), path())
      var spec = try appController(value, path(), os: os, views: &views)
      spec.name = name
      controllers.append(spec)
    }
    let names = controllers.map(\.name)
    let root = try container(map["root"] ?? .null, "root", names: names, depth: 0)
    // Two navigation controllers of one name (most often two without "name", both
    // "navigationController"): said here, where the fix is, rather than as two objects of a name.
    if case .tabBar(let tabs) = root {
      var seen: [String] = []
      for (i, tab) in tabs.tabs.enumerated() {
        guard case .navigation(let nav) = tab else { continue }
        if seen.contains(nav.name) {
          let unnamed = nav.name == NavigationStackSpec.defaultName
          throw fail(
            "root.tabBarController.tabs[\(i)].navigationController",
            "a second navigation controller named '\(InputError.shown(nav.name))'"
              + (unnamed ? " (the name of one without \"name\")" : ""),
            expected:
              "a \"name\" of its own for each navigation controller, such as \"\(nav.stack[0])Navigation\""
          )
        }
        seen.append(nav.name)
      }
    }
    if case .split(let split) = root {
      if split.style.hasColumns && os < OSVersion(14, 0) {
        throw fail(
          "root.splitViewController.style", "a column-style split view controller on iOS \(os)",
          expected:
            "iOS 14 or later (UISplitViewController(style:) is iOS 14+), or no style for the classic split view"
        )
      }
      if os < OSVersion(8, 0) {
        throw fail(
          "root.splitViewController", "a split view controller on iOS \(os)",
          expected: "iOS 8 or later (displayMode, preferredDisplayMode and collapsing are iOS 8+)")
      }
    }
    var app = AppSpec(root: root, controllers: controllers)
    try checkTree(&app)
    return app
  }

  /// `contentScrollView`: null, or the id of a scroll view among the controller's own views
  /// (iOS 15+; Apple's `setContentScrollView(_:for:)`, docs/facts/keyboards-and-sheets.md CS1).
  func contentScrollView(
    _ v: JSONValue, _ path: @autoclosure () -> String, spec: ControllerSpec, os: OSVersion
  ) throws(InputError) -> ContentScrollViewSetting {
    if os < OSVersion(15, 0) {
      throw fail(
        path(), "setContentScrollView(_:for:) and contentScrollView(for:) exist from iOS 15",
        expected: "no 'contentScrollView' on iOS \(os)")
    }
    if case .null = v { return .none }
    let views = (spec.rootView?.allViews ?? []) + spec.subviews.flatMap(\.allViews)
    let scrollViews = views.filter { $0.type.isScrollView }.map(\.id)
    let id = try string(
      v, path(), expected: "null, or the id of one of the controller's scroll views")
    guard scrollViews.contains(id) else {
      throw fail(
        path(),
        views.contains(where: { $0.id == id })
          ? "'\(InputError.shown(id))' is not a scroll view"
          : "'\(InputError.shown(id))' is not one of \(spec.name.isEmpty ? "the controller" : "this controller")'s views",
        expected: scrollViews.isEmpty
          ? "null (the controller has no scroll view)"
          : "one of " + scrollViews.joined(separator: ", ") + ", or null",
        suggestion: Suggestions.closest(to: id, in: scrollViews))
    }
    return .view(id)
  }

  func appController(
    _ v: JSONValue, _ path: @autoclosure () -> String, os: OSVersion, views: inout Int
  ) throws(InputError) -> ControllerSpec {
    let pairs = try object(v, path(), allowed: Self.appControllerKeys)
    let common = pairs.filter { Self.controllerKeys.contains($0.0) }
    var spec = try controllerSpec(.object(common), path(), os: os)
    views +=
      1 + spec.subviews.reduce(0) { $0 + $1.allViews.count } + (spec.rootView?.allViews.count ?? 0)
    if views > ScenarioLimits.maxViews {
      throw fail(
        path(), "more than \(ScenarioLimits.maxViews) views",
        expected: "at most \(ScenarioLimits.maxViews) views in one app")
    }
    for (key, value) in pairs {
      var p: String { join(path(), key) }
      switch matched(key) {
      case "children":
        guard case .array(let items) = value else {
          throw fail(p, "found \(value.kindDescription)", expected: "an array of children")
        }
        for (i, item) in items.enumerated() { spec.children.append(try child(item, p + "[\(i)]")) }
      case "largeTitleDisplayMode":
        spec.largeTitleDisplayMode = try choice(
          value, p, LargeTitleDisplayMode.self, noun: "large title display mode")
      case "modalPresentationStyle":
        spec.modalPresentationStyle = try choice(
          value, p, PresentationStyle.self, noun: "presentation style")
      case "supportedInterfaceOrientations":
        spec.supportedInterfaceOrientations = try orientationList(value, p)
      case "searchController":
        spec.searchController = try searchController(value, p, os: os)
      case "pageViewController":
        spec.pageViewController = try pageViewController(value, p, os: os)
      case "hostingController":
        spec.hostingController = try hostingController(value, p, os: os)
      case "contentScrollView":
        spec.contentScrollView = try contentScrollView(value, p, spec: spec, os: os)
      case "registerForTraitChanges":
        spec.registeredTraits = try registeredTraits(value, p)
      case "updateProperties":
        spec.updatesProperties = try bool(value, p)
      default: break
      }
    }
    // A controller is one class: UIPageViewController and UIHostingController make their own
    // views, so neither is the other, nor takes a root view of the app's.
    if spec.pageViewController != nil, spec.hostingController != nil {
      throw fail(
        join(path(), "hostingController"),
        "a controller with both pageViewController and hostingController",
        expected: "one of the two: a page view controller or a hosting controller")
    }
    if pairs.contains(where: { $0.0 == "rootView" }),
      spec.pageViewController != nil || spec.hostingController != nil
    {
      let kind = spec.pageViewController != nil ? "pageViewController" : "hostingController"
      throw fail(
        join(path(), "rootView"),
        "a rootView on a \(kind), whose view UIKit makes",
        expected:
          "subviews added to its view (\"subviews\"), or a plain controller for the root view")
    }
    return spec
  }

  /// `registerForTraitChanges`: the traits of the handler a controller registers, each once. Only
  /// the size classes are simulated: another trait is refused rather than never heard.
  func registeredTraits(_ v: JSONValue, _ path: @autoclosure () -> String)
    throws(InputError) -> [TraitName]
  {
    guard case .array(let items) = v, !items.isEmpty else {
      throw fail(
        path(), "found \(v.kindDescription)",
        expected: "a non-empty array of trait names (horizontalSizeClass, verticalSizeClass)")
    }
    var list: [TraitName] = []
    for (i, item) in items.enumerated() {
      let trait = try choice(
        item, path() + "[\(i)]", TraitName.self,
        noun: "trait (the simulator tracks the size classes only)")
      if list.contains(trait) {
        throw fail(
          path() + "[\(i)]", "'\(trait.rawValue)' is listed twice",
          expected: "each trait at most once")
      }
      list.append(trait)
    }
    return list
  }

  /// `searchController`: `{"hidesSearchBarWhenScrolling": BOOL}` (`{}` keeps UIKit's default).
  /// Before iOS 11 the API does not exist: accepted and noted, as other settings of later releases
  /// are; iOS 26 is refused.
  func searchController(_ v: JSONValue, _ path: @autoclosure () -> String, os: OSVersion)
    throws(InputError) -> SearchControllerSpec
  {
    guard os.major < 26 else {
      throw fail(
        path(),
        "a search controller on iOS \(os) is refused, for want of a rule: iOS 26 places the search bar by its own rules (on iPhone in the toolbar, WWDC25 session 284) and no geometry of those places is published",
        expected: "iOS 11–18, where the search bar sits in the navigation bar below the title")
    }
    let pairs = try object(v, path(), allowed: ["hidesSearchBarWhenScrolling"])
    var spec = SearchControllerSpec()
    for (key, value) in pairs where key == "hidesSearchBarWhenScrolling" {
      spec.hidesSearchBarWhenScrolling = try bool(value, join(path(), key))
    }
    return spec
  }

  /// `pageViewController`: `{"pages": [NAME, …]}`, the data source's pages in order, and
  /// optionally `"transitionStyle"` (`"scroll"`, the default here, or `"pageCurl"`), and for a page
  /// curl `"spineLocation"` (`"min"`, `"mid"`, `"max"`) and `"isDoubleSided"` (true only with the
  /// spine in the middle, where UIKit forces it: the back of a page is not modelled).
  func pageViewController(_ v: JSONValue, _ path: @autoclosure () -> String, os: OSVersion)
    throws(InputError) -> PageViewControllerSpec
  {
    if os < OSVersion(6, 0) {
      throw fail(path(), "a page view controller on iOS \(os)", expected: "iOS 6 or later")
    }
    let pairs = try object(
      v, path(), allowed: ["pages", "transitionStyle", "spineLocation", "isDoubleSided"])
    let map = Dictionary(pairs, uniquingKeysWith: { a, _ in a })
    var style = PageTransitionStyle.scroll
    if let value = map["transitionStyle"] {
      style = try choice(
        value, join(path(), "transitionStyle"), PageTransitionStyle.self, noun: "transition style")
    }
    var spine = PageSpineLocation.min
    if let value = map["spineLocation"] {
      let p = join(path(), "spineLocation")
      guard style == .pageCurl else {
        throw fail(
          p, "a spine belongs to the page curl (UIPageViewControllerOptionSpineLocationKey)",
          expected: "\"transitionStyle\": \"pageCurl\", or no 'spineLocation'")
      }
      spine = try choice(value, p, PageSpineLocation.self, noun: "spine location")
    }
    if let value = map["isDoubleSided"] {
      let p = join(path(), "isDoubleSided")
      let doubleSided = try bool(value, p)
      guard style == .pageCurl else {
        throw fail(
          p, "isDoubleSided belongs to the page curl",
          expected: "\"transitionStyle\": \"pageCurl\", or no 'isDoubleSided'")
      }
      if spine == .mid && !doubleSided {
        throw fail(
          p,
          "with the spine in the middle UIKit sets isDoubleSided to true, and setting false raises",
          expected: "true, or no 'isDoubleSided'")
      }
      if spine != .mid && doubleSided {
        throw fail(
          p,
          "a double-sided page curl with the spine at an edge is refused, for want of a rule: whether the back of a page is a child and hears appearance callbacks is not public",
          expected: "false, or \"spineLocation\": \"mid\"")
      }
    }
    guard case .array(let items)? = map["pages"], !items.isEmpty else {
      throw fail(
        join(path(), "pages"), "found \((map["pages"] ?? .null).kindDescription)",
        expected: "a non-empty array of controller names, in the data source's order")
    }
    var pages: [String] = []
    for (i, item) in items.enumerated() {
      let name = try string(item, join(path(), "pages") + "[\(i)]", expected: "a controller name")
      if pages.contains(name) {
        throw fail(
          join(path(), "pages") + "[\(i)]", "'\(InputError.shown(name))' is a page twice",
          expected: "each page once")
      }
      pages.append(name)
    }
    let spec = PageViewControllerSpec(pages: pages, transitionStyle: style, spineLocation: spine)
    if spec.pagesShown == 2 && pages.count % 2 != 0 {
      throw fail(
        join(path(), "pages"),
        "\(pages.count) pages with the spine in the middle, which shows them two at a time",
        expected: "an even number of pages (left and right of each spread)")
    }
    return spec
  }

  /// `hostingController`: `{}`, or `{"safeAreaRegions": ["container", "keyboard"]}` (iOS 16.4+;
  /// `"all"` is both, `[]` none), `"sizingOptions": ["preferredContentSize",
  /// "intrinsicContentSize"]` (iOS 16+) and `"idealSize": [W, H]` (the content's ideal size, which
  /// `.preferredContentSize` needs).
  func hostingController(_ v: JSONValue, _ path: @autoclosure () -> String, os: OSVersion)
    throws(InputError) -> HostingControllerSpec
  {
    if os < OSVersion(13, 0) {
      throw fail(
        path(), "UIHostingController exists from iOS 13 (SwiftUI)", expected: "iOS 13 or later")
    }
    let pairs = try object(
      v, path(), allowed: ["safeAreaRegions", "sizingOptions", "idealSize"])
    var spec = HostingControllerSpec()
    for (key, value) in pairs where key == "sizingOptions" {
      let p = join(path(), key)
      if os < OSVersion(16, 0) {
        throw fail(
          p, "sizingOptions exists from iOS 16", expected: "no 'sizingOptions' on iOS \(os)")
      }
      guard case .array(let items) = value else {
        throw fail(
          p, "found \(value.kindDescription)",
          expected: "an array of \"preferredContentSize\" or \"intrinsicContentSize\" ([] for none)"
        )
      }
      var options = Set<HostingSizingOption>()
      for (i, item) in items.enumerated() {
        let option = try choice(item, p + "[\(i)]", HostingSizingOption.self, noun: "sizing option")
        // An option set: an option given twice says nothing more and is a mistake.
        guard options.insert(option).inserted else {
          throw fail(
            p + "[\(i)]", "'\(option.rawValue)' is listed twice",
            expected: "each option at most once")
        }
      }
      spec.sizingOptions = options
    }
    for (key, value) in pairs where key == "idealSize" {
      spec.idealSize = try size(value, join(path(), key))
    }
    if spec.sizingOptions?.contains(.preferredContentSize) == true && spec.idealSize == nil {
      throw fail(
        join(path(), "idealSize"),
        "sizingOptions .preferredContentSize puts the content's ideal size in preferredContentSize, and the model cannot lay out SwiftUI content",
        expected: "\"idealSize\": [WIDTH, HEIGHT], the content's size for an unspecified proposal")
    }
    // The ideal size is read only through .preferredContentSize: anywhere else it would change
    // nothing the model tracks.
    if spec.idealSize != nil && spec.sizingOptions?.contains(.preferredContentSize) != true {
      throw fail(
        join(path(), "idealSize"),
        "the content's ideal size reaches UIKit only through sizingOptions .preferredContentSize (iOS 16+)",
        expected: "\"sizingOptions\": [\"preferredContentSize\"], or no 'idealSize'")
    }
    for (key, value) in pairs where key == "safeAreaRegions" {
      let p = join(path(), key)
      if os < OSVersion(16, 4) {
        throw fail(
          p, "safeAreaRegions exists from iOS 16.4",
          expected: "no 'safeAreaRegions' on iOS \(os)")
      }
      guard case .array(let items) = value else {
        throw fail(
          p, "found \(value.kindDescription)",
          expected: "an array of \"container\", \"keyboard\" or \"all\" ([] for none)")
      }
      var regions = Set<SafeAreaRegion>()
      for (i, item) in items.enumerated() {
        let name = try string(
          item, p + "[\(i)]", expected: "\"container\", \"keyboard\" or \"all\"")
        let named: [SafeAreaRegion]
        if name == "all" {
          named = SafeAreaRegion.allCases
        } else if let region = SafeAreaRegion(rawValue: name) {
          named = [region]
        } else {
          throw fail(
            p + "[\(i)]", "unknown region '\(InputError.shown(name))'",
            expected: "\"container\", \"keyboard\" or \"all\"",
            suggestion: Suggestions.closest(to: name, in: ["container", "keyboard", "all"]))
        }
        // An option set: a region given twice (or again with "all") is a mistake.
        guard regions.isDisjoint(with: named) else {
          throw fail(
            p + "[\(i)]", "'\(InputError.shown(name))' names a region listed already",
            expected: "each region at most once")
        }
        regions.formUnion(named)
      }
      spec.safeAreaRegions = regions
    }
    return spec
  }

  func child(_ v: JSONValue, _ path: @autoclosure () -> String) throws(InputError) -> ChildSpec {
    let pairs = try object(v, path(), allowed: Self.childKeys)
    let map = Dictionary(pairs, uniquingKeysWith: { a, _ in a })
    guard let c = map["controller"] else {
      throw fail(path(), "missing key 'controller'", expected: "the child controller's name")
    }
    var spec = ChildSpec(
      controller: try string(c, join(path(), "controller"), expected: "a controller name"))
    if let f = map["frame"] { spec.frame = try frame(f, join(path(), "frame")) }
    if let container = map["in"] {
      spec.container = try string(
        container, join(path(), "in"), expected: "a view id of the parent")
    }
    return spec
  }

  func frame(_ v: JSONValue, _ path: @autoclosure () -> String) throws(InputError) -> ViewSpec.Frame
  {
    if case .string(let s) = v {
      guard s == "fill" else {
        throw fail(
          path(), "unknown frame '\(InputError.shown(s))'",
          expected: "\"fill\" or [x, y, width, height]", suggestion: "fill")
      }
      return .fill
    }
    return .rect(try rect(v, path()))
  }

  /// A controller name the file declares.
  func controllerName(_ v: JSONValue, _ path: @autoclosure () -> String, names: [String])
    throws(InputError) -> String
  {
    let name = try string(v, path(), expected: "a controller name")
    guard names.contains(name) else {
      throw fail(
        path(), "no controller '\(InputError.shown(name))' in \"controllers\"",
        expected: "one of " + Self.listed(names),
        suggestion: Suggestions.closest(to: name, in: names))
    }
    return name
  }

  /// `root`, or a tab: a controller's name, a navigation controller, or (at the root) a tab bar
  /// controller. `depth` is 0 at the root and 1 in a tab, so the tree is at most three levels deep.
  func container(_ v: JSONValue, _ path: @autoclosure () -> String, names: [String], depth: Int)
    throws(InputError) -> ContainerSpec
  {
    if case .string = v { return .controller(try controllerName(v, path(), names: names)) }
    let kinds =
      depth == 0
      ? ["navigationController", "tabBarController", "splitViewController"]
      : ["navigationController"]
    let pairs = try object(
      v, path(), allowed: kinds + (depth == 0 ? [] : ["tabBarController", "splitViewController"]))
    guard pairs.count == 1, let (kind, body) = pairs.first else {
      throw fail(
        path(), "found an object with \(pairs.count) keys",
        expected: "one key: " + kinds.joined(separator: ", "))
    }
    var p: String { join(path(), kind) }
    switch kind {
    case "navigationController":
      var nav = NavigationStackSpec(stack: [])
      let keys = try object(body, p, allowed: Self.appNavigationKeys)
      for (key, value) in keys {
        let kp = join(p, key)
        switch matched(key) {
        case "name": nav.name = try identifier(value, kp)
        case "stack":
          guard case .array(let items) = value, !items.isEmpty else {
            throw fail(
              kp, "found \(value.kindDescription)",
              expected: "a non-empty array of controller names, bottom first")
          }
          for (i, item) in items.enumerated() {
            nav.stack.append(try controllerName(item, kp + "[\(i)]", names: names))
          }
        default: break
        }
      }
      if nav.stack.isEmpty {
        throw fail(p, "missing key 'stack'", expected: "\"stack\": [NAME, …], bottom first")
      }
      nav.bars = try navigationSpec(
        .object(keys.filter { Self.navigationKeys.contains($0.0) }), os: .init(11, 0), path: p)
      return .navigation(nav)
    case "tabBarController":
      guard depth == 0 else {
        throw fail(
          p, "a tab bar controller inside a tab",
          expected: "a controller or a navigation controller as a tab")
      }
      var tabs = TabsSpec(tabs: [])
      let keys = try object(body, p, allowed: Self.appTabBarKeys)
      var selected: (Int, String)?
      for (key, value) in keys {
        let kp = join(p, key)
        switch matched(key) {
        case "tabs":
          guard case .array(let items) = value, !items.isEmpty else {
            throw fail(
              kp, "found \(value.kindDescription)",
              expected: "a non-empty array of tabs (controller names or navigation controllers)")
          }
          for (i, item) in items.enumerated() {
            tabs.tabs.append(try container(item, kp + "[\(i)]", names: names, depth: 1))
          }
        case "selected": selected = (try integer(value, kp, min: 0, max: 1_000), kp)
        default: break
        }
      }
      if tabs.tabs.isEmpty {
        throw fail(
          p, "missing key 'tabs'", expected: "\"tabs\": [NAME or {\"navigationController\": …}, …]")
      }
      if let (index, kp) = selected {
        guard index < tabs.tabs.count else {
          throw fail(
            kp, "tab \(index) does not exist", expected: "an index from 0 to \(tabs.tabs.count - 1)"
          )
        }
        tabs.selected = index
      }
      tabs.bars = try tabBarSpec(.object(keys.filter { Self.tabBarKeys.contains($0.0) }), path: p)
      return .tabBar(tabs)
    default:
      guard depth == 0 else {
        // UIKit allows it (a split view need not be the root from iOS 8); no source gives its
        // columns' insets under a tab bar (docs/facts/tab-bars-ios26-ipados18.md, P6).
        throw fail(
          p,
          "a split view controller inside a tab is refused, for want of a rule: its columns' insets under a tab bar are not published",
          expected: "a split view controller only as the window's root")
      }
      return .split(try splitViewController(body, p, names: names))
    }
  }

  /// `splitViewController`: its `style` (absent: the classic split view), its `columns` (each a
  /// controller name or a navigation controller) and the preferences an app sets.
  func splitViewController(_ v: JSONValue, _ path: @autoclosure () -> String, names: [String])
    throws(InputError) -> SplitViewControllerSpec
  {
    let pairs = try object(v, path(), allowed: Self.splitKeys)
    let map = Dictionary(pairs, uniquingKeysWith: { a, _ in a })
    var style = SplitViewControllerSpec.Style.unspecified
    if let value = map["style"] {
      style = try choice(
        value, join(path(), "style"), SplitViewControllerSpec.Style.self, noun: "split view style")
    }
    guard let columnsValue = map["columns"] else {
      throw fail(
        path(), "missing key 'columns'", expected: "\"columns\": {\"primary\": …, \"secondary\": …}"
      )
    }
    let columnsPath = join(path(), "columns")
    let allowed =
      style.hasColumns
      ? SplitColumn.allCases.map(\.rawValue)
      : [SplitColumn.primary.rawValue, SplitColumn.secondary.rawValue]
    let columnPairs = try object(
      columnsValue, columnsPath, allowed: SplitColumn.allCases.map(\.rawValue))
    for (key, _) in columnPairs where !allowed.contains(key) {
      throw fail(
        join(columnsPath, key), "a \(key) column in a classic split view (no style)",
        expected:
          "\"style\": \"\(key == "supplementary" ? "tripleColumn" : "doubleColumn")\" (iOS 14+), or only primary and secondary columns"
      )
    }
    let columnMap = Dictionary(columnPairs, uniquingKeysWith: { a, _ in a })
    var taken: [String: String] = [:]
    func column(_ c: SplitColumn) throws(InputError) -> ContainerSpec? {
      guard let value = columnMap[c.rawValue] else { return nil }
      var p: String { join(columnsPath, c.rawValue) }
      let content: ContainerSpec
      switch try container(value, p, names: names, depth: 1) {
      case .controller(let name):
        // A column style wraps the column in a navigation controller, but for the compact column.
        content =
          style.hasColumns && c != .compact
          ? .navigation(
            NavigationStackSpec(name: SplitViewControllerSpec.navigationName(of: c), stack: [name]))
          : .controller(name)
      case .navigation(var n):
        if n.name == NavigationStackSpec(stack: []).name {
          n.name = SplitViewControllerSpec.navigationName(of: c)
        }
        if let other = taken[n.name] {
          throw fail(
            join(p, "navigationController.name"),
            "the navigation controller name '\(n.name)' is also the \(other) column's",
            expected: "a name of its own")
        }
        taken[n.name] = c.rawValue
        content = .navigation(n)
      case .tabBar, .split:
        throw fail(
          p, "a container UIKit does not put in a column here",
          expected: "a controller name or {\"navigationController\": …}")
      }
      return content
    }
    guard let primary = try column(.primary) else {
      throw fail(
        columnsPath, "missing key 'primary'",
        expected: "the primary column: a controller name or {\"navigationController\": …}")
    }
    let supplementary = try column(.supplementary)
    guard let secondary = try column(.secondary) else {
      throw fail(
        columnsPath, "missing key 'secondary'",
        expected: "the secondary column: a controller name or {\"navigationController\": …}")
    }
    switch (style, supplementary) {
    case (.tripleColumn, nil):
      throw fail(
        columnsPath, "missing key 'supplementary'",
        expected:
          "a triple-column split view's middle column: a controller name or {\"navigationController\": …}"
      )
    case (.doubleColumn, .some):
      throw fail(
        join(columnsPath, "supplementary"), "a supplementary column in a double-column split view",
        expected: "\"style\": \"tripleColumn\", or no supplementary column")
    default: break
    }
    var spec = SplitViewControllerSpec(
      style: style, primary: primary, supplementary: supplementary, secondary: secondary,
      compact: try column(.compact))
    if let mode = map["preferredDisplayMode"] {
      var p: String { join(path(), "preferredDisplayMode") }
      spec.preferredDisplayMode = try choice(mode, p, SplitDisplayMode.self, noun: "display mode")
      if spec.preferredDisplayMode.showsSupplementary && style != .tripleColumn {
        throw fail(
          p, "'\(spec.preferredDisplayMode.rawValue)' needs a supplementary column",
          expected:
            "secondaryOnly, oneBesideSecondary, oneOverSecondary or automatic without a triple column",
          suggestion: "oneBesideSecondary")
      }
    }
    if let w = map["preferredPrimaryColumnWidth"] {
      spec.preferredPrimaryColumnWidth = try number(
        w, join(path(), "preferredPrimaryColumnWidth"), min: 1, max: 2_000)
    }
    if let w = map["preferredSupplementaryColumnWidth"] {
      var p: String { join(path(), "preferredSupplementaryColumnWidth") }
      guard style == .tripleColumn else {
        throw fail(
          p, "a supplementary width without a supplementary column",
          expected: "\"style\": \"tripleColumn\"")
      }
      spec.preferredSupplementaryColumnWidth = try number(w, p, min: 1, max: 2_000)
    }
    return spec
  }

  /// A controller is in at most one place of the root tree and is the child of at most one parent;
  /// a child is not in the root tree, not its own ancestor, and nested at most
  /// ``ScenarioLimits/maxChildDepth`` deep; a child's container is a view of its parent.
  func checkTree(_ app: inout AppSpec) throws(InputError) {
    var placed: [String: String] = [:]
    for name in app.rootTreeControllers {
      if placed[name] != nil {
        throw fail(
          "root", "'\(name)' is in the tree twice",
          expected: "each controller in one place (UIKit raises for a controller in two containers)"
        )
      }
      placed[name] = "root"
    }
    var parentOf: [String: String] = [:]
    for c in app.controllers {
      // A page view controller's pages are its children (UIKit adds each page it shows).
      let pages = (c.pageViewController?.pages ?? []).enumerated().map { i, name in
        let place = "controllers.\(c.name).pageViewController.pages[\(i)]"
        return (ChildSpec(controller: name), place, place)
      }
      let children = c.children.enumerated().map { i, child in
        let place = "controllers.\(c.name).children[\(i)]"
        return (child, place, place + ".controller")
      }
      for (child, place, namePath) in children + pages {
        func path() -> String { place }
        guard app.controller(named: child.controller) != nil else {
          throw fail(
            namePath,
            "no controller '\(InputError.shown(child.controller))' in \"controllers\"",
            expected: "one of " + Self.listed(app.controllers.map(\.name)),
            suggestion: Suggestions.closest(to: child.controller, in: app.controllers.map(\.name)))
        }
        if child.controller == c.name {
          throw fail(
            namePath, "'\(c.name)' is its own child",
            expected: "another controller")
        }
        if placed[child.controller] == "root" {
          throw fail(
            namePath, "'\(child.controller)' is also in the root tree",
            expected: "a controller that is only a child")
        }
        if let other = parentOf[child.controller] {
          throw fail(
            namePath, "'\(child.controller)' is already a child of '\(other)'",
            expected: "one parent per controller")
        }
        parentOf[child.controller] = c.name
        if let container = child.container {
          let ids =
            (c.rootView.map { $0.allViews } ?? []).map(\.id)
            + c.subviews.flatMap(\.allViews).map(\.id)
          // The root view may be named too: the child's view goes there, as without "in".
          let views = ids.contains(c.rootViewName) ? ids : [c.rootViewName] + ids
          guard views.contains(container) else {
            throw fail(
              join(path(), "in"), "no view '\(InputError.shown(container))' in '\(c.name)'",
              expected: "one of " + Self.listed(views),
              suggestion: Suggestions.closest(to: container, in: views))
          }
        }
      }
    }
    // Ancestry: walk up from each child, at most maxChildDepth steps (a cycle never ends within
    // it).
    for name in parentOf.keys.sorted() {
      var current = name
      var depth = 0
      while let parent = parentOf[current] {
        depth += 1
        if parent == name {
          throw fail(
            "controllers.\(parent).children", "'\(name)' is its own ancestor",
            expected: "a tree of children without cycles")
        }
        if depth > ScenarioLimits.maxChildDepth {
          throw fail(
            "controllers.\(name)",
            "children nested deeper than \(ScenarioLimits.maxChildDepth) levels",
            expected: "a shallower tree of children")
        }
        current = parent
      }
    }
  }
}

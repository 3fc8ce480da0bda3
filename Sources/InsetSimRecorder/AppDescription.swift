import InsetSimTraceFormat

/// A live app described as a scenario of format 2: its controller tree at the start
/// (containers,
/// stacks, tabs, children, each controller's settings and views), and the flows the user performed
/// afterwards as script steps at their times, found by comparing each new reading of the tree with
/// the previous one. The trace header holds ``scenarioJSON``; `insetsim replay` simulates it.
///
///     var app = AppDescription(root: tree, device: "iPhone 15", os: "17.0")
///     app.observe(treeAfterPush, at: 1.25)    // a push step at t = 1.25 s
///     app.scenarioJSON                        // {"insetsim":2,"name":"recorded-app",…}
///
/// What format 2 cannot say (a navigation controller inside a child, a split view controller below
/// the root) is listed in ``unsupported`` instead of being described wrongly.
public struct AppDescription: Sendable {
  public var name: String
  public var device: String
  public var os: String
  public var orientation: String
  /// What the app's Info.plist says that the simulator reads (its orientations, full screen, the
  /// previous design).
  public var info = AppInfo()
  /// What the description leaves out, one sentence each.
  public private(set) var unsupported: [String] = []

  private var names: [String: String] = [:]
  private var usedNames: Set<String> = []
  private var usedViewIDs: Set<String> = []
  private var controllerOrder: [String] = []
  private var controllerJSON: [String: String] = [:]
  private var rootJSON = "\"\""
  private var steps: [String] = []
  private var state = State()
  /// The id each recorded view has in the description, by the view's identity.
  private var viewIDs: [String: String] = [:]
  /// The name each navigation controller has in traces, by its identity.
  private var navigationNames: [String: String] = [:]

  /// What the flows are found from: stacks by navigation controller, the selected tab, the
  /// presented chain and each controller's children (identities).
  struct State: Sendable, Equatable {
    var stacks: [String: [String]] = [:]
    var navigationOrder: [String] = []
    var selectedTab: Int?
    var presented: [Presented] = []
    var children: [String: [String]] = [:]
    var childFrames: [String: [Double]] = [:]
    /// The split view column of each navigation controller that is one.
    var splitColumns: [String: String] = [:]
  }

  struct Presented: Sendable, Equatable {
    var identity: String
    /// The presented controller (the root of a presented navigation controller).
    var controller: String
    var style: String
    var inNavigation: Bool
  }

  public init(
    root: some ControllerNode, device: String, os: String, orientation: String = "portrait",
    name: String = "recorded-app"
  ) {
    self.name = name
    self.device = device
    self.os = os
    self.orientation = orientation
    rootJSON = describeRoot(root)
    state = read(root)
    namePresentedNavigation()
    // What is presented at the start is presented at t = 0.
    for p in state.presented { steps.append(presentStep(p, at: 0)) }
  }

  /// The app read again at `seconds` after the start: each difference becomes a script step.
  public mutating func observe(_ root: some ControllerNode, at seconds: Double) {
    describeNew(root)
    let new = read(root)
    let old = state
    defer {
      state = new
      namePresentedNavigation()
    }
    // Dismissals first (from the top), then the stacks, the tab, new presentations and the
    // children.
    let kept = zip(old.presented, new.presented).prefix { $0 == $1 }.count
    for _ in kept..<old.presented.count {
      steps.append(step(seconds, "dismiss", ["\"animated\":true"]))
    }
    for nav in new.navigationOrder {
      guard let before = old.stacks[nav], let after = new.stacks[nav], before != after else {
        continue
      }
      let names = after.map { self.names[$0] ?? $0 }
      if let column = new.splitColumns[nav], column != "secondary" {
        unsupported.append(
          "a change of the split view's \(column) column at t = \(seconds) s is replayed on the column on top (the secondary while expanded)"
        )
      }
      if after.count == before.count + 1, Array(after.dropLast()) == before, let top = names.last {
        steps.append(
          step(seconds, "push", ["\"controller\":" + Self.quoted(top), "\"animated\":true"]))
      } else if after.count == before.count - 1, Array(before.dropLast()) == after {
        steps.append(step(seconds, "pop", ["\"animated\":true"]))
      } else if after.count == 1, before.first == after.first {
        steps.append(step(seconds, "popToRoot", ["\"animated\":true"]))
      } else {
        steps.append(
          step(
            seconds, "setViewControllers",
            [
              "\"names\":[" + names.map(Self.quoted).joined(separator: ",") + "]",
              "\"animated\":true",
            ]))
      }
    }
    if let tab = new.selectedTab, tab != old.selectedTab {
      steps.append(step(seconds, "selectTab", ["\"index\":\(tab)"]))
    }
    for p in new.presented.dropFirst(kept) { steps.append(presentStep(p, at: seconds)) }
    for parent in new.children.keys.sorted() {
      let before = old.children[parent] ?? []
      for child in new.children[parent] ?? [] where !before.contains(child) {
        var args = [
          "\"controller\":" + Self.quoted(names[child] ?? child),
          "\"parent\":" + Self.quoted(names[parent] ?? parent),
        ]
        if let f = new.childFrames[child] { args.append("\"frame\":" + Self.numbers(f)) }
        steps.append(step(seconds, "addChild", args))
      }
    }
    for parent in old.children.keys.sorted() {
      for child in old.children[parent] ?? [] where !(new.children[parent] ?? []).contains(child) {
        steps.append(
          step(seconds, "removeChild", ["\"controller\":" + Self.quoted(names[child] ?? child)]))
      }
    }
  }

  /// The scenario, as a format-2 file's text on one line.
  public var scenarioJSON: String {
    var out =
      "{\"insetsim\":2,\"name\":" + Self.quoted(name) + ",\"os\":" + Self.quoted(os)
      + ",\"device\":" + Self.quoted(device)
    if orientation != "portrait" { out += ",\"orientation\":" + Self.quoted(orientation) }
    out += info.scenarioKeys
    out += ",\"root\":" + rootJSON + ",\"controllers\":{"
    out += controllerOrder.map { Self.quoted($0) + ":" + (controllerJSON[$0] ?? "{}") }.joined(
      separator: ",")
    out += "}"
    if !steps.isEmpty { out += ",\"script\":[" + steps.joined(separator: ",") + "]" }
    return out + "}"
  }

  /// The name a controller has in the description, once described.
  public func name(of identity: String) -> String? { names[identity] }

  /// The id a view has in the description (`tableView`, `scrollView_2`), once described.
  public func viewID(of identity: String) -> String? { viewIDs[identity] }

  /// The name a navigation controller has in traces: `navigationController`,
  /// `navigationController_2`, or `<presented>.navigationController` for one a presentation wraps.
  public func navigationName(of identity: String) -> String? { navigationNames[identity] }

  /// The names of every navigation controller described so far, in no particular order.
  public var navigationControllerNames: [String] { Array(navigationNames.values) }

  /// Names the controllers and views met for the first time, without a script step: a controller
  /// being pushed is named at its viewDidLoad, before the flow ends.
  public mutating func learn(_ root: some ControllerNode) { describeNew(root) }

  /// The keyboard shown or hidden at `seconds` after the start: a `showKeyboard` or `hideKeyboard`
  /// step.
  public mutating func keyboard(shown: Bool, at seconds: Double) {
    steps.append(step(seconds, shown ? "showKeyboard" : "hideKeyboard", []))
  }

  /// A presented navigation controller is named after the controller it presents, as the simulator
  /// names it (`Form.navigationController`).
  private mutating func namePresentedNavigation() {
    for p in state.presented where p.inNavigation {
      navigationNames[p.identity] = (names[p.controller] ?? p.controller) + ".navigationController"
    }
  }

  // MARK: - Reading the tree

  private func read(_ root: some ControllerNode) -> State {
    var s = State()
    var pending: [(node: any ControllerNode, depth: Int)] = [(root, 0)]
    while let (node, depth) = pending.popLast() {
      guard depth < 32 else { continue }
      switch node.kind {
      case .navigation:
        s.stacks[node.identity] = node.held.map(\.identity)
        s.navigationOrder.append(node.identity)
        pending += node.held.map { ($0, depth + 1) }
      case .tabBar:
        if depth == 0 { s.selectedTab = node.selectedIndex }
        pending += node.held.map { ($0, depth + 1) }
      case .split:
        for (held, column) in zip(node.held, node.settings.splitColumns ?? [])
        where held.kind == .navigation {
          s.splitColumns[held.identity] = column
        }
        pending += node.held.map { ($0, depth + 1) }
      case .plain:
        s.children[node.identity] = node.held.map(\.identity)
        for child in node.held {
          if let f = child.frameInParent { s.childFrames[child.identity] = f }
          pending.append((child, depth + 1))
        }
      }
    }
    // The presented chain: what the root presents, what that presents, …
    var current: (any ControllerNode)? = root.presented ?? Self.deepestPresented(in: root)
    var seen = 0
    while let p = current, seen < 8 {
      let isNav = p.kind == .navigation
      let controller = isNav ? (p.held.first?.identity ?? p.identity) : p.identity
      s.presented.append(
        Presented(
          identity: p.identity, controller: controller, style: p.presentationStyle,
          inNavigation: isNav))
      if isNav {
        s.stacks[p.identity] = p.held.map(\.identity)
        s.navigationOrder.append(p.identity)
      }
      current = p.presented
      seen += 1
    }
    return s
  }

  /// UIKit keeps `presentedViewController` on the presenting controller, which may be a tab or a
  /// stack's top rather than the root: the first one found, depth first.
  private static func deepestPresented(in root: some ControllerNode) -> (any ControllerNode)? {
    var pending: [any ControllerNode] = root.held.reversed()
    var steps = 0
    while let node = pending.popLast(), steps < 1_000 {
      steps += 1
      if let p = node.presented { return p }
      pending += node.held.reversed()
    }
    return nil
  }

  // MARK: - Describing

  private mutating func describeRoot(_ root: some ControllerNode) -> String {
    var navCount = 0
    func container(_ node: any ControllerNode, depth: Int) -> String {
      switch node.kind {
      case .navigation:
        navCount += 1
        var parts: [String] = []
        navigationNames[node.identity] =
          navCount > 1 ? "navigationController_\(navCount)" : "navigationController"
        if navCount > 1 {
          parts.append("\"name\":" + Self.quoted("navigationController_\(navCount)"))
        }
        if let v = node.settings.navigationBarTranslucent, !v {
          parts.append("\"translucent\":false")
        }
        if node.settings.prefersLargeTitles == true { parts.append("\"prefersLargeTitles\":true") }
        if node.settings.navigationBarHidden == true {
          parts.append("\"navigationBarHidden\":true")
        }
        parts.append(
          "\"stack\":[" + node.held.map { Self.quoted(describe($0)) }.joined(separator: ",") + "]")
        return "{\"navigationController\":{" + parts.joined(separator: ",") + "}}"
      case .tabBar where depth == 0:
        var parts: [String] = []
        if node.settings.tabBarTranslucent == false { parts.append("\"translucent\":false") }
        parts.append("\"selected\":\(node.selectedIndex)")
        parts.append(
          "\"tabs\":[" + node.held.map { container($0, depth: depth + 1) }.joined(separator: ",")
            + "]")
        return "{\"tabBarController\":{" + parts.joined(separator: ",") + "}}"
      case .split where depth == 0:
        var parts: [String] = []
        if let style = node.settings.splitStyle, style != "unspecified" {
          parts.append("\"style\":" + Self.quoted(style))
        }
        let columns = zip(node.settings.splitColumns ?? [], node.held).map { column, held in
          Self.quoted(column) + ":" + container(held, depth: depth + 1)
        }
        parts.append("\"columns\":{" + columns.joined(separator: ",") + "}")
        if let mode = node.settings.preferredDisplayMode, mode != "automatic" {
          parts.append("\"preferredDisplayMode\":" + Self.quoted(mode))
        }
        return "{\"splitViewController\":{" + parts.joined(separator: ",") + "}}"
      case .tabBar, .split:
        unsupported.append(
          "a \(node.kind == .split ? "split view" : "tab bar") controller inside a container (\(node.className)) is described as a plain controller"
        )
        return Self.quoted(describe(node))
      case .plain:
        return Self.quoted(describe(node))
      }
    }
    return container(root, depth: 0)
  }

  /// Describes the controllers met for the first time (pushed, presented, added as children).
  private mutating func describeNew(_ root: some ControllerNode) {
    var pending: [any ControllerNode] = [root]
    var steps = 0
    while let node = pending.popLast(), steps < 1_000 {
      steps += 1
      if node.kind == .plain, names[node.identity] == nil { _ = describe(node) }
      pending += node.held
      if let p = node.presented { pending.append(p) }
    }
  }

  /// The name of a plain controller, describing it (and its children) the first time.
  @discardableResult
  private mutating func describe(_ node: any ControllerNode) -> String {
    if let known = names[node.identity] { return known }
    if node.kind != .plain {
      unsupported.append(
        "\(node.className), a \(node.kind.rawValue) controller where format 2 takes a plain controller, is described as a plain controller"
      )
    }
    let name = uniqueName(Self.identifier(node.className, fallback: "Controller"), in: &usedNames)
    names[node.identity] = name
    controllerOrder.append(name)
    var parts: [String] = []
    let s = node.settings
    if s.edgesForExtendedLayout != "all" {
      parts.append("\"edgesForExtendedLayout\":" + Self.quoted(s.edgesForExtendedLayout))
    }
    if s.extendedLayoutIncludesOpaqueBars {
      parts.append("\"extendedLayoutIncludesOpaqueBars\":true")
    }
    if !s.automaticallyAdjustsScrollViewInsets {
      parts.append("\"automaticallyAdjustsScrollViewInsets\":false")
    }
    if s.hidesBottomBarWhenPushed { parts.append("\"hidesBottomBarWhenPushed\":true") }
    if s.additionalSafeAreaInsets.contains(where: { $0 != 0 }) {
      parts.append("\"additionalSafeAreaInsets\":" + Self.numbers(s.additionalSafeAreaInsets))
    }
    if s.largeTitleDisplayMode != "automatic" {
      parts.append("\"largeTitleDisplayMode\":" + Self.quoted(s.largeTitleDisplayMode))
    }
    if let root = node.rootView {
      let size = root.frame.count == 4 ? (root.frame[2], root.frame[3]) : (0, 0)
      if root.type != "view" {
        parts.append("\"rootView\":" + view(root, parentSize: size, isRoot: true))
      } else {
        let subviews = root.subviews.filter { !$0.isChildControllerRoot }
        if !subviews.isEmpty {
          parts.append(
            "\"subviews\":[" + subviews.map { view($0, parentSize: size) }.joined(separator: ",")
              + "]")
        }
      }
    }
    let children = node.held.filter { $0.kind == .plain }
    for other in node.held where other.kind != .plain {
      unsupported.append(
        "\(other.className), a \(other.kind.rawValue) controller held as a child of \(node.className), is left out"
      )
    }
    if !children.isEmpty {
      let entries = children.map { child -> String in
        let childName = describe(child)
        return "{\"controller\":" + Self.quoted(childName)
          + (child.frameInParent.map { ",\"frame\":" + Self.numbers($0) } ?? "") + "}"
      }
      parts.append("\"children\":[" + entries.joined(separator: ",") + "]")
    }
    controllerJSON[name] = "{" + parts.joined(separator: ",") + "}"
    return name
  }

  private mutating func view(_ v: ViewNode, parentSize: (Double, Double), isRoot: Bool = false)
    -> String
  {
    let id = uniqueName(Self.identifier(v.type, fallback: "view"), in: &usedViewIDs)
    if let identity = v.identity { viewIDs[identity] = id }
    var parts = ["\"id\":" + Self.quoted(id), "\"type\":" + Self.quoted(v.type)]
    if !isRoot {
      let fills = v.frame == [0, 0, parentSize.0, parentSize.1]
      parts.append("\"frame\":" + (fills ? "\"fill\"" : Self.numbers(v.frame)))
    }
    if v.type == "tableView", let rows = v.rows { parts.append("\"rows\":\(rows)") }
    if v.type != "tableView", v.type != "view", let size = v.contentSize {
      parts.append("\"contentSize\":" + Self.numbers(size))
    }
    if v.type != "view", let inset = v.contentInset, inset.contains(where: { $0 != 0 }) {
      parts.append("\"contentInset\":" + Self.numbers(inset))
    }
    if v.type != "view", let b = v.contentInsetAdjustmentBehavior, b != "automatic" {
      parts.append("\"contentInsetAdjustmentBehavior\":" + Self.quoted(b))
    }
    let size = v.frame.count == 4 ? (v.frame[2], v.frame[3]) : (0, 0)
    let subviews = v.subviews.filter { !$0.isChildControllerRoot }
    if !subviews.isEmpty, v.type == "view" || isRoot {
      parts.append(
        "\"subviews\":[" + subviews.map { view($0, parentSize: size) }.joined(separator: ",") + "]")
    }
    return "{" + parts.joined(separator: ",") + "}"
  }

  private func presentStep(_ p: Presented, at seconds: Double) -> String {
    var args = ["\"controller\":" + Self.quoted(names[p.controller] ?? p.controller)]
    if p.style != "automatic" { args.append("\"style\":" + Self.quoted(p.style)) }
    args.append("\"animated\":true")
    if p.inNavigation { args.append("\"inNavigationController\":true") }
    return step(seconds, "present", args)
  }

  private func step(_ seconds: Double, _ action: String, _ args: [String]) -> String {
    var at = ""
    JSONText.writeNumber((seconds * 1_000).rounded() / 1_000, to: &at)
    return "{\"at\":" + at + ",\"do\":" + Self.quoted(action)
      + (args.isEmpty ? "" : "," + args.joined(separator: ",")) + "}"
  }

  // MARK: - Names

  /// Letters, digits and _ only, starting with a letter, at most 60 characters ("My.Module.Feed" →
  /// "Feed").
  static func identifier(_ text: String, fallback: String) -> String {
    let last = text.split(separator: ".").last.map(String.init) ?? text
    var out = String(
      last.unicodeScalars.filter {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
      }.map(Character.init))
    if out.first.map({ !$0.isLetter }) ?? true { out = fallback + out }
    return String(out.prefix(60))
  }

  private func uniqueName(_ base: String, in used: inout Set<String>) -> String {
    var name = base
    var n = 2
    while used.contains(name) || Self.reserved.contains(name) {
      name = base + "_\(n)"
      n += 1
    }
    used.insert(name)
    return name
  }

  /// Names the simulator gives its own objects.
  static let reserved: Set<String> = [
    "window", "statusBar", "tabBarController", "tabBar", "navigationController", "navigationBar",
    "toolbar", "keyboard",
  ]

  static func quoted(_ s: String) -> String {
    var out = ""
    JSONText.writeString(s, to: &out)
    return out
  }

  static func numbers(_ n: [Double]) -> String {
    var out = ""
    JSONText.writeNumbers(n, to: &out)
    return out
  }
}

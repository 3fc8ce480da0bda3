/// The values the simulator tracks, read from a whole app at one moment and named as the simulator
/// names them, so that `insetsim replay` compares them value by value:
///
/// - `window`: `bounds`, `safeAreaInsets`; `statusBar`: `frame`, `hidden`; `keyboard`: `frame`
///   (once a keyboard notification gave it);
/// - `tabBar`: `frame`, `hidden`; each navigation controller (`navigationController`,
///   `Form.navigationController`): `navigationBarHidden`, `toolbarHidden`, and its bars
///   `<name>.navigationBar` and `<name>.toolbar`: `frame`, `hidden`;
/// - each controller: `keyboardLayoutGuide.layoutFrame`; its root view (`<name>.view`, or the id of
///   a root scroll view) and each described subview: `frame`, `hidden`, `safeAreaInsets`; a scroll
///   view also `contentSize`, `contentInset`, `adjustedContentInset` and `contentOffset`.
///
///     let values = AppSnapshot.values(of: tree, window: window, in: app)
///     values.value(of: "listTable", .adjustedContentInset)  // .insets(top: 98, …)
///
/// Objects come in the order the simulator writes them: the window and bars, then the controllers
/// depth first. Views the description does not hold (a child controller's root, a scroll view's own
/// subviews) are not recorded.
public enum AppSnapshot {
  /// Every tracked value of the app whose root is `root`.
  public static func values(
    of root: some ControllerNode, window: WindowValues, in app: AppDescription
  ) -> RecordedSnapshot {
    var out = Builder()
    out.object("window")
    out.add(rect(window.bounds), .bounds)
    out.add(insets(window.safeAreaInsets), .safeAreaInsets)
    if let frame = window.statusBarFrame {
      out.object("statusBar")
      out.add(rect(frame), .frame)
      out.add(.bool(window.statusBarHidden), .hidden)
    }
    // Depth first, the presented chain after the tree that presents it; bounded as the
    // description's own walks are.
    var pending: [(node: any ControllerNode, depth: Int)] = [(root, 0)]
    var visited = 0
    while let (node, depth) = pending.popLast(), visited < 1_000 {
      visited += 1
      record(node, in: app, into: &out)
      guard depth < 32 else { continue }
      if let presented = node.presented { pending.append((presented, depth + 1)) }
      pending += node.held.reversed().map { ($0, depth + 1) }
    }
    if let frame = window.keyboardFrame {
      out.object("keyboard")
      out.add(rect(frame), .frame)
    }
    return out.finished()
  }

  /// Builds a snapshot object by object, in linear time: each object's values are gathered, then
  /// appended at once (an object met twice has its values merged).
  struct Builder {
    var snapshot = RecordedSnapshot()
    var names: Set<String> = []
    var name = ""
    var values: [RecordedSnapshot.Object.Property] = []

    /// Starts the values of `object`.
    mutating func object(_ object: String) {
      flush()
      name = object
    }

    mutating func add(_ value: RecordedValue?, _ property: TrackedProperty) {
      if let value { values.append(.init(property: property, value: value)) }
    }

    mutating func flush() {
      defer { values = [] }
      guard !values.isEmpty else { return }
      if names.insert(name).inserted {
        snapshot.appendNew(object: name, values: values)
      } else {
        for p in values { snapshot.record(p.value, of: name, p.property) }
      }
    }

    mutating func finished() -> RecordedSnapshot {
      flush()
      return snapshot
    }
  }

  private static func record(
    _ node: any ControllerNode, in app: AppDescription, into out: inout Builder
  ) {
    let v = node.values
    switch node.kind {
    case .tabBar:
      out.object("tabBar")
      out.add(v.tabBarFrame.flatMap(rect), .frame)
      out.add(v.tabBarHidden.map(RecordedValue.bool), .hidden)
    case .navigation:
      guard let name = app.navigationName(of: node.identity) else { return }
      out.object(name)
      out.add(v.navigationBarHidden.map(RecordedValue.bool), .navigationBarHidden)
      out.add(v.toolbarHidden.map(RecordedValue.bool), .toolbarHidden)
      out.object(name + ".navigationBar")
      out.add(v.navigationBarFrame.flatMap(rect), .frame)
      out.add(v.navigationBarHidden.map(RecordedValue.bool), .hidden)
      out.object(name + ".toolbar")
      out.add(v.toolbarFrame.flatMap(rect), .frame)
      out.add(v.toolbarHidden.map(RecordedValue.bool), .hidden)
    case .split: return
    case .plain:
      guard let name = app.name(of: node.identity) else { return }
      out.object(name)
      out.add(v.keyboardLayoutFrame.flatMap(rect), .keyboardLayoutGuideLayoutFrame)
      guard let root = node.rootView else { return }
      // A root view of type "view" is `<name>.view`; a root scroll view has an id of its own.
      let rootName =
        root.type == "view"
        ? name + ".view" : root.identity.flatMap(app.viewID(of:)) ?? name + ".view"
      var views: [(ViewNode, String)] = [(root, rootName)]
      var i = 0
      while i < views.count, i < 2_000 {
        let (view, viewName) = views[i]
        i += 1
        recordView(view, named: viewName, into: &out)
        for sub in view.subviews where !sub.isChildControllerRoot {
          if let id = sub.identity.flatMap(app.viewID(of:)) { views.append((sub, id)) }
        }
      }
    }
  }

  private static func recordView(_ view: ViewNode, named name: String, into out: inout Builder) {
    out.object(name)
    out.add(rect(view.frame), .frame)
    out.add(.bool(view.hidden), .hidden)
    out.add(view.safeAreaInsets.flatMap(insets), .safeAreaInsets)
    guard view.type != "view" else { return }
    if let size = view.contentSize, size.count == 2 {
      out.add(.size(width: size[0], height: size[1]), .contentSize)
    }
    out.add(view.contentInset.flatMap(insets), .contentInset)
    out.add(view.adjustedContentInset.flatMap(insets), .adjustedContentInset)
    if let o = view.contentOffset, o.count == 2 {
      out.add(.point(x: o[0], y: o[1]), .contentOffset)
    }
  }

  /// `[x, y, width, height]`; nil for a list of another length, which is not recorded.
  static func rect(_ r: [Double]) -> RecordedValue? {
    r.count == 4 ? .rect(x: r[0], y: r[1], width: r[2], height: r[3]) : nil
  }

  /// `[top, left, bottom, right]`; nil for a list of another length.
  static func insets(_ i: [Double]) -> RecordedValue? {
    i.count == 4 ? .insets(top: i[0], left: i[1], bottom: i[2], right: i[3]) : nil
  }
}

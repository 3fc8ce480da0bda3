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
/// depth first. Views the description does not hold (a child controller's root, a scroll view's
/// own subviews) are not recorded.
public enum AppSnapshot {
  /// Every tracked value of the app whose root is `root`.
  public static func values(
    of root: some ControllerNode, window: WindowValues, in app: AppDescription
  ) -> RecordedSnapshot {
    var out = RecordedSnapshot()
    out.record(rect(window.bounds), of: "window", .bounds)
    out.record(insets(window.safeAreaInsets), of: "window", .safeAreaInsets)
    if let frame = window.statusBarFrame {
      out.record(rect(frame), of: "statusBar", .frame)
      out.record(.bool(window.statusBarHidden), of: "statusBar", .hidden)
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
    if let frame = window.keyboardFrame { out.record(rect(frame), of: "keyboard", .frame) }
    return out
  }

  private static func record(
    _ node: any ControllerNode, in app: AppDescription, into out: inout RecordedSnapshot
  ) {
    let v = node.values
    switch node.kind {
    case .tabBar:
      if let frame = v.tabBarFrame { out.record(rect(frame), of: "tabBar", .frame) }
      if let hidden = v.tabBarHidden { out.record(.bool(hidden), of: "tabBar", .hidden) }
    case .navigation:
      guard let name = app.navigationName(of: node.identity) else { return }
      if let hidden = v.navigationBarHidden {
        out.record(.bool(hidden), of: name, .navigationBarHidden)
      }
      if let hidden = v.toolbarHidden { out.record(.bool(hidden), of: name, .toolbarHidden) }
      if let frame = v.navigationBarFrame {
        out.record(rect(frame), of: name + ".navigationBar", .frame)
      }
      if let hidden = v.navigationBarHidden {
        out.record(.bool(hidden), of: name + ".navigationBar", .hidden)
      }
      if let frame = v.toolbarFrame { out.record(rect(frame), of: name + ".toolbar", .frame) }
      if let hidden = v.toolbarHidden { out.record(.bool(hidden), of: name + ".toolbar", .hidden) }
    case .split: return
    case .plain:
      guard let name = app.name(of: node.identity) else { return }
      if let frame = v.keyboardLayoutFrame {
        out.record(rect(frame), of: name, .keyboardLayoutGuideLayoutFrame)
      }
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

  private static func recordView(
    _ view: ViewNode, named name: String, into out: inout RecordedSnapshot
  ) {
    out.record(rect(view.frame), of: name, .frame)
    out.record(.bool(view.hidden), of: name, .hidden)
    if let s = view.safeAreaInsets { out.record(insets(s), of: name, .safeAreaInsets) }
    guard view.type != "view" else { return }
    if let size = view.contentSize, size.count == 2 {
      out.record(.size(width: size[0], height: size[1]), of: name, .contentSize)
    }
    if let inset = view.contentInset { out.record(insets(inset), of: name, .contentInset) }
    if let a = view.adjustedContentInset { out.record(insets(a), of: name, .adjustedContentInset) }
    if let o = view.contentOffset, o.count == 2 {
      out.record(.point(x: o[0], y: o[1]), of: name, .contentOffset)
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

extension RecordedSnapshot {
  /// Records a value that may be missing (a list of the wrong length).
  fileprivate mutating func record(
    _ value: RecordedValue?, of object: String, _ property: TrackedProperty
  ) {
    if let value { record(value, of: object, property) }
  }
}

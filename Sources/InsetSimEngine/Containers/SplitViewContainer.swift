import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// A split view controller at an app's root: its columns (navigation controllers in a column style,
/// iOS 14+; what the app gives in the classic one), its layout for the window (rule
/// `SplitViewLayout`), and what changes when the window does — columns that show or hide, and the
/// collapse into one navigation stack in a compact-width window and the expansion back into
/// columns. It shows every column's top while expanded, gives each its column's frame, and
/// accepts no flow of its own: the app sets its preferredDisplayMode.
struct SplitViewContainer {
  var object: World.ObjectID
  var spec: SplitViewControllerSpec
  /// What each column shows (a navigation controller, or in the classic style a controller), in
  /// column order.
  var columns: [(column: SplitColumn, content: Simulation.Content)]
  /// What the compact column shows (a controller or a navigation controller), when the app set
  /// one.
  var compact: Simulation.Content?
  var layout: SplitViewLayout
  /// While collapsed without a compact column: how many controllers of the merged stack came from
  /// each column, bottom first, so that expanding gives each column its own back.
  var merged: [(column: SplitColumn, count: Int)] = []
  /// Controllers whose column shows or hides during a transition: the did-callbacks at its end.
  var appearing: [ControllerID] = []
  var disappearing: [ControllerID] = []
  /// Appearing controllers not laid out yet: their first layout pass calls viewIsAppearing.
  var firstLayout: Set<ControllerID> = []
  /// The app set preferredDisplayMode once the split view was on screen (rule
  /// splitView.displayMode).
  var preferenceSetOnScreen = false

  func content(_ column: SplitColumn) -> Simulation.Content? {
    columns.first { $0.column == column }?.content
  }
  /// The primary column's navigation controller, which the others collapse onto.
  var primaryNav: Int? { if case .navigation(let n)? = content(.primary) { n } else { nil } }
}

extension SplitViewContainer: ContainerKind {
  static func perform(_ action: ScriptStep.Action, in sim: Simulation) -> Bool { false }

  /// The window's new width collapses or expands the split view.
  static func windowChanged(in sim: Simulation) { sim.updateSplitForWindow() }

  /// The columns that hid or showed in the rotation get their did-callbacks.
  static func rotationEnded(in sim: Simulation) { sim.finishSplitColumnChanges() }

  /// A split view's timer: its columns have shown or hidden after a change of its preferred
  /// display mode.
  enum Timer: Int {
    case columnsSettled
  }

  static func timerFired(_ timer: ContainerTimer, in sim: Simulation) {
    if Timer(rawValue: timer.code) == .columnsSettled { sim.finishSplitColumnChanges() }
  }

  /// The column a top-level controller of an expanded split view is laid out in (nothing for a
  /// presented controller).
  static func contribute(
    to input: inout LayoutInput, for c: ControllerID, placement: Simulation.Placement, world: World,
    in sim: Simulation
  ) {
    guard sim.split != nil, placement.presentation == nil,
      let column = sim.splitColumn(of: sim.topLevel(c))
    else { return }
    input.column = column.frame
    input.floatingLeading = column.floatingLeading
    input.columnBuffer = column.buffer
  }
}

extension Simulation {
  /// Launches the split view controller: its columns (the decoder has wrapped a column-style split
  /// view's controllers in navigation controllers), its layout for the window, then what it shows.
  func launchSplit(_ spec: SplitViewControllerSpec, names: [Scenario.NavigationNames]) -> Content {
    let object = recorder.add(name: "splitViewController", kind: .splitViewController)
    func content(_ spec: ContainerSpec, for column: SplitColumn) -> Content {
      // a column is a controller or a navigation controller (the decoder's check)
      var made = Content.controller(ControllerID(0))
      var name = ""
      if case .navigation(let stack) = spec {
        let nameSet =
          names.first { $0.controller == stack.name && $0.presenting == nil }
          ?? Scenario.NavigationNames(
            controller: stack.name, navigationBar: stack.name + ".navigationBar",
            toolbar: stack.name + ".toolbar", presenting: nil)
        made = .navigation(makeNavigation(nameSet, spec: stack.bars, stack: stack.stack))
        name = stack.name
      } else if case .controller(let controllerName) = spec {
        made = .controller(controller(named: controllerName))
        name = controllerName
      }
      recorder.event(
        "splitViewController", "setViewController", detail: "\(name) for .\(column.rawValue)")
      return made
    }
    let columns = spec.columns.map {
      (column: $0.column, content: content($0.content, for: $0.column))
    }
    let compact = spec.compact.map { content($0, for: .compact) }
    let layout = splitLayout(spec)
    split = SplitViewContainer(
      object: object, spec: spec, columns: columns, compact: compact, layout: layout)
    recorder.write(
      object, .preferredDisplayMode, .displayMode(spec.preferredDisplayMode), cause: .initial)
    writeSplitLayout(layout)
    if layout.collapsed.value { collapseSplit() }
    return splitContent()
  }

  /// The split view's layout for the window as it is now.
  func splitLayout(_ spec: SplitViewControllerSpec, appeared: Bool = false) -> SplitViewLayout {
    let orientation = currentOrientation
    let size =
      world.value(window, .bounds)?.rectValue?.size ?? scenario.device.screenSize(orientation)
    var input = LayoutInput(
      device: scenario.device, os: os, orientation: orientation,
      statusBarHidden: world.bool(statusBar, .hidden))
    if windowMode != .fullScreen { (input.windowMode, input.windowSize) = (windowMode, size) }
    return SplitViewLayout(
      style: spec.style, preferred: spec.preferredDisplayMode,
      preferredPrimaryWidth: spec.preferredPrimaryColumnWidth,
      preferredSupplementaryWidth: spec.preferredSupplementaryColumnWidth, window: size,
      windowSafeArea: barLayout(input).windowSafeArea.value,
      horizontal: sizeClasses(orientation, mode: windowMode, width: size.width).horizontal,
      os: design,
      appeared: appeared)
  }

  /// The app sets the split view's preferredDisplayMode: the layout follows at once, the columns
  /// that hide or show hear their will-callbacks now and their did-callbacks in the next frame
  /// (rule splitView.columnAppearance).
  func setPreferredDisplayMode(_ mode: SplitDisplayMode) {
    guard split != nil else { return }
    split?.spec.preferredDisplayMode = mode
    split?.preferenceSetOnScreen = true
    updateSplitForWindow(animated: false)
    guard let state = split, !state.appearing.isEmpty || !state.disappearing.isEmpty else { return }
    needsLayout = true
    schedule(
      SplitViewContainer.Timer.columnsSettled, of: SplitViewContainer.self,
      after: LifecycleTiming.frame)
  }

  /// The split view's collapse state, display mode and columns' widths, as the layout gives them.
  func writeSplitLayout(_ layout: SplitViewLayout) {
    guard let object = split?.object else { return }
    _ = recorder.write(object, .isCollapsed, layout.collapsed, as: Value.bool)
    _ = recorder.write(object, .displayMode, layout.displayMode, as: Value.displayMode)
    _ = recorder.write(object, .primaryColumnWidth, layout.primaryWidth, as: Value.number)
    if let width = layout.supplementaryWidth {
      _ = recorder.write(object, .supplementaryColumnWidth, width, as: Value.number)
    }
  }

  /// What the window shows of the split view: the compact column, or the primary column with the
  /// others collapsed onto it, while collapsed; else the secondary column (where pushes and
  /// presentations go).
  func splitContent() -> Content {
    guard let split else { return .controller(ControllerID(0)) }
    if split.layout.collapsed.value {
      return split.compact ?? split.content(.primary) ?? .controller(ControllerID(0))
    }
    return split.content(.secondary) ?? .controller(ControllerID(0))
  }

  /// The frame a top-level controller of an expanded split view is laid out in: its column's,
  /// widened past the leading edge by the primary's buffer before iOS 26 (rule
  /// splitView.primaryBuffer), and iOS 26's floating leading width.
  func splitColumn(of c: ControllerID) -> (frame: Rect, floatingLeading: Double, buffer: Double)? {
    guard let split, !split.layout.collapsed.value else { return nil }
    let content: Content = controllers[c].nav.map { .navigation($0) } ?? .controller(c)
    guard let column = split.columns.first(where: { $0.content == content })?.column,
      let frame = split.layout.frame(of: column)?.value
    else { return nil }
    let buffer = column == .primary ? split.layout.primaryBuffer?.value ?? 0 : 0
    return (
      frame.inset(by: EdgeInsets(left: -buffer)), split.layout.floatingLeading[column] ?? 0, buffer
    )
  }

  // MARK: - Collapse and expansion

  /// Collapses into one stack (rule splitView.collapse): without a compact column, the
  /// supplementary's and the secondary's controllers go on top of the primary's navigation stack,
  /// the secondary's on top. A classic split view whose primary is not a navigation controller
  /// shows its primary alone.
  func collapseSplit() {
    guard var state = split, state.compact == nil else { return }
    guard let p = state.primaryNav else {
      return recorder.event(
        "splitViewController", "collapse",
        detail: "shows its primary column alone (not a navigation controller)")
    }
    state.merged = [(.primary, navs[p].stack.count)]
    for column in [SplitColumn.supplementary, .secondary] {
      guard let content = state.content(column) else { continue }
      let moved: [ControllerID]
      switch content {
      case .navigation(let n):
        moved = navs[n].stack
        navs[n].stack = []
      case .controller(let c):
        moved = [c]
      }
      state.merged.append((column, moved.count))
      for c in moved { controllers[c].nav = p }
      navs[p].stack += moved
    }
    split = state
    recorder.event(
      "splitViewController", "collapse",
      detail: "onto \(navs[p].name): "
        + navs[p].stack.map { controllers[$0].name }.joined(separator: ", "))
  }

  /// Expands into columns: each column takes its controllers back from the merged stack, bottom
  /// first; what was pushed while collapsed stays in the secondary column.
  func expandSplit() {
    guard var state = split, state.compact == nil, let p = state.primaryNav, !state.merged.isEmpty
    else { return }
    var rest = navs[p].stack
    var parts: [(SplitColumn, [ControllerID])] = []
    for (i, entry) in state.merged.enumerated() {
      let take = i == state.merged.count - 1 ? rest.count : min(entry.count, rest.count)
      parts.append((entry.column, Array(rest.prefix(take))))
      rest.removeFirst(take)
    }
    if let empty = parts.first(where: { $0.1.isEmpty }) {
      return outsideModel(
        Rule.outsideSplitViewExpansion,
        "the split view expands with no controller left for its \(empty.0.rawValue) column (popped while collapsed)",
        stops: true)
    }
    for (column, list) in parts {
      switch state.content(column) {
      case .navigation(let n)?:
        navs[n].stack = list
        for c in list { controllers[c].nav = n }
      case .controller(let c)?:
        // A classic split view's secondary that is not a navigation controller takes itself back.
        guard list == [c] else {
          return outsideModel(
            Rule.outsideSplitViewExpansion,
            "the split view expands with controllers pushed above its secondary \(controllers[c].name), which is not a navigation controller",
            stops: true)
        }
        controllers[c].nav = nil
      case nil: break
      }
    }
    state.merged = []
    split = state
    recorder.event(
      "splitViewController", "expand",
      detail: parts.map {
        "\($0.0.rawValue): " + $0.1.map { controllers[$0].name }.joined(separator: ", ")
      }.joined(separator: "; "))
  }

  /// After the window or the preferred display mode changed: the new layout, the collapse or
  /// expansion, and the will-callbacks of the columns' controllers that show or hide (rule
  /// splitView.columnAppearance); their did-callbacks come when the transition ends.
  func updateSplitForWindow(animated: Bool = true) {
    guard var state = split else { return }
    let before = splitTopsInWindow
    let shownBefore = baseTops
    let layout = splitLayout(state.spec, appeared: state.preferenceSetOnScreen)
    let wasCollapsed = state.layout.collapsed.value
    state.layout = layout
    split = state
    writeSplitLayout(layout)
    if layout.collapsed.value != wasCollapsed {
      if layout.collapsed.value { collapseSplit() } else { expandSplit() }
      guard stopNote == nil else { return }
    }
    rootContent = splitContent()
    if fullScreenCoversSheet, baseTops != shownBefore {
      return outsideModel(
        Rule.outsideStackedPresentations,
        "the split view's columns change under a full-screen presentation that covers a sheet",
        stops: true)
    }
    let after = splitTopsInWindow
    let leaving = before.filter { !after.contains($0) }
    let coming = after.filter { !before.contains($0) }
    guard !leaving.isEmpty || !coming.isEmpty else { return }
    var change: [String] = []
    if !leaving.isEmpty {
      change.append(leaving.map { controllers[$0].name }.joined(separator: ", ") + " disappear")
    }
    if !coming.isEmpty {
      change.append(coming.map { controllers[$0].name }.joined(separator: ", ") + " appear")
    }
    recorder.note(
      "the columns on screen change: " + change.joined(separator: ", "),
      object: "splitViewController", rule: Rule.splitViewColumnAppearance)
    for c in leaving { appearance(c, .viewWillDisappear, detail: animated ? "animated" : nil) }
    for c in coming {
      loadViewIfNeeded(c)
      appearance(c, .viewWillAppear, detail: animated ? "animated" : nil)
      enterWindow(c)
    }
    split?.disappearing += leaving
    split?.appearing += coming
    split?.firstLayout.formUnion(coming)
  }

  /// The end of the window's transition: the did-callbacks of the columns that hid or showed.
  func finishSplitColumnChanges() {
    guard let state = split, !state.appearing.isEmpty || !state.disappearing.isEmpty else { return }
    split?.appearing = []
    split?.disappearing = []
    for c in state.disappearing {
      appearance(c, .viewDidDisappear, detail: nil)
      leaveWindow(c)
    }
    for c in state.appearing { appearance(c, .viewDidAppear, detail: nil) }
  }

  /// The tops of the split view's shown columns while its view is in the window: under a sheet
  /// too, but none under a full-screen presentation, which took the split view's view out of the
  /// window (its columns hear nothing until the dismissal shows them, rule
  /// splitView.columnAppearance).
  var splitTopsInWindow: [ControllerID] {
    presentations.contains { $0.style == .fullScreen } ? [] : baseTops
  }

  /// An expanded split view's shown columns other than `c`'s, in column order, when nothing is
  /// presented over it: what a full-screen presentation from `c` covers with it, or what the
  /// dismissal of the last presentation shows with it.
  func otherColumns(than c: ControllerID?) -> [ControllerID] {
    guard let split, !split.layout.collapsed.value, presentations.isEmpty else { return [] }
    return baseTops.filter { $0 != c }
  }

  /// Whether `top` waits for its first layout since an expanded split view showed it (its
  /// appearing layout); it waits no more.
  func takeSplitFirstLayout(_ top: ControllerID) -> Bool { split?.firstLayout.remove(top) != nil }
}

import InsetSimModel
import InsetSimSupport

/// The tree of containers as the engine reads it: what a container shows, which controller is on
/// top, where a controller is placed, and which controllers the user sees. Each kind's own
/// behaviour is in its file; these answers walk across kinds.
extension Simulation {
  /// What a window's root, a tab, a split view's column or a presentation shows: a controller, or a
  /// navigation controller.
  enum Content: Equatable {
    case controller(ControllerID)
    case navigation(Int)
  }

  /// Where a controller lives: its navigation controller, whether the tab bar is around it, and the
  /// presentation that shows it.
  struct Placement {
    var nav: Int?
    var tabbed: Bool
    var presentation: Int?
  }

  /// The controller a content shows: a controller, or the top of a navigation stack.
  func top(of content: Content) -> ControllerID? {
    switch content {
    case .controller(let c): c
    case .navigation(let n): navs[n].stack.last
    }
  }

  /// The controllers a content holds, bottom first: a controller, or a navigation stack.
  func stack(of content: Content) -> [ControllerID] {
    switch content {
    case .controller(let c): [c]
    case .navigation(let n): navs[n].stack
    }
  }

  /// The controller on top of everything the user sees (children aside): the last presentation's,
  /// else the selected tab's, else the root's.
  var topController: ControllerID? {
    if let p = presentations.last { return top(of: p.content) }
    if !tabContents.isEmpty { return top(of: tabContents[selectedTab]) }
    return rootContent.flatMap { top(of: $0) }
  }

  /// The top-level controller a child belongs to (itself when it is not a child).
  func topLevel(_ c: ControllerID) -> ControllerID {
    var t = c
    var steps = 0
    while let p = controllers[t].parent, steps <= ScenarioLimits.maxChildDepth {
      t = p
      steps += 1
    }
    return t
  }

  /// Whether `c` is a controller of a navigation controller that is the window's root: no tab bar
  /// controller, split view or presentation around it, and not a child.
  func isInWindowRootNavigation(_ c: ControllerID) -> Bool {
    let placement = context(of: c)
    return placement.nav != nil && !placement.tabbed && placement.presentation == nil
      && split == nil && controllers[c].parent == nil
  }

  /// Where controller `c` (or the top-level controller a child belongs to) is placed.
  func context(of c: ControllerID) -> Placement {
    let t = controllers[c].parent == nil ? c : topLevel(c)
    let nav = controllers[t].nav
    guard !presentations.isEmpty || !tabContents.isEmpty else {
      return Placement(nav: nav, tabbed: tabBar != nil, presentation: nil)
    }
    let content: Content = nav.map { .navigation($0) } ?? .controller(t)
    if let p = presentations.lastIndex(where: { $0.content == content }) {
      return Placement(nav: nav, tabbed: false, presentation: p)
    }
    return Placement(
      nav: nav, tabbed: tabBar != nil && (tabContents.isEmpty || tabContents.contains(content)),
      presentation: nil)
  }

  /// A controller and its children with views in its view tree, parents first.
  func visibleControllers(from c: ControllerID) -> [ControllerID] {
    var result = [c]
    var i = 0
    while i < result.count {
      result.append(
        contentsOf: controllers[result[i]].children.filter {
          controllers[$0].rootView.map { world[$0].parent != nil } ?? false
        })
      i += 1
    }
    return result
  }

  /// Whether a controller is in a container, a parent or a presentation already.
  func isPlaced(_ c: ControllerID) -> Bool {
    if controllers[c].nav != nil || controllers[c].parent != nil { return true }
    // A top an edge swipe took off its stack is still its navigation controller's until the swipe
    // ends: a cancelled one puts it back (rule navigation.interactivePop.stack).
    if navs.contains(where: { $0.swipedOff == c }) { return true }
    if rootContent == .controller(c) || tabContents.contains(.controller(c)) { return true }
    return presentations.contains { $0.content == .controller(c) }
  }

  /// Whether a controller is on screen now: the top, a controller under sheets and over-full-screen
  /// presentations, or a child of one.
  func isShown(_ c: ControllerID) -> Bool {
    let t = topLevel(c)
    var p = presentations.count
    while true {
      // No list made for a single top (the common case).
      let shown =
        p > 0
        ? top(of: presentations[p - 1].content) == t
        : split.map { !$0.layout.collapsed.value } == true ? baseTops.contains(t) : rootTop == t
      if shown { return true }
      if p == 0 || presentations[p - 1].style == .fullScreen { return false }
      p -= 1
    }
  }

  /// The controllers on top of what the user sees: every column's top in an expanded split view
  /// with nothing presented, else the one top controller.
  var shownTops: [ControllerID] {
    presentations.isEmpty ? baseTops : topController.map { [$0] } ?? []
  }

  /// Calls `body` with each of ``shownTops`` in order, the list worked out first; the common case,
  /// one top, makes no list.
  func forEachShownTop(_ body: (ControllerID) -> Void) {
    if presentations.isEmpty, let split, !split.layout.collapsed.value {
      for top in baseTops { body(top) }
    } else if let top = presentations.isEmpty ? rootTop : topController {
      body(top)
    }
  }

  /// A full-screen presentation over a sheet (or over another presentation that leaves its
  /// presenter's view in the window): the containers under the sheet are then neither plainly in
  /// the window nor out of it (outside.stackedPresentations).
  var fullScreenCoversSheet: Bool {
    guard let f = presentations.lastIndex(where: { $0.style == .fullScreen }) else { return false }
    return presentations[..<f].contains { $0.style != .fullScreen }
  }

  /// Every top-level controller whose view is in the window, from the bottom: the root's tops (every
  /// column's in an expanded split view) under sheets and over-full-screen presentations, then
  /// each presented controller's top, up from the last full-screen one.
  var topsInWindow: [ControllerID] {
    var lowest = 0
    for p in presentations.indices.reversed() where presentations[p].style == .fullScreen {
      lowest = p
      break
    }
    var tops: [ControllerID] = []
    if lowest == 0 && presentations.first?.style != .fullScreen { tops = baseTops }
    for p in lowest..<presentations.count {
      if let t = top(of: presentations[p].content) { tops.append(t) }
    }
    return tops
  }

  /// The selected tab's top, else the root's (what the user sees under presentations, without a
  /// split view).
  var rootTop: ControllerID? {
    tabContents.isEmpty ? rootContent.flatMap { top(of: $0) } : top(of: tabContents[selectedTab])
  }

  /// The controllers on top of the window's root, under any presentation: every column's top in an
  /// expanded split view, else the selected tab's or the root's top.
  var baseTops: [ControllerID] {
    if let split, !split.layout.collapsed.value {
      return split.layout.columns.compactMap { entry in
        split.content(entry.column).flatMap(top(of:))
      }
    }
    return rootTop.map { [$0] } ?? []
  }

  /// The controller on top of what the user sees whose view holds `view` — one of an expanded split
  /// view's columns — else the top controller (the navigation bar it would track is the top's).
  func shownTop(holding view: World.ObjectID) -> ControllerID? {
    if split != nil, let owner = controllerOwning(view).map(topLevel), shownTops.contains(owner) {
      return owner
    }
    return topController
  }

  /// The controller UIKit asks for prefersStatusBarHidden: the one that shows full screen — the
  /// top, or, under a sheet or a form sheet, the controller that presented it (rule
  /// statusBar.controllerBased).
  var statusBarDecider: ControllerID? {
    if let last = presentations.last, last.style != .fullScreen, last.style != .overFullScreen {
      // A sheet over a tab bar controller: what shows full screen under it is the selected tab's
      // top, which a tab switch under the sheet changes (rule flow.order.tabSwitchUnderSheet).
      if presentations.count == 1, !tabContents.isEmpty, let top = rootTop,
        top != last.presenter, topLevel(last.presenter) != top
      {
        return top
      }
      return last.presenter
    }
    return topController
  }

  /// The controller UIKit asks for the supported orientations: the topmost full-screen presented
  /// controller, else the window's root — when it is a plain controller (containers answer with
  /// their own defaults, which the simulator does not restrict).
  func orientationDecider() -> ControllerID? {
    if let p = presentations.last(where: { $0.style == .fullScreen }),
      case .controller(let c) = p.content
    {
      return c
    }
    if presentations.contains(where: { $0.style == .fullScreen }) { return nil }
    if tabContents.isEmpty, case .controller(let c)? = rootContent { return c }
    return nil
  }

  /// Whether controller `c` is in a navigation or tab bar controller (with no controller, whether
  /// there is one at all): what UIKit's scroll view inset adjustment asks of a scroll view's
  /// controller.
  func isInBarContainer(_ c: ControllerID?) -> Bool {
    guard let c else { return tabBar != nil || !navs.isEmpty }
    let placement = context(of: c)
    return placement.nav != nil || placement.tabbed
  }
}

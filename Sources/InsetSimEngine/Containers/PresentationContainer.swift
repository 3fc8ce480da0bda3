import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// A presented controller (or a navigation controller made around it), how it is shown, the
/// controller that was on top when it was presented, and a sheet's detents. Presentations stack,
/// the last on top; a full-screen one hides what is under it, a sheet or an over-full-screen one
/// leaves it shown. It accepts present and dismiss, and lays out a sheet's frame, its navigation
/// bar and its root view's safe area.
struct PresentationContainer {
  var content: Simulation.Content
  var style: ModalPresentation.Resolved
  /// The controller that was on top when it was presented.
  var presenter: ControllerID
  var detents: [SheetDetent]
  /// A detent UIKit moved the sheet to since it opened (rule present.sheet.keyboardExpands); nil:
  /// the smallest of `detents`.
  var selected: Derived<SheetDetent>? = nil
  /// prefersEdgeAttachedInCompactHeight (rule present.sheet.edgeAttached).
  var edgeAttached = false
  /// prefersScrollingExpandsWhenScrolledToEdge (rule present.sheet.scrollExpands).
  var scrollExpands = true
  /// The style the present asked for and the controller's modalPresentationStyle then, from which
  /// the style is worked out again when the window's size class changes.
  var requested: PresentationStyle? = nil
  var controllerStyle: PresentationStyle? = nil
}

extension PresentationContainer: ContainerKind {
  static func perform(_ action: ScriptStep.Action, in sim: Simulation) -> Bool {
    switch action {
    case .present(let spec): sim.present(spec)
    case .dismiss(let animated): sim.dismiss(animated: animated)
    default: return false
    }
    return true
  }

  static func softwareKeyboardShows(in sim: Simulation) { sim.sheetMeetsKeyboard() }

  /// The window's new size adapts the presentations on screen; a form sheet that turns to
  /// landscape with the keyboard up meets it there (outside.formSheetKeyboard).
  static func windowChanged(in sim: Simulation) {
    sim.adaptPresentations()
    if sim.stopNote == nil, sim.keyboardUp { _ = sim.formSheetMeetsKeyboard() }
  }

  /// A dismissed navigation controller that the app made around the presented controller
  /// (`inNavigationController`) is held by nothing once it is off the screen, so UIKit frees it
  /// and its controllers have no parent: the app may present them again, in a new one.
  static func transitionEnded(_ t: Simulation.Transition, in sim: Simulation) {
    guard case .navigation(let n)? = t.dismissed else { return }
    sim.releaseDismissedNavigation(n)
  }

  static func takesDrag(of scroll: World.ObjectID, to offset: Point, in sim: Simulation) -> Bool {
    sim.dragIsBehindPresentation(scroll) || sim.sheetTakesDrag(scroll, to: offset)
  }

  /// A sheet lays out its controller's view itself: its frame, and its root view's safe area.
  static func layOut(
    _ c: ControllerID, root: World.ObjectID, input: LayoutInput, bars: BarLayout,
    in sim: Simulation
  ) -> Bool {
    guard let p = sim.context(of: c).presentation, sim.presentations[p].style.isSheet else {
      return false
    }
    sim.layOutSheet(
      c, root: root, input: input, bars: bars, style: sim.presentations[p].style,
      sheet: sim.presentations[p])
    return true
  }
}

extension Simulation {
  /// Frees navigation controller `n`, made around a presented controller, once no presentation
  /// holds it (dismissed, its dismissal ended or not): its controllers have no parent any more.
  func releaseDismissedNavigation(_ n: Int) {
    guard !navs[n].stack.isEmpty,
      !presentations.contains(where: { $0.content == .navigation(n) }),
      navigationNames.contains(where: { $0.controller == navs[n].name && $0.presenting != nil })
    else { return }
    for c in navs[n].stack where controllers[c].nav == n { controllers[c].nav = nil }
    navs[n].stack = []
  }

  func present(_ spec: PresentSpec) {
    guard let presenter = topController else { return }
    let c = controller(named: spec.controller)
    if refusedDuringTransition("presentViewController:animated:completion:", navigation: false) {
      return
    }
    // A navigation controller of an earlier presentation, dismissed in this turn, is gone: the new
    // one takes the controller (addChild(_:) takes a child out of its old container first).
    if spec.inNavigationController, let n = controllers[c].nav { releaseDismissedNavigation(n) }
    if isPlaced(c) {
      return raises("present of \(spec.controller), which is already in a container or presented")
    }
    let orientation: Orientation =
      if case .orientation(let o)? = world.value(window, .orientation) { o } else { .portrait }
    let width =
      world.value(window, .bounds)?.rectValue?.width
      ?? scenario.device.screenSize(orientation).width
    // The controller's modalPresentationStyle as the app last set it (its key, or a `set` step).
    let controllerStyle: PresentationStyle? =
      if case .presentationStyle(let s)? = world.value(
        controllers[c].object, .modalPresentationStyle)
      { s } else { nil }
    let style = ModalPresentation.resolve(
      spec.style, controllerStyle: controllerStyle, os: os,
      idiom: scenario.device.idiom, landscape: orientation.isLandscape,
      compactWidth: sizeClasses(orientation, mode: windowMode, width: width).horizontal.value
        == .compact, edgeAttached: spec.prefersEdgeAttachedInCompactHeight)
    // The medium detent is inactive in compact height: an edge-attached sheet left with no
    // detent makes UIKit raise (rule present.sheet.noActiveDetent).
    if style.rule == Rule.presentSheetEdgeAttached.id,
      !SheetEdgeAttached.hasActiveDetent(spec.detents)
    {
      recorder.note(
        "\(spec.controller)'s only detent, medium, is inactive in compact height",
        object: spec.controller, rule: Rule.presentSheetNoActiveDetent)
      return raises("present of \(spec.controller): \"At least one detent must be active\"")
    }
    sheetDetentsMeetCompactHeight(
      spec.controller, detents: spec.detents, style: style, landscape: orientation.isLandscape)
    // A full-screen controller decides the interface's orientations. One with none in common with
    // the app's makes UIKit raise (rotation.noCommonOrientation); one that does not support the
    // current one turns the interface when it is presented, which is outside the model: the run
    // stops (outside.interfaceTurn).
    let decides =
      style.value == .fullScreen && !spec.inNavigationController
      && scenario.device.controllersDecideOrientation(
        on: os, requiresFullScreen: scenario.optsOutOfMultitasking)
    let declared = controllers[c].spec?.spec.supportedInterfaceOrientations
    let supported = declared ?? scenario.device.defaultSupportedOrientations
    let app = scenario.supportedInterfaceOrientations
    if decides, AppOrientations.common(supported, app: app).isEmpty,
      Rule.rotationNoCommonOrientation.applies(to: os)
    {
      let list = supported.map(\.rawValue).joined(separator: ", ")
      let listed = (app ?? []).map(\.rawValue).joined(separator: ", ")
      recorder.note(
        "present of \(spec.controller), full screen: it supports \(list) and the app's Info.plist lists \(listed), none in common; UIKit raises \(AppOrientations.exception(decider: spec.controller)) and the app crashes; the simulation stops here",
        object: spec.controller, rule: Rule.rotationNoCommonOrientation)
      return stop(
        "the simulation stopped: present of \(spec.controller): UIKit raises UIApplicationInvalidInterfaceOrientation"
      )
    }
    if decides, !supported.contains(orientation) {
      let list = supported.map(\.rawValue).joined(separator: ", ")
      let supports =
        declared == nil
        ? "which declares no supportedInterfaceOrientations (the default on iPhone, rule \(Rule.rotationDefaultMask.id): \(list))"
        : "which supports \(list)"
      return outsideModel(
        Rule.outsideInterfaceTurn,
        "present of \(spec.controller), \(supports), full screen in \(orientation.rawValue): the interface would turn to it",
        stops: true)
    }
    recorder.event(
      controllers[presenter].name, "present",
      detail: "\(spec.controller), \(style.value.rawValue)\(spec.animated ? ", animated" : "")")
    recorder.note(style.why, object: spec.controller, ruleOf: style)
    if spec.prefersGrabberVisible && style.value == .sheet {
      recorder.note(
        "prefersGrabberVisible: the grabber is drawn over the sheet's content; its frame and safe area do not change",
        object: spec.controller, rule: Rule.presentSheetGrabber)
    } else if style.value != .sheet
      && (spec.prefersGrabberVisible || !spec.prefersScrollingExpandsWhenScrolledToEdge)
    {
      // The sheet's own settings reach nothing when the presentation is not a sheet.
      recorder.note(
        "the presentation is \(style.value.rawValue), not a sheet: its sheet settings (the grabber, scrolling expanding it) have no effect",
        object: spec.controller, ruleOf: style)
    }
    // An expanded split view's other columns leave the window with the presenter.
    let covered = style.value == .fullScreen ? otherColumns(than: presenter) : []
    var content = Content.controller(c)
    if spec.inNavigationController,
      let names = navigationNames.first(where: { $0.presenting == spec.controller })
    {
      let n = makeNavigation(names, spec: NavigationControllerSpec(), stack: [spec.controller])
      content = .navigation(n)
    }
    presentations.append(
      PresentationContainer(
        content: content, style: style.value, presenter: presenter, detents: spec.detents,
        edgeAttached: spec.prefersEdgeAttachedInCompactHeight,
        scrollExpands: spec.prefersScrollingExpandsWhenScrolledToEdge, requested: spec.style,
        controllerStyle: controllerStyle))
    startTransition(
      Transition(
        flow: style.value == .fullScreen ? .presentFullScreen : .presentOver, incoming: c,
        outgoing: presenter,
        animated: spec.animated, flags: [(c, .isBeingPresented)], outgoingColumns: covered))
  }

  func dismiss(animated: Bool) {
    guard let p = presentations.last, let c = top(of: p.content) else {
      return noop("dismiss: nothing is presented")
    }
    if refusedDuringTransition("dismissViewControllerAnimated:completion:", navigation: false) {
      return
    }
    let root: ControllerID
    switch p.content {
    case .controller(let r): root = r
    case .navigation(let n): root = navs[n].stack.first ?? c
    }
    recorder.event(controllers[c].name, "dismiss", detail: animated ? "animated" : "not animated")
    presentations.removeLast()
    // An expanded split view's other columns enter the window with the revealed one.
    let shown = p.style == .fullScreen ? otherColumns(than: topController) : []
    startTransition(
      Transition(
        flow: p.style == .fullScreen ? .dismissFullScreen : .dismissOver, incoming: topController,
        outgoing: c,
        animated: animated, flags: [(root, .isBeingDismissed)], dismissed: p.content,
        incomingColumns: shown))
  }

  // MARK: - Layout

  /// A sheet in compact height whose detents meet what no source prints (rule
  /// outside.sheetDetentsInCompactHeight): one shown full screen there whose only detent is medium
  /// (does UIKit raise, as for an edge-attached one?), and an edge-attached one with a custom
  /// detent (where does it rest?). Noted; the run goes on with its values assumed.
  func sheetDetentsMeetCompactHeight(
    _ name: String, detents: [SheetDetent], style: Derived<ModalPresentation.Resolved>,
    landscape: Bool
  ) {
    guard scenario.device.idiom == .phone, landscape,
      Rule.outsideSheetDetentsInCompactHeight.applies(to: os)
    else { return }
    if style.rule == Rule.presentAdaptsToFullScreen.id, !detents.isEmpty,
      !SheetEdgeAttached.hasActiveDetent(detents)
    {
      outsideModel(
        Rule.outsideSheetDetentsInCompactHeight,
        "\(name)'s sheet shows full screen in compact height with medium its only detent: whether "
          + "UIKit raises, as it does for an edge-attached sheet, is not known",
        stops: false)
    } else if style.rule == Rule.presentSheetEdgeAttached.id,
      SheetEdgeAttached.hasCustomDetent(detents)
    {
      outsideModel(
        Rule.outsideSheetDetentsInCompactHeight,
        "\(name)'s edge-attached sheet in compact height has a custom detent: where it rests is "
          + "not known, and it is shown at its large detent",
        stops: false)
    }
  }

  /// A sheet: an iPhone card (iOS 13+), or an iPad form sheet or page sheet — the sheet's frame,
  /// its navigation bar at the sheet's top and the root view's safe area (rules
  /// present.sheet.frame, present.sheet.safeArea, present.formSheet.iPad, present.pageSheet.iPad,
  /// present.iPadSheet.safeArea).
  func layOutSheet(
    _ c: ControllerID, root: World.ObjectID, input: LayoutInput, bars: BarLayout,
    style: ModalPresentation.Resolved, sheet: PresentationContainer
  ) {
    let compactHeightEdge =
      sheet.edgeAttached && scenario.device.idiom == .phone && currentOrientation.isLandscape
    // Turned to compact height, an edge-attached sheet whose only detent is medium has no active
    // detent, as when it is presented there (rule present.sheet.noActiveDetent).
    if compactHeightEdge && !SheetEdgeAttached.hasActiveDetent(sheet.detents) {
      let name = controllers[c].name
      recorder.note(
        "\(name)'s only detent, medium, is inactive in compact height", object: name,
        rule: Rule.presentSheetNoActiveDetent)
      return raises("\(name)'s sheet in compact height: \"At least one detent must be active\"")
    }
    let frame =
      style == .sheet
      ? (compactHeightEdge
        ? SheetEdgeAttached.frame(screen: bars.screen, windowSafeArea: bars.windowSafeArea.value)
        : ModalPresentation.sheetFrame(
          screen: bars.screen, windowSafeArea: bars.windowSafeArea.value, detents: sheet.detents,
          selected: sheet.selected, os: design))
      : ModalPresentation.iPadSheetFrame(
        style, window: bars.screen, screen: scenario.device.screenSize(currentOrientation), os: os)
    _ = recorder.write(root, .frame, frame.restingOn(bars.footing), as: Value.rect)
    updateTableWidth(root)
    let bar = ModalPresentation.sheetNavigationBarHeight(os: design, style: style)
    if let n = context(of: c).nav, input.navigationBarVisible {
      let f = frame.value
      _ = recorder.write(
        navs[n].navigationBar, .frame,
        Derived(
          Rect(x: f.minX, y: f.minY, width: f.width, height: bar),
          style == .sheet ? Rule.presentSheetSafeArea : Rule.presentIPadSheetSafeArea,
          "a navigation bar in a sheet is \(formatPoints(bar)) pt, at the sheet's top"),
        as: Value.rect)
    }
    let insets: Derived<EdgeInsets>
    if !world[root].inWindow {
      insets = SafeAreaPropagation.notInWindow
    } else if style == .sheet {
      insets = ModalPresentation.sheetSafeArea(
        windowSafeArea: bars.windowSafeArea.value, navigationBarVisible: input.navigationBarVisible,
        additional: input.additionalSafeAreaInsets, os: design)
    } else {
      insets = ModalPresentation.iPadSheetSafeArea(
        frame: frame.value, window: bars.screen, windowSafeArea: bars.windowSafeArea.value,
        navigationBar: input.navigationBarVisible ? bar : nil,
        additional: input.additionalSafeAreaInsets)
    }
    if recorder.write(root, .safeAreaInsets, insets.restingOn(bars.footing), as: Value.insets) {
      if world.scrollView(of: root) == root { updateAdjustedContentInset(root) }
      call(world[root].name, .safeAreaInsetsDidChange)
      call(controllers[c].name, .viewSafeAreaInsetsDidChange)
    }
  }

  // MARK: - Adapting

  /// The window changed under presentations on screen (an iPad's width class, an iPhone's height
  /// class as it rotates): each takes the style a presentation made in the new window would (rule
  /// present.adaptsToWidthClass); one that would go to or from full screen (an iPhone sheet in
  /// landscape, rule present.adaptsToFullScreen) is outside the model
  /// (outside.presentationAdaptsFullScreen).
  func adaptPresentations() {
    guard stopNote == nil, !presentations.isEmpty else { return }
    let orientation = currentOrientation
    let compact = windowHorizontalSizeClass == .compact
    for p in presentations.indices {
      let sheet = presentations[p]
      let adapted = ModalPresentation.resolve(
        sheet.requested, controllerStyle: sheet.controllerStyle, os: os,
        idiom: scenario.device.idiom, landscape: orientation.isLandscape, compactWidth: compact,
        edgeAttached: sheet.edgeAttached)
      let name = top(of: sheet.content).map { controllers[$0].name } ?? "the presented controller"
      if adapted.value == sheet.style {
        // An edge-attached sheet turned to compact height stays a sheet.
        sheetDetentsMeetCompactHeight(
          name, detents: sheet.detents, style: adapted, landscape: orientation.isLandscape)
        continue
      }
      guard adapted.value != .fullScreen, sheet.style != .fullScreen,
        Rule.presentAdaptsToWidthClass.applies(to: os)
      else {
        return outsideModel(
          Rule.outsidePresentationAdaptsFullScreen,
          "\(name)'s presentation adapting from \(sheet.style.rawValue) to \(adapted.value.rawValue) as the window's size class changes",
          stops: true)
      }
      presentations[p].style = adapted.value
      recorder.note(
        "the window is \(compact ? "compact" : "regular")-width now: \(sheet.style.rawValue) adapts to \(adapted.value.rawValue) (\(adapted.why))",
        object: name, rule: Rule.presentAdaptsToWidthClass)
      needsLayout = true
    }
  }

  // MARK: - Scrolling

  /// Whether `scroll` belongs to a controller behind the presentation on top, where no touch
  /// reaches it: the drag ends on the sheet's dimming view (or on the view presented over the full
  /// screen), and nothing moves (rule present.dimming).
  func dragIsBehindPresentation(_ scroll: World.ObjectID) -> Bool {
    guard let p = presentations.last, let top = top(of: p.content),
      let owner = controllerOwning(scroll), topLevel(owner) != top
    else { return false }
    let behind: String
    switch p.style {
    case .overFullScreen, .fullScreen:
      // A full-screen presentation leaves the presenter's view in the window until it ends.
      behind =
        "behind \(controllers[top].name), presented \(p.style == .fullScreen ? "full screen" : "over the full screen"): the touch reaches the presented view"
    default:
      behind = "behind \(controllers[top].name)'s sheet: the touch reaches the sheet's dimming view"
    }
    recorder.note(
      behind + ", not the scroll view, and nothing moves",
      object: world[scroll].name, rule: Rule.presentDimming)
    return true
  }

  /// Whether the sheet on top, an iPhone sheet below its largest detent, takes this drag of
  /// `scroll` (at its top, moving its content up) and expands to its next larger detent; the
  /// content offset then stays (rule present.sheet.scrollExpands).
  func sheetTakesDrag(_ scroll: World.ObjectID, to offset: Point) -> Bool {
    guard Rule.presentSheetScrollExpands.applies(to: os), era == .safeArea,
      let p = presentations.indices.last, presentations[p].style == .sheet,
      presentations[p].scrollExpands, !presentations[p].detents.isEmpty,
      let c = top(of: presentations[p].content),
      // The drag is in the sheet: in its top controller's view or a child's.
      controllerOwning(scroll).map(topLevel) == c,
      !(presentations[p].edgeAttached && currentOrientation.isLandscape)
    else { return false }
    let now = world.value(scroll, .contentOffset)?.pointValue ?? Point(x: 0, y: 0)
    let top = -world.insets(scroll, .adjustedContentInset).top
    guard now.y <= top, offset.y > now.y else { return false }
    let sheet = presentations[p]
    let (value, current) = detents(of: sheet)
    guard
      let next = SheetScrollExpansion.next(
        after: value(current), values: sheet.detents.map(value)),
      let detent = sheet.detents.first(where: { value($0) == next })
    else { return false }
    let name = world[scroll].name
    let expanded = Derived(
      detent, Rule.presentSheetScrollExpands,
      "\(name) is at its top and the drag moves its content up: the sheet expands from its \(current.name) detent to \(detent.name), as scrolling at the edge expands it; the content offset stays"
    )
    presentations[p].selected = expanded
    recorder.note(expanded.why, object: controllers[c].name, ruleOf: expanded)
    needsLayout = true
    return true
  }

  // MARK: - The keyboard

  /// The software keyboard shows over an iPhone sheet (iOS 15+): a sheet below its largest detent
  /// moves to it (rule present.sheet.keyboardExpands); one that has no larger detent is outside
  /// the model (outside.sheetKeyboard).
  func sheetMeetsKeyboard() {
    if formSheetMeetsKeyboard() { return }
    guard let p = presentations.indices.last, presentations[p].style == .sheet,
      !presentations[p].detents.isEmpty, let c = top(of: presentations[p].content),
      Rule.presentSheetKeyboardExpands.applies(to: os)
    else { return }
    let sheet = presentations[p]
    let (value, current) = detents(of: sheet)
    if let larger = SheetKeyboard.expansion(
      current: current, detents: sheet.detents, value: value)
    {
      presentations[p].selected = larger
      recorder.note(larger.why, object: controllers[c].name, ruleOf: larger)
      needsLayout = true
    } else if current != .large, value(current) < value(.large) {
      outsideModel(
        Rule.outsideSheetKeyboard,
        "the keyboard shows over \(controllers[c].name)'s sheet at its \(current.name) detent",
        stops: false)
    }
  }

  /// An iPad form sheet that moves up for the keyboard (``FormSheetKeyboard``), which is outside
  /// the model (outside.formSheetKeyboard): noted; whether the run met one.
  func formSheetMeetsKeyboard() -> Bool {
    guard let p = presentations.indices.last, presentations[p].style == .formSheet,
      FormSheetKeyboard.moves(os: os, landscape: currentOrientation.isLandscape),
      let c = top(of: presentations[p].content)
    else { return false }
    outsideModel(
      Rule.outsideFormSheetKeyboard,
      "the keyboard shows over \(controllers[c].name)'s form sheet, which UIKit moves up",
      stops: false)
    return true
  }

  /// A sheet's detent heights on this screen, and the detent it rests at: the one a keyboard or a
  /// drag last moved it to, else its smallest (rule present.sheet.frame).
  private func detents(of sheet: PresentationContainer) -> (
    height: (SheetDetent) -> Double, current: SheetDetent
  ) {
    let screen = scenario.device.screenSize(currentOrientation)
    let safeArea = world.insets(window, .safeAreaInsets)
    let os = design
    // A closure, not a nested function: the applied-by index names functions, not helpers.
    let height = { (d: SheetDetent) -> Double in
      ModalPresentation.detentValue(d, screen: screen, windowSafeArea: safeArea, os: os)
    }
    let current =
      sheet.selected?.value ?? sheet.detents.min(by: { height($0) < height($1) }) ?? .large
    return (height, current)
  }
}

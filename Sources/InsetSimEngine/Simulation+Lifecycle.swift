import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Launch, a controller's creation and loading, and the views the app builds: the order of
/// UIKIT-FACTS §4.1, chosen where sources conflict in rule `lifecycle.order` (C18, C19). Appearance
/// runs in transitions (`Simulation+Transitions.swift`), format 1's push in the navigation
/// controller's file.
extension Simulation {
  // MARK: - Launch

  /// The launch: the application, the window and the status bar, then the app's root tree
  /// (``launchApp(_:)``).
  func launch() {
    let device = scenario.device
    let orientation = scenario.effectiveOrientation
    windowMode = scenario.window ?? .fullScreen
    let screen = windowSize(orientation)?.value ?? device.screenSize(orientation)
    recorder.event(
      "application", "didFinishLaunching",
      detail: "\(device.name), iOS \(os), \(orientation.rawValue)"
        + (windowMode == .fullScreen ? "" : ", \(windowMode.description)"))
    if let requested = scenario.requestedOS {
      let latest =
        os.minor == OSVersion(requested)?.minor ? "\(os.major).\(os.minor).x" : "\(os.major).x"
      recorder.note(
        "iOS \(requested) is not in the catalogue: the run is iOS \(os), the latest \(latest) release it knows, and every value a rule derives rests on that stand-in (low)",
        rule: Rule.osNearestRelease)
      recorder.releaseFooting = Footing(Rule.osNearestRelease)
    }
    for setting in scenario.unavailableSettings {
      recorder.note(
        "\(setting) does not exist on iOS \(os): the app's code leaves it unset, as code behind `if #available` would"
      )
    }
    for setting in scenario.unreadSettings { recorder.note(setting) }
    noteDesign()
    window = recorder.add(name: "window", kind: .window)
    recorder.write(window, .orientation, .orientation(orientation), cause: .initial)
    recorder.write(
      window, .bounds, .rect(Rect(width: screen.width, height: screen.height)), cause: .initial)
    writeTraits(sizeClasses(orientation, mode: windowMode, width: screen.width), initial: true)
    statusBar = recorder.add(name: "statusBar", kind: .statusBar)
    recorder.write(statusBar, .hidden, .bool(scenario.statusBarHidden ?? false), cause: .initial)
    launchApp(app)
  }

  /// Creates a controller object: `init`, then its configuration as the app's code sets it.
  func makeController(name: String, spec shared: SharedSpec?) -> ControllerID {
    let id = recorder.add(name: name, kind: .controller)
    // The figures `init` sets, read before the closure, so that it captures them, not a copy of the
    // spec; read in place, as each read of an optional spec copied all of it.
    let edges = shared?.spec.edgesForExtendedLayout ?? EraDefaults.edgesForExtendedLayout
    let includesOpaqueBars = shared?.spec.extendedLayoutIncludesOpaqueBars ?? false
    let adjustsScrollViewInsets = shared?.spec.automaticallyAdjustsScrollViewInsets ?? true
    let hidesBottomBar = shared?.spec.hidesBottomBarWhenPushed ?? false
    let additionalSafeArea = shared?.spec.additionalSafeAreaInsets ?? .zero
    let largeTitleMode = shared?.spec.largeTitleDisplayMode
    let presentationStyle = shared?.spec.modalPresentationStyle
    indexController(named: name)
    controllers.append(ControllerState(object: id, name: name, spec: shared))
    controllers[controllers.count - 1].predictedTraits = (
      world.value(window, .horizontalSizeClass), world.value(window, .verticalSizeClass)
    )
    call(name, .`init`) {
      if era != .ios6 {
        recorder.write(id, .edgesForExtendedLayout, .edges(edges), cause: .initial)
        recorder.write(
          id, .extendedLayoutIncludesOpaqueBars, .bool(includesOpaqueBars), cause: .initial)
        recorder.write(
          id, .automaticallyAdjustsScrollViewInsets, .bool(adjustsScrollViewInsets), cause: .initial
        )
      }
      recorder.write(id, .hidesBottomBarWhenPushed, .bool(hidesBottomBar), cause: .initial)
      if era == .safeArea {
        recorder.write(id, .additionalSafeAreaInsets, .insets(additionalSafeArea), cause: .initial)
        // Tracked once the app names it (a key, or a `set` step), so other traces stay as they
        // were.
        if let largeTitleMode {
          recorder.write(
            id, .largeTitleDisplayMode, .largeTitleMode(largeTitleMode), cause: .initial)
        }
      }
      if let presentationStyle {
        recorder.write(
          id, .modalPresentationStyle, .presentationStyle(presentationStyle), cause: .initial)
      }
      if semantics.tracksMovingFlags {
        for flag in [
          Property.isMovingToParent, .isMovingFromParent, .isBeingPresented, .isBeingDismissed,
        ] {
          recorder.write(id, flag, .bool(false), cause: .initial)
        }
      }
    }
    if era == .safeArea, let search = shared?.spec.searchController {
      let c = ControllerID(controllers.count - 1)
      controllers[c].searchBar = recorder.add(
        name: SearchControllerSpec.searchBarName(of: name), kind: .searchBar)
      recorder.event(
        name, "navigationItem.searchController",
        detail:
          "hidesSearchBarWhenScrolling \(search.hidesSearchBarWhenScrolling ?? true ? "YES" : "NO")"
      )
      if !NavigationSearchBar.initiallyShown(
        hidesWhenScrolling: search.hidesSearchBarWhenScrolling ?? true
      ).value {
        hiddenSearchBars.insert(c)
      }
    }
    return ControllerID(controllers.count - 1)
  }

  // MARK: - Loading

  func loadViewIfNeeded(_ c: ControllerID) {
    guard !controllers[c].loaded else { return }
    controllers[c].loaded = true
    let shared = controllers[c].spec  // read through the reference: the spec is not copied
    let screen =
      world.value(window, .bounds)?.rectValue?.size
      ?? scenario.device.screenSize(scenario.effectiveOrientation)
    let name = controllers[c].name
    call(name, .loadView) {
      let rootName = shared?.spec.rootViewName ?? name + ".view"
      let type = shared?.spec.rootView?.type ?? .view
      let root = recorder.add(name: rootName, kind: .view, viewType: type)
      setRootView(root, of: c)
      recorder.write(
        root, .frame, .rect(Rect(width: screen.width, height: screen.height)), cause: .initial)
      if let rootSpec = shared?.spec.rootView {
        configureView(root, spec: rootSpec, parentSize: screen)
      } else {
        initializeView(root, type: .view)
      }
    }
    call(name, .viewDidLoad) {
      guard let shared, let root = controllers[c].rootView else { return }
      let children = shared.spec.rootView?.subviews ?? shared.spec.subviews
      for child in children { createView(child, in: root, at: nil) }
      for child in shared.spec.children {
        addChild(controller(named: child.controller), to: c, spec: child)
      }
      for kind in Simulation.containerKinds { kind.viewDidLoad(c, in: self) }
    }
  }

  // MARK: - Views

  /// Creates a view the app builds (and its inner scroll view and subviews) and adds it to
  /// `parent`.
  @discardableResult
  func createView(_ spec: ViewSpec, in parent: World.ObjectID, at index: Int?) -> World.ObjectID {
    let id = recorder.add(name: spec.id, kind: .view, viewType: spec.type)
    let parentSize = world.rect(parent, .frame).size
    let frame: Rect
    switch spec.frame {
    case .fill:
      frame = Rect(width: parentSize.width, height: parentSize.height)
      recorder.configure(id) { $0.fillsParent = true }
    case .rect(let r): frame = r
    }
    recorder.write(id, .frame, .rect(frame), cause: .initial)
    // The controller that builds a scroll view is its delegate from its creation on, as a format-1
    // scenario's controller is: a contentInset set before the view joins the hierarchy is heard
    // too.
    if spec.type.isScrollView, let builder = controllerOwning(parent) {
      setScrollViewBuilder(id, builder)
    }
    configureView(id, spec: spec, parentSize: parentSize)
    recorder.insertSubview(id, into: parent, at: index)
    if spec.type.ownsScrollView {
      let inner = recorder.add(name: spec.innerScrollViewName, kind: .view, viewType: .scrollView)
      recorder.configure(inner) {
        $0.fillsParent = true
        $0.ownerWebView = id
      }
      recorder.write(inner, .frame, .rect(frame.bounds), cause: .initial)
      initializeView(inner, type: .scrollView)
      recorder.insertSubview(inner, into: id, at: 0)
    }
    for child in spec.subviews { createView(child, in: id, at: nil) }
    if world[parent].inWindow {
      recorder.setInWindow(subtreeOf: id, true)
      needsLayout = true
    }
    return id
  }

  /// Default values of a new view (init), then the values the scenario gives it (the app's code).
  func configureView(_ id: World.ObjectID, spec: ViewSpec, parentSize: Size) {
    initializeView(id, type: spec.type, table: spec)
    if let hidden = spec.hidden { appWrite(id, .hidden, .bool(hidden)) }
    guard spec.type.isScrollView else { return }
    if let v = spec.contentInsetAdjustmentBehavior, era == .safeArea {
      appWrite(id, .contentInsetAdjustmentBehavior, .behavior(v))
    }
    if let v = spec.contentSize { appWrite(id, .contentSize, .size(v)) }
    if let v = spec.alwaysBounceVertical { appWrite(id, .alwaysBounceVertical, .bool(v)) }
    if let v = spec.alwaysBounceHorizontal { appWrite(id, .alwaysBounceHorizontal, .bool(v)) }
    if let v = spec.contentInset { appWrite(id, .contentInset, .insets(v)) }
    if let v = spec.scrollEnabled { appWrite(id, .scrollEnabled, .bool(v)) }
  }

  func initializeView(_ id: World.ObjectID, type: ViewType, table: ViewSpec? = nil) {
    recorder.write(id, .hidden, .bool(false), cause: .initial)
    if era == .safeArea { recorder.write(id, .safeAreaInsets, .insets(.zero), cause: .initial) }
    guard type.isScrollView else { return }
    if type == .tableView, let t = table {
      let height = TableContentSize.height(of: t)
      recorder.configure(id) { $0.tableContentHeight = height.value }
      let width = world.rect(id, .frame).width
      recorder.write(
        id, .contentSize, .size(Size(width: width, height: height.value)),
        cause: .ruleOf(height, height.why))
    } else {
      recorder.write(id, .contentSize, .size(.zero), cause: .initial)
    }
    recorder.write(id, .contentInset, .insets(.zero), cause: .initial)
    if era == .safeArea {
      recorder.write(id, .adjustedContentInset, .insets(.zero), cause: .initial)
      recorder.write(
        id, .contentInsetAdjustmentBehavior, .behavior(EraDefaults.contentInsetAdjustmentBehavior),
        cause: .initial)
    }
    recorder.write(id, .contentOffset, .point(.zero), cause: .initial)
    recorder.write(id, .scrollIndicatorInsets, .insets(.zero), cause: .initial)
    recorder.write(id, .scrollEnabled, .bool(true), cause: .initial)
    if type == .tableView {
      let bounce = TableBounce.alwaysBounceVertical
      recorder.write(id, .alwaysBounceVertical, .bool(true), cause: .ruleOf(bounce, bounce.why))
    } else {
      recorder.write(id, .alwaysBounceVertical, .bool(false), cause: .initial)
    }
    recorder.write(id, .alwaysBounceHorizontal, .bool(false), cause: .initial)
  }
}

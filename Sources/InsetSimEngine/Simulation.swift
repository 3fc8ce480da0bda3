import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// The discrete-event engine: a virtual clock in integer microseconds, a queue keyed by (time,
/// insertion order), run-loop turns that end with a layout pass, and the lifecycle of one scenario.
/// UIKit behaviour comes from the pure rules in `Rules/`; this type owns time and order.
///
///     let trace = Simulation.run(scenario)
///     print(TextRenderer().render(trace))
public final class Simulation {
  enum Event {
    case launch
    /// Format 1's push of its controller (``AppSemantics/pushedAtLaunch``).
    case push
    /// The end of format 1's push (``AppSemantics/pushedAtLaunch``): the pushed controller, and the
    /// top it covered.
    case scenarioPushEnded(ControllerID, from: ControllerID)
    case timedStep(Int)
    case asyncStep(Int, during: String?)
    case rotationEnded
    /// Apps: the end of a flow's transition (an index into `transitions`).
    case transitionEnded(Int)
    /// The keyboard's animation ended (shown or hidden).
    case keyboardEnded(shown: Bool, animation: Int)
    /// A table or collection view controller takes back its keyboard inset (the turn after
    /// keyboardWillHide).
    case keyboardAvoidanceReset
    /// The keyboard, reported hidden for a rotation, is reported shown again in the new
    /// orientation; or its frame follows a window resize (rules keyboard.rotation,
    /// keyboard.windowResize).
    case keyboardReshown(rotated: Bool)
    /// A timer a container kind set (a bar's hide animation, a page curl): the kind handles it.
    case containerTimer(ContainerTimer)
  }

  struct ControllerState {
    var object: World.ObjectID
    var name: String
    /// The app's description of the controller (none for the controller a pushed scenario starts
    /// from).
    var spec: SharedSpec?
    var rootView: World.ObjectID?
    var loaded = false
    /// Apps: the navigation controller whose stack holds this controller.
    var nav: Int?
    /// Apps: the presentation that shows this controller (or the navigation controller it is the
    /// root of).
    var presentation: Int?
    /// Apps: the parent of a child controller, and the children in the order they were added.
    var parent: ControllerID?
    var children: [ControllerID] = []
    /// Child appearances whose end waits for the frame's commit (rule
    /// flow.containment.childAppearanceAfterCommit): only the last one ends it.
    var appearanceEndsPending = 0
    /// Between viewWillAppear and viewDidDisappear: the appearance callbacks forwarded to children
    /// follow it.
    var appearing = false
    /// viewDidAppear came since the last viewWillAppear: a child added while its parent appears
    /// hears it once, not again when the parent's is forwarded (rule flow.containment.child).
    var appeared = false
    /// The window's size classes when the controller was made, which UIKit 13+ predicts as its
    /// traits (nil before the window had them: the launch's traits are predicted then).
    var predictedTraits: (horizontal: Value?, vertical: Value?) = (nil, nil)
    /// Apps, iOS 11+: the search bar of the navigation item's search controller.
    var searchBar: World.ObjectID?
  }

  // The simulation lives inside one call of `run` on one thread and never escapes it, so its state
  // is exempt from the runtime's exclusivity checks (they cost a tenth of a run); the compiler
  // still checks every access it can see statically.
  let scenario: Scenario
  @exclusivity(unchecked) var recorder = TraceWriter()
  @exclusivity(unchecked) var loop = EventLoop<Event>()
  @exclusivity(unchecked) var controllers: [ControllerState] = []
  /// Each controller name's first index in ``controllers``, made once the app has made many (see
  /// ``firstController(named:)``): a few are walked, cheaper than hashing every name, and a run of
  /// few controllers allocates no table.
  @exclusivity(unchecked) var controllerIndex: [String: ControllerID]?
  /// Apps with many controllers: each spec name's first index in the app's `controllers`, made when
  /// first needed, so that creating a controller does not walk every spec (nil: a short list is
  /// walked).
  @exclusivity(unchecked) var specIndex: [String: Int]?
  /// What the engine notes of each object, by object id (see ``ObjectNotes``): one list, grown as
  /// the objects it notes are made.
  @exclusivity(unchecked) var objectNotes: [ObjectNotes] = []
  /// The containers (`Containers/`): navigation, tab bar and split view controllers, presentations
  /// and child controllers.
  @exclusivity(unchecked) var containers = ContainerState()
  /// Apps: flows started in this turn, begun by its layout pass in order; and every transition, by
  /// index.
  @exclusivity(unchecked) var pendingTransitions: [Int] = []
  @exclusivity(unchecked) var transitions: [Transition] = []
  /// Animated transitions from their flow's call to their end (rules flow.duringTransition.*).
  @exclusivity(unchecked) var animatingTransitions = IDSet<Int>()
  /// Transitions from their start in a layout pass to their end: the ones whose callbacks are
  /// under way (rule flow.duringTransition.pageScroll).
  @exclusivity(unchecked) var begunTransitions = IDSet<Int>()
  @exclusivity(unchecked) var needsLayout = false
  /// A rotation or a window resize: the next layout pass lays out every view in the window, the
  /// controllers under sheets included, not only the top's.
  @exclusivity(unchecked) var windowLayoutPending = false
  /// Format 1's push (``AppSemantics/pushedAtLaunch``): the pushed controller and the top it
  /// covers, begun by the next layout pass (an app's flows are transitions).
  @exclusivity(unchecked) var pendingScenarioPush: (controller: ControllerID, from: ControllerID)?
  /// The last two bar layouts made and their inputs (see ``barLayout(_:)``).
  @exclusivity(unchecked) var lastBars: CachedBarLayout?
  @exclusivity(unchecked) var previousBars: CachedBarLayout?

  // Object ids of the fixed cast.
  @exclusivity(unchecked) var window = World.ObjectID(0)
  @exclusivity(unchecked) var statusBar = World.ObjectID(0)
  @exclusivity(unchecked) var keyboard: World.ObjectID?
  @exclusivity(unchecked) var keyboardShown = false
  /// The keyboard's animations begun so far and whether the last is still running (rule
  /// keyboard.interruptedAnimation).
  @exclusivity(unchecked) var keyboardAnimations = 0
  @exclusivity(unchecked) var keyboardAnimating = false
  /// Whether the keyboard shows its predictive bar (the last showKeyboard's `predictive`).
  @exclusivity(unchecked) var keyboardPredictive = true
  /// Which keyboard the last showKeyboard brought up (a floating one is up while this is
  /// `.floating` and `keyboardShown` is false: UIKit reports it hidden).
  @exclusivity(unchecked) var keyboardKind = KeyboardKind.software
  /// The controller whose text field has the keyboard: the top when showKeyboard ran (rule
  /// keyboard.ownerLeaves).
  @exclusivity(unchecked) var keyboardOwner: ControllerID?
  /// Controllers that left the screen with the keyboard's text field, with the keyboard they had:
  /// UIKit gives it back its first responder when they appear again (rules
  /// keyboard.restoredByNavigation, keyboard.restoredAfterDismissal).
  @exclusivity(unchecked) var keyboardRestorable: [KeptKeyboard] = []
  /// A kept keyboard that shows again when transition `end` finishes (rule
  /// keyboard.restoredAfterDismissal), or, after a tab switch, as its controller's view enters the
  /// window again (keyboard.tabSwitch.restored).
  @exclusivity(unchecked) var keyboardRestoredAtEnd:
    (kept: KeptKeyboard, moment: Derived<KeyboardRestore.Moment>, end: Int)?
  /// The transition whose appearance callbacks are being sent, whose flow decides when a kept
  /// keyboard comes back.
  @exclusivity(unchecked) var appearanceTransition: Int?
  /// A keyboard shown again in a transition's start, which a table view controller measures once
  /// the incoming view is laid out (rule keyboard.restoredByNavigation).
  @exclusivity(unchecked) var keyboardAvoidanceAfterLayout = false
  /// Rotations and window resizes begun and not yet ended.
  @exclusivity(unchecked) var rotationsUnderWay = 0
  /// The keyboard is up but reported hidden until a rotation or a resize ends (rules
  /// keyboard.rotation, keyboard.windowResize).
  @exclusivity(unchecked) var keyboardReshowPending = false
  /// The scroll views a table or collection view controller gave a keyboard inset, which each get
  /// back when the keyboard hides (rule keyboard.scrollViewControllerAvoidance).
  @exclusivity(unchecked) var keyboardInsetViews: [World.ObjectID] = []
  /// Controllers that heard their first traitCollectionDidChange (rule traits.firstAppearance).
  @exclusivity(unchecked) var traitsDelivered = IDSet<ControllerID>()
  /// The traits off-screen controllers last heard (rules traits.offScreen.*).
  @exclusivity(unchecked) var offScreenTraits = OffScreenTraitState()
  /// Controllers whose updateProperties() has run once, and those due an update in their next
  /// layout pass (rule lifecycle.updateProperties).
  @exclusivity(unchecked) var propertiesUpdated = IDSet<ControllerID>()
  @exclusivity(unchecked) var propertiesDue = IDSet<ControllerID>()
  @exclusivity(unchecked) var propertiesRequested = IDSet<ControllerID>()
  /// The iPad window's multitasking mode (``WindowMode/fullScreen`` elsewhere).
  @exclusivity(unchecked) var windowMode = WindowMode.fullScreen
  /// Controllers whose large title a drag has collapsed (rule largeTitle.collapseOnScroll).
  @exclusivity(unchecked) var collapsedTitles = IDSet<ControllerID>()
  /// Navigation controllers that have popped a controller (rule
  /// bug.largeTitle.noCollapseOnColdLaunch).
  @exclusivity(unchecked) var poppedNavigations = IDSet<Int>()
  /// What UIKit's own bugs remember (rule family `bug`: Simulation+Bugs.swift and the containers'
  /// `+Bugs.swift` files).
  @exclusivity(unchecked) var bugs = BugState()
  /// Children that heard viewWillAppear and wait for their viewIsAppearing, which comes at their
  /// view's next layout (rule lifecycle.viewIsAppearing).
  @exclusivity(unchecked) var childrenAwaitingIsAppearing = IDSet<ControllerID>()
  /// Hosting controllers whose SwiftUI content has laid out in a window (rules hosting.onAppear,
  /// hosting.sizingOptions).
  @exclusivity(unchecked) var hostedContentAppeared = IDSet<ControllerID>()
  /// Controllers whose search bar is hidden (rule searchBar.hidesWhenScrolling).
  @exclusivity(unchecked) var hiddenSearchBars = IDSet<ControllerID>()
  /// Whether layout passes write keyboardLayoutGuide.layoutFrame (iOS 15+, a scenario that uses the
  /// keyboard or reads the guide), so that other scenarios' traces hold no value they never read.
  let tracksKeyboardGuide: Bool
  /// Whether the window's size classes are written (iOS 8+, a scenario that rotates, resizes its
  /// window, starts in a multitasking window or reads a size class), so that other traces hold no
  /// value they never read.
  let tracksTraits: Bool
  /// The app the run launches (``Scenario/asApp``: a format-1 scenario's equivalent app), its
  /// semantics, and whether its tab bar has a bottom accessory: the last two read in every layout
  /// pass, kept here so that no pass copies the app's description to read them.
  let app: AppSpec
  let semantics: AppSemantics
  /// The names of the app's navigation controllers and their bars (the root tree's, and one per
  /// controller the script presents in its own), worked out once: a present looks its own up.
  lazy var navigationNames = scenario.navigationNames(of: app)
  let tabBarAccessory: Bool

  /// Observation points (deduplicated by their written form) and how often each has matched.
  @exclusivity(unchecked) var points: [ObservationPoint] = []
  /// Each point's written form, as snapshots name it.
  @exclusivity(unchecked) var pointNames: [String] = []
  /// How many of `points`, from the first, are the scenario's `observe` list (the rest are its
  /// expectations' and the caller's).
  var observedPoints = 0
  @exclusivity(unchecked) var pointHits: [Int] = []
  @exclusivity(unchecked) var lastSnapshotIndex: [Int: Int] = [:]
  @exclusivity(unchecked) var timePointsDone = IDSet<Int>()
  /// Callback points by callback name, and time points in time order (each list in declaration
  /// order within a time): a callback or a turn looks only at its own points, so long observe lists
  /// stay linear.
  @exclusivity(unchecked) var pointsByCallback = CallbackLists()
  @exclusivity(unchecked) var timePointsByTime: [(time: Int64, index: Int)] = []
  @exclusivity(unchecked) var nextTimePoint = 0
  /// The script's `during` steps by callback name, in script order (a callback looks only at its
  /// own).
  @exclusivity(unchecked) var duringSteps = CallbackLists()

  /// The scenario is borrowed and copied once, into ``scenario``: an owned argument was copied by
  /// the caller, copied again here, and the caller's copy destroyed.
  init(scenario: borrowing Scenario, extraPoints: [ObservationPoint] = []) {
    self.scenario = copy scenario
    tracksKeyboardGuide =
      Rule.keyboardLayoutGuide.applies(to: scenario.os)
      && (scenario.usesKeyboard
        || scenario.expect.contains { $0.property == .keyboardLayoutGuideFrame })
    tracksTraits = Rule.traitsTransitionOrder.applies(to: scenario.os) && scenario.usesTraits
    app = scenario.asApp
    semantics = app.semantics
    tabBarAccessory = scenario.tabBarAccessory
    // Room for a typical app's controllers and flows: the lists are allocated once, not grown.
    if semantics == .app {
      controllers.reserveCapacity(8)
      transitions.reserveCapacity(8)
    }
    // A long list is deduplicated through a set (a scan of the names so far is quadratic); a short
    // one, the common case, by the scan, cheaper than hashing.
    let hashed =
      scenario.observe.count + scenario.expect.count + 2 * scenario.expectTiming.count
      + extraPoints.count > 16
    var seen = Set<String>()
    // Room for every point: the lists are allocated once, not grown.
    let capacity =
      scenario.observe.count + scenario.expect.count + 2 * scenario.expectTiming.count
      + extraPoints.count
    points.reserveCapacity(capacity)
    pointNames.reserveCapacity(capacity)
    func add(_ p: ObservationPoint) {
      let name = p.description
      if hashed ? seen.insert(name).inserted : !pointNames.contains(name) {
        points.append(p)
        pointNames.append(name)
      }
    }
    scenario.observe.forEach(add)
    observedPoints = points.count
    for e in scenario.expect { add(e.at) }
    for t in scenario.expectTiming {
      if case .valueChange(_, _, _, let from, let to) = t.kind {
        add(from)
        add(to)
      }
    }
    extraPoints.forEach(add)
    pointHits.reserveCapacity(points.count)
    pointHits.append(contentsOf: repeatElement(0, count: points.count))
    for (i, point) in points.enumerated() {
      switch point {
      case .callback(let ref, _): if let c = ref.callback { pointsByCallback.append(i, for: c) }
      case .time(let t): timePointsByTime.append((t, i))
      }
    }
    // Sorted only when there is something to order: the sort's set-up costs a run with no time
    // point about 150 instructions.
    if timePointsByTime.count > 1 {
      timePointsByTime.sort { ($0.time, $0.index) < ($1.time, $1.index) }
    }
    for (i, step) in scenario.script.enumerated() {
      if case .during(let ref, _) = step.trigger, let c = ref.callback {
        duringSteps.append(i, for: c)
      }
    }
  }

  /// Runs a scenario to the end and returns its trace. Extra points get snapshots too (for `print
  /// --at`).
  public static func run(_ scenario: Scenario, observing extraPoints: [ObservationPoint] = [])
    -> Trace
  {
    let sim = Simulation(scenario: scenario, extraPoints: extraPoints)
    sim.runToEnd()
    return Trace(of: scenario, entries: sim.recorder.takeFinishedEntries())
  }

  /// Runs a scenario to the end for the values of a few objects: its snapshots (at its own points
  /// and at `extraPoints`) hold only the values of the objects named in `objects`; every other
  /// entry is as ``run(_:observing:)`` records it. What a matrix row reads its cells from.
  package static func run(
    _ scenario: Scenario, observing extraPoints: [ObservationPoint], snapshotting objects: [String]
  ) -> Trace {
    let sim = Simulation(scenario: scenario, extraPoints: extraPoints)
    sim.recorder.snapshotObjects = objects
    sim.runToEnd()
    return Trace(of: scenario, entries: sim.recorder.takeFinishedEntries())
  }

  /// A streamed run hands entries on once this many wait (see ``run(_:streamingTo:)``).
  static let streamChunk = 4_096
  /// … or once the snapshots among them hold this many values.
  static let streamSnapshotValues = 65_536

  /// Runs a scenario and hands each entry to `sink` as soon as it is final, in order and numbered
  /// as ``run(_:observing:)`` numbers them, so a long run's memory does not grow with its trace.
  /// The entries are the same as `run(scenario).entries`. Only a "last" snapshot holds the entries
  /// after it back, until a later occurrence replaces it or the run ends; past a few thousand,
  /// those wait in a temporary file that has no name (nothing is left behind), and when none can be
  /// made, in memory. Throws only when what waits in that file cannot be read back; the entries
  /// handed on are then incomplete.
  public static func run(_ scenario: Scenario, streamingTo sink: @escaping (TraceEntry) -> Void)
    throws(InputError)
  {
    try stream(scenario, spillingIn: nil, to: sink)
  }

  /// ``run(_:streamingTo:)`` with its temporary file made in `directory` (nil: `$TMPDIR`, or /tmp);
  /// returns the finished simulation.
  @discardableResult
  static func stream(
    _ scenario: Scenario, spillingIn directory: String?, to sink: @escaping (TraceEntry) -> Void
  )
    throws(InputError) -> Simulation
  {
    let sim = Simulation(scenario: scenario)
    sim.recorder.sink = sink
    sim.recorder.spillDirectory = directory
    sim.runToEnd()
    sim.recorder.flush(before: sim.recorder.count)
    if let failure = sim.recorder.spillFailure { throw failure }
    return sim
  }

  var era: Era { scenario.era }
  var os: OSVersion { scenario.os }
  /// The state, borrowed (not copied: a copy alive across a write would make the write copy every
  /// value).
  var world: World {
    _read { yield recorder.world }
  }

  // MARK: - The run loop

  func runToEnd() {
    loop.schedule(.launch, at: 0)
    for (i, step) in scenario.script.enumerated() {
      if case .at(let t) = step.trigger { loop.schedule(.timedStep(i), at: t) }
    }
    if semantics.pushedAtLaunch != nil {
      loop.schedule(.push, at: LifecycleTiming.pushAt)
    }
    var turn = -1
    var events = 0
    // The turn limit depends on the number of views; it is worked out only for a run long enough to
    // near it.
    var maxTurns = EngineLimits.maxTurns(views: ScenarioLimits.maxViews)
    var maxTurnsKnown = false
    // Where a limit cut the run short: time points from there on are never reached.
    var cut = Int64.max
    while let next = loop.peek {
      if next.time > EngineLimits.horizon {
        recorder.note(
          "the simulation stops at its horizon of \(formatSeconds(EngineLimits.horizon)) s")
        break
      }
      if turn + 1 >= maxTurns && !maxTurnsKnown {
        maxTurns = EngineLimits.maxTurns(views: scenario.objects.filter { $0.kind == .view }.count)
        maxTurnsKnown = true
      }
      if turn + 1 >= maxTurns {
        let limit =
          maxTurns == EngineLimits.maxTurns
          ? "the engine's limit of \(maxTurns) turns per run"
          : "the engine's limit of \(EngineLimits.maxViewTurns) view-turns per run, \(maxTurns) turns with \(scenario.objects.filter { $0.kind == .view }.count) views"
        recorder.note(
          "the simulation stops after \(maxTurns) run-loop turns, at t=\(formatSeconds(next.time)) s: \(limit)"
        )
        cut = next.time
        break
      }
      snapshotTimePoints(before: next.time)
      if let stop = stopNote {
        recorder.note(stop)
        return
      }
      turn += 1
      recorder.turn = turn
      recorder.now = next.time
      let mark = loop.nextSequence
      while stopNote == nil, let head = loop.peek, head.time == next.time, head.sequence < mark,
        events < EngineLimits.maxEvents, let event = loop.next()
      {
        events += 1
        handle(event)
      }
      runLayoutPasses()
      if let stop = stopNote {
        recorder.note(stop)
        return
      }
      if events >= EngineLimits.maxEvents, loop.peek != nil {
        recorder.note(
          "the simulation stops after \(EngineLimits.maxEvents) events, at t=\(formatSeconds(next.time)) s: the engine's limit of \(EngineLimits.maxEvents) events per run"
        )
        cut = next.time
        break
      }
    }
    snapshotTimePoints(before: cut)
    if let stop = stopNote { recorder.note(stop) } else { noteWhatNeverHappened() }
  }

  /// Stops the run when its trace reaches the engine's limits of entries, snapshot values or bytes.
  func checkTraceSize() {
    // Counted before any entry is handed on: the same count, so the same stop, whether the trace
    // streams.
    if recorder.countsBytes {
      recorder.countBytes(
        header: scenario, limit: maxTraceBytes,
        exactly: recorder.sink != nil && recorder.holdsAChunk)
    }
    if recorder.sink != nil && recorder.holdsAChunk {
      recorder.flush(before: lastSnapshotIndex.values.min() ?? recorder.count)
      if recorder.holdsAChunk { recorder.setAside() }
      if let failure = recorder.spillFailure {
        stop("the simulation stops at t=\(formatSeconds(recorder.now)) s: \(failure)")
      }
    }
    if recorder.count >= EngineLimits.maxEntries {
      stop(
        "the simulation stops after \(EngineLimits.maxEntries) trace entries, at t=\(formatSeconds(recorder.now)) s: the engine's limit of \(EngineLimits.maxEntries) entries per run (what `run` writes, `replay` reads)"
      )
    } else if recorder.snapshotValues >= EngineLimits.maxSnapshotValues {
      stop(
        "the simulation stops after \(recorder.snapshotValues) snapshot values, at t=\(formatSeconds(recorder.now)) s: the engine's limit of \(EngineLimits.maxSnapshotValues) snapshot values per run (what `run` writes, `replay` reads)"
      )
    } else if let bytes = recorder.traceBytes, bytes >= maxTraceBytes {
      stop(
        "the simulation stops after \(bytes) bytes of trace, at t=\(formatSeconds(recorder.now)) s: the engine's limit of \(maxTraceBytes) bytes of trace per run (what `run` writes, `replay` reads)"
      )
    }
  }

  /// Stops the run at the end of the current event: the app's code in callbacks nests deeper, or
  /// calls back more often, than the engine's limits. Callbacks and script steps do nothing from
  /// here on; the note (naming the limit) becomes the trace's last entry. Ends the run at this
  /// turn; the trace closes with `note`, worded "the simulation stop…" so that a reader
  /// (`Trace.stopNote`, `check`) knows the run did not reach its end.
  func stop(_ note: String) {
    guard stopNote == nil else { return }
    stopNote = note.hasPrefix("the simulation stop") ? note : "the simulation stops here: " + note
  }

  func schedule(_ event: Event, after delay: Int64) {
    loop.schedule(event, after: delay)
  }

  func handle(_ event: Event) {
    switch event {
    case .launch: launch()
    case .push: pushScenarioController()
    case .scenarioPushEnded(let c, let from): finishScenarioPush(c, from: from)
    case .timedStep(let i):
      // A timer whose block dispatches the work to the main queue: it runs on the next turn, at the
      // same time.
      if scenario.script[i].async {
        loop.schedule(.asyncStep(i, during: nil), after: 0)
      } else {
        perform(scenario.script[i].action, context: nil)
      }
    case .asyncStep(let i, let during): perform(scenario.script[i].action, context: during)
    case .rotationEnded:
      rotationsUnderWay -= 1
      for c in topsInWindow.flatMap(visibleControllers(from:)) {
        call(controllers[c].name, .transitionCompletion, detail: "rotation animation ended")
      }
      for kind in Simulation.containerKinds { kind.rotationEnded(in: self) }
      if keyboardReshowPending { reshowKeyboard(rotated: true) }
    case .transitionEnded(let i):
      finishTransition(i)
    case .keyboardEnded(let shown, let animation):
      keyboardAnimationEnded(shown: shown, animation: animation)
    case .keyboardAvoidanceReset:
      if !keyboardShown { avoidKeyboard(shown: false) }
    case .keyboardReshown(let rotated):
      reshowKeyboard(rotated: rotated)
    case .containerTimer(let timer):
      timer.kind.timerFired(timer, in: self)
    }
  }

  /// The layout pass at the end of a turn (the CATransaction commit), repeated while the app's code
  /// in layout callbacks keeps invalidating layout.
  func runLayoutPasses() {
    var passes = 0
    while stopNote == nil, needsLayout || pendingScenarioPush != nil || !pendingTransitions.isEmpty
    {
      passes += 1
      if passes > EngineLimits.maxLayoutPassesPerTurn {
        recorder.note(
          "layout did not settle after \(EngineLimits.maxLayoutPassesPerTurn) passes in one turn; the app's code keeps invalidating it"
        )
        needsLayout = false
        break
      }
      needsLayout = false
      if let push = pendingScenarioPush {
        pendingScenarioPush = nil
        beginScenarioPush(push.controller, from: push.from)
      } else if !pendingTransitions.isEmpty {
        beginTransition(pendingTransitions.removeFirst())
      } else if windowLayoutPending {
        // The window changed size: every controller whose view is in it is laid out, the ones
        // under a sheet first (their superview, the window, changed too).
        windowLayoutPending = false
        for top in topsInWindow where controllers[top].loaded {
          layout(top, appearing: takeSplitFirstLayout(top))
        }
      } else {
        forEachShownTop { top in
          if controllers[top].loaded {
            layout(top, appearing: takeSplitFirstLayout(top))
          }
        }
      }
    }
  }

  // MARK: - Callbacks, script steps and observation

  /// Calls a callback: records it, runs the app's code for it (the body, then the script's steps),
  /// then takes the snapshots observed at its end.
  func call(_ object: String, _ callback: Callback, detail: String? = nil, body: () -> Void = {}) {
    guard stopNote == nil else { return }
    checkTraceSize()
    callbacks += 1
    if callbacks > EngineLimits.maxCallbacks {
      stop(
        "the simulation stops after \(EngineLimits.maxCallbacks) callbacks, at t=\(formatSeconds(recorder.now)) s: the engine's limit of \(EngineLimits.maxCallbacks) callbacks per run"
      )
      return
    }
    if recorder.callbackStack.count >= EngineLimits.maxCallbackDepth {
      let chain = recorder.callbackStack.suffix(3).joined(separator: " → ")
      stop(
        "the simulation stops at t=\(formatSeconds(recorder.now)) s, in \(object).\(callback.rawValue): callbacks nest \(EngineLimits.maxCallbackDepth) deep (… \(chain) → \(callback.rawValue)), the engine's limit; the app's code calls back into itself, where UIKit would recurse until the stack overflows"
      )
      return
    }
    recorder.callback(object, callback.rawValue, detail: detail)
    recorder.callbackStack.append(callback.rawValue)
    body()
    for i in duringSteps.isEmpty ? [] : duringSteps[callback] {
      let step = scenario.script[i]
      guard case .during(let ref, let once) = step.trigger,
        matches(ref, object: object, callback: callback)
      else { continue }
      if once && firedOnce.contains(i) { continue }
      firedOnce.insert(i)
      if step.async {
        loop.schedule(.asyncStep(i, during: callback.rawValue), after: 0)
      } else {
        perform(step.action, context: callback.rawValue)
      }
    }
    recorder.callbackStack.removeLast()
    observe(object: object, callback: callback)
  }

  /// ``EngineLimits/maxTraceBytes``, lowered by tests.
  @exclusivity(unchecked) var maxTraceBytes = EngineLimits.maxTraceBytes
  @exclusivity(unchecked) var firedOnce = IDSet<Int>()
  /// Callbacks called so far (see ``LifecycleTiming/maxCallbacks``).
  @exclusivity(unchecked) var callbacks = 0
  /// Set when an engine limit stops the run inside an event (see ``stop(_:)``).
  @exclusivity(unchecked) var stopNote: String?
  /// Whether a layout pass of the controller's view is under way (rule
  /// `layout.reentrantLayoutIfNeeded`).
  @exclusivity(unchecked) var inLayoutPass = false
  @exclusivity(unchecked) var reentrantLayoutNoted = false

  func matches(_ ref: CallbackRef, object: String, callback: Callback) -> Bool {
    guard ref.callback == callback else { return false }
    guard let screen = semantics.screenController else {
      return ref.object.map { $0 == object } ?? callback.isViewCallback
    }
    if let o = ref.object { return o == object || (o == "controller" && object == screen) }
    return callback.isViewCallback || callback.isKeyboardNotification || object == screen
  }

  func observe(object: String, callback: Callback) {
    for i in pointsByCallback.isEmpty ? [] : pointsByCallback[callback] {
      guard case .callback(let ref, let occurrence) = points[i],
        matches(ref, object: object, callback: callback)
      else { continue }
      pointHits[i] += 1
      switch occurrence {
      case .first where pointHits[i] == 1, .nth(pointHits[i]):
        recorder.snapshot(at: pointNames[i], era: era)
      case .last:
        if let previous = lastSnapshotIndex[i] { recorder.dropEntry(at: previous) }
        lastSnapshotIndex[i] = recorder.count
        recorder.snapshot(at: pointNames[i], era: era)
      default: break
      }
    }
  }

  func snapshotTimePoints(before time: Int64) {
    // The points due before `time`, taken in declaration order (as snapshots have always been
    // ordered).
    var due: [Int] = []
    while nextTimePoint < timePointsByTime.count, timePointsByTime[nextTimePoint].time < time {
      due.append(timePointsByTime[nextTimePoint].index)
      nextTimePoint += 1
    }
    guard !due.isEmpty else { return }
    for i in due.sorted() {
      checkTraceSize()
      guard stopNote == nil else { return }
      guard case .time(let t) = points[i], !timePointsDone.contains(i) else { continue }
      timePointsDone.insert(i)
      // The clock reaches the point: what comes after it (a note at the end of the run) is not
      // earlier.
      if t > recorder.now { recorder.now = t }
      recorder.snapshot(at: pointNames[i], era: era, time: t)
    }
  }

  // MARK: - Reading the state as rule input

  func layoutInput(for c: ControllerID) -> LayoutInput {
    // One copy of the world for the dozen reads below (nothing is written here): each read of the
    // class's property would retain and release the world's four arrays to lend them.
    let world = self.world
    let controller = controllers[c].object
    var input = LayoutInput(device: scenario.device, os: os)
    input.designCompatibility = scenario.designRequiresCompatibility
    input.orientation =
      world.value(window, .orientation).flatMap {
        if case .orientation(let o) = $0 { o } else { nil }
      } ?? .portrait
    input.statusBarHidden = world.bool(statusBar, .hidden)
    if windowMode != .fullScreen {
      input.windowMode = windowMode
      input.windowSize = world.value(window, .bounds)?.rectValue?.size
    }
    let placement = context(of: c)
    for kind in Simulation.containerKinds {
      kind.contribute(to: &input, for: c, placement: placement, world: world, in: self)
    }
    input.edgesForExtendedLayout =
      world.value(controller, .edgesForExtendedLayout)?.edgesValue
      ?? EraDefaults.edgesForExtendedLayout
    input.extendedLayoutIncludesOpaqueBars = world.bool(
      controller, .extendedLayoutIncludesOpaqueBars)
    input.automaticallyAdjustsScrollViewInsets =
      world.value(controller, .automaticallyAdjustsScrollViewInsets)?.boolValue
      ?? EraDefaults.automaticallyAdjustsScrollViewInsets
    input.additionalSafeAreaInsets = world.insets(controller, .additionalSafeAreaInsets)
    return input
  }

  /// The index of the controller whose view tree holds `view`.
  func controllerOwning(_ view: World.ObjectID) -> ControllerID? {
    var current: World.ObjectID? = view
    while let v = current {
      if let c = controller(withRootView: v) { return c }
      current = world[v].parent
    }
    return nil
  }

  /// The controller whose root view `view` is.
  func controller(withRootView view: World.ObjectID) -> ControllerID? {
    guard view.index < objectNotes.count else { return nil }
    let c = objectNotes[view.index].rootOf
    return c >= 0 ? ControllerID(Int(c)) : nil
  }

  /// Makes `root` the root view of controller `c`.
  func setRootView(_ root: World.ObjectID, of c: ControllerID) {
    controllers[c].rootView = root
    let slot = noteSlot(root)
    // The first controller given it keeps it, as a walk of the controllers in order would find.
    let owner = objectNotes[slot].rootOf
    if owner < 0 || owner > c.index { objectNotes[slot].rootOf = Int32(c.index) }
  }

  /// Apps: the controller that built scroll view `scroll`, its delegate before the view joins the
  /// hierarchy.
  func scrollViewBuilder(_ scroll: World.ObjectID) -> ControllerID? {
    guard scroll.index < objectNotes.count else { return nil }
    let c = objectNotes[scroll.index].builtBy
    return c >= 0 ? ControllerID(Int(c)) : nil
  }

  func setScrollViewBuilder(_ scroll: World.ObjectID, _ c: ControllerID) {
    objectNotes[noteSlot(scroll)].builtBy = Int32(c.index)
  }

  /// Whether this is the system's first layout of scroll view `scroll` in a window; notes it laid
  /// out.
  func takeFirstLayout(of scroll: World.ObjectID) -> Bool {
    let slot = noteSlot(scroll)
    defer { objectNotes[slot].laidOut = true }
    return !objectNotes[slot].laidOut
  }

  /// The place of `id` in ``objectNotes``, the list grown to hold it.
  private func noteSlot(_ id: World.ObjectID) -> Int {
    let slot = id.index
    if objectNotes.count <= slot {
      // Room for every object made so far: the list grows once per few objects, not per object.
      objectNotes.append(
        contentsOf: repeatElement(
          ObjectNotes(), count: max(slot + 1, world.objects.count) - objectNotes.count))
    }
    return slot
  }

  /// The controller made first with this name.
  func firstController(named name: String) -> ControllerID? {
    if let controllerIndex { return controllerIndex[name] }
    return controllers.firstIndex { $0.name == name }.map { ControllerID($0) }
  }

  /// Notes a controller about to be made (at the end of ``controllers``) in ``controllerIndex``,
  /// made once the list is longer than a walk should be.
  func indexController(named name: String) {
    if controllerIndex == nil {
      guard controllers.count >= Self.controllersWalked else { return }
      var index: [String: ControllerID] = [:]
      index.reserveCapacity(2 * Self.controllersWalked)
      for (i, c) in controllers.enumerated() where index[c.name] == nil {
        index[c.name] = ControllerID(i)
      }
      controllerIndex = index
    }
    if controllerIndex?[name] == nil { controllerIndex?[name] = ControllerID(controllers.count) }
  }

  /// How many controllers ``firstController(named:)`` walks before it keeps an index.
  static let controllersWalked = 16

  /// What the engine notes of an object (``objectNotes``), kept beside it by id rather than in sets
  /// and tables keyed by id: no hashing, and one allocation for all three.
  struct ObjectNotes {
    /// The controller whose root view the object is (-1: none), set where a root view is made, so
    /// that finding the controller owning a view does not walk every controller at each step up
    /// the tree.
    var rootOf: Int32 = -1
    /// Apps: the controller that built the scroll view (-1: none).
    var builtBy: Int32 = -1
    /// Whether the system has laid out the scroll view in a window at least once.
    var laidOut = false
  }
}

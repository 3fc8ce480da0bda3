import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimLint
@testable import InsetSimMatrix
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// The order of callbacks and events the engine produces, against UIKIT-FACTS §4.1 and the choices
/// rule `lifecycle.order` records for the conflicts C18 and C19, and against the seed observations.
@Suite struct LifecycleOrderTests {
  // MARK: Helpers

  /// The callbacks of a run as "object.name", in trace order; only those of `objects` when given.
  private func callbacks(_ trace: Trace, of objects: Set<String>? = nil) -> [String] {
    trace.entries
      .filter { e in e.kind == .callback && (objects?.contains(e.object ?? "") ?? true) }
      .map { "\($0.object ?? "").\($0.name ?? "")" }
  }

  /// The first callback or event entry called "object.name" (and whose detail starts with
  /// `detail`).
  private func entry(
    _ trace: Trace, _ label: String, detail: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> TraceEntry {
    let found = trace.entries.first { e in
      (e.kind == .callback || e.kind == .event) && "\(e.object ?? "").\(e.name ?? "")" == label
        && (detail.map { e.detail?.hasPrefix($0) == true } ?? true)
    }
    return try #require(
      found, "no entry '\(label)'\(detail.map { " (\($0))" } ?? "") in the trace",
      sourceLocation: sourceLocation)
  }

  /// Asserts that the entries named come in this order in the trace (by `seq`).
  private func expectOrder(
    _ trace: Trace, _ labels: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let seqs = try labels.map { try entry(trace, $0, sourceLocation: sourceLocation).seq }
    for (i, pair) in zip(seqs, seqs.dropFirst()).enumerated() where pair.0 >= pair.1 {
      Issue.record(
        "'\(labels[i])' (seq \(pair.0)) should come before '\(labels[i + 1])' (seq \(pair.1))",
        sourceLocation: sourceLocation)
    }
  }

  private func os(_ text: String) throws -> OSVersion { try #require(OSVersion(text)) }

  /// The seed example with the controller pushed over a plain root (SPEC §1 "presentation":
  /// "pushed").
  private func pushScenario(os: OSVersion, hidesBottomBar: Bool = true) -> Scenario {
    var s = Scenario.seedExample(os: os)
    s.name = "pushed"
    s.presentation = .pushed
    s.controller.hidesBottomBarWhenPushed = hidesBottomBar
    return s
  }

  // MARK: Launch

  /// iOS 10.3 (UIKIT-FACTS §4.1 steps 0–3, 7, 9; no safe-area callbacks before iOS 11, no
  /// viewIsAppearing before iOS 13). Before iOS 13 the first layout in the window also calls
  /// traitCollectionDidChange, first in the pass (openradar 42234720,
  /// https://github.com/lionheart/openradar-mirror/issues/20099; rule traits.firstAppearance).
  @Test func launchOnIOS10CallsTheLegacySequence() throws {
    let trace = Simulation.run(.seedExample(os: try os("10.3")))
    #expect(
      callbacks(trace) == [
        "ViewController.init",
        "ViewController.loadView",
        "ViewController.viewDidLoad",
        "ViewController.viewWillAppear",
        "ViewController.view.didMoveToWindow",
        "ViewController.traitCollectionDidChange",
        "ViewController.viewWillLayoutSubviews",
        "ViewController.view.layoutSubviews",
        "ViewController.viewDidLayoutSubviews",
        "ViewController.viewDidAppear",
      ])
    let names = trace.entries.filter { $0.kind == .callback }.compactMap(\.name)
    for missing in [
      "viewSafeAreaInsetsDidChange", "safeAreaInsetsDidChange", "viewIsAppearing",
      "adjustedContentInsetDidChange", "scrollViewDidChangeAdjustedContentInset",
    ] {
      #expect(!names.contains(missing), "\(missing) does not exist on iOS 10.3")
    }
  }

  /// iOS 7–10: the automatic inset adjustment happens between viewWillAppear and viewDidAppear
  /// (UIKIT-FACTS §4.2 row 1; seed S000-05), inside the container's layout of the child, before
  /// viewWillLayoutSubviews (rule `lifecycle.order`).
  @Test func legacyInsetAdjustmentHappensBetweenWillAppearAndDidAppear() throws {
    let trace = Simulation.run(.seedExample(os: try os("10.3")))
    let adjustment = try #require(
      trace.entries.first {
        $0.kind == .change && $0.object == "tableView" && $0.property == .contentInset
          && $0.cause == .rule
      })
    #expect(adjustment.to == .insets(EdgeInsets(top: 64, left: 0, bottom: 49, right: 0)))
    #expect(adjustment.rule == "legacy.autoAdjust.additive")
    #expect(try entry(trace, "ViewController.viewWillAppear").seq < adjustment.seq)
    #expect(adjustment.seq < (try entry(trace, "ViewController.viewWillLayoutSubviews").seq))
    #expect(adjustment.seq < (try entry(trace, "ViewController.viewDidAppear").seq))
  }

  /// iOS 11.0: viewSafeAreaInsetsDidChange before viewWillLayoutSubviews (UIKIT-FACTS §4.1
  /// "Observed iOS 11
  /// order", C18 as chosen in rule `lifecycle.order`); subviews' safe area and adjustedContentInset
  /// arrive in the root view's layoutSubviews (§4.1 step 5, rule `lifecycle.order`); no
  /// viewIsAppearing before iOS 13; traitCollectionDidChange just before viewWillLayoutSubviews, as on
  /// iOS 10 (rule traits.firstAppearance; its place against the safe-area callbacks is not printed).
  @Test func launchOnIOS11CallsSafeAreaChangeBeforeLayout() throws {
    let trace = Simulation.run(.seedExample(os: try os("11.0")))
    #expect(
      callbacks(trace, of: ["ViewController"]) == [
        "ViewController.init",
        "ViewController.loadView",
        "ViewController.viewDidLoad",
        "ViewController.viewWillAppear",
        "ViewController.viewSafeAreaInsetsDidChange",
        "ViewController.traitCollectionDidChange",
        "ViewController.viewWillLayoutSubviews",
        "ViewController.scrollViewDidChangeAdjustedContentInset",
        "ViewController.viewDidLayoutSubviews",
        "ViewController.viewDidAppear",
      ])
    #expect(
      callbacks(trace) == [
        "ViewController.init",
        "ViewController.loadView",
        "ViewController.viewDidLoad",
        "ViewController.viewWillAppear",
        "ViewController.view.didMoveToWindow",
        "ViewController.view.safeAreaInsetsDidChange",
        "ViewController.viewSafeAreaInsetsDidChange",
        "ViewController.traitCollectionDidChange",
        "ViewController.viewWillLayoutSubviews",
        "ViewController.view.layoutSubviews",
        "tableView.safeAreaInsetsDidChange",
        "tableView.adjustedContentInsetDidChange",
        "ViewController.scrollViewDidChangeAdjustedContentInset",
        "ViewController.viewDidLayoutSubviews",
        "ViewController.viewDidAppear",
      ])
    #expect(!callbacks(trace).contains("ViewController.viewIsAppearing"))
  }

  /// iOS 13 and later: viewIsAppearing after the superview set the frame and the safe area
  /// (viewSafeAreaInsetsDidChange) and before the controller's own layout (UIKIT-FACTS §4.1 step 6,
  /// C19 as chosen in rule `lifecycle.order`), once per appearance.
  @Test(arguments: ["13.0", "15.0", "17.0", "26"])
  func launchOnIOS13AndLaterCallsViewIsAppearingBeforeLayout(version: String) throws {
    let trace = Simulation.run(.seedExample(os: try os(version)))
    #expect(
      callbacks(trace, of: ["ViewController"]) == [
        "ViewController.init",
        "ViewController.loadView",
        "ViewController.viewDidLoad",
        "ViewController.viewWillAppear",
        "ViewController.viewSafeAreaInsetsDidChange",
        "ViewController.viewIsAppearing",
        "ViewController.viewWillLayoutSubviews",
        "ViewController.scrollViewDidChangeAdjustedContentInset",
        "ViewController.viewDidLayoutSubviews",
        "ViewController.viewDidAppear",
      ], "iOS \(version)")
    try expectOrder(
      trace,
      [
        "ViewController.view.didMoveToWindow", "ViewController.viewSafeAreaInsetsDidChange",
        "ViewController.viewIsAppearing", "ViewController.view.layoutSubviews",
      ])
  }

  /// "called once per appearance" (UIKIT-FACTS §4.1 step 6): a later layout (a rotation) lays out
  /// again but does not call viewIsAppearing again.
  @Test func viewIsAppearingIsCalledOncePerAppearance() throws {
    var s = Scenario.seedExample(os: try os("13.0"))
    s.script = [ScriptStep(.at(1_000_000), .rotate(.landscapeLeft))]
    let trace = Simulation.run(s)
    let names = callbacks(trace, of: ["ViewController"])
    #expect(names.filter { $0 == "ViewController.viewIsAppearing" }.count == 1)
    #expect(
      names.filter { $0 == "ViewController.viewWillLayoutSubviews" }.count >= 2,
      "the rotation lays out again")
    try expectOrder(
      trace,
      [
        "ViewController.viewIsAppearing", "ViewController.viewDidAppear",
        "ViewController.viewWillTransition",
      ])
  }

  /// viewDidAppear is "a separate CATransaction" after the appearance (UIKIT-FACTS §4.1 step 9): at
  /// launch, one frame later (rule `lifecycle.timing`), in a later run-loop turn.
  @Test func viewDidAppearAtLaunchComesOneFrameLater() throws {
    let trace = Simulation.run(.seedExample(os: try os("11.0")))
    let willAppear = try entry(trace, "ViewController.viewWillAppear")
    let didAppear = try entry(trace, "ViewController.viewDidAppear")
    #expect(willAppear.t == 0)
    #expect(didAppear.t == LifecycleTiming.frame)
    #expect(didAppear.turn > willAppear.turn)
  }

  // MARK: Push

  /// A push onto the navigation controller (UIKIT-FACTS §4.1 steps 0–3, 9; SPEC §1 "pushed": a
  /// plain root controller is shown first).
  @Test(arguments: ["10.3", "11.0", "13.0"])
  func pushShowsTheRootThenLoadsAndAppearsThePushedController(version: String) throws {
    let trace = Simulation.run(pushScenario(os: try os(version)))
    try expectOrder(
      trace,
      [
        // The plain root appears completely first.
        "RootViewController.init",
        "RootViewController.viewDidLoad",
        "RootViewController.viewWillAppear",
        "RootViewController.viewDidAppear",
        // §4.1 step 0: init (app), then UIKit reads hidesBottomBarWhenPushed during the push.
        "ViewController.init",
        "navigationController.pushViewController",
        // §4.1 step 2: loadView → viewDidLoad before viewWillAppear.
        "ViewController.loadView",
        "ViewController.viewDidLoad",
        // The disappearing controller hears of it before the appearing one.
        "RootViewController.viewWillDisappear",
        "ViewController.viewWillAppear",
        "ViewController.view.didMoveToWindow",
        "ViewController.viewWillLayoutSubviews",
        "ViewController.viewDidLayoutSubviews",
        // §4.1 step 9 says viewDidAppear comes when the transition animations have completed; the
        // engine finishes the disappearance first (Simulation+Lifecycle.swift `finishAppearance`).
        "RootViewController.viewDidDisappear",
        "ViewController.viewDidAppear",
      ])
    let names = callbacks(trace, of: ["ViewController"])
    #expect(names.first == "ViewController.init")
    #expect(names.last == "ViewController.viewDidAppear")
    #expect(names.filter { $0 == "ViewController.viewDidAppear" }.count == 1)
    #expect(
      callbacks(trace, of: ["RootViewController"]).filter {
        $0 == "RootViewController.viewWillAppear"
      }.count == 1)
  }

  /// The hidesBottomBarWhenPushed read comes after the pushed controller's init and before its
  /// loadView and viewDidLoad, by sequence and not later in time (UIKIT-FACTS §4.1 step 0; S000-11,
  /// seed 000 §TabBar隐藏的方式; rule `tabBar.hidesBottomBarWhenPushed`).
  @Test(arguments: ["10.3", "11.0"])
  func hidesBottomBarWhenPushedIsReadBeforeViewDidLoad(version: String) throws {
    let trace = Simulation.run(pushScenario(os: try os(version)))
    let read = try entry(
      trace, "navigationController.read hidesBottomBarWhenPushed", detail: "ViewController")
    #expect(read.detail == "ViewController: YES")
    let initialized = try entry(trace, "ViewController.init")
    let loadView = try entry(trace, "ViewController.loadView")
    let didLoad = try entry(trace, "ViewController.viewDidLoad")
    #expect(initialized.seq < read.seq)
    #expect(read.seq < loadView.seq)
    #expect(read.seq < didLoad.seq)
    #expect(read.t <= didLoad.t)
    // What the read decides is in effect before viewDidLoad too.
    let hidden = try #require(
      trace.entries.first {
        $0.kind == .change && $0.object == "tabBar" && $0.property == .bottomBarHiddenByPush
          && $0.to == .bool(true)
      })
    #expect(hidden.seq > read.seq && hidden.seq < didLoad.seq)
  }

  /// viewDidAppear "after the transition animations have completed" (UIKIT-FACTS §4.1 step 9): at
  /// the push's time plus the push duration (rule `lifecycle.timing`,
  /// LifecycleTiming.pushDuration).
  @Test(arguments: ["10.3", "11.0"])
  func pushedViewDidAppearComesAfterThePushAnimation(version: String) throws {
    let trace = Simulation.run(pushScenario(os: try os(version)))
    let push = try entry(trace, "navigationController.pushViewController")
    #expect(push.t == LifecycleTiming.pushAt)
    let willAppear = try entry(trace, "ViewController.viewWillAppear")
    #expect(
      willAppear.t == push.t, "the transition starts in the push's own layout pass (§4.1 step 1)")
    let didAppear = try entry(trace, "ViewController.viewDidAppear")
    #expect(didAppear.t == push.t + LifecycleTiming.pushDuration)
    #expect(try entry(trace, "RootViewController.viewDidDisappear").t == didAppear.t)
  }

  /// S000-11 (seed 000 §TabBar隐藏的方式, UIKIT-FACTS §4.2 last row): with hidesBottomBarWhenPushed the
  /// bottom adjustment is 0: contentInset (0,0,0,0) at viewWillAppear, (64,0,0,0) at viewDidAppear.
  @Test(arguments: [Presentation.root, .pushed])
  func hidesBottomBarWhenPushedRemovesTheBottomAdjustmentOnIOS10(presentation: Presentation) throws
  {
    var s = Scenario.seedExample(os: try os("10.3"))
    s.presentation = presentation
    s.controller.hidesBottomBarWhenPushed = true
    let trace = Simulation.run(s)
    let willAppear = try #require(trace.snapshot(at: "viewWillAppear")?.values)
    let didAppear = try #require(trace.snapshot(at: "viewDidAppear")?.values)
    #expect(
      willAppear.value("tableView", .contentInset)
        == .insets(EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)))
    #expect(
      didAppear.value("tableView", .contentInset)
        == .insets(EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)))
  }

  // MARK: Script steps

  /// SPEC §1: `during: CALLBACK` runs at the end of that override (after `super`), and an
  /// observation at a callback is taken after the app's code in it (SPEC §1 `observe`).
  @Test func duringStepsRunAtTheEndOfTheirCallbackBeforeTheSnapshot() throws {
    var s = Scenario.seedExample(os: try os("10.3"))
    s.script = [
      ScriptStep(
        .during(CallbackRef("viewWillAppear"), once: false),
        .set(object: "tabBar", property: .hidden, value: .bool(true)))
    ]
    let trace = Simulation.run(s)
    let willAppear = try entry(trace, "ViewController.viewWillAppear")
    let change = try #require(
      trace.entries.first {
        $0.kind == .change && $0.object == "tabBar" && $0.property == .hidden && $0.cause == .app
      })
    #expect(change.during == "viewWillAppear")
    #expect(change.seq > willAppear.seq)
    let next = try #require(trace.entries.first { $0.kind == .callback && $0.seq > willAppear.seq })
    #expect(change.seq < next.seq, "the step runs inside viewWillAppear, before the next callback")
    let snapshot = try #require(trace.snapshot(at: "viewWillAppear"))
    #expect(snapshot.seq > change.seq)
    #expect(snapshot.values?.value("tabBar", .hidden) == .bool(true))
    // S000-12: hiding the tab bar in viewWillAppear keeps the 49 pt bottom inset.
    #expect(
      trace.snapshot(at: "viewDidAppear")?.values?.value("tableView", .contentInset)
        == .insets(EdgeInsets(top: 64, left: 0, bottom: 49, right: 0)))
  }

  // MARK: Determinism

  /// SPEC §4: "the same scenario gives byte-identical traces".
  @Test func runningTheSameScenarioTwiceGivesByteIdenticalTraces() throws {
    var busy = pushScenario(os: try os("13.0"))
    busy.script = [
      ScriptStep(
        .during(CallbackRef("viewWillAppear"), once: false),
        .set(object: "tabBar", property: .hidden, value: .bool(true))),
      ScriptStep(
        .during(CallbackRef("viewDidAppear"), once: true), async: true,
        .setNavigationBarHidden(true, animated: true)),
      ScriptStep(.at(1_000_000), .rotate(.landscapeLeft)),
      ScriptStep(.at(1_500_000), .setNeedsLayout),
    ]
    busy.observe = [
      .callback(CallbackRef("viewDidAppear"), .first), .time(1_400_000),
      .callback(CallbackRef("scrollViewDidChangeAdjustedContentInset"), .last),
    ]
    for scenario in [
      Scenario.seedExample(os: try os("10.3")), .seedExample(os: try os("11.0")), busy,
    ] {
      let first = TraceFile.encode(Simulation.run(scenario))
      let second = TraceFile.encode(Simulation.run(scenario))
      #expect(Array(first.utf8) == Array(second.utf8), "\(scenario.name)")
      #expect(!first.isEmpty)
    }
  }
}

import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimTrace

/// What a script step's own keys do: `async` on a timed step, and `addSubview` into a parent that
/// does not exist yet.
@Suite struct ScriptStepTests {
  static func run(_ text: String) throws -> Trace {
    Simulation.run(try Scenario.decode(text, file: "step.scenario.json"))
  }

  static func scenario(script: String) -> String {
    """
    {"insetsim": 1, "name": "steps", "os": "11.0", "device": "iPhone 8", "tabBarController": {}, "navigationController": {},
     "controller": {"name": "ViewController", "subviews": [{"id": "tableView", "type": "tableView", "frame": "fill"}]},
     "script": \(script)}
    """
  }

  /// A timer whose block calls `DispatchQueue.main.async`: the work runs on a later pass of the
  /// main run loop
  /// (the main queue is drained by the run loop:
  /// https://developer.apple.com/documentation/dispatch/dispatchqueue/main), at the same virtual
  /// time, one turn after the timer's.
  @Test func anAsyncTimedStepRunsOnTheNextTurnAtTheSameTime() throws {
    func hiding(async: Bool) throws -> TraceEntry {
      let trace = try Self.run(
        Self.scenario(
          script: """
            [{"at": 1, "async": \(async), "set": "tabBar.hidden", "to": true}]
            """))
      return try #require(
        trace.entries.first { $0.object == "tabBar" && $0.property == .hidden && $0.cause == .app })
    }
    let now = try hiding(async: false)
    let later = try hiding(async: true)
    #expect(now.t == 1_000_000 && later.t == 1_000_000)
    #expect(later.turn == now.turn + 1)
  }

  /// Sending `addSubview:` to a parent the app has not made yet is a message to nil, which does
  /// nothing
  /// (https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/ProgrammingWithObjectiveC/WorkingwithObjects/WorkingwithObjects.html,
  /// "Working with nil"): the view is not added anywhere, and a later add into the parent works.
  @Test func addingIntoAParentNotMadeYetDoesNothing() throws {
    let trace = try Self.run(
      Self.scenario(
        script: """
          [{"at": 1, "do": "addSubview", "parent": "y", "view": {"id": "x", "type": "view", "frame": [0, 0, 10, 10]}},
           {"at": 2, "do": "addSubview", "view": {"id": "y", "type": "view", "frame": [0, 0, 10, 10]}},
           {"at": 3, "do": "addSubview", "parent": "y", "view": {"id": "z", "type": "view", "frame": [0, 0, 10, 10]}}]
          """))
    let note = try #require(trace.entries.first { $0.kind == .note && $0.t == 1_000_000 })
    #expect(note.detail == "addSubview of 'x' into 'y' before its parent exists: nothing happens")
    #expect(
      !trace.entries.contains { $0.object == "x" || $0.detail?.hasPrefix("x at index") == true })
    #expect(
      trace.entries.contains {
        $0.kind == .event && $0.object == "y" && $0.name == "addSubview"
          && $0.detail == "z at index 0"
      })
  }
}

/// A run that reaches its end says which `during` steps never ran and which observed points were
/// never reached, so that a change or a snapshot missing from the trace has its reason there.
@Suite struct NeverHappenedNoteTests {
  /// A screen shown once and never left: `viewDidDisappear` is not called (UIViewController: it
  /// follows a removal from the view hierarchy) and `viewDidAppear` comes once.
  @Test func aStepWhoseCallbackNeverComesAndAPointNeverReachedAreNoted() throws {
    let trace = try ScriptStepTests.run(
      ScriptStepTests.scenario(
        script: """
          [{"during": "viewDidDisappear", "set": "tabBar.hidden", "to": true}], "observe": ["viewDidAppear", "second viewDidAppear"]
          """))
    let notes = trace.entries.filter { $0.kind == .note }.compactMap(\.detail)
    #expect(
      notes == [
        "script[0] never ran: viewDidDisappear was not called",
        "observe 'second viewDidAppear' was never reached: viewDidAppear was called once",
      ])
    #expect(trace.entries.last?.kind == .note)
    #expect(
      !trace.entries.contains {
        $0.object == "tabBar" && $0.property == .hidden && $0.cause == .app
      })
  }

  @Test func aRunThatDoesWhatItsScenarioAsksHasNoSuchNote() throws {
    let trace = try ScriptStepTests.run(
      ScriptStepTests.scenario(
        script: """
          [{"during": "viewWillAppear", "set": "tabBar.hidden", "to": true}], "observe": ["viewDidAppear"]
          """))
    #expect(!trace.entries.contains { $0.kind == .note })
  }
}

/// Steps that cannot apply are UIKit's no-ops, written as such (rule flow.noop), never dropped in
/// silence.
@Suite struct NoOpStepTests {
  static func noteTexts(
    _ script: String,
    subviews: String = #"[{"id": "tableView", "type": "tableView", "frame": "fill", "rows": 40}]"#
  ) throws -> [String] {
    let trace = Simulation.run(
      try Scenario.decode(
        """
        {"insetsim": 1, "name": "noop", "os": "17.0", "device": "iPhone 15", "navigationController": {},
         "controller": {"name": "ViewController", "subviews": \(subviews)}, "script": \(script)}
        """, file: "noop.scenario.json"))
    return trace.entries.filter { $0.kind == .note && $0.rule == "flow.noop" }.compactMap(\.detail)
  }

  /// The device reports no orientation change, so no viewWillTransition(to:with:) comes.
  @Test func rotatingToTheCurrentOrientationIsANoOp() throws {
    #expect(
      try Self.noteTexts(#"[{"at": 1, "do": "rotate", "to": "portrait"}]"#)
        == ["rotate to portrait: the window is already portrait: nothing happens (UIKit's no-op)"])
  }

  /// "Lays out the subviews immediately, if layout updates are pending" (UIView.layoutIfNeeded()):
  /// with none pending, nothing happens.
  @Test func layoutIfNeededWithNothingPendingIsANoOp() throws {
    #expect(
      try Self.noteTexts(#"[{"at": 1, "do": "layoutIfNeeded"}]"#) == [
        "layoutIfNeeded: no layout is pending: nothing happens (UIKit's no-op)"
      ])
    #expect(
      try Self.noteTexts(#"[{"at": 1, "do": "setNeedsLayout"}, {"at": 1, "do": "layoutIfNeeded"}]"#)
        .isEmpty)
  }

  /// insertSubview(_:at:): the index "cannot be greater than the number of subviews"; past it the
  /// run stops.
  @Test func anIndexPastTheSubviewsStopsTheRun() throws {
    let trace = Simulation.run(
      try Scenario.decode(
        """
        {"insetsim": 1, "name": "index", "os": "17.0", "device": "iPhone 15", "controller": {"name": "VC",
         "subviews": [{"id": "a", "type": "view", "frame": "fill"}]},
         "script": [{"at": 1, "do": "addSubview", "index": 2, "view": {"id": "b", "type": "view", "frame": "fill"}}]}
        """, file: "index.scenario.json"))
    #expect(
      trace.entries.last?.detail
        == "the simulation stopped: insertSubview of b at index 2 into VC.view, which has 1 subviews: an index past the end (UIKit's documentation allows at most the number of subviews), which is outside what the model knows (rule outside.insertSubviewPastEnd)"
    )
    #expect(!trace.entries.contains { $0.object == "b" })
  }

  /// hitTest(_:with:) ignores hidden views (UIView reference), and a scroll view with
  /// isScrollEnabled NO does not scroll (UIScrollView reference).
  @Test func aDragOfAHiddenOrDisabledScrollViewIsANoOp() throws {
    let hidden = try Self.noteTexts(
      #"[{"at": 1, "set": "tableView.hidden", "to": true}, {"at": 2, "do": "scroll", "view": "tableView", "to": [0, 300]}]"#
    )
    #expect(
      hidden == [
        "scroll of tableView: it is hidden, so no touch reaches it: nothing happens (UIKit's no-op)"
      ])
    let disabled = try Self.noteTexts(
      #"[{"at": 1, "do": "scroll", "view": "tableView", "to": [0, 300]}]"#,
      subviews:
        #"[{"id": "tableView", "type": "tableView", "frame": "fill", "rows": 40, "scrollEnabled": false}]"#
    )
    #expect(
      disabled == [
        "scroll of tableView: its scrollEnabled is NO, so a drag does not scroll it: nothing happens (UIKit's no-op)"
      ])
    let inside = try Self.noteTexts(
      #"[{"at": 1, "set": "box.hidden", "to": true}, {"at": 2, "do": "scroll", "view": "inner", "to": [0, 300]}]"#,
      subviews:
        #"[{"id": "box", "type": "view", "frame": "fill", "subviews": [{"id": "inner", "type": "scrollView", "frame": "fill", "contentSize": [393, 2000]}]}]"#
    )
    #expect(
      inside == [
        "scroll of inner: box, which holds it, is hidden, so no touch reaches it: nothing happens (UIKit's no-op)"
      ])
  }
}

/// A trace InsetSim writes reads back, whatever comes after a time point past the last event.
@Suite struct EndOfRunOrderTests {
  /// A time point after the last event moves the clock to it: the end-of-run note that follows is
  /// not earlier, so the trace's times only go forward and it reads back. A run the engine's turn
  /// limit cuts short never reaches a later time point: no snapshot of values the world never got
  /// to, and a note that says so (check then fails the point as never reached).
  @Test func aTimePointPastACutIsNotedNotSnapshotted() throws {
    let trace = try ScriptStepTests.run(
      ScriptStepTests.scenario(
        script: """
          [{"during": "viewDidLayoutSubviews", "async": true, "do": "setNeedsLayout"}], "observe": ["t=1.0"]
          """))
    #expect(!trace.entries.contains { $0.kind == .snapshot })
    let notes = trace.entries.suffix(2).compactMap(\.detail)
    #expect(notes.first?.hasPrefix("the simulation stops after 10000 run-loop turns") == true)
    #expect(notes.last == "observe 't=1.000' was never reached: the run stopped before it")
  }

  @Test func aNoteAfterALateTimePointKeepsTimeGoingForward() throws {
    let trace = try ScriptStepTests.run(
      ScriptStepTests.scenario(
        script: """
          [{"during": "viewDidDisappear", "set": "tabBar.hidden", "to": true}], "observe": ["viewDidAppear", "t=5.0"]
          """))
    let times = trace.entries.map(\.t)
    #expect(times == times.sorted())
    #expect(trace.entries.last?.kind == .note && trace.entries.last?.t == 5_000_000)
    let read = try TraceFile.decode(bytes: TraceFile.encodedBytes(trace), file: "t.trace.jsonl")
    #expect(read.entries.count == trace.entries.count)
  }

  /// Only a scroll view has an adjusted content inset (UIScrollView.adjustedContentInset,
  /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset): the app
  /// setting a plain view's frame writes the frame and nothing of a scroll view's, and calls no
  /// scroll view delegate.
  @Test func settingAPlainViewsFrameTouchesNoScrollViewValue() throws {
    let trace = try ScriptStepTests.run(
      """
      {"insetsim": 1, "os": "11.0", "device": "iPhone 8", "navigationController": {},
       "controller": {"name": "VC", "subviews": [{"id": "plain", "type": "view", "frame": [0, 0, 50, 50]}]},
       "script": [{"at": 1, "set": "plain.frame", "to": [0, 0, 10, 10]}]}
      """)
    let plain = trace.entries.filter { $0.object == "plain" }
    #expect(plain.contains { $0.property == .frame && $0.cause == .app })
    #expect(!plain.contains { $0.property == .adjustedContentInset })
    #expect(!trace.entries.contains { $0.name == "scrollViewDidChangeAdjustedContentInset" })
    #expect(!trace.entries.contains { $0.name == "adjustedContentInsetDidChange" })
  }

  /// A child's `"in"` may name its parent's root view, in `"children"` and in an `addChild` step
  /// alike: the child's view goes where it goes without `"in"`, the root view
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:): the container
  /// adds the child's view to its own view hierarchy).
  @Test func aChildInItsParentsRootViewGoesWhereItGoesWithoutIn() throws {
    func trace(_ inRoot: String, step: String) throws -> [TraceEntry] {
      try ScriptStepTests.run(
        """
        {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "root": "P",
         "controllers": {"P": {"children": [{"controller": "C"\(inRoot)}]}, "C": {}, "D": {}},
         "script": [{"at": 1, "do": "addChild", "controller": "D", "parent": "P"\(step)}]}
        """
      ).entries.filter { $0.kind != .snapshot }
    }
    let named = try trace(#", "in": "P.view""#, step: #", "in": "P.view""#)
    #expect(named == (try trace("", step: "")))
    #expect(named.contains { $0.object == "P.view" && $0.detail == "D.view at index 1" })
  }
}

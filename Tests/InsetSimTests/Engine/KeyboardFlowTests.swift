import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimSupport
@testable import InsetSimTrace

/// The keyboard around rotations and flows: its overlap is measured in the geometry the views have
/// when it is reported shown (rule keyboard.rotation), it hides when the controller whose text
/// field has it leaves the screen (keyboard.ownerLeaves), and it shows again when a navigation flow
/// or a full-screen dismissal brings that controller back (keyboard.restoredByNavigation,
/// keyboard.restoredAfterDismissal); across a tab switch it hides as the tab's view leaves the
/// window and comes back with the tab before iOS 18 (keyboard.tabSwitch.*); other comebacks are
/// outside the model (outside.keyboardResponder).
@Suite struct KeyboardFlowTests {
  static func run(_ text: String) throws -> Trace {
    Simulation.run(try Scenario.decode(text, file: "keyboard.scenario.json"))
  }

  /// The value `property` of `object` last took at or before `t` seconds.
  static func value(_ trace: Trace, _ object: String, _ property: Property, at t: Double)
    -> Value?
  {
    trace.entries.last {
      $0.kind == .change && $0.object == object && $0.property == property
        && $0.t <= Int64(t * 1_000_000)
    }?.to
  }

  /// The callbacks of `object` in order, by name.
  static func callbacks(_ trace: Trace, of object: String) -> [String] {
    trace.entries.compactMap {
      $0.kind == .callback && $0.object == object ? $0.name : nil
    }
  }

  static func tableRotation(os: String, device: String) -> String {
    """
    {"insetsim": 2, "os": "\(os)", "device": "\(device)",
     "root": {"navigationController": {"stack": ["Form"]}},
     "controllers": {"Form": {"rootView": {"id": "formTable", "type": "tableView", "rows": 30}}},
     "script": [{"at": 1, "do": "showKeyboard"}, {"at": 2, "do": "rotate", "to": "landscapeLeft"}]}
    """
  }

  /// KA2 (WebKit's WKScrollView.mm, docs/research/MODERN-RESEARCH.md): the overlap is
  /// view.frame.maxY − keyboard.minY. Once rotated, the table fills the 393-pt-tall window and the
  /// landscape keyboard is 219 pt (KB13), so the overlap is 219, not the portrait keyboard's
  /// 335 measured against the unrotated view (678).
  @Test func aRotatedTableViewControllerGetsTheLandscapeOverlap() throws {
    let trace = try Self.run(Self.tableRotation(os: "17.0", device: "iPhone 15"))
    #expect(
      Self.value(trace, "keyboard", .frame, at: 2.5)
        == .rect(Rect(y: 174, width: 852, height: 219)))
    #expect(Self.value(trace, "formTable", .keyboardInset, at: 2.5) == .number(219))
    #expect(
      Self.value(trace, "formTable", .adjustedContentInset, at: 2.5)
        == .insets(EdgeInsets(top: 32, bottom: 219)))
    let insets = trace.entries.compactMap {
      $0.kind == .change && $0.object == "formTable" && $0.property == .keyboardInset ? $0.to : nil
    }
    // Never more than the window is tall.
    #expect(!insets.contains { ($0.numberValue ?? 0) > 393 })
  }

  /// Before iOS 11 the controller writes contentInset.bottom = max(baseline, overlap) (KA5): the
  /// 193-pt landscape keyboard of iOS 8–10 (KB3, KB7) in the 375-pt-tall window overlaps 193.
  @Test func aRotatedTableViewControllerOnIOS10GetsTheLandscapeOverlap() throws {
    let trace = try Self.run(Self.tableRotation(os: "10.3", device: "iPhone 7"))
    #expect(
      Self.value(trace, "formTable", .contentInset, at: 2.5)
        == .insets(EdgeInsets(top: 32, bottom: 193)))
  }

  /// A rotation reports the keyboard hidden after the controllers' viewWillTransition, then shown
  /// again (apontious 2013; cordova-plugin-native-keyboard #30: willHide, didHide, willShow,
  /// didShow); from iOS 8 when the rotation ends (firefox-ios #31738: "reshows … once rotation
  /// finishes"), before iOS 8 once the rotated views are laid out.
  @Test func aRotationHidesThenShowsTheKeyboard() throws {
    let trace = try Self.run(Self.tableRotation(os: "17.0", device: "iPhone 15"))
    let rotation = trace.entries.filter {
      $0.t >= 2_000_000 && $0.kind == .callback
        && ($0.object == "keyboard" || $0.name == "viewWillTransition"
          || $0.name == "transitionCompletion")
    }.compactMap(\.name)
    #expect(
      rotation == [
        "viewWillTransition", "keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidHide",
        "transitionCompletion", "keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidShow",
      ])
    #expect(trace.entries.contains { $0.kind == .note && $0.rule == "keyboard.rotation" })

    let old = try Self.run(Self.tableRotation(os: "7.1", device: "iPhone 5s"))
    let oldOrder = old.entries.filter {
      $0.t >= 2_000_000 && $0.kind == .callback
        && ($0.name == "keyboardWillShow" || $0.name == "transitionCompletion")
    }.compactMap(\.name)
    #expect(oldOrder == ["keyboardWillShow", "transitionCompletion"])
  }

  /// hideKeyboard while the keyboard is reported hidden for a rotation: it is not shown again.
  @Test func hidingTheKeyboardDuringARotationKeepsItHidden() throws {
    let trace = try Self.run(
      """
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "root": "Home", "controllers": {"Home": {}},
       "script": [{"at": 1, "do": "showKeyboard"}, {"at": 2, "do": "rotate", "to": "landscapeLeft"},
                  {"at": 2.1, "do": "hideKeyboard"}]}
      """)
    #expect(Self.callbacks(trace, of: "keyboard").filter { $0 == "keyboardWillShow" }.count == 1)
    #expect(
      Self.value(trace, "keyboard", .frame, at: 3)
        == .rect(Rect(y: 852, width: 393, height: 335)))
  }

  static let popped = """
    {"insetsim": 2, "os": "17.0", "device": "iPhone 15",
     "root": {"navigationController": {"stack": ["List"]}},
     "controllers": {"List": {"subviews": [{"id": "list", "type": "tableView", "frame": "fill"}]},
       "Form": {"rootView": {"id": "formTable", "type": "tableView", "rows": 30}}},
     "script": [{"at": 1, "do": "push", "controller": "Form"}, {"at": 2, "do": "showKeyboard"},
                {"at": 3, "do": "pop"}]}
    """

  /// Popping the controller whose text field has the keyboard posts keyboardWillHide (rdar
  /// 15054825, openradar-mirror #4479), before the controller's viewWillDisappear (jianshu
  /// 0f23c9cf3fa2, the swipe back). The table it leaves takes its keyboard inset back though it is
  /// no longer on top (rule keyboard.scrollViewControllerAvoidance).
  @Test func poppingTheKeyboardsControllerHidesTheKeyboard() throws {
    let trace = try Self.run(Self.popped)
    let atPop = trace.entries.filter { $0.t == 3_000_000 && $0.kind == .callback }
      .compactMap { ($0.object ?? "") + "." + ($0.name ?? "") }
    let hide = try #require(atPop.firstIndex(of: "keyboard.keyboardWillHide"))
    let disappear = try #require(atPop.firstIndex(of: "Form.viewWillDisappear"))
    #expect(hide < disappear)
    #expect(trace.entries.contains { $0.kind == .note && $0.rule == "keyboard.ownerLeaves" })
    #expect(Self.value(trace, "formTable", .keyboardInset, at: 3.5) == .number(0))
    // 97.67 = the navigation bar at its measured y of 53.67 + 44 (docs/facts/conflicts.md C20).
    #expect(
      Self.value(trace, "formTable", .adjustedContentInset, at: 3.5)?.isSameOnScreen(
        as: .insets(EdgeInsets(top: 97.67, bottom: 34))) == true)
    // List comes back under a hidden keyboard: its guide is the safe area's strip (K2).
    #expect(
      Self.value(trace, "List", .keyboardLayoutGuideFrame, at: 3.5)
        == .rect(Rect(y: 818, width: 393, height: 34)))
    #expect(trace.stopNote == nil)
  }

  /// Before iOS 7 the hide during a navigation pop carried 0.35 s (rdar 15054825's printed
  /// userInfo, UIKIT-FLOWS K6).
  @Test func theHideOfAPopBeforeIOS7Lasts035Seconds() throws {
    let trace = try Self.run(
      Self.popped.replacingOccurrences(of: "\"17.0\"", with: "\"6.1\"")
        .replacingOccurrences(of: "iPhone 15", with: "iPhone 5"))
    let hide = try #require(
      trace.entries.first { $0.kind == .callback && $0.name == "keyboardWillHide" })
    #expect(hide.detail?.hasSuffix("0.350 s") == true)
  }

  /// The controller whose text field had the keyboard comes back after a push covered it: UIKit
  /// gives the text field its first responder again (https://stackoverflow.com/questions/41846155)
  /// as the pop begins, in the step that restores the input views the navigation controller kept
  /// for it, before its viewWillAppear (docs/facts/keyboard-restore.md KR1, KR4).
  @Test func aPopBackToTheKeyboardsControllerShowsTheKeyboardAgain() throws {
    let trace = try Self.run(
      """
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15",
       "root": {"navigationController": {"stack": ["Form"]}},
       "controllers": {"Form": {"rootView": {"id": "formTable", "type": "tableView"}},
         "Detail": {}},
       "script": [{"at": 1, "do": "showKeyboard"}, {"at": 2, "do": "push", "controller": "Detail"},
                  {"at": 3, "do": "hideKeyboard"}, {"at": 4, "do": "pop"}]}
      """)
    // The push hid the keyboard; the table took its inset back while Detail was on top, and
    // hideKeyboard found nothing to hide.
    #expect(Self.value(trace, "formTable", .keyboardInset, at: 2.5) == .number(0))
    #expect(
      trace.entries.contains { $0.kind == .note && $0.rule == "flow.noop" && $0.t == 3_000_000 })
    #expect(trace.stopNote == nil)
    // The pop: the keyboard shows again before Form's viewWillAppear.
    let afterPop = trace.entries.filter { $0.t == 4_000_000 && $0.kind == .callback }
    let show = try #require(afterPop.firstIndex { $0.name == "keyboardWillShow" })
    let appear = try #require(afterPop.firstIndex { $0.name == "viewWillAppear" })
    #expect(show < appear && afterPop[appear].object == "Form")
    #expect(Self.callbacks(trace, of: "keyboard").filter { $0 == "keyboardWillShow" }.count == 2)
    // The 335-pt keyboard of an iPhone 15 on iOS 17 (docs/facts/keyboard-heights.md KB11) covers
    // the table's bottom again (https://stackoverflow.com/questions/51548265).
    #expect(Self.value(trace, "formTable", .keyboardInset, at: 4.5) == .number(335))
    // The keyboard's frame rests on the restore's rule, which is low.
    let frame = try #require(
      trace.entries.last { $0.object == "keyboard" && $0.property == .frame && $0.t == 4_000_000 })
    #expect(frame.restsOn == RuleID("keyboard.restoredByNavigation"))
  }

  /// A full-screen presentation over the keyboard's controller, then its dismissal: the presenter's
  /// text field gets its first responder back once the dismissal has finished, after the
  /// presenter's viewDidAppear and the presented controller's viewDidDisappear
  /// (docs/facts/keyboard-restore.md KR2).
  @Test func aFullScreenDismissalShowsTheKeyboardAfterTheDidCallbacks() throws {
    let trace = try Self.run(
      """
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "root": "Home",
       "controllers": {"Home": {}, "Modal": {}},
       "script": [{"at": 1, "do": "showKeyboard"},
                  {"at": 2, "do": "present", "controller": "Modal", "style": "fullScreen"},
                  {"at": 3, "do": "dismiss"}]}
      """)
    #expect(trace.stopNote == nil)
    let names = trace.entries.filter { $0.t == 3_500_000 && $0.kind == .callback }.map {
      "\($0.object ?? "").\($0.name ?? "")"
    }
    let appeared = try #require(names.firstIndex(of: "Home.viewDidAppear"))
    let disappeared = try #require(names.firstIndex(of: "Modal.viewDidDisappear"))
    let show = try #require(names.firstIndex(of: "keyboard.keyboardWillShow"))
    #expect(appeared < show && disappeared < show)
  }

  /// The window rotated while the keyboard's controller was covered: the keyboard shown again by
  /// the pop is measured against the controller's view once it is laid out in landscape, 219 pt
  /// (docs/facts/keyboard-heights.md KB13: the landscape keyboard of a 393-wide Dynamic Island
  /// iPhone; the overlap is the view's maxY − the keyboard's minY, 393 − 174), not against its
  /// portrait frame.
  @Test func aKeyboardShownAgainAfterARotationIsMeasuredInTheNewGeometry() throws {
    let trace = try Self.run(
      """
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15",
       "root": {"navigationController": {"stack": ["Form"]}},
       "controllers": {"Form": {"rootView": {"id": "formTable", "type": "tableView"}},
         "Detail": {}},
       "script": [{"at": 1, "do": "showKeyboard"}, {"at": 2, "do": "push", "controller": "Detail"},
                  {"at": 3, "do": "rotate", "to": "landscapeLeft"}, {"at": 5, "do": "pop"}]}
      """)
    #expect(trace.stopNote == nil)
    #expect(Self.value(trace, "formTable", .keyboardInset, at: 5.5) == .number(219))
  }

  /// What a navigation controller kept, a presentation does not give back, and the reverse: a
  /// controller that left by a tab switch and comes back by a dismissal, or left by a dismissal
  /// and comes back by a push, stops the run (docs/facts/keyboard-restore.md KR1, KR2).
  @Test func aComebackByAnotherKeeperStopsTheRun() throws {
    let byTab = try Self.run(
      """
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15",
       "root": {"tabBarController": {"selected": 0, "tabs": ["Form", "Other"]}},
       "controllers": {"Form": {}, "Other": {}, "Modal": {}},
       "script": [{"at": 1, "do": "showKeyboard"}, {"at": 2, "do": "selectTab", "index": 1},
                  {"at": 3, "do": "present", "controller": "Modal", "style": "fullScreen"},
                  {"at": 4, "do": "selectTab", "index": 0}, {"at": 5, "do": "dismiss"}]}
      """)
    #expect(byTab.stopNote?.contains("outside.keyboardResponder") == true)
    let byDismissal = try Self.run(
      """
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15",
       "root": {"navigationController": {"stack": ["Home"]}},
       "controllers": {"Home": {}, "Modal": {}},
       "script": [{"at": 1, "do": "present", "controller": "Modal", "style": "fullScreen"},
                  {"at": 2, "do": "showKeyboard"}, {"at": 3, "do": "dismiss"},
                  {"at": 4, "do": "push", "controller": "Modal"}]}
      """)
    #expect(byDismissal.stopNote?.contains("outside.keyboardResponder") == true)
  }

  /// A controller waiting for a dismissal's end to get its keyboard back is popped first: the
  /// keyboard stays hidden; a sheet presented over it first stops the run.
  @Test func aRestoreWaitingForADismissalsEndIsDroppedOrStopped() throws {
    let script = """
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15",
       "root": {"navigationController": {"stack": ["Home", "Form"]}},
       "controllers": {"Home": {}, "Form": {}, "Modal": {}EXTRA},
       "script": [{"at": 1, "do": "showKeyboard"},
                  {"at": 2, "do": "present", "controller": "Modal", "style": "fullScreen"},
                  {"at": 3, "do": "dismiss", "animated": false}, SECOND]}
      """
    let popped = try Self.run(
      script.replacingOccurrences(of: "EXTRA", with: "").replacingOccurrences(
        of: "SECOND", with: #"{"at": 3, "do": "pop", "animated": false}"#))
    #expect(popped.stopNote == nil)
    #expect(Self.callbacks(popped, of: "keyboard").filter { $0 == "keyboardWillShow" }.count == 1)
    let covered = try Self.run(
      script.replacingOccurrences(of: "EXTRA", with: #", "Sheet": {}"#).replacingOccurrences(
        of: "SECOND",
        with: #"{"at": 3, "do": "present", "controller": "Sheet", "style": "pageSheet", "#
          + #""animated": false}"#))
    #expect(covered.stopNote?.contains("outside.keyboardResponder") == true)
  }

  /// The app shows the keyboard in the returning controller before the dismissal ends: its text
  /// field holds the first responder already, and UIKit restores nothing
  /// (docs/facts/keyboard-restore.md KR1).
  @Test func aKeyboardShownMeanwhileIsNotRestoredAgain() throws {
    let trace = try Self.run(
      """
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15",
       "root": {"navigationController": {"stack": ["Form"]}},
       "controllers": {"Form": {}, "Modal": {}},
       "script": [{"at": 1, "do": "showKeyboard"},
                  {"at": 2, "do": "present", "controller": "Modal", "style": "fullScreen"},
                  {"at": 3, "do": "dismiss"}, {"at": 3.1, "do": "showKeyboard"}]}
      """)
    #expect(trace.stopNote == nil)
    #expect(Self.callbacks(trace, of: "keyboard").filter { $0 == "keyboardWillShow" }.count == 2)
  }

  static func tabSwitch(os: String, device: String = "iPhone 15") -> String {
    """
    {"insetsim": 2, "os": "\(os)", "device": "\(device)",
     "root": {"tabBarController": {"selected": 0, "tabs": ["Form", "Other"]}},
     "controllers": {"Form": {"rootView": {"id": "formTable", "type": "tableView"}}, "Other": {}},
     "script": [{"at": 1, "do": "showKeyboard"}, {"at": 2, "do": "selectTab", "index": 1},
                {"at": 3, "do": "selectTab", "index": 0}]}
    """
  }

  /// The callbacks of every object at `t` seconds, as "object.name", in order.
  static func callbacks(_ trace: Trace, at t: Double) -> [String] {
    trace.entries.compactMap {
      $0.kind == .callback && $0.t == Int64(t * 1_000_000)
        ? "\($0.object ?? "").\($0.name ?? "")" : nil
    }
  }

  /// A tab switch away from the keyboard's controller, before iOS 18: UITabBarController resigns
  /// nothing itself; it sends the incoming tab beginAppearanceTransition:YES, the outgoing one
  /// beginAppearanceTransition:NO, then its transition view removes the outgoing view, whose text
  /// field resigns, before the did-callbacks (docs/facts/keyboard-restore.md KR6, KR8, KR9: the
  /// decompiled UIKitCore of iOS 26.1 at github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore).
  @Test func aTabSwitchHidesTheKeyboardAfterTheWillCallbacks() throws {
    let trace = try Self.run(Self.tabSwitch(os: "17.0"))
    let away = Self.callbacks(trace, at: 2)
    let hide = try #require(away.firstIndex(of: "keyboard.keyboardWillHide"))
    let willDisappear = try #require(away.firstIndex(of: "Form.viewWillDisappear"))
    let willAppear = try #require(away.firstIndex(of: "Other.viewWillAppear"))
    let didAppear = try #require(away.firstIndex(of: "Other.viewDidAppear"))
    #expect(willAppear < willDisappear && willDisappear < hide && hide < didAppear)
    // The table takes its inset back (rule keyboard.scrollViewControllerAvoidance).
    #expect(Self.value(trace, "formTable", .keyboardInset, at: 2.5) == .number(0))
  }

  /// Its tab selected again before iOS 18: the transition view kept the text field and asked it to
  /// become first responder when it can, so it gets it back as its view re-enters the window,
  /// after both tabs' will-callbacks and before the did-callbacks (KR8); the 335-pt keyboard of an
  /// iPhone 15 on iOS 17 (docs/facts/keyboard-heights.md KB11) covers the table's bottom again
  /// (https://stackoverflow.com/questions/51548265).
  @Test func aTabSelectedAgainBeforeIOS18ShowsTheKeyboardAgain() throws {
    let trace = try Self.run(Self.tabSwitch(os: "17.0"))
    #expect(trace.stopNote == nil)
    let back = Self.callbacks(trace, at: 3)
    let show = try #require(back.firstIndex(of: "keyboard.keyboardWillShow"))
    let willDisappear = try #require(back.firstIndex(of: "Other.viewWillDisappear"))
    let didAppear = try #require(back.firstIndex(of: "Form.viewDidAppear"))
    #expect(willDisappear < show && show < didAppear)
    #expect(Self.value(trace, "formTable", .keyboardInset, at: 3.5) == .number(335))
    let frame = try #require(
      trace.entries.last { $0.object == "keyboard" && $0.property == .frame && $0.t == 3_000_000 })
    #expect(frame.restsOn == RuleID("keyboard.tabSwitch.restored"))
  }

  /// From iOS 18 the tabs cross-fade through an animator that keeps no first responder (KR6,
  /// KR7): the text field resigns when the cross-fade ends, 0.5 s after the tap
  /// (https://dev.classmethod.jp/articles/ios18-uitabbarcontroller-lifecycle-change), and its tab
  /// selected again brings no keyboard back.
  @Test func aTabSelectedAgainFromIOS18BringsNoKeyboardBack() throws {
    let trace = try Self.run(Self.tabSwitch(os: "18.0"))
    #expect(trace.stopNote == nil)
    let hide = try #require(
      trace.entries.first { $0.object == "keyboard" && $0.name == "keyboardWillHide" })
    #expect(hide.t == 2_500_000)
    #expect(Self.callbacks(trace, of: "keyboard").filter { $0 == "keyboardWillShow" }.count == 1)
    #expect(Self.value(trace, "formTable", .keyboardInset, at: 4) == .number(0))
    #expect(
      trace.entries.contains {
        $0.kind == .note && $0.rule == "keyboard.tabSwitch.notRestored" && $0.t == 3_000_000
      })
  }

  /// Before iOS 7 no source says whether a tab selected again brings the keyboard back: the run
  /// stops.
  @Test func aTabSelectedAgainOnIOS6StopsTheRun() throws {
    let trace = try Self.run(Self.tabSwitch(os: "6.1", device: "iPhone 5"))
    #expect(trace.stopNote?.contains("outside.keyboardResponder") == true)
  }

  /// Before iOS 7 no source says whether a pop back brings the keyboard back: the run stops.
  @Test func aPopBackOnIOS6StopsTheRun() throws {
    let trace = try Self.run(
      """
      {"insetsim": 2, "os": "6.1", "device": "iPhone 5",
       "root": {"navigationController": {"stack": ["Form"]}},
       "controllers": {"Form": {}, "Detail": {}},
       "script": [{"at": 1, "do": "showKeyboard"}, {"at": 2, "do": "push", "controller": "Detail"},
                  {"at": 3, "do": "pop"}]}
      """)
    #expect(trace.stopNote?.contains("outside.keyboardResponder") == true)
  }

  /// A sheet over the controller whose text field has the keyboard: the presenter stays on screen
  /// and hears nothing, and no source prints what the keyboard does.
  @Test func aSheetOverTheKeyboardsControllerStopsTheRun() throws {
    let trace = try Self.run(
      """
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "root": "Home",
       "controllers": {"Home": {}, "Sheet": {}},
       "script": [{"at": 1, "do": "showKeyboard"},
                  {"at": 2, "do": "present", "controller": "Sheet", "style": "pageSheet"}]}
      """)
    #expect(trace.stopNote?.contains("outside.keyboardResponder") == true)
  }

  /// A keyboard shown over the sheet itself belongs to the sheet's controller: dismissing it hides
  /// the keyboard and the run goes on.
  @Test func dismissingTheSheetWithTheKeyboardHidesIt() throws {
    let trace = try Self.run(
      """
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "root": "Home",
       "controllers": {"Home": {}, "Sheet": {}},
       "script": [{"at": 1, "do": "present", "controller": "Sheet", "style": "pageSheet"},
                  {"at": 2, "do": "showKeyboard"}, {"at": 3, "do": "dismiss"}]}
      """)
    #expect(trace.stopNote == nil)
    #expect(Self.callbacks(trace, of: "keyboard").contains("keyboardDidHide"))
    #expect(
      Self.value(trace, "keyboard", .frame, at: 4)
        == .rect(Rect(y: 852, width: 393, height: 335)))
  }
}

import Foundation
import Testing

/// `order` and `called` expectations through `insetsim check`: a wrong order fails with exit 1 and
/// names the entry that came first.
@Suite struct TimingCheckCLITests {
  static let scenario = """
    {
      "insetsim": 1, "name": "wrong-order", "os": "10.3", "device": "iPhone 8",
      "navigationController": {}, "presentation": "pushed",
      "controller": { "name": "DetailViewController", "subviews": [] },
      "expect": [
        { "order": ["DetailViewController.viewWillAppear", "DetailViewController.viewDidLoad"], "source": "deliberately wrong" },
        { "called": "viewWillTransition", "times": 1, "source": "deliberately wrong" }
      ]
    }
    """

  @Test func aWrongOrderFailsAndNamesTheEntryThatCameFirst() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.scenario.utf8).write(to: folder.appendingPathComponent("wrong.scenario.json"))
    let r = try InsetsimBinary.run(["check", "wrong.scenario.json"], in: folder, timeout: 60)
    #expect(r.status == 1)
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    // viewDidLoad (its loadView's successor) is entry #… at t=0.100, before viewWillAppear: the
    // message names it.
    #expect(
      lines.first?.hasPrefix(
        "FAIL wrong-order: order DetailViewController.viewWillAppear → DetailViewController.viewDidLoad: DetailViewController.viewDidLoad came first: #"
      ) == true)
    #expect(lines.first?.contains(", before DetailViewController.viewWillAppear at #") == true)
    #expect(
      lines.dropFirst().first
        == "FAIL wrong-order: viewWillTransition called 1 time: viewWillTransition is called 0 times, not 1 [source: deliberately wrong]"
    )
    #expect(lines.last == "0 passed, 2 failed")
  }
}

/// The same through an app (format 2): a deliberately wrong order of a push fails `check` with exit
/// 1 and names the entry that came first; flows that cannot apply are written to the trace as
/// UIKit's no-ops.
@Suite struct AppFlowCLITests {
  static let app = """
    {
      "insetsim": 2, "name": "wrong-push-order", "os": "17.0", "device": "iPhone 15",
      "root": { "navigationController": { "stack": ["List"] } },
      "controllers": { "List": { "subviews": [] }, "Detail": { "subviews": [] } },
      "script": [
        { "at": 1.0, "do": "push", "controller": "Detail" },
        { "at": 2.0, "do": "pop" },
        { "at": 3.0, "do": "pop" },
        { "at": 4.0, "do": "dismiss" }
      ],
      "expect": [
        { "order": ["Detail.viewWillAppear", "List.viewWillDisappear"], "source": "deliberately wrong" },
        { "called": "List.viewDidLoad", "times": 1, "source": "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()" }
      ]
    }
    """

  @Test func aWrongOrderInAnAppFailsAndNamesTheEntryThatCameFirst() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.app.utf8).write(to: folder.appendingPathComponent("app.scenario.json"))
    let r = try InsetsimBinary.run(["check", "app.scenario.json"], in: folder, timeout: 60)
    #expect(r.status == 1)
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix(
        "FAIL wrong-push-order: order Detail.viewWillAppear → List.viewWillDisappear: List.viewWillDisappear came first: #"
      ) == true)
    #expect(lines.last == "1 passed, 1 failed")
  }

  @Test func aPopOfTheRootAndADismissWithNothingPresentedAreNoOpsInTheTrace() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.app.utf8).write(to: folder.appendingPathComponent("app.scenario.json"))
    let r = try InsetsimBinary.run(["run", "app.scenario.json"], in: folder, timeout: 60)
    #expect(r.status == 0)
    let text = r.stdout.replacingOccurrences(of: "\n                     ", with: " ")
    // UIKit's popViewController on a stack of one returns nil; dismiss with nothing presented does
    // nothing.
    #expect(
      text.contains(
        "note     popViewController on navigationController, whose stack holds only its root List: nothing happens (UIKit's no-op) [flow.noop]"
      ))
    #expect(
      text.contains(
        "note     dismiss: nothing is presented: nothing happens (UIKit's no-op) [flow.noop]"))
  }
}

/// A run that stops before its end fails `check` with its note, unless the scenario expects that
/// stop.
@Suite struct StoppedRunCLITests {
  static let raising = """
    {
      "insetsim": 2, "name": "raises", "os": "17.0", "device": "iPhone 15", "root": "Home",
      "controllers": { "Home": {}, "Modal": {} },
      "script": [
        { "at": 1.0, "do": "present", "controller": "Modal", "style": "fullScreen", "animated": false },
        { "at": 2.0, "do": "present", "controller": "Modal", "style": "fullScreen", "animated": false }
      ],
      "expect": [ { "called": "Modal.viewDidAppear", "times": 1, "source": "the first presentation completes" } ]
    }
    """

  /// It printed "1 passed, 0 failed" although UIKit would have crashed the app at the second
  /// present.
  @Test func aRunThatStopsFailsCheck() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.raising.utf8).write(to: folder.appendingPathComponent("raises.scenario.json"))
    let r = try InsetsimBinary.run(["check", "raises.scenario.json"], in: folder, timeout: 60)
    #expect(r.status == 1)
    #expect(
      r.stdout.hasPrefix(
        "FAIL raises: the run stops before its end, so no value after it is known: the simulation stopped: present of Modal, which is already in a container or presented"
      ))
    #expect(r.stdout.hasSuffix("1 passed, 1 failed\n"))
  }

  @Test func aStopTheScenarioExpectsPasses() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = Self.raising.replacingOccurrences(
      of: #""expect": ["#,
      with: #""expect": [ { "stops": "flow.raises", "source": "UIKit raises" },"#)
    try Data(text.utf8).write(to: folder.appendingPathComponent("raises.scenario.json"))
    let r = try InsetsimBinary.run(["check", "raises.scenario.json"], in: folder, timeout: 60)
    #expect(r.status == 0, "\(r.stdout)")
    #expect(r.stdout == "2 passed, 0 failed\n")
    let wrong = Self.raising.replacingOccurrences(
      of: #""expect": ["#, with: #""expect": [ { "stops": "flow.noop", "source": "x" },"#)
    try Data(wrong.utf8).write(to: folder.appendingPathComponent("wrong.scenario.json"))
    let refused = try InsetsimBinary.run(["check", "wrong.scenario.json"], in: folder, timeout: 60)
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains(
        "expect[0].stops: 'flow.noop' does not stop a run; expected one of flow.raises, flow.duringTransition.notModelled"
      ))
  }
}

/// `check` says what each passing value rests on, and `--min-confidence` fails those below it.
@Suite struct CheckConfidenceCLITests {
  /// S000-05: (0, 0, 0, 0) at viewWillAppear is the table's own (high); (64, 0, 49, 0) at
  /// viewDidAppear was set by legacy.autoAdjust.additive, medium in the catalogue.
  static let seed = InsetsimBinary.traces.appendingPathComponent(
    "seeds/S000-05-adjustment-between-appearances.scenario.json"
  ).path

  @Test func theSummaryCountsPassesByTheirRulesConfidence() throws {
    let r = try InsetsimBinary.run(["check", Self.seed], timeout: 60)
    #expect(r.status == 0)
    #expect(
      r.stdout == """
        values passed: 1 high, 1 medium, 0 low (the weakest rule under each); 0 orders, counts and traces
        2 passed, 0 failed

        """)
  }

  @Test func aPassBelowTheMinimumFailsNamingTheRule() throws {
    let r = try InsetsimBinary.run(["check", Self.seed, "--min-confidence", "high"], timeout: 60)
    #expect(r.status == 1)
    #expect(
      r.stdout.hasPrefix(
        "FAIL S000-05-adjustment-between-appearances: at viewDidAppear: tableView.contentInset is the expected (64, 0, 49, 0), but it rests on rule legacy.autoAdjust.additive (confidence medium), below --min-confidence high"
      ))
    #expect(r.stdout.hasSuffix("1 passed, 1 failed\n"))
    let bad = try InsetsimBinary.run(["check", Self.seed, "--min-confidence", "hgh"], timeout: 60)
    #expect(bad.status == 2)
    #expect(
      bad.stderr.contains(
        "Unknown confidence 'hgh'; expected high, medium or low. Did you mean 'high'?"))
  }
}

/// Outside the model, never a confident answer: a value set after the run went on past a behaviour
/// the model does not simulate is assumed, and `check` fails it unless the scenario accepts the
/// assumption.
@Suite struct AssumedValueCLITests {
  static let scenario = InsetsimBinary.traces.appendingPathComponent(
    "transitions/sheet-medium-detent-keyboard.scenario.json"
  ).path

  @Test func anAcceptedAssumptionPasses() throws {
    let r = try InsetsimBinary.run(["check", Self.scenario], timeout: 60)
    #expect(r.status == 0, "\(r.stdout)")
  }

  @Test func anAssumedValueFailsUnlessAccepted() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try String(contentsOfFile: Self.scenario, encoding: .utf8)
      .replacingOccurrences(of: #"  "assumptions": ["outside.sheetKeyboard"],"# + "\n", with: "")
    try Data(text.utf8).write(to: folder.appendingPathComponent("s.scenario.json"))
    let r = try InsetsimBinary.run(["check", "s.scenario.json"], in: folder, timeout: 60)
    #expect(r.status == 1)
    #expect(
      r.stdout.contains(
        "keyboard.frame is the expected (0, 517, 393, 335), but it is assumed: the run went on past outside.sheetKeyboard, a behaviour outside the model"
      ))
    let print = try InsetsimBinary.run(
      ["print", "s.scenario.json", "--at", "keyboard.keyboardDidShow"], in: folder, timeout: 60)
    #expect(print.stdout.contains("(assumed: outside.sheetKeyboard)"))
    let bad = text.replacingOccurrences(
      of: #""root": "Home","#, with: #""root": "Home", "assumptions": ["outside.sheetKeyboad"],"#)
    try Data(bad.utf8).write(to: folder.appendingPathComponent("b.scenario.json"))
    let refused = try InsetsimBinary.run(["check", "b.scenario.json"], in: folder, timeout: 60)
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains(
        "assumptions[0]: 'outside.sheetKeyboad' is not a behaviour a run goes on past; expected one of outside.sheetKeyboard"
      ))
  }
}

/// `called` with `between: [FROM, TO]` counts only the calls between two points (the format-2
/// contract's "not called until the modal appears").
@Suite struct CalledBetweenCLITests {
  static let scenario = InsetsimBinary.traces.appendingPathComponent(
    "order/called-between-modal.scenario.json"
  ).path

  @Test func aWrongCountBetweenTwoPointsFailsNamingThem() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try String(contentsOfFile: Self.scenario, encoding: .utf8)
      .replacingOccurrences(of: #""times": 0, "between""#, with: #""times": 1, "between""#)
    try Data(text.utf8).write(to: folder.appendingPathComponent("c.scenario.json"))
    let r = try InsetsimBinary.run(["check", "c.scenario.json"], in: folder, timeout: 60)
    #expect(r.status == 1)
    #expect(
      r.stdout.contains(
        "FAIL called-between-modal: Home.viewWillAppear called 1 time between Modal.viewDidAppear and Modal.viewWillDisappear: "
          + "Home.viewWillAppear is called 0 times between Modal.viewDidAppear and Modal.viewWillDisappear, not 1"
      ))
    let bad = text.replacingOccurrences(
      of: #""between": ["Modal.viewDidAppear", "Modal.viewWillDisappear"]"#,
      with: #""between": ["Modal.viewDidAppear"]"#)
    try Data(bad.utf8).write(to: folder.appendingPathComponent("b.scenario.json"))
    let refused = try InsetsimBinary.run(["check", "b.scenario.json"], in: folder, timeout: 60)
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains(
        "expect[0].between: found an array of 1 point; expected two points, [FROM, TO]"))
  }
}

/// `changed` and `unchanged` hold a value between two points in a file, as expectChange /
/// expectNoChange do in a test: S000-05's contentInset changes between the appearances (0 → 64/49),
/// the view's frame does not.
@Suite struct ValueChangeCLITests {
  static let scenario = InsetsimBinary.traces.appendingPathComponent(
    "seeds/S000-05b-changed-between-appearances.scenario.json"
  ).path

  @Test func theWrongKindFailsWithTheValuesAndTheRule() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try String(contentsOfFile: Self.scenario, encoding: .utf8)
      .replacingOccurrences(
        of: #""changed": "tableView.contentInset""#, with: #""unchanged": "tableView.contentInset""#
      )
      .replacingOccurrences(
        of: #""unchanged": "ViewController.view.frame""#,
        with: #""changed": "ViewController.view.frame""#)
    try Data(text.utf8).write(to: folder.appendingPathComponent("c.scenario.json"))
    let r = try InsetsimBinary.run(["check", "c.scenario.json"], in: folder, timeout: 60)
    #expect(r.status == 1)
    #expect(
      r.stdout.contains(
        "tableView.contentInset unchanged between viewWillAppear and viewDidAppear: (0, 0, 0, 0) → (64, 0, 49, 0), changed by #44 rule legacy.autoAdjust.additive"
      ))
    #expect(
      r.stdout.contains(
        "ViewController.view.frame changed between viewWillAppear and viewDidAppear: it is (0, 0, 375, 667) at both"
      ))
    #expect(r.stdout.hasSuffix("0 passed, 2 failed\n"))
    let bad = text.replacingOccurrences(
      of: #""changed": "ViewController.view.frame""#,
      with: #""changed": "ViewController.view.fram""#)
    try Data(bad.utf8).write(to: folder.appendingPathComponent("b.scenario.json"))
    let refused = try InsetsimBinary.run(["check", "b.scenario.json"], in: folder, timeout: 60)
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains("'ViewController.view' has no tracked property 'fram' on iOS 10.3"))
    #expect(refused.stderr.contains("Did you mean 'ViewController.view.frame'?"))
  }
}

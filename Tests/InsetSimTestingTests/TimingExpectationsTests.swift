import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimTesting
@testable import InsetSimTrace

/// expectOrder and expectCalled read the trace as `insetsim check` does.
@Suite struct TimingExpectationsTests {
  /// The seed example on iOS 17: viewWillAppear, viewIsAppearing (once), viewDidAppear (WWDC23
  /// 10055 [2:17]–[4:35]).
  static let trace = Simulation.run(.seedExample(os: OSVersion(17, 0)))

  @Test func theRightOrderHolds() {
    expectOrder(Self.trace, ["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear"])
    expectCalled(Self.trace, "viewIsAppearing", times: 1)
    expectCalled(Self.trace, "viewWillTransition", times: 0)
  }

  @Test func aWrongOrderNamesTheEntryThatCameFirst() throws {
    let message = try #require(
      TraceTiming.order(
        [CallbackRef("viewDidAppear"), CallbackRef("viewWillAppear")], in: Self.trace,
        controller: "ViewController"))
    let willAppear = try #require(
      Self.trace.entries.first { $0.kind == .callback && $0.name == "viewWillAppear" })
    #expect(
      message.hasPrefix(
        "viewWillAppear came first: #\(willAppear.seq) t=0.000, before viewDidAppear at #"))
  }

  @Test func aWrongCountSaysHowOftenAndWhere() throws {
    let message = try #require(
      TraceTiming.called(
        CallbackRef("viewIsAppearing"), times: 2, in: Self.trace, controller: "ViewController"))
    #expect(message.hasPrefix("viewIsAppearing is called 1 time, not 2: #"))
  }

  /// "Not called until the modal appears": a full-screen modal's viewDidAppear comes after its
  /// viewWillAppear, never between the presenter's viewDidAppear and it (UIKit's appearance order,
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)).
  @Test func aCountBetweenTwoPoints() throws {
    let scenario = try Scenario.decode(
      #"""
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "root": "A",
       "controllers": {"A": {}, "B": {}},
       "script": [{"at": 1.0, "do": "present", "controller": "B", "style": "fullScreen"}]}
      """#, file: "between.scenario.json")
    let trace = Simulation.run(scenario)
    expectCalled(
      trace, "B.viewDidAppear", times: 0, between: ("A.viewDidAppear", "B.viewWillAppear"))
    expectCalled(trace, "B.viewDidAppear", times: 1, between: ("B.viewWillAppear", "t=2.0"))
    #expect(TraceTiming.point("second List.viewDidAppear") != nil)
    #expect(TraceTiming.point("fourth List.viewDidAppear") == nil)
    #expect(TraceTiming.point("t=1.40") == .time(1_400_000))
  }
}

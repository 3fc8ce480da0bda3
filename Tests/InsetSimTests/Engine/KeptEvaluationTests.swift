import Testing

@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimRules

/// `explain` of a value no rule moved says which rules evaluated it and why none changed it.
@Suite struct KeptEvaluationTests {
  /// A child whose view lies inside its parent's safe area: Apple's safeAreaInsets page says a view
  /// other than the root "reflect[s] only the portion of the view that is covered", so a view that
  /// nothing covers keeps (0, 0, 0, 0) — the child safe-area rule evaluates it and leaves it.
  static let childInside = """
    {"insetsim": 2, "name": "child-inside", "os": "12.4", "device": "iPhone 8", "root": "Container",
     "controllers": {
       "Container": {"additionalSafeAreaInsets": [0, 0, 80, 0],
                     "children": [{"controller": "Child", "frame": [0, 100, 375, 200]}]},
       "Child": {"subviews": []}}}
    """

  @Test func aChildInsideTheSafeAreaIsEvaluatedAndLeftAtZero() throws {
    let scenario = try Scenario.decode(Self.childInside, file: "child-inside.scenario.json")
    let (trace, kept) = Simulation.evaluations(of: "Child.view", .safeAreaInsets, in: scenario)
    #expect(kept.map(\.rule) == [Rule.safeAreaChild.id])
    #expect(kept.first?.value == .insets(.zero))
    #expect(kept.first?.why.contains("lies inside") == true)
    let text = ExplainRenderer(object: "Child.view", property: .safeAreaInsets, kept: kept)
      .render(trace)
    #expect(text.contains("Child.view.safeAreaInsets stayed (0, 0, 0, 0)"))
    #expect(text.contains("rule safeArea.child"))
  }

  /// A run that does not watch keeps nothing, and its trace is the plain run's.
  @Test func theWatchedRunWritesThePlainRunsTrace() throws {
    let scenario = try Scenario.decode(Self.childInside, file: "child-inside.scenario.json")
    let (trace, _) = Simulation.evaluations(of: "Child.view", .safeAreaInsets, in: scenario)
    #expect(trace.entries == Simulation.run(scenario).entries)
  }

  /// adjustedContentInset came with iOS 11 (UIScrollView.h: API_AVAILABLE(ios(11.0))).
  @Test func aValueTheReleaseLacksIsSaidToBeAbsent() {
    let scenario = Scenario.seedExample(os: OSVersion(10, 3))
    let (trace, kept) = Simulation.evaluations(of: "tableView", .adjustedContentInset, in: scenario)
    let text = ExplainRenderer(object: "tableView", property: .adjustedContentInset, kept: kept)
      .render(trace)
    #expect(text.contains("does not exist on iOS 10.3"))
  }
}

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

@Suite struct ScenarioBuilderTests {
  /// S000-12: tabBar.hidden set in viewWillAppear keeps the 49 pt bottom inset
  /// (seed 000, TabBar隐藏的方式: docs/facts/seed-observations.md).
  @Test func builtScenarioRunsLikeItsJSONTwin() throws {
    let built = try #require(Scenario(name: "S000-12", os: OSVersion(10, 3), device: "iPhone 8"))
      .inTabBarController()
      .inNavigationController()
      .adding(
        .table(
          rows: 30, rowHeight: 40, header: 64, footer: 49,
          frame: .rect(Rect(width: 375, height: 667)))
      )
      .during("viewWillAppear", set: "tabBar.hidden", to: .bool(true))
      .observing("viewWillAppear", "viewDidAppear")
      .validated()
    let trace = Simulation.run(built)
    #expect(
      trace.snapshot(at: "viewWillAppear")?.values?.value("tableView", .contentInset)
        == .insets(.zero))
    #expect(
      trace.snapshot(at: "viewDidAppear")?.values?.value("tableView", .contentInset)
        == .insets(EdgeInsets(top: 64, bottom: 49)))
  }

  @Test func validationNamesAnUnknownCallback() throws {
    let s = try #require(Scenario(name: "typo", os: OSVersion(10, 3), device: "iPhone 8"))
      .during("viewWillApear", set: "tabBar.hidden", to: .bool(true))
    #expect(throws: InputError.self) { try s.validated() }
  }
}

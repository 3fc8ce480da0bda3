import Foundation
import Testing

@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// A hosting controller's sizing options and the moment its content lays out. Sources:
/// Apple's UIHostingControllerSizingOptions.preferredContentSize ("tracks its content's ideal
/// size in its preferred content size", iOS 16.0 in the SDK interfaces), fatbobman's
/// measurement that onAppear runs "after layout but before rendering", and the SDK interface
/// where _UIHostingView overrides layoutSubviews (docs/facts/hosting-controller.md).
@Suite struct HostingControllerTests {
  static func app(os: String = "17.0", hosting: String) -> String {
    """
    {"insetsim": 2, "name": "hosting", "os": "\(os)", "device": "iPhone 15",
     "root": "Card", "controllers": {"Card": {"hostingController": \(hosting)}}}
    """
  }

  @Test func preferredContentSizeTakesTheIdealSizeOnlyWithTheOption() throws {
    let with = try Scenario.decode(
      Self.app(hosting: #"{"sizingOptions": ["preferredContentSize"], "idealSize": [300, 200]}"#),
      file: "h.scenario.json")
    let sim = Simulation(scenario: with)
    sim.runToEnd()
    let card = sim.controller(named: "Card")
    #expect(
      sim.world.size(sim.controllers[card].object, .preferredContentSize)
        == Size(width: 300, height: 200))
    // Without the option UIKit's default stays: nothing writes preferredContentSize.
    let without = try Scenario.decode(
      Self.app(hosting: #"{"sizingOptions": []}"#), file: "h.scenario.json")
    let plain = Simulation(scenario: without)
    plain.runToEnd()
    let c = plain.controller(named: "Card")
    #expect(plain.world.value(plain.controllers[c].object, .preferredContentSize) == nil)
  }

  @Test func sizingOptionsBeforeIOS16OrWithoutAnIdealSizeAreInputErrors() {
    #expect(throws: InputError.self) {
      try Scenario.decode(
        Self.app(os: "15.0", hosting: #"{"sizingOptions": []}"#), file: "h.scenario.json")
    }
    #expect(throws: InputError.self) {
      try Scenario.decode(
        Self.app(hosting: #"{"sizingOptions": ["preferredContentSize"]}"#),
        file: "h.scenario.json")
    }
    // An ideal size only .preferredContentSize reads would change nothing: refused, not dropped.
    #expect(throws: InputError.self) {
      try Scenario.decode(
        Self.app(hosting: #"{"idealSize": [300, 200]}"#), file: "h.scenario.json")
    }
  }

  @Test func theContentLaysOutAndAppearsInsideTheHostingViewsLayoutBeforeViewDidAppear() throws {
    let s = try Scenario.decode(Self.app(hosting: "{}"), file: "h.scenario.json")
    let names = Simulation.run(s).entries.compactMap { e -> String? in
      switch (e.kind, e.name) {
      case (.callback, "viewIsAppearing"), (.callback, "viewWillLayoutSubviews"),
        (.callback, "viewDidLayoutSubviews"), (.callback, "viewDidAppear"), (.event, "onAppear"):
        return e.name
      case (.change, _) where e.property == .swiftUISafeAreaInsets: return "swiftUISafeAreaInsets"
      default: return nil
      }
    }
    #expect(
      names == [
        "viewIsAppearing", "viewWillLayoutSubviews", "swiftUISafeAreaInsets", "onAppear",
        "viewDidLayoutSubviews", "viewDidAppear",
      ])
  }
}

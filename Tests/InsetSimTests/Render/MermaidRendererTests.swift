import Foundation
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

/// The sequence diagram's shape: a participant per owner, a numbered message per callback, a `rect`
/// per run-loop turn, the layout pass as an activation, and no text line long enough to widen a
/// column past about 40 characters.
@Suite struct MermaidRendererTests {
  @Test func theSeedExampleHasAParticipantPerOwnerAndARectPerTurn() {
    let text = MermaidRenderer().render(Simulation.run(.seedExample(os: OSVersion(10, 3))))
    let participants = text.split(separator: "\n").filter { $0.hasPrefix("  participant ") }
    // UIKit (with the window and status bar), the tab bar controller, the navigation controller,
    // the controller.
    #expect(
      participants == [
        "  participant UIKit", "  participant P1 as tabBarController",
        "  participant P2 as navigationController",
        "  participant P3 as ViewController",
      ])
    // Turn 0 (launch and first layout at t = 0) and turn 1 (viewDidAppear one frame later, t =
    // 0.017 s).
    #expect(
      text.contains("  rect rgb(238, 242, 247)\n  Note over UIKit,P3: turn 0 · t = 0.000 s\n"))
    #expect(
      text.contains(
        "  rect rgb(250, 246, 236)\n  Note over UIKit,P3: turn 1 · t = 0.017 s\n  UIKit->>P3: viewDidAppear\n  end\n"
      ))
    // The layout pass: viewWillLayoutSubviews activates the controller, the view's layoutSubviews
    // is nested; explicit statements, since `UIKit->>-P3` would deactivate UIKit.
    #expect(
      text.contains(
        "  UIKit->>P3: viewWillLayoutSubviews\n  activate P3\n  UIKit->>P3: view.layoutSubviews\n"
          + "  UIKit->>P3: viewDidLayoutSubviews\n  deactivate P3\n"
      ))
  }

  @Test(arguments: RendererGoldenTests.scenarioFiles)
  func blocksAndActivationsBalanceAndLinesStayShort(_ path: String) throws {
    let text = MermaidRenderer().render(Simulation.run(try Scenario.load(path: path)))
    var depth = 0
    var active: [String: Int] = [:]
    for line in text.split(separator: "\n").map(String.init) {
      if line.hasPrefix("  rect ") {
        depth += 1
        #expect(depth == 1)
      }
      if line == "  end" {
        depth -= 1
        #expect(active.values.allSatisfy { $0 == 0 }, "an activation outlives its turn in \(path)")
      }
      // Mermaid's activations (https://mermaid.js.org/syntax/sequenceDiagram.html#activations):
      // `A->>+B` activates B, `A->>-B` deactivates A (the sender), and `activate X` / `deactivate
      // X` say it outright. Deactivating an inactive participant fails to render
      // ("Trying to inactivate an inactive participant").
      let sender = String(line.dropFirst(2).prefix { $0 != "-" })
      if let r = line.range(of: "->>+") {
        active[String(line[r.upperBound...].prefix { $0 != ":" }), default: 0] += 1
      }
      var deactivated: String?
      if line.range(of: "->>-") != nil { deactivated = sender }
      if line.hasPrefix("  activate ") { active[String(line.dropFirst(11)), default: 0] += 1 }
      if line.hasPrefix("  deactivate ") { deactivated = String(line.dropFirst(13)) }
      if let a = deactivated {
        active[a, default: 0] -= 1
        #expect(active[a, default: 0] >= 0, "deactivating an inactive participant in \(path)")
      }
      #expect(!line.contains(";") && !line.contains("#"))
      guard let colon = line.firstIndex(of: ":"), !line.hasPrefix("  Note over UIKit,") else {
        continue
      }
      for part in line[line.index(after: colon)...].components(separatedBy: "<br/>") {
        #expect(
          part.trimmingCharacters(in: .whitespaces).count <= 40, "a long line in \(path): \(part)")
      }
    }
    #expect(depth == 0)
  }
}

import Foundation
import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimSupport
@testable import InsetSimTrace

/// The limit on pictures of the screen: a set past ``ScreenRenderer/maxDrawings`` is counted
/// before any picture is drawn, and the renderer draws the pictures that fit and says how many
/// more there were, rather than taking minutes and gigabytes.
@Suite struct ScreenLimitTests {
  /// `views` scroll views under a navigation bar and a tab bar, rotated `rotations` times.
  static func run(views: Int, rotations: Int) throws -> Trace {
    let subviews = (0..<views).map {
      #"{"id": "v\#($0)", "type": "scrollView", "frame": [0, \#($0), 100, 100], "contentSize": [100, 1000]}"#
    }.joined(separator: ", ")
    let script = (0..<rotations).map {
      #"{"at": \#(Double($0 + 1) / 10), "do": "rotate", "to": "\#($0 % 2 == 0 ? "landscapeLeft" : "portrait")"}"#
    }.joined(separator: ", ")
    let text =
      #"{"insetsim": 1, "os": "17.0", "device": "iPhone 15", "navigationController": {}, "tabBarController": {}, "controller": {"name": "VC", "subviews": [\#(subviews)]}, "script": [\#(script)]}"#
    return Simulation.run(
      try Scenario(json: try JSONParser.parse(text), file: "limit.scenario.json"))
  }

  /// A picture may draw every scroll view of the run, so the count grows with pictures × views.
  @Test func theSizeCountsEveryScrollViewInEveryPicture() throws {
    let trace = try Self.run(views: 10, rotations: 0)
    let size = ScreenRenderer.size(of: trace, at: .observations)
    #expect(size.pictures == 1)
    #expect(size.objectsPerPicture >= 10)
    let more = ScreenRenderer.size(of: try Self.run(views: 20, rotations: 0), at: .observations)
    #expect(more.objectsPerPicture == size.objectsPerPicture + 10)
    #expect(size.fits)
  }

  /// 60 scroll views with a picture after each change: over the limit, so the first pictures that
  /// fit are drawn, then a panel that says how many were left out and why.
  @Test func aSetPastTheLimitDrawsWhatFitsAndSaysSo() throws {
    let trace = try Self.run(views: 60, rotations: 1)
    let size = ScreenRenderer.size(of: trace, at: .changes)
    #expect(!size.fits)
    #expect(size.drawings > ScreenRenderer.maxDrawings)
    let fit = size.picturesThatFit
    #expect(fit * size.objectsPerPicture <= ScreenRenderer.maxDrawings)
    let svg = ScreenRenderer(moments: .changes).render(trace)
    #expect(svg.components(separatedBy: "<clipPath id=").count - 1 == fit)
    #expect(svg.contains(">\(size.pictures - fit) more pictures not drawn</text>"))
    // The reason, wrapped under it: the count and the limit.
    #expect(svg.contains("\(size.drawings) drawings, over the limit of"))
    #expect(
      svg.contains(">\(ScreenRenderer.maxDrawings):")
        || svg.contains(" \(ScreenRenderer.maxDrawings):"))
  }
}

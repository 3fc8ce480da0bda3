import Foundation
import InsetSim
import Testing

/// Pictures of the screen past ``ScreenRenderer/maxDrawings`` are refused (exit 2) before any is
/// drawn, naming the moments that fit.
@Suite struct ScreenLimitCLITests: CorpusCLISuite {
  // MARK: - screens

  /// 100 scroll views rotated 10 times, a picture after each change: 2,298 pictures took 22 s,
  /// 1.26 GB and wrote 315 MB. Refused before any picture is drawn, naming the moments that fit.
  @Test func picturesPastTheLimitAreRefused() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let subviews = (0..<100).map {
      #"{"id": "v\#($0)", "type": "scrollView", "frame": [0, \#($0), 100, 100], "contentSize": [100, 1000]}"#
    }.joined(separator: ", ")
    let script = (0..<10).map {
      #"{"at": \#(Double($0 + 1) / 10), "do": "rotate", "to": "\#($0 % 2 == 0 ? "landscapeLeft" : "portrait")"}"#
    }.joined(separator: ", ")
    try Data(
      #"{"insetsim": 1, "os": "17.0", "device": "iPhone 15", "navigationController": {}, "tabBarController": {}, "controller": {"name": "VC", "subviews": [\#(subviews)]}, "script": [\#(script)]}"#
        .utf8
    ).write(to: folder.appendingPathComponent("many.scenario.json"))
    let r = try Self.run(
      [
        "run", "many.scenario.json", "--format", "screens", "--screens-at", "changes", "--out",
        "out.svg",
      ], in: folder)
    #expect(r.status == 2)
    #expect(
      r.stderr.hasPrefix(
        "Error: many.scenario.json: the pictures (--screens-at changes) would hold "),
      "\(r.stderr)")
    #expect(r.stderr.contains(" drawings, over the limit of \(ScreenRenderer.maxDrawings)"))
    #expect(r.stderr.contains("--screens-at points (1 picture)"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
    let points = try Self.run(
      ["run", "many.scenario.json", "--format", "screens", "--out", "out.svg"], in: folder)
    #expect(points.status == 0, "\(points.stderr)")
  }
}

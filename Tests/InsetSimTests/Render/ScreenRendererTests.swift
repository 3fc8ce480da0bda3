import Foundation
import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimSupport
@testable import InsetSimTrace

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The pictures of the screen and the run page: what they draw and say for the seed example,
/// well-formed XML, no script or network in the SVG, and a page that stands alone.
@Suite struct ScreenRendererTests {
  static func seed(_ major: Int, _ minor: Int) -> Trace {
    Simulation.run(.seedExample(os: OSVersion(major, minor)))
  }

  @Test func theSeedExampleOnIOS10DrawsTheBarsAsContentInset() throws {
    let svg = ScreenRenderer().render(Self.seed(10, 3))
    _ = try XMLDocument(xmlString: svg, options: [])
    #expect(!svg.contains("<script") && !svg.contains("href"))
    // UIKIT-FACTS, the seed example on iOS 10.3: contentInset (64, 0, 49, 0) = status bar 20 +
    // navigation bar 44 on top, tab bar 49 at the bottom, set by legacy.autoAdjust.additive; no
    // safe area and no adjustedContentInset before iOS 11.
    #expect(svg.contains(">tableView.contentInset (64, 0, 49, 0)</text>"))
    #expect(svg.contains("legacy.autoAdjust.additive"))
    #expect(!svg.contains("adjustedContentInset (64"))
    #expect(!svg.contains("safe area (64"))
    // Drawn to scale: an iPhone 8's 375 × 667 pt screen at the scale that fits 300 × 400 px.
    let scale = min(300.0 / 375, 400.0 / 667)
    #expect(svg.contains("width=\"\(ScreenRenderer.f(375 * scale))\""))
  }

  @Test func theSeedExampleOnIOS11DrawsSafeAreaAndAdjustedInset() {
    let svg = ScreenRenderer().render(Self.seed(11, 0))
    // UIKIT-FACTS, iOS 11: contentInset stays (0, 0, 0, 0); the bars arrive as the safe area
    // (64, 0, 49, 0) and adjustedContentInset (64, 0, 49, 0).
    #expect(svg.contains(">tableView.contentInset (0, 0, 0, 0)</text>"))
    #expect(svg.contains(">tableView.adjustedContentInset (64, 0, 49, 0)</text>"))
    #expect(svg.contains(">ViewController.view safe area (64, 0, 49, 0)</text>"))
    // A picture per observation point: viewWillAppear and viewDidAppear.
    #expect(svg.components(separatedBy: "<clipPath id=").count == 3)
  }

  @Test func sideBySideShowsEachConfiguration() throws {
    let svg = ScreenRenderer.sideBySide([
      ("iOS 10.3", Self.seed(10, 3)), ("iOS 11.0", Self.seed(11, 0)),
    ])
    _ = try XMLDocument(xmlString: svg, options: [])
    #expect(svg.contains(">iOS 10.3</text>") && svg.contains(">iOS 11.0</text>"))
    // Two panels of 460 px side by side fit a 946 px column.
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"936\""))
  }

  @Test func theRunPageStandsAlone() throws {
    let scenario = try Scenario.load(
      path: RendererGoldenTests.traces.appendingPathComponent(
        "seeds/S000-15-ios11-seed-example.scenario.json"
      ).path)
    let html = HTMLRenderer().render(Simulation.run(scenario))
    #expect(html.hasPrefix("<!doctype html>"))
    // No network and no external script or style: nothing is loaded from anywhere (the only
    // url() is a clip path's reference inside the page).
    for needle in ["<script src", "<link", "src=\"http", "url(http", "url(\"", "@import"] {
      #expect(!html.contains(needle), "the page loads something: \(needle)")
    }
    // The expectations with pass or fail, a moment per turn end and observation point, each with
    // its screen, and the timeline.
    #expect(html.contains("Expectations <span class=\"count\">3/3 hold</span>"))
    #expect(html.contains("id=\"moment\" type=\"range\""))
    #expect(html.contains("data-caption=\"at viewDidAppear · t = 0.017 s · turn 1\""))
    #expect(html.contains("<div class=\"timeline\">\n<svg"))
    #expect(html.contains("safeArea.automatic.contentScrollView"))
  }

  @Test func aSheetIsDrawnWhereItsFrameIs() throws {
    let scenario = try Scenario.load(
      path: RendererGoldenTests.traces.appendingPathComponent(
        "apps/present-page-sheet.scenario.json"
      ).path)
    let svg = ScreenRenderer().render(Simulation.run(scenario))
    // The scenario's summary: the sheet sits 10 pt below the safe-area top (59 + 10 = 69) with a
    // 56-pt navigation bar.
    #expect(svg.contains(">Form.view frame (0, 69, 393, 783)</text>"))
    #expect(svg.contains(">Form.navigationController.navigationBar frame (0, 69, 393,"))
  }
}

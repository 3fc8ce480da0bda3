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

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct RendererTests {
  let trace = Simulation.run(.seedExample(os: OSVersion(10, 3)))

  /// Free text (a name, a summary, a source) is shown as written in Markdown: `<` as an entity, so
  /// that `<!--` cannot hide the rest of a page (CommonMark: an HTML block starts at `<!--`), and
  /// `|` escaped in table cells.
  @Test func markdownShowsFreeTextAsWritten() throws {
    let scenario = try Scenario.decode(
      """
      {"insetsim": 1, "name": "hide-me", "summary": "a <!-- comment | and <b>", "os": "10.3", "device": "iPhone 8", "controller": {}}
      """, file: "x.scenario.json")
    let text = MarkdownRenderer().render(Simulation.run(scenario))
    #expect(text.contains("a &lt;!-- comment | and &lt;b>"))
    #expect(!text.contains("<!--"))
    #expect(DocumentationSite.cell("a|b<c") == "a\\|b&lt;c")
  }

  /// A run that stops says so in the diagram as in the trace: the note is drawn, not dropped.
  @Test func mermaidDrawsNotesSoACutRunDoesNotLookWhole() throws {
    let trace = Simulation.run(
      try Scenario.decode(
        """
        {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "root": "A", "controllers": {"A": {}, "B": {}},
         "script": [{"at": 1, "do": "present", "controller": "B"}, {"at": 2, "do": "present", "controller": "B"}]}
        """, file: "x.scenario.json"))
    let stop = try #require(trace.entries.last?.detail)
    #expect(stop.hasPrefix("the simulation stopped"))
    let mermaid = MermaidRenderer().render(trace)
    #expect(mermaid.contains("Note over UIKit: the simulation stopped - present of B"))
    #expect(mermaid.contains("<br/>flow.raises"))
  }

  @Test func svgIsWellFormedXMLWithALanePerChangedValue() throws {
    let svg = SVGRenderer().render(trace)
    let document = try XMLDocument(xmlString: svg, options: [])
    #expect(document.rootElement()?.name == "svg")
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""))
    // S000-05: the contentInset lane steps from (0, 0, 0, 0) to (64, 0, 49, 0) on iOS 10.3.
    #expect(svg.contains(">contentInset</text>"))
    // Each change is numbered, and its why is written under the plot.
    #expect(svg.contains("] (64, 0, 49, 0)</text>"))
    #expect(svg.contains(">why each value changed</text>"))
    #expect(svg.contains("legacy.autoAdjust.additive"))
    #expect(!svg.contains("<script"))
  }

  @Test func svgPutsTheContentInsetStepBetweenViewWillAppearAndViewDidAppear() throws {
    let svg = SVGRenderer().render(trace)
    func x(of marker: String) -> Double? {
      guard let range = svg.range(of: marker) else { return nil }
      let before = svg[..<range.lowerBound]
      guard let xr = before.range(of: "<text x=\"", options: .backwards) else { return nil }
      return Double(before[xr.upperBound...].prefix { $0 != "\"" })
    }
    let willAppear = try #require(x(of: ">viewWillAppear</text>"))
    let didAppear = try #require(x(of: ">viewDidAppear</text>"))
    let step = try #require(x(of: "] (64, 0, 49, 0)</text>"))
    #expect(willAppear < step && step < didAppear)
  }

  @Test func chromeTraceHasTheFieldsViewersRequire() throws {
    let json = try JSONParser.parse(ChromeTraceRenderer().render(trace))
    guard case .array(let events)? = json["traceEvents"] else {
      Issue.record("no traceEvents array")
      return
    }
    #expect(!events.isEmpty)
    for event in events {
      #expect(event["ph"] != nil && event["pid"] != nil && event["name"] != nil)
      if event["ph"] != .string("M") { #expect(event["ts"] != nil) }
      if event["ph"] == .string("X") { #expect(event["dur"] != nil && event["tid"] != nil) }
    }
    #expect(
      events.contains {
        $0["ph"] == .string("C") && $0["name"] == .string("tableView.contentInset.top")
      })
    #expect(events.contains { $0["ph"] == .string("M") && $0["name"] == .string("thread_name") })
  }

  @Test func mermaidIsASequenceDiagramWithTheAdjustmentAsANote() {
    let text = MermaidRenderer().render(trace)
    #expect(text.hasPrefix("sequenceDiagram\n  autonumber\n  participant UIKit\n"))
    #expect(
      text.contains(
        "Note over P3: tableView.contentInset<br/>(0, 0, 0, 0) → (64, 0, 49, 0)<br/>legacy.autoAdjust.additive"
      ))
    #expect(!text.contains(";"))
  }

  @Test func markdownTablesHoldEveryChangeWithItsRule() {
    let text = MarkdownRenderer().render(trace)
    // Three columns, the why last, so it starts within a page's column.
    #expect(text.contains("| t (s) · turn | what | why |"))
    #expect(
      text.contains(
        "change `tableView.contentInset` (0, 0, 0, 0) → **(64, 0, 49, 0)** | "
          + "`legacy.autoAdjust.additive`"))
  }
}

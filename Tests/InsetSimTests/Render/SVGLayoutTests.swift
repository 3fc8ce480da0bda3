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

/// The timeline's layout measured, not looked at: every label's box (its character count × the
/// renderer's stated advance of 0.62 em, from 0.8 em above the baseline to 0.2 em below it, in the
/// monospaced font the SVG asks for — DejaVu Sans Mono and Menlo advance 0.602 em) lies inside the
/// picture and meets no other label's box, for a trace with six rotations and one with 26
/// callbacks.
@Suite struct SVGLayoutTests {
  /// iPhone X in a navigation controller, rotated six times one second apart (portrait ↔
  /// landscape).
  static let sixRotations = """
    {"insetsim": 1, "name": "six-rotations", "os": "11.0", "device": "iPhone X", "navigationController": {},
     "controller": {"name": "ViewController", "subviews": [{"id": "tableView", "type": "tableView", "frame": "fill", "rows": 30, "rowHeight": 40}]},
     "script": [{"at": 1, "do": "rotate", "to": "landscapeLeft"}, {"at": 2, "do": "rotate", "to": "portrait"},
                {"at": 3, "do": "rotate", "to": "landscapeLeft"}, {"at": 4, "do": "rotate", "to": "portrait"},
                {"at": 5, "do": "rotate", "to": "landscapeLeft"}, {"at": 6, "do": "rotate", "to": "portrait"}],
     "observe": ["viewDidAppear", "t=6.5"],
     "expect": [{"at": "viewDidAppear", "object": "ViewController.view", "property": "safeAreaInsets", "value": [88, 0, 34, 0],
                 "source": "UIKIT-FACTS §1.1: iPhone X portrait with a navigation bar (88,0,34,0)"},
                {"at": "t=6.5", "object": "ViewController.view", "property": "safeAreaInsets", "value": [88, 0, 34, 0],
                 "source": "UIKIT-FACTS §1.1: back in portrait, (88,0,34,0) again"}]}
    """
  /// Four layout passes at t = 0.5 on top of the first appearance: 26 callbacks, 12 of them in one
  /// instant.
  static let manyCallbacks = """
    {"insetsim": 1, "name": "many-callbacks", "os": "11.0", "device": "iPhone X", "navigationController": {},
     "controller": {"name": "ViewController", "subviews": [{"id": "tableView", "type": "tableView", "frame": "fill", "rows": 30, "rowHeight": 40}]},
     "script": [{"at": 0.5, "do": "setNeedsLayout"}, {"at": 0.5, "do": "layoutIfNeeded"}, {"at": 0.5, "do": "setNeedsLayout"},
                {"at": 0.5, "do": "layoutIfNeeded"}, {"at": 0.5, "do": "setNeedsLayout"}, {"at": 0.5, "do": "layoutIfNeeded"},
                {"at": 0.5, "do": "setNeedsLayout"}, {"at": 0.5, "do": "layoutIfNeeded"}],
     "observe": ["viewDidAppear"]}
    """

  static func trace(_ json: String) throws -> Trace {
    Simulation.run(try Scenario(json: try JSONParser.parse(json), file: "test"))
  }

  struct Box: CustomStringConvertible {
    var text: String
    var x0, y0, x1, y1: Double
    func meets(_ o: Box) -> Bool { x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1 }
    var description: String { "'\(text)' [\(x0)…\(x1) × \(y0)…\(y1)]" }
  }

  /// An attribute by name (FoundationXML on Linux does not find them by name under the SVG
  /// namespace).
  static func attr(_ e: XMLElement, _ name: String) -> String? {
    e.attributes?.first { $0.name == name || $0.localName == name }?.stringValue
  }

  static func elements(_ node: XMLNode) -> [XMLElement] {
    var out: [XMLElement] = []
    var pending: [XMLNode] = [node]
    while let n = pending.popLast() {
      if let e = n as? XMLElement { out.append(e) }
      pending += (n.children ?? []).reversed()
    }
    return out
  }

  static func layout(_ svg: String) throws -> (
    width: Double, height: Double, boxes: [Box], root: XMLElement
  ) {
    let document = try XMLDocument(xmlString: svg, options: [])
    let root = try #require(document.rootElement())
    let width = try #require(Double(Self.attr(root, "width") ?? ""))
    let height = try #require(Double(Self.attr(root, "height") ?? ""))
    let rootSize = Double(Self.attr(root, "font-size") ?? "") ?? 16
    var boxes: [Box] = []
    for e in elements(root) where e.name == "text" {
      #expect(
        Self.attr(e, "transform") == nil && Self.attr(e, "text-anchor") == nil,
        "measured text must be plain")
      let size = Double(Self.attr(e, "font-size") ?? "") ?? rootSize
      let x = try #require(Double(Self.attr(e, "x") ?? ""))
      let y = try #require(Double(Self.attr(e, "y") ?? ""))
      let text = e.stringValue ?? ""
      boxes.append(
        Box(
          text: text, x0: x, y0: y - 0.8 * size, x1: x + Double(text.count) * 0.62 * size,
          y1: y + 0.2 * size))
    }
    return (width, height, boxes, root)
  }

  @Test(arguments: ["sixRotations", "manyCallbacks"])
  func noLabelMeetsAnotherOrTheEdges(_ name: String) throws {
    let trace = try Self.trace(name == "sixRotations" ? Self.sixRotations : Self.manyCallbacks)
    let svg = SVGRenderer().render(trace)
    let (width, height, boxes, _) = try Self.layout(svg)
    #expect(boxes.count > 60)
    for b in boxes {
      #expect(
        b.x0 >= 0 && b.x1 <= width && b.y0 >= 0 && b.y1 <= height,
        "\(b) crosses the edge of \(width) × \(height)")
    }
    var overlaps: [String] = []
    for i in boxes.indices {
      for j in boxes.indices where j > i && boxes[i].meets(boxes[j]) {
        overlaps.append("\(boxes[i]) meets \(boxes[j])")
      }
    }
    #expect(
      overlaps.isEmpty,
      "\(overlaps.count) overlapping labels:\n\(overlaps.prefix(10).joined(separator: "\n"))")
    #expect(SVGRenderer.characterAdvance == 0.62)
    #expect(svg.contains("font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\""))
  }

  @Test func theTimelineGrowsWithTheTrace() throws {
    let six = try Self.trace(Self.sixRotations)
    let callbacks = six.entries.filter { $0.kind == .callback }.count
    let (width, _, _, _) = try Self.layout(SVGRenderer().render(six))
    // At least a column step per callback: the columns never squeeze below 26 px.
    #expect(width >= Double(callbacks) * SVGRenderer.columnStep)
    let many = try Self.trace(Self.manyCallbacks)
    // 26, the first traitCollectionDidChange of iOS 8–12 (rule traits.firstAppearance), and the
    // launch's second layout pass of a navigation controller's top (3 callbacks: rule
    // layout.passes.launch, after http://readke.com/c/0Z41505102021.html steps 5–10).
    #expect(many.entries.filter { $0.kind == .callback }.count == 30)
  }

  @Test func sixRotationsDrawSixAnimationsAndBothExpectations() throws {
    let svg = SVGRenderer().render(try Self.trace(Self.sixRotations))
    let (_, _, boxes, root) = try Self.layout(svg)
    let spans = Self.elements(root).filter { $0.name == "rect" && Self.attr($0, "class") == "mark" }
      .compactMap { $0.elements(forName: "title").first?.stringValue }.filter {
        $0.hasPrefix("rotation")
      }
    // LifecycleTiming.rotationDuration is 0.4 s: the first rotation runs from 1.000 to 1.400 s.
    #expect(spans.count == 6)
    #expect(boxes.contains { $0.text == "rotation to size (812, 375) 1.000–1.400 s" })
    #expect(boxes.contains { $0.text == "rotation to size (375, 812) 2.000–2.400 s" })
    // Both expectations hold (88, 0, 34, 0): two green marks with the source in their title.
    let holds = Self.elements(root).filter { $0.name == "g" && Self.attr($0, "class") == "mark" }
      .compactMap { $0.elements(forName: "title").first?.stringValue }.filter {
        $0.contains(" — holds")
      }
    #expect(holds.count == 2)
    #expect(holds.allSatisfy { $0.contains("source: UIKIT-FACTS §1.1") })
  }

  static var scenarioFiles: [String] { RendererGoldenTests.scenarioFiles }

  @Test(arguments: scenarioFiles)
  func everyMarkHasATitle(_ path: String) throws {
    let trace = Simulation.run(try Scenario.load(path: path))
    let (_, _, _, root) = try Self.layout(SVGRenderer().render(trace))
    var marks = 0
    for e in Self.elements(root) {
      let isMark = ["circle", "polygon"].contains(e.name ?? "") || Self.attr(e, "class") == "mark"
      guard isMark, (e.parent as? XMLElement).flatMap({ Self.attr($0, "class") }) != "mark" else {
        continue
      }
      marks += 1
      let title = e.elements(forName: "title").first?.stringValue ?? ""
      #expect(title.count > 2, "a \(e.name ?? "") without a title in \(path)")
    }
    // A mark per callback and per change after creation, at least.
    let drawn = trace.entries.filter {
      $0.kind == .callback
        || ($0.kind == .change && $0.cause != .initial && $0.property?.isInternal != true)
    }
    #expect(marks >= drawn.count)
  }

  @Test func anEmptyTraceAndADeviceRecordingStillDraw() throws {
    let empty = Trace(scenario: .object([("name", .string("empty"))]), entries: [])
    let recorded = try TraceFile.load(
      path: RendererGoldenTests.traces.appendingPathComponent(
        "recorded/seed-example-ios10.trace.jsonl"
      ).path)
    for trace in [empty, recorded] {
      let (width, height, boxes, _) = try Self.layout(SVGRenderer().render(trace))
      #expect(width >= 960 && height > 0 && !boxes.isEmpty)
      _ = try JSONParser.parse(ChromeTraceRenderer().render(trace))
      #expect(MermaidRenderer().render(trace).hasPrefix("sequenceDiagram\n  autonumber\n"))
    }
  }

  @Test func aChangesTitleHoldsItsValuesRuleAndArithmetic() throws {
    let svg = SVGRenderer().render(Simulation.run(.seedExample(os: OSVersion(10, 3))))
    // UIKIT-FACTS, seed example on iOS 10.3: +64 top (status bar 20 + navigation bar 44), +49
    // bottom (tab bar 49).
    #expect(
      svg.contains(
        "<title>tableView.contentInset (0, 0, 0, 0) → (64, 0, 49, 0)\nrule legacy.autoAdjust.additive"
      ))
    #expect(svg.contains("+64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)"))
  }
}

import Testing

@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimSupport
@testable import InsetSimTrace

/// The lists a prepared trace answers a window from give what a walk over every entry gives: the
/// drawn entries of the window (all, and each object's), the animation spans that overlap it and
/// the expectations it shows (those whose point it holds, the unreached ones in the window that
/// reaches the end). The walk is the definition; the prepared lists must agree with it for every
/// window.
@Suite struct PreparedTraceTests {
  /// Six rotations (six spans, some cut by any window), an expectation at a point reached once,
  /// one at the first appearance and one at a point never reached (nothing disappears).
  static let scenario = """
    {"insetsim": 1, "name": "prepared", "os": "11.0", "device": "iPhone X", "navigationController": {},
     "controller": {"name": "ViewController", "subviews": [{"id": "tableView", "type": "tableView", "frame": "fill", "rows": 30, "rowHeight": 40}]},
     "script": [{"at": 1, "do": "rotate", "to": "landscapeLeft"}, {"at": 2, "do": "rotate", "to": "portrait"},
                {"at": 3, "do": "rotate", "to": "landscapeLeft"}, {"at": 4, "do": "rotate", "to": "portrait"},
                {"at": 5, "do": "rotate", "to": "landscapeLeft"}, {"at": 6, "do": "rotate", "to": "portrait"}],
     "observe": ["viewDidAppear", "t=3.5", "viewDidDisappear"],
     "expect": [{"at": "t=3.5", "object": "ViewController.view", "property": "safeAreaInsets", "value": [32, 44, 21, 44],
                 "source": "UIKIT-FACTS: iPhone X with a navigation bar, landscape (32,44,21,44)"},
                {"at": "viewDidAppear", "object": "tableView", "property": "contentInset", "value": [0, 0, 0, 0],
                 "source": "UIKIT-FACTS: from iOS 11 the adjustment goes to adjustedContentInset"},
                {"at": "viewDidDisappear", "object": "ViewController.view", "property": "safeAreaInsets", "value": [88, 0, 34, 0],
                 "source": "UIKIT-FACTS: iPhone X with a navigation bar, portrait (88,0,34,0)"}]}
    """

  @Test func windowsSeeWhatAWalkOverEveryEntrySees() throws {
    let trace = Simulation.run(try Scenario(json: try JSONParser.parse(Self.scenario), file: "t"))
    let entries = trace.entries
    let prepared = PreparedTrace(trace)
    let spans = AnimationSpan.all(in: trace)
    #expect(spans.count == 6)
    #expect(prepared.checks.count == 3)
    for (check, point) in prepared.checks {
      let first = entries.firstIndex {
        $0.kind == .snapshot && $0.at == check.expectation.at.description
      }
      #expect(point == first)
    }
    #expect(prepared.checks.contains { $0.point == nil })
    let objects = Set(entries.compactMap(\.object))
    for lower in stride(from: 0, through: entries.count, by: 5) {
      for upper in stride(from: lower, through: entries.count + 2, by: 7) {
        let range = lower..<upper
        let drawn = entries.indices.filter {
          range.contains($0) && SVGRenderer.drawn(entries[$0])
        }
        #expect(Array(prepared.drawn(in: range)) == drawn)
        for object in objects {
          #expect(
            Array(prepared.drawn(of: object, in: range))
              == drawn.filter { entries[$0].object == object })
        }
        #expect(
          prepared.spans(overlapping: range)
            == spans.filter { $0.start < upper && $0.end >= lower })
        let shown = prepared.checks.indices.filter { k in
          guard let point = prepared.checks[k].point else { return upper >= entries.count }
          return range.contains(point)
        }
        #expect(prepared.checks(in: range) == shown)
      }
    }
  }
}

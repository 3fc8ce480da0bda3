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

/// The Chrome trace: slices that last their animation, events named by object.property, counters
/// only for values that change, the rule and its arithmetic in args; and a strict check of the
/// Trace Event Format
/// (phases, required fields, slices nested per thread) for every scenario.
@Suite struct ChromeTraceRendererTests {
  static func events(_ trace: Trace) throws -> [JSONValue] {
    let json = try JSONParser.parse(ChromeTraceRenderer().render(trace))
    guard case .array(let events)? = json["traceEvents"] else {
      throw InputError(file: "chrome", problem: "no traceEvents", expected: nil)
    }
    return events
  }

  static func number(_ v: JSONValue?) -> Double? { if case .number(let n)? = v { n } else { nil } }

  @Test func aRotationSliceLastsTheRotation() throws {
    let scenario = try Scenario.load(
      path: RendererGoldenTests.traces.appendingPathComponent(
        "devices/iPhone-X-navigation-rotation.scenario.json"
      ).path)
    let events = try Self.events(Simulation.run(scenario))
    let slice = try #require(
      events.first { $0["name"] == .string("ViewController.viewWillTransition") })
    #expect(slice["ph"] == .string("X"))
    // LifecycleTiming.rotationDuration: 0.4 s from the transition's first callback to
    // transitionCompletion, plus the 10 µs slice of transitionCompletion, which ends it;
    // viewWillTransition comes 10 µs after the first, willTransition(to: UITraitCollection) (the
    // rotation makes the height compact).
    #expect(Self.number(slice["dur"]) == 400_000)
    #expect(slice["args"]?["animation"] == .string("rotation to size (812, 375)"))
  }

  @Test func aPushLastsItsAnimation() throws {
    let scenario = try Scenario.load(
      path: RendererGoldenTests.traces.appendingPathComponent(
        "eras/legacy-push-hidesBottomBarWhenPushed.scenario.json"
      ).path)
    let events = try Self.events(Simulation.run(scenario))
    let push = try #require(
      events.first { $0["name"] == .string("navigationController.pushViewController") })
    // LifecycleTiming.pushDuration: viewDidAppear 0.35 s after the push starts (entries of one
    // instant are 10 µs apart).
    let dur = try #require(Self.number(push["dur"]))
    #expect(push["ph"] == .string("X") && abs(dur - 350_000) < 100)
  }

  @Test func changesCarryTheirRuleAndArithmeticAndCountersChange() throws {
    let events = try Self.events(Simulation.run(.seedExample(os: OSVersion(10, 3))))
    let change = try #require(
      events.first {
        $0["cat"] == .string("change") && $0["name"] == .string("tableView.contentInset")
      })
    #expect(change["args"]?["rule"] == .string("legacy.autoAdjust.additive"))
    // UIKIT-FACTS, iOS 10.3 seed example: +64 top (status bar 20 + navigation bar 44), +49 bottom
    // (tab bar 49).
    #expect(
      change["args"]?["arithmetic"]
        == .string("+64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)"))
    #expect(change["args"]?["from"] == .array([.number(0), .number(0), .number(0), .number(0)]))
    // The contentInset counters: from (0, 0, 0, 0) to (64, 0, 49, 0), only top and bottom change,
    // each its own track (a viewer stacks the series of one track into sums), the last value
    // repeated at the run's end so it is drawn past its change.
    func samples(_ name: String) -> [JSONValue?] {
      events.filter { $0["ph"] == .string("C") && $0["name"] == .string(name) }.map {
        $0["args"]?[String(name.split(separator: ".").last ?? "")]
      }
    }
    #expect(samples("tableView.contentInset.top") == [.number(0), .number(64), .number(64)])
    #expect(samples("tableView.contentInset.bottom") == [.number(0), .number(49), .number(49)])
    #expect(
      samples("tableView.contentInset").isEmpty && samples("tableView.contentInset.left").isEmpty)
  }

  @Test(arguments: RendererGoldenTests.scenarioFiles)
  func everyTraceIsStrictTraceEventFormat(_ path: String) throws {
    let events = try Self.events(Simulation.run(try Scenario.load(path: path)))
    var counters: [String: Int] = [:]
    var slices: [String: [(Double, Double)]] = [:]
    for e in events {
      guard case .string(let ph)? = e["ph"], case .string(let name)? = e["name"] else {
        Issue.record("an event without ph or name in \(path)")
        continue
      }
      #expect(["M", "X", "i", "C", "s", "f"].contains(ph))
      // No internal name (`tabBar._bottomBarHiddenByPush`) and no marker named just "note".
      #expect(!name.contains("._") && !name.hasPrefix("_") && name != "note", "\(name) in \(path)")
      #expect(Self.number(e["pid"]) != nil)
      if ph != "M" { #expect(Self.number(e["ts"]) != nil) }
      switch ph {
      case "X":
        let ts = try #require(Self.number(e["ts"]))
        let dur = try #require(Self.number(e["dur"]))
        #expect(dur > 0 && Self.number(e["tid"]) != nil)
        slices["\(Self.number(e["pid"]) ?? 0)/\(Self.number(e["tid"]) ?? 0)", default: []].append(
          (ts, ts + dur))
      case "i":
        #expect(["g", "p", "t"].contains { e["s"] == .string($0) })
        if e["cat"] == .string("change") { #expect(name.contains(".") && !name.contains("→")) }
      case "C":
        counters[name, default: 0] += 1
        guard case .object(let args)? = e["args"] else {
          Issue.record("a counter without args")
          continue
        }
        #expect(
          args.count == 1 && args.allSatisfy { if case .number = $0.1 { true } else { false } })
      default:
        break
      }
    }
    // No counter track with a single sample.
    #expect(
      counters.values.allSatisfy { $0 >= 2 },
      "counters with one sample in \(path): \(counters.filter { $0.value < 2 }.keys.sorted())")
    // Slices on one thread nest: each starts after the previous one ends, or ends within it.
    for (thread, list) in slices {
      var open: [Double] = []
      for (start, end) in list.sorted(by: { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 > $1.1 }) {
        while let top = open.last, top <= start { open.removeLast() }
        if let top = open.last {
          #expect(end <= top, "slices overlap without nesting on \(thread) in \(path)")
        }
        open.append(end)
      }
    }
  }
}

/// Flows in the Chrome trace: each animated flow a slice with its duration, the callbacks it causes
/// nested under it, and flow events from the flow to what it leads to.
@Suite struct ChromeTraceFlowTests {
  static func load(_ path: String) throws -> (Trace, [JSONValue]) {
    let scenario = try Scenario.load(
      path: RendererGoldenTests.traces.appendingPathComponent(path).path)
    let trace = Simulation.run(scenario)
    return (trace, try ChromeTraceRendererTests.events(trace))
  }

  static func number(_ v: JSONValue?) -> Double { ChromeTraceRendererTests.number(v) ?? -1 }

  @Test func aPushLinksToTheAppearanceItCausesAndHoldsItsCallbacks() throws {
    let (_, events) = try Self.load("eras/legacy-push-hidesBottomBarWhenPushed.scenario.json")
    let push = try #require(
      events.first { $0["name"] == .string("navigationController.pushViewController") })
    let start = try #require(events.first { $0["ph"] == .string("s") })
    let finish = try #require(events.first { $0["ph"] == .string("f") && $0["id"] == start["id"] })
    // The flow starts in the push's slice and ends at the pushed controller's viewDidAppear, the
    // end of the push (LifecycleTiming.pushDuration).
    #expect(Self.number(start["ts"]) == Self.number(push["ts"]))
    #expect(Self.number(finish["ts"]) + 10 == Self.number(push["ts"]) + Self.number(push["dur"]))
    // The pushed controller's track has a slice of the push holding its appearance callbacks.
    let pid = finish["pid"]
    let flowSlice = try #require(
      events.first {
        $0["ph"] == .string("X") && $0["pid"] == pid && $0["cat"] == .string("animation")
      })
    let inside = events.filter {
      $0["ph"] == .string("X") && $0["pid"] == pid && $0["cat"] == .string("callback")
        && Self.number($0["ts"]) >= Self.number(flowSlice["ts"])
        && Self.number($0["ts"]) + Self.number($0["dur"])
          <= Self.number(flowSlice["ts"]) + Self.number(flowSlice["dur"])
    }
    #expect(inside.contains { ($0["name"]?.stringValue ?? "").hasSuffix(".viewWillAppear") })
    #expect(inside.contains { ($0["name"]?.stringValue ?? "").hasSuffix(".viewDidAppear") })
  }

  @Test func presentAndDismissAreSlicesLinkedByAFlow() throws {
    let (trace, events) = try Self.load("apps/present-page-sheet.scenario.json")
    let entries = trace.entries
    // The presentation lasts from `present` to the presented controller's viewDidAppear, the
    // dismissal from `dismiss` to its viewDidDisappear, as the trace's virtual times say.
    func t(_ kind: TraceEntry.Kind, _ object: String, _ name: String) -> Int64? {
      entries.first { $0.kind == kind && $0.object == object && $0.name == name }?.t
    }
    let present = try #require(events.first { $0["name"] == .string("List.present") })
    let dismiss = try #require(events.first { $0["name"] == .string("Form.dismiss") })
    let presentSpan = try #require(t(.event, "List", "present"))
    let appeared = try #require(t(.callback, "Form", "viewDidAppear"))
    let dismissed = try #require(t(.callback, "Form", "viewDidDisappear"))
    let dismissAt = try #require(t(.event, "Form", "dismiss"))
    #expect(abs(Self.number(present["dur"]) - Double(appeared - presentSpan)) < 200)
    #expect(abs(Self.number(dismiss["dur"]) - Double(dismissed - dismissAt)) < 200)
    let flows = events.filter { $0["ph"] == .string("s") }.compactMap { $0["name"]?.stringValue }
    #expect(flows.contains("present Form → dismiss"))
  }

  @Test func aKeyboardShowLastsTheDurationItsNotificationCarries() throws {
    let (_, events) = try Self.load("keyboard/keyboard-interrupted-animation.scenario.json")
    // keyboardWillShow carries 0.250 s in its detail ("end (0, 407, 375, 260), 0.250 s"); the hide
    // that follows 0.1 s later cuts the slice short on the same track, so it nests.
    let show = try #require(events.first { $0["name"] == .string("keyboard.keyboardWillShow") })
    #expect(show["cat"] == .string("callback,animation"))
    #expect(Self.number(show["dur"]) > 10)
  }
}

extension JSONValue {
  fileprivate var stringValue: String? { if case .string(let s) = self { s } else { nil } }
}

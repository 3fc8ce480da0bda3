import InsetSim

/// How each input's size scales (the guarantee of hostile input: no input costs more than
/// linearly): the cost per unit of an app with a small and a large number of controllers, child
/// controllers, views and flow steps, of `diff` per trace entry and of `docs` per trace entry of a
/// rotating scenario, each over the same input with none, timed in one run. A ratio
/// (large per
/// unit over small per unit) near 1 is linear; the target is 1.2.
extension Benchmark {
  package struct ScalingFigure: Sendable {
    /// `controllers`, `children`, `views`, `flow_steps`, `diff_entries`, `expectations` and
    /// `timing_expectations` (`check`: decoded, simulated, compared), `pushes`, `docs_entries`.
    package var name: String
    package var small: Int
    package var large: Int
    /// Seconds per unit at each size.
    package var perUnitSmall: Double
    package var perUnitLarge: Double
    package var ratio: Double { perUnitLarge / perUnitSmall }
  }

  /// An app (iOS 17, iPhone 15) of `n` units of `kind`, as the decoder reads it; nil if it does not
  /// decode.
  static func scalingApp(_ kind: String, _ n: Int) -> Scenario? {
    var controllers = [
      #""Root": {"subviews": [{"id": "rootScroll", "type": "scrollView", "frame": "fill", "contentSize": [393, 100000]}]}"#
    ]
    var root = #""Root""#
    var script: [String] = []
    switch kind {
    case "controllers":
      // A tab bar controller of n + 1 tabs: every controller is made at launch, one shows.
      var tabs = [#""Root""#]
      for i in 0..<n {
        controllers.append(
          #""T\#(i)": {"subviews": [{"id": "t\#(i)", "type": "view", "frame": "fill"}]}"#)
        tabs.append(#""T\#(i)""#)
      }
      root = #"{"tabBarController": {"tabs": [\#(tabs.joined(separator: ", "))]}}"#
    case "children":
      var children: [String] = []
      for i in 0..<n {
        controllers.append(
          #""C\#(i)": {"subviews": [{"id": "c\#(i)", "type": "view", "frame": [0, 0, 10, 10]}]}"#)
        children.append(#"{"controller": "C\#(i)", "frame": [0, \#(i % 800), 393, 40]}"#)
      }
      controllers[0] = #""Root": {"children": [\#(children.joined(separator: ", "))]}"#
    case "views":
      let views = (0..<n).map {
        #"{"id": "v\#($0)", "type": "view", "frame": [0, \#($0 % 800), 10, 10]}"#
      }
      controllers[0] = #""Root": {"subviews": [\#(views.joined(separator: ", "))]}"#
    default:  // flow steps: drags of the root's scroll view, one every 10 ms
      for i in 0..<n {
        script.append(
          #"{"at": \#(formatSeconds(Int64(1_000_000 + i * 10_000))), "do": "scroll", "view": "rootScroll", "to": [0, \#(i % 500)]}"#
        )
      }
    }
    let text = """
      {"insetsim": 2, "name": "bench-\(kind)", "os": "17.0", "device": "iPhone 15", "root": \(root),
       "controllers": {\(controllers.joined(separator: ", "))}\(script.isEmpty ? "" : ", \"script\": [" + script.joined(separator: ", ") + "]")}
      """
    return try? Scenario.decode(text, file: "bench")
  }

  package func scalingFigures() -> [ScalingFigure] {
    let trials = max(2, options.trials)
    let quick = options.scenarios < 10_000
    let runs = quick ? 1 : 4
    var figures: [ScalingFigure] = []
    for (kind, small, large) in [
      ("controllers", 20, 190), ("children", 20, 190), ("views", 100, 900),
      ("flow_steps", 100, 900),
    ] {
      guard let base = Self.scalingApp(kind, 0), let a = Self.scalingApp(kind, small),
        let b = Self.scalingApp(kind, large)
      else {
        // Not measured is said (nan, below the target), never left out.
        figures.append(
          ScalingFigure(
            name: kind, small: small, large: large, perUnitSmall: .nan, perUnitLarge: .nan))
        continue
      }
      let t0 = Self.bestSeconds(trials: trials, runs: runs * 10) {
        Simulation.run(base).entries.count
      }
      let t1 = Self.bestSeconds(trials: trials, runs: runs * 4) { Simulation.run(a).entries.count }
      let t2 = Self.bestSeconds(trials: trials, runs: runs) { Simulation.run(b).entries.count }
      figures.append(
        ScalingFigure(
          name: kind, small: small, large: large, perUnitSmall: (t1 - t0) / Double(small),
          perUnitLarge: (t2 - t0) / Double(large)))
    }
    // check per expectation, value and timing (decoded, simulated, compared), and an app's run per
    // push, each over the same input with none.
    for (name, small, large) in [
      ("expectations", 100, 900), ("timing_expectations", 100, 900), ("pushes", 20, 190),
    ] {
      let t0: Double
      let t1: Double
      let t2: Double
      switch name {
      case "pushes":
        guard let base = Self.pushApp(pushes: 0), let a = Self.pushApp(pushes: small),
          let b = Self.pushApp(pushes: large)
        else {
          figures.append(
            ScalingFigure(
              name: name, small: small, large: large, perUnitSmall: .nan, perUnitLarge: .nan))
          continue
        }
        t0 = Self.bestSeconds(trials: trials, runs: runs * 10) {
          Simulation.run(base).entries.count
        }
        t1 = Self.bestSeconds(trials: trials, runs: runs * 4) { Simulation.run(a).entries.count }
        t2 = Self.bestSeconds(trials: trials, runs: runs) { Simulation.run(b).entries.count }
      default:
        let make =
          name == "expectations" ? Self.checkScenarioBytes : Self.calledScenarioBytes
        let (none, a, b) = (make(0), make(small), make(large))
        t0 = Self.bestSeconds(trials: trials, runs: runs * 10) { Self.check(none) }
        t1 = Self.bestSeconds(trials: trials, runs: runs * 4) { Self.check(a) }
        t2 = Self.bestSeconds(trials: trials, runs: runs) { Self.check(b) }
      }
      figures.append(
        ScalingFigure(
          name: name, small: small, large: large, perUnitSmall: (t1 - t0) / Double(small),
          perUnitLarge: (t2 - t0) / Double(large)))
    }
    // diff per trace entry: two runs of a long drag script that differ in one step's offset.
    let sizes = (small: 100, large: 900)
    func pair(_ n: Int) -> (Trace, Trace)? {
      guard let s = Self.scalingApp("flow_steps", n) else { return nil }
      var other = s
      if !other.script.isEmpty, case .scroll(let view, _) = other.script[n / 2].action {
        other.script[n / 2].action = .scroll(view, to: Point(x: 0, y: 777))
      }
      return (Simulation.run(s), Simulation.run(other))
    }
    guard let (a1, b1) = pair(sizes.small), let (a2, b2) = pair(sizes.large) else {
      figures.append(
        ScalingFigure(
          name: "diff_entries", small: sizes.small, large: sizes.large, perUnitSmall: .nan,
          perUnitLarge: .nan))
      return figures
    }
    do {
      let d1 = Self.bestSeconds(trials: trials, runs: runs * 4) {
        TraceDiff(a1, b1).differences.count
      }
      let d2 = Self.bestSeconds(trials: trials, runs: runs) { TraceDiff(a2, b2).differences.count }
      figures.append(
        ScalingFigure(
          name: "diff_entries", small: a1.entries.count, large: a2.entries.count,
          perUnitSmall: d1 / Double(a1.entries.count), perUnitLarge: d2 / Double(a2.entries.count)))
    }
    figures.append(docsFigure(trials: trials, runs: runs, quick: quick))
    return figures
  }

  /// iPhone X (iOS 11) in a navigation controller rotated `n` times, every 0.5 s from t = 1 s.
  static func rotationScenario(_ n: Int) -> Scenario? {
    let steps = (0..<n).map { i in
      #"{"at": \#(formatSeconds(Int64(1_000_000 + i * 500_000))), "do": "rotate", "to": "\#(i % 2 == 0 ? "landscapeLeft" : "portrait")"}"#
    }
    let text = """
      {"insetsim": 1, "name": "bench-rotations", "os": "11.0", "device": "iPhone X", "navigationController": {},
       "controller": {"name": "ViewController", "subviews": [{"id": "tableView", "type": "tableView", "frame": "fill", "rows": 30, "rowHeight": 40}]},
       "observe": ["viewDidAppear"], "script": [\(steps.joined(separator: ", "))]}
      """
    return try? Scenario.decode(text, file: "bench")
  }

  /// `docs` per trace entry: the documentation site of one scenario (pages, timeline windows,
  /// screens, the HTML page, Mermaid, log, Chrome trace) with 50 and 400 rotations (10 and 80 when
  /// quick), over the same scenario with none, per entry the rotations add.
  func docsFigure(trials: Int, runs: Int, quick: Bool) -> ScalingFigure {
    let (small, large) = quick ? (10, 80) : (50, 400)
    guard let base = Self.rotationScenario(0), let a = Self.rotationScenario(small),
      let b = Self.rotationScenario(large)
    else {
      return ScalingFigure(
        name: "docs_entries", small: 0, large: 0, perUnitSmall: .nan, perUnitLarge: .nan)
    }
    func site(_ s: Scenario) -> Int {
      DocumentationSite(scenarios: [("bench.scenario.json", s)]).files.count
    }
    let (e0, e1, e2) = (
      Simulation.run(base).entries.count, Simulation.run(a).entries.count,
      Simulation.run(b).entries.count
    )
    let t0 = Self.bestSeconds(trials: trials, runs: runs * 4) { site(base) }
    let t1 = Self.bestSeconds(trials: trials, runs: runs) { site(a) }
    let t2 = Self.bestSeconds(trials: trials, runs: runs) { site(b) }
    return ScalingFigure(
      name: "docs_entries", small: e1 - e0, large: e2 - e0,
      perUnitSmall: (t1 - t0) / Double(e1 - e0), perUnitLarge: (t2 - t0) / Double(e2 - e0))
  }
}

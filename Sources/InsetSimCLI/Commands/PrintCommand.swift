import InsetSim
import InsetSimBench

/// `insetsim print FILE --at POINT [--json]`
enum PrintCommand {
  static let spec = CommandSpec(
    verb: "print", arguments: "FILE", summary: "every tracked value at one point of a scenario",
    options: [
      .value(
        "at", "POINT", required: true,
        """
        a callback ("viewDidAppear"), an occurrence ("last scrollViewDidChangeAdjustedContentInset",
        "second viewSafeAreaInsetsDidChange"), an object's callback ("tableView.safeAreaInsetsDidChange"),
        or a virtual time ("t=1.40")
        """),
      .flag(
        "json",
        "print {\"at\": POINT, \"t\": MICROSECONDS, \"objects\": {OBJECT: {PROPERTY: VALUE}}}"),
      .value("os", "VERSION", "run on this iOS version instead of the scenario's"),
      .value("device", "NAME", "run on this device instead of the scenario's"),
    ],
    about: "Every tracked value at one point of the scenario's run.")
  static var help: String { spec.help }

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    guard a.positional.count == 1 else {
      throw CLIError.usage(
        a.positional.isEmpty
          ? "Missing the scenario FILE." : "Expected one scenario FILE, got \(a.positional.count).",
        verb: "print")
    }
    guard let at = try a.single("at", verb: "print") else {
      throw CLIError.usage("Missing '--at POINT'.", verb: "print")
    }
    var scenario = try CLI.loadScenario(a.positional[0])
    scenario = try Overrides.apply(
      os: a.single("os", verb: "print"), device: a.single("device", verb: "print"), to: scenario,
      file: a.positional[0])
    let point: ObservationPoint
    do { point = try scenario.parsePoint(at, file: a.positional[0] + ": --at") } catch {
      throw CLIError.input(error)
    }
    let trace = Simulation.run(scenario, observing: [point])
    guard let entry = trace.snapshot(at: point.description), let values = entry.values else {
      throw CLIError.input(
        InputError(
          file: a.positional[0], location: "--at",
          problem: "the point '\(at)' is never reached in this run",
          expected: "a callback that runs in this scenario (see `insetsim run \(a.positional[0])`)")
      )
    }
    // Each value with what it rests on: the confidence of the rule that set it.
    let footing = ValueFooting.table(in: trace, before: entry.seq)
    func footingOf(_ object: String, _ p: Property) -> ValueFooting {
      footing[object]?[p] ?? ValueFooting.of(nil)
    }
    if a.switches.contains("json") {
      let objects = JSONValue.object(
        values.objects.map { o in (o.name, .object(o.values.map { ($0.0.name, $0.1.json) })) })
      let footings = JSONValue.object(
        values.objects.map { o in
          (
            o.name,
            .object(
              o.values.map { p, _ in
                let f = footingOf(o.name, p)
                return (
                  p.name,
                  .object([
                    ("confidence", .string(f.confidence.rawValue)),
                    ("rule", f.rule.map { .string($0.rawValue) } ?? .null),
                  ])
                )
              })
          )
        })
      print(
        JSONValue.object([
          ("at", .string(point.description)), ("t", .number(Double(entry.t))), ("objects", objects),
          ("footing", footings),
        ]).compactText)
    } else {
      print("\(point.description) (t=\(formatSeconds(entry.t)), turn \(entry.turn))")
      for o in values.objects {
        print(o.name)
        for (p, v) in o.values {
          print(
            "  " + p.name.padding(toLength: 34) + v.description.padding(toLength: 22) + " "
              + footingOf(o.name, p).label)
        }
      }
    }
    return 0
  }
}

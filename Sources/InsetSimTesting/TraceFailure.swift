import InsetSim

/// The failure messages of the trace expectations, as plain functions: each returns nil when the
/// expectation holds, or the message to report.
/// ``expectValue(_:at:of:_:equals:fileID:filePath:line:column:)`` and its twins only report what
/// these return, so the messages are tested word for word here.
///
///     TraceFailure.value(in: trace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(.zero))
///
/// ```text
/// tableView.contentInset at "viewDidAppear" is not the expected value. Difference: …
///
///     frame: (0, 0, 375, 667)
///     hidden: false
///     contentSize: (375, 1313)
///   − contentInset: (0, 0, 0, 0)
///   + contentInset: (64, 0, 49, 0)
///     contentOffset: (0, -64)
///     scrollIndicatorInsets: (64, 0, 49, 0)
///     … (3 unchanged lines)
///
/// (Expected: −, Actual: +)
///
/// The actual value was set by:
/// seq 44, t=0.000: rule legacy.autoAdjust.additive (confidence medium), (0, 0, 0, 0) → (64, 0, 49,
/// 0); +64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)
/// ```
package enum TraceFailure {
  /// The legend under a diff of expected and actual lines.
  package static let legend = "(Expected: −, Actual: +)"

  /// Why `property` of `object` at `point` is not `expected`, or nil when it is.
  package static func value(
    in trace: Trace, at point: String, of object: String, _ property: Property,
    equals expected: Value
  ) -> String? {
    let found: Found
    switch look(in: trace, at: point, of: object, property) {
    case .failure(let message): return message.text
    case .success(let f): found = f
    }
    guard found.value != expected else { return nil }
    let (expectedText, actualText) = describe(expected, found.value)
    // The object's other values are the context lines around the one that differs.
    func objectLines(showing text: String) -> [String] {
      found.object.values.map { "\($0.0.name): \($0.0 == property ? text : $0.1.description)" }
    }
    let diff = LineDiff(
      expected: objectLines(showing: expectedText), actual: objectLines(showing: actualText))
    return """
      \(object).\(property.name) at "\(found.point)" is not the expected value. Difference: …

      \(diff.rendered())

      \(legend)
      """
        + setBy(
          in: trace, object, property, before: found.seq, heading: "The actual value was set by:")
  }

  /// `\n\nThe actual value was set by:\n  seq 44, …: rule …; arithmetic`: the last change of the
  /// value before the snapshot at `seq`, with its rule and arithmetic as `insetsim check` names
  /// them; empty when the trace holds none.
  static func setBy(
    in trace: Trace, _ object: String, _ property: Property, before seq: Int, heading: String
  ) -> String {
    let entries = trace.entries[..<min(seq, trace.entries.count)]
    guard
      let change = entries.last(where: {
        $0.kind == .change && $0.object == object && $0.property == property
      })
    else {
      return ""
    }
    return "\n\n" + heading + "\n  " + describeChange(change)
  }

  /// Why `property` of `object` is the same at two points, or nil when it changed between them.
  package static func change(
    in trace: Trace, of object: String, _ property: Property, from a: String, to b: String
  ) -> String? {
    let first: Found
    let second: Found
    switch (
      look(in: trace, at: a, of: object, property), look(in: trace, at: b, of: object, property)
    ) {
    case (.failure(let message), _), (_, .failure(let message)): return message.text
    case (.success(let x), .success(let y)): (first, second) = (x, y)
    }
    guard first.value == second.value else { return nil }
    return
      "\(object).\(property.name) did not change from \"\(first.point)\" to \"\(second.point)\": it is \(first.value) at both."
      + setBy(in: trace, object, property, before: second.seq, heading: "It was last set by:")
  }

  /// Why `property` of `object` differs between two points, with the changes the trace holds in
  /// between, or nil when it is the same at both.
  package static func noChange(
    in trace: Trace, of object: String, _ property: Property, from a: String, to b: String
  ) -> String? {
    let first: Found
    let second: Found
    switch (
      look(in: trace, at: a, of: object, property), look(in: trace, at: b, of: object, property)
    ) {
    case (.failure(let message), _), (_, .failure(let message)): return message.text
    case (.success(let x), .success(let y)): (first, second) = (x, y)
    }
    guard first.value != second.value else { return nil }
    let (before, after) = describe(first.value, second.value)
    var message = """
      \(object).\(property.name) changed from "\(first.point)" to "\(second.point)". Difference: …

        − \(before)
        + \(after)

      (\(first.point): −, \(second.point): +)
      """
    let range = min(first.seq, second.seq)..<max(first.seq, second.seq)
    let changes = trace.entries.filter {
      $0.kind == .change && $0.object == object && $0.property == property && range.contains($0.seq)
    }
    if !changes.isEmpty {
      message +=
        "\n\nChanged in between by:\n"
        + changes.map { "  " + describeChange($0) }.joined(separator: "\n")
    }
    return message
  }

  /// Why a trace's text is not the golden file's, or nil when every line matches.
  ///
  /// When both texts read as traces, the difference is shown aligned by event (``TraceEventDiff``),
  /// as `insetsim diff` shows it: one entry inserted or removed is one line, not every later line.
  /// Otherwise, or when the traces differ only in what that alignment does not compare (`seq`,
  /// `turn`, a rule's wording), it is a line diff.
  package static func golden(expected: String, actual: String, path: String) -> String? {
    let diff = LineDiff(expected: expected, actual: actual)
    guard let line = diff.firstDifferenceLine else { return nil }
    if let golden = try? TraceFile.decode(bytes: Array(expected.utf8), file: path),
      let trace = try? TraceFile.decode(bytes: Array(actual.utf8), file: "the trace")
    {
      let events = TraceEventDiff(expected: golden, actual: trace)
      if !events.isEmpty {
        return """
          Trace does not match the golden file \(path) (aligned by event: \(events.summary)). Difference: …

          \(events.rendered())

          \(TraceEventDiff.legend)
          """
      }
    }
    return """
      Trace does not match the golden file \(path) at line \(line). Difference: …

      \(diff.rendered())

      \(legend)
      """
  }

  // MARK: - Looking a value up

  struct Found {
    var point: String
    var seq: Int
    var object: Snapshot.Object
    var value: Value
  }

  struct Message: Error {
    var text: String
  }

  static func look(in trace: Trace, at point: String, of object: String, _ property: Property)
    -> Result<Found, Message>
  {
    guard let entry = snapshot(in: trace, at: point), let at = entry.at else {
      let points = trace.entries.compactMap { $0.kind == .snapshot ? $0.at : nil }
      var text = "No snapshot at \"\(point)\" in the trace; "
      text +=
        points.isEmpty
        ? "it has none."
        : "it has snapshots at " + points.map { "\"\($0)\"" }.joined(separator: ", ") + "."
      if let suggestion = Suggestions.closest(to: point, in: points) {
        text += " Did you mean \"\(suggestion)\"?"
      } else {
        text +=
          " Add \"\(point)\" to the scenario's \"observe\" list, or pass it to Simulation.run(_:observing:)."
      }
      return .failure(Message(text: text))
    }
    let objects = entry.values?.objects ?? []
    guard let found = objects.first(where: { $0.name == object }) else {
      let names = objects.map(\.name)
      return .failure(
        Message(
          text: "No object \"\(object)\" in the snapshot at \"\(at)\"; it has " + list(names) + "."
            + didYouMean(object, in: names)))
    }
    guard let value = found[property] else {
      let names = found.values.map(\.0.name)
      return .failure(
        Message(
          text: "\(object) has no \(property.name) in the snapshot at \"\(at)\"; it has "
            + list(names) + "."
            + didYouMean(property.name, in: names)))
    }
    return .success(Found(point: at, seq: entry.seq, object: found, value: value))
  }

  /// The snapshot at `point` as written, else at the point's canonical form ("first viewDidAppear"
  /// is "viewDidAppear").
  static func snapshot(in trace: Trace, at point: String) -> TraceEntry? {
    if let entry = trace.snapshot(at: point) { return entry }
    guard let scenario = try? Scenario(json: trace.scenario, file: "trace header"),
      let parsed = try? scenario.parsePoint(point)
    else { return nil }
    return trace.snapshot(at: parsed.description)
  }

  // MARK: - Wording

  static func list(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.joined(separator: ", ")
  }

  static func didYouMean(_ input: String, in candidates: [String]) -> String {
    Suggestions.closest(to: input, in: candidates).map { " Did you mean \"\($0)\"?" } ?? ""
  }

  /// Two values as text that tells them apart: printed as logs print them, or in full when that
  /// reads the same.
  static func describe(_ a: Value, _ b: Value) -> (String, String) {
    a.description == b.description
      ? (a.json.compactText, b.json.compactText) : (a.description, b.description)
  }

  /// `seq 44, t=0.000: rule legacy.autoAdjust.additive (confidence medium), (0, 0, 0, 0) → (64, 0,
  /// 49, 0); +64 top …`
  static func describeChange(_ e: TraceEntry) -> String {
    var who: String
    switch e.cause {
    case .rule?:
      who = "rule " + (e.rule?.rawValue ?? "?")
      if let rule = e.rule.flatMap(Rule.named) {
        who += " (confidence \(rule.confidence.rawValue))"
      }
    case .app?: who = "the app" + (e.during.map { " in " + $0 } ?? "")
    case .initial?: who = "its creation"
    case nil: who = "an unknown cause"
    }
    var text =
      "seq \(e.seq), t=\(formatSeconds(e.t)): \(who), \(e.from?.description ?? "unset") → \(e.to?.description ?? "unset")"
    if let why = e.why { text += "; " + why }
    return text
  }
}

import InsetSimSupport

/// ScenarioDecoder: Points and expectations.
extension ScenarioDecoder {
  func callbackRef(
    text: String, _ path: @autoclosure () -> String, os: OSVersion, controllerName: String? = nil,
    inApp: Bool = false, ascii: Bool? = nil
  ) throws(InputError) -> CallbackRef {
    var object: String?
    var name = text
    // In ASCII text every byte is a character: the last dot is found among the bytes.
    let dot =
      ascii ?? text.utf8.allSatisfy { $0 < 0x80 }
      ? text.utf8.lastIndex(of: UInt8(ascii: ".")) : text.lastIndex(of: ".")
    if let dot {
      object = String(text[..<dot])
      name = String(text[text.index(after: dot)...])
      if object == "controller", let controllerName, !inApp { object = controllerName }
    }
    let named = Callback.named(name)
    if object == nil, named?.isKeyboardNotification == true { object = "keyboard" }
    if inApp, object == nil, let callback = named, !callback.isViewCallback {
      throw fail(
        path(), "'\(name)' names no controller, and an app has several",
        expected: "NAME.\(name), such as \"\(controllerName ?? "List").\(name)\"")
    }
    guard let callback = named else {
      throw fail(
        path(), "unknown callback '\(InputError.shown(name))'",
        expected: "one of " + Callback.names.joined(separator: ", "),
        suggestion: Suggestions.closest(to: name, in: Callback.names))
    }
    guard callback.exists(on: os) else {
      throw fail(
        path(), "'\(name)' is not called on iOS \(os)", expected: "a callback of that release")
    }
    return CallbackRef(object: object, callback: callback)
  }

  func point(
    _ v: JSONValue, _ path: @autoclosure () -> String, scenario: Scenario,
    objects: [ObjectDescriptor]
  ) throws(InputError) -> ObservationPoint {
    let text = try string(
      v, path(), expected: "a callback name, \"last CALLBACK\", or \"t=SECONDS\"")
    return try parsePoint(text, path(), scenario: scenario, objects: objects)
  }

  func parsePoint(
    _ text: String, _ path: @autoclosure () -> String, scenario: Scenario,
    objects: [ObjectDescriptor]
  ) throws(InputError) -> ObservationPoint {
    let trimmed = text.trimmingSpaces()
    if trimmed.hasPrefix("t=") {
      // Decimal seconds only (Double's parser also takes hexadecimal, "0x10", and exponents).
      let digits = trimmed.dropFirst(2)
      let decimal =
        // 0-9 and "."
        !digits.isEmpty && digits.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E }
      guard decimal, let seconds = Double(digits), seconds.isFinite, seconds >= 0,
        seconds <= ScenarioLimits.horizonSeconds
      else {
        throw fail(
          path(), "'\(InputError.shown(text))' is not a time",
          expected: "t=SECONDS from 0 to \(Int(ScenarioLimits.horizonSeconds)), such as \"t=1.40\"")
      }
      return .time(Int64((seconds * 1_000_000).rounded()))
    }
    var occurrence = ObservationPoint.Occurrence.first
    var rest = Substring(trimmed)
    // ASCII text (every point a scenario names in practice) is read by its bytes: a space byte is
    // then a space character, and the word before it the same as `Character`s read it.
    let ascii = trimmed.utf8.allSatisfy { $0 < 0x80 }
    if ascii {
      if let space = trimmed.utf8.firstIndex(of: UInt8(ascii: " ")) {
        let word = String(trimmed[..<space])
        if word == "last" {
          occurrence = .last
        } else if let n = Self.occurrenceWord(word) {
          occurrence = n == 1 ? .first : .nth(n)
        } else if word.utf8.first == UInt8(ascii: "#"), let n = Int(word.dropFirst()), n >= 1 {
          occurrence = n == 1 ? .first : .nth(n)
        } else {
          throw fail(
            path(), "'\(InputError.shown(word))' does not pick an occurrence",
            expected: "first, second, third, last or #N before the callback")
        }
        rest = trimmed[trimmed.utf8.index(after: space)...]
      }
    } else if rest.hasPrefix("last ") {
      occurrence = .last
      rest = rest.dropFirst(5)
    } else if let space = rest.firstIndex(of: " ") {
      let word = String(rest[..<space])
      if let n = Self.occurrenceWord(word) {
        occurrence = n == 1 ? .first : .nth(n)
      } else if word.hasPrefix("#"), let n = Int(word.dropFirst()), n >= 1 {
        occurrence = n == 1 ? .first : .nth(n)
      } else {
        throw fail(
          path(), "'\(InputError.shown(word))' does not pick an occurrence",
          expected: "first, second, third, last or #N before the callback")
      }
      rest = rest[rest.index(after: space)...]
    }
    let ref = try callbackRef(
      text: String(rest), path(), os: scenario.os, controllerName: scenario.controller.name,
      inApp: scenario.app != nil, ascii: ascii)
    if let object = ref.object, !objects.contains(where: { $0.name == object }) {
      throw fail(
        path(), "no object '\(InputError.shown(object))' in this scenario",
        expected: "one of " + Self.listed(objects.map(\.name)),
        suggestion: Suggestions.closest(to: object, in: objects.map(\.name)).map {
          $0 + "." + ref.name
        })
    }
    try checkReceiver(ref, path(), objects: objects)
    return .callback(ref, occurrence)
  }

  /// The occurrence a word picks: first, second or third.
  static func occurrenceWord(_ word: String) -> Int? {
    switch word {
    case "first": 1
    case "second": 2
    case "third": 3
    default: nil
    }
  }

  /// Refuses a callback named on an object that never receives it (`tableView.viewDidAppear`,
  /// `window.viewDidLoad`): a step during it would never run and a point there never be reached.
  func checkReceiver(
    _ ref: CallbackRef, _ path: @autoclosure () -> String, objects: [ObjectDescriptor]
  ) throws(InputError) {
    guard let name = ref.object, let object = objects.first(where: { $0.name == name }),
      let callback = ref.callback
    else { return }
    let receives: Bool
    let who: String
    switch callback {
    case .keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidShow, .keyboardWillHide,
      .keyboardDidHide:
      (receives, who) = (
        object.kind == .keyboard,
        "the keyboard (\"keyboard.\(ref.name)\", or \"\(ref.name)\" alone)"
      )
    case .safeAreaInsetsDidChange:
      (receives, who) = (object.kind == .view, "a view")
    case .adjustedContentInsetDidChange:
      (receives, who) = (
        object.kind == .view && object.viewType?.isScrollView == true, "a scroll view"
      )
    case .didMoveToWindow, .layoutSubviews:
      // The simulator calls these on controllers' root views only: a point on a subview's is
      // refused.
      (receives, who) = (
        object.kind == .view && object.parent == nil,
        "a controller's root view (the simulator calls it on root views only)"
      )
    default:
      (receives, who) = (object.kind == .controller, "a view controller")
    }
    guard !receives else { return }
    throw fail(
      path(), "'\(InputError.shown(name))' never receives \(ref.name)",
      expected: "\(ref.name) on \(who)")
  }

  func expectation(
    _ v: JSONValue, _ path: @autoclosure () -> String, scenario: Scenario,
    objects: [ObjectDescriptor]
  ) throws(InputError) -> ExpectedValue {
    let pairs = try object(v, path(), allowed: Self.expectKeys)
    let map = keyed(pairs)
    for key in Self.expectKeys where map[key] == nil {
      throw fail(
        path(), "missing key '\(key)'",
        expected: key == "source"
          ? "where the value was published (seed file and section, or a URL)" : "the key '\(key)'")
    }
    let at = try point(map["at"] ?? .null, join(path(), "at"), scenario: scenario, objects: objects)
    var objectName = try string(map["object"] ?? .null, join(path(), "object"))
    if objectName == "controller" && scenario.app == nil { objectName = scenario.controller.name }
    guard let object = objects.first(where: { $0.name == objectName }) else {
      throw fail(
        join(path(), "object"), "no object '\(InputError.shown(objectName))' in this scenario",
        expected: "one of " + Self.listed(objects.map(\.name)),
        suggestion: Suggestions.closest(to: objectName, in: objects.map(\.name)))
    }
    let propertyName = try string(map["property"] ?? .null, join(path(), "property"))
    let tracked = object.kind.tracked(viewType: object.viewType, in: scenario.era)
    guard let property = Property.byName[propertyName], tracked.contains(property) else {
      let names = tracked.map(\.name)
      throw fail(
        join(path(), "property"),
        "'\(InputError.shown(objectName))' has no tracked property '\(InputError.shown(propertyName))' on iOS \(scenario.os)",
        expected: "one of " + names.joined(separator: ", "),
        suggestion: Suggestions.closest(to: propertyName, in: names))
    }
    if property == .keyboardLayoutGuideFrame && scenario.os < OSVersion(15, 0) {
      throw fail(
        join(path(), "property"), "keyboardLayoutGuide exists from iOS 15",
        expected: "a scenario on iOS 15 or later, or another property")
    }
    let value = try self.value(map["value"] ?? .null, join(path(), "value"), shape: property.shape)
    let source = try sourceText(map["source"], join(path(), "source"))
    return ExpectedValue(
      at: at, object: objectName, property: property, value: value, source: source)
  }

  static let orderKeys = ["order", "source"]
  static let calledKeys = ["called", "times", "source"]
  /// `between` is optional on a `called` expectation.
  static let calledOptionalKeys = ["between"]
  static let stopsKeys = ["stops", "source"]
  static let changeKeys = ["between", "source"]

  /// The rules whose note stops a run: what a `stops` expectation may name.
  package static let stoppingRules = [
    "flow.raises", "flow.duringTransition.notModelled", "flow.duringTransition.pageScroll",
    "outside.searchBarInSheet",
    "outside.interfaceTurn",
    "outside.insertSubviewPastEnd", "outside.splitViewExpansion", "outside.windowSize",
    "outside.pageCurlDuringCurl", "outside.addChildMoves",
    "outside.presentationAdaptsFullScreen", "outside.moreNavigationController",
    "outside.stackedPresentations",
    "outside.keyboardResponder",
    "rotation.noCommonOrientation",
  ]

  /// An `order` or `called` expectation; each name is a callback, of the scenario's controller when
  /// bare
  /// ("viewDidAppear") or of an object ("tableView.layoutSubviews").
  func timingExpectation(
    _ v: JSONValue, _ path: @autoclosure () -> String, scenario: Scenario,
    objects: [ObjectDescriptor]
  ) throws(InputError) -> TimingExpectation {
    if case .object(let pairs) = v,
      let kind = pairs.first(where: { $0.0 == "changed" || $0.0 == "unchanged" })?.0
    {
      return try valueChange(v, path(), kind: kind, scenario: scenario, objects: objects)
    }
    let isOrder: Bool
    var isStops = false
    if case .object(let pairs) = v {
      isOrder = pairs.contains { $0.0 == "order" }
      isStops = !isOrder && pairs.contains { $0.0 == "stops" }
    } else {
      isOrder = false
    }
    let keys = isOrder ? Self.orderKeys : isStops ? Self.stopsKeys : Self.calledKeys
    let pairs = try object(
      v, path(), allowed: isOrder || isStops ? keys : keys + Self.calledOptionalKeys)
    let map = Dictionary(pairs, uniquingKeysWith: { a, _ in a })
    for key in keys where map[key] == nil {
      throw fail(
        path(), "missing key '\(key)'",
        expected: key == "source"
          ? "where the order or the count was published (seed file and section, or a URL)"
          : "the key '\(key)'")
    }
    func ref(_ value: JSONValue, _ path: @autoclosure () -> String) throws(InputError)
      -> CallbackRef
    {
      let text = try string(value, path(), expected: "a callback name, or OBJECT.callback")
      let r = try callbackRef(
        text: text, path(), os: scenario.os, controllerName: scenario.controller.name,
        inApp: scenario.app != nil)
      if let o = r.object, !objects.contains(where: { $0.name == o }) {
        throw fail(
          path(), "no object '\(InputError.shown(o))' in this scenario",
          expected: "one of " + Self.listed(objects.map(\.name)),
          suggestion: Suggestions.closest(to: o, in: objects.map(\.name)).map { $0 + "." + r.name })
      }
      try checkReceiver(r, path(), objects: objects)
      return r
    }
    let source = try sourceText(map["source"], join(path(), "source"))
    if isStops {
      let rule = try string(
        map["stops"] ?? .null, join(path(), "stops"),
        expected: "the id of the rule whose note stops the run")
      let stopping = Self.stoppingRules
      guard stopping.contains(rule) else {
        throw fail(
          join(path(), "stops"), "'\(InputError.shown(rule))' does not stop a run",
          expected: "one of " + stopping.joined(separator: ", "),
          suggestion: Suggestions.closest(to: rule, in: stopping))
      }
      return TimingExpectation(.stops(rule: rule), source: source)
    }
    if isOrder {
      guard case .array(let items) = map["order"] ?? .null, items.count >= 2 else {
        throw fail(
          join(path(), "order"), "found \((map["order"] ?? .null).kindDescription)",
          expected: "an array of two or more callback names")
      }
      if items.count > ScenarioLimits.maxObservations {
        throw fail(
          join(path(), "order"),
          "\(items.count) names, over the limit of \(ScenarioLimits.maxObservations)",
          expected: "fewer names")
      }
      var refs: [CallbackRef] = []
      for (i, item) in items.enumerated() {
        refs.append(try ref(item, join(path(), "order") + "[\(i)]"))
      }
      return TimingExpectation(.order(refs), source: source)
    }
    let called = try ref(map["called"] ?? .null, join(path(), "called"))
    let times = try integer(map["times"] ?? .null, join(path(), "times"), min: 0, max: 1_000_000)
    if let between = map["between"] {
      guard case .array(let items) = between, items.count == 2 else {
        throw fail(
          join(path(), "between"), "found \(Self.pointsFound(between))",
          expected:
            "two points, [FROM, TO], such as [\"Modal.viewDidAppear\", \"Modal.viewDidDisappear\"]")
      }
      let from = try point(
        items[0], join(path(), "between") + "[0]", scenario: scenario, objects: objects)
      let to = try point(
        items[1], join(path(), "between") + "[1]", scenario: scenario, objects: objects)
      if case .time(let a) = from, case .time(let b) = to, b <= a {
        throw fail(
          join(path(), "between"), "the second time is not after the first",
          expected: "[EARLIER, LATER]")
      }
      return TimingExpectation(
        .calledBetween(called, times: times, from: from, to: to), source: source)
    }
    return TimingExpectation(.called(called, times: times), source: source)
  }
}

extension ScenarioDecoder {
  /// A `changed` or `unchanged` expectation: OBJECT.PROPERTY, a tracked value, between two points.
  func valueChange(
    _ v: JSONValue, _ path: @autoclosure () -> String, kind: String, scenario: Scenario,
    objects: [ObjectDescriptor]
  )
    throws(InputError) -> TimingExpectation
  {
    let keys = [kind] + Self.changeKeys
    let pairs = try object(v, path(), allowed: keys)
    let map = keyed(pairs)
    for key in keys where map[key] == nil {
      throw fail(
        path(), "missing key '\(key)'",
        expected: key == "between" ? "two points, [FROM, TO]" : "the key '\(key)'")
    }
    let target = try string(
      map[kind] ?? .null, join(path(), kind),
      expected: "OBJECT.PROPERTY, such as \"tableView.contentInset\"")
    guard let dot = target.lastIndex(of: "."), dot != target.startIndex else {
      throw fail(
        join(path(), kind), "'\(InputError.shown(target))' is not a property path",
        expected: "OBJECT.PROPERTY, such as \"tableView.contentInset\"")
    }
    var objectName = String(target[..<dot])
    if objectName == "controller" && scenario.app == nil { objectName = scenario.controller.name }
    guard let object = objects.first(where: { $0.name == objectName }) else {
      throw fail(
        join(path(), kind), "no object '\(InputError.shown(objectName))' in this scenario",
        expected: "one of " + Self.listed(objects.map(\.name)),
        suggestion: Suggestions.closest(to: objectName, in: objects.map(\.name)))
    }
    let propertyName = String(target[target.index(after: dot)...])
    let tracked = object.kind.tracked(viewType: object.viewType, in: scenario.era)
    guard let property = Property.byName[propertyName], tracked.contains(property) else {
      let names = tracked.map(\.name)
      throw fail(
        join(path(), kind),
        "'\(InputError.shown(objectName))' has no tracked property '\(InputError.shown(propertyName))' on iOS \(scenario.os)",
        expected: "one of " + names.joined(separator: ", "),
        suggestion: Suggestions.closest(to: propertyName, in: names).map { objectName + "." + $0 })
    }
    guard case .array(let items)? = map["between"], items.count == 2 else {
      throw fail(
        join(path(), "between"), "found \(Self.pointsFound(map["between"] ?? .null))",
        expected: "two points, [FROM, TO], such as [\"viewWillAppear\", \"viewDidAppear\"]")
    }
    let from = try point(
      items[0], join(path(), "between") + "[0]", scenario: scenario, objects: objects)
    let to = try point(
      items[1], join(path(), "between") + "[1]", scenario: scenario, objects: objects)
    if from == to {
      throw fail(
        join(path(), "between"), "the two points are the same", expected: "two different points")
    }
    let source = try sourceText(map["source"], join(path(), "source"))
    return TimingExpectation(
      .valueChange(
        object: objectName, property: property, changed: kind == "changed", from: from, to: to),
      source: source)
  }

  /// What a `between` that is not two points holds: "an array of 1 point", "a string".
  static func pointsFound(_ v: JSONValue) -> String {
    guard case .array(let items) = v else { return v.kindDescription }
    return "an array of \(items.count) point\(items.count == 1 ? "" : "s")"
  }

  /// An expectation's `source`: where its value was published, so not empty.
  func sourceText(_ v: JSONValue?, _ path: @autoclosure () -> String) throws(InputError) -> String {
    let text = try string(v ?? .null, path())
    guard !text.trimmingSpaces().isEmpty else {
      throw fail(
        path(), "the source is empty",
        expected: "where the value was published (seed file and section, or a URL)")
    }
    return text
  }
}

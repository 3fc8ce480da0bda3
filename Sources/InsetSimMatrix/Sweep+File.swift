import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Sweep files (`*.sweep.json`): a base scenario, factors and columns.
///
///     {
///       "insetsim-sweep": 1,
///       "name": "seed 003: .automatic",
///       "scenario": "../seeds/S003-01-automatic-adjusts-YES-first-YES-scrollable-YES.scenario.json",
///       "vary": [
///         {"key": "controller.automaticallyAdjustsScrollViewInsets", "name": "adjusts", "values": {"YES": true, "NO": false}},
///         {"name": "first scroll view", "levels": {"YES": {"controller.subviews": […]}, "NO": {"controller.subviews": […]}}}
///       ],
///       "show": [{"at": "viewDidAppear", "object": "scrollView", "property": "adjustedContentInset", "show": "adjusted"}]
///     }
///
/// `scenario` is a path relative to the sweep file, or a scenario object. A factor is a `key` with
/// `values`
/// (a list, or an object of label → value), or a `name` with `levels` (label → {key: value, …}).
extension Sweep {
  public static let maxFileBytes = ScenarioLimits.maxFileBytes

  public static func load(path: String) throws(InputError) -> Sweep {
    let bytes = try readInputFile(
      path: path, limit: maxFileBytes, what: "a sweep file (*.sweep.json)")
    try InputText.checkDocument(
      bytes, file: path,
      expected: "a sweep {\"insetsim-sweep\": 1, \"scenario\": …, \"vary\": […]}",
      textKind: "a sweep file: JSON text in UTF-8")
    let json: JSONValue
    do {
      json = try JSONParser.parse(bytes: bytes)
    } catch {
      throw InputText.syntaxError(error, file: path, what: "the sweep")
    }
    return try Sweep(json: json, file: path)
  }

  public init(json: JSONValue, file: String) throws(InputError) {
    func fail(
      _ location: String, _ problem: String, expected: String? = nil, suggestion: String? = nil
    ) -> InputError {
      InputError(
        file: file, location: location.isEmpty ? "" : "at " + location, problem: problem,
        expected: expected, suggestion: suggestion)
    }
    let allowed = ["insetsim-sweep", "name", "summary", "source", "scenario", "vary", "show"]
    guard case .object(let pairs) = json else {
      throw fail(
        "", "the document is not a sweep",
        expected: "an object {\"insetsim-sweep\": 1, \"scenario\": …, \"vary\": […], \"show\": […]}"
      )
    }
    for (key, _) in pairs where !allowed.contains(key) {
      throw fail(
        key, "unknown key '\(InputError.shown(key))'",
        expected: "one of " + allowed.joined(separator: ", "),
        suggestion: Suggestions.closest(to: key, in: allowed))
    }
    guard case .number(1)? = json["insetsim-sweep"] else {
      throw fail(
        "insetsim-sweep",
        json["insetsim-sweep"] == nil
          ? "missing key 'insetsim-sweep'" : "unsupported sweep format version",
        expected: "\"insetsim-sweep\": 1")
    }
    var name: String?
    if let v = json["name"] {
      guard case .string(let s) = v else {
        throw fail("name", "not a string", expected: "the sweep's name")
      }
      name = s
    }
    // Words for readers of the file, as a scenario's: checked, not shown.
    for key in ["summary", "source"] {
      guard let v = json[key] else { continue }
      guard case .string = v else {
        throw fail(
          key, "not a string",
          expected: key == "summary"
            ? "a sentence saying what the sweep shows" : "where its figures come from")
      }
    }

    // The base scenario.
    let base: Scenario
    var scenarioFile: String?
    switch json["scenario"] {
    case .string(let relative)?:
      let folder = FileSystem.split(file).folder
      let path = relative.hasPrefix("/") || folder.isEmpty ? relative : folder + "/" + relative
      let shownPath =
        "'" + InputError.shown(relative) + "'"
        + (path == relative ? "" : " (\(InputError.shown(path)))")
      if let target = FileIdentity(path: path), target == FileIdentity(path: file) {
        throw fail(
          "scenario", "\(shownPath) is this sweep file itself",
          expected: "the path of a scenario file (*.scenario.json), relative to this file")
      }
      guard FileIdentity(path: path) != nil else {
        throw fail(
          "scenario", "no scenario file \(shownPath)",
          expected: "the path of a scenario file (*.scenario.json), relative to this file")
      }
      if path.hasSuffix(".sweep.json") {
        throw fail(
          "scenario", "\(shownPath) is a sweep file, not a scenario",
          expected: "the path of a scenario file (*.scenario.json), relative to this file")
      }
      base = try Scenario.load(path: path)
      scenarioFile = path
    case .object?:
      base = try Scenario(json: json["scenario"] ?? .null, file: file + " (scenario)")
    case nil:
      throw fail(
        "scenario", "missing key 'scenario'",
        expected: "the base scenario: a path relative to this file, or a scenario object")
    default:
      throw fail(
        "scenario", "not a path or an object",
        expected: "the base scenario: a path relative to this file, or a scenario object")
    }

    // Factors.
    var factors: [SweepFactor] = []
    guard case .array(let varyItems)? = json["vary"] ?? .array([]) else {
      throw fail("vary", "not a list", expected: "a list of factors")
    }
    for (i, item) in varyItems.enumerated() {
      let here = "vary[\(i)]"
      guard case .object(let fields) = item else {
        throw fail(
          here, "not an object",
          expected: "{\"key\": …, \"values\": […]} or {\"name\": …, \"levels\": {…}}")
      }
      for (key, _) in fields where !["key", "name", "values", "levels"].contains(key) {
        throw fail(
          here + "." + key, "unknown key '\(InputError.shown(key))'",
          expected: "key, name, values or levels",
          suggestion: Suggestions.closest(to: key, in: ["key", "name", "values", "levels"]))
      }
      var factorName: String?
      if let v = item["name"] {
        guard case .string(let s) = v, !s.isEmpty else {
          throw fail(here + ".name", "not a non-empty string", expected: "the factor's name")
        }
        factorName = s
      }
      switch (item["key"], item["values"], item["levels"]) {
      case (.string(let keyText)?, let values?, nil):
        let key: ScenarioKeyPath
        do { key = try ScenarioKeyPath(keyText, file: file) } catch {
          throw fail(here + ".key", error.problem, expected: error.expected)
        }
        switch values {
        case .array(let list) where !list.isEmpty:
          factors.append(SweepFactor(name: factorName, key: key, values: list))
        case .object(let labelled) where !labelled.isEmpty:
          factors.append(
            SweepFactor(
              name: factorName ?? key.description,
              levels: labelled.map { label, value in
                SweepFactor.Level(label: label, json: .string(label), assignments: [(key, value)])
              }))
        default:
          throw fail(
            here + ".values", "not a non-empty list or object",
            expected: "the values: [v1, v2, …] or {\"label\": value, …}")
        }
      case (nil, nil, .object(let labelled)?) where !labelled.isEmpty:
        guard let factorName else {
          throw fail(
            here + ".name", "missing key 'name'", expected: "the factor's name, shown as its column"
          )
        }
        var levels: [SweepFactor.Level] = []
        for (label, sets) in labelled {
          guard case .object(let assignments) = sets, !assignments.isEmpty else {
            throw fail(
              here + ".levels." + label, "not a non-empty object",
              expected: "{\"KEY\": value, …}: the keys this level sets")
          }
          var list: [(ScenarioKeyPath, JSONValue)] = []
          for (keyText, value) in assignments {
            do { list.append((try ScenarioKeyPath(keyText, file: file), value)) } catch {
              throw fail(
                here + ".levels." + label + "." + keyText, error.problem, expected: error.expected)
            }
          }
          levels.append(SweepFactor.Level(label: label, json: .string(label), assignments: list))
        }
        factors.append(SweepFactor(name: factorName, levels: levels))
      default:
        throw fail(
          here, "neither a key with values nor a name with levels",
          expected:
            "{\"key\": \"os\", \"values\": [\"10.3\", \"11.0\"]} or {\"name\": …, \"levels\": {\"LABEL\": {\"KEY\": value}}}"
        )
      }
    }

    // Columns.
    var columns: [MatrixColumn] = []
    guard case .array(let showItems)? = json["show"] ?? .array([]) else {
      throw fail(
        "show", "not a list", expected: "a list of {\"at\": …, \"object\": …, \"property\": …}")
    }
    for (i, item) in showItems.enumerated() {
      let here = "show[\(i)]"
      let keys = ["at", "object", "property", "show", "label"]
      guard case .object(let fields) = item else {
        throw fail(here, "not an object", expected: "{\"at\": …, \"object\": …, \"property\": …}")
      }
      for (key, _) in fields where !keys.contains(key) {
        throw fail(
          here + "." + key, "unknown key '\(InputError.shown(key))'",
          expected: "one of " + keys.joined(separator: ", "),
          suggestion: Suggestions.closest(to: key, in: keys))
      }
      func text(_ key: String, required: Bool) throws(InputError) -> String? {
        guard let v = item[key] else {
          if required { throw fail(here + "." + key, "missing key '\(key)'") }
          return nil
        }
        guard case .string(let s) = v else { throw fail(here + "." + key, "not a string") }
        return s
      }
      let at = try text("at", required: true) ?? ""
      let object = try text("object", required: true) ?? ""
      let property = try text("property", required: true) ?? ""
      var show = MatrixColumn.Show.value
      if let s = try text("show", required: false) {
        guard let parsed = MatrixColumn.Show(rawValue: s) else {
          throw fail(
            here + ".show", "unknown '\(InputError.shown(s))'", expected: "value or adjusted",
            suggestion: Suggestions.closest(to: s, in: MatrixColumn.Show.allCases.map(\.rawValue)))
        }
        show = parsed
      }
      columns.append(
        try MatrixColumn(
          label: try text("label", required: false), at: at, object: object, property: property,
          show: show, base: base, file: file,
          location: "at " + here))
    }
    if columns.isEmpty { columns = try MatrixColumn.fromExpectations(of: base, file: file) }
    try self.init(name: name, base: base, file: file, factors: factors, columns: columns)
    self.scenarioFile = scenarioFile
  }
}

extension MatrixColumn {
  /// The base scenario's expectations as columns (each (point, object, property) once), the default
  /// when a sweep names none.
  public static func fromExpectations(of base: Scenario, file: String) throws(InputError)
    -> [MatrixColumn]
  {
    var columns: [MatrixColumn] = []
    for (i, e) in base.expect.enumerated()
    where !columns.contains(where: {
      $0.pointName == e.at.description && $0.object == e.object && $0.property == e.property
    }) {
      columns.append(
        try MatrixColumn(
          at: e.at.description, object: e.object, property: e.property.name, base: base, file: file,
          location: "at expect[\(i)]"))
    }
    return columns
  }
}

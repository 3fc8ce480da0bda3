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

/// `insetsim schema`: every scenario under Traces/ validates against it, with a minimal validator
/// of the draft 2020-12 keywords the schema uses (type, required, properties, additionalProperties,
/// enum, const, items, minItems, maxItems, anyOf, oneOf, $ref), written here so the test depends on
/// nothing else.
@Suite struct ScenarioSchemaTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  // MARK: - A minimal validator

  struct Validator {
    let schema: JSONValue

    /// Every violation, as "PATH: what"; empty when `value` is valid.
    func errors(_ value: JSONValue, against s: JSONValue, at path: String = "$") -> [String] {
      var out: [String] = []
      if case .string(let r)? = s["$ref"] {
        let name = String(r.dropFirst("#/$defs/".count))
        guard let target = schema["$defs"]?[name] else { return ["\(path): unresolved \(r)"] }
        out += errors(value, against: target, at: path)
      }
      if case .string(let type)? = s["type"], !Self.has(value, type: type) {
        return out + ["\(path): expected \(type), found \(value.kindDescription)"]
      }
      if let c = s["const"], c != value { out.append("\(path): expected \(c.compactText)") }
      if case .array(let names)? = s["enum"], !names.contains(value) {
        out.append("\(path): \(value.compactText) is not in the enum")
      }
      if case .object(let pairs) = value {
        if case .array(let required)? = s["required"] {
          for case .string(let key) in required where value[key] == nil {
            out.append("\(path): missing '\(key)'")
          }
        }
        let properties = s["properties"]
        for (key, v) in pairs {
          if let p = properties?[key] {
            out += errors(v, against: p, at: path + "." + key)
          } else if let extra = s["additionalProperties"] {
            if extra == .bool(false) {
              out.append("\(path): unknown key '\(key)'")
            } else if case .object = extra {
              out += errors(v, against: extra, at: path + "." + key)
            }
          }
        }
      }
      if case .array(let items) = value {
        if case .number(let n)? = s["minItems"], Double(items.count) < n {
          out.append("\(path): fewer than \(Int(n)) items")
        }
        if case .number(let n)? = s["maxItems"], Double(items.count) > n {
          out.append("\(path): more than \(Int(n)) items")
        }
        if let itemSchema = s["items"] {
          for (i, item) in items.enumerated() {
            out += errors(item, against: itemSchema, at: path + "[\(i)]")
          }
        }
      }
      if case .array(let options)? = s["anyOf"],
        !options.contains(where: { errors(value, against: $0, at: path).isEmpty })
      {
        out.append("\(path): matches none of anyOf")
      }
      if case .array(let options)? = s["oneOf"] {
        let matching = options.filter { errors(value, against: $0, at: path).isEmpty }.count
        if matching != 1 { out.append("\(path): matches \(matching) of oneOf") }
      }
      if case .array(let parts)? = s["allOf"] {
        for part in parts { out += errors(value, against: part, at: path) }
      }
      if let not = s["not"], errors(value, against: not, at: path).isEmpty {
        out.append("\(path): matches what is not allowed: \(not.compactText)")
      }
      if let condition = s["if"] {
        if errors(value, against: condition, at: path).isEmpty {
          if let then = s["then"] { out += errors(value, against: then, at: path) }
        } else if let otherwise = s["else"] {
          out += errors(value, against: otherwise, at: path)
        }
      }
      if case .number(let n) = value {
        if case .number(let min)? = s["minimum"], n < min {
          out.append("\(path): below the minimum \(formatPoints(min))")
        }
        if case .number(let max)? = s["maximum"], n > max {
          out.append("\(path): above the maximum \(formatPoints(max))")
        }
      }
      if case .string(let text) = value, case .string(let pattern)? = s["pattern"] {
        let regex = try? NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        if regex?.firstMatch(in: text, range: range) == nil {
          out.append("\(path): does not match \(pattern)")
        }
      }
      return out
    }

    static func has(_ value: JSONValue, type: String) -> Bool {
      switch (type, value) {
      case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool),
        ("number", .number), ("null", .null):
        true
      case ("integer", .number(let n)): n == n.rounded()
      default: false
      }
    }

    func errors(_ document: JSONValue) -> [String] { errors(document, against: schema) }
  }

  let validator = Validator(schema: ScenarioSchema.json)

  static func scenarioFiles() throws -> [URL] {
    let traces = root.appendingPathComponent("Traces")
    guard let walker = FileManager.default.enumerator(at: traces, includingPropertiesForKeys: nil)
    else { return [] }
    return walker.compactMap { $0 as? URL }.filter {
      $0.lastPathComponent.hasSuffix(".scenario.json")
    }
    .sorted { $0.path < $1.path }
  }

  // MARK: - Tests

  @Test func everyScenarioUnderTracesValidates() throws {
    let files = try Self.scenarioFiles()
    #expect(files.count >= 80, "found only \(files.count) scenario files")
    for file in files {
      let document = try JSONParser.parse(bytes: Array(try Data(contentsOf: file)))
      let errors = validator.errors(document)
      #expect(errors.isEmpty, "\(file.lastPathComponent): \(errors.joined(separator: "; "))")
    }
  }

  @Test func theSchemaRefusesWhatTheDecoderRefuses() throws {
    let ok =
      #"{"insetsim": 1, "os": "10.3", "device": "iPhone 8", "controller": {"name": "VC", "subviews": [{"id": "t", "type": "tableView", "frame": "fill"}]}}"#
    #expect(validator.errors(try JSONParser.parse(bytes: Array(ok.utf8))).isEmpty)
    for (bad, error) in [
      (ok.replacingOccurrences(of: #""device""#, with: #""devcie""#), "$: unknown key 'devcie'"),
      (
        ok.replacingOccurrences(of: #""tableView""#, with: #""tabelView""#),
        "$.controller.subviews[0].type: \"tabelView\" is not in the enum"
      ),
      (
        ok.replacingOccurrences(of: #""fill""#, with: #"[0, 0, 375]"#),
        "$.controller.subviews[0].frame: matches none of anyOf"
      ),
      (
        ok.replacingOccurrences(of: #""10.3""#, with: #"10.3"#),
        "$.os: expected string, found a number"
      ),
      (ok.replacingOccurrences(of: #", "device": "iPhone 8""#, with: ""), "$: missing 'device'"),
    ] {
      let errors = validator.errors(try JSONParser.parse(bytes: Array(bad.utf8)))
      #expect(errors.contains(error), "\(bad): \(errors)")
      #expect(throws: InputError.self) { try Scenario.decode(bad, file: "bad.scenario.json") }
    }
  }

  /// Each object of format 1 lists exactly the decoder's keys (plus `$schema` at the top), each
  /// documented.
  @Test func theSchemaHasTheDecodersKeysEachDocumented() throws {
    func keys(_ def: String) -> [String] {
      guard case .object(let pairs)? = ScenarioSchema.json["$defs"]?[def]?["properties"] else {
        return []
      }
      return pairs.map(\.0)
    }
    #expect(keys("format1") == ["$schema"] + ScenarioDecoder.topKeys)
    #expect(keys("controller") == ScenarioDecoder.controllerKeys)
    #expect(keys("view") == ScenarioDecoder.viewKeys)
    #expect(keys("step") == ScenarioDecoder.stepKeys)
    #expect(keys("tabBarController") == ScenarioDecoder.tabBarKeys)
    #expect(keys("navigationController") == ScenarioDecoder.navigationKeys)
    // An expectation is one of: a value, an order, a count, a change, no change, a stop. The kinds
    // are a chain of if/then/else, the value expectation last.
    var kindKeys: [[String]] = []
    var node = ScenarioSchema.json["$defs"]?["expectation"]
    while let kind = node?["then"] {
      if case .object(let pairs)? = kind["properties"] { kindKeys.append(pairs.map(\.0)) }
      node = node?["else"]
    }
    if case .object(let pairs)? = node?["properties"] { kindKeys.insert(pairs.map(\.0), at: 0) }
    let called =
      ScenarioDecoder.calledKeys.dropLast() + ScenarioDecoder.calledOptionalKeys + ["source"]
    #expect(
      kindKeys == [
        ScenarioDecoder.expectKeys, ScenarioDecoder.orderKeys, Array(called),
        ["changed"] + ScenarioDecoder.changeKeys,
        ["unchanged"] + ScenarioDecoder.changeKeys, ScenarioDecoder.stopsKeys,
      ])
    #expect(!ScenarioSchema.json.compactText.contains("(undocumented)"))
    // No table entry the decoder does not read.
    #expect(Set(ScenarioSchema.viewTable.map(\.name)) == Set(ScenarioDecoder.viewKeys))
    #expect(Set(ScenarioSchema.stepTable.map(\.name)) == Set(ScenarioDecoder.stepKeys))
    #expect(Set(ScenarioSchema.controllerTable.map(\.name)) == Set(ScenarioDecoder.controllerKeys))
    #expect(Set(ScenarioSchema.topTable.map(\.name)) == Set(["$schema"] + ScenarioDecoder.topKeys))
  }

  /// Every release the schema lists is one the decoder reads.
  @Test func everyListedReleaseDecodes() throws {
    guard
      case .array(let names)? = ScenarioSchema.json["$defs"]?["format1"]?["properties"]?["os"]?[
        "enum"]
    else {
      Issue.record("no os enum")
      return
    }
    for case .string(let name) in names {
      #expect(OSVersion(name).map { OSVersion.known.contains($0) } == true, "\(name)")
    }
  }

  @Test func aSchemaLinkIsAcceptedAndMustBeAString() throws {
    let linked =
      #"{"$schema": "../scenario.schema.json", "insetsim": 1, "os": "10.3", "device": "iPhone 8", "controller": {}}"#
    let s = try Scenario.decode(linked, file: "linked.scenario.json")
    #expect(s.os == OSVersion(10, 3))
    #expect(validator.errors(try JSONParser.parse(bytes: Array(linked.utf8))).isEmpty)
    do {
      _ = try Scenario.decode(
        linked.replacingOccurrences(of: #""../scenario.schema.json""#, with: "1"),
        file: "linked.scenario.json")
      Issue.record("a numeric $schema was accepted")
    } catch {
      #expect(
        error.description
          == "linked.scenario.json: at $schema: found a number; expected the address of the scenario JSON Schema (a string)"
      )
    }
  }

  /// The key reference page is `insetsim schema --reference` under its heading
  /// (ReferencePageTests holds the whole page to `insetsim reference keys`).
  @Test func theKeyReferencePageIsGenerated() throws {
    let page = String(
      decoding: try Data(
        contentsOf: Self.root.appendingPathComponent("docs/reference/keys.md")),
      as: UTF8.self)
    #expect(page.hasSuffix("\n\n" + ScenarioSchema.keyReference))
  }

  /// The keywords the validator above reads are the only ones the schema uses, so a keyword it does
  /// not know cannot pass unchecked.
  @Test func theSchemaUsesOnlyTheKeywordsTheValidatorChecks() {
    let known: Set<String> = [
      "$schema", "$id", "$ref", "$defs", "title", "description", "type", "const", "enum",
      "properties", "required", "additionalProperties", "items", "minItems", "maxItems", "anyOf",
      "oneOf", "allOf", "not", "if", "then", "else", "minimum", "maximum", "pattern", "default",
      "examples",
    ]
    var unknown: Set<String> = []
    func walk(_ value: JSONValue, keywords: Bool) {
      switch value {
      case .object(let pairs):
        for (key, v) in pairs {
          if keywords && !known.contains(key) { unknown.insert(key) }
          // Under properties and $defs the keys are names; below them, keywords again.
          if key == "properties" || key == "$defs", case .object(let named) = v {
            for (_, schema) in named { walk(schema, keywords: true) }
          } else if key != "default" && key != "const" && key != "enum" && key != "examples" {
            walk(v, keywords: true)
          }
        }
      case .array(let items): for item in items { walk(item, keywords: true) }
      default: break
      }
    }
    walk(ScenarioSchema.json, keywords: true)
    #expect(unknown.isEmpty, "\(unknown.sorted())")
  }

  /// The top level is `if`/`then`/`else` on `insetsim`, not `oneOf`: a typo is reported at its key
  /// in either format, and nothing else is (an editor showed "insetsim: 2 was expected").
  @Test func aTypoIsReportedAtItsKeyInBothFormats() throws {
    #expect(ScenarioSchema.json["oneOf"] == nil)
    let one = #"{"insetsim": 1, "os": "10.3", "devcie": "iPhone 8", "controller": {}}"#
    let two =
      #"{"insetsim": 2, "os": "17.0", "device": "iPhone 15", "root": "A", "controllers": {"A": {}}, "devcie": 1}"#
    #expect(
      validator.errors(try JSONParser.parse(bytes: Array(one.utf8)))
        == ["$: missing 'device'", "$: unknown key 'devcie'"])
    #expect(
      validator.errors(try JSONParser.parse(bytes: Array(two.utf8))) == ["$: unknown key 'devcie'"])
    let three = #"{"insetsim": 3, "os": "10.3", "device": "iPhone 8", "controller": {}}"#
    #expect(
      validator.errors(try JSONParser.parse(bytes: Array(three.utf8))).contains(
        "$.insetsim: 3 is not in the enum"))
  }

  /// Bad inputs the schema can state — bounds, patterns, the rules between a step's keys — are
  /// refused by the schema and by the decoder alike. The bounds are the decoder's
  /// (ScenarioLimits: 1,000,000 rows, a 3,600 s horizon, lengths within ±100,000).
  @Test(arguments: [
    (#""rows": 30"#, #""rows": -1"#, "$.controller.subviews[0].rows: below the minimum 0"),
    (
      #""rows": 30"#, #""rows": 2000000"#,
      "$.controller.subviews[0].rows: above the maximum 1000000"
    ),
    (
      #""rows": 30"#, #""rows": 1.5"#,
      "$.controller.subviews[0].rows: expected integer, found a number"
    ),
    (
      #""rows": 30"#, #""rowHeight": 200000"#,
      "$.controller.subviews[0].rowHeight: above the maximum 100000"
    ),
    (
      #""name": "VC""#, #""name": "1VC""#,
      "$.controller.name: does not match ^[A-Za-z_][A-Za-z0-9_]{0,63}$"
    ),
    (#""during": "viewWillAppear""#, #""at": 4000"#, "$.script[0].at: above the maximum 3600"),
    (
      #""during": "viewWillAppear""#, #""during": "viewWillAppear", "at": 1"#,
      "$.script[0]: matches 2 of oneOf"
    ),
    (#""during": "viewWillAppear", "#, "", "$.script[0]: matches 0 of oneOf"),
    (
      #""during": "viewWillAppear""#, #""at": 1, "once": true"#,
      #"$.script[0]: matches what is not allowed: {"required":["once"]}"#
    ),
    (#", "to": true"#, "", "$.script[0]: matches 0 of oneOf"),
    (#""source": "S000-12""#, #""source": "  ""#, #"$.expect[0].source: does not match \S"#),
  ])
  func aBadInputIsRefusedByTheSchemaAndTheDecoder(_ from: String, _ to: String, _ error: String)
    throws
  {
    let ok = """
      {"insetsim": 1, "os": "10.3", "device": "iPhone 8", "tabBarController": {},
       "controller": {"name": "VC", "subviews": [{"id": "t", "type": "tableView", "rows": 30}]},
       "script": [{"during": "viewWillAppear", "set": "tabBar.hidden", "to": true}],
       "expect": [{"at": "viewDidAppear", "object": "t", "property": "contentInset",
                   "value": [0, 0, 0, 0], "source": "S000-12"}]}
      """
    #expect(validator.errors(try JSONParser.parse(bytes: Array(ok.utf8))).isEmpty)
    _ = try Scenario.decode(ok, file: "ok.scenario.json")
    let bad = ok.replacingOccurrences(of: from, with: to)
    #expect(bad != ok)
    let errors = validator.errors(try JSONParser.parse(bytes: Array(bad.utf8)))
    #expect(errors.contains(error), "\(bad): \(errors)")
    #expect(throws: InputError.self) { try Scenario.decode(bad, file: "bad.scenario.json") }
  }

  /// A key's `default` in the schema is what a scenario without the key runs with, and what the
  /// key's own text says ("(default portrait)").
  @Test func theDefaultsAreTheOnesThatApply() throws {
    let s = try Scenario.decode(
      #"{"insetsim": 1, "os": "11.0", "device": "iPhone 8", "controller": {}}"#,
      file: "defaults.scenario.json")
    let top = ScenarioSchema.json["$defs"]?["format1"]?["properties"]
    #expect(top?["orientation"]?["default"] == .string(s.effectiveOrientation.rawValue))
    #expect(top?["presentation"]?["default"] == .string(s.effectivePresentation.rawValue))
    var checked = 0
    for table in [
      ScenarioSchema.topTable, ScenarioSchema.tabBarTable, ScenarioSchema.navigationTable,
      ScenarioSchema.controllerTable, ScenarioSchema.viewTable, ScenarioSchema.stepTable,
    ] {
      for key in table {
        guard let value = key.schema["default"] else { continue }
        checked += 1
        let word =
          value == .bool(true) ? "true" : value == .bool(false) ? "false" : value.compactText
        let plain = word.hasPrefix("\"") ? String(word.dropFirst().dropLast()) : word
        #expect(
          key.text.contains("default \(plain)") || key.text.contains("default: \(plain)")
            || key.text.hasPrefix("`\(plain)` (")
            || key.text.contains("(\"\(plain)\" (default)")
            || key.text.contains("\"\(plain)\" (default)")
            || [
              "hidden", "tabBarHidden", "async", "once", "bottomAccessory", "navigationBarHidden",
              "prefersLargeTitles", "hidesBottomBarWhenPushed",
            ].contains(key.name),
          "\(key.name): default \(plain), text: \(key.text)")
      }
    }
    #expect(checked >= 15)
  }
}

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
/// of the
/// draft 2020-12 keywords the schema uses (type, required, properties, additionalProperties, enum,
/// const,
/// items, minItems, maxItems, anyOf, oneOf, $ref), written here so the test depends on nothing
/// else.
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
        if matching != 1 {
          out.append("\(path): matches \(matching) of oneOf")
          // Say why against the option the document names by its format version.
          if case .number(let v)? = value["insetsim"], v >= 1, Int(v) <= options.count {
            out += errors(value, against: options[Int(v) - 1], at: path)
          }
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
    // An expectation is one of: a value, an order, a count.
    let kinds = ScenarioSchema.json["$defs"]?["expectation"]?["oneOf"]
    var kindKeys: [[String]] = []
    if case .array(let items)? = kinds {
      for item in items {
        if case .object(let pairs)? = item["properties"] { kindKeys.append(pairs.map(\.0)) }
      }
    }
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
}

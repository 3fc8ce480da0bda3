import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// One factor of a sweep: a name and its levels; each level sets one or more scenario keys.
///
///     --vary os=10.3,11.0                       → factor "os", levels "10.3" and "11.0"
///     {"name": "first scroll view", "levels": {"YES": {"controller.subviews": […]}, "NO": {…}}}
public struct SweepFactor: Sendable {
  public struct Level: Sendable {
    /// The level as a table shows it: "10.3", "YES", "[375,2000]".
    public var label: String
    /// The same as JSON, for JSON Lines rows.
    public var json: JSONValue
    public var assignments: [(ScenarioKeyPath, JSONValue)]
    /// The value as a string, for a bare number typed on the command line (`os=11.0`): used when
    /// the key takes a string.
    public var asString: JSONValue?

    public init(
      label: String, json: JSONValue, assignments: [(ScenarioKeyPath, JSONValue)],
      asString: JSONValue? = nil
    ) {
      self.label = label
      self.json = json
      self.assignments = assignments
      self.asString = asString
    }
  }

  public var name: String
  public var levels: [Level]

  public init(name: String, levels: [Level]) {
    self.name = name
    self.levels = levels
  }

  /// One key over several values: each value's label is its text, or the string itself.
  public init(name: String? = nil, key: ScenarioKeyPath, values: [JSONValue]) {
    self.name = name ?? key.description
    levels = values.map { v in
      let label: String
      if case .string(let s) = v { label = s } else { label = v.compactText }
      return Level(label: label, json: v, assignments: [(key, v)])
    }
  }

  /// Parses `--vary KEY=V1,V2,…`: values split at top-level commas; each is JSON when it parses as
  /// JSON
  /// (`true`, `64`, `[0,0,49,0]`), else a string (`iPhone 8`).
  public init(vary text: String) throws(InputError) {
    guard let eq = text.firstIndex(of: "=") else {
      throw InputError(
        file: "--vary", problem: "'\(InputError.shown(text))' has no '='",
        expected:
          "KEY=VALUE,VALUE,…, such as 'os=10.3,11.0' or 'views.tableView.contentInset=[0,0,0,0],[64,0,0,0]'"
      )
    }
    let key = try ScenarioKeyPath(String(text[..<eq]), file: "--vary")
    let items = Self.splitTopLevel(String(text[text.index(after: eq)...]))
    guard !items.isEmpty, !items.contains(where: \.isEmpty) else {
      throw InputError(
        file: "--vary", location: "at \(key)",
        problem: "an empty value in '\(InputError.shown(text))'",
        expected: "values separated by commas")
    }
    self.init(
      name: key.description,
      levels: items.map { item in
        guard let json = try? JSONParser.parse(item) else {
          return Level(label: item, json: .string(item), assignments: [(key, .string(item))])
        }
        let bareNumber: JSONValue? = if case .number = json { .string(item) } else { nil }
        return Level(label: item, json: json, assignments: [(key, json)], asString: bareNumber)
      })
  }

  /// "a,[1,2],{\"x\":1},\"b,c\"" → ["a", "[1,2]", "{\"x\":1}", "\"b,c\""]
  static func splitTopLevel(_ text: String) -> [String] {
    var items: [String] = []
    var current = ""
    var depth = 0
    var inString = false
    var escaped = false
    for ch in text {
      if inString {
        current.append(ch)
        if escaped {
          escaped = false
        } else if ch == "\\" {
          escaped = true
        } else if ch == "\"" {
          inString = false
        }
        continue
      }
      switch ch {
      case "\"": inString = true
      case "[", "{": depth += 1
      case "]", "}": depth = max(0, depth - 1)
      case "," where depth == 0:
        items.append(current.trimmingSpaces())
        current = ""
        continue
      default: break
      }
      current.append(ch)
    }
    items.append(current.trimmingSpaces())
    return items
  }
}

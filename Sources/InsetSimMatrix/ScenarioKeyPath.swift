import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// A key of a scenario file as a sweep names it: a dotted path of object keys and array indexes
/// (`os`, `navigationController.translucent`, `controller.subviews.0.frame`; in an app
/// `controllers.Detail.hidesBottomBarWhenPushed`), or a view by its id wherever it sits in the view
/// tree
/// (`views.tableView.contentInset`, in any controller of an app).
///
///     let path = try ScenarioKeyPath("views.scrollView.contentSize", file: "--vary")
///     let patched = try path.set(.array([.number(375), .number(2000)]), in: scenarioJSON, file: "--vary")
public struct ScenarioKeyPath: Hashable, Sendable, CustomStringConvertible {
  public enum Component: Hashable, Sendable {
    case key(String)
    case index(Int)
    /// The view spec with this id, anywhere under `controller`.
    case view(String)
  }

  public let components: [Component]
  public let description: String

  /// The most parts a key may have: a scenario file nests no deeper (``JSONParser``'s limit), so
  /// a longer key names nothing, and ``set(_:in:file:)`` walks one level per part.
  public static let maxParts = JSONParser.defaultMaxDepth

  /// Whether setting this key replaces what `other` sets: it is `other`, or a key that holds it
  /// (`controller` holds `controller.name`).
  public func replacesValue(of other: ScenarioKeyPath) -> Bool {
    other.components.starts(with: components)
  }

  public init(_ text: String, file: String) throws(InputError) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !text.isEmpty, !parts.contains(where: \.isEmpty) else {
      throw InputError(
        file: file, problem: "'\(InputError.shown(text))' is not a scenario key",
        expected:
          "a dotted path such as 'os', 'controller.automaticallyAdjustsScrollViewInsets' or 'views.tableView.contentInset'"
      )
    }
    guard parts.count <= Self.maxParts else {
      throw InputError(
        file: file,
        problem: "the key '\(InputError.shown(text))' has \(parts.count) parts, "
          + "more than \(Self.maxParts)",
        expected: "a key of at most \(Self.maxParts) parts (no scenario file nests deeper: "
          + "JSON nesting stops at \(JSONParser.defaultMaxDepth) levels)")
    }
    var components: [Component] = []
    var i = 0
    if parts[0] == "views" {
      guard parts.count >= 3 else {
        throw InputError(
          file: file, problem: "'\(InputError.shown(text))' names no view key",
          expected: "views.VIEW_ID.KEY, such as 'views.tableView.contentInset'")
      }
      components.append(.view(parts[1]))
      i = 2
    }
    while i < parts.count {
      if let n = Int(parts[i]), n >= 0 {
        components.append(.index(n))
      } else {
        components.append(.key(parts[i]))
      }
      i += 1
    }
    self.components = components
    self.description = text
  }

  /// `json` with the value at this path replaced by `value` (a missing object key is added; the
  /// scenario decoder then judges it like any key of a file).
  public func set(_ value: JSONValue, in json: JSONValue, file: String) throws(InputError)
    -> JSONValue
  {
    try Self.set(value, at: components[...], in: json, walked: "", whole: self, file: file)
  }

  private static func set(
    _ value: JSONValue, at path: ArraySlice<Component>, in json: JSONValue, walked: String,
    whole: ScenarioKeyPath, file: String
  ) throws(InputError) -> JSONValue {
    guard let first = path.first else { return value }
    let rest = path.dropFirst()
    switch first {
    case .key(let key):
      guard case .object(var pairs) = json else {
        throw InputError(
          file: file, location: "at \(whole)",
          problem:
            "\(walked.isEmpty ? "the scenario" : walked) is not an object, so it has no key '\(key)'"
        )
      }
      let here = walked.isEmpty ? key : walked + "." + key
      if let i = pairs.firstIndex(where: { $0.0 == key }) {
        pairs[i].1 = try set(
          value, at: rest, in: pairs[i].1, walked: here, whole: whole, file: file)
      } else if rest.isEmpty {
        pairs.append((key, value))
      } else {
        pairs.append(
          (key, try set(value, at: rest, in: .object([]), walked: here, whole: whole, file: file)))
      }
      return .object(pairs)
    case .index(let n):
      guard case .array(var items) = json else {
        throw InputError(
          file: file, location: "at \(whole)",
          problem: "\(walked) is not a list, so it has no item \(n)")
      }
      guard n < items.count else {
        throw InputError(
          file: file, location: "at \(whole)",
          problem:
            "\(walked) has \(items.count) item\(items.count == 1 ? "" : "s"), so no item \(n)",
          expected: items.isEmpty ? nil : "an index from 0 to \(items.count - 1)")
      }
      items[n] = try set(
        value, at: rest, in: items[n], walked: "\(walked).\(n)", whole: whole, file: file)
      return .array(items)
    case .view(let id):
      if case .object(let controllers)? = json["controllers"] {
        // An app (format 2): the view is in one of its controllers.
        var found = false
        var patched: [(String, JSONValue)] = []
        for (name, controller) in controllers {
          patched.append(
            (
              name,
              found
                ? controller
                : try replacingView(id, in: controller, found: &found) { view throws(InputError) in
                  try set(
                    value, at: rest, in: view, walked: "views.\(id)", whole: whole, file: file)
                }
            ))
        }
        guard found else {
          let ids = controllers.flatMap { viewIDs(in: $0.1) }
          throw InputError(
            file: file, location: "at \(whole)",
            problem: "the app has no view '\(InputError.shown(id))'",
            expected: ids.isEmpty ? "a view id" : "one of " + ids.joined(separator: ", "),
            suggestion: Suggestions.closest(to: id, in: ids))
        }
        return try set(
          .object(patched), at: [Component.key("controllers")][...], in: json, walked: "",
          whole: whole, file: file)
      }
      var json = json
      guard var controller = json["controller"] else {
        throw InputError(
          file: file, location: "at \(whole)", problem: "the scenario has no controller")
      }
      var found = false
      controller = try replacingView(id, in: controller, found: &found) { view throws(InputError) in
        try set(value, at: rest, in: view, walked: "views.\(id)", whole: whole, file: file)
      }
      guard found else {
        let ids = viewIDs(in: controller)
        throw InputError(
          file: file, location: "at \(whole)",
          problem: "the scenario has no view '\(InputError.shown(id))'",
          expected: ids.isEmpty ? "a view id" : "one of " + ids.joined(separator: ", "),
          suggestion: Suggestions.closest(to: id, in: ids))
      }
      json = try set(
        controller, at: [Component.key("controller")][...], in: json, walked: "", whole: whole,
        file: file)
      return json
    }
  }

  /// Replaces the first view spec with `id` (depth first: the root view, then subviews in order).
  private static func replacingView(
    _ id: String, in json: JSONValue, found: inout Bool,
    _ body: (JSONValue) throws(InputError) -> JSONValue
  ) throws(InputError) -> JSONValue {
    guard case .object(var pairs) = json else { return json }
    if case .string(id)? = json["id"] {
      found = true
      return try body(json)
    }
    for i in pairs.indices where !found {
      switch pairs[i].0 {
      case "rootView":
        pairs[i].1 = try replacingView(id, in: pairs[i].1, found: &found, body)
      case "subviews":
        guard case .array(var items) = pairs[i].1 else { continue }
        for j in items.indices where !found {
          items[j] = try replacingView(id, in: items[j], found: &found, body)
        }
        pairs[i].1 = .array(items)
      default: continue
      }
    }
    return .object(pairs)
  }

  private static func viewIDs(in json: JSONValue) -> [String] {
    var ids: [String] = []
    func walk(_ json: JSONValue) {
      if case .string(let id)? = json["id"] { ids.append(id) }
      if let root = json["rootView"] { walk(root) }
      if case .array(let items)? = json["subviews"] { items.forEach(walk) }
    }
    walk(json)
    return ids
  }
}

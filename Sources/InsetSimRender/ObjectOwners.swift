import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Which controller (or container) each traced object belongs to, so renderers can draw one group
/// per controller: a controller's root view, layout guides and subviews go with it; the navigation
/// and tool bars with the navigation controller; the tab bar with the tab bar controller; the
/// window, status bar and application with the window.
///
/// Read from the trace alone — the scenario embedded in its header names each controller and its
/// subviews (`"name"` and `"subviews"` at any depth, or an app's `"controllers"` keyed by name, so
/// several controllers group the same way) — and from the objects the callbacks of controllers go
/// to.
///
///     let owners = ObjectOwners(trace)
///     owners.owner(of: "tableView")  // "ViewController"
///     owners.groups                  // ["window", "navigationController", "ViewController"]
struct ObjectOwners: Sendable {
  /// Object → owning group.
  private var owners: [String: String] = [:]
  /// Groups in drawing order: the window, the containers, then controllers in order of appearance.
  private(set) var groups: [String] = []
  /// Objects in drawing order within their group.
  private(set) var objects: [String: [String]] = [:]

  static let fixed: [String: String] = [
    "application": "window", "window": "window", "statusBar": "window",
    "tabBarController": "tabBarController", "tabBar": "tabBarController",
    "navigationController": "navigationController", "navigationBar": "navigationController",
    "toolbar": "navigationController",
  ]
  static let groupOrder = ["window", "tabBarController", "navigationController"]

  init(_ trace: Trace) {
    var controllers: [String] = []
    var subviewOwner: [String: String] = [:]
    // Walk the scenario for controllers ({"name", "subviews"}) and their subviews' ids, without
    // recursion.
    var pending: [(JSONValue, String?)] = [(trace.scenario, nil)]
    var budget = 100_000
    while let (value, owner) = pending.popLast(), budget > 0 {
      budget -= 1
      switch value {
      case .object(let pairs):
        var here = owner
        if case .string(let name)? = value["name"], value["subviews"] != nil {
          here = name
          if !controllers.contains(name) { controllers.append(name) }
        }
        if case .string(let id)? = value["id"], let here, subviewOwner[id] == nil {
          subviewOwner[id] = here
        }
        for (k, v) in pairs.reversed() {
          // An app names its controllers as keys: "controllers": {"List": {"subviews": …}}.
          if k == "controllers", case .object(let named) = v {
            for (name, spec) in named.reversed() {
              if !controllers.contains(name) { controllers.append(name) }
              pending.append((spec, name))
            }
          } else {
            pending.append((v, here))
          }
        }
      case .array(let items):
        for v in items.reversed() { pending.append((v, owner)) }
      default:
        break
      }
    }
    for e in trace.entries where e.kind == .callback {
      if let o = e.object, !(Callback(rawValue: e.name ?? "")?.isViewCallback ?? false),
        !o.contains("."), Self.fixed[o] == nil,
        !controllers.contains(o), subviewOwner[o] == nil
      {
        controllers.append(o)
      }
    }
    var seen: [String] = []
    for e in trace.entries {
      guard let o = e.object, owners[o] == nil else { continue }
      let owner: String
      if let fixed = Self.fixed[o] {
        owner = fixed
      } else if let c = controllers.first(where: { o == $0 || o.hasPrefix($0 + ".") }) {
        owner = c
      } else if let s = subviewOwner[o] {
        owner = s
      } else if let dot = o.firstIndex(of: ".") {
        owner = String(o[..<dot])
      } else {
        owner = o
      }
      owners[o] = owner
      objects[owner, default: []].append(o)
      if !seen.contains(owner) { seen.append(owner) }
    }
    groups = Self.groupOrder.filter(seen.contains) + seen.filter { !Self.groupOrder.contains($0) }
    // Within a group: the owner itself first, then in order of appearance.
    for (g, list) in objects {
      objects[g] = list.filter { $0 == g } + list.filter { $0 != g }
    }
  }

  func owner(of object: String) -> String { owners[object] ?? object }
}

import InsetSimSupport
import InsetSimModel

/// A combination's scenario made by applying its levels to the decoded base instead of decoding the patched
/// JSON again (most of a row's cost): for the release, the device, the orientation and a view's own keys.
/// Anything else, and any level that does not apply cleanly, leaves it to the patched JSON, which also words
/// any problem of the combination — so rows are the same either way.
extension Sweep {
  /// The keys of a view a level may set directly (not its id, type or subviews, which change the objects).
  static let directViewKeys = Set(ScenarioDecoder.viewKeys).subtracting(["id", "type", "subviews"])

  /// Whether every level of every factor can be applied directly.
  static func appliesDirectly(_ factors: [SweepFactor]) -> Bool {
    factors.allSatisfy { f in
      f.levels.allSatisfy { level in
        level.assignments.allSatisfy { (path, _) in
          switch path.components.count {
          case 1: if case .key(let k) = path.components[0] { return k == "os" || k == "device" || k == "orientation" } else { return false }
          case 2:
            if case .view = path.components[0], case .key(let k) = path.components[1] { return directViewKeys.contains(k) }
            return false
          default: return false
          }
        }
      }
    }
  }

  func directScenario(_ levels: [SweepFactor.Level]) -> Scenario? {
    guard var s = directBase else { return nil }
    for level in levels {
      for (path, value) in level.assignments {
        switch (path.components.first, value) {
        case (.key("os")?, .string(let text)):
          guard let os = OSVersion(text), OSVersion.known.contains(os) else { return nil }
          s.os = os
        case (.key("device")?, .string(let name)):
          guard let device = Device.named(name) else { return nil }
          s.device = device
        case (.key("orientation")?, .string(let name)):
          guard let o = Orientation(rawValue: name) else { return nil }
          s.orientation = o
        case (.view(let id)?, _):
          guard path.components.count == 2, case .key(let key) = path.components[1], Self.setView(id, key, value, in: &s, file: file) else { return nil }
        default:
          return nil
        }
      }
    }
    guard s.device.supports(s.os), Self.validOnRelease(s) else { return nil }
    return s
  }

  /// What the decoder checks against the release, for a format-1 scenario: callbacks named by points and
  /// `during` steps exist on it, and rotation is simulated from iOS 7 (apps take the patched JSON).
  static func validOnRelease(_ s: Scenario) -> Bool {
    guard s.app == nil else { return false }
    for point in s.observe {
      if case .callback(let ref, _) = point, Callback(rawValue: ref.name)?.exists(on: s.os) != true { return false }
    }
    for step in s.script {
      if case .during(let ref, _) = step.trigger, Callback(rawValue: ref.name)?.exists(on: s.os) != true { return false }
      if case .rotate = step.action, s.era == .ios6 { return false }
    }
    return true
  }

  /// Sets `key` of the view `id` by decoding the view again with it: the same checks as a whole file.
  static func setView(_ id: String, _ key: String, _ value: JSONValue, in s: inout Scenario, file: String) -> Bool {
    let decoder = ScenarioDecoder(file: file)
    func patched(_ view: ViewSpec) -> ViewSpec? {
      guard case .object(var pairs) = view.json else { return nil }
      if let i = pairs.firstIndex(where: { $0.0 == key }) { pairs[i].1 = value } else { pairs.append((key, value)) }
      var count = 0
      return try? decoder.viewSpec(.object(pairs), "views.\(id)", os: s.os, depth: 0, count: &count)
    }
    var done = false
    var failed = false
    func walk(_ views: inout [ViewSpec], depth: Int) {
      for i in views.indices where !done && !failed {
        if views[i].id == id {
          if let p = patched(views[i]) { views[i] = p; done = true } else { failed = true }
          return
        }
        if depth < ScenarioLimits.maxViewDepth { walk(&views[i].subviews, depth: depth + 1) }
      }
    }
    func walk(_ c: inout ControllerSpec) {
      if var root = c.rootView.map({ [$0] }) {
        walk(&root, depth: 0)
        c.rootView = root.first
      }
      if !done { walk(&c.subviews, depth: 0) }
    }
    if var app = s.app {
      for i in app.controllers.indices where !done && !failed { walk(&app.controllers[i]) }
      s.app = app
    } else {
      walk(&s.controller)
    }
    return done && !failed
  }
}

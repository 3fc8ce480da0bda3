import InsetSimModel
import InsetSimSupport

/// A combination's scenario made by applying its levels to the decoded base instead of decoding the
/// patched JSON again (most of a row's cost): for the release, the device, the orientation and a
/// view's own keys. Each level is resolved once, when the sweep is made (the release parsed, the
/// device found, a view key's value checked), so a row only assigns. Anything else, and any level
/// that does not apply cleanly, leaves it to the patched JSON, which also words any problem of the
/// combination — so rows are the same either way.
extension Sweep {
  /// The keys of a view a level may set directly (not its id, type or subviews, which change the
  /// objects).
  static let directViewKeys = Set(ScenarioDecoder.viewKeys).subtracting(["id", "type", "subviews"])

  /// Whether every level of every factor can be applied directly.
  static func appliesDirectly(_ factors: [SweepFactor]) -> Bool {
    factors.allSatisfy { f in
      f.levels.allSatisfy { level in
        level.assignments.allSatisfy { (path, _) in
          switch path.components.count {
          case 1:
            if case .key(let k) = path.components[0] {
              return k == "os" || k == "device" || k == "orientation"
            } else {
              return false
            }
          case 2: return directViewKey(path) != nil
          default: return false
          }
        }
      }
    }
  }

  /// The view and key of `views.ID.KEY` when KEY is one a level may set directly, else nil.
  static func directViewKey(_ path: ScenarioKeyPath) -> (id: String, key: String)? {
    guard path.components.count == 2, case .view(let id) = path.components[0],
      case .key(let key) = path.components[1],
      directViewKeys.contains(key)
    else { return nil }
    return (id, key)
  }

  /// Whether every level of `factor` sets only a view's own keys (not its id, type or subviews).
  static func setsOnlyViewKeys(_ factor: SweepFactor) -> Bool {
    factor.levels.allSatisfy { level in level.assignments.allSatisfy { directViewKey($0.0) != nil }
    }
  }

  /// Whether `assignments` set only views' keys with values the decoder takes as they are, each on
  /// a view of `base` whose type takes it: then the patched JSON decodes, and its rows are made by
  /// assignment.
  static func appliesToViews(_ assignments: [(ScenarioKeyPath, JSONValue)], base: Scenario) -> Bool
  {
    var s = base
    for (path, value) in assignments {
      guard let (id, key) = directViewKey(path),
        let field = DirectAssignment.Field(key: key, value: value),
        set(field, ofView: id, in: &s)
      else { return false }
    }
    return true
  }

  /// The base decoded without its expectations and every level resolved against it, or nil when
  /// some level cannot be applied directly. A level resolved to nil (an unknown release or device)
  /// sends its rows to the patched JSON. `appliesDirectly`: already known (a copy of a sweep that
  /// has a plan), so not looked at again.
  static func directPlan(
    _ factors: [SweepFactor], baseJSON: JSONValue, file: String, appliesDirectly known: Bool = false
  ) -> DirectPlan? {
    guard known || appliesDirectly(factors), var base = try? Scenario(json: baseJSON, file: file)
    else { return nil }
    // Devices of their own, not the catalogue's: each worker's plan is made from its own copy of
    // the sweep.
    base.device = base.device.isolated()
    var validOn: [OSVersion: Bool] = [:]
    func valid(_ os: OSVersion) -> Bool {
      if let v = validOn[os] { return v }
      var s = base
      s.os = os
      let v = validOnRelease(s)
      validOn[os] = v
      return v
    }
    func resolve(_ level: SweepFactor.Level) -> [DirectAssignment]? {
      var resolved: [DirectAssignment] = []
      for (path, value) in level.assignments {
        switch (path.components.first, value) {
        case (.key("os")?, .string(let text)):
          guard let os = OSVersion(text), OSVersion.known.contains(os) else { return nil }
          resolved.append(.os(os, validOnRelease: valid(os)))
        case (.key("device")?, .string(let name)):
          guard let device = Device.named(name) else { return nil }
          resolved.append(.device(device.isolated()))
        case (.key("orientation")?, .string(let name)):
          guard let o = Orientation(rawValue: name) else { return nil }
          resolved.append(.orientation(o))
        case (.view(let id)?, _):
          guard path.components.count == 2, case .key(let key) = path.components[1] else {
            return nil
          }
          resolved.append(
            .view(
              id: id, key: key, value: value, field: DirectAssignment.Field(key: key, value: value))
          )
        default:
          return nil
        }
      }
      return resolved
    }
    // A factor that only sets view keys (a table's length over thousands of values) is applied from
    // its levels as each row comes, keeping nothing per level; the others are resolved here.
    let levels = factors.map { f -> [[DirectAssignment]?]? in
      let viewsOnly = f.levels.allSatisfy { level in
        level.assignments.allSatisfy {
          if case .view? = $0.0.components.first { true } else { false }
        }
      }
      return viewsOnly ? nil : f.levels.map(resolve)
    }
    return DirectPlan(base: base, baseValidOnRelease: valid(base.os), levels: levels)
  }

  /// The scenario of the combination whose level of factor `f` is `indices[f]`, or nil when it is
  /// left to the patched JSON.
  func directScenario(_ indices: [Int]) -> Scenario? {
    guard let plan = direct else { return nil }
    var s = plan.base
    var valid = plan.baseValidOnRelease
    for (f, l) in indices.enumerated() {
      guard let resolved = plan.levels[f] else {
        for (path, value) in factors[f].levels[l].assignments {
          guard case .view(let id)? = path.components.first, path.components.count == 2,
            case .key(let key) = path.components[1],
            apply(id, key, value, DirectAssignment.Field(key: key, value: value), to: &s)
          else { return nil }
        }
        continue
      }
      guard let assignments = resolved[l] else { return nil }
      for a in assignments {
        switch a {
        case .os(let os, let ok):
          s.os = os
          valid = ok
        case .device(let device):
          s.device = device
        case .orientation(let o):
          s.orientation = o
        case .view(let id, let key, let value, let field):
          guard apply(id, key, value, field, to: &s) else { return nil }
        }
      }
    }
    // An orientation the app cannot start in is left to the decoder, which words it.
    guard valid, s.device.supports(s.os), s.launchOrientationRefusal == nil else { return nil }
    return s
  }

  /// Sets `key` of the view `id` to `value`: the checked `field` when there is one and the view's
  /// type takes it, else by decoding the view again.
  func apply(
    _ id: String, _ key: String, _ value: JSONValue, _ field: DirectAssignment.Field?,
    to s: inout Scenario
  ) -> Bool {
    guard let field else { return Self.setView(id, key, value, in: &s, file: file) }
    return Self.set(field, ofView: id, in: &s)
  }

  /// Sets the checked `field` of the view `id`; false when there is no such view or its type does
  /// not take it.
  static func set(_ field: DirectAssignment.Field, ofView id: String, in s: inout Scenario) -> Bool
  {
    modifyView(id, in: &s) { view in
      guard field.applies(to: view.type) else { return false }
      field.set(in: &view)
      return true
    }
  }

  /// What the decoder checks against the release, for a format-1 scenario: callbacks named by
  /// points and `during` steps exist on it, and rotation is simulated from iOS 7 (apps take the
  /// patched JSON).
  static func validOnRelease(_ s: Scenario) -> Bool {
    guard s.app == nil else { return false }
    for point in s.observe {
      if case .callback(let ref, _) = point, ref.callback?.exists(on: s.os) != true { return false }
    }
    for step in s.script {
      if case .during(let ref, _) = step.trigger, ref.callback?.exists(on: s.os) != true {
        return false
      }
      if case .rotate = step.action, s.era == .ios6 { return false }
    }
    return true
  }

  /// Sets `key` of the view `id` by decoding the view again with it: the same checks as a whole
  /// file.
  static func setView(
    _ id: String, _ key: String, _ value: JSONValue, in s: inout Scenario, file: String
  ) -> Bool {
    let decoder = ScenarioDecoder(file: file)
    let os = s.os
    return modifyView(id, in: &s) { view in
      guard case .object(var pairs) = view.json else { return false }
      if let i = pairs.firstIndex(where: { $0.0 == key }) {
        pairs[i].1 = value
      } else {
        pairs.append((key, value))
      }
      var count = 0
      guard
        let patched = try? decoder.viewSpec(
          .object(pairs), "views.\(id)", os: os, depth: 0, count: &count)
      else { return false }
      view = patched
      return true
    }
  }

  /// Runs `body` on the first view with `id` (depth first: the root view, then subviews in order,
  /// in each controller of an app); false when there is none or `body` refuses.
  static func modifyView(_ id: String, in s: inout Scenario, _ body: (inout ViewSpec) -> Bool)
    -> Bool
  {
    var done = false
    var failed = false
    func walk(_ views: inout [ViewSpec], depth: Int) {
      for i in views.indices where !done && !failed {
        if views[i].id == id {
          if body(&views[i]) { done = true } else { failed = true }
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

import InsetSimModel
import InsetSimRules
import InsetSimSupport

/// Where each object of an app lives, for the sums of a replay ("9 in controllers under a sheet"):
/// the flow that brought its controller on screen, read from the scenario's script.
///
///     let places = ReplayPlaces(scenario)
///     places.place(of: "formScroll")  // .sheet, when Form is presented as a page sheet
struct ReplayPlaces {
  /// A flow, in the order the sums list them.
  enum Place: Int, CaseIterable, Comparable {
    case sheet, fullScreen, popover, pushed, child, root, chrome

    static func < (a: Place, b: Place) -> Bool { a.rawValue < b.rawValue }

    /// How the sums name the controllers of a place.
    var phrase: String {
      switch self {
      case .sheet: "in controllers under a sheet"
      case .fullScreen: "in controllers presented full screen"
      case .popover: "in controllers in a popover"
      case .pushed: "in pushed controllers"
      case .child: "in child controllers"
      case .root: "in the controllers the app starts with"
      case .chrome: "in the window, bars and keyboard"
      }
    }
  }

  /// The place of each controller the script brings on screen (the first flow that does).
  private var controllers: [String: Place] = [:]
  /// The controller that owns each view id.
  private var viewOwners: [String: String] = [:]
  /// Every controller's name.
  private var names: Set<String> = []

  init(_ scenario: Scenario) {
    guard let app = scenario.app else {
      let c = scenario.controller
      names.insert(c.name)
      for v in c.subviews.flatMap(\.allViews) + (c.rootView.map { [$0] } ?? []) {
        viewOwners[v.id] = c.name
      }
      return
    }
    for c in app.controllers {
      names.insert(c.name)
      for v in c.subviews.flatMap(\.allViews) + (c.rootView?.allViews ?? []) {
        viewOwners[v.id] = c.name
      }
    }
    for step in scenario.script {
      switch step.action {
      case .present(let spec):
        let style = spec.style ?? app.controller(named: spec.controller)?.modalPresentationStyle
        if controllers[spec.controller] == nil {
          controllers[spec.controller] = Self.place(of: style, os: scenario.os)
        }
      case .push(let name, _): if controllers[name] == nil { controllers[name] = .pushed }
      case .setViewControllers(let names, _):
        for name in names.dropFirst() where controllers[name] == nil { controllers[name] = .pushed }
      case .addChild(let name, _, _): if controllers[name] == nil { controllers[name] = .child }
      default: break
      }
    }
  }

  /// A presentation style's place: `automatic` is a page sheet from iOS 13 on (WWDC19 224).
  static func place(of style: PresentationStyle?, os: OSVersion) -> Place {
    switch style ?? .automatic {
    case .pageSheet, .formSheet: .sheet
    case .automatic: Rule.presentSheet.applies(to: os) ? .sheet : .fullScreen
    case .fullScreen, .overFullScreen: .fullScreen
    case .popover: .popover
    }
  }

  /// The place of an object: its controller's (`Form`, `Form.view`, `Form.navigationController…`,
  /// or a view of Form's), else the window, the bars and the keyboard.
  func place(of object: String) -> Place {
    let owner =
      viewOwners[object]
      ?? object.split(separator: ".", maxSplits: 1).first.map(String.init) ?? object
    if let place = controllers[owner] { return place }
    if names.contains(owner) { return .root }
    return .chrome
  }
}

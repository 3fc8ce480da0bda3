extension Scenario {
  /// An app's controller settings that nothing in the run reads, each with why: UIKit reads
  /// `modalPresentationStyle` when the controller is presented, `supportedInterfaceOrientations`
  /// when it decides the interface's orientations (the window's root controller, or one presented
  /// outside a navigation controller), and `hidesBottomBarWhenPushed` and `largeTitleDisplayMode`
  /// when it is in a navigation controller; no controller's orientations on an iPad from iOS 9,
  /// where a multitasking app turns to every one. A controller the script never presents, or that
  /// is never
  /// in a navigation stack (at launch, pushed, set, presented in one, or in a split view, whose
  /// columns collapse into one), has such a setting for nothing; the run notes it rather than pass
  /// over it in silence.
  public var unreadSettings: [String] {
    guard let app else { return [] }
    var presented = Set<String>()
    var inNavigation = Set<String>()
    for n in app.rootNavigationControllers { inNavigation.formUnion(n.stack) }
    // A collapsed split view shows its columns in the primary's navigation controller.
    if case .split(let split) = app.root { inNavigation.formUnion(split.controllerNames) }
    for step in script {
      switch step.action {
      case .present(let p):
        // A present step's own style is what UIKit presents with: the controller's is not read.
        if p.style == nil { presented.insert(p.controller) }
        if p.inNavigationController { inNavigation.insert(p.controller) }
      case .push(let name, _): inNavigation.insert(name)
      case .setViewControllers(let names, _): inNavigation.formUnion(names)
      default: break
      }
    }
    // The controllers that may decide the interface's orientations: the window's root controller
    // when no container holds it, and a controller presented outside a navigation controller.
    var mayDecide = Set<String>()
    if case .controller(let root) = app.root { mayDecide.insert(root) }
    for step in script {
      if case .present(let p) = step.action, !p.inNavigationController {
        mayDecide.insert(p.controller)
      }
    }
    // On an iPad from iOS 9 no controller decides them (rule rotation.iPadMultitasking).
    let controllersDecide = device.controllersDecideOrientation(on: os)
    var list: [String] = []
    let controllers = app.controllers
    for i in controllers.indices {
      let name = controllers[i].name
      if controllers[i].modalPresentationStyle != nil, !presented.contains(name) {
        list.append(
          "\(name).modalPresentationStyle is never read: \(name) is never presented without a style of the present step's own"
        )
      }
      if controllers[i].supportedInterfaceOrientations != nil, !controllersDecide {
        list.append(
          "\(name).supportedInterfaceOrientations is never read: an iPad app that supports multitasking (Split View and Slide Over) turns to every orientation, and UIKit does not ask its controllers"
        )
      } else if controllers[i].supportedInterfaceOrientations != nil, !mayDecide.contains(name) {
        list.append(
          "\(name).supportedInterfaceOrientations is never read: \(name) is neither the window's root controller nor presented outside a navigation controller, so it never decides the interface's orientations"
        )
      }
      guard !inNavigation.contains(name) else { continue }
      if controllers[i].hidesBottomBarWhenPushed != nil {
        list.append(
          "\(name).hidesBottomBarWhenPushed is never read: \(name) is never in a navigation controller"
        )
      }
      if controllers[i].largeTitleDisplayMode != nil {
        list.append(
          "\(name).largeTitleDisplayMode is never read: \(name) is never in a navigation controller"
        )
      }
    }
    // The script's own assignments of them.
    for (i, step) in script.enumerated() {
      guard case .set(let object, let property, _) = step.action,
        app.controller(named: object) != nil
      else { continue }
      switch property {
      case .modalPresentationStyle where !presented.contains(object):
        list.append(
          "script[\(i)] sets \(object).modalPresentationStyle, never read: \(object) is never presented without a style of the present step's own"
        )
      case .hidesBottomBarWhenPushed where !inNavigation.contains(object),
        .largeTitleDisplayMode where !inNavigation.contains(object):
        list.append(
          "script[\(i)] sets \(object).\(property.name), never read: \(object) is never in a navigation controller"
        )
      default: break
      }
    }
    return list
  }
}

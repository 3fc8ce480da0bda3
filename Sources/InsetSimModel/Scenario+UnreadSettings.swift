extension Scenario {
  /// An app's controller settings that nothing in the run reads, each with why: UIKit reads
  /// `modalPresentationStyle` when the controller is presented, and `hidesBottomBarWhenPushed` and
  /// `largeTitleDisplayMode` when it is in a navigation controller. A controller the script never
  /// presents, or that is never in a navigation stack (at launch, pushed, set, presented in one,
  /// or in a split view, whose columns collapse into one),
  /// has such a setting for nothing; the run notes it rather than pass over it in silence.
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
        presented.insert(p.controller)
        if p.inNavigationController { inNavigation.insert(p.controller) }
      case .push(let name, _): inNavigation.insert(name)
      case .setViewControllers(let names, _): inNavigation.formUnion(names)
      // A `set` step of the property is the app's own assignment, noted there if unread.
      default: break
      }
    }
    var list: [String] = []
    let controllers = app.controllers
    for i in controllers.indices {
      let name = controllers[i].name
      if controllers[i].modalPresentationStyle != nil, !presented.contains(name) {
        list.append("\(name).modalPresentationStyle is never read: \(name) is never presented")
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
    return list
  }
}

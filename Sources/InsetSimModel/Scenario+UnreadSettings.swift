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
    // UIRequiresFullScreen configures iPad apps from iOS 9 only (rule rotation.requiresFullScreen).
    if requiresFullScreen, !device.isPad || os < OSVersion(9, 0) {
      return [
        device.isPad
          ? "requiresFullScreen is never read: UIRequiresFullScreen opts an iPad app out of multitasking, which arrives in iOS 9 (this scenario runs iOS \(os))"
          : "requiresFullScreen is never read: UIRequiresFullScreen configures iPad apps only, and \(device.name) is an iPhone"
      ] + appUnreadSettings
    }
    return appUnreadSettings
  }

  private var appUnreadSettings: [String] {
    guard let app else { return [] }
    let controllers = app.controllers
    // Most apps give none of these settings, and then nothing below is worked out: no set of
    // names is made at every run.
    var settings = 0
    for i in controllers.indices
    where controllers[i].modalPresentationStyle != nil
      || controllers[i].supportedInterfaceOrientations != nil
      || controllers[i].hidesBottomBarWhenPushed != nil
      || controllers[i].largeTitleDisplayMode != nil
    {
      settings += 1
    }
    for step in script {
      if case .set(_, let property, _) = step.action,
        property == .modalPresentationStyle || property == .hidesBottomBarWhenPushed
          || property == .largeTitleDisplayMode
      {
        settings += 1
      }
    }
    guard settings > 0 else { return [] }
    // A few settings look their controllers up in the root tree and the script; many, through
    // sets made once (each lookup walks at most every step and every controller).
    let reads = SettingReads(
      app: app, script: script,
      indexed: settings * (script.count + controllers.count) > 256)
    // On an iPad from iOS 9 no controller decides them (rule rotation.iPadMultitasking), unless
    // the app requires the full screen (rotation.requiresFullScreen).
    let controllersDecide = device.controllersDecideOrientation(
      on: os, requiresFullScreen: optsOutOfMultitasking)
    var list: [String] = []
    for i in controllers.indices {
      let name = controllers[i].name
      if controllers[i].modalPresentationStyle != nil, !reads.presented(name) {
        list.append(
          "\(name).modalPresentationStyle is never read: \(name) is never presented without a style of the present step's own"
        )
      }
      if controllers[i].supportedInterfaceOrientations != nil, !controllersDecide {
        list.append(
          "\(name).supportedInterfaceOrientations is never read: an iPad app that supports multitasking (Split View and Slide Over) turns to every orientation, and UIKit does not ask its controllers (an app that sets requiresFullScreen, UIRequiresFullScreen, opts out)"
        )
      } else if controllers[i].supportedInterfaceOrientations != nil, !reads.mayDecide(name) {
        list.append(
          "\(name).supportedInterfaceOrientations is never read: \(name) is neither the window's root controller nor presented outside a navigation controller, so it never decides the interface's orientations"
        )
      }
      guard
        controllers[i].hidesBottomBarWhenPushed != nil
          || controllers[i].largeTitleDisplayMode != nil,
        !reads.inNavigation(name)
      else { continue }
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
      case .modalPresentationStyle where !reads.presented(object):
        list.append(
          "script[\(i)] sets \(object).modalPresentationStyle, never read: \(object) is never presented without a style of the present step's own"
        )
      case .hidesBottomBarWhenPushed where !reads.inNavigation(object),
        .largeTitleDisplayMode where !reads.inNavigation(object):
        list.append(
          "script[\(i)] sets \(object).\(property.name), never read: \(object) is never in a navigation controller"
        )
      default: break
      }
    }
    return list
  }
}

/// Where ``Scenario/unreadSettings`` looks a controller up: whether it is presented without a
/// style of the present step's own, in a navigation controller, or may decide the interface's
/// orientations. Each question walks the root tree and the script, or, once many are asked, reads a
/// set made once from them.
private struct SettingReads {
  let app: AppSpec
  let script: [ScriptStep]
  private var presentedSet: Set<String>?
  private var inNavigationSet: Set<String>?
  private var mayDecideSet: Set<String>?

  init(app: AppSpec, script: [ScriptStep], indexed: Bool) {
    self.app = app
    self.script = script
    guard indexed else { return }
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
    presentedSet = presented
    inNavigationSet = inNavigation
    mayDecideSet = mayDecide
  }

  /// Whether a present step without a style of its own presents `name`.
  func presented(_ name: String) -> Bool {
    if let presentedSet { return presentedSet.contains(name) }
    return script.contains {
      if case .present(let p) = $0.action { p.style == nil && p.controller == name } else { false }
    }
  }

  /// Whether `name` is ever in a navigation stack: at launch, pushed, set, presented in one, or in
  /// a split view, whose columns collapse into one.
  func inNavigation(_ name: String) -> Bool {
    if let inNavigationSet { return inNavigationSet.contains(name) }
    var found = false
    Scenario.forEachRootNavigationController(of: app) { n in
      if !found && n.stack.contains(name) { found = true }
    }
    if found { return true }
    if case .split(let split) = app.root, split.controllerNames.contains(name) { return true }
    return script.contains {
      switch $0.action {
      case .present(let p): p.inNavigationController && p.controller == name
      case .push(let pushed, _): pushed == name
      case .setViewControllers(let names, _): names.contains(name)
      default: false
      }
    }
  }

  /// Whether `name` is the window's root controller when no container holds it, or is presented
  /// outside a navigation controller.
  func mayDecide(_ name: String) -> Bool {
    if let mayDecideSet { return mayDecideSet.contains(name) }
    if case .controller(let root) = app.root, root == name { return true }
    return script.contains {
      if case .present(let p) = $0.action {
        !p.inNavigationController && p.controller == name
      } else {
        false
      }
    }
  }
}

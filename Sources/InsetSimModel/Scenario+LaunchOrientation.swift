extension Scenario {
  /// Whether the app opts out of iPad multitasking: it sets UIRequiresFullScreen (rule
  /// `rotation.requiresFullScreen`), or it is an iPad app whose Info.plist lists fewer than four
  /// orientations (`rotation.appOrientationsOptOut`; Apple's supportedInterfaceOrientations page:
  /// "You can opt out of multitasking by enabling Requires full screen on your iOS target or by not
  /// declaring support for all possible orientations within the Info.plist file"). Its controllers
  /// then decide its orientations on iPad from iOS 9, and its window is always the whole screen.
  public var optsOutOfMultitasking: Bool {
    requiresFullScreen || listsFewerOrientations
  }

  /// An iPad app whose Info.plist lists fewer than all four orientations.
  package var listsFewerOrientations: Bool {
    device.listsFewerOrientations(supportedInterfaceOrientations)
  }

  /// Why the app cannot start in its orientation, or nil when it can. On iPhone (an iPad app that
  /// supports multitasking takes every orientation, rule rotation.iPadMultitasking): an iPhone
  /// with Face ID never turns upside down (rotation.faceIDUpsideDown), and the window's root, a
  /// plain controller or a container, refuses what its mask leaves out, by default upside down
  /// (rotation.defaultMask); the app's Info.plist list bounds both (rotation.appOrientations), and a
  /// root with none of its orientations in common makes UIKit raise (rotation.noCommonOrientation).
  /// `key` is the key at fault. The decoder words it as an input error; a sweep's row made by
  /// assignment leaves such a combination to the decoder.
  package var launchOrientationRefusal:
    (key: String, problem: String, expected: String, suggestion: String?)?
  {
    let orientation = effectiveOrientation
    guard device.controllersDecideOrientation(on: os, requiresFullScreen: optsOutOfMultitasking)
    else {
      return nil
    }
    if orientation == .portraitUpsideDown, !device.turnsUpsideDown {
      let others = Orientation.allCases.filter { $0 != .portraitUpsideDown }.map(\.rawValue)
      return (
        "orientation",
        "\(device.name) has Face ID and no home button: an iPhone with Face ID never turns upside down",
        "one of " + others.joined(separator: ", "), "portrait"
      )
    }
    var name: String?
    if case .controller(let root)? = app?.root { name = root }
    let declared = name.flatMap { app?.controller(named: $0)?.supportedInterfaceOrientations }
    let supported = declared ?? device.defaultSupportedOrientations
    if let listed = supportedInterfaceOrientations {
      let listedNames = listed.map(\.rawValue).joined(separator: ", ")
      // UIKit raises when the root has no orientation in common with the app (rule
      // rotation.noCommonOrientation), whatever the device's orientation.
      if !supported.contains(where: listed.contains) {
        let root = name ?? "the window's root"
        let list = supported.map(\.rawValue).joined(separator: ", ")
        return (
          "supportedInterfaceOrientations",
          "\(root) supports \(list)\(declared == nil ? " (a controller's default)" : "") and the app's Info.plist lists \(listedNames) (supportedInterfaceOrientations): none in common, and at launch UIKit raises UIApplicationInvalidInterfaceOrientation (\"Supported orientations has no common orientation with the application\")",
          "an app's list and a root's supportedInterfaceOrientations with an orientation in common",
          nil
        )
      }
      // The window turns only to an orientation the app lists (rule rotation.appOrientations).
      if !listed.contains(orientation) {
        return (
          "orientation",
          "the app's Info.plist lists \(listedNames) (supportedInterfaceOrientations): not \(orientation.rawValue)",
          "one of " + listedNames, listed.first { supported.contains($0) }?.rawValue
        )
      }
    }
    guard !supported.contains(orientation) else { return nil }
    let list = supported.map(\.rawValue).joined(separator: ", ")
    if let name, declared != nil {
      return (
        "orientation",
        "the window's root \(name) supports \(list), not \(orientation.rawValue)",
        "an orientation \(name) supports, such as \"\(supported.first?.rawValue ?? "portrait")\"",
        nil
      )
    }
    return (
      "orientation",
      "the window's root\(name.map { " " + $0 } ?? "") declares no supportedInterfaceOrientations, and a controller's default on \(device.isPad ? "iPad" : "iPhone") is \(list): not \(orientation.rawValue)"
        + (name == nil
          ? " (only an app's plain root controller, \"insetsim\": 2, can declare one; a format-1 scenario's root and a container take the default)"
          : ""),
      "one of " + list,
      name.map {
        "portrait, or add \"\(orientation.rawValue)\" to \($0)'s supportedInterfaceOrientations"
      } ?? "portrait"
    )
  }
}

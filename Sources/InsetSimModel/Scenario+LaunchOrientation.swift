extension Scenario {
  /// Why the app cannot start in its orientation, or nil when it can. On iPhone (an iPad app that
  /// supports multitasking takes every orientation, rule rotation.iPadMultitasking): an iPhone
  /// with Face ID never turns upside down (rotation.faceIDUpsideDown), and the window's root, a
  /// plain controller or a container, refuses what its mask leaves out, by default upside down
  /// (rotation.defaultMask). The decoder words it as an input error; a sweep's row made by
  /// assignment leaves such a combination to the decoder.
  package var launchOrientationRefusal: (problem: String, expected: String, suggestion: String?)? {
    let orientation = effectiveOrientation
    guard device.controllersDecideOrientation(on: os, requiresFullScreen: requiresFullScreen) else {
      return nil
    }
    if orientation == .portraitUpsideDown, !device.turnsUpsideDown {
      let others = Orientation.allCases.filter { $0 != .portraitUpsideDown }.map(\.rawValue)
      return (
        "\(device.name) has Face ID and no home button: an iPhone with Face ID never turns upside down",
        "one of " + others.joined(separator: ", "), "portrait"
      )
    }
    var name: String?
    if case .controller(let root)? = app?.root { name = root }
    let declared = name.flatMap { app?.controller(named: $0)?.supportedInterfaceOrientations }
    let supported = declared ?? device.defaultSupportedOrientations
    guard !supported.contains(orientation) else { return nil }
    let list = supported.map(\.rawValue).joined(separator: ", ")
    if let name, declared != nil {
      return (
        "the window's root \(name) supports \(list), not \(orientation.rawValue)",
        "an orientation \(name) supports, such as \"\(supported.first?.rawValue ?? "portrait")\"",
        nil
      )
    }
    return (
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

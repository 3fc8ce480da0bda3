import InsetSimSupport

/// ScenarioDecoder: `designRequiresCompatibility`, an app that keeps the previous design on iOS 26
/// (rule design.compatibility).
extension ScenarioDecoder {
  /// The key's value: a bool, and `true` only from iOS 26, where UIDesignRequiresCompatibility
  /// arrives (Apple's page of the key gives its availability as "iOS: 26.0.0 -"; rule
  /// design.compatibility cites it).
  func designCompatibility(_ v: JSONValue, os: OSVersion) throws(InputError) -> Bool {
    let on = try bool(v, "designRequiresCompatibility")
    if on && os.major < 26 {
      throw fail(
        "designRequiresCompatibility",
        "UIDesignRequiresCompatibility arrives in iOS 26, and before it every app has the previous design (this scenario runs iOS \(os))",
        expected: "iOS 26 or later, or designRequiresCompatibility false", suggestion: "false")
    }
    return on
  }

  /// A tab bar's minimize behaviour and bottom accessory belong to the new design alone: an app
  /// that keeps the previous one has a docked tab bar with neither.
  func checkNewDesignKeys(_ s: Scenario, isApp: Bool) throws(InputError) {
    guard s.designRequiresCompatibility, let t = s.tabBarSpec else { return }
    let p = isApp ? "root.tabBarController." : "tabBarController."
    for (key, set) in [
      ("bottomAccessory", t.bottomAccessory == true),
      ("tabBarMinimizeBehavior", t.minimizeBehavior != nil),
    ] where set {
      throw fail(
        p + key,
        "\(key) belongs to iOS 26's floating tab bar, and the app sets designRequiresCompatibility (UIDesignRequiresCompatibility), which keeps the previous design's docked tab bar",
        expected: "no \(key), or designRequiresCompatibility false")
    }
  }
}

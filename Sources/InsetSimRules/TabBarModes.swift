import InsetSimModel

/// iPadOS 18's `UITabBarController.mode` (rule `tabBar.mode`): how a tab bar controller shows its
/// tabs. A scenario's tabs hold no tab group, so `.automatic` and `.tabBar` both show a tab bar;
/// the sidebar (`.tabSidebar`) is refused as input, its layout being unpublished.
///
///     TabBarModes.shown(.tabBar).value  // "a tab bar"
package enum TabBarModes {
  /// What the tabs show as with `mode` set by the app.
  package static func shown(_ mode: TabBarMode) -> Derived<String> {
    let other = mode == .tabBar ? "automatic" : "tabBar"
    return Derived(
      "a tab bar", Rule.tabBarMode,
      "mode \(mode.rawValue): the tabs hold no tab group, so UIKit shows a tab bar, as with .\(other)"
    )
  }
}

extension Rule {
  public static let tabBarMode = Rule(
    "tabBar.mode", from: OSVersion(18, 0),
    "iPadOS 18+: UITabBarController.mode .automatic shows a tab bar unless the tabs hold a tab group (UITabGroup); .tabBar always shows a tab bar. Tabs without a tab group therefore show a tab bar in both modes.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.property",
      "https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/automatic",
      "docs/facts/tab-bars-ios26-ipados18.md (P5)",
    ], confidence: .high,
    conflict:
      ".tabSidebar (a tab bar or a sidebar by context) is refused as input: no sidebar width or inset is published."
  )
}

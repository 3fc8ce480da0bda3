import InsetSimModel
import InsetSimSupport

/// `updateProperties()` (iOS 26): a controller's property update, before its layout (sources in
/// docs/facts/callback-orders-by-release.md §4).
///
///     UpdateProperties.due(overrides: true, firstLayout: true, traitsChanged: false,
///       requested: false, os: OSVersion(26, 0))?.value  // "its first layout pass in the window"
package enum UpdateProperties {
  /// Why an overriding controller's `updateProperties()` runs in this layout pass, or nil when it
  /// does not.
  package static func due(
    overrides: Bool, firstLayout: Bool, traitsChanged: Bool, requested: Bool, os: OSVersion
  ) -> Derived<String>? {
    guard overrides, Rule.lifecycleUpdateProperties.applies(to: os) else { return nil }
    if firstLayout {
      return Derived(
        "its first layout pass in the window", Rule.lifecycleUpdateProperties,
        "a view's first update comes with its first layout pass")
    }
    if requested {
      return Derived(
        "setNeedsUpdateProperties()", Rule.lifecycleUpdateProperties,
        "requested: coalesced into one update before the next layout pass")
    }
    if traitsChanged {
      return Derived(
        "a size class changed (automatic trait tracking)", Rule.lifecycleUpdateProperties,
        "the traits it reads changed: the update runs again before the next layout")
    }
    return nil
  }
}

extension Rule {
  public static let lifecycleUpdateProperties = Rule(
    "lifecycle.updateProperties", from: OSVersion(26, 0),
    "iOS 26: a controller that overrides updateProperties() hears it in its view's first layout pass in the window, after viewIsAppearing and before viewWillLayoutSubviews, and again before the layout pass that follows a change of its size classes (automatic trait tracking) or a setNeedsUpdateProperties() call; requests in one turn are coalesced into one update.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uiview/updateproperties() (configures content and styling before layout)",
      "https://developer.apple.com/documentation/uikit/uiview/setneedsupdateproperties() (coalesced into a single update alongside the next layout pass)",
      "https://developer.apple.com/documentation/uikit/automatic-trait-tracking (updateProperties supports automatic trait tracking on views and view controllers)",
      "https://developer.apple.com/videos/play/wwdc2025/243/ (the update runs after traits update, before layoutSubviews)",
      "docs/facts/callback-orders-by-release.md (UP1–UP6)",
    ], confidence: .low,
    conflict:
      "No printed log found: the place against viewIsAppearing, and that the first update comes in the first layout pass, are inferred. That the controller reads the size classes (so a trait change triggers it) is assumed; a scenario holds no @Observable models: a script's setNeedsUpdateProperties step stands for the invalidation a model's change would make."
  )
}

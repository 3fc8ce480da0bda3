import InsetSimModel
import InsetSimSupport

/// A hosting controller (UIHostingController, iOS 13+): a controller whose view hosts SwiftUI
/// content. Its view's UIKit safe area follows the rules of any controller's root view; what the
/// SwiftUI content lays out within (`swiftUI.safeAreaInsets`) is that safe area (the container
/// region), plus the keyboard's overlap at the bottom from iOS 14 (the keyboard region), less the
/// regions its `safeAreaRegions` leaves out (iOS 16.4+). The engine applies these in
/// Simulation+Hosting.swift.
package enum HostedSafeArea {
  /// The safe area the SwiftUI content lays out within.
  package static func insets(
    safeArea: EdgeInsets, keyboardOverlap: Double, regions: Set<SafeAreaRegion>, os: OSVersion
  ) -> Derived<EdgeInsets> {
    let container = regions.contains(.container)
    let keyboard = regions.contains(.keyboard) && Rule.hostingKeyboardRegion.applies(to: os)
    var insets = container ? safeArea : .zero
    let kept = regions.count == SafeAreaRegion.allCases.count
    if keyboard && keyboardOverlap > insets.bottom {
      insets.bottom = keyboardOverlap
      return Derived(
        insets, Rule.hostingKeyboardRegion,
        "bottom \(formatPoints(keyboardOverlap)): the keyboard's overlap (the keyboard region)"
          + (container ? "; the rest is the view's safe area \(safeArea)" : ""))
    }
    if !kept {
      return Derived(
        insets, Rule.hostingSafeAreaRegions,
        "safeAreaRegions "
          + (regions.isEmpty
            ? "is empty: SwiftUI ignores every safe area"
            : regions.sorted { $0.rawValue < $1.rawValue }.map(\.rawValue).joined(separator: ", ")
              + (container ? ": the view's safe area \(safeArea)" : ": no container region")))
    }
    return Derived(insets, Rule.hostingSafeArea, "the view's safe area \(safeArea)")
  }
}

extension Rule {
  public static let hostingSafeArea = Rule(
    "hosting.safeArea", from: OSVersion(13, 0),
    "A hosting controller's view (SwiftUI's _UIHostingView) gets its UIKit safeAreaInsets by the rules of any controller's root view, as a window's root, pushed, presented or as a child; the SwiftUI content lays out within them (the container region).",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uiview/safeareainsets",
      "https://developer.apple.com/documentation/swiftui/uihostingcontroller",
      "docs/facts/hosting-controller.md",
    ], confidence: .medium)

  public static let hostingKeyboardRegion = Rule(
    "hosting.keyboardRegion", from: OSVersion(14, 0),
    "From iOS 14 the SwiftUI content of a hosting controller avoids the keyboard: the keyboard's overlap with the view joins the bottom of the safe area SwiftUI lays out within (the keyboard region), while UIKit's safeAreaInsets leave it out.",
    provenance: [
      "https://developer.apple.com/documentation/swiftui/safearearegions/keyboard",
      "docs/facts/hosting-controller.md",
    ], confidence: .medium)

  public static let hostingSafeAreaRegions = Rule(
    "hosting.safeAreaRegions", from: OSVersion(16, 4),
    "UIHostingController.safeAreaRegions (iOS 16.4+, default all): \"Disabling a safe area region omits it from the SwiftUI layout system altogether\"; UIKit's safeAreaInsets of the view are taken to stay as they are.",
    provenance: [
      "https://developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions",
      "docs/facts/hosting-controller.md",
    ], confidence: .medium,
    conflict:
      "Whether UIKit's view.safeAreaInsets changes with safeAreaRegions is not printed anywhere; OpenSwiftUI, a reimplementation, changes only what SwiftUI sees. Kept: UIKit's value unchanged."
  )

  public static let hostingSizingOptions = Rule(
    "hosting.sizingOptions", from: OSVersion(16, 0),
    "UIHostingController.sizingOptions (iOS 16+, default empty): with .preferredContentSize \"the hosting controller tracks its content's ideal size in its preferred content size\" (the size for an unspecified proposal), set when the content first lays out in a window; without it preferredContentSize keeps UIKit's default (0, 0). .intrinsicContentSize makes the view invalidate its intrinsic content size when the ideal size changes, which matters only to Auto Layout: nothing the model tracks changes.",
    provenance: [
      "https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions",
      "https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/preferredcontentsize",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize",
      "docs/facts/hosting-controller.md",
    ], confidence: .medium,
    conflict:
      "Apple documents what the value is, not when it is set; square/workflow-swift #277 (iOS 17, 2024) reports that preferredContentSize \"does not appear to be updated after the first layout\". Kept: set once, at the content's first layout in a window."
  )

  public static let hostingOnAppear = Rule(
    "hosting.onAppear", from: OSVersion(13, 0),
    "SwiftUI's onAppear of a hosting controller's content runs after the content's layout and before rendering, in the layout pass where the hosting view first lays out in a window: after the hosting controller's viewWillAppear, with the safe area the content lays out within already set, and before its viewDidAppear. Later appearances are not modelled.",
    provenance: [
      "https://fatbobman.com/en/posts/onappear-call-timing/",
      "https://developer.apple.com/documentation/swiftui/uihostingcontroller/viewwillappear(_:)",
      "docs/facts/hosting-controller.md",
    ], confidence: .low,
    conflict:
      "No public log prints onAppear beside UIKit's callbacks; fatbobman measured it against SwiftUI's own layout (iOS 16), and Bahn-X/swift-composable-navigator #3 calls onAppear unreliable on iOS 14+ and falls back to viewDidAppear."
  )
}

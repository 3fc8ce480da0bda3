import InsetSimModel
import InsetSimSupport

/// The virtual durations the engine schedules with (rule `lifecycle.timing`, low confidence:
/// UIKit's real durations are not established; only the order of events is claimed).
package enum LifecycleTiming {
  /// One display frame at 60 Hz: the next run-loop turn after a commit.
  package static let frame: Int64 = 16_667
  /// When the scenario's controller is pushed (presentation "pushed"), after the root has appeared.
  package static let pushAt: Int64 = 100_000
  /// The push animation: viewDidAppear comes this long after the transition starts.
  package static let pushDuration: Int64 = 350_000
  /// `UINavigationControllerHideShowBarDuration`.
  package static let barHideShowDuration: Int64 = 200_000
  /// The rotation animation.
  package static let rotationDuration: Int64 = 400_000
}

extension Rule {
  public static let lifecycleViewIsAppearing = Rule(
    "lifecycle.viewIsAppearing", from: OSVersion(13, 0),
    "viewIsAppearing is called between viewWillAppear and viewWillLayoutSubviews, once the view is in the hierarchy with its frame and safe area; UIKit calls it on iOS 13 and later (back-deployed from the iOS 17 SDK), and forwards it to child controllers as the other appearance callbacks (a child's comes at its view's first layout, before its viewWillLayoutSubviews).",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)",
      "https://developer.apple.com/videos/play/wwdc2023/10055/ (What's new in UIKit: viewIsAppearing, back-deployed to iOS 13)",
    ], confidence: .high)

  public static let lifecycleOrder = Rule(
    "lifecycle.order", from: any,
    "Appearance: viewWillAppear → the view enters the window → the container sets its frame → inset pass (iOS 7–10) or root safe area with viewSafeAreaInsetsDidChange (iOS 11+) → viewIsAppearing (iOS 13+) → viewWillLayoutSubviews → layoutSubviews (subviews' safe area, adjustedContentInset) → viewDidLayoutSubviews; viewDidAppear after the transition.",
    provenance: [
      "docs/facts/ordering.md#41-push-of-vc-b-onto-a-uinavigationcontroller-inside-a-uitabbarcontroller-ios-11-baseline",
      "https://github.com/foxwavez/TIL", vcHeader,
    ],
    confidence: .medium,
    conflict:
      "C18: viewSafeAreaInsetsDidChange before viewWillLayoutSubviews (foxwavez's observed order) rather than just before viewDidLayoutSubviews (MDC). C19: viewIsAppearing after the superview set the frame and the safe area, before the controller's own layout (header/doc reading)."
  )

  public static let lifecycleTiming = Rule(
    "lifecycle.timing", from: any,
    "Virtual durations: one frame 16.667 ms; push animation 350 ms; navigation bar show/hide 200 ms; rotation 400 ms.",
    provenance: [
      "docs/facts/ordering.md#41-push-of-vc-b-onto-a-uinavigationcontroller-inside-a-uitabbarcontroller-ios-11-baseline step 8",
      "https://github.com/material-motion/motion-transitioning-objc/issues/2",
    ], confidence: .low,
    conflict: "UIKit's real durations are not established; only the order of events is claimed."
  )
}

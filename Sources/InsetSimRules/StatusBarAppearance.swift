import InsetSimModel

/// View-controller-based status bar appearance: which controller decides prefersStatusBarHidden, and when it is read. The engine applies it in Simulation+Script.swift.
enum StatusBarAppearance {}

extension Rule {
  public static let statusBarControllerBased = Rule(
    "statusBar.controllerBased", from: ios7,
    "With view-controller-based status bar appearance (the default from iOS 7), setNeedsStatusBarAppearanceUpdate asks the controller that shows full screen for prefersStatusBarHidden (a navigation or tab bar controller's top or selected child; under a sheet, the presenter) and hides or shows the status bar; the bars and safe area follow at the next layout pass.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden",
      "http://www.cyrilchandelier.com/ios-and-the-status-bar (the overridden methods are read at first display and again after setNeedsStatusBarAppearanceUpdate)",
      "https://www.factorialcomplexity.com/blog/fixed-height-navigation-bar-on-ios-7/ (prefersStatusBarHidden YES with setNeedsStatusBarAppearanceUpdate: the navigation bar loses the 20 pt)",
    ], confidence: .medium,
    conflict:
      "Which child a navigation controller asks (childForStatusBarHidden) is its top controller here; no Apple page states it for hidden (for style the navigation controller decides). The update is applied without its animation."
  )
}

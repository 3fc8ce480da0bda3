import InsetSimModel
import InsetSimSupport

/// UIKit bug of iPadOS 26 (rule bug.safeArea.statusBarHiddenAtLaunch): when the app hides the
/// status bar at launch (Info.plist UIStatusBarHidden) and shows it later, a root view without a
/// navigation or tab bar reports a top safe area of 0, so its content lies under the status bar.
///
///     StatusBarHiddenAtLaunch.insets(
///       os: OSVersion(26, 0), isPad: true, hiddenAtLaunch: true, statusBarShown: true,
///       topBars: false, documented: EdgeInsets(top: 32, bottom: 25), controller: "Browser")?.value
///     // (0, 0, 25, 0)
package enum StatusBarHiddenAtLaunch {
  package static let rule = Rule.bugSafeAreaStatusBarHiddenAtLaunch

  /// The root view's safe area when the bug applies (`topBars`: a navigation or tab bar at the
  /// top); nil otherwise.
  package static func insets(
    os: OSVersion, isPad: Bool, hiddenAtLaunch: Bool, statusBarShown: Bool, topBars: Bool,
    documented: EdgeInsets, controller: String
  ) -> Derived<EdgeInsets>? {
    guard isPad, hiddenAtLaunch, statusBarShown, !topBars, documented.top > 0,
      Rule.bugSafeAreaStatusBarHiddenAtLaunch.applies(to: os)
    else { return nil }
    var insets = documented
    insets.top = 0
    return Derived(
      insets, rule,
      "UIKit bug of iPadOS 26: the status bar was hidden at launch (UIStatusBarHidden), so "
        + "\(controller)'s top safe area reports 0 now that it shows "
        + "(\(formatPoints(documented.top)) documented): the content lies under the status bar")
  }
}

extension Rule {
  public static let bugSafeAreaStatusBarHiddenAtLaunch = Rule(
    "bug.safeArea.statusBarHiddenAtLaunch", from: OSVersion(26, 0),
    "UIKit bug, iPadOS 26: when the Info.plist key UIStatusBarHidden hides the status bar at launch and the app shows it afterwards, safeAreaInsets.top reports 0, so content laid out on the safe area overlaps the system status bar; leaving the app and coming back corrects it. Modelled for a root view with no navigation or tab bar, on iPad, while the status bar shows. Workaround: do not hide the status bar at launch (show it on the launch screen), or compute the top inset from the status bar manager.",
    provenance: [
      "https://github.com/mozilla-mobile/firefox-ios/pull/29549 (\"Due to a bug in iPadOS 26, when plist key UIStatusBarHidden (Status bar is initially hidden) is set to true to hide the status bar on app launch, safeAreaInsets.top reports a value of 0 causing our apps content to overlap the system status bar\"; cites https://developer.apple.com/forums/thread/798014)",
      "https://github.com/mozilla-mobile/firefox-ios/issues/29546 (iPadOS 26, cold start: the status bar overlaps the app's content)",
      "https://github.com/mozilla-mobile/firefox-ios/issues/29465 (iPad Pro 11-inch (M4), iPadOS 26.0: on first open the window covers the status bar; switching apps and back fixes it)",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .low,
    conflict:
      "One app's reports (several issues, one analysis) and an Apple forum thread not read in full; no fixed release is known, so the rule has no end. Whether a navigation bar is also laid out under the status bar is not reported: only views without top bars are modelled. Reports are of iPad; iPhone is not modelled.",
    workarounds: [
      "Show the status bar on the launch screen and its controller instead of hiding it in Info.plist (Firefox's fix).",
      "Lay the top out from the window scene's statusBarManager.statusBarFrame while the safe area reports 0.",
    ]
  )
}

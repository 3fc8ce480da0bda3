import InsetSimModel

/// UIKit bug of iOS 26 (rule bug.largeTitle.collapsedOnColdLaunch): at a cold launch, the root of a
/// navigation controller in a tab bar controller, with largeTitleDisplayMode `.always` and a
/// tracked scroll view, first shows its large title collapsed; one pull-down expands it.
///
///     LargeTitleCollapsedOnColdLaunch.note(
///       os: OSVersion(26, 0), atLaunch: true, inTabBarController: true, mode: .always,
///       shown: true, tracksScrollView: true, controller: "Feed")
///     // "UIKit bug of iOS 26: at a cold launch Feed's large title first shows collapsed …"
package enum LargeTitleCollapsedOnColdLaunch {
  package static let rule = Rule.bugLargeTitleCollapsedOnColdLaunch

  /// The note that says why the title starts collapsed, when the bug applies; nil otherwise.
  package static func note(
    os: OSVersion, atLaunch: Bool, inTabBarController: Bool, mode: LargeTitleDisplayMode?,
    shown: Bool, tracksScrollView: Bool, controller: String
  ) -> String? {
    guard atLaunch, inTabBarController, mode == .always, shown, tracksScrollView,
      Rule.bugLargeTitleCollapsedOnColdLaunch.applies(to: os)
    else { return nil }
    return
      "UIKit bug of iOS 26: at a cold launch \(controller)'s large title first shows collapsed, "
      + "in a tab bar controller with largeTitleDisplayMode always (one pull-down expands it)"
  }
}

extension Rule {
  public static let bugLargeTitleCollapsedOnColdLaunch = Rule(
    "bug.largeTitle.collapsedOnColdLaunch", from: OSVersion(26, 0),
    "UIKit bug, iOS 26 (not on iOS 18): at a cold launch, the root controller of a navigation controller with prefersLargeTitles inside a tab bar controller, with largeTitleDisplayMode .always and a scroll view the bar tracks, first shows its large title collapsed, the scroll view's top at the small bar's bottom; one pull-down expands it and tracking then works. Workaround: after the first layout set contentOffset.y = -adjustedContentInset.top.",
    provenance: [
      "https://github.com/hotwired/hotwire-native-ios/pull/199 (iOS 26: \"a cold-boot issue exists where it collapses on initial launch, this appears to be related to a bug in iOS\"; still on 26.2 and 26.3)",
      "https://github.com/hotwired/hotwire-native-ios/pull/256 (the tracked contentOffset.y at -116, the small bar's top, instead of -168)",
      "https://github.com/hotwired/hotwire-native-ios/issues/259 (reported again on 26.5)",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .low,
    conflict:
      "No Apple release note was found; the reports come from one project's users (one instrumented case was partly caused by the app scrolling its web view during the push). Reported through 26.5, so the rule has no end. The -116/-168 pair matches an iPhone 16 Pro's 62 + 54 (+ 52).",
    workarounds: [
      "After the first layout, set the scroll view's contentOffset.y to -adjustedContentInset.top (hotwire-native-ios #199, KVO-based reset).",
      "Avoid scrolling the content programmatically before the controller is in the window.",
    ]
  )
}

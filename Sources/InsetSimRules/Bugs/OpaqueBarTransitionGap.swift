import InsetSimModel
import InsetSimSupport

/// UIKit bug of iOS 11.0 (rule bug.safeArea.opaqueBarTransitionGap): in a navigation controller,
/// a controller whose view starts below the navigation bar (the bar opaque, or the controller's
/// edgesForExtendedLayout leaving out the top) and that a push or a pop brings in starts the
/// transition with the status bar's height as its top safe area, so its scroll view's content
/// starts that much too low and moves up during the transition; it is right when the transition
/// ends.
///
///     OpaqueBarTransitionGap.insets(
///       os: OSVersion(11, 0), animated: true, viewBelowBar: true, statusBar: 20,
///       documented: EdgeInsets(), controller: "Detail")?.value
///     // (20, 0, 0, 0)
package enum OpaqueBarTransitionGap {
  package static let rule = Rule.bugSafeAreaOpaqueBarTransitionGap

  /// The incoming root view's safe area at an animated push's or pop's start when the bug applies
  /// (`viewBelowBar`: the view starts below the bar, which is opaque or left out of its extended
  /// edges; `documented`: its safe area there; `statusBar`: the status bar's height, 0 when
  /// hidden); nil otherwise.
  package static func insets(
    os: OSVersion, animated: Bool, viewBelowBar: Bool, statusBar: Double,
    documented: EdgeInsets, controller: String
  ) -> Derived<EdgeInsets>? {
    guard animated, viewBelowBar, statusBar > 0, documented.top == 0,
      Rule.bugSafeAreaOpaqueBarTransitionGap.applies(to: os)
    else { return nil }
    var insets = documented
    insets.top = statusBar
    return Derived(
      insets, rule,
      "UIKit bug of iOS 11.0: below the navigation bar \(controller) starts the transition "
        + "with the status bar's \(formatPoints(statusBar)) pt as its top safe area "
        + "(0 when it ends)"
    )
  }
}

extension Rule {
  public static let bugSafeAreaOpaqueBarTransitionGap = Rule(
    "bug.safeArea.opaqueBarTransitionGap", from: OSVersion(11, 0), through: OSVersion(11, 0, 3),
    "UIKit bug, iOS 11.0: when a controller with a scroll view is pushed or popped to in a navigation controller and its view starts below the navigation bar (the bar opaque, or edgesForExtendedLayout leaving out the top), its content starts the transition about 20 pt (the status bar) too low and moves up during it; the final position is right. Not with a translucent bar the view extends under, nor with contentInsetAdjustmentBehavior .never. Modelled as the incoming view's top safe area: the status bar's height at the transition's start, 0 at its end. Workaround: a translucent navigation bar with an opaque background, or extendedLayoutIncludesOpaqueBars with the scroll view under the bar.",
    provenance: [
      "https://github.com/lionheart/openradar-mirror/issues/18397 (rdar 34465226, iOS 11 GM: \"It starts out about 20 points too low, and moves up 20 points during the transition. The final position of the content is correct. If the navBar is translucent, the behavior doesn't occur. If UIScrollView.contentInsetAdjustmentBehavior is set to .never, the behavior doesn't occur.\")",
      "https://qiita.com/kazuhiro4949/items/db2cbcd5bc06c3e0009e (iOS 11, Xcode 9.0, edgesForExtendedLayout = []: \"a gap of about 20 pt\" in a table's transition, which scrolls up as it runs; the same with a translucent bar; fixed by .never)",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .low,
    conflict:
      "One radar, on iOS 11 GM; its device is not named, so the 20 pt are taken as the status bar's height (44 on a notched iPhone is an inference). How UIKit moves the content (safe area or inset) is not reported: the safe area is an inference that gives the reported 20 pt. No fixed release is published: 11.0.x is modelled and 11.1 assumed fixed (low).",
    workarounds: [
      "Keep the navigation bar translucent and give it an opaque background (the radar: a translucent bar does not show the bug).",
      "Set extendedLayoutIncludesOpaqueBars to YES so the scroll view lies under the bar and its inset includes it.",
    ]
  )
}

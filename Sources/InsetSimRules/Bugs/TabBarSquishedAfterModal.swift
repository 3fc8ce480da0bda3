import InsetSimModel
import InsetSimSupport

/// UIKit bug of iOS 11.2–12 on home-indicator iPhones (rule bug.tabBar.squishedAfterModal): once a
/// controller has been presented and dismissed, an animated pop back to a controller that shows the
/// tab bar draws the bar at 49 pt, without the home indicator's part, until the pop ends.
///
///     TabBarSquishedAfterModal.frame(
///       os: OSVersion(11, 2), animated: true, barReturns: true, modalDismissed: true,
///       homeIndicator: 34, bar: Rect(y: 729, width: 375, height: 83))?.value
///     // (0, 763, 375, 49)
package enum TabBarSquishedAfterModal {
  package static let rule = Rule.bugTabBarSquishedAfterModal

  /// The tab bar's frame at the pop's start when the bug applies (`bar`: its documented frame); nil
  /// otherwise.
  package static func frame(
    os: OSVersion, animated: Bool, barReturns: Bool, modalDismissed: Bool, homeIndicator: Double,
    bar: Rect
  ) -> Derived<Rect>? {
    guard animated, barReturns, modalDismissed, homeIndicator > 0,
      Rule.bugTabBarSquishedAfterModal.applies(to: os)
    else { return nil }
    let height = bar.height - homeIndicator
    let squished = Rect(x: bar.minX, y: bar.maxY - height, width: bar.width, height: height)
    return Derived(
      squished, rule,
      "UIKit bug of iOS 11.2–12 on a home-indicator iPhone: after a modal was dismissed, the tab bar "
        + "returns during the pop at \(formatPoints(height)) pt instead of "
        + "\(formatPoints(bar.height)) (the home indicator's \(formatPoints(homeIndicator)) pt left out)"
    )
  }
}

extension Rule {
  public static let bugTabBarSquishedAfterModal = Rule(
    "bug.tabBar.squishedAfterModal", from: OSVersion(11, 2), through: OSVersion(12, 5),
    "UIKit bug, iOS 11.2–12 on iPhones with a home indicator: once a controller has been presented and dismissed, pushing a controller that hides the bottom bar and popping back draws the tab bar at 49 pt (squished, without the home indicator's 34) during the pop; it is 83 pt again when the pop ends. Workaround: keep the tab bar's height at 49 + the bottom safe area in its setFrame:.",
    provenance: [
      "https://github.com/lionheart/openradar-mirror/issues/19428 (rdar 37981354, iOS 11.2/11.3: after present and dismiss, push and pop, \"the tabBar appears broken on iPhone X (size reduced to 49 pts)\")",
      "https://github.com/lionheart/openradar-mirror/issues/20480 (rdar 44856110, Xcode 10 / iOS 12)",
      "https://github.com/lionheart/openradar-mirror/issues/18909 (rdar 35585928: on pop the tab bar appears at once on top of both controllers)",
      "https://www.jianshu.com/p/69aeec33bf70 (present, then push: the tab bar jumps)",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .medium,
    conflict:
      "No fixed release is published; no report after iOS 12 was found, so 13.0 is taken as fixed (low). The reports say the bar is 49 pt during the transition; its bottom staying at the screen's is an inference. Only the pop is modelled (the push slides the bar away).",
    workarounds: [
      "Override the tab bar's setFrame: so that a 49-pt height on a home-indicator iPhone gets the bottom safe area added (jianshu 69aeec33bf70; QMUI_iOS #309)."
    ]
  )
}

import InsetSimModel
import InsetSimSupport

/// iOS 6: a navigation controller lets its top controller's view underlap a translucent navigation
/// bar; the status bar keeps its own 20 pt (wantsFullScreenLayout NO, the default).
///
///     // iPhone 4S, iOS 6.1, navigationBar.translucent YES: (0, 20, 320, 460)
extension ControllerViewFrame {
  /// The frame under a translucent navigation bar, from the status bar's bottom down to `bottom`
  /// (the tab bar's top, or the screen's bottom); nil when the bar is hidden or opaque.
  package static func ios6UnderTranslucentNavigationBar(
    _ input: LayoutInput, status: Double, bottom: Double, width: Double, screenHeight: Double
  ) -> Derived<Rect>? {
    guard input.navigationBarVisible, input.navigationBarTranslucent else { return nil }
    let end =
      bottom < screenHeight
      ? "the bar above it at y \(formatPoints(bottom))" : "the screen's bottom"
    return Derived(
      Rect(y: status, width: width, height: bottom - status),
      Rule.ios6LayoutUnderTranslucentNavigationBar,
      "y \(formatPoints(status)): under the translucent navigation bar, below the status bar; height \(formatPoints(bottom - status)): down to \(end)"
    )
  }
}

extension Rule {
  public static let ios6LayoutUnderTranslucentNavigationBar = Rule(
    "ios6.layout.underTranslucentNavigationBar", from: any, through: OSVersion(6, 1),
    "iOS 6: a navigation controller lets its controller's view underlap a translucent navigation bar: the view starts at the status bar's bottom (y 20), not below the bar; the status bar keeps its 20 pt (wantsFullScreenLayout NO). Frames are given in window coordinates.",
    provenance: [
      "https://blog.csdn.net/zuoErJin/article/details/24373453",
      "https://code84.com/716060.html",
      "docs/facts/era-defaults.md#3-era-defaults-api-facts",
    ], confidence: .high)
}

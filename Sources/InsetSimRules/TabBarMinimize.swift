import InsetSimModel
import InsetSimSupport

/// iOS 26: the bottom tab bar that minimizes as its tab's content scrolls
/// (`UITabBarController.tabBarMinimizeBehavior`, docs/facts/tab-bars-ios26-ipados18.md §1).
///
/// - The scroll view that drives it is the selected tab's content scroll view for the bottom edge:
///   the top controller's view when it is a scroll view, else the first subviews' chain (the same
///   view a navigation bar tracks).
/// - `automatic` (the default) does not minimize on iPhone or iPad; `never` never does;
///   `onScrollDown` minimizes when the content scrolls down and expands when it scrolls back up;
///   `onScrollUp` the other way round. Only iPhone minimizes.
/// - Minimized, a bottom accessory moves inline (rule tabBar.minimizeSafeArea, in ``BarLayout``).
///
///     TabBarMinimize.settles(.onScrollDown, phone: true, from: 0, to: 300, minimized: false)?
///       .value  // true: minimized
package enum TabBarMinimize {
  /// Whether a drag from `from` to `to` (content offset y) leaves the tab bar minimized, or nil
  /// when it does not change it.
  package static func settles(
    _ behavior: TabBarMinimizeBehavior, phone: Bool, from: Double, to: Double, minimized: Bool
  ) -> Derived<Bool>? {
    guard phone, from != to else { return nil }
    let down = to > from
    let minimizes: Bool
    switch behavior {
    case .automatic, .never: return nil
    case .onScrollDown: minimizes = down
    case .onScrollUp: minimizes = !down
    }
    guard minimizes != minimized else { return nil }
    let direction = down ? "down" : "up"
    return Derived(
      minimizes, Rule.tabBarMinimizeOnScroll,
      minimizes
        ? "tabBarMinimizeBehavior \(behavior.rawValue): the content scrolled \(direction) (y \(formatPoints(from)) → \(formatPoints(to))): the tab bar minimizes"
        : "tabBarMinimizeBehavior \(behavior.rawValue): the content scrolled back \(direction) (y \(formatPoints(from)) → \(formatPoints(to))): the tab bar expands"
    )
  }

  /// Why a drag leaves the tab bar as it is although the app asked it to minimize on scroll: nil
  /// unless the behaviour is onScrollDown or onScrollUp on a device whose tab bar does not minimize
  /// (the default, automatic, is not worth a note at every drag).
  package static func staysWhy(_ behavior: TabBarMinimizeBehavior, phone: Bool) -> String? {
    guard !phone, behavior == .onScrollDown || behavior == .onScrollUp else { return nil }
    return "tabBarMinimizeBehavior \(behavior.rawValue): only an iPhone's tab bar minimizes"
  }
}

extension Rule {
  public static let tabBarMinimizeOnScroll = Rule(
    "tabBar.minimizeOnScroll", from: OSVersion(26, 0),
    "iOS 26, iPhone: the tab bar minimizes as the selected tab's content scroll view (the top controller's view or its first subviews' chain) scrolls: onScrollDown minimizes on a scroll down and expands on a scroll back up, onScrollUp the other way round; automatic (the default) and never keep it expanded; an iPad's tab bar does not minimize. The state stays across a tab switch.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior",
      "https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior",
      "https://github.com/software-mansion/react-native-screens/pull/4153",
      "https://github.com/software-mansion/react-native-screens/issues/3954",
      "https://github.com/water-rs/waterui/pull/801",
      "docs/facts/tab-bars-ios26-ipados18.md",
    ], confidence: .low,
    conflict:
      "Re-expansion: Apple's documentation says the bar expands when the content scrolls back; react-native-screens #4312 reports it expanding only at the top of the content (as Music and Podcasts do). The documented direction reversal is applied. How far a drag must go before the bar minimizes is not published (any distance here); whether the bar expands on a tab switch is not published (kept, as liquid_glass_widgets #225 observed)."
  )

  public static let tabBarMinimizeSafeArea = Rule(
    "tabBar.minimizeSafeArea", from: OSVersion(26, 0),
    "iOS 26, iPhone: while the tab bar is minimized a bottom accessory sits inline beside it, so the accessory's 56 pt leave the children's bottom safe area (139 → 83 on an iPhone 17 Pro); the bar's own 49 and the home indicator stay. Expanding brings the 56 pt back.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uitabaccessory/environment/inline",
      "https://developer.apple.com/documentation/swiftui/view/tabviewbottomaccessory(content:)",
      "https://github.com/Automattic/pocket-casts-ios/pull/4927",
      "https://github.com/boardsesh/boardsesh/issues/3973",
      "docs/facts/tab-bars-ios26-ipados18.md",
    ], confidence: .low,
    conflict:
      "No printed safe area of a minimized tab bar was found. Pocket Casts #4927 reports that collapsing the bar shrinks the bottom safe area and expanding grows it again, without figures; the accessory moving inline (Apple's documentation) accounts for its 56 pt. Without an accessory the safe area is kept at 49 + 34: whether it shrinks and by how much is not published."
  )
}

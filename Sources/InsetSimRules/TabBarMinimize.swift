import InsetSimModel
import InsetSimSupport

/// iOS 26: the bottom tab bar that minimizes as its tab's content scrolls
/// (`UITabBarController.tabBarMinimizeBehavior`, docs/facts/tab-bars-ios26-ipados18.md §1).
///
/// - The scroll view that drives it is the selected tab's content scroll view for the bottom edge:
///   the top controller's view when it is a scroll view, else the first subviews' chain (the same
///   view a navigation bar tracks).
/// - `automatic` (the default) does not minimize on iPhone or iPad; `never` never does;
///   `onScrollDown` minimizes when the content scrolls down and expands when it is scrolled back to
///   its top (as observed; the documentation says "when scrolling back up"); `onScrollUp`
///   minimizes on a scroll up and expands on a scroll back down. Only iPhone minimizes.
/// - Minimized, a bottom accessory moves inline (rule tabBar.minimizeSafeArea, in ``BarLayout``).
///
///     TabBarMinimize.settles(
///       .onScrollDown, phone: true, from: 0, to: 300, topY: -116, minimized: false)?.value
///     // true: minimized
package enum TabBarMinimize {
  /// Whether a drag from `from` to `to` (content offset y) leaves the tab bar minimized, or nil
  /// when it does not change it. `topY` is the offset of the content's top (−adjustedContentInset
  /// .top): a bar minimized on scroll down expands when the content is back there.
  package static func settles(
    _ behavior: TabBarMinimizeBehavior, phone: Bool, from: Double, to: Double, topY: Double,
    minimized: Bool
  ) -> Derived<Bool>? {
    guard phone, from != to else { return nil }
    let down = to > from
    let span = "y \(formatPoints(from)) → \(formatPoints(to))"
    let name = "tabBarMinimizeBehavior \(behavior.rawValue)"
    switch behavior {
    case .automatic, .never: return nil
    case .onScrollDown:
      if !minimized && down {
        return Derived(
          true, Rule.tabBarMinimizeOnScroll,
          "\(name): the content scrolled down (\(span)): the tab bar minimizes")
      }
      guard minimized && !down else { return nil }
      let atTop = to <= topY
      return atTop
        ? Derived(
          false, Rule.tabBarMinimizeOnScroll,
          "\(name): the content is back at its top (\(span)): the tab bar expands")
        : nil
    case .onScrollUp:
      guard minimized == down else { return nil }
      return Derived(
        !minimized, Rule.tabBarMinimizeOnScroll,
        minimized
          ? "\(name): the content scrolled back down (\(span)): the tab bar expands"
          : "\(name): the content scrolled up (\(span)): the tab bar minimizes")
    }
  }

  /// Why a drag back up leaves a minimized tab bar minimized (onScrollDown, short of the top).
  package static func staysMinimizedWhy(topY: Double) -> String {
    "tabBarMinimizeBehavior onScrollDown: the content scrolled back up but not to its top (y \(formatPoints(topY))): the tab bar stays minimized"
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
    "iOS 26, iPhone: the tab bar minimizes as the selected tab's content scroll view (the top controller's view or its first subviews' chain) scrolls: onScrollDown minimizes on a scroll down and expands when the content is scrolled back to its top; onScrollUp minimizes on a scroll up and expands on a scroll back down; automatic (the default) and never keep it expanded; an iPad's tab bar does not minimize. The state stays across a tab switch.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior",
      "https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior",
      "https://github.com/software-mansion/react-native-screens/pull/4153",
      "https://github.com/software-mansion/react-native-screens/issues/3954",
      "https://github.com/software-mansion/react-native-screens/issues/4312",
      "https://github.com/Apollo-Reborn/Apollo-Reborn/issues/196",
      "https://github.com/water-rs/waterui/pull/801",
      "docs/facts/tab-bars-ios26-ipados18.md",
    ], confidence: .low,
    conflict:
      "Re-expansion: Apple's documentation says the bar \"expands when scrolling back up\"; two reports of the native bar (react-native-screens #3954/#4312, Apollo-Reborn #196, both naming Apple's Music and Podcasts) see it expand only when the content is back at its top (or on a tap), which is applied. Pocket Casts #4927 saw it expand on a bounce back from the content's end, not modelled. onScrollUp has no report: its documented reversal is applied. How far a drag must go before the bar minimizes is not published (any distance here); whether the bar expands on a tab switch is not published (kept, as liquid_glass_widgets #225 observed)."
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

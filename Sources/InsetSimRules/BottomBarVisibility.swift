import InsetSimModel
import InsetSimSupport

/// The tab bar's two ways of going away, side by side (seed 000 §TabBar隐藏的方式, S000-11, S000-12):
///
/// - `hidesBottomBarWhenPushed` (rule `tabBar.hidesBottomBarWhenPushed`): read from the controller
///   being
/// pushed, before its `viewDidLoad`; the bar slides out and leaves the layout, so the controller's
/// view
/// and insets lose its 49 pt. ``hiddenByPush(of:hides:)`` decides it; ``BarLayout`` slides the bar
/// below
///   the screen while ``LayoutInput/bottomBarHiddenByPush`` holds.
/// - `tabBar.hidden = YES` (rule `tabBar.hiddenKeepsLayout`): only hides the bar's view; the
///   container still
/// lays the controller out above it, so the 49 pt stay in the insets.
/// ``LayoutInput/tabBarInLayout``
///   ignores the flag, and the engine's app write of `hidden` on a tab bar invalidates no layout.
///
///     BottomBarVisibility.hiddenByPush(of: "Detail", hides: true).value  // true: the bar leaves the layout
package enum BottomBarVisibility {
  /// Whether pushing the controller named `name` takes the tab bar out of the layout.
  package static func hiddenByPush(of name: String, hides: Bool) -> Derived<Bool> {
    Derived(
      hides, Rule.tabBarHidesBottomBarWhenPushed,
      hides
        ? "\(name).hidesBottomBarWhenPushed is YES: the tab bar leaves the layout"
        : "\(name).hidesBottomBarWhenPushed is NO: the tab bar stays in the layout")
  }

  /// Whether an app write of `hidden` on this kind of object changes the layout: a tab bar's own
  /// flag hides the view and keeps the layout (as a plain view's does).
  package static func hiddenFlagKeepsLayout(_ kind: ObjectKind) -> Bool {
    kind == .view || kind == .tabBar
  }

  /// Apps: whether the tab bar is out of the layout for a navigation stack — hidden when any
  /// controller of the stack hides it when pushed, shown when none does (rule
  /// `tabBar.hidesBottomBarWhenPushed.stack`).
  package static func hiddenByStack(_ stack: [(name: String, hides: Bool)]) -> Derived<Bool> {
    let names = stack.map(\.name)
    return hiddenByStack(
      top: stack.last?.name, hider: stack.last(where: \.hides)?.name, names: { names })
  }

  /// The same answer from the stack's top and its highest controller that hides the bottom bar
  /// (nil: none does); `names` gives the stack's names when the words are read.
  package static func hiddenByStack(
    top: String?, hider: String?, names: @escaping @Sendable () -> [String]
  ) -> Derived<Bool> {
    if let hider {
      let top = top ?? hider
      return Derived(
        true, Rule.tabBarHidesBottomBarWhenPushedStack,
        hider == top
          ? "\(hider).hidesBottomBarWhenPushed is YES: the tab bar leaves the layout"
          : "\(hider), under \(top) in the stack, hides the bottom bar when pushed: the tab bar stays out of the layout"
      )
    }
    // The names are joined when the words are read, not at every layout.
    return Derived(
      false, Rule.tabBarHidesBottomBarWhenPushedStack,
      "no controller of the stack [\(names().joined(separator: ", "))] hides the bottom bar: the tab bar is in the layout"
    )
  }

  /// Apps: the tab bar view's own `hidden` as UIKit reports it around a transition that takes it
  /// out of the layout or brings it back: hidden when the push ends, shown when the pop starts (low
  /// confidence).
  package static func viewHidden(_ hidden: Bool, pushEnded: Bool) -> Derived<Bool> {
    // The words chosen here: words that capture nothing allocate nothing.
    hidden
      ? Derived(
        true, Rule.tabBarHidesBottomBarWhenPushedView,
        "the push transition ended: UIKit hides the tab bar's view")
      : pushEnded
        ? Derived(false, Rule.tabBarHidesBottomBarWhenPushedView, "the transition ended")
        : Derived(
          false, Rule.tabBarHidesBottomBarWhenPushedView,
          "the pop starts: the tab bar's view shows and moves in with the controller underneath")
  }

  /// iPadOS 18, under a pushed controller that hides the bottom bar: the tab bar's view when a
  /// window change moves the bar to the top (shown: the push leaves a top tab bar in place, rule
  /// tabBar.iPadTop) or to the bottom (hidden, as at a push's end there).
  package static func viewHidden(afterMovingToTop toTop: Bool) -> Derived<Bool> {
    toTop
      ? Derived(
        false, Rule.tabBarIPadTop,
        "the tab bar moves to the top (a regular-width window): the pushed controller's hidesBottomBarWhenPushed leaves it shown"
      )
      : Derived(
        true, Rule.tabBarHidesBottomBarWhenPushedView,
        "the tab bar moves to the bottom (a compact-width window) under a pushed controller that hides the bottom bar: its view hides"
      )
  }
}

extension Rule {
  public static let tabBarHiddenKeepsLayout = Rule(
    "tabBar.hiddenKeepsLayout", from: ios7,
    "tabBar.hidden only hides the bar's view: the container still lays the controller out above it, so the 49 pt stay in the insets.",
    provenance: [seed000 + " §TabBar隐藏的方式", "docs/facts/seed-observations.md (S000-12)", wang],
    confidence: .medium)

  public static let tabBarHidesBottomBarWhenPushed = Rule(
    "tabBar.hidesBottomBarWhenPushed", from: any,
    "hidesBottomBarWhenPushed is read when the controller is pushed (before viewDidLoad): the bottom bar slides out and leaves the layout.",
    provenance: [
      seed000 + " §TabBar隐藏的方式", "docs/facts/seed-observations.md (S000-11)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed",
    ], confidence: .medium)

  public static let tabBarHidesBottomBarWhenPushedStack = Rule(
    "tabBar.hidesBottomBarWhenPushed.stack", from: any,
    "Apps: the tab bar is out of the layout while any controller of the selected navigation stack hides the bottom bar when pushed (evaluated on the destination stack at the start of a push, pop or setViewControllers); a pushed controller is laid out without it from the start.",
    provenance: [
      "https://qiita.com/satorun/items/bc86606a0bd40275ac97",
      "https://e-com-net.com/article/1644261768064720896.htm",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed",
    ], confidence: .medium,
    conflict:
      "iOS 14.0 popToRoot kept the bar hidden (transient stack, fixed after 14.0); iOS 8.0–8.3 kept the pushed controller's bottomLayoutGuide at 49 during the push; iOS 11.0–11.1 iPhone X transient 0 bottom. Not modelled."
  )

  public static let tabBarHidesBottomBarWhenPushedView = Rule(
    "tabBar.hidesBottomBarWhenPushed.view", from: any,
    "The tab bar's view stays visible under the outgoing controller during the push and reports hidden when the push ends; on the pop back it shows at the start and moves in with the controller underneath.",
    provenance: [
      "https://github.com/lionheart/openradar-mirror/issues/19428",
      "https://github.com/ikanam/JTNavigationController/issues/7",
    ], confidence: .low,
    conflict:
      "No printed value of tabBar.isHidden inside viewWillAppear/viewDidAppear was found; the moment is inferred from the radars' expected behaviour."
  )
}

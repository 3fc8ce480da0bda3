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
      hides, "tabBar.hidesBottomBarWhenPushed",
      hides
        ? "\(name).hidesBottomBarWhenPushed is YES: the tab bar leaves the layout"
        : "\(name).hidesBottomBarWhenPushed is NO: the tab bar stays in the layout")
  }

  /// Whether an app write of `hidden` on this kind of object changes the layout: a tab bar's own
  /// flag
  /// hides the view and keeps the layout (as a plain view's does).
  package static func hiddenFlagKeepsLayout(_ kind: ObjectKind) -> Bool {
    kind == .view || kind == .tabBar
  }

  /// Apps: whether the tab bar is out of the layout for a navigation stack — hidden when any
  /// controller of
  /// the stack hides it when pushed, shown when none does (rule
  /// `tabBar.hidesBottomBarWhenPushed.stack`).
  package static func hiddenByStack(_ stack: [(name: String, hides: Bool)]) -> Derived<Bool> {
    if let hider = stack.last(where: \.hides) {
      let top = stack.last?.name ?? hider.name
      return Derived(
        true, "tabBar.hidesBottomBarWhenPushed.stack",
        hider.name == top
          ? "\(hider.name).hidesBottomBarWhenPushed is YES: the tab bar leaves the layout"
          : "\(hider.name), under \(top) in the stack, hides the bottom bar when pushed: the tab bar stays out of the layout"
      )
    }
    // The names are joined when the words are read, not at every layout.
    return Derived(
      false, "tabBar.hidesBottomBarWhenPushed.stack",
      "no controller of the stack [\(stack.map(\.name).joined(separator: ", "))] hides the bottom bar: the tab bar is in the layout"
    )
  }

  /// Apps: the tab bar view's own `hidden` as UIKit reports it around a transition that takes it
  /// out of the
  /// layout or brings it back: hidden when the push ends, shown when the pop starts (low
  /// confidence).
  package static func viewHidden(_ hidden: Bool, pushEnded: Bool) -> Derived<Bool> {
    Derived(
      hidden, "tabBar.hidesBottomBarWhenPushed.view",
      hidden
        ? "the push transition ended: UIKit hides the tab bar's view"
        : (pushEnded
          ? "the transition ended"
          : "the pop starts: the tab bar's view shows and moves in with the controller underneath"))
  }
}

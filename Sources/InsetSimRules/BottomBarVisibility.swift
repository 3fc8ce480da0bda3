import InsetSimModel
import InsetSimSupport

/// The tab bar's two ways of going away, side by side (seed 000 §TabBar隐藏的方式, S000-11, S000-12):
///
/// - `hidesBottomBarWhenPushed` (rule `tabBar.hidesBottomBarWhenPushed`): read from the controller being
///   pushed, before its `viewDidLoad`; the bar slides out and leaves the layout, so the controller's view
///   and insets lose its 49 pt. ``hiddenByPush(of:hides:)`` decides it; ``BarLayout`` slides the bar below
///   the screen while ``LayoutInput/bottomBarHiddenByPush`` holds.
/// - `tabBar.hidden = YES` (rule `tabBar.hiddenKeepsLayout`): only hides the bar's view; the container still
///   lays the controller out above it, so the 49 pt stay in the insets. ``LayoutInput/tabBarInLayout``
///   ignores the flag, and the engine's app write of `hidden` on a tab bar invalidates no layout.
///
///     BottomBarVisibility.hiddenByPush(of: "Detail", hides: true).value  // true: the bar leaves the layout
package enum BottomBarVisibility {
  /// Whether pushing the controller named `name` takes the tab bar out of the layout.
  package static func hiddenByPush(of name: String, hides: Bool) -> Derived<Bool> {
    Derived(hides, "tabBar.hidesBottomBarWhenPushed",
      hides ? "\(name).hidesBottomBarWhenPushed is YES: the tab bar leaves the layout"
        : "\(name).hidesBottomBarWhenPushed is NO: the tab bar stays in the layout")
  }

  /// Whether an app write of `hidden` on this kind of object changes the layout: a tab bar's own flag
  /// hides the view and keeps the layout (as a plain view's does).
  package static func hiddenFlagKeepsLayout(_ kind: ObjectKind) -> Bool {
    kind == .view || kind == .tabBar
  }
}

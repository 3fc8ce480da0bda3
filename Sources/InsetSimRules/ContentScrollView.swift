import InsetSimModel
import InsetSimSupport

/// The scroll view a navigation bar observes for a controller (its scroll edge appearance and its
/// large title): from iOS 15 the one `setContentScrollView(_:for:)` set, none when
/// `contentScrollView(for:)` returns nil, else the one UIKit finds (the controller's view when it
/// is a scroll view, else the first subviews' chain). Sources: docs/facts/keyboards-and-sheets.md
/// (CS1–CS3).
///
///     ContentScrollView.observed(setting: .none, set: nil, found: table).value  // nil
package enum ContentScrollView {
  /// The observed scroll view: `set` is the object of the setting's view id, `found` the one UIKit
  /// finds in the view hierarchy.
  package static func observed(
    setting: ContentScrollViewSetting?, set: World.ObjectID?, found: World.ObjectID?
  ) -> Derived<World.ObjectID?> {
    switch setting {
    case .view(let id)?:
      return Derived(
        set, Rule.navigationContentScrollView,
        "setContentScrollView(_:for:): the bar observes \(id)")
    case .none?:
      return Derived(
        nil, Rule.navigationContentScrollView,
        "contentScrollView(for: .top) returns nil: the bar observes no scroll view")
    case nil:
      return Derived(
        found, Rule.largeTitleNotTracked,
        "the bar observes the controller's content scroll view (its view or the first subviews' chain)"
      )
    }
  }
}

extension Rule {
  public static let navigationContentScrollView = Rule(
    "navigation.contentScrollView", from: OSVersion(15, 0),
    "From iOS 15 a controller chooses the scroll view its bars observe for the top edge: setContentScrollView(_:for:) names it, and an override of contentScrollView(for:) that returns nil turns the observation off. The navigation bar's large title collapses with that scroll view only; another scroll view leaves it expanded.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/contentscrollview(for:)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/setcontentscrollview(_:for:)",
      "docs/facts/keyboards-and-sheets.md (CS1–CS3)",
    ], confidence: .low,
    conflict:
      "Apple documents the scroll edge appearance; that the large title follows the same scroll view is inferred (low for the title)."
  )
}

import InsetSimModel

/// UIKit bug of iOS 13–15, fixed in 16.0 (rule bug.appearance.childViewIsAppearing): a child
/// controller added with the containment API never gets viewIsAppearing, though its parent does and
/// the other appearance callbacks reach it.
///
///     ViewIsAppearingNotForwardedToChildren.note(os: OSVersion(15, 0), child: "Child")
///     // "UIKit bug of iOS 13–15: Child, a child controller, gets no viewIsAppearing …"
package enum ViewIsAppearingNotForwardedToChildren {
  package static let rule = Rule.bugAppearanceChildViewIsAppearing

  /// The note that says why the child's viewIsAppearing does not come, when the bug applies; nil
  /// when UIKit forwards it as documented.
  package static func note(os: OSVersion, child: String) -> String? {
    guard rule.applies(to: os) else { return nil }
    return
      "UIKit bug of iOS 13–15: \(child), a child controller, gets no viewIsAppearing (its parent "
      + "does; fixed in iOS 16; workaround: the parent calls it for each child before iOS 16)"
  }
}

extension Rule {
  public static let bugAppearanceChildViewIsAppearing = Rule(
    "bug.appearance.childViewIsAppearing", from: OSVersion(13, 0),
    through: OSVersion(15, 8),
    "UIKit bug, iOS 13–15 (fixed in 16.0): viewIsAppearing is not called for a child view controller added with the containment API, while its parent's is and its other appearance callbacks are forwarded; code that reads geometry there never runs for the child.",
    provenance: [
      "https://github.com/zotero/zotero-ios/pull/913 (\"an iOS bug ... that doesn't call viewIsAppearing for nested view controllers in iOS 15\"; the workaround is gated on iOS < 16)",
      "https://forums.developer.apple.com/forums/thread/749169",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .medium,
    conflict:
      "The first affected release is inferred from the back deployment (viewIsAppearing exists from iOS 13); the reports are from iOS 15. Where the child's call comes on iOS 16+ (after its safe area, before its viewWillLayoutSubviews, as the parent's) follows the documented order of the parent's, not a printed log of a child.",
    workarounds: [
      "Before iOS 16, the parent calls child.viewIsAppearing(animated) for each child from its own viewIsAppearing (zotero-ios #913)."
    ])
}

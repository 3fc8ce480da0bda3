import InsetSimModel
import InsetSimSupport

/// Where a scroll view resting at the top of its content goes when the system changes its inset: it
/// stays at the top (rule `scroll.contentOffset.pinnedTop`; UIKIT-FACTS §3: "offset −64 under
/// nav+status").
package enum ContentOffsetPinning {
  /// The new offset, or nil to leave it. At its first layout in a window the content starts at the
  /// inset; later, a scroll view not scrolled away from its top (offset = −old inset) follows the
  /// new inset.
  package static func pinned(
    offset: Point, oldInset: EdgeInsets, newInset: EdgeInsets, firstLayout: Bool
  ) -> Derived<Point>? {
    let top = Point(x: -newInset.left, y: -newInset.top)
    guard top != offset else { return nil }
    if firstLayout {
      return Derived(
        top, Rule.scrollContentOffsetPinnedTop,
        "first layout in a window: the content starts at the inset, offset (−left, −top) of \(newInset)"
      )
    }
    guard offset.y == -oldInset.top, offset.x == -oldInset.left else { return nil }
    return Derived(
      top, Rule.scrollContentOffsetPinnedTop,
      "resting at the top of its content: follows the inset \(oldInset) → \(newInset)")
  }
}

extension Rule {
  public static let scrollContentOffsetPinnedTop = Rule(
    "scroll.contentOffset.pinnedTop", from: ios7,
    "A scroll view resting at the top of its content (offset = −inset) stays there when the system changes its inset: offset (0, −64) under a 64 pt inset.",
    provenance: [
      "docs/facts/era-defaults.md#3-era-defaults-api-facts",
      "http://t.zoukankan.com/rainySue-p-VC-atomaticallyAdjuestsScrollView.html",
    ], confidence: .medium)
}

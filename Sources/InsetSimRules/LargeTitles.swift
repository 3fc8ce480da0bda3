import InsetSimModel
import InsetSimSupport

/// Whether a navigation bar shows a large title for the top of its stack (iOS 11+, UIKIT-FLOWS B1):
/// `.always` and `.never` decide; `.automatic` takes what the item below shows; the root's
/// `.automatic` shows one when the bar prefers large titles. Nothing is large unless the bar
/// prefers large titles.
///
///     LargeTitles.showsLargeTitle(prefersLargeTitles: true, stack: [("List", .automatic), ("Detail", .never)]).value  // false
package enum LargeTitles {
  package static func showsLargeTitle(
    prefersLargeTitles: Bool, stack: [(name: String, mode: LargeTitleDisplayMode)]
  ) -> Derived<Bool> {
    guard prefersLargeTitles else {
      return Derived(
        false, Rule.navigationBarLargeTitleDisplayMode,
        "the navigation bar does not prefer large titles")
    }
    return showsLargeTitle(
      prefersLargeTitles: true, top: stack.last?.name ?? "the top",
      decider: stack.last(where: { $0.mode != .automatic }))
  }

  /// The same answer from the stack's top and its highest item whose mode is not `.automatic` (nil:
  /// every item is automatic): the engine finds it walking down from the top, with no list made.
  package static func showsLargeTitle(
    prefersLargeTitles: Bool, top: String, decider: (name: String, mode: LargeTitleDisplayMode)?
  ) -> Derived<Bool> {
    guard prefersLargeTitles else {
      return Derived(
        false, Rule.navigationBarLargeTitleDisplayMode,
        "the navigation bar does not prefer large titles")
    }
    var large = true
    var decidedBy = "prefersLargeTitles"
    if let decider {
      switch decider.mode {
      case .always: (large, decidedBy) = (true, "\(decider.name).largeTitleDisplayMode .always")
      case .never: (large, decidedBy) = (false, "\(decider.name).largeTitleDisplayMode .never")
      case .automatic: break
      }
    }
    let (shows, reason) = (large, decidedBy)
    return Derived(
      shows, Rule.navigationBarLargeTitleDisplayMode,
      "\(top): \(shows ? "large title" : "standard bar") (\(reason))")
  }
}

extension Rule {
  public static let navigationBarLargeTitleDisplayMode = Rule(
    "navigationBar.largeTitleDisplayMode", from: ios11,
    "A navigation item's largeTitleDisplayMode: .always shows a large title, .never a standard bar, .automatic what the item below it shows (the root: prefersLargeTitles); all only when the navigation bar prefers large titles.",
    provenance: [
      "docs/facts/flows.md (B1)",
      "https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum",
    ], confidence: .high)
}

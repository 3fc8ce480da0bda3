import InsetSimModel

/// Layout passes: how a controller's view fills its container, layoutIfNeeded called inside a
/// layout pass, and how many passes UIKit runs before viewDidAppear (rules `layout.passes.launch`,
/// `layout.passes.push`; sources in docs/facts/callback-orders-by-release.md §2).
///
///     LayoutPasses.atLaunch(topOfNavigation: true, os: OSVersion(17, 0)).value  // 2
package enum LayoutPasses {
  /// How many layout passes a controller appearing at launch runs before its viewDidAppear: two as
  /// the top of a navigation controller that is the window's root (from iOS 9, the release of the
  /// only printed log), one otherwise.
  package static func atLaunch(topOfNavigation: Bool, os: OSVersion) -> Derived<Int> {
    if topOfNavigation && Rule.layoutPassesLaunch.applies(to: os) {
      return Derived(
        2, Rule.layoutPassesLaunch,
        "the top of a navigation controller lays out twice before viewDidAppear at launch")
    }
    return Derived(1, Rule.layoutPassesLaunch, "one layout pass before viewDidAppear at launch")
  }
}

extension Rule {
  public static let layoutFill = Rule(
    "layout.fill", from: any,
    "A view whose frame is \"fill\" follows its parent's bounds (flexible width and height).",
    provenance: ["docs/reference/keys.md"], confidence: .high)

  public static let layoutReentrantLayoutIfNeeded = Rule(
    "layout.reentrantLayoutIfNeeded", from: any,
    "layoutIfNeeded called from the view's own layout pass (viewWillLayoutSubviews, layoutSubviews, viewDidLayoutSubviews) starts no nested pass: a layout still pending after setNeedsLayout runs in the next pass of the same commit, and layout that keeps being invalidated there repeats once per pass rather than recursing.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() (lays out immediately only if layout updates are pending; otherwise exits without calling layout callbacks)",
      "https://developer.apple.com/documentation/quartzcore/calayer/layoutifneeded() (layout runs on the tree below the first ancestor that needs none)",
      "http://blog.logichigh.com/2011/03/16/when-does-layoutsubviews-get-called/ (layoutSubviews is called once per run loop on a view flagged with setNeedsLayout; setNeedsLayout from layoutSubviews can loop), cited in https://stackoverflow.com/questions/728372/when-is-layoutsubviews-called",
    ], confidence: .low,
    conflict:
      "The docs do not state the re-entrant case: that UIKit skips the nested pass (its layer is already in layout) is inferred, not observed on a device."
  )

  public static let layoutPassesLaunch = Rule(
    "layout.passes.launch", from: OSVersion(9, 0),
    "At launch, the top controller of a navigation controller that is the window's root runs two layout passes (viewWillLayoutSubviews, layoutSubviews, viewDidLayoutSubviews) before its viewDidAppear; the second changes no value the model tracks. A controller that is the window's root without a container, a tab's controller or a split view's column runs one.",
    provenance: [
      "docs/facts/callback-orders-by-release.md (LP1, LP2, LP3)",
      "http://readke.com/c/0Z41505102021.html (launch log, steps 5–10: two pairs before viewDidAppear; the log calls loadViewIfNeeded, an iOS 9 API)",
      "https://remkoh.dev/?p=4214 (Scenario 1: the window's root controller, one pair)",
      "https://developer.apple.com/videos/play/wwdc2023/10055/ (layout callbacks can run several times in one transition)",
    ], confidence: .low,
    conflict:
      "One printed log, release not printed (iOS 9 or later): the count on a given release, inside a tab bar controller and in a split view is not printed; those keep one pass, and releases before iOS 9 keep one."
  )

  public static let layoutPassesPush = Rule(
    "layout.passes.push", from: any,
    "An animated push or pop lays the appearing controller out once, in the turn the transition starts, before the outgoing controller's viewDidDisappear and its own viewDidAppear.",
    provenance: [
      "docs/facts/callback-orders-by-release.md (LP4, LP5, LP8)",
      "http://readke.com/c/0Z41505102021.html (push log, steps 15–20: one pair of the pushed controller; pop, steps 21–25: none)",
      "https://arm1.ru/en/blog/zhiznennyj-tsikl-uiviewcontroller (one pair before the animation)",
    ], confidence: .medium,
    conflict:
      "arm1.ru prints a second pair after the animation (viewDidAppear → didMoveToParentViewController: → updateViewConstraints → layout), for a push and a pop; readke prints none after viewDidAppear. On a pop readke's log (steps 21–25) shows no layout of the controller that reappears at all (its view was laid out before, at its size), where the model lays it out once: the sources disagree on both sides. The model takes one pass for push and pop (medium, for the disagreement); a device recording that has arm1.ru's second pass replays with a note (an extra layout pass), not a failure."
  )
}

import InsetSimModel

/// Layout passes: how a controller's view fills its container, and layoutIfNeeded called inside a layout pass.
enum LayoutPasses {}

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
}

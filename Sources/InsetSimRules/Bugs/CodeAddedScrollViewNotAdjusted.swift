import InsetSimModel

/// UIKit bug of iOS 9.0 (rule bug.scrollView.codeAddedNotAdjusted): a table view that a controller
/// adds to its view in code (viewDidLoad) gets no automatic inset adjustment under the bars,
/// although iOS 8 adjusted it and iOS 9.0 still adjusts one from a storyboard.
///
///     CodeAddedScrollViewNotAdjusted.note(
///       os: OSVersion(9, 0), addedInCode: true, scrollView: "table", controller: "List")
///     // "UIKit bug of iOS 9.0: table was added to List's view in code (viewDidLoad) …"
package enum CodeAddedScrollViewNotAdjusted {
  package static let rule = Rule.bugScrollViewCodeAddedNotAdjusted

  /// The note that says why the scroll view keeps its insets, when the bug applies (`addedInCode`:
  /// the scroll view is a subview the controller added, not its view); nil otherwise.
  package static func note(os: OSVersion, addedInCode: Bool, scrollView: String, controller: String)
    -> String?
  {
    guard addedInCode, Rule.bugScrollViewCodeAddedNotAdjusted.applies(to: os) else { return nil }
    return
      "UIKit bug of iOS 9.0: \(scrollView) was added to \(controller)'s view in code (viewDidLoad), "
      + "and automaticallyAdjustsScrollViewInsets leaves its insets alone: its content starts "
      + "under the bars (iOS 8 adjusted it)"
  }
}

extension Rule {
  public static let bugScrollViewCodeAddedNotAdjusted = Rule(
    "bug.scrollView.codeAddedNotAdjusted", from: OSVersion(9, 0), through: OSVersion(9, 0, 2),
    "UIKit bug, iOS 9.0 (beta 4 and GM; not on iOS 8): a UITableView that a view controller in a navigation controller creates and adds to its view in code (in viewDidLoad) gets no automatic contentInset from automaticallyAdjustsScrollViewInsets, so its first rows lie under the navigation bar; the same table laid out in a storyboard is adjusted. Modelled for a scroll view among the controller's subviews (the scenario's `subviews`, added in viewDidLoad), not one that is the controller's view. Workaround: set the insets yourself (automaticallyAdjustsScrollViewInsets NO and contentInset from topLayoutGuide), or constrain the table to topLayoutGuide.",
    provenance: [
      "https://github.com/lionheart/openradar-mirror/issues/8581 (rdar 22683028, iOS 9.0 GM: \"UIKit does not automatically adjust content insets when table view added programmatically in viewDidLoad\"; \"It does not occur on iOS 8 or earlier versions\")",
      "https://github.com/lionheart/openradar-mirror/issues/9043 (rdar 22106545, iOS 9.0 beta 4 (13A4305g): adjusted from a storyboard, not when \"adding the table view as a subview and applying constraints to it in code\")",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .low,
    conflict:
      "Two radars with the same steps, one on the 9.0 GM; no fixed release is published, so 9.0.x is modelled and 9.1 assumed fixed (low). The model cannot tell a storyboard's subview from one added in code: every scroll view among a scenario's subviews counts as added in code on 9.0.",
    workarounds: [
      "Set automaticallyAdjustsScrollViewInsets to NO and give the table its contentInset yourself (64 under a status bar and a navigation bar).",
      "Constrain the table's top to topLayoutGuide instead of the view's top.",
    ]
  )
}

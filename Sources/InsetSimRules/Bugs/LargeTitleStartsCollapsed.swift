import InsetSimModel

/// UIKit bug of iOS 11.2 (rule bug.largeTitle.startsCollapsed): a controller whose
/// largeTitleDisplayMode was `.never` when it was made (a storyboard's setting) and is set to
/// `.always` in viewDidLoad first appears with its large title collapsed; it expands once the user
/// pulls the content down.
///
///     LargeTitleStartsCollapsed.note(
///       os: OSVersion(11, 2), modeAtCreation: .never, modeNow: .always, firstLayout: true,
///       shown: true, controller: "List")
///     // "UIKit bug of iOS 11.2: List's largeTitleDisplayMode went from never to always …"
package enum LargeTitleStartsCollapsed {
  package static let rule = Rule.bugLargeTitleStartsCollapsed

  /// The note that says why the title starts collapsed, when the bug applies; nil when it shows
  /// expanded as documented.
  package static func note(
    os: OSVersion, modeAtCreation: LargeTitleDisplayMode?, modeNow: LargeTitleDisplayMode?,
    firstLayout: Bool, shown: Bool, controller: String
  ) -> String? {
    guard firstLayout, shown, modeAtCreation == .never, modeNow == .always,
      Rule.bugLargeTitleStartsCollapsed.applies(to: os)
    else { return nil }
    return
      "UIKit bug of iOS 11.2: \(controller)'s largeTitleDisplayMode went from never to always "
      + "after it was made, so its large title first shows collapsed (it expands when the content "
      + "is pulled down; workaround: set the mode before the view loads)"
  }
}

extension Rule {
  public static let bugLargeTitleStartsCollapsed = Rule(
    "bug.largeTitle.startsCollapsed", from: OSVersion(11, 2), through: OSVersion(11, 2),
    "UIKit bug, iOS 11.2 (11.0.1 and 11.1 behave as documented): a controller whose largeTitleDisplayMode is .never when it is made (a storyboard's setting) and set to .always in viewDidLoad first appears with its large title collapsed, the table's top inset at the small bar's bottom; the title expands only when the user pulls the content down. Workaround: set the mode before the view loads.",
    provenance: [
      "https://github.com/lionheart/openradar-mirror/issues/18874 (rdar 35468058, iOS 11.2 beta 15C5092b: \"Large title is hidden until the UITableView or UIScrollView is scrolled up\"; not the case on iOS 11.0.1 and 11.1)",
      "docs/research/UIKIT-BUGS-RESEARCH.md",
    ], confidence: .low,
    conflict:
      "One radar, filed on an 11.2 beta; the fixed release is not published (11.3 is assumed, low). The insets are the collapsed bar's geometry, not figures from the report. A similar symptom on iOS 13 (tab children laid out early) is not modelled.",
    workarounds: [
      "Set largeTitleDisplayMode to .always before the view loads (in the storyboard, or in init).",
      "Reset the content offset to -adjustedContentInset.top in viewWillAppear.",
    ]
  )
}

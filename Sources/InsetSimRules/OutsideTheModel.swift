import InsetSimModel

/// What InsetSim does not simulate, and what a run does instead: each entry is a rule of the `outside` family, so a run that meets one names it (docs/model-limits.md).
enum OutsideTheModel {}

extension Rule {
  public static let outsideSearchBarInSheet = Rule(
    "outside.searchBarInSheet", from: ios11,
    "Not simulated: a search bar in a sheet's navigation bar. Instead: the run stops with a note when the sheet shows it.",
    provenance: ["docs/model-limits.md"], confidence: .low)

  public static let outsideInterfaceTurn = Rule(
    "outside.interfaceTurn", from: any,
    "Not simulated: the interface turning to a full-screen presented controller that refuses the current orientation (iPhone). Instead: the run stops at the present.",
    provenance: [
      "docs/model-limits.md",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations",
    ], confidence: .low)

  public static let outsideInsertSubviewPastEnd = Rule(
    "outside.insertSubviewPastEnd", from: any,
    "Not simulated: insertSubview(_:at:) with an index past the subviews (UIKit documents at most their number). Instead: the run stops.",
    provenance: [
      "docs/model-limits.md",
      "https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)",
    ], confidence: .low)

  public static let outsideSplitViewExpansion = Rule(
    "outside.splitViewExpansion", from: OSVersion(8, 0),
    "Not simulated: a split view that expands with a column left empty by pops while collapsed, or with controllers pushed above a secondary that is not a navigation controller. Instead: the run stops.",
    provenance: ["docs/model-limits.md"], confidence: .low)

  public static let outsideAddChildMoves = Rule(
    "outside.addChildMoves", from: OSVersion(5, 0),
    "Not simulated: addChild of a controller that is already in a container (a navigation stack, a tab, a parent, a presentation): UIKit takes it out of that container first, and no source prints what the container it leaves does then. Instead: the run stops.",
    provenance: [
      "docs/model-limits.md",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:) (\"If the new child view controller is already the child of a container view controller, it is removed from that container before being added\")",
    ], confidence: .low)

  public static let outsideWindowSize = Rule(
    "outside.windowSize", from: OSVersion(9, 0),
    "Not simulated: a multitasking window size no source publishes for the device. Instead: the run stops.",
    provenance: ["docs/model-limits.md"], confidence: .low)

  public static let outsidePageCurlDuringCurl = Rule(
    "outside.pageCurlDuringCurl", from: OSVersion(6, 0),
    "Not simulated: a page curl (setPage animated, or a swipe) while another curl of the same page view controller runs; UIKit queues compatible curls (_enqueueCurlOfType) and no source prints what follows. Instead: the run stops.",
    provenance: ["docs/model-limits.md", "docs/facts/page-view-controller.md"],
    confidence: .low)

  public static let outsideSheetKeyboard = Rule(
    "outside.sheetKeyboard", from: OSVersion(15, 0),
    "Not simulated: the keyboard over a sheet that rests below the large height and has no larger detent (only medium, or only a custom detent): whether UIKit lifts or resizes it is not printed. (A sheet with a larger detent moves to it: present.sheet.keyboardExpands.) Instead: the sheet keeps its frame and the run goes on; every value set after it is assumed, and check fails an expectation on one unless the scenario lists \"outside.sheetKeyboard\" in its \"assumptions\".",
    provenance: [
      "docs/model-limits.md",
      "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent",
      "docs/facts/keyboards-and-sheets.md (SK4)",
    ], confidence: .low)

  public static let outsideSheetDetentsInCompactHeight = Rule(
    "outside.sheetDetentsInCompactHeight", from: OSVersion(15, 0),
    "Not simulated: a sheet's detents in compact height (an iPhone in landscape) beyond what is documented: whether a sheet that shows full screen there (not edge-attached) raises \"At least one detent must be active\" when medium is its only detent, as an edge-attached one does (present.sheet.noActiveDetent); and where an edge-attached sheet with a custom detent rests. Instead: the full-screen sheet is presented as any full-screen one, the edge-attached sheet at its large detent; the run goes on, every value set after it is assumed, and check fails an expectation on one unless the scenario lists \"outside.sheetDetentsInCompactHeight\" in its \"assumptions\".",
    provenance: [
      "docs/model-limits.md",
      "https://github.com/quran/quran-ios/pull/961 (the exception, for an edge-attached sheet)",
      "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersedgeattachedincompactheight",
      "docs/facts/keyboards-and-sheets.md (SH1–SH3)",
    ], confidence: .low)

  public static let outsideKeyboardResponder = Rule(
    "outside.keyboardResponder", from: any,
    "Not simulated: what becomes of the keyboard when the controller whose text field had it comes back on screen other than by a navigation flow from iOS 7 after a navigation flow took it away (keyboard.restoredByNavigation), by a full-screen dismissal from iOS 8 of the presentation that covered it (keyboard.restoredAfterDismissal), or by its tab selected again after a tab switch took it away (from iOS 7: keyboard.tabSwitch.restored before iOS 18, keyboard.tabSwitch.notRestored from iOS 18): a page scroll, a comeback by another flow than the one that took it away, any comeback before those releases, or a comeback while another keyboard is up or the window rotates or resizes; or when a sheet or an over-full-screen presentation covers that controller while the keyboard is up. No source prints whether, or when, the keyboard moves then. Instead: the run stops.",
    provenance: [
      "docs/model-limits.md",
      "docs/facts/keyboard-restore.md",
      "https://stackoverflow.com/questions/41846155 (a controller pushed again: its text field becomes first responder and the keyboard shows)",
    ], confidence: .low)

  public static let outsideStackedPresentations = Rule(
    "outside.stackedPresentations", from: any,
    "Not simulated: a tab switch, or a split view's columns showing or hiding, under a full-screen presentation that covers a sheet (or another presentation that leaves its presenter's view in the window). The full-screen presentation takes the sheet's view out of the window, and no source prints whether the containers under the sheet then count as in the window, or which callbacks their controllers hear. Instead: the run stops.",
    provenance: [
      "docs/model-limits.md",
      "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen (\"the views belonging to the presenting view controller are removed after the presentation completes\")",
      "https://developer.apple.com/videos/play/wwdc2019/224 (a sheet leaves the presenting view controller's view in the window)",
    ], confidence: .low)
}

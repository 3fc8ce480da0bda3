import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimLint
@testable import InsetSimMatrix
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// `.automatic` on iOS 11+: which rule decides, and words that do not contradict each other across
/// a run
/// (seed 003's table S003-01…08; UIScrollView.h, UIKIT-FACTS §5).
@Suite struct ContentInsetAdjustmentTests {
  /// A table 30 × 44 = 1320 pt in a 667 pt frame: it scrolls vertically.
  private func facts(
    content: Bool, inView: Bool = true, adjusts: Bool = true, container: Bool = true
  ) -> ContentInsetAdjustment.Facts {
    ContentInsetAdjustment.Facts(
      behavior: .automatic, isContentScrollView: content, isInControllerView: inView,
      controllerAdjusts: adjusts,
      inContainer: container, contentSize: Size(width: 375, height: 1320),
      boundsSize: Size(width: 375, height: 667))
  }

  @Test func aTableNotYetAddedIsNotYetTheContentScrollView() {
    let d = ContentInsetAdjustment.adjustedEdges(
      facts(content: false, inView: false, adjusts: false))
    #expect(d.rule == "safeArea.automatic.scrollableAxes")
    #expect(
      d.why
        == ".automatic, not yet in the controller's view, so not its content scroll view: as .scrollableAxes; scrolls vertically"
    )
  }

  @Test func onceAddedWithAdjustsNOItIsTheContentScrollViewAndNotAdjusted() {
    // S003-05: NO, first scroll view, scrollable → not adjusted.
    let d = ContentInsetAdjustment.adjustedEdges(facts(content: true, adjusts: false))
    #expect(d.rule == "safeArea.automatic.contentScrollView")
    #expect(d.value == .none)
    #expect(
      d.why
        == ".automatic, the controller's content scroll view, automaticallyAdjustsScrollViewInsets NO: not adjusted"
    )
  }

  /// The controller's view itself a table, NO: as .scrollableAxes, so adjusted; a plain scroll
  /// view with nothing to scroll, not (https://greatytc.com/p/42c9fbc03396, printed in
  /// viewDidAppear: adjustedContentInset.top 64 for the table, no move for the scroll view).
  @Test func aRootViewScrollViewWithAdjustsNOIsAsScrollableAxes() {
    var table = facts(content: true, adjusts: false)
    table.isRootView = true
    let d = ContentInsetAdjustment.adjustedEdges(table)
    #expect(d.rule == "safeArea.automatic.rootViewNotAdjusting")
    #expect(d.value == .vertical)
    var plain = table
    plain.contentSize = .zero
    #expect(ContentInsetAdjustment.adjustedEdges(plain).value == .none)
  }

  @Test func anotherScrollViewIsNotTheContentScrollView() {
    // S003-08: NO, not the first scroll view, scrollable → adjusted (as .scrollableAxes).
    let d = ContentInsetAdjustment.adjustedEdges(facts(content: false, adjusts: false))
    #expect(d.value == .vertical)
    #expect(
      d.why.hasPrefix(
        ".automatic, not the controller's content scroll view (the first scroll view following first subviews from its view): as .scrollableAxes"
      ))
  }

  @Test func theContentScrollViewWithoutAContainerIsAsScrollableAxes() {
    let d = ContentInsetAdjustment.adjustedEdges(facts(content: true, container: false))
    #expect(d.rule == "safeArea.automatic.scrollableAxes")
    #expect(
      d.why.hasPrefix(
        ".automatic, the controller's content scroll view, but no navigation or tab bar controller shows it: as .scrollableAxes"
      ))
  }
  /// A table starts with alwaysBounceVertical YES (openradar 22959792,
  /// https://github.com/lionheart/openradar-mirror/issues/6300: `po self.tableView
  /// .alwaysBounceVertical` printed true; https://wsa.jianshu.io/p/f3e5bf5192ef), and
  /// .scrollableAxes adjusts an axis that always bounces (UIScrollView.h: "contentSize.width/height
  /// > frame.size.width/height or alwaysBounceHorizontal/Vertical = YES"): 11 rows of 44 in a
  /// 736-pt table still take the top and bottom.
  @Test func aShortTableStillTakesTheTopAndBottom() {
    #expect(TableBounce.alwaysBounceVertical.value)
    #expect(TableBounce.alwaysBounceVertical.rule == "scroll.tableBouncesVertically")
    var f = ContentInsetAdjustment.Facts(
      behavior: .scrollableAxes, contentSize: Size(width: 414, height: 484),
      boundsSize: Size(width: 414, height: 736),
      alwaysBounceVertical: TableBounce.alwaysBounceVertical.value)
    let d = ContentInsetAdjustment.adjustedEdges(f)
    #expect(d.value == .vertical)
    #expect(d.why == ".scrollableAxes; content 484 ≤ height 736 but alwaysBounceVertical YES")
    // A plain scroll view (default NO) with the same content is not adjusted.
    f.alwaysBounceVertical = false
    #expect(ContentInsetAdjustment.adjustedEdges(f).value == .none)
  }
}

import Testing

@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// The column-style primary's 100-pt offscreen buffer before iOS 26 (rules
/// splitView.primaryBuffer, splitView.primaryBuffer.assumed). Expected values:
/// - https://github.com/richardtop/CalendarKit/issues/320: a 320-pt double-column primary whose
///   subviews print 420 wide ("420 points instead of 320", a leading margin 100 larger);
/// - https://github.com/LeoNatan/LNPopupController/issues/390 (iOS 14 beta 3): "the x origin of the
///   container view frame is -100";
/// - the iOS 16 answer mirrored at qanswer.space ("a 100-pt offscreen buffer which can be retrieved
///   by calling view's safeAreaInsets.left");
/// - https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitframesprobe/ios26.1-ipad.json
///   (iOS 26.1: primary vcSafeArea [54, 0, 10, 0], no buffer).
@Suite struct SplitViewPrimaryBufferTests {
  static let regular = Derived(SizeClass.regular, Rule.traitsSizeClassPad, "iPad full screen")

  static func layout(
    _ style: SplitViewControllerSpec.Style, os: OSVersion, width: Double = 1366,
    height: Double = 1024
  ) -> SplitViewLayout {
    SplitViewLayout(
      style: style, preferred: .automatic, window: Size(width: width, height: height),
      windowSafeArea: EdgeInsets(top: 24, bottom: 20), horizontal: regular, os: os)
  }

  /// The column stays 320 on screen (CalendarKit #320: "wider than what appears on screen"); the
  /// buffer is 100 on iOS 14 and 16 (medium) and assumed on iOS 17–18 (low, no source).
  @Test func theBufferCoversIOS14Through18() throws {
    for (os, rule) in [
      (OSVersion(14, 0), Rule.splitViewPrimaryBuffer),
      (OSVersion(16, 0), Rule.splitViewPrimaryBuffer),
      (OSVersion(17, 0), Rule.splitViewPrimaryBufferAssumed),
      (OSVersion(18, 0), Rule.splitViewPrimaryBufferAssumed),
    ] {
      let l = Self.layout(.doubleColumn, os: os)
      #expect(try #require(l.frame(of: .primary)).value == Rect(width: 320, height: 1024))
      let buffer = try #require(l.primaryBuffer)
      #expect(buffer.value == 100)
      #expect(buffer.rule == rule.id)
    }
    #expect(Rule.splitViewPrimaryBuffer.confidence == .medium)
    #expect(Rule.splitViewPrimaryBufferAssumed.confidence == .low)
  }

  /// iOS 26.1's floating sidebar has no buffer (openuikit probe: its left inset 0); a classic split
  /// view has none (CalendarKit #320 contrasts the classic style with the column styles); a
  /// hidden primary has none.
  @Test func noBufferOnIOS26ForAClassicSplitViewOrAHiddenPrimary() {
    #expect(Self.layout(.doubleColumn, os: OSVersion(26, 1)).primaryBuffer == nil)
    #expect(Self.layout(.unspecified, os: OSVersion(14, 0)).primaryBuffer == nil)
    // Portrait before iOS 26: the automatic mode hides the primary (secondaryOnly).
    #expect(
      Self.layout(.doubleColumn, os: OSVersion(14, 0), width: 1024, height: 1366).primaryBuffer
        == nil)
  }

  /// CalendarKit #320 speaks of "a double/triple column split view": a shown triple column's
  /// primary has the buffer too.
  @Test func aTripleColumnsShownPrimaryHasItToo() throws {
    let l = Self.layout(.tripleColumn, os: OSVersion(14, 0))
    #expect(l.displayMode.value == .twoBesideSecondary)
    #expect(l.primaryBuffer?.value == 100)
  }

  /// The whole run on a 12.9-inch iPad Pro in landscape, iOS 14: the primary's view at
  /// (−100, 0, 420, 1024) (LNPopupController #390's −100, CalendarKit #320's 420), a subview
  /// filling it 420 wide, its left inset 100 (the iOS 16 answer), the navigation bar spanning the
  /// same 420 pt; the secondary keeps its column (tiled at 320.5, openuikit README).
  @Test func thePrimarysControllerViewReachesPastTheWindow() throws {
    let text = """
      {"insetsim": 2, "os": "14.0", "device": "iPad Pro (12.9-inch, 3rd)",
       "orientation": "landscapeLeft", "observe": ["Detail.viewDidAppear"],
       "root": {"splitViewController": {"style": "doubleColumn",
         "columns": {"primary": "Sidebar", "secondary": "Detail"}}},
       "controllers": {
         "Sidebar": {"subviews": [
           {"id": "sidebarTable", "type": "tableView", "frame": "fill", "rows": 20}]},
         "Detail": {"subviews": []}}}
      """
    let trace = Simulation.run(try Scenario.decode(text, file: "split.scenario.json"))
    let values = try #require(trace.snapshot(at: "Detail.viewDidAppear")?.values)
    #expect(
      values.value("Sidebar.view", .frame)?.rectValue
        == Rect(x: -100, y: 0, width: 420, height: 1024))
    #expect(values.value("Sidebar.view", .safeAreaInsets)?.insetsValue?.left == 100)
    #expect(
      values.value("sidebarTable", .frame)?.rectValue == Rect(width: 420, height: 1024))
    #expect(
      values.value("primaryNavigationController.navigationBar", .frame)?.rectValue?.minX == -100)
    #expect(
      values.value("Detail.view", .frame)?.rectValue
        == Rect(x: 320.5, y: 0, width: 1045.5, height: 1024))
    #expect(values.value("Detail.view", .safeAreaInsets)?.insetsValue?.left == 0)
  }
}

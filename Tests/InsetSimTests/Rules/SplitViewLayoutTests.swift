import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// A column-style split view's layout (rules splitView.*). Expected values: the iOS 26.1 simulator
/// logs of openuikit's probes (docs/research/SPLIT-VIEW-RESEARCH.md W3–W7, D3–D5, F1, F4),
/// UISplitViewController.h
/// (iOS 14) and Apple's column width documentation.
@Suite struct SplitViewLayoutTests {
  static let regular = Derived(SizeClass.regular, Rule.traitsSizeClassPad, "iPad full screen")
  static let compact = Derived(SizeClass.compact, Rule.traitsSizeClassPhone, "iPhone in portrait")
  static let ipadSafeArea = EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)

  static func layout(
    _ style: SplitViewControllerSpec.Style, _ width: Double, _ height: Double,
    os: OSVersion = OSVersion(26, 1),
    preferred: SplitDisplayMode = .automatic, horizontal: Derived<SizeClass> = regular
  ) -> SplitViewLayout {
    SplitViewLayout(
      style: style, preferred: preferred, window: Size(width: width, height: height),
      windowSafeArea: ipadSafeArea,
      horizontal: horizontal, os: os)
  }

  /// W3, W4, F1: double column on an 820 × 1180 iPad, iOS 26.1 — primary 320 floating at [10, 32,
  /// 320, 1133]; the secondary full-frame with a 330-pt leading safe area.
  @Test func iOS26DoubleColumnFloatsItsSidebar() throws {
    let l = Self.layout(.doubleColumn, 820, 1180)
    #expect(l.displayMode.value == .oneBesideSecondary)
    #expect(l.primaryWidth.value == 320)
    #expect(l.supplementaryWidth == nil)
    #expect(
      try #require(l.frame(of: .primary)).value == Rect(x: 10, y: 32, width: 320, height: 1133))
    #expect(try #require(l.frame(of: .secondary)).value == Rect(width: 820, height: 1180))
    #expect(l.floatingLeading[.secondary] == 330)
  }

  /// W3, W6, D4: triple column — primary 280 and supplementary 320; at 820 pt the primary hides and
  /// the secondary starts at 320.5; at 1180 pt all three show, the supplementary 610 wide with a
  /// 290 leading inset.
  @Test func iOS26TripleColumnShowsThreeColumnsFrom954Points() throws {
    let narrow = Self.layout(.tripleColumn, 820, 1180)
    #expect(narrow.displayMode.value == .oneBesideSecondary)
    #expect(narrow.primaryWidth.value == 280)
    #expect(narrow.supplementaryWidth?.value == 320)
    #expect(narrow.frame(of: .primary) == nil)
    #expect(
      try #require(narrow.frame(of: .secondary)).value
        == Rect(x: 320.5, y: 0, width: 499.5, height: 1180))
    let wide = Self.layout(.tripleColumn, 1180, 700)
    #expect(wide.displayMode.value == .twoBesideSecondary)
    #expect(try #require(wide.frame(of: .supplementary)).value == Rect(width: 610, height: 700))
    #expect(wide.floatingLeading[.supplementary] == 290)
    #expect(
      try #require(wide.frame(of: .secondary)).value
        == Rect(x: 610.5, y: 0, width: 569.5, height: 700))
    #expect(Self.layout(.tripleColumn, 954.25, 700).displayMode.value == .twoBesideSecondary)
    #expect(Self.layout(.tripleColumn, 954, 700).displayMode.value == .oneBesideSecondary)
  }

  /// W6: at 600 pt the supplementary narrows to its 240-pt minimum; the secondary starts at 240.5.
  @Test func aNarrowTripleColumnKeepsTheSupplementaryMinimum() throws {
    let l = Self.layout(.tripleColumn, 600, 700)
    #expect(l.supplementaryWidth?.value == 240)
    #expect(
      try #require(l.frame(of: .secondary)).value == Rect(x: 240.5, y: 0, width: 359.5, height: 700)
    )
  }

  /// C2, W7: a compact window collapses; the widths read as the window's, the mode as
  /// oneBesideSecondary.
  @Test func aCompactWindowCollapses() {
    let l = Self.layout(.doubleColumn, 393, 852, horizontal: Self.compact)
    #expect(l.collapsed.value)
    #expect(l.displayMode.value == .oneBesideSecondary)
    #expect(l.primaryWidth.value == 393)
    #expect(l.columns.isEmpty)
  }

  /// UISplitViewController.h (iOS 14): automatic is "an overlay mode in portrait and a side-by-side
  /// mode in landscape" on iPad; tiled columns are 0.5 pt apart (F4).
  @Test func beforeIOS26APortraitWindowHidesTheDoubleColumnsPrimary() throws {
    let portrait = Self.layout(.doubleColumn, 1024, 1366, os: OSVersion(17, 0))
    #expect(portrait.displayMode.value == .secondaryOnly)
    #expect(portrait.columns.map(\.column) == [.secondary])
    let landscape = Self.layout(.doubleColumn, 1366, 1024, os: OSVersion(17, 0))
    #expect(landscape.displayMode.value == .oneBesideSecondary)
    #expect(try #require(landscape.frame(of: .primary)).value == Rect(width: 320, height: 1024))
    #expect(
      try #require(landscape.frame(of: .secondary)).value
        == Rect(x: 320.5, y: 0, width: 1045.5, height: 1024))
    #expect(landscape.floatingLeading.isEmpty)
  }

  /// D5: over modes set before the split view appears start as secondaryOnly; two-column modes that
  /// do not fit fall back to oneBesideSecondary.
  @Test func preferredModesApplyWhereTheyFit() {
    #expect(
      Self.layout(.doubleColumn, 820, 1180, preferred: .oneOverSecondary).displayMode.value
        == .secondaryOnly)
    #expect(
      Self.layout(.tripleColumn, 820, 1180, preferred: .twoBesideSecondary).displayMode.value
        == .oneBesideSecondary)
    #expect(
      Self.layout(.tripleColumn, 1180, 820, preferred: .twoBesideSecondary).displayMode.value
        == .twoBesideSecondary)
  }

  /// W5: preferredPrimaryColumnWidth 280 gives 280; the secondary keeps 464 (a 0.5 fraction at 820
  /// gives 820 − 10 − 464 = 346, the same bound applied to a preferred width).
  @Test func preferredWidthsKeepTheSecondarysMinimum() {
    let preferred = SplitViewLayout(
      style: .doubleColumn, preferred: .automatic, preferredPrimaryWidth: 280,
      window: Size(width: 820, height: 1180), windowSafeArea: Self.ipadSafeArea,
      horizontal: Self.regular, os: OSVersion(26, 1))
    #expect(preferred.primaryWidth.value == 280)
    let wide = SplitViewLayout(
      style: .doubleColumn, preferred: .automatic, preferredPrimaryWidth: 410,
      window: Size(width: 820, height: 1180), windowSafeArea: Self.ipadSafeArea,
      horizontal: Self.regular, os: OSVersion(26, 1))
    #expect(wide.primaryWidth.value == 346)
  }

  /// D5: set once the split view is on screen, an over mode shows its columns over the secondary,
  /// which keeps its frame; a two-column mode that does not fit becomes twoOverSecondary (the
  /// supplementary 610 wide with a 290 leading inset at 820 pt).
  @Test func modesSetOnScreenShowTheirColumnsOverTheSecondary() throws {
    let over = SplitViewLayout(
      style: .doubleColumn, preferred: .oneOverSecondary, window: Size(width: 820, height: 1180),
      windowSafeArea: Self.ipadSafeArea, horizontal: Self.regular, os: OSVersion(26, 1),
      appeared: true)
    #expect(over.displayMode.value == .oneOverSecondary)
    #expect(over.frame(of: .primary) != nil)
    #expect(try #require(over.frame(of: .secondary)).value == Rect(width: 820, height: 1180))
    #expect(over.floatingLeading[.secondary] == nil)
    let two = SplitViewLayout(
      style: .tripleColumn, preferred: .twoBesideSecondary, window: Size(width: 820, height: 1180),
      windowSafeArea: Self.ipadSafeArea, horizontal: Self.regular, os: OSVersion(26, 1),
      appeared: true)
    #expect(two.displayMode.value == .twoOverSecondary)
    #expect(try #require(two.frame(of: .supplementary)).value.width == 610)
    #expect(two.floatingLeading[.supplementary] == 290)
  }
}

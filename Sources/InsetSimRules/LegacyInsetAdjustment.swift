import InsetSimModel
import InsetSimSupport

/// The iOS 7–10 automatic `contentInset` adjustment (`automaticallyAdjustsScrollViewInsets`).
///
/// The container adjusts one scroll view per controller: the root view if it is one, else the root
/// view's subview at index 0 (a web view there has its inner scroll view adjusted). Top is what the
/// top bars cover of the controller's view, bottom what the bottom bars cover; the scroll view's
/// own frame does not matter
/// (S000-14). The adjustment is additive: UIKit remembers what it added and applies only the
/// difference.
package enum LegacyInsetAdjustment {
  /// Which scroll view the container adjusts, or nil with the reason none is.
  package static func candidate(world: World, root: World.ObjectID, input: LayoutInput) -> Derived<
    World.ObjectID?
  > {
    guard input.automaticallyAdjustsScrollViewInsets else {
      return Derived(nil, Rule.legacyAutoAdjustFlag, "automaticallyAdjustsScrollViewInsets is NO")
    }
    guard input.hasContainer else {
      return Derived(
        nil, Rule.legacyAutoAdjustNeedsContainer,
        "no navigation or tab bar controller adjusts a window's root view")
    }
    if world[root].viewType?.isScrollView == true {
      return Derived(root, Rule.legacyAutoAdjustCandidate, "the controller's view is a scroll view")
    }
    guard let first = world[root].subviews.first else {
      return Derived(nil, Rule.legacyAutoAdjustCandidate, "the root view has no subviews")
    }
    let name = world[first].name  // the explanations capture the name, not the whole world
    if let scroll = world.scrollView(of: first) {
      let how = scroll == first ? "is a scroll view" : "is a web view: its scroll view is adjusted"
      return Derived(
        scroll,
        world[first].viewType?.ownsScrollView == true
          ? Footing(Rule.legacyWebViewInnerScrollView) : Footing(Rule.legacyAutoAdjustCandidate),
        "'\(name)' at subview index 0 \(how)")
    }
    return Derived(
      nil, Rule.legacyAutoAdjustCandidate,
      "the subview at index 0, '\(name)', is not a scroll view: no scroll view is adjusted")
  }

  /// What the adjustment should add now: what the bars cover of the controller's view.
  package static func amount(frame: Rect, bars: BarLayout) -> Derived<EdgeInsets> {
    // The words capture the guides' figures alone: no closure context is allocated.
    let guides = ControllerViewFrame.Guides(frame: frame, bars: bars)
    return Derived(
      EdgeInsets(top: guides.top, bottom: guides.bottom), Rule.legacyAutoAdjustCoveredByBars,
      "top \(guides.topWords); bottom \(guides.bottomWords)")
  }

  /// The new inset: the current one minus what UIKit added before plus what it adds now.
  package static func apply(current: EdgeInsets, previouslyApplied: EdgeInsets, amount: EdgeInsets)
    -> EdgeInsets
  {
    current - previouslyApplied + amount
  }

  /// The figures of one adjustment's three changes (contentInset, scrollIndicatorInsets and what
  /// UIKit remembers it added) and their words, in one object that each explanation captures alone:
  /// no closure context is allocated for them.
  package final class Words: Sendable {
    let current: EdgeInsets
    let currentIndicators: EdgeInsets
    let previouslyApplied: EdgeInsets
    let amount: Derived<EdgeInsets>
    let topCover: Explanation
    let bottomCover: Explanation

    package init(
      current: EdgeInsets, currentIndicators: EdgeInsets, previouslyApplied: EdgeInsets,
      amount: Derived<EdgeInsets>,
      topCover: Explanation, bottomCover: Explanation
    ) {
      self.current = current
      self.currentIndicators = currentIndicators
      self.previouslyApplied = previouslyApplied
      self.amount = amount
      self.topCover = topCover
      self.bottomCover = bottomCover
    }

    package var contentInset: String {
      LegacyInsetAdjustment.describe(
        current: current, previouslyApplied: previouslyApplied, amount: amount, topCover: topCover,
        bottomCover: bottomCover)
    }

    package var scrollIndicatorInsets: String {
      "the same adjustment as contentInset: "
        + LegacyInsetAdjustment.describe(
          current: currentIndicators, previouslyApplied: previouslyApplied, amount: amount,
          topCover: topCover, bottomCover: bottomCover)
    }

    package var remembered: String { "UIKit remembers what it added: " + amount.why }
  }

  /// "+64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)"
  package static func describe(
    current: EdgeInsets, previouslyApplied: EdgeInsets, amount: Derived<EdgeInsets>,
    topCover: Explanation, bottomCover: Explanation
  ) -> String {
    let delta = amount.value - previouslyApplied
    var parts: [String] = []
    func signed(_ v: Double) -> String { (v >= 0 ? "+" : "") + formatPoints(v) }
    if delta.top != 0 {
      parts.append(
        "\(signed(delta.top)) top (\(amount.value.top > 0 ? topCover.text : "nothing covers the top"))"
      )
    }
    if delta.bottom != 0 {
      parts.append(
        "\(signed(delta.bottom)) bottom (\(amount.value.bottom > 0 ? bottomCover.text : "nothing covers the bottom"))"
      )
    }
    var text = parts.joined(separator: ", ")
    if previouslyApplied != .zero {
      text += "; UIKit had added \(previouslyApplied), now \(amount.value)"
    }
    if current != previouslyApplied && previouslyApplied == .zero && current != .zero {
      text += "; added to the app's \(current)"
    }
    return text
  }
}

extension Rule {
  public static let legacyAutoAdjustFlag = Rule(
    "legacy.autoAdjust.flag", from: ios7, through: ios10,
    "With automaticallyAdjustsScrollViewInsets NO the container leaves contentInset alone.",
    provenance: [
      seed000 + " §automaticallyAdjustsScrollViewInsets",
      "docs/facts/seed-observations.md (S000-07)",
    ],
    confidence: .high
  )

  public static let legacyAutoAdjustNeedsContainer = Rule(
    "legacy.autoAdjust.needsContainer", from: ios7, through: ios10,
    "Only a navigation or tab bar controller adjusts: a window's root controller gets no adjustment.",
    provenance: [
      seed000 + " §NavigationBar/TabBar的有无", "docs/facts/seed-observations.md (S000-08)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/automaticallyadjustsscrollviewinsets",
    ], confidence: .high)

  public static let legacyAutoAdjustCandidate = Rule(
    "legacy.autoAdjust.candidate", from: ios7, through: ios10,
    "The adjusted scroll view is the controller's view if it is one, else the root view's subview at index 0; any other view added first disables the adjustment.",
    provenance: [
      seed000 + " §第一个addSubview的是不是当前的scrollView", seed003 + " §UIScrollView",
      "docs/facts/seed-observations.md (S000-13)",
      "docs/facts/seed-observations.md (S003-11)",
    ], confidence: .medium,
    conflict:
      "C17: direct subview 0 only (seed 003, gaoyp, b2cloud) over a repeated first-subview chain (Ryan Fox, iOS 11 article)."
  )

  public static let legacyWebViewInnerScrollView = Rule(
    "legacy.webView.innerScrollView", from: ios7, through: ios10,
    "A web view (UIWebView or WKWebView) at subview index 0 has its inner scroll view adjusted.",
    provenance: [
      seed004, "docs/facts/seed-observations.md (S004-02)",
      seed001 + " §automaticallyAdjustsScrollViewInsets",
    ],
    confidence: .medium)

  public static let legacyAutoAdjustCoveredByBars = Rule(
    "legacy.autoAdjust.coveredByBars", from: ios7, through: ios10,
    "The adjustment's top is what the top bars (status bar included) cover of the controller's view, its bottom what the bottom bars cover; the scroll view's own frame does not matter.",
    provenance: [
      seed000 + " §第二类影响因素(iOS10及之前版本)", "docs/facts/seed-observations.md (S000-05)",
      "docs/facts/seed-observations.md (S000-09)", "docs/facts/seed-observations.md (S000-10)",
      "docs/facts/seed-observations.md (S000-14)", "docs/facts/seed-observations.md (S001-12)",
    ], confidence: .medium,
    conflict:
      "C24: a question mirrored at https://exchangetuts.com/gap-at-the-top-of-uiscrollview-on-ios10-1640337123097190 pins a scroll view's top to the top layout guide (below the navigation bar) and sees no gap on iOS 9 but a gap of the bar's height on iOS 10: on iOS 9 the frame would matter. Seed 000 (S000-14, iOS 10: frame (0, 100, 375, 467), contentInset still (64, 0, 49, 0)), the primary specification, is kept for iOS 7–10."
  )

  public static let legacyAutoAdjustAdditive = Rule(
    "legacy.autoAdjust.additive", from: ios7, through: ios10,
    "The container adds its adjustment to contentInset and remembers it; each later pass applies only the difference, so an inset set in viewDidLoad is added to and one assigned after the pass replaces it.",
    provenance: [
      seed000 + " §scrollView.contentInset", "docs/facts/seed-observations.md (S000-06)",
      "https://github.com/xsxsxszs/VeXplore",
    ], confidence: .medium)

  public static let legacyAutoAdjustIndicators = Rule(
    "legacy.autoAdjust.indicators", from: ios7, through: ios10,
    "The same adjustment is added to scrollIndicatorInsets.",
    provenance: [
      "docs/facts/era-defaults.md#3-era-defaults-api-facts",
      "https://blog.csdn.net/gaoyp/article/details/41961651",
    ],
    confidence: .medium)

  public static let legacyChildLayoutGuides = Rule(
    "legacy.child.layoutGuides", from: ios7, through: ios10,
    "A child controller gets no layout guides from its parent (0); the parent's adjustment reaches a child's scroll view only when it is the parent's adjusted candidate (the extra space above an embedded table).",
    provenance: [
      "https://Gist.github.com/ypresto/2f448ff5ec3a9f8ba637",
      "https://useyourloaf.com/blog/extra-space-when-embedding-table-views/",
      "docs/facts/conflicts.md (C26)",
    ], confidence: .medium,
    conflict:
      "C26: 0 for a UIPageViewController's page (ypresto); 20, the status bar only, for a custom container's child inside a navigation controller (radar 14882141, openradar-mirror #4537). The model gives 0 to both."
  )
}

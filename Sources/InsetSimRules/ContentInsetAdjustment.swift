import InsetSimModel
import InsetSimSupport

/// iOS 11+ `adjustedContentInset` = `contentInset` + the scroll view's safe-area insets on the
/// edges its `contentInsetAdjustmentBehavior` allows (UIScrollView.h; seed 001 §3, seed 003 table
/// S003-01…08).
package enum ContentInsetAdjustment {
  /// What the behaviour rules read about one scroll view.
  package struct Facts: Sendable {
    package var behavior: AdjustmentBehavior
    /// The controller's content scroll view: found from the root view by following first subviews.
    package var isContentScrollView: Bool
    /// The controller's root view itself (a UITableViewController's table).
    package var isRootView: Bool
    /// In a controller's view hierarchy at all (false while the app has created it but not yet
    /// added it, as a scroll view configured in viewDidLoad before `addSubview`).
    package var isInControllerView: Bool
    package var controllerAdjusts: Bool
    /// Shown by a navigation controller or a tab bar controller (C16: both count).
    package var inContainer: Bool
    package var scrollEnabled: Bool
    package var contentSize: Size
    package var boundsSize: Size
    package var alwaysBounceVertical: Bool
    package var alwaysBounceHorizontal: Bool
    /// The scroll view inside a UIWebView (behaves as `.always`, S003-09).
    package var isUIWebViewScrollView: Bool

    package init(
      behavior: AdjustmentBehavior, isContentScrollView: Bool = false, isRootView: Bool = false,
      isInControllerView: Bool = true,
      controllerAdjusts: Bool = true, inContainer: Bool = true,
      scrollEnabled: Bool = true, contentSize: Size = .zero, boundsSize: Size = .zero,
      alwaysBounceVertical: Bool = false,
      alwaysBounceHorizontal: Bool = false, isUIWebViewScrollView: Bool = false
    ) {
      self.behavior = behavior
      self.isContentScrollView = isContentScrollView
      self.isRootView = isRootView
      self.isInControllerView = isInControllerView
      self.controllerAdjusts = controllerAdjusts
      self.inContainer = inContainer
      self.scrollEnabled = scrollEnabled
      self.contentSize = contentSize
      self.boundsSize = boundsSize
      self.alwaysBounceVertical = alwaysBounceVertical
      self.alwaysBounceHorizontal = alwaysBounceHorizontal
      self.isUIWebViewScrollView = isUIWebViewScrollView
    }

    /// Scrollable vertically: scrolling enabled and content taller than the frame, or always
    /// bouncing.
    package var scrollsVertically: Bool {
      scrollEnabled && (contentSize.height > boundsSize.height || alwaysBounceVertical)
    }
    package var scrollsHorizontally: Bool {
      scrollEnabled && (contentSize.width > boundsSize.width || alwaysBounceHorizontal)
    }
  }

  /// The edges that take the safe area, and why.
  package static func adjustedEdges(_ f: Facts) -> Derived<RectEdges> {
    if f.isUIWebViewScrollView {
      return Derived(
        .all, Rule.safeAreaBehaviorWebView, "a UIWebView's scroll view behaves as .always")
    }
    switch f.behavior {
    case .never:
      return Derived(.none, Rule.safeAreaBehaviorNever, ".never: the safe area is not added")
    case .always:
      return Derived(.all, Rule.safeAreaBehaviorAlways, ".always: every edge takes the safe area")
    case .scrollableAxes:
      return scrollable(f, Rule.safeAreaBehaviorScrollableAxes, prefix: ".scrollableAxes")
    case .automatic:
      if f.isContentScrollView {
        if !f.controllerAdjusts && f.isRootView {
          return scrollable(
            f, Rule.safeAreaAutomaticRootViewNotAdjusting,
            prefix:
              ".automatic, the controller's root view, automaticallyAdjustsScrollViewInsets NO: as .scrollableAxes"
          )
        }
        if !f.controllerAdjusts {
          return Derived(
            .none, Rule.safeAreaAutomaticContentScrollView,
            ".automatic, the controller's content scroll view, automaticallyAdjustsScrollViewInsets NO: not adjusted"
          )
        }
        if f.inContainer {
          // The words chosen here, as literals: words that capture nothing (not the facts, not a
          // string) allocate nothing.
          return f.scrollsHorizontally
            ? Derived(
              RectEdges.vertical.union(.horizontal), Rule.safeAreaAutomaticContentScrollView,
              ".automatic, the controller's content scroll view in a navigation/tab bar controller: top and bottom adjusted whether or not it scrolls, sides too (scrolls horizontally)"
            )
            : Derived(
              RectEdges.vertical, Rule.safeAreaAutomaticContentScrollView,
              ".automatic, the controller's content scroll view in a navigation/tab bar controller: top and bottom adjusted whether or not it scrolls"
            )
        }
      }
      // Why it is not the adjusted content scroll view, in words that agree with the
      // contentScrollView rule's.
      let reason =
        f.isContentScrollView
        ? "the controller's content scroll view, but no navigation or tab bar controller shows it"
        : f.isInControllerView
          ? "not the controller's content scroll view (the first scroll view following first subviews from its view)"
          : "not yet in the controller's view, so not its content scroll view"
      return scrollable(
        f, Rule.safeAreaAutomaticScrollableAxes, prefix: ".automatic, \(reason): as .scrollableAxes"
      )
    }
  }

  static func scrollable(_ f: Facts, _ rule: Rule, prefix: String) -> Derived<RectEdges> {
    var edges = RectEdges.none
    if f.scrollsVertically { edges.formUnion(.vertical) }
    if f.scrollsHorizontally { edges.formUnion(.horizontal) }
    let v =
      f.scrollsVertically
      ? (f.contentSize.height > f.boundsSize.height
        ? "scrolls vertically"
        : "content \(formatPoints(f.contentSize.height)) ≤ height \(formatPoints(f.boundsSize.height)) but alwaysBounceVertical YES")
      : (f.scrollEnabled
        ? "content \(formatPoints(f.contentSize.height)) ≤ height \(formatPoints(f.boundsSize.height))"
        : "scrollEnabled NO")
    return Derived(edges, rule, "\(prefix); \(v)")
  }

  package static func adjusted(
    contentInset: EdgeInsets, safeArea: EdgeInsets, edges: Derived<RectEdges>
  ) -> Derived<EdgeInsets> {
    let added = safeArea.keeping(edges.value)
    let value = contentInset + added
    // The words are built when read (in the autoclosure), not for every layout pass.
    return Derived(
      value, ruleOf: edges,
      added == .zero
        ? "\(value) = contentInset \(contentInset) (\(edges.why))"
        : "\(value) = contentInset \(contentInset) + safe area \(added) (\(edges.why))")
  }

  /// The controller's content scroll view for `.automatic`: follow first subviews from the root
  /// view.
  package static func contentScrollView(world: World, root: World.ObjectID) -> World.ObjectID? {
    var current = root
    while true {
      if world[current].viewType?.isScrollView == true { return current }
      guard let first = world[current].subviews.first else { return nil }
      current = first
    }
  }
}

extension Rule {
  public static let safeAreaBehaviorNever = Rule(
    "safeArea.behavior.never", from: ios11, ".never: adjustedContentInset = contentInset.",
    provenance: [
      scrollHeader, "docs/facts/seed-observations.md (S000-17)",
      "docs/facts/seed-observations.md (S001-10)", "docs/facts/seed-observations.md (S004-01)",
    ], confidence: .high)

  public static let safeAreaBehaviorAlways = Rule(
    "safeArea.behavior.always", from: ios11,
    ".always: adjustedContentInset = contentInset + safeAreaInsets on every edge.",
    provenance: [scrollHeader, "docs/facts/seed-observations.md (S001-11)"], confidence: .high)

  public static let safeAreaBehaviorScrollableAxes = Rule(
    "safeArea.behavior.scrollableAxes", from: ios11,
    ".scrollableAxes: the edges of a scrollable axis take the safe area; an axis scrolls when scrollEnabled and the content is larger than the frame, or it always bounces.",
    provenance: [
      scrollHeader, seed001 + " §(2)", "docs/facts/seed-observations.md (S001-08)",
      "docs/facts/seed-observations.md (S001-09)",
    ], confidence: .high,
    conflict:
      "The header names only content size and alwaysBounce; seed 001 (S001-09) shows scrollEnabled NO also stops it, so scrollEnabled is required."
  )

  public static let safeAreaAutomaticContentScrollView = Rule(
    "safeArea.automatic.contentScrollView", from: ios11,
    ".automatic: the controller's content scroll view (first subviews followed from the root view) is adjusted top and bottom whether or not it scrolls when automaticallyAdjustsScrollViewInsets is YES and a navigation or tab bar controller shows it; with NO it is not adjusted at all.",
    provenance: [
      seed003 + " §UIScrollViewContentInsetAdjustmentAutomatic",
      "docs/facts/seed-observations.md (S003-01)", "docs/facts/seed-observations.md (S003-02)",
      "docs/facts/seed-observations.md (S003-05)",
      "docs/facts/seed-observations.md (S003-07)", scrollHeader,
      "https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic",
    ], confidence: .medium,
    conflict:
      "C16: Apple's documentation ('displayed by a navigation or tab bar controller') is followed over the header ('inside a navigation controller'); a tab-only scenario shows it. With automaticallyAdjustsScrollViewInsets NO the header's wording ('Similar to .scrollableAxes, but … also adjust … with automaticallyAdjustsScrollViewInsets = YES') would make a scrollable content scroll view behave as .scrollableAxes; seed 003's table (S003-05: NO, first scroll view, scrollable → not adjusted; S003-07) is followed. C23: readke's notes (http://readke.com/c/845774.html: '.automatic … automaticallyAdjustsScrollViewInsets = NO:与scrollableAxes 相同', the same as .scrollableAxes) would adjust a scrollable content scroll view; seed 003, the primary specification, is kept."
  )

  public static let safeAreaAutomaticRootViewNotAdjusting = Rule(
    "safeArea.automatic.rootViewNotAdjusting", from: ios11,
    ".automatic with automaticallyAdjustsScrollViewInsets NO: a scroll view that is the controller's root view (a UITableViewController's table) behaves as .scrollableAxes — a table, which bounces vertically, is adjusted; a plain scroll view whose content does not scroll is not. (A content scroll view below the root view is not adjusted: safeArea.automatic.contentScrollView.)",
    provenance: [
      "https://greatytc.com/p/42c9fbc03396",
      "https://stackoverflow.com/questions/46836490",
      "https://github.com/alexdrone/Render/issues/82",
      "docs/facts/conflicts.md (C23)",
    ], confidence: .medium,
    conflict:
      "greatytc prints, in viewDidAppear, contentOffset.y −64 and adjustedContentInset.top 64 for a view controller whose view is a UITableView with automaticallyAdjustsScrollViewInsets NO (and a plain UIScrollView view not moved); the scrollable-or-not reading is Render #82's ('the behaviour changes based on if the content is scrollable or not'). Seed 003's table (S003-05, S003-07) covers scroll views found among the root view's subviews, and stays as it is."
  )

  public static let safeAreaAutomaticScrollableAxes = Rule(
    "safeArea.automatic.scrollableAxes", from: ios11,
    ".automatic on any other scroll view behaves as .scrollableAxes: one that is not (or not yet: created but not added) the controller's content scroll view, or the content scroll view when no navigation or tab bar controller shows it.",
    provenance: [
      seed003 + " §UIScrollViewContentInsetAdjustmentAutomatic",
      "docs/facts/seed-observations.md (S003-03)", "docs/facts/seed-observations.md (S003-04)",
      "docs/facts/seed-observations.md (S003-06)",
      "docs/facts/seed-observations.md (S003-08)", "docs/facts/seed-observations.md (S000-16)",
    ], confidence: .medium)

  public static let safeAreaBehaviorWebView = Rule(
    "safeArea.behavior.webView", from: ios11, "A UIWebView's scroll view behaves as .always.",
    provenance: [
      seed003 + " §UIScrollViewContentInsetAdjustmentAlways",
      "docs/facts/seed-observations.md (S003-09)",
    ],
    confidence: .low)

  public static let safeAreaContentInsetUntouched = Rule(
    "safeArea.contentInsetUntouched", from: ios11,
    "On iOS 11+ the system never changes contentInset; only adjustedContentInset moves.",
    provenance: [
      seed000 + " §iOS11中ContentInset和safeAreaInsets", "docs/facts/seed-observations.md (S000-15)",
      "https://github.com/lionheart/openradar-mirror/issues/17914",
    ], confidence: .high)
}

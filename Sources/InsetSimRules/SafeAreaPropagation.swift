import InsetSimModel
import InsetSimSupport

/// iOS 11+ safe area: the controller's root view gets the status bar / sensor housing, the visible
/// bars and `additionalSafeAreaInsets`; every other view gets the part of its parent's insets that
/// its frame overlaps
/// (clamped at 0); a view not in a window has none (Apple doc safeAreaInsets; S000-15, S000-19,
/// S001-01…05, S003-10, S004-03).
package enum SafeAreaPropagation {
  /// The root view's insets for a root view at `frame` (window coordinates).
  package static func rootView(frame: Rect, input: LayoutInput, bars: BarLayout) -> Derived<
    EdgeInsets
  > {
    let w = bars.screen.width
    let h = bars.screen.height
    let window = bars.windowSafeArea.value
    let status = bars.statusBarFrame.value.height
    // The highest of the top obstructions (the first of equals) and the bottom one, kept as
    // figures: one closure builds the words when they are read (a closure per part and a list of
    // them were allocated at every layout).
    var topObstruction = window.top
    var topSource = RootViewWords.TopSource.safeArea
    if status > topObstruction { (topObstruction, topSource) = (status, .statusBar) }
    // iPadOS 18: a top tab bar without a navigation bar covers the top too (rule tabBar.iPadTop).
    let topBars =
      input.navigationBarVisible || (input.tabBarAtTop && !input.tabBarHiddenByController)
    if topBars, bars.topCover.value > topObstruction {
      (topObstruction, topSource) = (bars.topCover.value, .bars)
    }
    let bottomBars = h - bars.bottomCover.value
    let bottomObstruction = max(window.bottom, bottomBars)
    let leading = max(window.left, input.floatingLeading)
    let base = EdgeInsets(
      top: max(0, topObstruction - frame.minY), left: max(0, leading - frame.minX),
      bottom: max(0, frame.maxY - (h - bottomObstruction)),
      right: max(0, frame.maxX - (w - window.right)))
    let additional = input.additionalSafeAreaInsets
    let words = RootViewWords(
      base: base, topSource: topSource, window: window, status: status,
      topCover: bars.topCover.explanation, frameY: frame.minY,
      bottomByBars: bottomBars >= window.bottom && bottomBars > 0,
      bottomCover: bars.bottomCover.explanation,
      floatingLeading: input.floatingLeading, buffer: input.columnBuffer, additional: additional)
    let bufferRule =
      input.columnBuffer > 0 ? SplitViewPrimaryBuffer.rule(on: input.os) : nil
    return clampedAtZero(
      Derived(
        base + additional,
        additional != .zero ? Rule.safeAreaAdditional : bufferRule ?? Rule.safeAreaRootView,
        words.text))
  }

  /// A safe area that includes a controller's additionalSafeAreaInsets, every edge clamped at 0
  /// (rule `safeArea.additional.clampedAtZero`): a negative additional inset takes an edge to 0,
  /// not below.
  package static func clampedAtZero(_ d: Derived<EdgeInsets>) -> Derived<EdgeInsets> {
    let v = d.value
    guard v.top < 0 || v.left < 0 || v.bottom < 0 || v.right < 0 else { return d }
    let clamped = EdgeInsets(
      top: max(0, v.top), left: max(0, v.left), bottom: max(0, v.bottom), right: max(0, v.right))
    return Derived(
      clamped, Rule.safeAreaAdditionalClampedAtZero,
      d.why + "; \(v) clamped at 0 on every edge"
    ).restingOn(d.footing)
  }

  /// The figures the root view's words are built from.
  struct RootViewWords: Sendable {
    enum TopSource: Sendable { case safeArea, statusBar, bars }
    var base: EdgeInsets
    var topSource: TopSource
    var window: EdgeInsets
    var status: Double
    var topCover: Explanation
    var frameY: Double
    var bottomByBars: Bool
    var bottomCover: Explanation
    var floatingLeading: Double
    var buffer: Double
    var additional: EdgeInsets

    var text: String {
      let topWhy =
        switch topSource {
        case .safeArea: "safe area \(formatPoints(window.top))"
        case .statusBar: "status bar \(formatPoints(status))"
        case .bars: topCover.text
        }
      var why = "top \(formatPoints(base.top))"
      if base.top > 0 {
        why += " = \(topWhy)" + (frameY > 0 ? " − view y \(formatPoints(frameY))" : "")
      }
      why += "; bottom \(formatPoints(base.bottom))"
      if base.bottom > 0 {
        why +=
          " = "
          + (bottomByBars ? bottomCover.text : "home indicator \(formatPoints(window.bottom))")
      }
      if buffer > 0 && base.left > 0 {
        why +=
          "; left \(formatPoints(base.left)) = the primary column's \(formatPoints(buffer))-pt"
          + " offscreen buffer"
          + (base.left > buffer ? " + sensor housing \(formatPoints(base.left - buffer))" : "")
        if base.right > 0 { why += "; right \(formatPoints(base.right)) (sensor housing)" }
      } else if floatingLeading > window.left && base.left > 0 {
        why +=
          "; left \(formatPoints(base.left)) = the floating sidebar (splitView.floatingSidebar)"
        if base.right > 0 { why += "; right \(formatPoints(base.right)) (sensor housing)" }
      } else if base.left > 0 || base.right > 0 {
        why += "; sides \(formatPoints(base.left))/\(formatPoints(base.right)) (sensor housing)"
      }
      if additional != .zero { why += "; + additionalSafeAreaInsets \(additional)" }
      return why
    }
  }

  /// A subview's insets: the part of its parent's insets that its frame overlaps, the frame
  /// first clipped to the parent's bounds (a frame reaching past an edge gets no more than the
  /// parent's inset on that edge; one wholly outside them gets none). `parentOrigin` is the
  /// bounds' origin: a scroll view's contentOffset, where its content shows.
  package static func subview(
    frame laidOut: Rect, parentBounds: Size, parentOrigin: Point = .zero,
    parentInsets: EdgeInsets, parentName: String
  ) -> Derived<EdgeInsets> {
    let (w, h) = (parentBounds.width, parentBounds.height)
    let frame = Rect(
      x: laidOut.minX - parentOrigin.x, y: laidOut.minY - parentOrigin.y, width: laidOut.width,
      height: laidOut.height)
    if frame.minY >= h || frame.maxY <= 0 || frame.minX >= w || frame.maxX <= 0 {
      return Derived(
        .zero, Rule.safeAreaSubviewOverlap,
        "frame \(laidOut) lies outside \(parentName)'s bounds\(parentOrigin == .zero ? "" : " (at its contentOffset \(parentOrigin))"): no part of its safe area"
      )
    }
    let insets = EdgeInsets(
      top: max(0, parentInsets.top - max(frame.minY, 0)),
      left: max(0, parentInsets.left - max(frame.minX, 0)),
      bottom: max(0, min(frame.maxY, h) - (h - parentInsets.bottom)),
      right: max(0, min(frame.maxX, w) - (w - parentInsets.right)))
    let clipped = frame.minY < 0 || frame.minX < 0 || frame.maxY > h || frame.maxX > w
    // The words are built when read (in the autoclosure), not for every layout pass.
    return Derived(
      insets, Rule.safeAreaSubviewOverlap,
      insets == .zero
        ? "frame \(laidOut) lies inside \(parentName)'s safe area \(parentInsets)"
        : "the part of \(parentName)'s \(parentInsets) that frame \(laidOut) overlaps"
          + (parentOrigin == .zero
            ? "" : " at \(parentName)'s contentOffset \(parentOrigin)")
          + (clipped ? ", counted inside \(parentName)'s bounds only" : ""))
  }

  package static let notInWindow = Derived(
    EdgeInsets.zero, Rule.safeAreaNotInWindow, "not in a window: no safe area")
}

extension Rule {
  public static let safeAreaRootView = Rule(
    "safeArea.rootView", from: ios11,
    "The controller's root view gets the status bar or sensor housing, the visible bars (navigation bar with large titles, toolbar, tab bar + home indicator), as far as they overlap it.",
    provenance: [
      seed000 + " §iOS11中ContentInset和safeAreaInsets", "docs/facts/seed-observations.md (S000-15)",
      "docs/facts/seed-observations.md (S001-01)", "docs/facts/seed-observations.md (S001-02)",
      "docs/facts/seed-observations.md (S001-03)",
      "docs/facts/seed-observations.md (S001-04)", "docs/facts/seed-observations.md (S001-05)",
      "https://developer.apple.com/documentation/uikit/uiview/safeareainsets",
    ], confidence: .high)

  public static let safeAreaAdditional = Rule(
    "safeArea.additional", from: ios11,
    "additionalSafeAreaInsets add to the controller's root view's safe area, and through it to every subview's.",
    provenance: [
      seed000 + " §additionalSafeAreaInsets", "docs/facts/seed-observations.md (S000-19)",
      "docs/facts/seed-observations.md (S001-07)", vcHeader,
    ],
    confidence: .high)

  public static let safeAreaAdditionalClampedAtZero = Rule(
    "safeArea.additional.clampedAtZero", from: ios11,
    "A negative additionalSafeAreaInsets takes an edge of a controller's safe area down to 0, not below.",
    provenance: [
      "https://github.com/appssemble/appstore-card-transition/issues/4 (additional insets of the negated safe area less 1 leave the insets \"always zero\", not −1)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets",
    ], confidence: .low)

  public static let safeAreaSubviewOverlap = Rule(
    "safeArea.subview.overlap", from: ios11,
    "Every other view gets the part of its parent's safe-area insets its frame overlaps, clamped at 0, counting only the part of the frame inside the parent's bounds (a frame reaching past an edge gets at most the parent's inset there; one wholly outside them gets none; a scroll view's bounds start at its contentOffset); it receives them during its parent's layoutSubviews.",
    provenance: [
      seed004, "docs/facts/seed-observations.md (S004-03)",
      "https://developer.apple.com/documentation/uikit/uiview/safeareainsets",
      // A table at y −100 (713 tall, in a 568-tall view with a 64-pt safe-area top) printed
      // safeAreaInsets (64, 0, 0, 0), not (164, 0, 45, 0).
      "https://github.com/adamshin/SwiftReorder/pull/46",
      // A view past the screen's right edge printed right 10, its parent's, "不会继续超出".
      "https://cnblogs.com/huahuahu/p/UIKit-Apps-for-Every-Size-and-Shape.html",
      // "It is capped at the size of the superview's safe area inset".
      "https://martiancraft.com/blog/2019/02/notes-from-the-margins",
      // iOS 11.2: a scroll view's subviews get insets "only if its view is inside the bounds of
      // the parent's scrollView"; rows outside the visible area get wrong ones.
      "https://github.com/lionheart/openradar-mirror/issues/19081",
      "https://github.com/marlimox/AloeStackView/issues/19",
    ], confidence: .high,
    conflict:
      "Where a frame lies wholly outside its parent's bounds (a scroll view's rows not yet shown) the sources describe the insets as missing or wrong, not printed: none is modelled. A scroll view's subviews are worked out at its layout, at the contentOffset it then has; neither a scroll step nor UIKit's own move of the offset (scroll.contentOffset.pinnedTop) lays them out again."
  )

  public static let safeAreaNotInWindow = Rule(
    "safeArea.notInWindow", from: ios11, "A view not in a window has zero safe-area insets.",
    provenance: [
      seed003 + " §概念", "docs/facts/seed-observations.md (S003-10)",
      "https://developer.apple.com/documentation/uikit/uiview/safeareainsets",
    ], confidence: .high)

  public static let safeAreaChild = Rule(
    "safeArea.child", from: ios11,
    "A child controller's root view gets the part of its parent view's safe area its frame overlaps, plus its own additionalSafeAreaInsets; viewSafeAreaInsetsDidChange follows a change.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uiview/safeareainsets",
      "https://stackoverflow.com/questions/52483010",
    ], confidence: .high)
}

import InsetSimSupport
import InsetSimModel

/// iOS 11+ safe area: the controller's root view gets the status bar / sensor housing, the visible bars and
/// `additionalSafeAreaInsets`; every other view gets the part of its parent's insets that its frame overlaps
/// (clamped at 0); a view not in a window has none (Apple doc safeAreaInsets; S000-15, S000-19, S001-01…05,
/// S003-10, S004-03).
package enum SafeAreaPropagation {
  /// The root view's insets for a root view at `frame` (window coordinates).
  package static func rootView(frame: Rect, input: LayoutInput, bars: BarLayout) -> Derived<EdgeInsets> {
    let w = bars.screen.width
    let h = bars.screen.height
    let window = bars.windowSafeArea.value
    let status = bars.statusBarFrame.value.height
    var topParts: [(Double, Explanation)] = [
      (window.top, Explanation { "safe area \(formatPoints(window.top))" }), (status, Explanation { "status bar \(formatPoints(status))" }),
    ]
    if input.navigationBarVisible { topParts.append((bars.topCover.value, bars.topCover.explanation)) }
    let (topObstruction, topWhy) = topParts.max { $0.0 < $1.0 } ?? (0, "")
    let bottomBars = h - bars.bottomCover.value
    let bottomObstruction = max(window.bottom, bottomBars)
    let bottomCover = bars.bottomCover.explanation
    let bottomWhy: Explanation = bottomBars >= window.bottom && bottomBars > 0 ? bottomCover : Explanation { "home indicator \(formatPoints(window.bottom))" }
    let leading = max(window.left, input.floatingLeading)
    let base = EdgeInsets(
      top: max(0, topObstruction - frame.minY), left: max(0, leading - frame.minX),
      bottom: max(0, frame.maxY - (h - bottomObstruction)), right: max(0, frame.maxX - (w - window.right)))
    let additional = input.additionalSafeAreaInsets
    let why = Explanation {
      var why = "top \(formatPoints(base.top))"
      if base.top > 0 { why += " = \(topWhy)" + (frame.minY > 0 ? " − view y \(formatPoints(frame.minY))" : "") }
      why += "; bottom \(formatPoints(base.bottom))"
      if base.bottom > 0 { why += " = \(bottomWhy)" }
      if input.floatingLeading > window.left && base.left > 0 {
        why += "; left \(formatPoints(base.left)) = the floating sidebar (splitView.floatingSidebar)"
        if base.right > 0 { why += "; right \(formatPoints(base.right)) (sensor housing)" }
      } else if base.left > 0 || base.right > 0 { why += "; sides \(formatPoints(base.left))/\(formatPoints(base.right)) (sensor housing)" }
      if additional != .zero { why += "; + additionalSafeAreaInsets \(additional)" }
      return why
    }
    return Derived(base + additional, additional != .zero ? "safeArea.additional" : "safeArea.rootView", why.text)
  }

  /// A subview's insets: the part of its parent's insets that its frame overlaps.
  package static func subview(frame: Rect, parentBounds: Size, parentInsets: EdgeInsets, parentName: String) -> Derived<EdgeInsets> {
    let insets = EdgeInsets(
      top: max(0, parentInsets.top - frame.minY), left: max(0, parentInsets.left - frame.minX),
      bottom: max(0, frame.maxY - (parentBounds.height - parentInsets.bottom)),
      right: max(0, frame.maxX - (parentBounds.width - parentInsets.right)))
    // The words are built when read (in the autoclosure), not for every layout pass.
    return Derived(insets, "safeArea.subview.overlap",
      insets == .zero
        ? "frame \(frame) lies inside \(parentName)'s safe area \(parentInsets)"
        : "the part of \(parentName)'s \(parentInsets) that frame \(frame) overlaps")
  }

  package static let notInWindow = Derived(EdgeInsets.zero, "safeArea.notInWindow", "not in a window: no safe area")
}

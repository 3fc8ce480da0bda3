import InsetSimSupport
import InsetSimModel

/// Where a container puts the controller's view, in window coordinates.
///
/// iOS 6: below the navigation bar and above the tab bar, the status bar keeping its own 20 pt.
/// iOS 7+: full-screen layout; an edge extends under a bar when `edgesForExtendedLayout` holds it and the
/// bar is translucent or `extendedLayoutIncludesOpaqueBars` is YES (seed 000, 第一类影响因素: S000-01…04).
///
///     ControllerViewFrame.frame(input with navigationBarTranslucent: false, bars: bars).value  // (0, 64, 375, 603)
package enum ControllerViewFrame {
  package static func frame(_ input: LayoutInput, bars: BarLayout) -> Derived<Rect> {
    let w = bars.screen.width
    let h = bars.screen.height
    let status = bars.statusBarFrame.value.height
    if !input.hasContainer, let column = input.column {
      return Derived(column, "splitView.columnFrames", "its split view column \(column)")
    }
    if !input.hasContainer {
      if input.era == .ios6 {
        return Derived(
          Rect(y: status, width: w, height: h - status), "ios6.layout.belowBars",
          "y \(formatPoints(status)): the status bar takes its own \(formatPoints(status)) pt on iOS 6")
      }
      return Derived(Rect(width: w, height: h), "layout.windowRoot", "the window's root view fills the screen")
    }
    if input.era == .ios6 {
      let top = input.navigationBarVisible ? bars.topCover.value : status
      let bottom = bars.bottomCover.value
      // The words capture the two explanations, not the whole layout (a copy retains every explanation in it).
      let (topWhy, bottomWhy) = (bars.topCover.explanation, bars.bottomCover.explanation)
      return Derived(
        Rect(y: top, width: w, height: bottom - top), "ios6.layout.belowBars",
        "y \(formatPoints(top)) = \(topWhy.text); height \(formatPoints(bottom - top)): down to \(bottom < h ? "the " + bottomWhy.text + " at y " + formatPoints(bottom) : "the screen's bottom") (bars opaque, content between them)")
    }
    var why: [@Sendable () -> String] = []
    var top = 0.0
    if input.navigationBarVisible {
      let extends = input.edgesForExtendedLayout.contains(.top)
        && (input.navigationBarTranslucent || input.extendedLayoutIncludesOpaqueBars)
      if extends {
        let translucent = input.navigationBarTranslucent
        why.append { "top under the navigation bar (edges include top, bar \(translucent ? "translucent" : "opaque but extendedLayoutIncludesOpaqueBars"))" }
      } else {
        top = bars.topCover.value
        let reason = !input.edgesForExtendedLayout.contains(.top)
          ? "edgesForExtendedLayout excludes top" : "navigation bar opaque, extendedLayoutIncludesOpaqueBars NO"
        let (y, cover) = (top, bars.topCover.explanation)
        why.append { "y \(formatPoints(y)) = \(cover) (\(reason))" }
      }
    }
    var bottom = h
    if bars.bottomCover.value < h {
      let translucent = (!input.tabBarInLayout || input.tabBarTranslucent) && (!input.toolbarVisible || input.toolbarTranslucent)
      let extends = input.edgesForExtendedLayout.contains(.bottom) && (translucent || input.extendedLayoutIncludesOpaqueBars)
      if extends {
        why.append { "bottom under the bottom bars" }
      } else {
        bottom = bars.bottomCover.value
        let reason = !input.edgesForExtendedLayout.contains(.bottom)
          ? "edgesForExtendedLayout excludes bottom" : "bottom bar opaque, extendedLayoutIncludesOpaqueBars NO"
        let (end, cover) = (bottom, bars.bottomCover.explanation)
        why.append { "ends at \(formatPoints(end)) above \(cover) (\(reason))" }
      }
    }
    let parts = why
    if let column = input.column {
      let (y0, y1) = (max(top, column.minY), min(bottom, column.maxY))
      return Derived(Rect(x: column.minX, y: y0, width: column.width, height: y1 - y0), "splitView.columnFrames",
        "in its split view column \(column)" + (parts.isEmpty ? "" : "; " + parts.map { $0() }.joined(separator: "; ")))
    }
    return Derived(Rect(y: top, width: w, height: bottom - top), "layout.extendedLayout",
      parts.isEmpty ? "fills the screen" : parts.map { $0() }.joined(separator: "; "))
  }

  /// iOS 7–10 `topLayoutGuide.length` / `bottomLayoutGuide.length`: how much of the view the top and the
  /// bottom bars cover (the status bar counts at the top).
  package static func layoutGuides(frame: Rect, bars: BarLayout) -> (top: Derived<Double>, bottom: Derived<Double>) {
    let top = max(0, bars.topCover.value - frame.minY)
    let bottom = max(0, frame.maxY - bars.bottomCover.value)
    // The words capture the two explanations, not the whole layout (a copy retains every explanation in it).
    let (topWhy, bottomWhy) = (bars.topCover.explanation, bars.bottomCover.explanation)
    return (
      Derived(top, "legacy.layoutGuides", "\(formatPoints(top)) = \(topWhy.text)" + (frame.minY > 0 ? " − view y \(formatPoints(frame.minY))" : "")),
      Derived(bottom, "legacy.layoutGuides", "\(formatPoints(bottom)) = " + (bottom > 0 ? bottomWhy.text : "no bottom bar over the view"))
    )
  }
}

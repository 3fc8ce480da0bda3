import InsetSimModel
import InsetSimSupport

/// Where a container puts the controller's view, in window coordinates.
///
/// iOS 6: below the navigation bar and above the tab bar, the status bar keeping its own 20 pt. iOS
/// 7+: full-screen layout; an edge extends under a bar when `edgesForExtendedLayout` holds it and
/// the bar is translucent or `extendedLayoutIncludesOpaqueBars` is YES (seed 000, 第一类影响因素:
/// S000-01…04).
///
///     ControllerViewFrame.frame(input with navigationBarTranslucent: false, bars: bars).value  // (0, 64, 375, 603)
package enum ControllerViewFrame {
  package static func frame(_ input: LayoutInput, bars: BarLayout) -> Derived<Rect> {
    let w = bars.screen.width
    let h = bars.screen.height
    let status = bars.statusBarFrame.value.height
    if !input.hasContainer, let column = input.column {
      return Derived(column, Rule.splitViewColumnFrames, "its split view column \(column)")
    }
    if !input.hasContainer {
      if input.era == .ios6 {
        return Derived(
          Rect(y: status, width: w, height: h - status), Rule.ios6LayoutBelowBars,
          "y \(formatPoints(status)): the status bar takes its own \(formatPoints(status)) pt on iOS 6"
        )
      }
      return Derived(
        Rect(width: w, height: h), Rule.layoutWindowRoot, "the window's root view fills the screen")
    }
    if input.era == .ios6 {
      let bottom = bars.bottomCover.value
      if let under = ios6UnderTranslucentNavigationBar(
        input, status: status, bottom: bottom, width: w, screenHeight: h)
      {
        return under
      }
      let top = input.navigationBarVisible ? bars.topCover.value : status
      // The words capture the two explanations, not the whole layout (a copy retains every
      // explanation in it).
      let (topWhy, bottomWhy) = (bars.topCover.explanation, bars.bottomCover.explanation)
      return Derived(
        Rect(y: top, width: w, height: bottom - top), Rule.ios6LayoutBelowBars,
        "y \(formatPoints(top)) = \(topWhy.text); height \(formatPoints(bottom - top)): down to \(bottom < h ? "the " + bottomWhy.text + " at y " + formatPoints(bottom) : "the screen's bottom") (bars opaque, content between them)"
      )
    }
    // What the words say about each edge, kept as figures: one closure builds the words when they
    // are read
    // (a closure per part and a list of them were allocated at every layout).
    var topPart: Part?
    var top = 0.0
    if input.navigationBarVisible {
      let extends =
        input.edgesForExtendedLayout.contains(.top)
        && (input.navigationBarTranslucent || input.extendedLayoutIncludesOpaqueBars)
      if extends {
        topPart = .underNavigationBar(translucent: input.navigationBarTranslucent)
      } else {
        top = bars.topCover.value
        let reason =
          !input.edgesForExtendedLayout.contains(.top)
          ? "edgesForExtendedLayout excludes top"
          : "navigation bar opaque, extendedLayoutIncludesOpaqueBars NO"
        topPart = .belowTopCover(y: top, cover: bars.topCover.explanation, reason: reason)
      }
    }
    var bottomPart: Part?
    var bottom = h
    if bars.bottomCover.value < h {
      let translucent =
        (!input.tabBarInLayout || input.tabBarTranslucent)
        && (!input.toolbarVisible || input.toolbarTranslucent)
      let extends =
        input.edgesForExtendedLayout.contains(.bottom)
        && (translucent || input.extendedLayoutIncludesOpaqueBars)
      if extends {
        bottomPart = .underBottomBars
      } else {
        bottom = bars.bottomCover.value
        let reason =
          !input.edgesForExtendedLayout.contains(.bottom)
          ? "edgesForExtendedLayout excludes bottom"
          : "bottom bar opaque, extendedLayoutIncludesOpaqueBars NO"
        bottomPart = .aboveBottomCover(
          end: bottom, cover: bars.bottomCover.explanation, reason: reason)
      }
    }
    let parts = (topPart, bottomPart)
    if let column = input.column {
      let (y0, y1) = (max(top, column.minY), min(bottom, column.maxY))
      let buffer = input.columnBuffer
      let bufferRule = buffer > 0 ? SplitViewPrimaryBuffer.rule(on: input.os) : nil
      return Derived(
        Rect(x: column.minX, y: y0, width: column.width, height: y1 - y0),
        bufferRule ?? Rule.splitViewColumnFrames,
        (bufferRule == nil
          ? "in its split view column \(column)"
          : "in its split view column, widened by the primary's \(formatPoints(buffer))-pt"
            + " offscreen buffer: \(column)") + (Part.words(parts).map { "; " + $0 } ?? ""))
    }
    return Derived(
      Rect(y: top, width: w, height: bottom - top), Rule.layoutExtendedLayout,
      Part.words(parts) ?? "fills the screen")
  }

  /// What the frame's words say about its top or its bottom edge.
  enum Part: Sendable {
    case underNavigationBar(translucent: Bool)
    case belowTopCover(y: Double, cover: Explanation, reason: String)
    case underBottomBars
    case aboveBottomCover(end: Double, cover: Explanation, reason: String)

    var words: String {
      switch self {
      case .underNavigationBar(let translucent):
        "top under the navigation bar (edges include top, bar \(translucent ? "translucent" : "opaque but extendedLayoutIncludesOpaqueBars"))"
      case .belowTopCover(let y, let cover, let reason):
        "y \(formatPoints(y)) = \(cover) (\(reason))"
      case .underBottomBars: "bottom under the bottom bars"
      case .aboveBottomCover(let end, let cover, let reason):
        "ends at \(formatPoints(end)) above \(cover) (\(reason))"
      }
    }

    /// The parts' words joined by "; " (nil: neither edge has words).
    static func words(_ parts: (top: Part?, bottom: Part?)) -> String? {
      switch parts {
      case (nil, nil): nil
      case (let top?, nil): top.words
      case (nil, let bottom?): bottom.words
      case (let top?, let bottom?): top.words + "; " + bottom.words
      }
    }
  }

  /// iOS 7–10 `topLayoutGuide.length` / `bottomLayoutGuide.length`: how much of the view the top
  /// and the bottom bars cover (the status bar counts at the top).
  package static func layoutGuides(frame: Rect, bars: BarLayout) -> (
    top: Derived<Double>, bottom: Derived<Double>
  ) {
    let guides = Guides(frame: frame, bars: bars)
    return (
      Derived(guides.top, Rule.legacyLayoutGuides, guides.topWords),
      Derived(guides.bottom, Rule.legacyLayoutGuides, guides.bottomWords)
    )
  }

  /// The layout guides' lengths and what their words name, in one object: each explanation captures
  /// it alone, so no closure context is allocated for them (and only the two bars' explanations are
  /// kept, not the whole layout).
  final class Guides: Sendable {
    let top: Double
    let bottom: Double
    let viewY: Double
    let topCover: Explanation
    let bottomCover: Explanation

    init(frame: Rect, bars: BarLayout) {
      top = max(0, bars.topCover.value - frame.minY)
      bottom = max(0, frame.maxY - bars.bottomCover.value)
      viewY = frame.minY
      topCover = bars.topCover.explanation
      bottomCover = bars.bottomCover.explanation
    }

    var topWords: String {
      "\(formatPoints(top)) = \(topCover.text)"
        + (viewY > 0 ? " − view y \(formatPoints(viewY))" : "")
    }
    var bottomWords: String {
      "\(formatPoints(bottom)) = " + (bottom > 0 ? bottomCover.text : "no bottom bar over the view")
    }
  }
}

extension Rule {
  public static let ios6LayoutBelowBars = Rule(
    "ios6.layout.belowBars", from: any, through: OSVersion(6, 1),
    "iOS 6: bars are opaque by default; the controller's view lies below an opaque navigation bar (a translucent one: ios6.layout.underTranslucentNavigationBar) and above the tab bar, and the status bar takes its own 20 pt. Frames are given in window coordinates.",
    provenance: [
      "docs/facts/era-defaults.md#3-era-defaults-api-facts",
      "http://www.b2cloud.com.au/how-to-guides/uiviewcontroller-changes-in-ios7/",
      seed000 + " §navigationBar.translucent",
    ], confidence: .high)

  public static let layoutWindowRoot = Rule(
    "layout.windowRoot", from: ios7,
    "A window's root controller (no container) fills the screen; edgesForExtendedLayout does not apply to it.",
    provenance: [
      seed000 + " §edgesForExtendedLayout", "docs/facts/seed-observations.md (S000-08)",
    ], confidence: .high)

  public static let layoutExtendedLayout = Rule(
    "layout.extendedLayout", from: ios7,
    "An edge of the controller's view extends under a bar when edgesForExtendedLayout holds it and the bar is translucent or extendedLayoutIncludesOpaqueBars is YES; otherwise it stops at the bar.",
    provenance: [
      seed000 + " §第一类影响因素", "docs/facts/seed-observations.md (S000-01)",
      "docs/facts/seed-observations.md (S000-02)", "docs/facts/seed-observations.md (S000-03)",
      "docs/facts/seed-observations.md (S000-04)", wang,
    ],
    confidence: .high)

  public static let legacyLayoutGuides = Rule(
    "legacy.layoutGuides", from: ios7, through: ios10,
    "topLayoutGuide / bottomLayoutGuide length: how much of the controller's view the top bars (status bar included) and the bottom bars cover.",
    provenance: [vcHeader, seed003 + " §背景"], confidence: .medium)
}

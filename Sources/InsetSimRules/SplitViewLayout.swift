import InsetSimModel
import InsetSimSupport

/// A column-style split view controller's layout (iOS 14+) for a window: whether it is collapsed,
/// its display mode, its columns' widths and the frame of each column on screen (window
/// coordinates).
///
/// - `splitView.collapse`: a compact-width window collapses the split view to one column (it
///   reports `oneBesideSecondary` and the window's width as its columns' widths).
/// - `splitView.displayMode.automatic`: `.automatic` shows a double column's primary beside the
///   secondary
///   (before iOS 26 only in a landscape-shaped window; in portrait the primary hides), and a triple
/// column's supplementary beside the secondary, the primary too once the window is 954.25 pt wide.
/// - `splitView.displayMode`: a preferred mode applies where it fits; over modes set before the
///   split view
/// appears start hidden, and set later lay their columns over the secondary, which keeps its frame.
/// - `splitView.columnWidth`: 320 for a double column's primary; 280 and 320 for a triple column's
///   primary and supplementary; a preferred width instead; the secondary keeps at least 464.
/// - `splitView.columnFrames`: columns tile from the leading edge, 0.5 pt apart, the secondary
///   taking the rest.
/// - `splitView.floatingSidebar` (iOS 26): the primary floats 10 pt from the leading edge, from the
/// window's safe-area top to 10 pt into its bottom inset; the column beside it spans from x 0 and
/// keeps
///   the sidebar's width + 10 as its leading safe area.
///
///     SplitViewLayout(style: .doubleColumn, preferred: .automatic, window: Size(width: 1366, height: 1024),
///       windowSafeArea: EdgeInsets(top: 24, bottom: 20), horizontal: regular, os: OSVersion(17, 0))
///       .frame(of: .secondary)?.value  // (320.5, 0, 1045.5, 1024)
package struct SplitViewLayout: Sendable {
  package var collapsed: Derived<Bool>
  package var displayMode: Derived<SplitDisplayMode>
  package var primaryWidth: Derived<Double>
  /// nil for a double-column split view.
  package var supplementaryWidth: Derived<Double>?
  /// The columns on screen, in column order, with their frames (none while collapsed).
  package var columns: [(column: SplitColumn, frame: Derived<Rect>)] = []
  /// iOS 26: the leading safe area of the columns that extend under the floating sidebar, by
  /// column.
  package var floatingLeading: [SplitColumn: Double] = [:]
  /// iOS 14–18: how far the shown primary's controller view reaches past the leading edge (rule
  /// splitView.primaryBuffer).
  package var primaryBuffer: Derived<Double>?

  package static let doublePrimaryWidth = 320.0
  package static let triplePrimaryWidth = 280.0
  package static let supplementaryDefaultWidth = 320.0
  /// The narrowest a triple column's primary and supplementary get before the window drops one.
  package static let tripleMinimumWidth = 240.0
  package static let secondaryMinimumWidth = 464.0
  /// The window width from which a triple column's automatic mode shows all three columns.
  package static let tripleColumnsFrom = 954.25
  /// The gap between tiled columns, and the floating sidebar's margin.
  package static let separator = 0.5
  package static let floatingMargin = 10.0
  /// The first release whose sidebar floats over the columns beside it (Liquid Glass).
  package static let floatingFrom = OSVersion(26, 0)

  package init(
    style: SplitViewControllerSpec.Style, preferred: SplitDisplayMode,
    preferredPrimaryWidth: Double? = nil,
    preferredSupplementaryWidth: Double? = nil, window: Size, windowSafeArea: EdgeInsets,
    horizontal: Derived<SizeClass>, os: OSVersion,
    appeared: Bool = false
  ) {
    let (w, h) = (window.width, window.height)
    let floating = os >= Self.floatingFrom
    let triple = style == .tripleColumn
    let compact = horizontal.value == .compact
    let sizeWhy = horizontal.explanation
    collapsed = Derived(
      compact, Rule.splitViewCollapse,
      compact
        ? "a compact-width window (\(sizeWhy)): the split view collapses to one column"
        : "a regular-width window (\(sizeWhy)): the columns show")
    if compact {
      displayMode = Derived(
        .oneBesideSecondary, Rule.splitViewCollapse,
        "collapsed: the display mode reads oneBesideSecondary whatever is preferred")
      primaryWidth = Derived(
        w, Rule.splitViewCollapse, "collapsed: the window's width \(formatPoints(w))")
      supplementaryWidth =
        triple
        ? Derived(w, Rule.splitViewCollapse, "collapsed: the window's width \(formatPoints(w))")
        : nil
      return
    }

    // Widths: the preferred or default ones, the secondary keeping its minimum
    // (splitView.columnWidth).
    let gap = floating ? Self.floatingMargin : Self.separator
    let primaryDefault = triple ? Self.triplePrimaryWidth : Self.doublePrimaryWidth
    var primary = preferredPrimaryWidth ?? primaryDefault
    var primaryWhy =
      preferredPrimaryWidth != nil
      ? "preferredPrimaryColumnWidth \(formatPoints(primary))"
      : "the default \(triple ? "triple" : "double")-column primary width \(formatPoints(primary))"
    var supplementary = triple ? preferredSupplementaryWidth ?? Self.supplementaryDefaultWidth : 0
    var supplementaryWhy =
      preferredSupplementaryWidth != nil
      ? "preferredSupplementaryColumnWidth \(formatPoints(supplementary))"
      : "the default supplementary width \(formatPoints(supplementary))"
    let room = w - gap - Self.secondaryMinimumWidth
    if !triple && primary > room {
      primary = max(0, room)
      primaryWhy +=
        ", narrowed to \(formatPoints(primary)) = window \(formatPoints(w)) − \(formatPoints(gap)) − the secondary's minimum \(formatPoints(Self.secondaryMinimumWidth))"
    }
    if triple && supplementary > w - Self.separator - Self.secondaryMinimumWidth {
      supplementary = max(Self.tripleMinimumWidth, w - Self.separator - Self.secondaryMinimumWidth)
      supplementaryWhy +=
        ", narrowed to \(formatPoints(supplementary)) (window \(formatPoints(w)) − 0.5 − the secondary's minimum \(formatPoints(Self.secondaryMinimumWidth)), at least \(formatPoints(Self.tripleMinimumWidth)))"
    }
    let (primaryText, supplementaryText) = (primaryWhy, supplementaryWhy)
    let (primaryW, supplementaryW) = (primary, supplementary)
    primaryWidth = Derived(primaryW, Rule.splitViewColumnWidth, primaryText)
    supplementaryWidth =
      triple ? Derived(supplementaryW, Rule.splitViewColumnWidth, supplementaryText) : nil

    // The display mode (splitView.displayMode.automatic, splitView.displayMode).
    let fitsThree = w >= Self.tripleColumnsFrom
    let landscapeShaped = w > h
    var mode: SplitDisplayMode
    var modeRule: Rule = Rule.splitViewDisplayMode
    var modeWhy: String
    switch preferred {
    case .automatic:
      modeRule = Rule.splitViewDisplayModeAutomatic
      if triple {
        mode = fitsThree ? .twoBesideSecondary : .oneBesideSecondary
        modeWhy =
          "automatic, triple column in a window \(formatPoints(w)) wide: "
          + (fitsThree ? "all three columns fit (≥ 954.25)" : "the primary hides (< 954.25)")
      } else if floating || landscapeShaped {
        mode = .oneBesideSecondary
        modeWhy =
          "automatic, double column: the primary beside the secondary"
          + (floating ? " (iOS 26, any window shape)" : " in a landscape-shaped window")
      } else {
        mode = .secondaryOnly
        modeWhy =
          "automatic, double column in a portrait-shaped window before iOS 26: the primary hides (it shows over the secondary when asked)"
      }
    case .oneOverSecondary where !appeared, .twoOverSecondary where !appeared:
      mode = .secondaryOnly
      modeWhy =
        "preferredDisplayMode \(preferred.rawValue): an over mode set before the split view appears starts as secondaryOnly"
    case .twoBesideSecondary where !fitsThree, .twoDisplaceSecondary where !fitsThree:
      mode = appeared ? .twoOverSecondary : .oneBesideSecondary
      modeWhy =
        "preferredDisplayMode \(preferred.rawValue) does not fit a window \(formatPoints(w)) wide (< 954.25): "
        + (appeared
          ? "twoOverSecondary, as UIKit resolves it once the split view is on screen"
          : "oneBesideSecondary, as UIKit resolves it before the split view appears")
    default:
      mode = preferred
      modeWhy = "preferredDisplayMode \(preferred.rawValue)"
    }
    let (modeText, finalMode) = (modeWhy, mode)
    displayMode = Derived(finalMode, modeRule, modeText)

    // The columns on screen (splitView.columnFrames, splitView.floatingSidebar).
    let over = mode == .oneOverSecondary || mode == .twoOverSecondary
    let showsPrimary =
      mode == .twoBesideSecondary || mode == .twoDisplaceSecondary || mode == .twoOverSecondary
      || (!triple && (mode == .oneBesideSecondary || mode == .oneOverSecondary))
    let showsSupplementary = triple && mode != .secondaryOnly
    let bottomEdge = h - max(0, windowSafeArea.bottom - Self.floatingMargin)
    var x = 0.0
    if showsPrimary {
      if floating {
        let frame = Rect(
          x: Self.floatingMargin, y: windowSafeArea.top, width: primaryW,
          height: bottomEdge - windowSafeArea.top)
        columns.append(
          (
            .primary,
            Derived(
              frame, Rule.splitViewFloatingSidebar,
              "iOS 26: the sidebar floats \(formatPoints(Self.floatingMargin)) pt from the leading edge, from the safe-area top \(formatPoints(windowSafeArea.top)) to \(formatPoints(Self.floatingMargin)) pt into the bottom inset, \(formatPoints(primaryW)) wide"
            )
          ))
      } else {
        columns.append(
          (
            .primary,
            Derived(
              Rect(width: primaryW, height: h), Rule.splitViewColumnFrames,
              "the primary column at the leading edge, \(formatPoints(primaryW)) wide")
          ))
        x = primaryW + Self.separator
        primaryBuffer = SplitViewPrimaryBuffer.buffer(style: style, os: os)
      }
    }
    let floatingWidth = floating && showsPrimary ? primaryW + Self.floatingMargin : 0
    if showsSupplementary {
      let width = floating && showsPrimary ? floatingWidth + supplementaryW : supplementaryW
      let at = x
      columns.append(
        (
          .supplementary,
          Derived(
            Rect(x: at, y: 0, width: width, height: h),
            floatingWidth > 0 ? Rule.splitViewFloatingSidebar : Rule.splitViewColumnFrames,
            floatingWidth > 0
              ? "iOS 26: from x 0 under the floating sidebar, \(formatPoints(floatingWidth)) + \(formatPoints(supplementaryW)) = \(formatPoints(width)) wide"
              : "the supplementary column at x \(formatPoints(at)), \(formatPoints(width)) wide")
        ))
      if floatingWidth > 0 { floatingLeading[.supplementary] = floatingWidth }
      x += width + Self.separator
    }
    let leading = x
    if over {
      columns.append(
        (
          .secondary,
          Derived(
            Rect(width: w, height: h), Rule.splitViewDisplayMode,
            "\(finalMode.rawValue): the columns lie over the secondary, which keeps the window's frame"
          )
        ))
    } else if mode == .twoDisplaceSecondary {
      columns.append(
        (
          .secondary,
          Derived(
            Rect(x: leading, y: 0, width: w, height: h), Rule.splitViewColumnFrames,
            "displaced by the columns: x \(formatPoints(leading)), keeping the window's width \(formatPoints(w))"
          )
        ))
    } else if floating && showsPrimary && !showsSupplementary {
      floatingLeading[.secondary] = floatingWidth
      columns.append(
        (
          .secondary,
          Derived(
            Rect(width: w, height: h), Rule.splitViewFloatingSidebar,
            "iOS 26: the secondary spans the window under the floating sidebar (its leading safe area \(formatPoints(floatingWidth)) = \(formatPoints(primaryW)) + \(formatPoints(Self.floatingMargin)))"
          )
        ))
    } else if x > 0 {
      let at = x
      columns.append(
        (
          .secondary,
          Derived(
            Rect(x: at, y: 0, width: w - at, height: h), Rule.splitViewColumnFrames,
            "beside the columns: x \(formatPoints(at)) (0.5-pt separators), the rest of the window's \(formatPoints(w)) = \(formatPoints(w - at))"
          )
        ))
    } else {
      columns.append(
        (
          .secondary,
          Derived(
            Rect(width: w, height: h), Rule.splitViewColumnFrames,
            "secondaryOnly: the secondary column fills the window")
        ))
    }
  }

  /// The frame of a column on screen.
  package func frame(of column: SplitColumn) -> Derived<Rect>? {
    columns.first { $0.column == column }?.frame
  }
}

extension Rule {
  public static let splitViewCollapse = Rule(
    "splitView.collapse", from: OSVersion(8, 0),
    "In a compact-width window a split view collapses to one column: the compact column's controller when the app set one (iOS 14+), else the supplementary's and the secondary's controllers pushed on the primary's navigation stack, the secondary's on top (the proposed top column is .secondary; a classic split view's navigation controller pushes its secondary), so only its top appears; a classic primary that is not a navigation controller shows alone. Collapsed, it reports oneBesideSecondary and the window's width as its columns' widths. A regular-width window expands it back into columns.",
    provenance: [
      "https://developer.apple.com/videos/play/wwdc2020/10105",
      "https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/collapsesecondaryviewcontroller(_:for:) (UINavigationController pushes the secondary; UIViewController keeps the primary)",
      "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitframesprobe/ios26.1-iphone16.json (topColumnForCollapsing(proposed:2)->2, children nav[A,nav[B]], primaryColumnWidth 393)",
      "https://github.com/wordpress-mobile/WordPress-iOS/pull/18146",
      "https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact",
    ], confidence: .high,
    conflict:
      "Printed on the iOS 26.1 simulator; iOS 14–15 reports agree (WordPress-iOS #18146, medium). The secondary's navigation controller is pushed whole in UIKit; here its controllers join the primary's stack. A column left empty by pops while collapsed stops the run when the split view expands."
  )

  public static let splitViewDisplayModeAutomatic = Rule(
    "splitView.displayMode.automatic", from: OSVersion(8, 0),
    "preferredDisplayMode .automatic: a double column (and a classic split view) shows its primary beside the secondary (oneBesideSecondary; before iOS 26 only in a landscape-shaped window — in portrait the primary hides, secondaryOnly); a triple column shows its supplementary beside the secondary, and all three (twoBesideSecondary) once the window is 954.25 pt wide.",
    provenance: [
      "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitframesprobe/ios26.1-ipad.json (820 × 1180 portrait, double column: displayMode 2, splitBehavior tile)",
      "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitwidthprobe/README.md (automatic: one beside if narrow, two beside if wide; 240 + 240 + 10 + 0.5 + 464 = 954.5, 954.25 fits)",
      "https://github.com/itsnebulalol/sdks/blob/e9414e087753613edec33b4ff0319ed9d35199ec/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (iOS 14): automatic \"on an iPad, corresponds to an overlay mode in portrait and a side-by-side mode in landscape\"",
    ], confidence: .medium,
    conflict:
      "Printed only on iOS 26.1, where a portrait iPad shows the double column's primary beside the secondary; the header (carried from iOS 8) says overlay in portrait, which is kept before iOS 26 (low). The triple-column width threshold of iOS 26.1 is applied to iOS 14–18 too (low)."
  )

  public static let splitViewDisplayMode = Rule(
    "splitView.displayMode", from: OSVersion(8, 0),
    "A preferredDisplayMode applies where it fits: twoBeside and twoDisplace set before the split view appears fall back to oneBesideSecondary in a window narrower than 954.25 pt; oneOver and twoOver start as secondaryOnly (the columns show over the secondary only when the user asks). Set once the split view is on screen, an over mode lays its columns over the secondary, which keeps its frame, and a two-column mode that does not fit becomes twoOverSecondary.",
    provenance: [
      "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitwidthprobe/README.md (one over / two over: initially secondary only; two beside / two displace: one beside if narrow before appearance)",
      "https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode",
    ], confidence: .medium,
    conflict:
      "Printed on iOS 26.1 only. A displaced secondary keeps the window's width beside the columns (no printed frame: low)."
  )

  public static let splitViewColumnWidth = Rule(
    "splitView.columnWidth", from: OSVersion(8, 0),
    "Column widths: 320 for a double column's (and a classic split view's) primary; 280 and 320 for a triple column's primary and supplementary; a preferred width instead. The secondary keeps at least 464 pt: a double column's primary narrows to the window − 10 (0.5 before iOS 26) − 464, a triple column's supplementary to the window − 0.5 − 464 and no less than 240.",
    provenance: [
      "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitviewprobe/ios26.1-ipad.txt (defaults style=1 primary=320.0; style=2 primary=280.0 supplementary=320.0)",
      "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitwidthprobe/ios26.1-main.json (supplementary 240 at 600 pt)",
      "https://developer.apple.com/documentation/uikit/uisplitviewcontroller/maximumprimarycolumnwidth (automatic maximum 320)",
      "https://useyourloaf.com/blog/change-the-width-of-master-view-in-split-view-controller/ (classic: a maximum width of 320 points)",
    ], confidence: .medium,
    conflict:
      "Printed on iOS 26.1; for iOS 14–18 only the documented automatic maximum of 320 agrees (the triple column's 280 is assumed there, low). Fractions and minimum/maximum widths are not modelled (preferred widths are)."
  )

  public static let splitViewColumnFrames = Rule(
    "splitView.columnFrames", from: OSVersion(8, 0),
    "An expanded split view tiles its shown columns from the leading edge, 0.5 pt apart, each the window's height; the secondary takes the rest of the width. A column style makes each column a navigation controller whose bars span its column; a classic split view's column is what the app gives. A hidden column's controller is out of the window.",
    provenance: [
      "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitframesprobe/README.md (.none tiles: primary [0,0,320,1180], secondary [320.5,0,499.5,1180]; tiled neighbours 0.5 pt apart; secondaryOnly removes the other columns from the hierarchy)",
      "https://developer.apple.com/documentation/uikit/uisplitviewcontroller (each column in a navigation controller)",
    ], confidence: .medium,
    conflict:
      "The tiled frames were printed on iOS 26.1 with primaryBackgroundStyle .none; before iOS 26 tiling is assumed (medium)."
  )

  public static let splitViewFloatingSidebar = Rule(
    "splitView.floatingSidebar", from: OSVersion(26, 0),
    "iOS 26: the sidebar (the primary column) floats 10 pt from the leading edge, from the window's safe-area top to 10 pt into its bottom inset, with its navigation bar at its top; the column beside it spans from x 0 under it, its leading safe area the sidebar's width + 10 (a double column's secondary: 320 + 10 = 330; a triple column's supplementary: 280 + 10 = 290, 610 wide).",
    provenance: [
      "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitframesprobe/ios26.1-ipad.json (primary container [10, 32, 320, 1133], vcSafeArea [54, 0, 10, 0]; secondary safeArea [32, 330, 25, 0], vcSafeArea [86, 330, 25, 0])",
      "https://developer.apple.com/forums/thread/832918",
      "https://developer.apple.com/videos/play/wwdc2025/284",
    ], confidence: .high,
    conflict:
      "Printed on one iPad (820 × 1180, iOS 26.1). primaryBackgroundStyle .none (tiled columns) is not modelled."
  )

  public static let splitViewColumnAppearance = Rule(
    "splitView.columnAppearance", from: OSVersion(8, 0),
    "A split view's columns hear appearance callbacks only when they show: at launch the shown columns' tops appear primary first, the will-callbacks before the did-callbacks; when the window changes, a column that hides hears viewWillDisappear and at the transition's end viewDidDisappear, one that shows viewWillAppear and viewDidAppear; collapsed, only the top column's controller appears. A full-screen presentation takes the split view's view out of the window whole: every shown column's top disappears with the presenter (column order, the presenter last), the columns a change of the window shows or hides meanwhile hear nothing, and the dismissal shows the columns then on screen in the same order; a sheet leaves the split view's view in the window, and its columns show and hide under it as with nothing presented.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uisplitviewcontroller (message forwarding: only when the child actually appears onscreen)",
      "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitframesprobe/ios26.1-ipad.json (A.viewWillAppear, B.viewWillAppear … A.viewDidAppear, B.viewDidAppear; mode change: willHide(0), A.viewWillDisappear, didHide(0), A.viewDidDisappear)",
      "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitframesprobe/ios26.1-iphone16.json (only B appears)",
      "https://developer.apple.com/videos/play/wwdc2019/224 (18:47–19:47: a full-screen presentation removes the presenting controller's view from the hierarchy, a sheet does not)",
    ], confidence: .medium,
    conflict:
      "Printed on iOS 26.1 with collapses driven by trait overrides; no log of a real rotation of a Max iPhone was found. Each column's layout pass comes with its viewWillAppear here. A change of preferredDisplayMode (not animated) sends the did-callbacks in the next frame. No log of a presentation over an expanded split view was found: its columns follow the split view's view, in or out of the window, as its children."
  )
}

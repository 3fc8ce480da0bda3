import InsetSimModel
import InsetSimSupport

/// A column-style split view controller's layout (iOS 14+) for a window: whether it is collapsed,
/// its
/// display mode, its columns' widths and the frame of each column on screen (window coordinates).
///
/// - `splitView.collapse`: a compact-width window collapses the split view to one column (it
///   reports
///   `oneBesideSecondary` and the window's width as its columns' widths).
/// - `splitView.displayMode.automatic`: `.automatic` shows a double column's primary beside the
///   secondary
///   (before iOS 26 only in a landscape-shaped window; in portrait the primary hides), and a triple
/// column's supplementary beside the secondary, the primary too once the window is 954.25 pt wide.
/// - `splitView.displayMode`: a preferred mode applies where it fits; over modes set before the
///   split view
/// appears start hidden, and set later lay their columns over the secondary, which keeps its frame.
/// - `splitView.columnWidth`: 320 for a double column's primary; 280 and 320 for a triple column's
///   primary
///   and supplementary; a preferred width instead; the secondary keeps at least 464.
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
      compact, "splitView.collapse",
      compact
        ? "a compact-width window (\(sizeWhy)): the split view collapses to one column"
        : "a regular-width window (\(sizeWhy)): the columns show")
    if compact {
      displayMode = Derived(
        .oneBesideSecondary, "splitView.collapse",
        "collapsed: the display mode reads oneBesideSecondary whatever is preferred")
      primaryWidth = Derived(
        w, "splitView.collapse", "collapsed: the window's width \(formatPoints(w))")
      supplementaryWidth =
        triple
        ? Derived(w, "splitView.collapse", "collapsed: the window's width \(formatPoints(w))") : nil
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
    primaryWidth = Derived(primaryW, "splitView.columnWidth", primaryText)
    supplementaryWidth =
      triple ? Derived(supplementaryW, "splitView.columnWidth", supplementaryText) : nil

    // The display mode (splitView.displayMode.automatic, splitView.displayMode).
    let fitsThree = w >= Self.tripleColumnsFrom
    let landscapeShaped = w > h
    var mode: SplitDisplayMode
    var modeRule: RuleID = "splitView.displayMode"
    var modeWhy: String
    switch preferred {
    case .automatic:
      modeRule = "splitView.displayMode.automatic"
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
              frame, "splitView.floatingSidebar",
              "iOS 26: the sidebar floats \(formatPoints(Self.floatingMargin)) pt from the leading edge, from the safe-area top \(formatPoints(windowSafeArea.top)) to \(formatPoints(Self.floatingMargin)) pt into the bottom inset, \(formatPoints(primaryW)) wide"
            )
          ))
      } else {
        columns.append(
          (
            .primary,
            Derived(
              Rect(width: primaryW, height: h), "splitView.columnFrames",
              "the primary column at the leading edge, \(formatPoints(primaryW)) wide")
          ))
        x = primaryW + Self.separator
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
            floatingWidth > 0 ? "splitView.floatingSidebar" : "splitView.columnFrames",
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
            Rect(width: w, height: h), "splitView.displayMode",
            "\(finalMode.rawValue): the columns lie over the secondary, which keeps the window's frame"
          )
        ))
    } else if mode == .twoDisplaceSecondary {
      columns.append(
        (
          .secondary,
          Derived(
            Rect(x: leading, y: 0, width: w, height: h), "splitView.columnFrames",
            "displaced by the columns: x \(formatPoints(leading)), keeping the window's width \(formatPoints(w))"
          )
        ))
    } else if floating && showsPrimary && !showsSupplementary {
      floatingLeading[.secondary] = floatingWidth
      columns.append(
        (
          .secondary,
          Derived(
            Rect(width: w, height: h), "splitView.floatingSidebar",
            "iOS 26: the secondary spans the window under the floating sidebar (its leading safe area \(formatPoints(floatingWidth)) = \(formatPoints(primaryW)) + \(formatPoints(Self.floatingMargin)))"
          )
        ))
    } else if x > 0 {
      let at = x
      columns.append(
        (
          .secondary,
          Derived(
            Rect(x: at, y: 0, width: w - at, height: h), "splitView.columnFrames",
            "beside the columns: x \(formatPoints(at)) (0.5-pt separators), the rest of the window's \(formatPoints(w)) = \(formatPoints(w - at))"
          )
        ))
    } else {
      columns.append(
        (
          .secondary,
          Derived(
            Rect(width: w, height: h), "splitView.columnFrames",
            "secondaryOnly: the secondary column fills the window")
        ))
    }
  }

  /// The frame of a column on screen.
  package func frame(of column: SplitColumn) -> Derived<Rect>? {
    columns.first { $0.column == column }?.frame
  }
}

import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// The bound on what pictures of the screen may hold. A picture draws and lists each bar, each
/// controller's view and each scroll view on screen, so a set of pictures costs in proportion to
/// pictures × objects: 2,298 pictures (one after each change) of a run of 100 scroll views took
/// 22 s, 1.26 GB and wrote 315 MB before this limit. Its size is counted before any picture is
/// drawn (``size(of:at:)``): `insetsim` refuses a set past the limit, and ``render(_:)`` draws the
/// pictures that fit and ends with a panel saying how many it left out.
extension ScreenRenderer {
  /// The most drawings (pictures × the objects each may draw) one set of pictures may hold: about
  /// 26 MB of SVG, 2 s and 100 MB of memory at most in a debug build (measured on the run above,
  /// cut to fit: 1.3 KB and 90 µs a drawing).
  public static let maxDrawings = 20_000

  /// What a set of pictures would hold, counted before any is drawn.
  public struct Size: Sendable, Hashable {
    /// The pictures: one per moment (or per run, side by side).
    public var pictures: Int
    /// The objects a picture may draw: the run's bars, controllers' views and scroll views, the
    /// status bar, the keyboard and the device itself (the most of all runs, side by side).
    public var objectsPerPicture: Int
    /// Pictures × objects, at most `Int.max`.
    public var drawings: Int {
      let (product, overflow) = pictures.multipliedReportingOverflow(by: objectsPerPicture)
      return overflow ? .max : product
    }
    /// Whether the set is within ``ScreenRenderer/maxDrawings``.
    public var fits: Bool { drawings <= ScreenRenderer.maxDrawings }
    /// How many of the pictures fit the limit (at least one).
    public var picturesThatFit: Int {
      min(pictures, max(1, ScreenRenderer.maxDrawings / max(objectsPerPicture, 1)))
    }

    /// "2298 pictures × 105 objects = 241290 drawings, over the limit of 20000".
    public var description: String {
      "\(pictures) picture\(pictures == 1 ? "" : "s") × \(objectsPerPicture) objects = "
        + "\(drawings) drawings, " + (fits ? "within" : "over") + " the limit of "
        + "\(ScreenRenderer.maxDrawings)"
    }
  }

  /// The size of the pictures of `trace` at `moments` (`run --format screens --screens-at`).
  public static func size(of trace: Trace, at moments: Moments) -> Size {
    Size(
      pictures: max(1, Self.moments(of: trace, moments).count), objectsPerPicture: objects(trace))
  }

  /// The size of the pictures an HTML page of `trace` holds: one at the end of each turn and at
  /// each observation point (``HTMLRenderer``).
  public static func pageSize(of trace: Trace) -> Size { size(of: trace, at: .turns) }

  /// The size of runs side by side (`compare --format screens`): one picture each.
  public static func size(ofRuns traces: [Trace]) -> Size {
    Size(pictures: traces.count, objectsPerPicture: traces.map(objects).max() ?? 1)
  }

  /// The objects one picture of `trace` may draw: every bar, controller's view and scroll view the
  /// run makes, the status bar, the keyboard and the device.
  static func objects(_ trace: Trace) -> Int {
    var state = ScreenState()
    for (i, e) in trace.entries.enumerated() where e.kind == .change {
      state.apply(e, at: i)
    }
    let views = state.objects.filter { o in
      o.hasSuffix(".view") && !o.dropLast(".view".count).contains(".")
    }
    return 3 + state.bars.count + state.scrollViews.count + views.count
  }

  /// The last panel of a set cut at the limit: how many pictures it holds and leaves out, and why.
  static func limitPanel(_ size: Size, drawn: Int) -> Panel {
    let head = "\(size.pictures - drawn) more pictures not drawn"
    let why =
      "\(size.description): the first \(drawn) are drawn. Ask for fewer moments "
      + "(run --screens-at points or turns) or draw fewer views."
    var body = text(4, 14, head, weight: "bold", fill: "#b42318")
    var y = 14 + lineHeight
    for line in wrap(why, columns) {
      body += text(4, y, line, fill: "#111111")
      y += lineHeight
    }
    return Panel(body: body, height: y)
  }
}

/// The virtual durations the engine schedules with (rule `lifecycle.timing`, low confidence: UIKit's
/// real durations are not established; only the order of events is claimed).
public enum LifecycleTiming {
  /// One display frame at 60 Hz: the next run-loop turn after a commit.
  public static let frame: Int64 = 16_667
  /// When the scenario's controller is pushed (presentation "pushed"), after the root has appeared.
  public static let pushAt: Int64 = 100_000
  /// The push animation: viewDidAppear comes this long after the transition starts.
  public static let pushDuration: Int64 = 350_000
  /// `UINavigationControllerHideShowBarDuration`.
  public static let barHideShowDuration: Int64 = 200_000
  /// The rotation animation.
  public static let rotationDuration: Int64 = 400_000
  /// The simulation stops at this virtual time.
  public static let horizon: Int64 = Int64(ScenarioLimits.horizonSeconds * 1_000_000)
  /// Run-loop turns one simulation may run: past them the app's code keeps the run loop busy (say, an async
  /// step that invalidates layout from a layout callback) and the engine stops with a note.
  public static let maxTurns = 10_000
  /// Turns × views one simulation may lay out: a scenario with many views gets fewer turns, so that no run
  /// takes more than a few seconds.
  public static let maxViewTurns = 1_000_000

  /// The turn limit of a run with `views` views: ``maxTurns``, or ``maxViewTurns`` ÷ views when less.
  public static func maxTurns(views: Int) -> Int {
    min(maxTurns, maxViewTurns / max(views, 1))
  }
  /// Events one simulation may handle: past them the app's code keeps scheduling work faster than it runs
  /// (say, two steps that each rotate at the end of every rotation) and the engine stops with a note.
  public static let maxEvents = 20_000
  /// Callbacks nested inside one another (the app's code in a callback calling into UIKit, which calls
  /// back): past this the run stops with a note, where UIKit would recurse until the stack overflows.
  public static let maxCallbackDepth = 64
  /// Callbacks one simulation may call, whatever calls them: a bound on the work of every path through the
  /// engine, so that no run depends on anything but these limits to end.
  public static let maxCallbacks = 4_000_000
  /// Layout passes one turn may run before the engine reports that layout does not settle.
  public static let maxLayoutPassesPerTurn = 8
}

import InsetSimModel
import InsetSimTrace

/// The engine's own bounds, apart from UIKit's timings (``LifecycleTiming``): past each, a run
/// stops with a note that names the limit, so that no run depends on anything but these to end.
package enum EngineLimits {
  /// The simulation stops at this virtual time.
  package static let horizon: Int64 = Int64(ScenarioLimits.horizonSeconds * 1_000_000)
  /// Run-loop turns one simulation may run: past them the app's code keeps the run loop busy (say,
  /// an async step that invalidates layout from a layout callback) and the engine stops with a
  /// note.
  package static let maxTurns = 10_000
  /// Turns × views one simulation may lay out: a scenario with many views gets fewer turns, so that
  /// no run takes more than a few seconds.
  package static let maxViewTurns = 1_000_000

  /// The turn limit of a run with `views` views: ``maxTurns``, or ``maxViewTurns`` ÷ views when
  /// less.
  package static func maxTurns(views: Int) -> Int {
    min(maxTurns, maxViewTurns / max(views, 1))
  }
  /// Events one simulation may handle: past them the app's code keeps scheduling work faster than
  /// it runs
  /// (say, two steps that each rotate at the end of every rotation) and the engine stops with a
  /// note.
  package static let maxEvents = 20_000
  /// Callbacks nested inside one another (the app's code in a callback calling into UIKit, which
  /// calls back): past this the run stops with a note, where UIKit would recurse until the stack
  /// overflows.
  package static let maxCallbackDepth = 64
  /// Callbacks one simulation may call, whatever calls them: a bound on the work of every path
  /// through the engine, so that no run depends on anything but these limits to end.
  package static let maxCallbacks = 4_000_000
  /// Trace entries and snapshot values one run may record: past either the run stops with a note,
  /// so that a run's time, and the memory of a run that keeps its trace, stay bounded (999 scroll
  /// views rotated 1,000 times write 200,000 entries, 52 MB; 999 views observed at 1,000 points
  /// 2,000,000 values, 58 MB).
  package static let maxEntries = 200_000
  package static let maxSnapshotValues = 2_000_000
  /// The bytes of trace one run may write (as JSON Lines, header included): past them the run stops
  /// with a note, so that what `run` writes, `replay` reads (`TraceFile.maxBytes`). Both limits
  /// above can be met in one run, with long names and long numbers in every line: 999 views with
  /// 64-character ids and 17-digit frames, rotated and observed at 198 points, wrote 139 MB before
  /// this limit. It leaves 16 MiB of the reader's limit for what the event under way still writes
  /// once the run stops (a layout pass over 1,000 views: a few MB at most) and the closing note.
  package static let maxTraceBytes = TraceFile.maxBytes - (16 << 20)
  /// Layout passes one turn may run before the engine reports that layout does not settle.
  package static let maxLayoutPassesPerTurn = 8
}

import InsetSimModel
import InsetSimSupport

/// The virtual durations the engine schedules with (rule `lifecycle.timing`, low confidence:
/// UIKit's
/// real durations are not established; only the order of events is claimed).
package enum LifecycleTiming {
  /// One display frame at 60 Hz: the next run-loop turn after a commit.
  package static let frame: Int64 = 16_667
  /// When the scenario's controller is pushed (presentation "pushed"), after the root has appeared.
  package static let pushAt: Int64 = 100_000
  /// The push animation: viewDidAppear comes this long after the transition starts.
  package static let pushDuration: Int64 = 350_000
  /// `UINavigationControllerHideShowBarDuration`.
  package static let barHideShowDuration: Int64 = 200_000
  /// The rotation animation.
  package static let rotationDuration: Int64 = 400_000
}

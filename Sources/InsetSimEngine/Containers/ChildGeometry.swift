import InsetSimModel
import InsetSimRules
import InsetSimSupport

/// The frame and safe area a container kind gives a child controller's view itself (a page of a
/// page curl), in place of a child's usual ones: filling its container and its part of the
/// container's safe area by overlap (rule safeArea.child).
struct ChildGeometry {
  /// The frame in the parent's bounds.
  var frame: Derived<Rect>
  /// The safe area once the view is in the window (iOS 11+).
  var safeArea: Derived<EdgeInsets>
}

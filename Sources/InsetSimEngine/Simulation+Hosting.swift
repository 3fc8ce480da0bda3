import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Hosting controllers (UIHostingController, rules hosting.*): after a layout pass has given a
/// hosting controller's view its UIKit safe area, the safe area its SwiftUI content lays out within
/// (`swiftUISafeAreaInsets`) follows: that safe area, the keyboard's overlap from iOS 14, less the
/// regions `safeAreaRegions` leaves out.
extension Simulation {
  func updateHostedSafeArea(_ c: ControllerID) {
    guard era == .safeArea, let spec = controllers[c].spec?.spec.hostingController,
      let root = controllers[c].rootView, world[root].inWindow
    else { return }
    var overlap = 0.0
    if keyboardShown, let keyboard {
      // The view's bottom in the window: its frame's, moved by each superview's origin.
      var bottom = world.rect(root, .frame).maxY
      var parent = world[root].parent
      while let v = parent {
        bottom += world.rect(v, .frame).minY
        parent = world[v].parent
      }
      overlap = max(0, bottom - world.rect(keyboard, .frame).minY)
    }
    let insets = HostedSafeArea.insets(
      safeArea: world.insets(root, .safeAreaInsets), keyboardOverlap: overlap,
      regions: spec.safeAreaRegions ?? Set(SafeAreaRegion.allCases), os: os
    ).restingOn(recorder.footing(root, .safeAreaInsets))
    _ = recorder.write(root, .swiftUISafeAreaInsets, insets, as: Value.insets)
  }
}

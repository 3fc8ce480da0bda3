import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Hosting controllers (UIHostingController, rules hosting.*): after a layout pass has given a
/// hosting controller's view its UIKit safe area, the safe area its SwiftUI content lays out within
/// (`swiftUISafeAreaInsets`) follows: that safe area, the keyboard's overlap from iOS 14, less the
/// regions `safeAreaRegions` leaves out. At the content's first layout in a window its onAppear
/// runs (hosting.onAppear) and its sizing options apply (hosting.sizingOptions).
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
    if controllers[c].appearing, hostedContentAppeared.insert(c).inserted {
      contentFirstLaidOut(c, spec: spec)
    }
  }

  /// The content's first layout in a window: its preferredContentSize under sizingOptions, then
  /// its onAppear.
  private func contentFirstLaidOut(_ c: ControllerID, spec: HostingControllerSpec) {
    let name = controllers[c].name
    if let options = spec.sizingOptions, Rule.hostingSizingOptions.applies(to: os) {
      if options.contains(.preferredContentSize), let size = spec.idealSize {
        _ = recorder.write(
          controllers[c].object, .preferredContentSize,
          Derived(
            size, Rule.hostingSizingOptions,
            "sizingOptions .preferredContentSize: the content's ideal size"), as: Value.size)
      }
      if options.contains(.intrinsicContentSize) {
        recorder.note(
          "sizingOptions .intrinsicContentSize: the view invalidates its intrinsic content size when the content's ideal size changes, which only Auto Layout reads; nothing the model tracks changes",
          object: name, rule: Rule.hostingSizingOptions)
      }
    }
    recorder.event(name, "onAppear", detail: "SwiftUI content, after its layout")
    recorder.note(
      "the SwiftUI content's onAppear: after its first layout in a window, before \(name)'s viewDidAppear",
      object: name, rule: Rule.hostingOnAppear)
  }
}

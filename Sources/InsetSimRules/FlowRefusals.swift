import InsetSimModel

/// Flow calls UIKit ignores (with a log) or refuses (raising). The engine applies these in Simulation+Transitions.swift.
enum FlowRefusals {}

extension Rule {
  public static let flowNoop = Rule(
    "flow.noop", from: any,
    "A flow that cannot apply changes nothing: pop or popToRoot of a stack's root, dismiss with nothing presented, push with no navigation controller (optional chaining), selecting the selected tab, removeChild of a controller with no parent, rotating to the orientation the window has, a drag of a scroll view that is hidden (or inside a hidden view) or whose scrolling is disabled, layoutIfNeeded with no layout pending.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()",
      "https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)",
      "https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) (hidden views are ignored)",
      "https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled",
    ], confidence: .medium)

  public static let flowRaises = Rule(
    "flow.raises", from: any,
    "UIKit raises (the app crashes) for a controller pushed or presented while it is already in a container or presented; the run stops there.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)"
    ], confidence: .medium)
}

import InsetSimModel

/// Child view controller containment: addChild, the child's view, and the appearance callbacks forwarded to children. The engine applies it in Containers/ChildContainment.swift.
enum ChildContainment {}

extension Rule {
  public static let flowContainmentChild = Rule(
    "flow.containment.child", from: OSVersion(5, 0),
    "addChild calls the child's willMove(toParent:); the container adds the child's view and then calls didMove(toParent:). Before removeFromParent the container calls willMove(toParent: nil); removeFromParent calls didMove(toParent: nil). Appearance callbacks are forwarded to children after their parent's (shouldAutomaticallyForwardAppearanceMethods is YES); a child whose view enters or leaves a visible parent's window gets viewWillAppear/viewDidAppear (or the disappear pair) as its view moves.",
    provenance: [
      "docs/facts/flows.md (C1–C3)", vcHeader,
      "https://github.com/johnpatrickmorgan/LifecycleHooks/issues/2",
    ], confidence: .medium)
}

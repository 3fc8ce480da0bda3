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

  public static let flowContainmentChildAppearanceAfterCommit = Rule(
    "flow.containment.childAppearanceAfterCommit", from: OSVersion(16, 0),
    "A child whose view enters a parent already on screen hears viewWillAppear as the view is added; its viewIsAppearing comes at the view's next layout, before its viewWillLayoutSubviews, and viewDidAppear once that frame is committed (one frame later). A child whose view leaves a shown parent hears viewWillDisappear as it leaves and viewDidDisappear once the frame is committed.",
    provenance: [
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/blob/6d54c2612d4e4ddfd6b2236405288f4598b24635/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/UIViewController.mm (viewWillMoveToWindow: calls __viewWillAppear:; viewDidMoveToWindow:shouldAppearOrDisappear: calls __viewIsAppearing: at once only when the view needs no layout, and once the app has launched sets an after-appearance block that _addAfterCACommitBlockForViewController: runs after the commit; _setViewAppearState:isAnimating: calls __viewIsAppearing: before the did-appear state; iOS 26.1)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:) (once each time after viewWillAppear, after the superview lays the view out)",
      "https://github.com/zotero/zotero-ios/pull/913 (iOS 13–15 skip a child's viewIsAppearing: rule bug.appearance.childViewIsAppearing)",
    ], confidence: .medium,
    conflict:
      "The deferral is read from UIKit 26.1's code and one console log of Mac Catalyst on iPadOS 26.5; iOS 16–18 are taken to do the same (no printed log). Before iOS 16 viewDidAppear is kept as the view enters the window, as the model had it. The Catalyst log also prints a second didMove(toParent:) after viewDidAppear, not modelled."
  )
}

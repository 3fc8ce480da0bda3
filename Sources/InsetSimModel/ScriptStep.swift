import InsetSimSupport

/// What the app's code does, and when.
public struct ScriptStep: Hashable, Sendable {
  public enum Trigger: Hashable, Sendable {
    /// At the end of this callback's override (after `super`): every time it runs, or only the
    /// first.
    case during(CallbackRef, once: Bool)
    /// At this virtual time, in microseconds.
    case at(Int64)
  }

  public enum Action: Hashable, Sendable {
    case set(object: String, property: Property, value: Value)
    case rotate(Orientation)
    /// An iPad's window changes mode or size (Split View, Slide Over, a resizable window).
    case resizeWindow(WindowMode)
    case setNavigationBarHidden(Bool, animated: Bool)
    case setToolbarHidden(Bool, animated: Bool)
    case addSubview(ViewSpec, parent: String?, index: Int?)
    case removeFromSuperview(String)
    /// Apps only: the flows of format 2.
    case push(String, animated: Bool)
    case pop(animated: Bool)
    case popToRoot(animated: Bool)
    /// The user's edge swipe back in a navigation controller (iOS 7+), carried through or let go
    /// early.
    case swipeBack(cancelled: Bool)
    case setViewControllers([String], animated: Bool)
    case present(PresentSpec)
    case dismiss(animated: Bool)
    case selectTab(Int)
    /// iOS 18: `UITabBarController.setTabBarHidden(_:animated:)`.
    case setTabBarHidden(Bool, animated: Bool)
    case addChild(String, parent: String, ChildSpec)
    case removeChild(String)
    /// A page view controller's setViewControllers([page], direction:, animated:).
    case setPage(pager: String, page: String, animated: Bool)
    /// A user's swipe in a page view controller to the next (forward) or previous page, let go
    /// early (cancelled) or carried through.
    case swipePage(pager: String, forward: Bool, cancelled: Bool)
    /// A controller's `setNeedsUpdateProperties()` (iOS 26+): its updateProperties() runs before
    /// the next layout pass.
    case setNeedsUpdateProperties(String)
    case setNeedsLayout
    /// `setNeedsStatusBarAppearanceUpdate()`: UIKit asks the controller that shows full screen for
    /// prefersStatusBarHidden (iOS 7+).
    case setNeedsStatusBarAppearanceUpdate
    /// The device's software keyboard, with the predictive (QuickType) bar (iOS 8+) or without it
    /// (a field without autocorrection, or Predictive turned off); on iPad the floating keyboard
    /// or, with a hardware keyboard attached, its shortcut bar alone.
    case showKeyboard(predictive: Bool, kind: KeyboardKind = .software)
    /// A user's drag of a scroll view that ends with its content offset here.
    case scroll(String, to: Point)
    case hideKeyboard
    /// A tap on the status bar: the scroll-to-top gesture.
    case scrollToTop
    case layoutIfNeeded
  }

  public var trigger: Trigger
  /// Deferred to the next run-loop turn, as `DispatchQueue.main.async`.
  public var async: Bool
  public var action: Action

  public init(_ trigger: Trigger, async: Bool = false, _ action: Action) {
    self.trigger = trigger
    self.async = async
    self.action = action
  }
}

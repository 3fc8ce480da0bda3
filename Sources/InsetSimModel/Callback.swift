import InsetSimSupport

/// The callbacks the simulator calls, with the object kinds that receive them and the releases they
/// exist on.
public enum Callback: String, Sendable, CaseIterable {
  // UIViewController
  case `init`, loadView, viewDidLoad, viewWillAppear, viewIsAppearing, viewSafeAreaInsetsDidChange
  case viewWillLayoutSubviews, viewDidLayoutSubviews, viewDidAppear, viewWillDisappear,
    viewDidDisappear
  case viewWillTransition, transitionCompletion
  /// Trait changes (iOS 8+): `willTransition(to: UITraitCollection, with:)` and
  /// `traitCollectionDidChange(_:)`.
  case willTransitionToTraitCollection, traitCollectionDidChange
  /// iOS 17+: the handler a controller registered with `registerForTraitChanges(_:handler:)`,
  /// called when one of its traits changes (the scenario's `"registerForTraitChanges"` key).
  case traitChangeHandler
  /// iOS 26+: `updateProperties()`, before the layout pass (the scenario's `"updateProperties"`
  /// key: the controller overrides it).
  case updateProperties
  /// Containment: `willMove(toParent:)` / `didMove(toParent:)` (apps; the parent, or nil, in the
  /// entry's detail).
  case willMove, didMove
  /// Keyboard notifications, as the app's observers receive them (on the object `keyboard`).
  case keyboardWillChangeFrame, keyboardWillShow, keyboardDidShow, keyboardWillHide, keyboardDidHide
  /// UIScrollViewDelegate, implemented by the controller:
  /// `scrollViewDidChangeAdjustedContentInset(_:)`.
  case scrollViewDidChangeAdjustedContentInset
  /// UIScrollViewDelegate: `scrollViewDidScrollToTop(_:)` after a tap on the status bar.
  case scrollViewDidScrollToTop
  // UIView
  case didMoveToWindow, layoutSubviews, safeAreaInsetsDidChange
  // UIScrollView
  case adjustedContentInsetDidChange

  /// Cases compare and hash by their place in the declaration, not by their raw strings, which
  /// `RawRepresentable`'s defaults would build and compare at every look-up (a run looks callbacks
  /// up at every call).
  public static func == (a: Callback, b: Callback) -> Bool { a.ordinal == b.ordinal }
  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

  /// The case's place: a case without a payload is stored as its place in the declaration, in one
  /// byte for up to 256 cases.
  private var ordinal: UInt8 { unsafeBitCast(self, to: UInt8.self) }

  /// A keyboard notification: named bare, it means the keyboard's.
  public var isKeyboardNotification: Bool {
    switch self {
    case .keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidShow, .keyboardWillHide,
      .keyboardDidHide:
      true
    default: false
    }
  }

  public var isViewCallback: Bool {
    switch self {
    case .didMoveToWindow, .layoutSubviews, .safeAreaInsetsDidChange,
      .adjustedContentInsetDidChange:
      true
    default: false
    }
  }

  /// Whether UIKit calls it on `os`.
  public func exists(on os: OSVersion) -> Bool {
    let era = os.era
    switch self {
    case .viewIsAppearing: return os.major >= 13
    case .viewSafeAreaInsetsDidChange, .safeAreaInsetsDidChange, .adjustedContentInsetDidChange,
      .scrollViewDidChangeAdjustedContentInset:
      return era == .safeArea
    case .viewWillTransition, .transitionCompletion: return era != .ios6
    case .willTransitionToTraitCollection, .traitCollectionDidChange: return os.major >= 8
    case .traitChangeHandler: return os.major >= 17
    case .updateProperties: return os.major >= 26
    default: return true
    }
  }

  public static let names: [String] = allCases.map(\.rawValue)

  /// The callback of that name, as `init(rawValue:)` finds it, by one hash rather than comparing
  /// the name with each case's in turn (a scenario names callbacks in every point and step).
  public static func named(_ name: String) -> Callback? { byName[name] }

  private static let byName = Dictionary(
    allCases.map { ($0.rawValue, $0) }, uniquingKeysWith: { a, _ in a })
}

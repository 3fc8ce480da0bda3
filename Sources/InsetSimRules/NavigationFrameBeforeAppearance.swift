import InsetSimModel
import InsetSimSupport

/// A navigation controller gives its top controller's view its frame before that controller's
/// viewWillAppear: at launch, viewWillAppear already reads the frame the view is shown at.
///
///     // iPhone 7, opaque navigation bar: viewDidLoad (0, 0, 375, 667),
///     // viewWillAppear (0, 64, 375, 603)
extension ControllerViewFrame {
  /// The frame `computed` (the container's frame for the view), written before viewWillAppear.
  package static func beforeWillAppear(_ computed: Derived<Rect>) -> Derived<Rect> {
    Derived(
      computed.value, Rule.navigationFrameBeforeWillAppear,
      "the navigation controller sets its top's frame before viewWillAppear: \(computed.why)")
  }
}

extension Rule {
  public static let navigationFrameBeforeWillAppear = Rule(
    "navigation.frameBeforeWillAppear", from: OSVersion(8, 0), through: OSVersion(12, 4),
    "At launch, a navigation controller sets its top controller's view frame (below an opaque bar, above an opaque tab bar, or the full screen) before that controller's viewWillAppear, after its viewDidLoad: viewWillAppear reads the frame it is shown at. A pushed controller is not covered (no printed log); it keeps the order of lifecycle.order.",
    provenance: [
      "https://e-com-net.com/article/1213144398750126080.htm",
      "http://39.103.169.235/p/dba4deac71e3",
      "https://blog.youkuaiyun.com/qinguo2000/article/details/46842291",
      "docs/facts/era-defaults.md#3-era-defaults-api-facts", "docs/facts/conflicts.md (C25)",
    ], confidence: .medium,
    conflict:
      "C25: two printed logs (iPhone 7 2018; 375×667 2015) give the shown frame at viewWillAppear; xq-120 (2018, screenshots) and itworkman (prose) say an opaque bar's frame is final only at viewDidAppear."
  )
}

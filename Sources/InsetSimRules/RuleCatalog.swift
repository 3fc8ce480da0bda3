import InsetSimSupport
import InsetSimModel

/// Every rule the simulator applies, with its provenance. `insetsim rules` prints this list; each trace
/// change names one of these ids.
extension Rule {
  static let seed000 = "seeds/000_374ca4d45f0d6baa.txt"
  static let seed001 = "seeds/001_35bdc892364e2fc2.txt"
  static let seed003 = "seeds/003_f9323d11921578da.txt"
  static let seed004 = "seeds/004_e8585893c480bd6d.txt"
  static let wang = "https://github.com/wangyanchang21/wangyanchang21.github.io"
  static let scrollHeader = "https://github.com/itsnebulalol/sdks/blob/main/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScrollView.h"
  static let vcHeader = "https://github.com/itsnebulalol/sdks/blob/main/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h"
  static let qmuiDefines = "https://github.com/Tencent/QMUI_iOS/blob/master/QMUIKit/QMUICore/QMUICommonDefines.h"
  static let qmui633 = "https://github.com/Tencent/QMUI_iOS/issues/633"
  static let ios7 = OSVersion(7, 0)
  static let ios10 = OSVersion(10, 3)
  static let ios11 = OSVersion(11, 0)
  static let any = OSVersion(6, 0)

  public static let catalog: [Rule] = [
    // MARK: Bars and the status bar
    Rule("statusBar.height", from: any, "The status bar is 20 pt on home-button devices, 44/47/48/50/54 on notched ones (by family and release); 0 when the app hides it.",
      provenance: ["UIKIT-FACTS §2.3", "https://github.com/Tencent/QMUI_iOS/blob/master/QMUIKit/QMUICore/QMUIHelper.m"], confidence: .high),
    Rule("statusBar.hiddenInLandscape", from: OSVersion(8, 0), "iPhones hide the status bar in landscape from iOS 8 (notched iPhones always).",
      provenance: ["UIKIT-FACTS §1.3", "https://github.com/inamiy/YIFullScreenScroll/issues/37"], confidence: .high,
      conflict: "iOS 7 landscape status bar not established; shown here."),
    Rule("navigationBar.height", from: any, "A navigation bar is 44 pt at the status bar's bottom; 32 in landscape on compact-width phones; 50 on iPad from iOS 12; 96 with an expanded large title (iOS 11+).",
      provenance: ["UIKIT-FACTS §2.1", "https://useyourloaf.com/blog/supporting-iphone-x/", qmui633], confidence: .high,
      conflict: "C12: 393-pt-wide Dynamic Island phones take 32 in landscape (fluentui-apple #1727) over 44 (QMUI). C21: iOS 26's reported 54 pt bar (two issue reports) is not applied; 44 kept."),
    Rule("tabBar.height", from: any, "A tab bar is 49 pt (+ the home indicator on notched devices); 32 in landscape on compact-width phones from iOS 11; 50 on home-button iPads from iOS 12; 45 + 20 on rounded iPads.",
      provenance: ["UIKIT-FACTS §2.2", qmuiDefines, qmui633], confidence: .medium,
      conflict: "C13: 32 (QMUI macro, 2024) over 49 (QMUI #633 comment, 2019) for compact phones in landscape on iOS 11+; iOS 26's floating tab bar is not modelled."),
    Rule("toolbar.height", from: any, "A navigation controller's toolbar is 44 pt (32 in landscape on compact-width phones, 50 on iPad from iOS 12), plus the home indicator when it stands at the screen's bottom.",
      provenance: ["UIKIT-FACTS §2.3", qmuiDefines], confidence: .low,
      conflict: "C14: 44 + 34 on notched iPhones (QMUI). C15: rounded iPad 50 + 20 = 70 (QMUI macro) over 65 (QMUI #633)."),
    Rule("tabBar.hiddenKeepsLayout", from: ios7, "tabBar.hidden only hides the bar's view: the container still lays the controller out above it, so the 49 pt stay in the insets.",
      provenance: [seed000 + " §TabBar隐藏的方式", "S000-12", wang], confidence: .medium),
    Rule("tabBar.hidesBottomBarWhenPushed", from: any, "hidesBottomBarWhenPushed is read when the controller is pushed (before viewDidLoad): the bottom bar slides out and leaves the layout.",
      provenance: [seed000 + " §TabBar隐藏的方式", "S000-11", "https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed"], confidence: .medium),
    Rule("navigationBar.setHidden", from: any, "setNavigationBarHidden(_:animated:) changes the layout at once; an animated hide sets the bar view's hidden flag when the animation ends.",
      provenance: ["UIKIT-FACTS §4.3", "https://github.com/itsnebulalol/sdks/blob/main/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h"], confidence: .medium),
    Rule("window.orientation", from: ios7, "Rotation swaps the window's width and height; bar heights and the status bar follow the new orientation.",
      provenance: ["UIKIT-FACTS §4.3"], confidence: .high),

    // MARK: The controller's view frame
    Rule("ios6.layout.belowBars", from: any, through: OSVersion(6, 1), "iOS 6: bars are opaque; the controller's view lies below the navigation bar and above the tab bar, and the status bar takes its own 20 pt. Frames are given in window coordinates.",
      provenance: ["UIKIT-FACTS §3", "http://www.b2cloud.com.au/how-to-guides/uiviewcontroller-changes-in-ios7/", seed000 + " §navigationBar.translucent"], confidence: .high),
    Rule("layout.windowRoot", from: ios7, "A window's root controller (no container) fills the screen; edgesForExtendedLayout does not apply to it.",
      provenance: [seed000 + " §edgesForExtendedLayout", "S000-08"], confidence: .high),
    Rule("layout.extendedLayout", from: ios7, "An edge of the controller's view extends under a bar when edgesForExtendedLayout holds it and the bar is translucent or extendedLayoutIncludesOpaqueBars is YES; otherwise it stops at the bar.",
      provenance: [seed000 + " §第一类影响因素", "S000-01", "S000-02", "S000-03", "S000-04", wang], confidence: .high),
    Rule("legacy.layoutGuides", from: ios7, through: ios10, "topLayoutGuide / bottomLayoutGuide length: how much of the controller's view the top bars (status bar included) and the bottom bars cover.",
      provenance: [vcHeader, seed003 + " §背景"], confidence: .medium),

    // MARK: iOS 7–10 automatic adjustment
    Rule("legacy.autoAdjust.flag", from: ios7, through: ios10, "With automaticallyAdjustsScrollViewInsets NO the container leaves contentInset alone.",
      provenance: [seed000 + " §automaticallyAdjustsScrollViewInsets", "S000-07"], confidence: .high),
    Rule("legacy.autoAdjust.needsContainer", from: ios7, through: ios10, "Only a navigation or tab bar controller adjusts: a window's root controller gets no adjustment.",
      provenance: [seed000 + " §NavigationBar/TabBar的有无", "S000-08", "https://developer.apple.com/documentation/uikit/uiviewcontroller/automaticallyadjustsscrollviewinsets"], confidence: .high),
    Rule("legacy.autoAdjust.candidate", from: ios7, through: ios10, "The adjusted scroll view is the controller's view if it is one, else the root view's subview at index 0; any other view added first disables the adjustment.",
      provenance: [seed000 + " §第一个addSubview的是不是当前的scrollView", seed003 + " §UIScrollView", "S000-13", "S003-11"], confidence: .medium,
      conflict: "C17: direct subview 0 only (seed 003, gaoyp, b2cloud) over a repeated first-subview chain (Ryan Fox, iOS 11 article)."),
    Rule("legacy.webView.innerScrollView", from: ios7, through: ios10, "A web view (UIWebView or WKWebView) at subview index 0 has its inner scroll view adjusted.",
      provenance: [seed004, "S004-02", seed001 + " §automaticallyAdjustsScrollViewInsets"], confidence: .medium),
    Rule("legacy.autoAdjust.coveredByBars", from: ios7, through: ios10, "The adjustment's top is what the top bars (status bar included) cover of the controller's view, its bottom what the bottom bars cover; the scroll view's own frame does not matter.",
      provenance: [seed000 + " §第二类影响因素(iOS10及之前版本)", "S000-05", "S000-09", "S000-10", "S000-14", "S001-12"], confidence: .medium),
    Rule("legacy.autoAdjust.additive", from: ios7, through: ios10, "The container adds its adjustment to contentInset and remembers it; each later pass applies only the difference, so an inset set in viewDidLoad is added to and one assigned after the pass replaces it.",
      provenance: [seed000 + " §scrollView.contentInset", "S000-06", "https://github.com/xsxsxszs/VeXplore"], confidence: .medium),
    Rule("legacy.autoAdjust.indicators", from: ios7, through: ios10, "The same adjustment is added to scrollIndicatorInsets.",
      provenance: ["UIKIT-FACTS §3", "https://blog.csdn.net/gaoyp/article/details/41961651"], confidence: .medium),
    Rule("scroll.contentOffset.pinnedTop", from: ios7, "A scroll view resting at the top of its content (offset = −inset) stays there when the system changes its inset: offset (0, −64) under a 64 pt inset.",
      provenance: ["UIKIT-FACTS §3", "http://t.zoukankan.com/rainySue-p-VC-atomaticallyAdjuestsScrollView.html"], confidence: .medium),

    // MARK: iOS 11+ safe area
    Rule("safeArea.window", from: ios11, "The window's safe area: the sensor housing and home indicator of notched devices; on home-button iPhones 0 on iOS 11 and the status bar from iOS 12.",
      provenance: ["UIKIT-FACTS §1.1", "https://github.com/SnapKit/Masonry/issues/546"], confidence: .medium),
    Rule("safeArea.rootView", from: ios11, "The controller's root view gets the status bar or sensor housing, the visible bars (navigation bar with large titles, toolbar, tab bar + home indicator), as far as they overlap it.",
      provenance: [seed000 + " §iOS11中ContentInset和safeAreaInsets", "S000-15", "S001-01", "S001-02", "S001-03", "S001-04", "S001-05", "https://developer.apple.com/documentation/uikit/uiview/safeareainsets"], confidence: .high),
    Rule("safeArea.additional", from: ios11, "additionalSafeAreaInsets add to the controller's root view's safe area, and through it to every subview's.",
      provenance: [seed000 + " §additionalSafeAreaInsets", "S000-19", "S001-07", vcHeader], confidence: .high),
    Rule("safeArea.subview.overlap", from: ios11, "Every other view gets the part of its parent's safe-area insets its frame overlaps, clamped at 0; it receives them during its parent's layoutSubviews.",
      provenance: [seed004, "S004-03", "https://developer.apple.com/documentation/uikit/uiview/safeareainsets"], confidence: .high),
    Rule("safeArea.notInWindow", from: ios11, "A view not in a window has zero safe-area insets.",
      provenance: [seed003 + " §概念", "S003-10", "https://developer.apple.com/documentation/uikit/uiview/safeareainsets"], confidence: .high),
    Rule("safeArea.behavior.never", from: ios11, ".never: adjustedContentInset = contentInset.",
      provenance: [scrollHeader, "S000-17", "S001-10", "S004-01"], confidence: .high),
    Rule("safeArea.behavior.always", from: ios11, ".always: adjustedContentInset = contentInset + safeAreaInsets on every edge.",
      provenance: [scrollHeader, "S001-11"], confidence: .high),
    Rule("safeArea.behavior.scrollableAxes", from: ios11, ".scrollableAxes: the edges of a scrollable axis take the safe area; an axis scrolls when scrollEnabled and the content is larger than the frame, or it always bounces.",
      provenance: [scrollHeader, seed001 + " §(2)", "S001-08", "S001-09"], confidence: .high,
      conflict: "The header names only content size and alwaysBounce; seed 001 (S001-09) shows scrollEnabled NO also stops it, so scrollEnabled is required."),
    Rule("safeArea.automatic.contentScrollView", from: ios11, ".automatic: the controller's content scroll view (first subviews followed from the root view) is adjusted top and bottom whether or not it scrolls when automaticallyAdjustsScrollViewInsets is YES and a navigation or tab bar controller shows it; with NO it is not adjusted at all.",
      provenance: [seed003 + " §UIScrollViewContentInsetAdjustmentAutomatic", "S003-01", "S003-02", "S003-05", "S003-07", scrollHeader, "https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic"], confidence: .medium,
      conflict: "C16: Apple's documentation ('displayed by a navigation or tab bar controller') is followed over the header ('inside a navigation controller'); a tab-only scenario shows it. With automaticallyAdjustsScrollViewInsets NO the header's wording ('Similar to .scrollableAxes, but … also adjust … with automaticallyAdjustsScrollViewInsets = YES') would make a scrollable content scroll view behave as .scrollableAxes; seed 003's table (S003-05: NO, first scroll view, scrollable → not adjusted; S003-07) is followed."),
    Rule("safeArea.automatic.scrollableAxes", from: ios11, ".automatic on any other scroll view behaves as .scrollableAxes: one that is not (or not yet: created but not added) the controller's content scroll view, or the content scroll view when no navigation or tab bar controller shows it.",
      provenance: [seed003 + " §UIScrollViewContentInsetAdjustmentAutomatic", "S003-03", "S003-04", "S003-06", "S003-08", "S000-16"], confidence: .medium),
    Rule("safeArea.behavior.webView", from: ios11, "A UIWebView's scroll view behaves as .always.",
      provenance: [seed003 + " §UIScrollViewContentInsetAdjustmentAlways", "S003-09"], confidence: .low),
    Rule("safeArea.contentInsetUntouched", from: ios11, "On iOS 11+ the system never changes contentInset; only adjustedContentInset moves.",
      provenance: [seed000 + " §iOS11中ContentInset和safeAreaInsets", "S000-15", "https://github.com/lionheart/openradar-mirror/issues/17914"], confidence: .high),

    // MARK: Content
    Rule("content.tableSize", from: any, "A table's contentSize is its width by rows × row height + header + footer.",
      provenance: [seed000 + " §一个默认条件下的例子", seed001 + " §3"], confidence: .high),
    Rule("layout.fill", from: any, "A view whose frame is \"fill\" follows its parent's bounds (flexible width and height).",
      provenance: ["SPEC §1"], confidence: .high),
    Rule("layout.reentrantLayoutIfNeeded", from: any, "layoutIfNeeded called from the view's own layout pass (viewWillLayoutSubviews, layoutSubviews, viewDidLayoutSubviews) starts no nested pass: a layout still pending after setNeedsLayout runs in the next pass of the same commit, and layout that keeps being invalidated there repeats once per pass rather than recursing.",
      provenance: [
        "https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() (lays out immediately only if layout updates are pending; otherwise exits without calling layout callbacks)",
        "https://developer.apple.com/documentation/quartzcore/calayer/layoutifneeded() (layout runs on the tree below the first ancestor that needs none)",
        "http://blog.logichigh.com/2011/03/16/when-does-layoutsubviews-get-called/ (layoutSubviews is called once per run loop on a view flagged with setNeedsLayout; setNeedsLayout from layoutSubviews can loop), cited in https://stackoverflow.com/questions/728372/when-is-layoutsubviews-called",
      ], confidence: .low,
      conflict: "The docs do not state the re-entrant case: that UIKit skips the nested pass (its layer is already in layout) is inferred, not observed on a device."),

    // MARK: Lifecycle order and timing
    Rule("lifecycle.order", from: any, "Appearance: viewWillAppear → the view enters the window → the container sets its frame → inset pass (iOS 7–10) or root safe area with viewSafeAreaInsetsDidChange (iOS 11+) → viewIsAppearing (iOS 13+) → viewWillLayoutSubviews → layoutSubviews (subviews' safe area, adjustedContentInset) → viewDidLayoutSubviews; viewDidAppear after the transition.",
      provenance: ["UIKIT-FACTS §4.1", "https://github.com/foxwavez/TIL", vcHeader], confidence: .medium,
      conflict: "C18: viewSafeAreaInsetsDidChange before viewWillLayoutSubviews (foxwavez's observed order) rather than just before viewDidLayoutSubviews (MDC). C19: viewIsAppearing after the superview set the frame and the safe area, before the controller's own layout (header/doc reading)."),
    Rule("lifecycle.timing", from: any, "Virtual durations: one frame 16.667 ms; push animation 350 ms; navigation bar show/hide 200 ms; rotation 400 ms.",
      provenance: ["UIKIT-FACTS §4.1 step 8", "https://github.com/material-motion/motion-transitioning-objc/issues/2"], confidence: .low,
      conflict: "UIKit's real durations are not established; only the order of events is claimed."),
  ]

  public static func named(_ id: RuleID) -> Rule? { catalogIndex[id] }
  static let catalogIndex: [RuleID: Rule] = Dictionary(catalog.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
}

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
    Rule("navigationBar.height", from: any, "A navigation bar is 44 pt at the status bar's bottom; 32 in landscape on compact-width phones; 50 on iPad from iOS 12; +52 with an expanded large title (iOS 11+). iOS 26: 54 pt, starting at the safe area's top.",
      provenance: ["UIKIT-FACTS §2.1", "https://useyourloaf.com/blog/supporting-iphone-x/", qmui633, "https://github.com/QuintGao/GKNavigationBarSwift/issues/47", "https://github.com/hotwired/hotwire-native-ios/pull/199"], confidence: .high,
      conflict: "C12: 393-pt-wide Dynamic Island phones take 32 in landscape (fluentui-apple #1727) over 44 (QMUI). C21: iOS 26's 54-pt bar at the safe-area top is applied (two issue reports, and an iPhone 17 on iOS 26.1 printing a content offset of −168 with a large title, −116 without: 62 + 54 + 52); an app built with UIDesignRequiresCompatibility keeps the 44-pt bar, which is not modelled (medium on iOS 26)."),
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
    // MARK: The keyboard
    Rule("keyboard.height", from: any, "The software keyboard's height (end frame ∩ window, predictive bar and home-indicator strip included): 260 on home-button iPhones, 335 on 375–402-wide Face ID iPhones, 346 on 414–440-wide ones, in portrait; 200 / 248 / 219 (Dynamic Island) in landscape; iPads 320–403 portrait, 408–498 landscape.",
      provenance: ["https://github.com/marty-suzuki/iOSTraining/blob/master/Swift/pages/day3/2-3-1_KeyboardNotification.md", "https://github.com/xvrh/flutterware/blob/68bd79c37656135b6f3c47b3086f66acf6e8a9d6/docs/superpowers/specs/2026-08-21-fake-keyboard-design.md", "https://github.com/aloisdeniel/flutter_device_preview/blob/865952b78c94131699c65769d1f270841b3dc6a6/device_specs/apple-iphone-16.json", "docs/research/MODERN-RESEARCH.md KH1–KH9"], confidence: .medium,
      conflict: "335 vs 336 on 393-wide phones (X1), landscape 208–248 (X2), 13-inch iPad 403 vs 405.5 (X3); landscape and iPad values are iOS 26 simulator readings, reused for earlier releases (low there)."),
    Rule("keyboard.animation", from: any, "keyboardWillChangeFrame and keyboardWillShow (or keyboardWillHide) are posted before the keyboard animates, 0.25 s with curve 7; keyboardDidShow (or keyboardDidHide) after it.",
      provenance: ["https://github.com/lionheart/openradar-mirror/issues/4541", "UIKIT-FLOWS K4, K5", "docs/research/MODERN-RESEARCH.md KT1, KT4"], confidence: .medium,
      conflict: "No printed 0.25 on iOS 17–26 was found (low there)."),
    Rule("keyboard.layoutGuide", from: OSVersion(15, 0), "keyboardLayoutGuide.layoutFrame is the keyboard's overlap with the view while it is shown, and the view's bottom safe-area strip while it is hidden (usesBottomSafeArea, the default).",
      provenance: ["https://github.com/itsnebulalol/sdks/blob/e9414e087753613edec33b4ff0319ed9d35199ec/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIKeyboardLayoutGuide.h", "https://developer.apple.com/videos/play/wwdc2021/10259"], confidence: .high),
    Rule("keyboard.scrollViewControllerAvoidance", from: ios11, "A UITableViewController or UICollectionViewController moves its scroll view clear of the keyboard: adjustedContentInset.bottom becomes contentInset.bottom + max(bottom safe area, the keyboard's overlap); contentInset is unchanged; not for .never. The inset goes back on the turn after keyboardWillHide.",
      provenance: ["https://stackoverflow.com/questions/51548265", "https://github.com/WebKit/WebKit/blob/00fd8cdc72fdbc2816499b862cb6853ec57587e0/Source/WebKit/UIProcess/ios/WKScrollView.mm", "docs/research/MODERN-RESEARCH.md KA1–KA4"], confidence: .medium,
      conflict: "How the keyboard inset composes with the safe area is not printed anywhere found (max, from a re-implementation of the pre-11 logic, over sum: low)."),
    Rule("keyboard.scrollViewControllerAvoidance.legacy", from: ios7, through: ios10, "Before iOS 11 the controller writes contentInset.bottom = max(its inset without the keyboard, the keyboard's overlap).",
      provenance: ["docs/research/MODERN-RESEARCH.md KA5"], confidence: .low),
    // MARK: Scrolling and large titles
    Rule("scroll.drag", from: any, "A user's drag moves the scroll view's contentOffset to where it ends (no deceleration or bounce is simulated).",
      provenance: ["https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset"], confidence: .high),
    Rule("largeTitle.collapseOnScroll", from: ios11, "The navigation bar collapses a large title (96 → 44, the safe area and adjustedContentInset following) as its tracked scroll view's content moves up; a drag that ends part-way leaves the title expanded or collapsed, whichever is nearer (half of the 52 pt).",
      provenance: ["https://github.com/hotwired/hotwire-native-ios/pull/199", "https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4", "docs/research/MODERN-RESEARCH.md L1, L7, T1"], confidence: .medium,
      conflict: "The settle point (half of the title) is inferred from the bar's behaviour, not printed (low)."),
    Rule("largeTitle.notTracked", from: ios11, "A scroll view that is not the controller's content scroll view (its view, or the first subviews' chain) does not move the large title: it stays expanded while the content scrolls under it.",
      provenance: ["https://github.com/lionheart/openradar-mirror/issues/18455", "https://github.com/hotwired/hotwire-native-ios/pull/199", "https://github.com/rechsteiner/Parchment/issues/210"], confidence: .medium),
    // MARK: Apps: flows (format 2)
    Rule("flow.order.navigation", from: any, "Push, pop and setViewControllers: the outgoing controller's viewWillDisappear, then the incoming one's viewWillAppear; after the transition the outgoing viewDidDisappear, then the incoming viewDidAppear. A pushed controller is loaded (viewDidLoad) before the outgoing viewWillDisappear.",
      provenance: ["UIKIT-FLOWS N1, N2", "https://www.jianshu.com/p/28c6a69787a7", "http://readke.com/c/0Z41505102021.html"], confidence: .high),
    Rule("flow.order.fullScreen", from: any, "A full-screen presentation: presenter viewWillDisappear → presented viewWillAppear … presented viewDidAppear → presenter viewDidDisappear. Its dismissal: presented viewWillDisappear → presenter viewWillAppear … presenter viewDidAppear → presented viewDidDisappear.",
      provenance: ["https://betterhee.tistory.com/m/75", "https://jinnify.tistory.com/64?category=804637", "https://velog.io/@rudin_/iOS-LifeCycle-in-Modal"], confidence: .high),
    Rule("flow.order.sheet", from: any, "A sheet (page sheet, form sheet, popover as a sheet, iOS 13+) or an over-full-screen presentation leaves the presenter's view in the window: the presenter gets no appearance callbacks on presentation or dismissal; the presented controller gets its four.",
      provenance: ["https://developer.apple.com/videos/play/wwdc2019/224", "https://betterhee.tistory.com/m/75", "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen"], confidence: .high),
    Rule("flow.order.tabSwitch", from: any, "A tab switch: the incoming tab's viewDidLoad (first time) and viewWillAppear, then the outgoing tab's viewWillDisappear and viewDidDisappear, then the incoming viewDidAppear. Only the selected tab is loaded at launch.",
      provenance: ["https://pgzxc.github.io/posts/efa3afd7.html", "https://ticklecode.com/uitabbarcontrollerlifecycle"], confidence: .high,
      conflict: "The order on iOS 18's cross-dissolve is not printed anywhere found; the pre-18 order is kept."),
    Rule("flow.timing.transition", from: any, "Animated push, pop, presentation and dismissal take 0.5 s; not animated, the did-callbacks come a frame later.",
      provenance: ["FLOWS-RESEARCH DU1–DU3", "https://m.haomeiwen.com/subject/mngbwktx.html"], confidence: .medium,
      conflict: "0.35 s is folklore with no measurement; the format-1 push keeps its 350 ms (lifecycle.timing)."),
    Rule("flow.timing.tabSwitch", from: any, "Before iOS 18 a tab switch is not animated: its callbacks come in one turn. From iOS 18 (SDK 18) tabs cross-dissolve and the did-callbacks come about 0.5 s (0.5–0.7 measured) later.",
      provenance: ["https://dev.classmethod.jp/articles/ios18-uitabbarcontroller-lifecycle-change"], confidence: .medium),
    Rule("flow.movingFlags", from: OSVersion(5, 0), "isMovingToParent holds in a pushed controller's viewWillAppear and viewDidAppear; isMovingFromParent in a popped one's viewWillDisappear and viewDidDisappear; isBeingPresented / isBeingDismissed in a presented controller's appearance callbacks of that presentation.",
      provenance: ["UIKIT-FLOWS A8", "FLOWS-RESEARCH MV4, PC6", vcHeader], confidence: .high),
    Rule("flow.containment.navigation", from: any, "A pushed controller gets willMove(toParent:) before it loads and didMove(toParent:) after its viewDidAppear; a popped one willMove(toParent: nil) before its viewWillDisappear and didMove(toParent: nil) after its viewDidDisappear. Controllers that popToRoot or setViewControllers skip get the pair without appearance callbacks.",
      provenance: ["https://www.oreilly.com/library/view/programming-ios-6/9781449365783/ch19s10.html", "https://arm1.ru/en/blog/zhiznennyj-tsikl-uiviewcontroller"], confidence: .high,
      conflict: "Skipped controllers' callbacks are inferred (low). iOS 8: the old top of setViewControllers missed willMove/didMove (openradar 18002763); not modelled."),
    Rule("flow.containment.child", from: OSVersion(5, 0), "addChild calls the child's willMove(toParent:); the container adds the child's view and then calls didMove(toParent:). Before removeFromParent the container calls willMove(toParent: nil); removeFromParent calls didMove(toParent: nil). Appearance callbacks are forwarded to children after their parent's (shouldAutomaticallyForwardAppearanceMethods is YES); a child whose view enters or leaves a visible parent's window gets viewWillAppear/viewDidAppear (or the disappear pair) as its view moves.",
      provenance: ["UIKIT-FLOWS C1–C3", vcHeader, "https://github.com/johnpatrickmorgan/LifecycleHooks/issues/2"], confidence: .medium),
    Rule("flow.noop", from: any, "A flow that cannot apply changes nothing: pop or popToRoot of a stack's root, dismiss with nothing presented, push with no navigation controller (optional chaining), selecting the selected tab, removeChild of a controller with no parent.",
      provenance: ["https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)", "https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)"], confidence: .medium),
    Rule("flow.raises", from: any, "UIKit raises (the app crashes) for a controller pushed or presented while it is already in a container or presented; the run stops there.",
      provenance: ["https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)"], confidence: .medium),
    Rule("tabBar.hidesBottomBarWhenPushed.stack", from: any, "Apps: the tab bar is out of the layout while any controller of the selected navigation stack hides the bottom bar when pushed (evaluated on the destination stack at the start of a push, pop or setViewControllers); a pushed controller is laid out without it from the start.",
      provenance: ["https://qiita.com/satorun/items/bc86606a0bd40275ac97", "https://e-com-net.com/article/1644261768064720896.htm", "https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed"], confidence: .medium,
      conflict: "iOS 14.0 popToRoot kept the bar hidden (transient stack, fixed after 14.0); iOS 8.0–8.3 kept the pushed controller's bottomLayoutGuide at 49 during the push; iOS 11.0–11.1 iPhone X transient 0 bottom. Not modelled."),
    Rule("tabBar.hidesBottomBarWhenPushed.view", from: any, "Apps: the tab bar's view stays visible under the outgoing controller during the push and reports hidden when the push ends; on the pop back it shows at the start and moves in with the controller underneath.",
      provenance: ["https://github.com/lionheart/openradar-mirror/issues/19428", "https://github.com/ikanam/JTNavigationController/issues/7"], confidence: .low,
      conflict: "No printed value of tabBar.isHidden inside viewWillAppear/viewDidAppear was found; the moment is inferred from the radars' expected behaviour."),
    Rule("present.style", from: any, "present uses the step's style, else the controller's modalPresentationStyle, else .automatic (iOS 13+) or .fullScreen (before).",
      provenance: ["UIKIT-FLOWS M1", vcHeader], confidence: .high),
    Rule("present.adaptsToFullScreen", from: any, "On iPhone, page sheets, form sheets and popovers are full screen before iOS 13, and in landscape (compact height) from iOS 13.",
      provenance: ["https://developer.apple.com/videos/play/wwdc2019/224", "UIKIT-FLOWS G1, M8"], confidence: .high),
    Rule("present.sheet", from: OSVersion(13, 0), "From iOS 13 a page sheet, form sheet or popover (adapted) on an iPhone in portrait is a card: the presenter's view stays in the window.",
      provenance: ["https://developer.apple.com/videos/play/wwdc2019/224", "UIKIT-FLOWS M3, M8"], confidence: .high),
    Rule("present.sheet.frame", from: OSVersion(13, 0), "An iPhone sheet's top edge is 10 pt below the window's safe-area top on home-indicator phones, at 40 on home-button phones; it reaches the screen's bottom.",
      provenance: ["https://github.com/boscojwho/SheetInteraction/blob/bfb20400edfb1cb0cee5b0bd54c4fdac4afbb70d/SheetInteraction/Detents.swift"], confidence: .medium),
    Rule("present.sheet.mediumDetent", from: OSVersion(15, 0), "A sheet with a medium detent opens at it (the smallest detent): about half the large detent's height, above the bottom safe area.",
      provenance: ["https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()", "UIKIT-FLOWS G5"], confidence: .low),
    Rule("present.sheet.safeArea", from: OSVersion(13, 0), "A sheet's root view has no status-bar inset; its navigation bar (56 pt in a sheet, 70 on iOS 26) gives the top, the home indicator the bottom.",
      provenance: ["https://github.com/wix/react-native-navigation/issues/5730", "https://github.com/Tencent/QMUI_iOS/issues/877", "https://github.com/QuintGao/GKNavigationBarSwift/blob/812a98ce69c5d38b8cdc6e4b6f2c25eabc8bbcd3/Sources/GKNavigationBarConfigure.swift"], confidence: .low,
      conflict: "The 56-pt sheet navigation bar is measured (medium); the sheet's own safe-area values are inferred (no printed values found)."),
    Rule("safeArea.child", from: ios11, "A child controller's root view gets the part of its parent view's safe area its frame overlaps, plus its own additionalSafeAreaInsets; viewSafeAreaInsetsDidChange follows a change.",
      provenance: ["https://developer.apple.com/documentation/uikit/uiview/safeareainsets", "https://example-a.com/answer/52483010"], confidence: .high),
    Rule("legacy.child.layoutGuides", from: ios7, through: ios10, "A child controller gets no layout guides from its parent (0); the parent's adjustment reaches a child's scroll view only when it is the parent's adjusted candidate (the extra space above an embedded table).",
      provenance: ["https://Gist.github.com/ypresto/2f448ff5ec3a9f8ba637", "https://useyourloaf.com/blog/extra-space-when-embedding-table-views/"], confidence: .medium),
    Rule("rotation.supportedOrientations", from: ios7, "The window turns only to an orientation the top controller supports; otherwise nothing rotates.",
      provenance: ["https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations"], confidence: .high),
    Rule("navigationBar.largeTitleDisplayMode", from: ios11, "A navigation item's largeTitleDisplayMode: .always shows a large title, .never a standard bar, .automatic what the item below it shows (the root: prefersLargeTitles); all only when the navigation bar prefers large titles.",
      provenance: ["UIKIT-FLOWS B1", "https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum"], confidence: .high),
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

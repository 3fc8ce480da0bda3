import InsetSimModel
import InsetSimSupport

/// Every rule the simulator applies, with its provenance. `insetsim rules` prints this list; each
/// trace
/// change names one of these ids.
extension Rule {
  static let seed000 = "seeds/000_374ca4d45f0d6baa.txt"
  static let seed001 = "seeds/001_35bdc892364e2fc2.txt"
  static let seed003 = "seeds/003_f9323d11921578da.txt"
  static let seed004 = "seeds/004_e8585893c480bd6d.txt"
  static let wang = "https://github.com/wangyanchang21/wangyanchang21.github.io"
  static let scrollHeader =
    "https://github.com/itsnebulalol/sdks/blob/main/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScrollView.h"
  static let vcHeader =
    "https://github.com/itsnebulalol/sdks/blob/main/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h"
  static let qmuiDefines =
    "https://github.com/Tencent/QMUI_iOS/blob/master/QMUIKit/QMUICore/QMUICommonDefines.h"
  static let qmui633 = "https://github.com/Tencent/QMUI_iOS/issues/633"
  static let ios7 = OSVersion(7, 0)
  static let ios10 = OSVersion(10, 3)
  static let ios11 = OSVersion(11, 0)
  static let any = OSVersion(6, 0)

  public static let catalog: [Rule] =
    [
      // MARK: Bars and the status bar
      Rule(
        "statusBar.height", from: any,
        "The status bar is 20 pt on home-button devices, 44/47/48/50/54 on notched ones (by family and release); 0 when the app hides it.",
        provenance: [
          "UIKIT-FACTS §2.3",
          "https://github.com/Tencent/QMUI_iOS/blob/master/QMUIKit/QMUICore/QMUIHelper.m",
        ], confidence: .high),
      Rule(
        "statusBar.controllerBased", from: ios7,
        "With view-controller-based status bar appearance (the default from iOS 7), setNeedsStatusBarAppearanceUpdate asks the controller that shows full screen for prefersStatusBarHidden (a navigation or tab bar controller's top or selected child; under a sheet, the presenter) and hides or shows the status bar; the bars and safe area follow at the next layout pass.",
        provenance: [
          "https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()",
          "https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden",
          "http://www.cyrilchandelier.com/ios-and-the-status-bar (the overridden methods are read at first display and again after setNeedsStatusBarAppearanceUpdate)",
          "https://www.factorialcomplexity.com/blog/fixed-height-navigation-bar-on-ios-7/ (prefersStatusBarHidden YES with setNeedsStatusBarAppearanceUpdate: the navigation bar loses the 20 pt)",
        ], confidence: .medium,
        conflict:
          "Which child a navigation controller asks (childForStatusBarHidden) is its top controller here; no Apple page states it for hidden (for style the navigation controller decides). The update is applied without its animation."
      ),
      Rule(
        "statusBar.hiddenInLandscape", from: OSVersion(8, 0),
        "iPhones hide the status bar in landscape from iOS 8 (notched iPhones always).",
        provenance: ["UIKIT-FACTS §1.3", "https://github.com/inamiy/YIFullScreenScroll/issues/37"],
        confidence: .high,
        conflict: "iOS 7 landscape status bar not established; shown here."),
      Rule(
        "navigationBar.height", from: any,
        "A navigation bar is 44 pt at the status bar's bottom; 32 in landscape on compact-width phones; 50 on iPad from iOS 12; +52 with an expanded large title (iOS 11+). iOS 26: 54 pt, starting at the safe area's top.",
        provenance: [
          "UIKIT-FACTS §2.1", "https://useyourloaf.com/blog/supporting-iphone-x/", qmui633,
          "https://github.com/QuintGao/GKNavigationBarSwift/issues/47",
          "https://github.com/hotwired/hotwire-native-ios/pull/199",
        ], confidence: .high,
        conflict:
          "C12: 393-pt-wide Dynamic Island phones take 32 in landscape (fluentui-apple #1727) over 44 (QMUI). C21: iOS 26's 54-pt bar at the safe-area top is applied (two issue reports, and an iPhone 17 on iOS 26.1 printing a content offset of −168 with a large title, −116 without: 62 + 54 + 52); an app built with UIDesignRequiresCompatibility keeps the 44-pt bar, which is not modelled (medium on iOS 26)."
      ),
      Rule(
        "tabBar.height", from: any,
        "A tab bar is 49 pt (+ the home indicator on notched devices); 32 in landscape on compact-width phones from iOS 11; 50 on home-button iPads from iOS 12; 45 + 20 on rounded iPads.",
        provenance: ["UIKIT-FACTS §2.2", qmuiDefines, qmui633], confidence: .medium,
        conflict:
          "C13: 32 (QMUI macro, 2024) over 49 (QMUI #633 comment, 2019) for compact phones in landscape on iOS 11+. iOS 26's floating tab bar keeps 49 + 34 in the children's bottom safe area (measured 139 = 34 + 49 + 56 with an accessory on an iPhone 17 Pro, boardsesh #3973); its own drawn frame is not published and keeps the docked one."
      ),
      Rule(
        "toolbar.height", from: any,
        "A navigation controller's toolbar is 44 pt (32 in landscape on compact-width phones, 50 on iPad from iOS 12), plus the home indicator when it stands at the screen's bottom.",
        provenance: ["UIKIT-FACTS §2.3", qmuiDefines], confidence: .low,
        conflict:
          "C14: 44 + 34 on notched iPhones (QMUI). C15: rounded iPad 50 + 20 = 70 (QMUI macro) over 65 (QMUI #633)."
      ),
      Rule(
        "tabBar.hiddenKeepsLayout", from: ios7,
        "tabBar.hidden only hides the bar's view: the container still lays the controller out above it, so the 49 pt stay in the insets.",
        provenance: [seed000 + " §TabBar隐藏的方式", "S000-12", wang], confidence: .medium),
      Rule(
        "tabBar.hidesBottomBarWhenPushed", from: any,
        "hidesBottomBarWhenPushed is read when the controller is pushed (before viewDidLoad): the bottom bar slides out and leaves the layout.",
        provenance: [
          seed000 + " §TabBar隐藏的方式", "S000-11",
          "https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed",
        ], confidence: .medium),
      Rule(
        "navigationBar.setHidden", from: any,
        "setNavigationBarHidden(_:animated:) changes the layout at once; an animated hide sets the bar view's hidden flag when the animation ends.",
        provenance: [
          "UIKIT-FACTS §4.3",
          "https://github.com/itsnebulalol/sdks/blob/main/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h",
        ], confidence: .medium),
      Rule(
        "window.orientation", from: ios7,
        "Rotation swaps the window's width and height; bar heights and the status bar follow the new orientation.",
        provenance: ["UIKIT-FACTS §4.3"], confidence: .high),
      Rule(
        "tabBar.bottomAccessory", from: OSVersion(26, 0),
        "iOS 26: a tab bar controller's bottom accessory sits above the floating tab bar and adds 56 pt to the children's bottom safe area (139 = home indicator 34 + tab bar 49 + accessory 56, measured on an iPhone 17 Pro).",
        provenance: [
          "https://github.com/boardsesh/boardsesh/issues/3973",
          "https://developer.apple.com/videos/play/wwdc2025/284",
        ], confidence: .medium,
        conflict: "One device measured; the accessory's inline (minimized) state is not modelled."),
      Rule(
        "tabBar.iPadTop", from: OSVersion(18, 0),
        "iPadOS 18: in a regular-width window a tab bar controller shows its tab bar at the top, sharing the navigation bar's band and safe area; the bottom has no tab bar. In a compact-width window (a narrow Split View pane or window) it falls back to the bottom tab bar.",
        provenance: [
          "https://developer.apple.com/videos/play/wwdc2024/10147",
          "https://github.com/Apollo-Reborn/Apollo-Reborn/pull/557 (_UITabContainerView canShowFloatingUI gates the floating path on horizontalSizeClass == Regular)",
        ], confidence: .low,
        conflict:
          "No published height or top inset: the bar is placed in the navigation bar's band, and without a navigation bar it takes the tab bar's own height below the status bar (low). hidesBottomBarWhenPushed is not applied to a top tab bar (no source says what it does there)."
      ),
      Rule(
        "scroll.scrollToTop", from: any,
        "A tap on the status bar scrolls the scroll view closest to it to the top of its content (contentOffset.y = −adjustedContentInset.top, −contentInset.top before iOS 11) and then calls the delegate's scrollViewDidScrollToTop; nothing happens when the content is already at the top, or on iPhone when more than one scroll view on screen has scrollsToTop (YES by default).",
        provenance: ["https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop"],
        confidence: .high,
        conflict:
          "The scroll is animated; its duration is not published, so the offset is written at the tap (low)."
      ),
      Rule(
        "window.multitasking", from: OSVersion(9, 0), through: OSVersion(18, 7),
        "iPad multitasking: a Split View pane takes its device's published width (landscape 1/3, 1/2, 2/3; portrait 1/3, 2/3) and the screen's height; Slide Over is 320 wide, 40 shorter than the screen and 20 below its top, under no status bar. Widths are published for the 9.7-, 10.2-, 10.5-, 11- and 12.9-inch iPads; a size no source gives stops the run.",
        provenance: [
          Device.splitViewSource,
          Device.slideOverSource + " §Split Screen Multitasking, §Slide Over",
          "https://gist.github.com/dkasaj/924d12ca791a6f74f4c1a2b516117afc",
        ], confidence: .high,
        conflict:
          "Slide Over's safe area is inferred: the window starts below the status bar, so no status-bar inset (low). iPadOS 26 removes Split View and Slide Over (MacRumors 2025-06-10)."
      ),
      Rule(
        "window.resizable", from: OSVersion(16, 0),
        "A resizable window (Stage Manager from iPadOS 16, the windows of iPadOS 26) has the size the app is given, fitted to the screen; its safe area is the full-screen one.",
        provenance: [
          "https://www.macrumors.com/2025/06/10/ipados-26-no-split-view-slide-over/",
          "https://developer.apple.com/videos/play/wwdc2025/284",
        ], confidence: .low,
        conflict:
          "No printed safe area of a window away from the screen's top; the full-screen inset is kept."
      ),
      // MARK: Split view controllers (the classic one from iOS 8, column styles from iOS 14)
      Rule(
        "splitView.collapse", from: OSVersion(8, 0),
        "In a compact-width window a split view collapses to one column: the compact column's controller when the app set one (iOS 14+), else the supplementary's and the secondary's controllers pushed on the primary's navigation stack, the secondary's on top (the proposed top column is .secondary; a classic split view's navigation controller pushes its secondary), so only its top appears; a classic primary that is not a navigation controller shows alone. Collapsed, it reports oneBesideSecondary and the window's width as its columns' widths. A regular-width window expands it back into columns.",
        provenance: [
          "https://developer.apple.com/videos/play/wwdc2020/10105",
          "https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)",
          "https://developer.apple.com/documentation/uikit/uiviewcontroller/collapsesecondaryviewcontroller(_:for:) (UINavigationController pushes the secondary; UIViewController keeps the primary)",
          "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitframesprobe/ios26.1-iphone16.json (topColumnForCollapsing(proposed:2)->2, children nav[A,nav[B]], primaryColumnWidth 393)",
          "https://github.com/wordpress-mobile/WordPress-iOS/pull/18146",
          "https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact",
        ], confidence: .high,
        conflict:
          "Printed on the iOS 26.1 simulator; iOS 14–15 reports agree (WordPress-iOS #18146, medium). The secondary's navigation controller is pushed whole in UIKit; here its controllers join the primary's stack. A column left empty by pops while collapsed stops the run when the split view expands."
      ),
      Rule(
        "splitView.displayMode.automatic", from: OSVersion(8, 0),
        "preferredDisplayMode .automatic: a double column (and a classic split view) shows its primary beside the secondary (oneBesideSecondary; before iOS 26 only in a landscape-shaped window — in portrait the primary hides, secondaryOnly); a triple column shows its supplementary beside the secondary, and all three (twoBesideSecondary) once the window is 954.25 pt wide.",
        provenance: [
          "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitframesprobe/ios26.1-ipad.json (820 × 1180 portrait, double column: displayMode 2, splitBehavior tile)",
          "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitwidthprobe/README.md (automatic: one beside if narrow, two beside if wide; 240 + 240 + 10 + 0.5 + 464 = 954.5, 954.25 fits)",
          "UISplitViewController.h (iOS 14): automatic \"on an iPad, corresponds to an overlay mode in portrait and a side-by-side mode in landscape\"",
        ], confidence: .medium,
        conflict:
          "Printed only on iOS 26.1, where a portrait iPad shows the double column's primary beside the secondary; the header (carried from iOS 8) says overlay in portrait, which is kept before iOS 26 (low). The triple-column width threshold of iOS 26.1 is applied to iOS 14–18 too (low)."
      ),
      Rule(
        "splitView.displayMode", from: OSVersion(8, 0),
        "A preferredDisplayMode applies where it fits: twoBeside and twoDisplace set before the split view appears fall back to oneBesideSecondary in a window narrower than 954.25 pt; oneOver and twoOver start as secondaryOnly (the columns show over the secondary only when the user asks). Set once the split view is on screen, an over mode lays its columns over the secondary, which keeps its frame, and a two-column mode that does not fit becomes twoOverSecondary.",
        provenance: [
          "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitwidthprobe/README.md (one over / two over: initially secondary only; two beside / two displace: one beside if narrow before appearance)",
          "https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode",
        ], confidence: .medium,
        conflict:
          "Printed on iOS 26.1 only. A displaced secondary keeps the window's width beside the columns (no printed frame: low)."
      ),
      Rule(
        "splitView.columnWidth", from: OSVersion(8, 0),
        "Column widths: 320 for a double column's (and a classic split view's) primary; 280 and 320 for a triple column's primary and supplementary; a preferred width instead. The secondary keeps at least 464 pt: a double column's primary narrows to the window − 10 (0.5 before iOS 26) − 464, a triple column's supplementary to the window − 0.5 − 464 and no less than 240.",
        provenance: [
          "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitviewprobe/ios26.1-ipad.txt (defaults style=1 primary=320.0; style=2 primary=280.0 supplementary=320.0)",
          "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitwidthprobe/ios26.1-main.json (supplementary 240 at 600 pt)",
          "https://developer.apple.com/documentation/uikit/uisplitviewcontroller/maximumprimarycolumnwidth (automatic maximum 320)",
          "https://useyourloaf.com/blog/change-the-width-of-master-view-in-split-view-controller/ (classic: a maximum width of 320 points)",
        ], confidence: .medium,
        conflict:
          "Printed on iOS 26.1; for iOS 14–18 only the documented automatic maximum of 320 agrees (the triple column's 280 is assumed there, low). Fractions and minimum/maximum widths are not modelled (preferred widths are)."
      ),
      Rule(
        "splitView.columnFrames", from: OSVersion(8, 0),
        "An expanded split view tiles its shown columns from the leading edge, 0.5 pt apart, each the window's height; the secondary takes the rest of the width. A column style makes each column a navigation controller whose bars span its column; a classic split view's column is what the app gives. A hidden column's controller is out of the window.",
        provenance: [
          "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitframesprobe/README.md (.none tiles: primary [0,0,320,1180], secondary [320.5,0,499.5,1180]; tiled neighbours 0.5 pt apart; secondaryOnly removes the other columns from the hierarchy)",
          "https://developer.apple.com/documentation/uikit/uisplitviewcontroller (each column in a navigation controller)",
        ], confidence: .medium,
        conflict:
          "The tiled frames were printed on iOS 26.1 with primaryBackgroundStyle .none; before iOS 26 tiling is assumed (medium)."
      ),
      Rule(
        "splitView.floatingSidebar", from: OSVersion(26, 0),
        "iOS 26: the sidebar (the primary column) floats 10 pt from the leading edge, from the window's safe-area top to 10 pt into its bottom inset, with its navigation bar at its top; the column beside it spans from x 0 under it, its leading safe area the sidebar's width + 10 (a double column's secondary: 320 + 10 = 330; a triple column's supplementary: 280 + 10 = 290, 610 wide).",
        provenance: [
          "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitframesprobe/ios26.1-ipad.json (primary container [10, 32, 320, 1133], vcSafeArea [54, 0, 10, 0]; secondary safeArea [32, 330, 25, 0], vcSafeArea [86, 330, 25, 0])",
          "https://developer.apple.com/forums/thread/832918",
          "https://developer.apple.com/videos/play/wwdc2025/284",
        ], confidence: .high,
        conflict:
          "Printed on one iPad (820 × 1180, iOS 26.1). primaryBackgroundStyle .none (tiled columns) is not modelled."
      ),
      Rule(
        "splitView.columnAppearance", from: OSVersion(8, 0),
        "A split view's columns hear appearance callbacks only when they show: at launch the shown columns' tops appear primary first, the will-callbacks before the did-callbacks; when the window changes, a column that hides hears viewWillDisappear and at the transition's end viewDidDisappear, one that shows viewWillAppear and viewDidAppear; collapsed, only the top column's controller appears.",
        provenance: [
          "https://developer.apple.com/documentation/uikit/uisplitviewcontroller (message forwarding: only when the child actually appears onscreen)",
          "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitframesprobe/ios26.1-ipad.json (A.viewWillAppear, B.viewWillAppear … A.viewDidAppear, B.viewDidAppear; mode change: willHide(0), A.viewWillDisappear, didHide(0), A.viewDidDisappear)",
          "https://github.com/Vercantez/openuikit/blob/main/uikit/Tools/oracle2/splitframesprobe/ios26.1-iphone16.json (only B appears)",
        ], confidence: .medium,
        conflict:
          "Printed on iOS 26.1 with collapses driven by trait overrides; no log of a real rotation of a Max iPhone was found. Each column's layout pass comes with its viewWillAppear here. A change of preferredDisplayMode (not animated) sends the did-callbacks in the next frame."
      ),
      Rule(
        "window.resize", from: OSVersion(9, 0),
        "A window resize sends viewWillTransition(to:with:) to the visible controllers (in a navigation stack only the top one); willTransition(to: UITraitCollection) and traitCollectionDidChange only when a size class changes.",
        provenance: [
          "https://github.com/facebookarchive/AsyncDisplayKit/pull/1592",
          "https://github.com/lionheart/openradar-mirror/issues/7463",
        ], confidence: .medium),
      Rule(
        "traits.sizeClass.phone", from: OSVersion(8, 0),
        "iPhone size classes: compact width and regular height in portrait; compact height in landscape, where Plus, Max and XR-sized phones have a regular width and the others a compact one.",
        provenance: [
          Device.splitViewSource
            + " (UITraitCollection.iPhone8Plus, iPhoneXr, iPhoneXsMax, iPhone12ProMax: regular width in landscape; iPhoneX, iPhone12: compact)",
          "https://blog.csdn.net/niyizhong123/article/details/52484013",
        ], confidence: .high,
        conflict:
          "iPhone 14 Pro Max–17 Pro Max and Air follow their landscape bars (regular); no printed trait collection for them (medium)."
      ),
      Rule(
        "traits.sizeClass.pad", from: OSVersion(8, 0),
        "iPad size classes: regular both ways full screen; Split View panes and Slide Over are compact wide except the landscape 2/3 pane and the 12.9-inch iPad Pro's landscape half; every window is regular tall.",
        provenance: [
          Device.splitViewSource, "https://gist.github.com/dkasaj/924d12ca791a6f74f4c1a2b516117afc",
          "http://txt.jazzychad.net/post/70b4389ab2e9ce42522d",
        ], confidence: .high),
      Rule(
        "traits.sizeClass.window", from: OSVersion(16, 0),
        "A resizable iPad window is regular wide from 678 pt (the narrowest regular pane measured) and compact up to 639 (the widest compact pane); widths between have no source and are refused.",
        provenance: [Device.splitViewSource], confidence: .low),
      Rule(
        "traits.transitionOrder", from: OSVersion(8, 0),
        "A size transition: willTransition(to: UITraitCollection, with:) first when a size class changes, then viewWillTransition(to:with:); the new traits, then traitCollectionDidChange(_:) before the layout pass (iOS 17: traits update just before layout). A transition that keeps the size classes calls only viewWillTransition.",
        provenance: [
          "https://github.com/facebookarchive/AsyncDisplayKit/pull/2115",
          "https://github.com/facebookarchive/AsyncDisplayKit/pull/1592",
          "https://developer.apple.com/videos/play/wwdc2023/10057",
        ], confidence: .medium,
        conflict:
          "Before iOS 13 a controller's first appearance also called traitCollectionDidChange (iOS 13 predicts the traits instead: iOS 13 beta 6 release notes); that first call is not simulated."
      ),

      // MARK: The controller's view frame
      Rule(
        "ios6.layout.belowBars", from: any, through: OSVersion(6, 1),
        "iOS 6: bars are opaque; the controller's view lies below the navigation bar and above the tab bar, and the status bar takes its own 20 pt. Frames are given in window coordinates.",
        provenance: [
          "UIKIT-FACTS §3",
          "http://www.b2cloud.com.au/how-to-guides/uiviewcontroller-changes-in-ios7/",
          seed000 + " §navigationBar.translucent",
        ], confidence: .high),
      Rule(
        "layout.windowRoot", from: ios7,
        "A window's root controller (no container) fills the screen; edgesForExtendedLayout does not apply to it.",
        provenance: [seed000 + " §edgesForExtendedLayout", "S000-08"], confidence: .high),
      Rule(
        "layout.extendedLayout", from: ios7,
        "An edge of the controller's view extends under a bar when edgesForExtendedLayout holds it and the bar is translucent or extendedLayoutIncludesOpaqueBars is YES; otherwise it stops at the bar.",
        provenance: [seed000 + " §第一类影响因素", "S000-01", "S000-02", "S000-03", "S000-04", wang],
        confidence: .high),
      Rule(
        "legacy.layoutGuides", from: ios7, through: ios10,
        "topLayoutGuide / bottomLayoutGuide length: how much of the controller's view the top bars (status bar included) and the bottom bars cover.",
        provenance: [vcHeader, seed003 + " §背景"], confidence: .medium),

      // MARK: iOS 7–10 automatic adjustment
      Rule(
        "legacy.autoAdjust.flag", from: ios7, through: ios10,
        "With automaticallyAdjustsScrollViewInsets NO the container leaves contentInset alone.",
        provenance: [seed000 + " §automaticallyAdjustsScrollViewInsets", "S000-07"],
        confidence: .high
      ),
      Rule(
        "legacy.autoAdjust.needsContainer", from: ios7, through: ios10,
        "Only a navigation or tab bar controller adjusts: a window's root controller gets no adjustment.",
        provenance: [
          seed000 + " §NavigationBar/TabBar的有无", "S000-08",
          "https://developer.apple.com/documentation/uikit/uiviewcontroller/automaticallyadjustsscrollviewinsets",
        ], confidence: .high),
      Rule(
        "legacy.autoAdjust.candidate", from: ios7, through: ios10,
        "The adjusted scroll view is the controller's view if it is one, else the root view's subview at index 0; any other view added first disables the adjustment.",
        provenance: [
          seed000 + " §第一个addSubview的是不是当前的scrollView", seed003 + " §UIScrollView", "S000-13",
          "S003-11",
        ], confidence: .medium,
        conflict:
          "C17: direct subview 0 only (seed 003, gaoyp, b2cloud) over a repeated first-subview chain (Ryan Fox, iOS 11 article)."
      ),
      Rule(
        "legacy.webView.innerScrollView", from: ios7, through: ios10,
        "A web view (UIWebView or WKWebView) at subview index 0 has its inner scroll view adjusted.",
        provenance: [seed004, "S004-02", seed001 + " §automaticallyAdjustsScrollViewInsets"],
        confidence: .medium),
      Rule(
        "legacy.autoAdjust.coveredByBars", from: ios7, through: ios10,
        "The adjustment's top is what the top bars (status bar included) cover of the controller's view, its bottom what the bottom bars cover; the scroll view's own frame does not matter.",
        provenance: [
          seed000 + " §第二类影响因素(iOS10及之前版本)", "S000-05", "S000-09", "S000-10", "S000-14", "S001-12",
        ], confidence: .medium),
      Rule(
        "legacy.autoAdjust.additive", from: ios7, through: ios10,
        "The container adds its adjustment to contentInset and remembers it; each later pass applies only the difference, so an inset set in viewDidLoad is added to and one assigned after the pass replaces it.",
        provenance: [
          seed000 + " §scrollView.contentInset", "S000-06", "https://github.com/xsxsxszs/VeXplore",
        ], confidence: .medium),
      Rule(
        "legacy.autoAdjust.indicators", from: ios7, through: ios10,
        "The same adjustment is added to scrollIndicatorInsets.",
        provenance: ["UIKIT-FACTS §3", "https://blog.csdn.net/gaoyp/article/details/41961651"],
        confidence: .medium),
      Rule(
        "scroll.contentOffset.pinnedTop", from: ios7,
        "A scroll view resting at the top of its content (offset = −inset) stays there when the system changes its inset: offset (0, −64) under a 64 pt inset.",
        provenance: [
          "UIKIT-FACTS §3",
          "http://t.zoukankan.com/rainySue-p-VC-atomaticallyAdjuestsScrollView.html",
        ], confidence: .medium),

      // MARK: iOS 11+ safe area
      Rule(
        "safeArea.window", from: ios11,
        "The window's safe area: the sensor housing and home indicator of notched devices; on home-button iPhones 0 on iOS 11 and the status bar from iOS 12.",
        provenance: ["UIKIT-FACTS §1.1", "https://github.com/SnapKit/Masonry/issues/546"],
        confidence: .medium),
      Rule(
        "safeArea.rootView", from: ios11,
        "The controller's root view gets the status bar or sensor housing, the visible bars (navigation bar with large titles, toolbar, tab bar + home indicator), as far as they overlap it.",
        provenance: [
          seed000 + " §iOS11中ContentInset和safeAreaInsets", "S000-15", "S001-01", "S001-02",
          "S001-03",
          "S001-04", "S001-05",
          "https://developer.apple.com/documentation/uikit/uiview/safeareainsets",
        ], confidence: .high),
      Rule(
        "safeArea.additional", from: ios11,
        "additionalSafeAreaInsets add to the controller's root view's safe area, and through it to every subview's.",
        provenance: [seed000 + " §additionalSafeAreaInsets", "S000-19", "S001-07", vcHeader],
        confidence: .high),
      Rule(
        "safeArea.subview.overlap", from: ios11,
        "Every other view gets the part of its parent's safe-area insets its frame overlaps, clamped at 0; it receives them during its parent's layoutSubviews.",
        provenance: [
          seed004, "S004-03",
          "https://developer.apple.com/documentation/uikit/uiview/safeareainsets",
        ], confidence: .high),
      Rule(
        "safeArea.notInWindow", from: ios11, "A view not in a window has zero safe-area insets.",
        provenance: [
          seed003 + " §概念", "S003-10",
          "https://developer.apple.com/documentation/uikit/uiview/safeareainsets",
        ], confidence: .high),
      Rule(
        "safeArea.behavior.never", from: ios11, ".never: adjustedContentInset = contentInset.",
        provenance: [scrollHeader, "S000-17", "S001-10", "S004-01"], confidence: .high),
      Rule(
        "safeArea.behavior.always", from: ios11,
        ".always: adjustedContentInset = contentInset + safeAreaInsets on every edge.",
        provenance: [scrollHeader, "S001-11"], confidence: .high),
      Rule(
        "safeArea.behavior.scrollableAxes", from: ios11,
        ".scrollableAxes: the edges of a scrollable axis take the safe area; an axis scrolls when scrollEnabled and the content is larger than the frame, or it always bounces.",
        provenance: [scrollHeader, seed001 + " §(2)", "S001-08", "S001-09"], confidence: .high,
        conflict:
          "The header names only content size and alwaysBounce; seed 001 (S001-09) shows scrollEnabled NO also stops it, so scrollEnabled is required."
      ),
      Rule(
        "safeArea.automatic.contentScrollView", from: ios11,
        ".automatic: the controller's content scroll view (first subviews followed from the root view) is adjusted top and bottom whether or not it scrolls when automaticallyAdjustsScrollViewInsets is YES and a navigation or tab bar controller shows it; with NO it is not adjusted at all.",
        provenance: [
          seed003 + " §UIScrollViewContentInsetAdjustmentAutomatic", "S003-01", "S003-02",
          "S003-05",
          "S003-07", scrollHeader,
          "https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic",
        ], confidence: .medium,
        conflict:
          "C16: Apple's documentation ('displayed by a navigation or tab bar controller') is followed over the header ('inside a navigation controller'); a tab-only scenario shows it. With automaticallyAdjustsScrollViewInsets NO the header's wording ('Similar to .scrollableAxes, but … also adjust … with automaticallyAdjustsScrollViewInsets = YES') would make a scrollable content scroll view behave as .scrollableAxes; seed 003's table (S003-05: NO, first scroll view, scrollable → not adjusted; S003-07) is followed."
      ),
      Rule(
        "safeArea.automatic.scrollableAxes", from: ios11,
        ".automatic on any other scroll view behaves as .scrollableAxes: one that is not (or not yet: created but not added) the controller's content scroll view, or the content scroll view when no navigation or tab bar controller shows it.",
        provenance: [
          seed003 + " §UIScrollViewContentInsetAdjustmentAutomatic", "S003-03", "S003-04",
          "S003-06",
          "S003-08", "S000-16",
        ], confidence: .medium),
      Rule(
        "safeArea.behavior.webView", from: ios11, "A UIWebView's scroll view behaves as .always.",
        provenance: [seed003 + " §UIScrollViewContentInsetAdjustmentAlways", "S003-09"],
        confidence: .low),
      Rule(
        "safeArea.contentInsetUntouched", from: ios11,
        "On iOS 11+ the system never changes contentInset; only adjustedContentInset moves.",
        provenance: [
          seed000 + " §iOS11中ContentInset和safeAreaInsets", "S000-15",
          "https://github.com/lionheart/openradar-mirror/issues/17914",
        ], confidence: .high),

      // MARK: Content
      Rule(
        "content.tableSize", from: any,
        "A table's contentSize is its width by rows × row height + header + footer.",
        provenance: [seed000 + " §一个默认条件下的例子", seed001 + " §3"], confidence: .high),
      Rule(
        "layout.fill", from: any,
        "A view whose frame is \"fill\" follows its parent's bounds (flexible width and height).",
        provenance: ["SPEC §1"], confidence: .high),
      Rule(
        "layout.reentrantLayoutIfNeeded", from: any,
        "layoutIfNeeded called from the view's own layout pass (viewWillLayoutSubviews, layoutSubviews, viewDidLayoutSubviews) starts no nested pass: a layout still pending after setNeedsLayout runs in the next pass of the same commit, and layout that keeps being invalidated there repeats once per pass rather than recursing.",
        provenance: [
          "https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() (lays out immediately only if layout updates are pending; otherwise exits without calling layout callbacks)",
          "https://developer.apple.com/documentation/quartzcore/calayer/layoutifneeded() (layout runs on the tree below the first ancestor that needs none)",
          "http://blog.logichigh.com/2011/03/16/when-does-layoutsubviews-get-called/ (layoutSubviews is called once per run loop on a view flagged with setNeedsLayout; setNeedsLayout from layoutSubviews can loop), cited in https://stackoverflow.com/questions/728372/when-is-layoutsubviews-called",
        ], confidence: .low,
        conflict:
          "The docs do not state the re-entrant case: that UIKit skips the nested pass (its layer is already in layout) is inferred, not observed on a device."
      ),

      // MARK: Lifecycle order and timing
      // MARK: The keyboard
      Rule(
        "keyboard.height", from: any,
        "The software keyboard's height (end frame ∩ window, predictive bar and home-indicator strip included): 260 on home-button iPhones, 335 on 375–402-wide Face ID iPhones, 346 on 414–440-wide ones, in portrait; 200 / 248 / 219 (Dynamic Island) in landscape; iPads 320–403 portrait, 408–498 landscape.",
        provenance: [
          "https://github.com/marty-suzuki/iOSTraining/blob/master/Swift/pages/day3/2-3-1_KeyboardNotification.md",
          "https://github.com/xvrh/flutterware/blob/68bd79c37656135b6f3c47b3086f66acf6e8a9d6/docs/superpowers/specs/2026-08-21-fake-keyboard-design.md",
          "https://github.com/aloisdeniel/flutter_device_preview/blob/865952b78c94131699c65769d1f270841b3dc6a6/device_specs/apple-iphone-16.json",
          "docs/research/MODERN-RESEARCH.md KH1–KH9",
        ], confidence: .medium,
        conflict:
          "335 vs 336 on 393-wide phones (X1), landscape 208–248 (X2), 13-inch iPad 403 vs 405.5 (X3); landscape and iPad values are iOS 26 simulator readings, reused for earlier releases (low there)."
      ),
      Rule(
        "keyboard.animation", from: any,
        "keyboardWillChangeFrame and keyboardWillShow (or keyboardWillHide) are posted before the keyboard animates, 0.25 s with curve 7; keyboardDidShow (or keyboardDidHide) after it.",
        provenance: [
          "https://github.com/lionheart/openradar-mirror/issues/4541", "UIKIT-FLOWS K4, K5",
          "docs/research/MODERN-RESEARCH.md KT1, KT4",
        ], confidence: .medium,
        conflict: "No printed 0.25 on iOS 17–26 was found (low there)."),
      Rule(
        "keyboard.interruptedAnimation", from: any,
        "A keyboard animation that a new show or hide begins before it ends posts no did-notification: only the last animation's keyboardDidShow (or keyboardDidHide) comes, when it ends.",
        provenance: [
          "https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidshownotification",
          "https://developer.apple.com/documentation/uikit/uiview/animationoptions/beginfromcurrentstate",
        ], confidence: .low,
        conflict:
          "Assumed: no public log shows the notifications of an interrupted keyboard animation. The alternative, a did-notification for every will-notification, is not modelled."
      ),
      Rule(
        "keyboard.layoutGuide", from: OSVersion(15, 0),
        "keyboardLayoutGuide.layoutFrame is the keyboard's overlap with the view while it is shown, and the view's bottom safe-area strip while it is hidden (usesBottomSafeArea, the default).",
        provenance: [
          "https://github.com/itsnebulalol/sdks/blob/e9414e087753613edec33b4ff0319ed9d35199ec/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIKeyboardLayoutGuide.h",
          "https://developer.apple.com/videos/play/wwdc2021/10259",
        ], confidence: .high),
      Rule(
        "keyboard.scrollViewControllerAvoidance", from: ios11,
        "A UITableViewController or UICollectionViewController moves its scroll view clear of the keyboard: adjustedContentInset.bottom becomes contentInset.bottom + max(bottom safe area, the keyboard's overlap); contentInset is unchanged; not for .never. The inset goes back on the turn after keyboardWillHide.",
        provenance: [
          "https://stackoverflow.com/questions/51548265",
          "https://github.com/WebKit/WebKit/blob/00fd8cdc72fdbc2816499b862cb6853ec57587e0/Source/WebKit/UIProcess/ios/WKScrollView.mm",
          "docs/research/MODERN-RESEARCH.md KA1–KA4",
        ], confidence: .medium,
        conflict:
          "How the keyboard inset composes with the safe area is not printed anywhere found (max, from a re-implementation of the pre-11 logic, over sum: low)."
      ),
      Rule(
        "keyboard.scrollViewControllerAvoidance.legacy", from: ios7, through: ios10,
        "Before iOS 11 the controller writes contentInset.bottom = max(its inset without the keyboard, the keyboard's overlap).",
        provenance: ["docs/research/MODERN-RESEARCH.md KA5"], confidence: .low),
      // MARK: Scrolling and large titles
      Rule(
        "scroll.drag", from: any,
        "A user's drag moves the scroll view's contentOffset to where it ends (no deceleration or bounce is simulated).",
        provenance: ["https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset"],
        confidence: .high),
      Rule(
        "largeTitle.collapseOnScroll", from: ios11,
        "The navigation bar collapses a large title (96 → 44, the safe area and adjustedContentInset following) as its tracked scroll view's content moves up; a drag that ends part-way leaves the title expanded or collapsed, whichever is nearer (half of the 52 pt).",
        provenance: [
          "https://github.com/hotwired/hotwire-native-ios/pull/199",
          "https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4",
          "docs/research/MODERN-RESEARCH.md L1, L7, T1",
        ], confidence: .medium,
        conflict:
          "The settle point (half of the title) is inferred from the bar's behaviour, not printed (low)."
      ),
      Rule(
        "largeTitle.notTracked", from: ios11,
        "A scroll view that is not the controller's content scroll view (its view, or the first subviews' chain) does not move the large title: it stays expanded while the content scrolls under it.",
        provenance: [
          "https://github.com/lionheart/openradar-mirror/issues/18455",
          "https://github.com/hotwired/hotwire-native-ios/pull/199",
          "https://github.com/rechsteiner/Parchment/issues/210",
        ], confidence: .medium),
      // MARK: Apps: flows (format 2)
      Rule(
        "flow.order.navigation", from: any,
        "Push, pop and setViewControllers: the outgoing controller's viewWillDisappear, then the incoming one's viewWillAppear; after the transition the outgoing viewDidDisappear, then the incoming viewDidAppear. A pushed controller is loaded (viewDidLoad) before the outgoing viewWillDisappear.",
        provenance: [
          "UIKIT-FLOWS N1, N2", "https://www.jianshu.com/p/28c6a69787a7",
          "http://readke.com/c/0Z41505102021.html",
        ], confidence: .high),
      Rule(
        "flow.order.fullScreen", from: any,
        "A full-screen presentation: presenter viewWillDisappear → presented viewWillAppear … presented viewDidAppear → presenter viewDidDisappear. Its dismissal: presented viewWillDisappear → presenter viewWillAppear … presenter viewDidAppear → presented viewDidDisappear.",
        provenance: [
          "https://betterhee.tistory.com/m/75", "https://jinnify.tistory.com/64?category=804637",
          "https://velog.io/@rudin_/iOS-LifeCycle-in-Modal",
        ], confidence: .high),
      Rule(
        "flow.order.sheet", from: any,
        "A sheet (page sheet, form sheet, popover as a sheet, iOS 13+; an iPad form or page sheet on any release) or an over-full-screen presentation leaves the presenter's view in the window: the presenter gets no appearance callbacks on presentation or dismissal; the presented controller gets its four.",
        provenance: [
          "https://developer.apple.com/videos/play/wwdc2019/224",
          "https://betterhee.tistory.com/m/75",
          "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen",
          "https://regularberry.github.io/2019/02/22/why-isnt-viewwillappear-getting-called.html (iPad: .pageSheet and .formSheet trigger no viewWillAppear on the presenter)",
        ], confidence: .high),
      Rule(
        "flow.order.tabSwitch", from: any,
        "A tab switch: the incoming tab's viewDidLoad (first time) and viewWillAppear, then the outgoing tab's viewWillDisappear and viewDidDisappear, then the incoming viewDidAppear. Only the selected tab is loaded at launch.",
        provenance: [
          "https://pgzxc.github.io/posts/efa3afd7.html",
          "https://ticklecode.com/uitabbarcontrollerlifecycle",
        ], confidence: .high,
        conflict:
          "The order on iOS 18's cross-dissolve is not printed anywhere found; the pre-18 order is kept."
      ),
      Rule(
        "flow.timing.transition", from: any,
        "Animated push, pop, presentation and dismissal take 0.5 s; not animated, the did-callbacks come a frame later.",
        provenance: ["FLOWS-RESEARCH DU1–DU3", "https://m.haomeiwen.com/subject/mngbwktx.html"],
        confidence: .medium,
        conflict:
          "0.35 s is folklore with no measurement; the format-1 push keeps its 350 ms (lifecycle.timing)."
      ),
      Rule(
        "flow.timing.tabSwitch", from: any,
        "Before iOS 18 a tab switch is not animated: its callbacks come in one turn. From iOS 18 (SDK 18) tabs cross-dissolve and the did-callbacks come about 0.5 s (0.5–0.7 measured) later.",
        provenance: [
          "https://dev.classmethod.jp/articles/ios18-uitabbarcontroller-lifecycle-change"
        ],
        confidence: .medium),
      Rule(
        "flow.movingFlags", from: OSVersion(5, 0),
        "isMovingToParent holds in a pushed controller's viewWillAppear and viewDidAppear; isMovingFromParent in a popped one's viewWillDisappear and viewDidDisappear; isBeingPresented / isBeingDismissed in a presented controller's appearance callbacks of that presentation.",
        provenance: ["UIKIT-FLOWS A8", "FLOWS-RESEARCH MV4, PC6", vcHeader], confidence: .high),
      Rule(
        "flow.containment.navigation", from: any,
        "A pushed controller gets willMove(toParent:) before it loads and didMove(toParent:) after its viewDidAppear; a popped one willMove(toParent: nil) before its viewWillDisappear and didMove(toParent: nil) after its viewDidDisappear. Controllers that popToRoot or setViewControllers skip get the pair without appearance callbacks.",
        provenance: [
          "https://www.oreilly.com/library/view/programming-ios-6/9781449365783/ch19s10.html",
          "https://arm1.ru/en/blog/zhiznennyj-tsikl-uiviewcontroller",
        ], confidence: .high,
        conflict:
          "Skipped controllers' callbacks are inferred (low). iOS 8: the old top of setViewControllers missed willMove/didMove (openradar 18002763); not modelled."
      ),
      Rule(
        "flow.containment.child", from: OSVersion(5, 0),
        "addChild calls the child's willMove(toParent:); the container adds the child's view and then calls didMove(toParent:). Before removeFromParent the container calls willMove(toParent: nil); removeFromParent calls didMove(toParent: nil). Appearance callbacks are forwarded to children after their parent's (shouldAutomaticallyForwardAppearanceMethods is YES); a child whose view enters or leaves a visible parent's window gets viewWillAppear/viewDidAppear (or the disappear pair) as its view moves.",
        provenance: [
          "UIKIT-FLOWS C1–C3", vcHeader,
          "https://github.com/johnpatrickmorgan/LifecycleHooks/issues/2",
        ], confidence: .medium),
      Rule(
        "flow.noop", from: any,
        "A flow that cannot apply changes nothing: pop or popToRoot of a stack's root, dismiss with nothing presented, push with no navigation controller (optional chaining), selecting the selected tab, removeChild of a controller with no parent, rotating to the orientation the window has, a drag of a scroll view that is hidden (or inside a hidden view) or whose scrolling is disabled, layoutIfNeeded with no layout pending.",
        provenance: [
          "https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()",
          "https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)",
          "https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)",
          "https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) (hidden views are ignored)",
          "https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled",
        ], confidence: .medium),
      Rule(
        "flow.duringTransition.navigation", from: OSVersion(8, 0),
        "A push, pop, popToRoot or setViewControllers called while an animated transition or presentation is occurring changes nothing; UIKit logs \"… called on <UINavigationController> while an existing transition or presentation is occurring; the navigation stack will not be updated.\"",
        provenance: [
          "https://github.com/aryaxt/iOS-Slide-Menu/issues/161 (popViewControllerAnimated: … while an existing transition or presentation is occurring; the navigation stack will not be updated, 2015)",
          "https://github.com/lionheart/openradar-mirror/issues/20368 (rdar 44091459, iOS 11.4: viewControllers is not updated on a push during a transition)",
        ], confidence: .medium,
        conflict:
          "For a push, rdar 44091459 says only that the stack is not updated when pushViewController returns; whether UIKit performs the push later is not established (the log says it will not be updated: applied here, low for pushes)."
      ),
      Rule(
        "flow.duringTransition.presentation", from: OSVersion(5, 0),
        "A present called while a presentation or dismissal is animating, or a dismiss called then, changes nothing; UIKit logs \"Attempt to present <B> on <A> while a presentation is in progress\" or \"Attempt to dismiss from view controller <A> while a presentation or dismiss is in progress\".",
        provenance: [
          "https://github.com/lionheart/openradar-mirror/issues/3466 (rdar 17762871, iOS 8: no view controller is presented, both warnings logged)",
          "https://github.com/ericberman/MyFlightbookiOS/issues/370 (the present warning in 2025)",
          "https://github.com/Jawbone/UPPlatform_iOS_SDK/issues/14 (the dismiss warning, 2014)",
        ], confidence: .medium),
      Rule(
        "flow.duringTransition.notModelled", from: any,
        "A present or dismiss called while a navigation transition animates, or a selectTab during any animated transition, is not simulated: no source gives what UIKit does with it; the run stops there.",
        provenance: ["docs/model-limits.md"], confidence: .low),
      Rule(
        "os.nearestRelease", from: any,
        "A point release later than the last the catalogue lists for its major version (26.2, 18.7) runs as that last release (26.1, 18.6), with a note: a point release rarely changes layout, and where one did, the catalogue lists it. Only major versions still released after the catalogue was written (17, 18, 26) take it.",
        provenance: ["docs/model-limits.md"], confidence: .low,
        conflict:
          "What the later point release changed, if anything, is not simulated; an unknown major version (27.0) is refused."
      ),
      // MARK: Outside the model: what InsetSim does not simulate, and what a run does instead
      // (docs/model-limits.md)
      Rule(
        "outside.searchBarInSheet", from: ios11,
        "Not simulated: a search bar in a sheet's navigation bar. Instead: the run stops with a note when the sheet shows it.",
        provenance: ["docs/model-limits.md"], confidence: .low),
      Rule(
        "outside.interfaceTurn", from: any,
        "Not simulated: the interface turning to a full-screen presented controller that refuses the current orientation (iPhone). Instead: the run stops at the present.",
        provenance: [
          "docs/model-limits.md",
          "https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations",
        ], confidence: .low),
      Rule(
        "outside.insertSubviewPastEnd", from: any,
        "Not simulated: insertSubview(_:at:) with an index past the subviews (UIKit documents at most their number). Instead: the run stops.",
        provenance: [
          "docs/model-limits.md",
          "https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)",
        ], confidence: .low),
      Rule(
        "outside.splitViewExpansion", from: OSVersion(8, 0),
        "Not simulated: a split view that expands with a column left empty by pops while collapsed, or with controllers pushed above a secondary that is not a navigation controller. Instead: the run stops.",
        provenance: ["docs/model-limits.md"], confidence: .low),
      Rule(
        "outside.windowSize", from: OSVersion(9, 0),
        "Not simulated: a multitasking window size no source publishes for the device. Instead: the run stops.",
        provenance: ["docs/model-limits.md"], confidence: .low),
      Rule(
        "outside.sheetKeyboard", from: OSVersion(15, 0),
        "Not simulated: a sheet at its medium detent when the keyboard shows (UIKit may move the sheet to a larger detent; no source gives the frames). Instead: the sheet keeps its frame and the run goes on; every value set after it is assumed, and check fails an expectation on one unless the scenario lists \"outside.sheetKeyboard\" in its \"assumptions\".",
        provenance: [
          "docs/model-limits.md",
          "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent",
        ], confidence: .low),
      Rule(
        "flow.raises", from: any,
        "UIKit raises (the app crashes) for a controller pushed or presented while it is already in a container or presented; the run stops there.",
        provenance: [
          "https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)"
        ], confidence: .medium),
      Rule(
        "tabBar.hidesBottomBarWhenPushed.stack", from: any,
        "Apps: the tab bar is out of the layout while any controller of the selected navigation stack hides the bottom bar when pushed (evaluated on the destination stack at the start of a push, pop or setViewControllers); a pushed controller is laid out without it from the start.",
        provenance: [
          "https://qiita.com/satorun/items/bc86606a0bd40275ac97",
          "https://e-com-net.com/article/1644261768064720896.htm",
          "https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed",
        ], confidence: .medium,
        conflict:
          "iOS 14.0 popToRoot kept the bar hidden (transient stack, fixed after 14.0); iOS 8.0–8.3 kept the pushed controller's bottomLayoutGuide at 49 during the push; iOS 11.0–11.1 iPhone X transient 0 bottom. Not modelled."
      ),
      Rule(
        "tabBar.hidesBottomBarWhenPushed.view", from: any,
        "The tab bar's view stays visible under the outgoing controller during the push and reports hidden when the push ends; on the pop back it shows at the start and moves in with the controller underneath.",
        provenance: [
          "https://github.com/lionheart/openradar-mirror/issues/19428",
          "https://github.com/ikanam/JTNavigationController/issues/7",
        ], confidence: .low,
        conflict:
          "No printed value of tabBar.isHidden inside viewWillAppear/viewDidAppear was found; the moment is inferred from the radars' expected behaviour."
      ),
      Rule(
        "present.style", from: any,
        "present uses the step's style, else the controller's modalPresentationStyle, else .automatic (iOS 13+) or .fullScreen (before).",
        provenance: ["UIKIT-FLOWS M1", vcHeader], confidence: .high),
      Rule(
        "present.adaptsToFullScreen", from: any,
        "On iPhone, page sheets, form sheets and popovers are full screen before iOS 13, and in landscape (compact height) from iOS 13; in a compact-width iPad window they are full screen before iOS 13.",
        provenance: ["https://developer.apple.com/videos/play/wwdc2019/224", "UIKIT-FLOWS G1, M8"],
        confidence: .high),
      Rule(
        "present.sheet", from: OSVersion(13, 0),
        "From iOS 13 a page sheet, form sheet or popover (adapted) on an iPhone in portrait, or in a compact-width iPad window, is a card: the presenter's view stays in the window.",
        provenance: ["https://developer.apple.com/videos/play/wwdc2019/224", "UIKIT-FLOWS M3, M8"],
        confidence: .high),
      Rule(
        "present.automatic.iPad", from: OSVersion(13, 0),
        "On iPad UIKit maps .automatic to .formSheet from iOS 18 and to .pageSheet on iOS 13–17 (a card page sheet on iPad is refused: no source gives its size).",
        provenance: [
          "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic (\"formSheet in iOS 18 and later; pageSheet in versions of iOS earlier than iOS 18\")",
          "docs/research/IPAD-SHEETS-RESEARCH.md A1–A3",
        ], confidence: .high),
      Rule(
        "present.formSheet.iPad", from: OSVersion(7, 0),
        "An iPad form sheet in a regular-width window is centered in the window: 540 × 620 before iPadOS 16; from iPadOS 16 by the screen's longer side — 540 × 600 up to 1024 pt, 580 × 640 below 1590, 620 × 680 from 1590. The presenter's view stays: it hears no appearance callbacks.",
        provenance: [
          "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/blob/6d54c2612d4e4ddfd6b2236405288f4598b24635/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/_UISheetPresentationMetrics.mm (defaultFormSheetSizeForScreenSize:, iOS 26.1)",
          "https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-and-ipados-16-e87e0d5c8a5d (form sheets slightly bigger from iPadOS 16 beta 4)",
          "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet (centered)",
          "https://regularberry.github.io/2019/02/22/why-isnt-viewwillappear-getting-called.html (.formSheet on iPad: no viewWillAppear for the presenter)",
          "docs/research/IPAD-SHEETS-RESEARCH.md F1–F8",
        ], confidence: .medium,
        conflict:
          "540 × 620 comes from developers' constants (no Apple source); the iPadOS 16+ table is a third-party decompile of UIKit 26.1 applied from 16 on. A preferredContentSize, the keyboard's lift of the sheet and a card sheet's own layout are not modelled."
      ),
      Rule(
        "present.pageSheet.iPad", from: OSVersion(7, 0), through: OSVersion(12, 4),
        "Before iOS 13 an iPad page sheet takes the screen's portrait width, centered, from 20 pt below the window's top to its bottom; the presenter's view stays.",
        provenance: [
          "https://learn.microsoft.com/en-us/dotnet/api/uikit.uimodalpresentationstyle (\"Set to the height and width of the screen in portrait orientation\")",
          "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/blob/6d54c2612d4e4ddfd6b2236405288f4598b24635/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/_UIPageSheetPresentationController.mm (legacy frame: width min(w, h), y 20, height h − 20)",
        ], confidence: .medium),
      Rule(
        "present.iPadSheet.safeArea", from: OSVersion(7, 0),
        "Inside an iPad form or page sheet the root view has no status-bar inset: its navigation bar (56 pt from iOS 13, 70 on iOS 26; the iPad's 44, or 50 from iOS 12, before) gives the top, and the bottom is what the sheet overlaps of the window's bottom inset (nothing for a centered form sheet).",
        provenance: [
          "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/blob/6d54c2612d4e4ddfd6b2236405288f4598b24635/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/_UIFormSheetPresentationController.mm (_presentationPotentiallyUnderlapsStatusBar)",
          "https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4",
          "docs/research/IPAD-SHEETS-RESEARCH.md F14–F15",
        ], confidence: .low,
        conflict:
          "No printed safe area or bar height inside an iPad sheet was found: the iPhone sheet's 56 pt is assumed from iOS 13."
      ),
      Rule(
        "present.sheet.frame", from: OSVersion(13, 0),
        "An iPhone sheet's top edge is 10 pt below the window's safe-area top on home-indicator phones, at 40 on home-button phones; it reaches the screen's bottom.",
        provenance: [
          "https://github.com/boscojwho/SheetInteraction/blob/bfb20400edfb1cb0cee5b0bd54c4fdac4afbb70d/SheetInteraction/Detents.swift"
        ], confidence: .medium),
      Rule(
        "present.sheet.mediumDetent", from: OSVersion(15, 0),
        "A sheet with a medium detent opens at it (the smallest detent): about half the large detent's height, above the bottom safe area.",
        provenance: [
          "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()",
          "UIKIT-FLOWS G5",
        ], confidence: .low),
      Rule(
        "present.sheet.safeArea", from: OSVersion(13, 0),
        "A sheet's root view has no status-bar inset; its navigation bar (56 pt in a sheet, 70 on iOS 26) gives the top, the home indicator the bottom.",
        provenance: [
          "https://github.com/wix/react-native-navigation/issues/5730",
          "https://github.com/Tencent/QMUI_iOS/issues/877",
          "https://github.com/QuintGao/GKNavigationBarSwift/blob/812a98ce69c5d38b8cdc6e4b6f2c25eabc8bbcd3/Sources/GKNavigationBarConfigure.swift",
        ], confidence: .low,
        conflict:
          "The 56-pt sheet navigation bar is measured (medium); the sheet's own safe-area values are inferred (no printed values found)."
      ),
      Rule(
        "safeArea.child", from: ios11,
        "A child controller's root view gets the part of its parent view's safe area its frame overlaps, plus its own additionalSafeAreaInsets; viewSafeAreaInsetsDidChange follows a change.",
        provenance: [
          "https://developer.apple.com/documentation/uikit/uiview/safeareainsets",
          "https://example-a.com/answer/52483010",
        ], confidence: .high),
      Rule(
        "legacy.child.layoutGuides", from: ios7, through: ios10,
        "A child controller gets no layout guides from its parent (0); the parent's adjustment reaches a child's scroll view only when it is the parent's adjusted candidate (the extra space above an embedded table).",
        provenance: [
          "https://Gist.github.com/ypresto/2f448ff5ec3a9f8ba637",
          "https://useyourloaf.com/blog/extra-space-when-embedding-table-views/",
        ], confidence: .medium),
      Rule(
        "rotation.supportedOrientations", from: ios7,
        "The window turns only to an orientation the top controller supports; otherwise nothing rotates.",
        provenance: [
          "https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations"
        ], confidence: .high),
      Rule(
        "navigationBar.largeTitleDisplayMode", from: ios11,
        "A navigation item's largeTitleDisplayMode: .always shows a large title, .never a standard bar, .automatic what the item below it shows (the root: prefersLargeTitles); all only when the navigation bar prefers large titles.",
        provenance: [
          "UIKIT-FLOWS B1",
          "https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum",
        ], confidence: .high),
      Rule(
        "searchBar.height", from: ios11, through: OSVersion(12, 4),
        "A search bar in the navigation item (navigationItem.searchController) adds 56 pt to the navigation bar below the title while it shows: UISearchBar's height from iOS 11.",
        provenance: [
          "UIKIT-FACTS §2.3", "https://github.com/jdisho/Papr/pull/67",
          "https://github.com/tidev/titanium-sdk/pull/9496",
          "https://github.com/lionheart/openradar-mirror/issues/19060",
        ], confidence: .medium),
      Rule(
        "searchBar.height.ios13", from: OSVersion(13, 0), through: OSVersion(18, 7),
        "From iOS 13 the search bar in the navigation item adds 52 pt below the title (the figure commonly quoted; no printed measurement found).",
        provenance: [
          "UIKIT-FACTS §2.3 (not established)", "docs/research/MODERN-RESEARCH.md §3.2 S2",
        ], confidence: .low,
        conflict:
          "56 (UISearchBar's own height from iOS 11) may still hold after iOS 13; 52 is applied. iOS 26 places the search bar by its own rules (the toolbar on iPhone, WWDC25 284) and is refused."
      ),
      Rule(
        "searchBar.hidesWhenScrolling", from: ios11, through: OSVersion(18, 7),
        "hidesSearchBarWhenScrolling (default true): the search bar starts hidden, shows when a drag of the tracked scroll view ends more than half its band below the content's top, and hides, before a large title collapses, when the content has moved up half its band; off, it always shows.",
        provenance: [
          "https://github.com/itsnebulalol/sdks/blob/main/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationItem.h",
          "https://github.com/mozilla-mobile/firefox-ios/pull/6703", "UIKIT-FLOWS B5",
        ], confidence: .medium,
        conflict:
          "Where a drag settles (half the band) follows the large title's rule and is not measured; the search bar hiding before the title collapses is what the system apps show, not a printed log."
      ),
      Rule(
        "lifecycle.order", from: any,
        "Appearance: viewWillAppear → the view enters the window → the container sets its frame → inset pass (iOS 7–10) or root safe area with viewSafeAreaInsetsDidChange (iOS 11+) → viewIsAppearing (iOS 13+) → viewWillLayoutSubviews → layoutSubviews (subviews' safe area, adjustedContentInset) → viewDidLayoutSubviews; viewDidAppear after the transition.",
        provenance: ["UIKIT-FACTS §4.1", "https://github.com/foxwavez/TIL", vcHeader],
        confidence: .medium,
        conflict:
          "C18: viewSafeAreaInsetsDidChange before viewWillLayoutSubviews (foxwavez's observed order) rather than just before viewDidLayoutSubviews (MDC). C19: viewIsAppearing after the superview set the frame and the safe area, before the controller's own layout (header/doc reading)."
      ),
      Rule(
        "lifecycle.timing", from: any,
        "Virtual durations: one frame 16.667 ms; push animation 350 ms; navigation bar show/hide 200 ms; rotation 400 ms.",
        provenance: [
          "UIKIT-FACTS §4.1 step 8",
          "https://github.com/material-motion/motion-transitioning-objc/issues/2",
        ], confidence: .low,
        conflict: "UIKit's real durations are not established; only the order of events is claimed."
      ),
    ]
    // UIKit's own bugs, release by release (docs/research/UIKIT-BUGS-RESEARCH.md): each is declared
    // in its file under Bugs/; `uikitBugs: false` or --without-bugs runs as if every one were fixed.
    + uikitBugs

  public static func named(_ id: RuleID) -> Rule? { catalogIndex[id] }
  static let catalogIndex: [RuleID: Rule] = Dictionary(
    catalog.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
}

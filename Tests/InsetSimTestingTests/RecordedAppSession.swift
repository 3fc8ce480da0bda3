import InsetSimRecorder

/// A session with a real app, played with fake hierarchies (``ControllerTree`` values built the way
/// the recorder's UIKit side reads them): an iPhone 15 (`iPhone15,4`) on iOS 17.4.1, a tab bar of a
/// list in a navigation controller and a settings tab. The list pushes a detail that hides the tab
/// bar and pops back, presents a form as a page sheet, the keyboard shows and hides over the form,
/// and the form is dismissed. `Traces/recorded/app-push-sheet-keyboard.trace.jsonl` is its trace.
///
/// Not a measurement: the values are the figures the repository's sources give for an iPhone 15 on
/// iOS 17 (cited at each one), and where they give none, the figures a page sheet's geometry
/// implies, said so. The tab bar is the exception: no source gives its frame while a pushed
/// controller hides it, nor its flag as the pop starts, so the session keeps its frame where it was
/// and its flag until the pop ends. The replay's value divergences are there, against rules of
/// medium and low confidence: the values a real recording would settle. The trace opens with a note
/// saying it was made from fake hierarchies.
enum RecordedAppSession {
  static let device = RecordingDevice(
    model: "iPhone15,4", screenWidth: 393, screenHeight: 852, os: "17.4.1")

  /// The note the trace opens with.
  static let note =
    "made from fake hierarchies by Tests/InsetSimTestingTests/RecordedAppSession.swift, not on a device: its values are figures from the repository's sources, not measurements"

  // The window of an iPhone 15 on iOS 17: 393×852, safe area 59 top (Dynamic Island) and 34 bottom
  // (https://github.com/QuintGao/GKNavigationBarSwift/issues/41, status bar 54; home indicator 34:
  // https://github.com/flutter/flutter/issues/120682).
  /// The navigation bar's y on a Dynamic Island iPhone, as UIKit prints it: 53.6667, a third of a
  /// point above the 54-pt status bar's bottom (https://github.com/QuintGao/GKNavigationBarSwift/issues/41:
  /// "frame = (0 53.6667; 430 44)"; https://kouki.hatenadiary.com/entry/2022/10/18/095736: the bar
  /// overlaps the 59-pt safe area by 5.333 on an iPhone 14 Pro), pixel-aligned on a 3× screen.
  static let barY = 161.0 / 3
  /// Its bottom, 97.6667 (a pixel-aligned 293 / 3).
  static let barBottom = 293.0 / 3

  static func window(keyboard: [Double]? = nil) -> WindowValues {
    WindowValues(
      bounds: [0, 0, 393, 852], safeAreaInsets: [59, 0, 34, 0], statusBarFrame: [0, 0, 393, 54],
      keyboardFrame: keyboard)
  }

  /// The shown keyboard of a 393-wide phone: 335 pt high
  /// (https://github.com/aloisdeniel/flutter_device_preview/blob/865952b78c94131699c65769d1f270841b3dc6a6/device_specs/apple-iphone-16.json,
  /// portraitKeyboardHeight 335); hidden, it sits below the screen.
  static let keyboardShown: [Double] = [0, 517, 393, 335]
  static let keyboardHidden: [Double] = [0, 852, 393, 335]

  static func plainView(_ id: String, frame: [Double], safe: [Double], _ subviews: [ViewNode])
    -> ViewNode
  {
    var v = ViewNode(type: "view", frame: frame, subviews: subviews, identity: id)
    v.safeAreaInsets = safe
    return v
  }

  /// A controller before its view is first in the window (viewDidLoad, the first viewWillAppear):
  /// the screen-sized frame its view was loaded with, no safe area, no adjustment, offset zero, no
  /// keyboard layout guide yet: UIKit lays the view out in the window after viewWillAppear (iOS
  /// 17's viewIsAppearing exists for that:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)).
  static func beforeLayout(_ c: ControllerTree) -> ControllerTree {
    var c = c
    func reset(_ v: inout ViewNode) {
      if v.frame.count == 4, v.frame[0] == 0, v.frame[2] == 393 { v.frame = [0, 0, 393, 852] }
      if v.safeAreaInsets != nil { v.safeAreaInsets = [0, 0, 0, 0] }
      if v.adjustedContentInset != nil { v.adjustedContentInset = [0, 0, 0, 0] }
      if v.contentOffset != nil { v.contentOffset = [0, 0] }
      for i in v.subviews.indices { reset(&v.subviews[i]) }
    }
    if var root = c.rootView {
      reset(&root)
      c.rootView = root
    }
    c.values.keyboardLayoutFrame = nil
    return c
  }

  static func scrollView(
    _ type: String, _ id: String, frame: [Double], content: [Double], safe: [Double],
    adjusted: [Double], offset: [Double], rows: Int? = nil
  ) -> ViewNode {
    var v = ViewNode(
      type: type, frame: frame, contentSize: content, contentInset: [0, 0, 0, 0],
      contentInsetAdjustmentBehavior: "automatic", rows: rows, identity: id)
    v.safeAreaInsets = safe
    v.adjustedContentInset = adjusted
    v.contentOffset = offset
    return v
  }

  /// The list: under the navigation bar (its bottom at ``barBottom``) and above the tab bar (49 +
  /// 34 = 83), https://github.com/Tencent/QMUI_iOS/blob/master/QMUIKit/QMUICore/QMUIHelper.m; 40
  /// rows of UITableView's default 44 pt; scrolled to the top, offset −``barBottom``. Its keyboard layout guide, with
  /// the keyboard hidden, is the bottom safe-area strip (UIKeyboardLayoutGuide.h,
  /// usesBottomSafeArea defaults to YES).
  static let list = ControllerTree(
    identity: "list", className: "MyApp.ListViewController",
    rootView: plainView(
      "list.view", frame: [0, 0, 393, 852], safe: [barBottom, 0, 83, 0],
      [
        scrollView(
          "tableView", "listTable", frame: [0, 0, 393, 852], content: [393, 1760],
          safe: [barBottom, 0, 83, 0], adjusted: [barBottom, 0, 83, 0], offset: [0, -barBottom],
          rows: 40)
      ]),
    values: ControllerValues(keyboardLayoutFrame: [0, 769, 393, 83]))

  /// The detail hides the tab bar when pushed: its bottom safe area is the home indicator's 34.
  static var detail: ControllerTree {
    var s = ControllerSettings()
    s.hidesBottomBarWhenPushed = true
    return ControllerTree(
      identity: "detail", className: "MyApp.DetailViewController", settings: s,
      rootView: plainView(
        "detail.view", frame: [0, 0, 393, 852], safe: [barBottom, 0, 34, 0],
        [
          scrollView(
            "scrollView", "detailScroll", frame: [0, 0, 393, 852], content: [393, 2000],
            safe: [barBottom, 0, 34, 0], adjusted: [barBottom, 0, 34, 0],
            offset: [0, -barBottom])
        ]),
      values: ControllerValues(keyboardLayoutFrame: [0, 818, 393, 34]))
  }

  /// The form in a page sheet: its view from y = 69 (safe-area top 59 + 10) to the screen's bottom
  /// (https://github.com/boscojwho/SheetInteraction/blob/bfb20400edfb1cb0cee5b0bd54c4fdac4afbb70d/SheetInteraction/Detents.swift).
  /// A sheet is below the status bar, so its safe area keeps only the home indicator's 34 at the
  /// bottom (the sheet's geometry, not a printed figure). With the keyboard shown, the guide is the
  /// keyboard's overlap of the view: 852 − 517 = 335 pt, from y = 517 − 69 = 448.
  static func form(keyboardShown: Bool) -> ControllerTree {
    let safe: [Double] = [0, 0, 34, 0]
    // Not scrollable (its content fills it) and not the content of a navigation or tab bar
    // controller, so `.automatic` adjusts no axis: UIScrollView.ContentInsetAdjustmentBehavior
    // (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic).
    let text = scrollView(
      "textView", "notes", frame: [0, 0, 393, 783], content: [393, 783], safe: safe,
      adjusted: [0, 0, 0, 0], offset: [0, 0])
    var form = ControllerTree(
      identity: "form", className: "MyApp.FormViewController",
      rootView: plainView("form.view", frame: [0, 69, 393, 783], safe: safe, [text]),
      values: ControllerValues(
        keyboardLayoutFrame: keyboardShown ? [0, 448, 393, 335] : [0, 749, 393, 34]))
    form.presentationStyle = "pageSheet"
    return form
  }

  /// The app at one moment: the tab bar's stack, what the top presents, whether the tab bar is
  /// hidden (a pushed controller that hides it, after the push).
  static func app(
    stack: [ControllerTree], presenting: ControllerTree? = nil, tabBarHidden: Bool = false
  ) -> ControllerTree {
    var stack = stack
    if let presenting, !stack.isEmpty { stack[stack.count - 1].presentedTree = [presenting] }
    var bar = ControllerSettings()
    bar.navigationBarTranslucent = true
    // The navigation bar at ``barY``, 44 high; the toolbar hidden.
    let nav = ControllerTree(
      identity: "nav", className: "UINavigationController", kind: .navigation, children: stack,
      settings: bar,
      values: ControllerValues(
        navigationBarFrame: [0, barY, 393, 44], navigationBarHidden: false, toolbarHidden: true))
    let settings = ControllerTree(identity: "settings", className: "MyApp.SettingsViewController")
    // The tab bar: 49 + 34 high at the bottom, y = 852 − 83.
    return ControllerTree(
      identity: "tabs", className: "UITabBarController", kind: .tabBar, children: [nav, settings],
      values: ControllerValues(tabBarFrame: [0, 769, 393, 83], tabBarHidden: tabBarHidden))
  }

  /// The whole session. Callback orders are the printed ones: a push, UIKIT-FLOWS N1
  /// (http://vastdevblog.vast.com/blog/2012/04/08/uiviewcontroller-life-cycle/); a page sheet calls
  /// no appearance callback on its presenter, M3 (WWDC19 224).
  static func recording() -> AppRecording {
    var r = AppRecording(device: device)
    r.note(note)
    var turn = 0
    func at(_ seconds: Double) -> Int64 { Int64((seconds * 1_000_000).rounded()) }
    func call(_ name: String, _ c: ControllerTree, _ root: ControllerTree, _ s: Double) {
      r.callback(name, of: c, in: root, window: window(), t: at(s), turn: turn)
      turn += 1
    }
    func key(_ name: String, _ root: ControllerTree, _ frame: [Double], _ s: Double) {
      r.keyboard(name, in: root, window: window(keyboard: frame), t: at(s), turn: turn)
      turn += 1
    }
    let start = app(stack: [list])
    let launching = app(stack: [beforeLayout(list)])
    call("viewDidLoad", list, launching, 0)
    call("viewWillAppear", list, launching, 0)
    call("viewDidAppear", list, start, 0)
    // Push.
    let pushing = app(stack: [list, beforeLayout(detail)])
    let pushed = app(stack: [list, detail], tabBarHidden: true)
    call("viewDidLoad", detail, pushing, 1.0)
    call("viewWillDisappear", list, pushing, 1.0)
    call("viewWillAppear", detail, pushing, 1.0)
    call("viewDidDisappear", list, pushed, 1.5)
    call("viewDidAppear", detail, pushed, 1.5)
    // Pop.
    call("viewWillDisappear", detail, pushed, 2.0)
    call("viewWillAppear", list, pushed, 2.0)
    call("viewDidDisappear", detail, start, 2.5)
    call("viewDidAppear", list, start, 2.5)
    // A page sheet.
    let sheet = app(stack: [list], presenting: form(keyboardShown: false))
    let presenting = app(stack: [list], presenting: beforeLayout(form(keyboardShown: false)))
    call("viewDidLoad", form(keyboardShown: false), presenting, 3.0)
    call("viewWillAppear", form(keyboardShown: false), presenting, 3.0)
    call("viewDidAppear", form(keyboardShown: false), sheet, 3.5)
    // The keyboard over the sheet.
    let typing = app(stack: [list], presenting: form(keyboardShown: true))
    key("keyboardWillShow", sheet, keyboardShown, 4.0)
    key("keyboardDidShow", typing, keyboardShown, 4.25)
    key("keyboardWillHide", typing, keyboardHidden, 5.0)
    key("keyboardDidHide", sheet, keyboardHidden, 5.25)
    // Dismissal.
    call("viewWillDisappear", form(keyboardShown: false), sheet, 6.0)
    call("viewDidDisappear", form(keyboardShown: false), start, 6.5)
    return r
  }
}

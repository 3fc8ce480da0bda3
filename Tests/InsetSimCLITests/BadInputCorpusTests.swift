import Foundation
import InsetSim
import Testing

/// Bad input, end to end (SPEC §5): the built `insetsim` binary ends with exit status 2 and one
/// message on stderr naming the file, where in it (JSON path or line), what was expected and, where
/// there is one, a suggestion. Never a crash, a hang, anything on stdout, or an output file.
///
/// The inputs are the files of `Tests/BadInputs/`, run from that folder so that messages name them
/// as given; the large ones (100 MB, 10,000 levels, 100,000 views) are generated into a temporary
/// folder.
@Suite struct BadInputCorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("BadInputs")

  /// One bad input: the command line (run in the corpus folder) and the message it must print: one
  /// placed in the file's JSON text as `FILE:LINE:COLUMN: error: …`, any other after "Error: "
  /// (``printed(_:)``).
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    init(_ arguments: String..., message: String) {
      self.arguments = arguments
      self.message = message
    }
    var testDescription: String { "insetsim " + arguments.joined(separator: " ") }
  }

  /// What a scenario or a trace header looks like, as messages about a file that is not one say.
  static let scenarioShape = #"a scenario {"insetsim": 1, "os": …, "device": …, "controller": {…}}"#
  static let traceShape =
    #"a trace header {"insetsim-trace": 1, "producer": …, "scenario": {…}} on line 1"#
  static let callbacks = """
    init, loadView, viewDidLoad, viewWillAppear, viewIsAppearing, viewSafeAreaInsetsDidChange, \
    viewWillLayoutSubviews, viewDidLayoutSubviews, viewDidAppear, viewWillDisappear, viewDidDisappear, \
    viewWillTransition, transitionCompletion, willTransitionToTraitCollection, \
    traitCollectionDidChange, traitChangeHandler, updateProperties, willMove, didMove, \
    keyboardWillChangeFrame, keyboardWillShow, keyboardDidShow, keyboardWillHide, keyboardDidHide, \
    scrollViewDidChangeAdjustedContentInset, scrollViewDidScrollToTop, didMoveToWindow, \
    layoutSubviews, safeAreaInsetsDidChange, adjustedContentInsetDidChange
    """
  static let objects =
    "window, statusBar, navigationController, navigationBar, toolbar, ViewController, ViewController.view, tableView"

  // MARK: - JSON that does not parse, and files that are not text

  static let syntax: [Case] = [
    Case(
      "run", "scenario-empty.scenario.json",
      message: "scenario-empty.scenario.json: the file is empty; expected \(scenarioShape)"),
    Case(
      "run", "scenario-whitespace-only.scenario.json",
      message:
        "scenario-whitespace-only.scenario.json: the file is empty; expected \(scenarioShape)"),
    Case(
      "run", "scenario-truncated.scenario.json",
      message:
        "scenario-truncated.scenario.json:14:9: error: the document ends inside an object; expected the rest of the scenario (the file looks cut short)"
    ),
    Case(
      "run", "scenario-truncated-in-string.scenario.json",
      message:
        "scenario-truncated-in-string.scenario.json:5:18: error: the document ends inside a string; expected the rest of the scenario (the file looks cut short)"
    ),
    Case(
      "run", "scenario-truncated-after-colon.scenario.json",
      message:
        "scenario-truncated-after-colon.scenario.json:5:13: error: the document ends early; expected a value (the file looks cut short)"
    ),
    Case(
      "run", "scenario-trailing-comma.scenario.json",
      message:
        "scenario-trailing-comma.scenario.json:22:1: error: unexpected '}'; expected a key in double quotes"
    ),
    Case(
      "run", "scenario-missing-colon.scenario.json",
      message:
        "scenario-missing-colon.scenario.json:5:12: error: expected ':' after key 'device'"),
    Case(
      "run", "scenario-single-quotes.scenario.json",
      message:
        #"scenario-single-quotes.scenario.json:5:3: error: unexpected "'" (JSON strings take double quotes); expected a key in double quotes"#
    ),
    Case(
      "run", "scenario-comment.scenario.json",
      message:
        "scenario-comment.scenario.json:4:3: error: unexpected '/' (JSON has no comments); expected a key in double quotes"
    ),
    Case(
      "run", "scenario-trailing-garbage.scenario.json",
      message:
        "scenario-trailing-garbage.scenario.json:23:1: error: unexpected '}' after the end of the JSON value; expected nothing after the end of the scenario"
    ),
    Case(
      "run", "scenario-duplicate-key.scenario.json",
      message:
        "scenario-duplicate-key.scenario.json:5:3: error: duplicate key 'os'; expected each key once in an object"
    ),
    Case(
      "run", "scenario-binary-junk.scenario.json",
      message:
        "scenario-binary-junk.scenario.json:1:1: error: byte 0x89 is not UTF-8: the file is binary or in another encoding; expected a scenario file: JSON text in UTF-8"
    ),
    Case(
      "run", "scenario-nul-byte.scenario.json",
      message:
        "scenario-nul-byte.scenario.json:3:14: error: a NUL byte: the file is binary, not text; expected a scenario file: JSON text in UTF-8"
    ),
    Case(
      "run", "scenario-latin1.scenario.json",
      message:
        "scenario-latin1.scenario.json:3:13: error: byte 0xE9 is not UTF-8: the file is binary or in another encoding; expected a scenario file: JSON text in UTF-8"
    ),
    Case(
      "run", "scenario-byte-order-mark.scenario.json",
      message:
        #"scenario-byte-order-mark.scenario.json:1:1: error: the file starts with a byte order mark (EF BB BF); expected UTF-8 without one, as JSON is written (RFC 8259 §8.1): save the file as "UTF-8", not "UTF-8 with BOM""#
    ),
    Case(
      "run", "scenario-utf16.scenario.json",
      message:
        "scenario-utf16.scenario.json:1:1: error: byte 0xFF is not UTF-8: the file is binary or in another encoding; expected a scenario file: JSON text in UTF-8"
    ),
    Case(
      "run", "scenario-nan.scenario.json",
      message:
        "scenario-nan.scenario.json:15:22: error: 'N' starts no JSON value (NaN and Infinity are not JSON numbers); expected a finite JSON number such as 0 or 1.5"
    ),
    Case(
      "run", "scenario-infinity.scenario.json",
      message:
        "scenario-infinity.scenario.json:15:22: error: 'I' starts no JSON value (NaN and Infinity are not JSON numbers); expected a finite JSON number such as 0 or 1.5"
    ),
    Case(
      "run", "scenario-negative-infinity.scenario.json",
      message:
        "scenario-negative-infinity.scenario.json:15:23: error: a '-' must be followed by digits (Infinity is not a JSON number); expected a finite JSON number such as 0 or 1.5"
    ),
    Case(
      "run", "scenario-number-overflow.scenario.json",
      message:
        "scenario-number-overflow.scenario.json:15:22: error: the number 1e400 is out of range; expected a finite JSON number such as 0 or 1.5"
    ),
    Case(
      "run", "scenario-leading-zero.scenario.json",
      message:
        "scenario-leading-zero.scenario.json:14:17: error: a number may not start with 0 followed by more digits"
    ),
    Case(
      "run", "scenario-top-level-array.scenario.json",
      message:
        "scenario-top-level-array.scenario.json: the document is an array; expected \(scenarioShape)"
    ),
    Case(
      "run", "scenario-top-level-string.scenario.json",
      message:
        "scenario-top-level-string.scenario.json: the document is a string; expected \(scenarioShape)"
    ),
    Case(
      "run", "scenario-is-a-trace.scenario.json",
      message:
        "scenario-is-a-trace.scenario.json: this is a trace (producer 'insetsim 0.1'), not a scenario; expected \(scenarioShape); `insetsim replay` and `insetsim diff` read traces"
    ),
  ]

  // MARK: - Keys, names, types and numbers

  static let schema: [Case] = [
    Case(
      "run", "scenario-unknown-key.scenario.json",
      message:
        "scenario-unknown-key.scenario.json:5:3: error: at devcie: unknown key 'devcie'; expected one of insetsim, name, summary, os, device, orientation, statusBarHidden, window, requiresFullScreen, supportedInterfaceOrientations, designRequiresCompatibility, tabBarController, navigationController, presentation, controller, script, observe, expect, assumptions, uikitBugs. Did you mean 'device'?"
    ),
    Case(
      "run", "scenario-unknown-nested-key.scenario.json",
      message:
        "scenario-unknown-nested-key.scenario.json:12:9: error: at controller.subviews[0].frmae: unknown key 'frmae'; expected one of id, type, frame, hidden, contentSize, rows, rowHeight, tableHeaderHeight, tableFooterHeight, contentInset, contentInsetAdjustmentBehavior, scrollEnabled, alwaysBounceVertical, alwaysBounceHorizontal, subviews. Did you mean 'frame'?"
    ),
    Case(
      "run", "scenario-missing-insetsim.scenario.json",
      message:
        #"scenario-missing-insetsim.scenario.json: missing key 'insetsim'; expected "insetsim": 1"#),
    Case(
      "run", "scenario-missing-controller.scenario.json",
      message:
        #"scenario-missing-controller.scenario.json: missing key 'controller'; expected "controller": {"name": …, "subviews": […]}"#
    ),
    Case(
      "run", "scenario-format-version-2.scenario.json",
      message:
        #"scenario-format-version-2.scenario.json:7:3: error: at controller: 'controller' is a format-1 key; expected in an app ("insetsim": 2), the containers go in "root" and the controllers in "controllers""#
    ),
    Case(
      "run", "scenario-os-as-number.scenario.json",
      message:
        #"scenario-os-as-number.scenario.json:4:3: error: at os: found the number 11; expected a string such as "10.3". Did you mean '"11.0"'?"#
    ),
    Case(
      "run", "scenario-unknown-os.scenario.json",
      message:
        #"scenario-unknown-os.scenario.json:4:3: error: at os: unknown iOS version '10.4'; expected one of 6.0 … 26.1 (e.g. "10.3", "11.0"). Did you mean '10.3'?"#
    ),
    Case(
      "run", "scenario-os-not-a-version.scenario.json",
      message:
        #"scenario-os-not-a-version.scenario.json:4:3: error: at os: unknown iOS version 'iOS eleven'; expected one of 6.0 … 26.1 (e.g. "10.3", "11.0")"#
    ),
    Case(
      "run", "scenario-os-overflow.scenario.json",
      message:
        #"scenario-os-overflow.scenario.json:4:3: error: at os: unknown iOS version '99999999999999999999.1'; expected one of 6.0 … 26.1 (e.g. "10.3", "11.0")"#
    ),
    Case(
      "run", "scenario-unknown-device.scenario.json",
      message:
        "scenario-unknown-device.scenario.json:5:3: error: at device: unknown device 'iPhone 9'; expected a name from `insetsim devices`. Did you mean 'iPhone 8'?"
    ),
    Case(
      "run", "scenario-device-too-new-for-os.scenario.json",
      message:
        "scenario-device-too-new-for-os.scenario.json:5:3: error: at device: 'iPhone X' does not run iOS 10.3; expected a release it runs: iOS 11.0 and later"
    ),
    Case(
      "run", "scenario-unknown-orientation.scenario.json",
      message:
        "scenario-unknown-orientation.scenario.json:18:3: error: at orientation: unknown orientation 'landscape'; expected one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight"
    ),
    Case(
      "run", "scenario-wrong-type-bool.scenario.json",
      message:
        "scenario-wrong-type-bool.scenario.json:18:3: error: at statusBarHidden: found a string; expected true or false"
    ),
    Case(
      "run", "scenario-wrong-type-object.scenario.json",
      message:
        "scenario-wrong-type-object.scenario.json:6:3: error: at navigationController: found a boolean; expected an object"
    ),
    Case(
      "run", "scenario-wrong-type-subviews.scenario.json",
      message:
        "scenario-wrong-type-subviews.scenario.json:8:5: error: at controller.subviews: found an object; expected an array of views"
    ),
    Case(
      "run", "scenario-unknown-view-type.scenario.json",
      message:
        "scenario-unknown-view-type.scenario.json:11:9: error: at controller.subviews[0].type: unknown view type 'tabelView'; expected one of view, scrollView, tableView, collectionView, textView, webView, wkWebView. Did you mean 'tableView'?"
    ),
    Case(
      "run", "scenario-frame-three-numbers.scenario.json",
      message:
        "scenario-frame-three-numbers.scenario.json:12:9: error: at controller.subviews[0].frame: found an array of 3 items; expected an array of 4 numbers [x, y, width, height]"
    ),
    Case(
      "run", "scenario-frame-negative-width.scenario.json",
      message:
        "scenario-frame-negative-width.scenario.json:15:11: error: at controller.subviews[0].frame[2]: the number -375 is out of range; expected a number from 0 to 100000"
    ),
    Case(
      "run", "scenario-frame-huge.scenario.json",
      message:
        "scenario-frame-huge.scenario.json:16:11: error: at controller.subviews[0].frame[3]: the number 1000000000 is out of range; expected a number from 0 to 100000"
    ),
    Case(
      "run", "scenario-frame-null.scenario.json",
      message:
        "scenario-frame-null.scenario.json:12:9: error: at controller.subviews[0].frame: found null; expected an array of 4 numbers [x, y, width, height]"
    ),
    Case(
      "run", "scenario-rows-fraction.scenario.json",
      message:
        "scenario-rows-fraction.scenario.json:13:9: error: at controller.subviews[0].rows: found 30.5; expected a whole number"
    ),
    Case(
      "run", "scenario-rows-negative.scenario.json",
      message:
        "scenario-rows-negative.scenario.json:13:9: error: at controller.subviews[0].rows: the number -1 is out of range; expected a number from 0 to 1000000"
    ),
    Case(
      "run", "scenario-rows-huge.scenario.json",
      message:
        "scenario-rows-huge.scenario.json:13:9: error: at controller.subviews[0].rows: the number 10000000 is out of range; expected a number from 0 to 1000000"
    ),
    Case(
      "run", "scenario-scroll-key-on-plain-view.scenario.json",
      message:
        "scenario-scroll-key-on-plain-view.scenario.json:18:9: error: at controller.subviews[0].contentInset: 'contentInset' applies to scroll views, and 'header' is a view; expected a view of type scrollView, tableView, collectionView or textView"
    ),
    Case(
      "run", "scenario-bad-view-id.scenario.json",
      message:
        "scenario-bad-view-id.scenario.json:10:9: error: at controller.subviews[0].id: 'table view' is not a usable name; expected up to 64 ASCII letters, digits and _, starting with a letter"
    ),
    Case(
      "run", "scenario-duplicate-view-ids.scenario.json",
      message:
        "scenario-duplicate-view-ids.scenario.json:6:3: error: at controller: two objects are named 'tableView'; expected unique view ids, different from the controller's name and the container roles"
    ),
    Case(
      "run", "scenario-pushed-without-navigation.scenario.json",
      message:
        #"scenario-pushed-without-navigation.scenario.json:17:3: error: at presentation: 'pushed' needs a navigation controller; expected "root", or a "navigationController" key"#
    ),
    Case(
      "run", "scenario-unknown-presentation.scenario.json",
      message:
        "scenario-unknown-presentation.scenario.json:18:3: error: at presentation: unknown presentation 'modal'; expected one of root, pushed"
    ),
    Case(
      "run", "scenario-unknown-edges.scenario.json",
      message:
        #"scenario-unknown-edges.scenario.json:8:5: error: at controller.edgesForExtendedLayout: unknown edges 'al'; expected "all", "none", or edge names such as "top,bottom". Did you mean 'all'?"#
    ),
    Case(
      "run", "scenario-unknown-behavior.scenario.json",
      message:
        "scenario-unknown-behavior.scenario.json:15:9: error: at controller.subviews[0].contentInsetAdjustmentBehavior: unknown behavior 'automatc'; expected one of automatic, scrollableAxes, never, always. Did you mean 'automatic'?"
    ),
  ]

  // MARK: - Script steps

  static let script: [Case] = [
    Case(
      "run", "scenario-tab-bar-minimize-before-26.scenario.json",
      message:
        "scenario-tab-bar-minimize-before-26.scenario.json:5:35: error: at root.tabBarController.tabBarMinimizeBehavior: tabBarMinimizeBehavior arrives in iOS 26 (this scenario runs iOS 18.0); expected iOS 26 or later, or no tabBarMinimizeBehavior"
    ),
    Case(
      "run", "scenario-tab-bar-sidebar-mode.scenario.json",
      message:
        #"scenario-tab-bar-sidebar-mode.scenario.json:5:35: error: at root.tabBarController.mode: a tab bar that becomes a sidebar (tabSidebar) is refused, for want of a rule: its width and whether it tiles or overlaps the tab's content are not published; expected "automatic" or "tabBar" (the same for tabs without tab groups)"#
    ),
    Case(
      "run", "scenario-set-tab-bar-hidden-before-18.scenario.json",
      message:
        "scenario-set-tab-bar-hidden-before-18.scenario.json:7:28: error: at script[0].do: UITabBarController.setTabBarHidden(_:animated:) arrives in iOS 18 (this scenario runs iOS 17.0); expected iOS 18 or later, or set tabBar.hidden"
    ),
    Case(
      "run", "scenario-custom-detent-before-16.scenario.json",
      message:
        #"scenario-custom-detent-before-16.scenario.json:8:95: error: at script[0].detents[0].custom: custom detents exist from iOS 16; expected "medium" or "large" on iOS 15.0"#
    ),
    Case(
      "run", "scenario-design-compatibility-before-26.scenario.json",
      message:
        "scenario-design-compatibility-before-26.scenario.json:5:3: error: at designRequiresCompatibility: UIDesignRequiresCompatibility arrives in iOS 26, and before it every app has the previous design (this scenario runs iOS 18.0); expected iOS 26 or later, or designRequiresCompatibility false. Did you mean 'false'?"
    ),
    Case(
      "run", "scenario-keyboard-predictive-ios7.scenario.json",
      message:
        "scenario-keyboard-predictive-ios7.scenario.json:6:50: error: at script[0].predictive: the predictive bar exists from iOS 8 (QuickType); expected no 'predictive' on iOS 7.1"
    ),
    Case(
      "run", "scenario-keyboard-kind-iphone.scenario.json",
      message:
        "scenario-keyboard-kind-iphone.scenario.json:6:50: error: at script[0].kind: a floating keyboard is modelled on iPad only; expected no 'kind' on iPhone 15, or an iPad. Did you mean 'software'?"
    ),
    Case(
      "run", "scenario-content-scroll-view-not-scroll.scenario.json",
      message:
        "scenario-content-scroll-view-not-scroll.scenario.json:7:92: error: at controllers.List.contentScrollView: 'header' is not a scroll view; expected null (the controller has no scroll view)"
    ),
    Case(
      "run", "scenario-two-controller-kinds.scenario.json",
      message:
        "scenario-two-controller-kinds.scenario.json:2:73: error: at controllers.Pager.hostingController: a controller with both pageViewController and hostingController; expected one of the two: a page view controller or a hosting controller"
    ),
    Case(
      "run", "scenario-hosting-root-view.scenario.json",
      message:
        #"scenario-hosting-root-view.scenario.json:2:54: error: at controllers.Hosted.rootView: a rootView on a hostingController, whose view UIKit makes; expected subviews added to its view ("subviews"), or a plain controller for the root view"#
    ),
    Case(
      "run", "scenario-two-unnamed-navigation-controllers.scenario.json",
      message:
        #"scenario-two-unnamed-navigation-controllers.scenario.json:2:80: error: at root.tabBarController.tabs[1].navigationController: a second navigation controller named 'navigationController' (the name of one without "name"); expected a "name" of its own for each navigation controller, such as "BNavigation""#
    ),
    Case(
      "run", "scenario-name-line-break.scenario.json",
      message:
        "scenario-name-line-break.scenario.json:1:47: error: at name: a control character (U+000A) in the text; expected text of one line, without tabs, line breaks or other control characters"
    ),
    Case(
      "run", "scenario-edges-twice.scenario.json",
      message:
        "scenario-edges-twice.scenario.json:2:75: error: at controller.edgesForExtendedLayout[2]: 'top' is listed twice; expected each edge at most once"
    ),
    Case(
      "run", "scenario-safe-area-regions-twice.scenario.json",
      message:
        "scenario-safe-area-regions-twice.scenario.json:2:78: error: at controllers.Hosted.hostingController.safeAreaRegions[1]: 'keyboard' names a region listed already; expected each region at most once"
    ),
    Case(
      "run", "scenario-script-missing-view.scenario.json",
      message:
        "scenario-script-missing-view.scenario.json:22:7: error: at script[0].view: no view 'ghostView' to remove in this scenario; expected the id of a subview: tableView"
    ),
    Case(
      "run", "scenario-script-missing-parent.scenario.json",
      message:
        "scenario-script-missing-parent.scenario.json:22:7: error: at script[0].parent: no view 'containerView' in this scenario; expected one of ViewController.view, tableView, banner"
    ),
    Case(
      "run", "scenario-script-missing-during-object.scenario.json",
      message:
        "scenario-script-missing-during-object.scenario.json:20:7: error: at script[0].during: no object 'headerView' in this scenario; expected one of \(objects)"
    ),
    Case(
      "run", "scenario-script-set-missing-object.scenario.json",
      message:
        "scenario-script-set-missing-object.scenario.json:21:7: error: at script[0].set: no object 'tabelView' in this scenario; expected one of \(objects). Did you mean 'tableView.contentInset'?"
    ),
    Case(
      "run", "scenario-script-set-unknown-property.scenario.json",
      message:
        "scenario-script-set-unknown-property.scenario.json:21:7: error: at script[0].set: 'contentInsets' cannot be set on 'tableView'; expected one of frame, hidden, contentSize, contentInset, contentOffset, scrollIndicatorInsets, contentInsetAdjustmentBehavior, scrollEnabled, alwaysBounceVertical, alwaysBounceHorizontal. Did you mean 'tableView.contentInset'?"
    ),
    Case(
      "run", "scenario-script-set-wrong-type.scenario.json",
      message:
        "scenario-script-set-wrong-type.scenario.json:23:7: error: at script[0].to: found a string; expected true or false"
    ),
    Case(
      "run", "scenario-script-parent-is-itself.scenario.json",
      message:
        "scenario-script-parent-is-itself.scenario.json:22:7: error: at script[0].parent: 'banner' is the view being added; expected the id of a view already in the scenario"
    ),
    Case(
      "run", "scenario-script-push-in-format-1.scenario.json",
      message:
        #"scenario-script-push-in-format-1.scenario.json:21:7: error: at script[0].do: 'push' is a flow of an app, and this is a one-screen scenario (format 1); expected an app: "insetsim": 2 with "root" and "controllers"; or "presentation": "pushed" to push this scenario's controller at launch"#
    ),
    Case(
      "run", "scenario-script-time-just-past-horizon.scenario.json",
      message:
        "scenario-script-time-just-past-horizon.scenario.json:20:7: error: at script[0].at: the number 3600.000001 is out of range; expected a number from 0 to 3600"
    ),
    Case(
      "run", "scenario-name-control-character.scenario.json",
      message:
        "scenario-name-control-character.scenario.json:18:3: error: at name: the text holds a control character (U+0007); expected a string without control characters"
    ),
    Case(
      "run", "scenario-script-unknown-action.scenario.json",
      message:
        "scenario-script-unknown-action.scenario.json:21:7: error: at script[0].do: unknown action 'rotat'; expected one of rotate, setNavigationBarHidden, setToolbarHidden, addSubview, removeFromSuperview, setNeedsLayout, layoutIfNeeded, showKeyboard, hideKeyboard, scroll, resizeWindow, scrollToTop, setNeedsStatusBarAppearanceUpdate. Did you mean 'rotate'?"
    ),
    Case(
      "run", "scenario-script-unknown-callback.scenario.json",
      message:
        "scenario-script-unknown-callback.scenario.json:20:7: error: at script[0].during: unknown callback 'viewDidApear'; expected one of \(callbacks). Did you mean 'viewDidAppear'?"
    ),
    Case(
      "run", "scenario-script-callback-not-on-release.scenario.json",
      message:
        "scenario-script-callback-not-on-release.scenario.json:20:7: error: at script[0].during: 'viewSafeAreaInsetsDidChange' is not called on iOS 10.3; expected a callback of that release"
    ),
    Case(
      "run", "scenario-script-beyond-horizon.scenario.json",
      message:
        "scenario-script-beyond-horizon.scenario.json:20:7: error: at script[0].at: the number 4000 is out of range; expected a number from 0 to 3600"
    ),
    Case(
      "run", "scenario-script-huge-time.scenario.json",
      message:
        "scenario-script-huge-time.scenario.json:20:7: error: at script[0].at: the number 1e+308 is out of range; expected a number from 0 to 3600"
    ),
    Case(
      "run", "scenario-script-negative-time.scenario.json",
      message:
        "scenario-script-negative-time.scenario.json:20:7: error: at script[0].at: the number -0.5 is out of range; expected a number from 0 to 3600"
    ),
    Case(
      "run", "scenario-script-during-and-at.scenario.json",
      message:
        "scenario-script-during-and-at.scenario.json:19:5: error: at script[0]: a step has both 'during' and 'at'; expected one of them"
    ),
    Case(
      "run", "scenario-script-no-trigger.scenario.json",
      message:
        #"scenario-script-no-trigger.scenario.json:19:5: error: at script[0]: a step needs a time; expected "during": CALLBACK or "at": SECONDS"#
    ),
  ]

  // MARK: - Observation points and expectations

  static let points: [Case] = [
    Case(
      "run", "scenario-observe-unknown-callback.scenario.json",
      message:
        "scenario-observe-unknown-callback.scenario.json:19:5: error: at observe[0]: unknown callback 'viewDidApear'; expected one of \(callbacks). Did you mean 'viewDidAppear'?"
    ),
    Case(
      "run", "scenario-observe-bad-time.scenario.json",
      message:
        #"scenario-observe-bad-time.scenario.json:19:5: error: at observe[0]: 't=soon' is not a time; expected t=SECONDS from 0 to 3600, such as "t=1.40""#
    ),
    Case(
      "run", "scenario-observe-bad-occurrence.scenario.json",
      message:
        "scenario-observe-bad-occurrence.scenario.json:19:5: error: at observe[0]: 'fourth' does not pick an occurrence; expected first, second, third, last or #N before the callback"
    ),
    Case(
      "check", "scenario-expect-missing-source.scenario.json",
      message:
        "scenario-expect-missing-source.scenario.json:19:5: error: at expect[0]: missing key 'source'; expected where the value was published (seed file and section, or a URL)"
    ),
    Case(
      "check", "scenario-expect-unknown-object.scenario.json",
      message:
        "scenario-expect-unknown-object.scenario.json:21:7: error: at expect[0].object: no object 'tabelView' in this scenario; expected one of \(objects). Did you mean 'tableView'?"
    ),
    Case(
      "check", "scenario-expect-unknown-property.scenario.json",
      message:
        "scenario-expect-unknown-property.scenario.json:22:7: error: at expect[0].property: 'tableView' has no tracked property 'adjustedContentInsets' on iOS 11.0; expected one of frame, hidden, safeAreaInsets, contentSize, contentInset, adjustedContentInset, contentOffset, scrollIndicatorInsets, contentInsetAdjustmentBehavior, scrollEnabled, alwaysBounceVertical, alwaysBounceHorizontal. Did you mean 'adjustedContentInset'?"
    ),
    Case(
      "check", "scenario-called-between-one-point.scenario.json",
      message:
        #"scenario-called-between-one-point.scenario.json:11:52: error: at expect[0].between: found an array of 1 point; expected two points, [FROM, TO], such as ["Modal.viewDidAppear", "Modal.viewDidDisappear"]"#
    ),
    Case(
      "check", "scenario-changed-unknown-property.scenario.json",
      message:
        "scenario-changed-unknown-property.scenario.json:11:7: error: at expect[0].unchanged: 'tableView' has no tracked property 'contentInsets' on iOS 11.0; expected one of frame, hidden, safeAreaInsets, contentSize, contentInset, adjustedContentInset, contentOffset, scrollIndicatorInsets, contentInsetAdjustmentBehavior, scrollEnabled, alwaysBounceVertical, alwaysBounceHorizontal. Did you mean 'tableView.contentInset'?"
    ),
    Case(
      "check", "scenario-changed-same-points.scenario.json",
      message:
        "scenario-changed-same-points.scenario.json:11:52: error: at expect[0].between: the two points are the same; expected two different points"
    ),
    Case(
      "check", "scenario-expect-property-not-on-release.scenario.json",
      message:
        "scenario-expect-property-not-on-release.scenario.json:22:7: error: at expect[0].property: 'tableView' has no tracked property 'adjustedContentInset' on iOS 10.3; expected one of frame, hidden, contentSize, contentInset, contentOffset, scrollIndicatorInsets, scrollEnabled, alwaysBounceVertical, alwaysBounceHorizontal"
    ),
    Case(
      "print", "ok-minimal.scenario.json", "--at", "viewDidApear",
      message:
        "ok-minimal.scenario.json: --at: unknown callback 'viewDidApear'; expected one of \(callbacks). Did you mean 'viewDidAppear'?"
    ),
    Case(
      "print", "ok-minimal.scenario.json", "--at", "viewWillTransition",
      message:
        "ok-minimal.scenario.json: --at: the point 'viewWillTransition' is never reached in this run; expected a callback that runs in this scenario (see `insetsim run ok-minimal.scenario.json`)"
    ),
    Case(
      "print", "ok-minimal.scenario.json", "--at", "t=5000",
      message:
        #"ok-minimal.scenario.json: --at: 't=5000' is not a time; expected t=SECONDS from 0 to 3600, such as "t=1.40""#
    ),
    Case(
      "print", "ok-minimal.scenario.json", "--at", "t=0x10",
      message:
        #"ok-minimal.scenario.json: --at: 't=0x10' is not a time; expected t=SECONDS from 0 to 3600, such as "t=1.40""#
    ),
    Case(
      "run", "ok-minimal.scenario.json", "--os", "10.4",
      message:
        #"ok-minimal.scenario.json (with --os/--device): at os: unknown iOS version '10.4'; expected one of 6.0 … 26.1 (e.g. "10.3", "11.0"). Did you mean '10.3'?"#
    ),
    Case(
      "run", "ok-minimal.scenario.json", "--os", "10.3", "--device", "iPhone X",
      message:
        "ok-minimal.scenario.json (with --os/--device): at device: 'iPhone X' does not run iOS 10.3; expected a release it runs: iOS 11.0 and later"
    ),
    Case(
      "compare", "ok-minimal.scenario.json", "--os", "11.0", "--os", "99",
      message:
        #"ok-minimal.scenario.json (with --os/--device/--orientation): at os: unknown iOS version '99'; expected one of 6.0 … 26.1 (e.g. "10.3", "11.0"). Did you mean '26.1'?"#
    ),
  ]

  // MARK: - Traces

  static let traces: [Case] = [
    Case(
      "replay", "trace-empty.trace.jsonl",
      message: "trace-empty.trace.jsonl: the file is empty; expected \(traceShape)"),
    Case(
      "replay", "trace-corrupted-header.trace.jsonl",
      message:
        "trace-corrupted-header.trace.jsonl:1:47: error: unexpected '\"'; expected ',' or '}'"
    ),
    Case(
      "replay", "trace-header-not-object.trace.jsonl",
      message:
        "trace-header-not-object.trace.jsonl: line 1: the header is an array; expected \(traceShape)"
    ),
    Case(
      "replay", "trace-header-version-2.trace.jsonl",
      message:
        "trace-header-version-2.trace.jsonl: line 1, key 'insetsim-trace': unsupported trace format version 2; expected 1, the version this insetsim reads"
    ),
    Case(
      "replay", "trace-header-no-magic.trace.jsonl",
      message:
        #"trace-header-no-magic.trace.jsonl: line 1: not an InsetSim trace header (no "insetsim-trace": 1); expected "#
        + traceShape),
    Case(
      "replay", "trace-header-no-scenario.trace.jsonl",
      message:
        #"trace-header-no-scenario.trace.jsonl: line 1: the header has no scenario; expected "scenario": {…}, the scenario the trace was recorded from"#
    ),
    Case(
      "replay", "trace-header-scenario-unknown-device.trace.jsonl",
      message:
        "trace-header-scenario-unknown-device.trace.jsonl: line 1, at scenario.device: unknown device 'iPhone 9'; expected a name from `insetsim devices`. Did you mean 'iPhone 8'?"
    ),
    Case(
      "replay", "trace-corrupted-line.trace.jsonl",
      message:
        "trace-corrupted-line.trace.jsonl:4:70: error: unexpected 'b'; expected a JSON value"
    ),
    Case(
      "replay", "trace-truncated-last-line.trace.jsonl",
      message:
        "trace-truncated-last-line.trace.jsonl:6:41: error: the document ends inside an object; expected the rest of the entry (the file looks cut short)"
    ),
    Case(
      "replay", "trace-unknown-kind.trace.jsonl",
      message:
        "trace-unknown-kind.trace.jsonl: line 3, key 'kind': unknown kind 'chnage'; expected one of event, callback, change, snapshot, note. Did you mean 'change'?"
    ),
    Case(
      "replay", "trace-unknown-entry-key.trace.jsonl",
      message:
        "trace-unknown-entry-key.trace.jsonl: line 2, key 'details': unknown key 'details'; expected one of t, turn, seq, kind, at, object, name, property, from, to, cause, rule, restsOn, why, during, detail, values. Did you mean 'detail'?"
    ),
    Case(
      "replay", "trace-negative-time.trace.jsonl",
      message:
        "trace-negative-time.trace.jsonl: line 5, key 't': found -5; expected a whole number ≥ 0 (virtual microseconds)"
    ),
    Case(
      "replay", "trace-unknown-property.trace.jsonl",
      message:
        "trace-unknown-property.trace.jsonl: line 4, key 'property': unknown property 'bound'; expected a tracked property. Did you mean 'bounds'?"
    ),
    Case(
      "replay", "trace-value-wrong-shape.trace.jsonl",
      message:
        "trace-value-wrong-shape.trace.jsonl: line 4, key 'to': found an array of 2 items; expected an array of 4 numbers [x, y, width, height]"
    ),
    Case(
      "replay", "trace-binary-junk.trace.jsonl",
      message:
        "trace-binary-junk.trace.jsonl:2:1: error: byte 0x80 is not UTF-8: the file is binary or in another encoding; expected a trace file: JSON Lines text in UTF-8"
    ),
    Case(
      "replay", "trace-snapshot-unknown-point.trace.jsonl",
      message:
        "trace-snapshot-unknown-point.trace.jsonl: entry #5, key 'at': unknown callback 'viewDidApear'; expected one of \(callbacks). Did you mean 'viewDidAppear'?"
    ),
    Case(
      "replay", "trace-is-a-scenario.trace.jsonl",
      message:
        "trace-is-a-scenario.trace.jsonl: this is a scenario, not a trace; expected \(traceShape); `insetsim run FILE --format jsonl` writes a scenario's trace"
    ),
    Case(
      "replay", "ok-minimal.scenario.json",
      message:
        "ok-minimal.scenario.json: this is a scenario, not a trace; expected \(traceShape); `insetsim run FILE --format jsonl` writes a scenario's trace"
    ),
    Case(
      "explain", "trace-corrupted-line.trace.jsonl",
      message:
        "trace-corrupted-line.trace.jsonl:4:70: error: unexpected 'b'; expected a JSON value"
    ),
    Case(
      "diff", "ok-minimal.scenario.json", "trace-empty.trace.jsonl",
      message: "trace-empty.trace.jsonl: the file is empty; expected \(traceShape)"),
  ]

  // MARK: - Files and folders

  static let files: [Case] = [
    Case(
      "run", "ok-minimal.scenario.json", "--out", "ok-minimal.scenario.json",
      message:
        "ok-minimal.scenario.json: is the input 'ok-minimal.scenario.json'; expected an output path other than the inputs (writing it would overwrite the input)"
    ),
    Case(
      "run", "./ok-minimal.scenario.json", "--format", "svg", "--out",
      "../BadInputs/ok-minimal.scenario.json",
      message:
        "../BadInputs/ok-minimal.scenario.json: is the input './ok-minimal.scenario.json'; expected an output path other than the inputs (writing it would overwrite the input)"
    ),
    Case(
      "matrix", "sweep-ok.sweep.json", "--out", "ok-minimal.scenario.json",
      message:
        "ok-minimal.scenario.json: is the input 'ok-minimal.scenario.json'; expected an output path other than the inputs (writing it would overwrite the input)"
    ),
    Case(
      "matrix", "sweep-ok.sweep.json", "--out", "sweep-ok.sweep.json",
      message:
        "sweep-ok.sweep.json: is the input 'sweep-ok.sweep.json'; expected an output path other than the inputs (writing it would overwrite the input)"
    ),
    Case(
      "matrix", "sweep-names-itself.sweep.json",
      message:
        "sweep-names-itself.sweep.json:3:3: error: at scenario: 'sweep-names-itself.sweep.json' is this sweep file itself; expected the path of a scenario file (*.scenario.json), relative to this file"
    ),
    Case(
      "matrix", "sweep-missing-scenario.sweep.json",
      message:
        "sweep-missing-scenario.sweep.json:3:3: error: at scenario: no scenario file 'no-such-base.scenario.json'; expected the path of a scenario file (*.scenario.json), relative to this file"
    ),
    Case(
      "run", ".",
      message:
        ".: is a folder; expected a scenario file (*.scenario.json); `insetsim check` reads folders"
    ),
    Case(
      "run", "no-such-file.scenario.json",
      message:
        "no-such-file.scenario.json: no such file; expected the path of a scenario file (*.scenario.json)"
    ),
    Case(
      "run", "ok-minimal.scenario.json/inner.scenario.json",
      message:
        "ok-minimal.scenario.json/inner.scenario.json: no such file: 'ok-minimal.scenario.json' is a file, not a folder; expected a scenario file (*.scenario.json)"
    ),
    Case(
      "replay", "no-such-file.trace.jsonl",
      message:
        "no-such-file.trace.jsonl: no such file or folder; expected a trace file (*.trace.jsonl) or a folder of them"
    ),
    Case(
      "check", "scenario-unknown-device.scenario.json",
      message:
        "scenario-unknown-device.scenario.json:5:3: error: at device: unknown device 'iPhone 9'; expected a name from `insetsim devices`. Did you mean 'iPhone 8'?"
    ),
    Case(
      "run", "ok-minimal.scenario.json", "--out", "scenario-empty.scenario.json/out.txt",
      message:
        "scenario-empty.scenario.json/out.txt: cannot write there: 'scenario-empty.scenario.json' is a file, not a folder; expected an output path in an existing folder"
    ),
    Case(
      "run", "ok-minimal.scenario.json", "--format", "svg", "--out", "no-such-folder/out.svg",
      message:
        "no-such-folder/out.svg: the folder 'no-such-folder' does not exist; expected an output path in an existing folder"
    ),
    Case(
      "run", "ok-minimal.scenario.json", "--out", ".",
      message: ".: is a folder; expected a file path for the output"),
    Case(
      "docs", "ok-minimal.scenario.json", "--out", "scenario-empty.scenario.json/site",
      message:
        "scenario-empty.scenario.json/site: the folder cannot be created: 'scenario-empty.scenario.json' is a file, not a folder; expected a folder for the documentation (it is created if missing)"
    ),
    Case(
      "docs", "ok-minimal.scenario.json", "--out", "ok-minimal.scenario.json",
      message:
        "ok-minimal.scenario.json: is a file; expected a folder for the documentation (it is created if missing)"
    ),
  ]

  static let all = syntax + schema + script + points + traces + files

  @Test(arguments: all)
  func badInputEndsWithExitTwoAndOneMessage(_ c: Case) throws {
    let before = try Self.listing(Self.corpus)
    let r = try InsetsimBinary.run(c.arguments, in: Self.corpus, timeout: 60)
    #expect(!r.timedOut, "it hung")
    #expect(!r.signaled, "it crashed:\n\(r.stderr)")
    #expect(r.status == 2)
    #expect(r.stderr == Self.printed(c.message))
    #expect(r.stdout == "", "bad input printed output")
    #expect(try Self.listing(Self.corpus) == before, "the command left a file behind")
  }

  /// What stderr holds for `message`: as it is when it starts `FILE:LINE:COLUMN: error: `, as
  /// compilers print a placed error; after "Error: " otherwise.
  static func printed(_ message: String) -> String {
    let head = message.components(separatedBy: ": error: ")[0].split(separator: ":")
    let placed =
      head.count == 3 && !head[0].contains(" ") && Int(head[1]) != nil && Int(head[2]) != nil
    return (placed ? "" : "Error: ") + message + "\n"
  }

  /// A placed error starts `FILE:LINE:COLUMN: error: `, as compilers print one, at the offending
  /// key's opening quote or the value's first character. The places below are counted by hand in
  /// the corpus files (1-based, as Xcode and editors count).
  @Test(arguments: [
    // Line 11 is `        "type": "tabelView",`: 8 spaces, then the key's quote in column 9.
    ("scenario-unknown-view-type.scenario.json", "11:9", "at controller.subviews[0].type: "),
    // Line 15 is `          -375,`: 10 spaces, then the value in column 11.
    (
      "scenario-frame-negative-width.scenario.json", "15:11", "at controller.subviews[0].frame[2]: "
    ),
    // Line 21 is `      "do": "rotat",`: 6 spaces, then the key in column 7.
    ("scenario-script-unknown-action.scenario.json", "21:7", "at script[0].do: "),
    // Line 5 is `  "device": "iPho` and the file ends there: 17 characters, the end in column 18.
    ("scenario-truncated-in-string.scenario.json", "5:18", "the document ends inside a string"),
  ])
  func placedErrorStartsWithFileLineColumn(_ file: String, _ place: String, _ rest: String) throws {
    let r = try InsetsimBinary.run(["run", file], in: Self.corpus, timeout: 60)
    #expect(r.status == 2)
    #expect(r.stderr.hasPrefix("\(file):\(place): error: \(rest)"), "\(r.stderr)")
  }

  /// Columns count characters, not bytes: the key `os` below comes after `{"insetsim": 1, ` (16
  /// characters) and `"name": "é—é", ` (15 characters, 19 bytes), so in column 32, though 35 bytes
  /// come before it. A message about the whole file has no place and starts "Error: ".
  @Test func placesCountCharactersAndWholeFileErrorsHaveNone() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write(
      #"{"insetsim": 1, "name": "é—é", "os": "99", "device": "iPhone 8", "controller": {"name": "A"}}"#,
      folder.appendingPathComponent("wide.scenario.json"))
    let wide = try InsetsimBinary.run(["run", "wide.scenario.json"], in: folder, timeout: 60)
    #expect(wide.stderr.hasPrefix("wide.scenario.json:1:32: error: at os: "), "\(wide.stderr)")
    let whole = try InsetsimBinary.run(
      ["run", "scenario-missing-controller.scenario.json"], in: Self.corpus, timeout: 60)
    #expect(whole.stderr.hasPrefix("Error: scenario-missing-controller.scenario.json: missing key"))
  }

  /// An output path that cannot be written (its parent is /proc, on Linux) gets a message and no
  /// file.
  @Test func unwritableOutputFolderIsAnError() throws {
    #if os(Linux)
      let r = try InsetsimBinary.run(
        ["run", "ok-minimal.scenario.json", "--out", "/proc/insetsim-out.svg"], in: Self.corpus,
        timeout: 60)
      #expect(r.status == 2)
      #expect(
        r.stderr
          == "Error: /proc/insetsim-out.svg: cannot write there: No such file or directory; expected a writable folder\n"
      )
      #expect(r.stdout == "")
      #expect(!FileManager.default.fileExists(atPath: "/proc/insetsim-out.svg"))
    #endif
  }

  /// Every input file of the corpus is used by a case, so none is left untested.
  @Test func everyCorpusFileHasACase() throws {
    let used = Set(Self.all.flatMap(\.arguments))
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter {
      !$0.hasPrefix(".") && $0 != "fuzz"
    }
    #expect(files.count >= 60)
    for file in files.sorted() { #expect(used.contains(file), "\(file) has no case") }
    #expect(Self.all.count >= 60)
  }

  // MARK: - Generated inputs: too large, too deep, too many

  /// A generated input: its file name, how to make it, the command and the message.
  struct Generated: CustomTestStringConvertible, Sendable {
    var file: String
    var arguments: [String]
    var message: String
    var make: @Sendable (URL) throws -> Void
    var testDescription: String { "insetsim " + arguments.joined(separator: " ") }
  }

  static let head =
    #"{"insetsim": 1, "os": "11.0", "device": "iPhone 8", "controller": {"name": "ViewController", "subviews": "#

  static func write(_ text: String, _ url: URL) throws { try Data(text.utf8).write(to: url) }

  /// A sparse file of `size` bytes: as large as a real one to `stat`, instant to make.
  static func sparseFile(_ url: URL, size: UInt64) throws {
    _ = FileManager.default.createFile(atPath: url.path, contents: Data("{".utf8))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: size)
    try handle.close()
  }

  static let generated: [Generated] = [
    Generated(
      file: "huge.scenario.json", arguments: ["run", "huge.scenario.json"],
      message:
        "huge.scenario.json: the file is 100 MB (104857600 bytes), over the limit of 8 MB (8388608 bytes); expected a smaller file"
    ) { try sparseFile($0, size: 100 << 20) },
    Generated(
      file: "huge.trace.jsonl", arguments: ["replay", "huge.trace.jsonl"],
      message:
        "huge.trace.jsonl: the file is 200 MB (209715200 bytes), over the limit of 128 MB (134217728 bytes); expected a smaller file"
    ) { try sparseFile($0, size: 200 << 20) },
    // The head is 105 characters at depth 1; the 63rd '[' (column 105 + 63) is 64 levels deep.
    Generated(
      file: "deep-arrays.scenario.json", arguments: ["run", "deep-arrays.scenario.json"],
      message:
        "deep-arrays.scenario.json:1:168: error: nesting deeper than 64 levels; expected arrays and objects nested at most 64 levels deep"
    ) {
      try write(
        head + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}}",
        $0)
    },
    // The 31st nested view's object is 63 levels deep, so its "id" value is the first thing past
    // the limit.
    Generated(
      file: "deep-views.scenario.json", arguments: ["run", "deep-views.scenario.json"],
      message:
        "deep-views.scenario.json:1:1344: error: nesting deeper than 64 levels; expected arrays and objects nested at most 64 levels deep"
    ) {
      let open = #"{"id": "v", "type": "view", "subviews": ["#
      try write(
        head + "[" + String(repeating: open, count: 10_000) + String(repeating: "]}", count: 10_000)
          + "]}}", $0)
    },
    Generated(
      file: "many-views.scenario.json", arguments: ["run", "many-views.scenario.json"],
      message:
        "many-views.scenario.json:1:30997: error: at controller.subviews[1000]: more than 1000 views; expected at most 1000 views in one scenario"
    ) {
      try write(
        head + "["
          + (0..<100_000).map { #"{"id": "v\#($0)", "type": "view"}"# }.joined(separator: ",")
          + "]}}", $0)
    },
    Generated(
      file: "script-adds-views.scenario.json",
      arguments: ["run", "script-adds-views.scenario.json"],
      message:
        "script-adds-views.scenario.json:1:19892: error: at script[1].view: more than 1000 views with those the script adds; expected at most 1000 views in one scenario"
    ) {
      func step(_ n: Int) -> String {
        let children = (0..<599).map { #"{"id": "s\#(n)c\#($0)", "type": "view"}"# }.joined(
          separator: ",")
        return
          #"{"at": 1, "do": "addSubview", "view": {"id": "s\#(n)", "type": "view", "subviews": [\#(children)]}}"#
      }
      try write(head + "[]}, \"script\": [" + step(0) + "," + step(1) + "]}", $0)
    },
    Generated(
      file: "many-steps.scenario.json", arguments: ["run", "many-steps.scenario.json"],
      message:
        "many-steps.scenario.json:1:111: error: at script: 1001 steps, over the limit of 1000; expected fewer steps"
    ) {
      try write(
        head + "[]}, \"script\": ["
          + Array(repeating: #"{"at": 1, "do": "setNeedsLayout"}"#, count: 1001).joined(
            separator: ",") + "]}", $0)
    },
    Generated(
      file: "many-points.scenario.json", arguments: ["run", "many-points.scenario.json"],
      message:
        "many-points.scenario.json:1:111: error: at observe: 1001 points, over the limit of 1000; expected fewer points"
    ) {
      try write(
        head + "[]}, \"observe\": [" + (0...1000).map { "\"t=\($0)\"" }.joined(separator: ",")
          + "]}", $0)
    },
    Generated(
      file: "many-keys.scenario.json", arguments: ["run", "many-keys.scenario.json"],
      message:
        "many-keys.scenario.json:1:2: error: at k0: unknown key 'k0'; expected one of insetsim, name, summary, os, device, orientation, statusBarHidden, window, requiresFullScreen, supportedInterfaceOrientations, designRequiresCompatibility, tabBarController, navigationController, presentation, controller, script, observe, expect, assumptions, uikitBugs"
    ) { try write("{" + (0..<300_000).map { "\"k\($0)\": 0" }.joined(separator: ",") + "}", $0) },
    Generated(
      file: "long-name.scenario.json", arguments: ["run", "long-name.scenario.json"],
      message: "long-name.scenario.json:1:31: error: at device: unknown device '"
        + String(repeating: "iPhone ", count: 8)
        + "iPho…'; expected a name from `insetsim devices`"
    ) {
      try write(
        #"{"insetsim": 1, "os": "11.0", "device": ""# + String(repeating: "iPhone ", count: 300_000)
          + #"", "controller": {}}"#, $0)
    },
    Generated(
      file: "newline-in-key.scenario.json", arguments: ["run", "newline-in-key.scenario.json"],
      message:
        #"newline-in-key.scenario.json: at de\nvice: unknown key 'de\nvice'; expected one of insetsim, name, summary, os, device, orientation, statusBarHidden, window, requiresFullScreen, supportedInterfaceOrientations, designRequiresCompatibility, tabBarController, navigationController, presentation, controller, script, observe, expect, assumptions, uikitBugs. Did you mean 'device'?"#
    ) { try write(#"{"de\nvice": "iPhone 8"}"#, $0) },
    // A folder with a failing check before a bad file: nothing is printed, as every input is read
    // first.
    Generated(
      file: "mixed", arguments: ["check", "mixed"],
      message: "mixed/b.scenario.json: the file is empty; expected \(scenarioShape)"
    ) {
      try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false)
      let expect =
        #"[{"at": "viewDidAppear", "object": "window", "property": "bounds", "value": [0, 0, 1, 1], "source": "a test"}]"#
      try write(
        head + "[]}, \"observe\": [\"viewDidAppear\"], \"expect\": \(expect)}",
        $0.appendingPathComponent("a.scenario.json"))
      try write("", $0.appendingPathComponent("b.scenario.json"))
    },
    // Anything but a regular file is refused before it is opened: reading a FIFO blocks until a
    // writer comes.
    Generated(
      file: "fifo.scenario.json", arguments: ["run", "fifo.scenario.json"],
      message:
        "fifo.scenario.json: is a FIFO (named pipe), not a regular file; expected a scenario file (*.scenario.json)"
    ) { _ = mkfifo($0.path, 0o644) },
    Generated(
      file: "fifos", arguments: ["check", "fifos"],
      message:
        "fifos/a.scenario.json: is a FIFO (named pipe), not a regular file; expected a scenario file (*.scenario.json)"
    ) {
      try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false)
      _ = mkfifo($0.appendingPathComponent("a.scenario.json").path, 0o644)
    },
    Generated(
      file: "fifo.trace.jsonl", arguments: ["replay", "fifo.trace.jsonl"],
      message:
        "fifo.trace.jsonl: is a FIFO (named pipe), not a regular file; expected a trace file (*.trace.jsonl)"
    ) { _ = mkfifo($0.path, 0o644) },
    Generated(
      file: "fifo-base.sweep.json", arguments: ["matrix", "fifo-base.sweep.json"],
      message:
        "base.scenario.json: is a FIFO (named pipe), not a regular file; expected a scenario file (*.scenario.json)"
    ) {
      try write(
        #"{"insetsim-sweep": 1, "scenario": "base.scenario.json", "vary": [{"key": "os", "values": ["11.0"]}]}"#,
        $0)
      _ = mkfifo(
        $0.deletingLastPathComponent().appendingPathComponent("base.scenario.json").path, 0o644)
    },
    // An output that is a link to the input is the input.
    Generated(
      file: "in.scenario.json",
      arguments: ["run", "in.scenario.json", "--out", "link.scenario.json"],
      message:
        "link.scenario.json: is the input 'in.scenario.json'; expected an output path other than the inputs (writing it would overwrite the input)"
    ) {
      try Data(contentsOf: corpus.appendingPathComponent("ok-minimal.scenario.json")).write(to: $0)
      try FileManager.default.createSymbolicLink(
        atPath: $0.deletingLastPathComponent().appendingPathComponent("link.scenario.json").path,
        withDestinationPath: "in.scenario.json")
    },
    Generated(
      file: "traces", arguments: ["replay", "traces"],
      message: "traces: the folder holds no trace; expected *.trace.jsonl files"
    ) {
      try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false)
      try write("{}", $0.appendingPathComponent("notes.json"))
    },
  ]

  @available(macOS 13, iOS 16, *)  // ContinuousClock
  @Test(arguments: generated)
  func generatedInputPastALimitEndsWithExitTwo(_ g: Generated) throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try g.make(folder.appendingPathComponent(g.file))
    let clock = ContinuousClock()
    let start = clock.now
    let r = try InsetsimBinary.run(g.arguments, in: folder, timeout: 120)
    #expect(!r.timedOut, "it hung")
    #expect(!r.signaled, "it crashed:\n\(r.stderr)")
    #expect(r.status == 2)
    #expect(r.stderr == Self.printed(g.message))
    #expect(r.stdout == "")
    #expect(clock.now - start < .seconds(60), "bad input takes a minute to refuse")
  }

  // MARK: - Inputs found by fuzzing and review

  /// A script whose async step invalidates layout from a layout callback never lets the run loop go
  /// idle at one virtual time; the engine stops after its turn limit with a note, and the run ends
  /// normally.
  @Test func aRunLoopThatNeverGoesIdleStopsWithANote() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write(
      Self.head
        + #"[]}, "script": [{"during": "viewDidLayoutSubviews", "async": true, "do": "setNeedsLayout"}]}"#,
      folder.appendingPathComponent("loop.scenario.json"))
    let r = try InsetsimBinary.run(
      ["run", "loop.scenario.json", "--format", "jsonl"], in: folder, timeout: 120)
    #expect(!r.timedOut, "it hung")
    #expect(r.status == 0)
    #expect(r.stderr == "")
    let last = r.nonEmptyLines.last ?? ""
    #expect(
      last.hasSuffix(
        #""kind":"note","detail":"the simulation stops after 10000 run-loop turns, at t=0.000 s: the engine's limit of 10000 turns per run"}"#
      ))
  }

  /// With many views each turn costs more: the turn limit shrinks (1,000,000 ÷ views) so the run
  /// still ends within seconds.
  @available(macOS 13, iOS 16, *)  // ContinuousClock
  @Test func aBusyRunLoopWithManyViewsStopsSooner() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let views = (0..<999).map { #"{"id": "v\#($0)", "type": "view", "frame": "fill"}"# }.joined(
      separator: ",")
    try Self.write(
      Self.head + "[\(views)]}, "
        + #""script": [{"during": "viewDidLayoutSubviews", "async": true, "do": "setNeedsLayout"}]}"#,
      folder.appendingPathComponent("busy.scenario.json"))
    let clock = ContinuousClock()
    let start = clock.now
    let r = try InsetsimBinary.run(
      ["run", "busy.scenario.json", "--format", "jsonl"], in: folder, timeout: 120)
    #expect(!r.timedOut, "it hung")
    #expect(r.status == 0)
    #expect(
      (r.nonEmptyLines.last ?? "").hasSuffix(
        #""detail":"the simulation stops after 1000 run-loop turns, at t=0.000 s: the engine's limit of 1000000 view-turns per run, 1000 turns with 1000 views"}"#
      ))
    #expect(clock.now - start < .seconds(60))
  }

  /// What each input of `Tests/BadInputs/fuzz/` must end with: a message (exit 2), or nil for a
  /// clean run (exit 0). Inputs there crashed or hung an earlier build: libFuzzer's finds
  /// (`crash-…`), and those found by review.
  static let fuzzOutcomes: [String: String?] = [
    // An iOS version past Int's range made the "did you mean" arithmetic overflow (a trap).
    "crash-os-number-overflow.scenario.json":
      #"crash-os-number-overflow.scenario.json:4:3: error: at os: unknown iOS version '07766279631452241920.1'; expected one of 6.0 … 26.1 (e.g. "10.3", "11.0")"#,
    // An async step invalidating layout from a layout callback kept the engine at t = 0 forever.
    "scenario-async-layout-loop.scenario.json": nil,
    // Two steps that each rotate at the end of every rotation doubled the events each time (memory,
    // time).
    "scenario-rotation-doubling.scenario.json": nil,
    // setNeedsLayout then layoutIfNeeded in viewDidLayoutSubviews recursed until the stack
    // overflowed.
    "scenario-reentrant-layout.scenario.json": nil,
    // The same script in a device trace's header (replay simulates it).
    "trace-reentrant-layout.trace.jsonl": nil,
  ]

  /// The re-entrant layout script ends normally through every command that simulates (exit 0, or 1
  /// for diff, whose two sides differ), never by a signal.
  @Test(arguments: [
    ["run", "scenario-reentrant-layout.scenario.json"],
    ["check", "scenario-reentrant-layout.scenario.json"],
    ["lint", "scenario-reentrant-layout.scenario.json"],
    ["print", "scenario-reentrant-layout.scenario.json", "--at", "viewDidAppear"],
    ["compare", "scenario-reentrant-layout.scenario.json", "--os", "11.0", "--os", "12.0"],
    ["explain", "scenario-reentrant-layout.scenario.json"],
    [
      "matrix", "scenario-reentrant-layout.scenario.json", "--vary", "os=11.0,12.0", "--show",
      "ViewController.view.frame",
    ],
    ["replay", "trace-reentrant-layout.trace.jsonl"],
    ["lint", "trace-reentrant-layout.trace.jsonl"],
  ])
  func reentrantLayoutEndsNormallyInEveryCommand(_ arguments: [String]) throws {
    let r = try InsetsimBinary.run(
      arguments, in: Self.corpus.appendingPathComponent("fuzz"), timeout: 60)
    #expect(!r.timedOut, "it hung")
    #expect(!r.signaled, "it crashed:\n\(r.stderr)")
    #expect(r.status == 0)
    #expect(r.stderr == "")
  }

  @Test(arguments: fuzzFindings)
  func fuzzFindingEndsCleanly(_ file: String) throws {
    let folder = Self.corpus.appendingPathComponent("fuzz")
    let verb = file.hasSuffix(".jsonl") ? "replay" : "run"
    let r = try InsetsimBinary.run([verb, file], in: folder, timeout: 60)
    #expect(!r.timedOut, "it hung")
    #expect(!r.signaled, "it crashed:\n\(r.stderr)")
    guard let outcome = Self.fuzzOutcomes[file] else {
      Issue.record("\(file) has no expected outcome in fuzzOutcomes")
      return
    }
    if let message = outcome {
      #expect(r.status == 2)
      #expect(r.stderr == Self.printed(message))
      #expect(r.stdout == "")
    } else {
      #expect(r.status == 0)
      #expect(r.stderr == "")
    }
  }

  static var fuzzFindings: [String] {
    let folder = corpus.appendingPathComponent("fuzz")
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".json") || $0.hasSuffix(".jsonl") }.sorted()
  }

  // MARK: - Helpers

  /// The names in a folder, to check that a failed command left nothing behind (no output, no
  /// temporary file).
  static func listing(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }
}

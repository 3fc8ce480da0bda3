import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimLint
@testable import InsetSimMatrix
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// Reading `*.scenario.json` (SPEC §1): every error message word for word (STYLE §8.3), in the form
/// of Sources/InsetSimSupport/InputError.swift — "FILE: at JSON.PATH: problem; expected …. Did you
/// mean 'X'?" — and the round trip `Scenario(json: s.json, file:) == s`.
@Suite struct ScenarioDecodingTests {
  private static let file = "x.scenario.json"

  /// The message decoding `text` fails with, or an issue if it decodes.
  private func message(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String
  {
    do {
      let s = try Scenario.decode(text, file: Self.file)
      Issue.record("decoded without an error: \(s.name)", sourceLocation: sourceLocation)
      return ""
    } catch {
      #expect(error.file == Self.file, sourceLocation: sourceLocation)
      return "\(error)"
    }
  }

  /// A minimal valid scenario with `extra` top-level members spliced in and the given controller.
  private func doc(
    os: String = "\"10.3\"", device: String = "iPhone 8", controller: String = "{}",
    _ extra: String = ""
  ) -> String {
    """
    {"insetsim": 1, "os": \(os), "device": "\(device)", "controller": \(controller)\(extra.isEmpty ? "" : ", " + extra)}
    """
  }

  /// The seed example's table (SPEC §1, SEED-OBSERVATIONS common setup).
  private let seedController = """
    {"name": "ViewController", "subviews": [{"id": "tableView", "type": "tableView", "frame": [0, 0, 375, 667],
      "rows": 30, "rowHeight": 40, "tableHeaderHeight": 64, "tableFooterHeight": 49}]}
    """

  // MARK: Valid input

  @Test func decodesTheSeedExampleAsWritten() throws {
    let text = doc(
      controller: seedController,
      """
      "name": "seed", "tabBarController": {"translucent": true}, "navigationController": {"translucent": true},
      "observe": ["viewWillAppear", "viewDidAppear"],
      "expect": [{"at": "viewDidAppear", "object": "tableView", "property": "contentInset", "value": [64, 0, 49, 0],
                  "source": "SEED-OBSERVATIONS S000-05"}]
      """)
    let s = try Scenario.decode(text, file: Self.file)
    #expect(s.name == "seed")
    #expect(s.os == OSVersion(10, 3))
    #expect(s.device.name == "iPhone 8")
    #expect(s.tabBarController == TabBarControllerSpec(translucent: true))
    #expect(s.navigationController == NavigationControllerSpec(translucent: true))
    #expect(s.controller.subviews.map(\.id) == ["tableView"])
    #expect(s.controller.subviews.first?.frame == .rect(Rect(x: 0, y: 0, width: 375, height: 667)))
    #expect(
      s.observe == [
        .callback(CallbackRef("viewWillAppear"), .first),
        .callback(CallbackRef("viewDidAppear"), .first),
      ])
    #expect(s.expect.first?.value == .insets(EdgeInsets(top: 64, left: 0, bottom: 49, right: 0)))
  }

  @Test func aMissingNameComesFromTheFileName() throws {
    #expect(
      try Scenario.decode(doc(), file: "Traces/tabbar-hidden.scenario.json").name == "tabbar-hidden"
    )
  }

  // MARK: Errors: structure

  @Test func unknownTopLevelKeySuggestsTheClosestKey() {
    let text = #"{"insetsim": 1, "os": "10.3", "devcie": "iPhone 8", "controller": {}}"#
    #expect(
      message(text) == """
        x.scenario.json: at devcie: unknown key 'devcie'; expected one of insetsim, name, summary, os, device, \
        orientation, statusBarHidden, window, requiresFullScreen, supportedInterfaceOrientations, designRequiresCompatibility, tabBarController, navigationController, presentation, \
        controller, script, observe, expect, assumptions, uikitBugs. Did you mean 'device'?
        """)
  }

  @Test func unknownNestedKeyNamesItsFullPath() {
    let controller = #"{"subviews": [{"id": "tableView", "type": "tableView", "rowHieght": 40}]}"#
    #expect(
      message(doc(controller: controller)) == """
        x.scenario.json: at controller.subviews[0].rowHieght: unknown key 'rowHieght'; expected one of id, type, \
        frame, hidden, contentSize, rows, rowHeight, tableHeaderHeight, tableFooterHeight, contentInset, \
        contentInsetAdjustmentBehavior, scrollEnabled, alwaysBounceVertical, alwaysBounceHorizontal, subviews. \
        Did you mean 'rowHeight'?
        """)
  }

  @Test func missingRequiredKeyIsNamed() {
    #expect(
      message(#"{"insetsim": 1, "os": "10.3", "device": "iPhone 8"}"#)
        == #"x.scenario.json: missing key 'controller'; expected "controller": {"name": …, "subviews": […]}"#
    )
  }

  @Test func unsupportedFormatVersionIsRefused() {
    #expect(
      message(#"{"insetsim": 3, "os": "10.3", "device": "iPhone 8", "controller": {}}"#)
        == "x.scenario.json: at insetsim: unsupported format version 3; expected 1 (one screen) or 2 (an app)"
    )
  }

  @Test func osGivenAsANumberSuggestsTheStringForm() {
    #expect(
      message(doc(os: "10.3")) == """
        x.scenario.json: at os: found the number 10.3; expected a string such as "10.3". Did you mean '"10.3"'?
        """)
  }

  @Test func wrongTypeOfABoolNamesWhatWasFound() {
    #expect(
      message(doc(#""statusBarHidden": "yes""#))
        == "x.scenario.json: at statusBarHidden: found a string; expected true or false")
  }

  // MARK: Errors: names

  @Test func unknownIOSVersionIsRefusedWithTheKnownRange() {
    let text = message(doc(os: #""10.4""#))
    #expect(
      text.hasPrefix(
        """
        x.scenario.json: at os: unknown iOS version '10.4'; expected one of 6.0 … 26.1 (e.g. "10.3", "11.0"). \
        Did you mean '
        """))
  }

  /// iOS 10's last release is 10.3 (OSVersion.known); "10.4" is most likely meant as that, not as
  /// 10.0.
  @Test func unknownIOSVersionSuggestsTheLastReleaseOfThatMajorVersion() {
    let text = message(doc(os: #""10.4""#))
    #expect(
      text == """
        x.scenario.json: at os: unknown iOS version '10.4'; expected one of 6.0 … 26.1 (e.g. "10.3", "11.0"). \
        Did you mean '10.3'?
        """)
  }

  @Test func unknownDeviceSuggestsTheClosestName() {
    #expect(
      message(doc(device: "iPhone 88")) == """
        x.scenario.json: at device: unknown device 'iPhone 88'; expected a name from `insetsim devices`. \
        Did you mean 'iPhone 8'?
        """)
  }

  /// iPhone X runs iOS 11 and later (UIKIT-FACTS §1.1, DeviceCatalog).
  @Test func deviceThatDoesNotRunTheReleaseIsRefused() {
    #expect(
      message(doc(device: "iPhone X")) == """
        x.scenario.json: at device: 'iPhone X' does not run iOS 10.3; expected a release it runs: iOS 11.0 and later
        """)
  }

  @Test func unknownViewTypeSuggestsTheClosestType() {
    let controller = #"{"subviews": [{"id": "tableView", "type": "tabelView"}]}"#
    // The example in InputError's documentation, word for word.
    #expect(
      message(doc(controller: controller)) == """
        x.scenario.json: at controller.subviews[0].type: unknown view type 'tabelView'; expected one of view, \
        scrollView, tableView, collectionView, textView, webView, wkWebView. Did you mean 'tableView'?
        """)
  }

  /// UIRequiresFullScreen "opts the app out of multitasking and dynamic resizing"
  /// (https://developer.apple.com/documentation/bundleresources/information-property-list/uirequiresfullscreen):
  /// such an app has no Split View window at launch and no resize.
  @Test func aFullScreenAppHasNoWindowMode() {
    let launch = """
      {"insetsim": 2, "os": "15.0", "device": "iPad Pro (11-inch)", "requiresFullScreen": true,
       "window": "splitView 1/3", "root": "Main", "controllers": {"Main": {}}}
      """
    #expect(
      message(launch) == """
        x.scenario.json: at window: the app sets requiresFullScreen (UIRequiresFullScreen), which opts it \
        out of multitasking and dynamic resizing: its window is always the whole screen; expected \
        "fullScreen", or requiresFullScreen false. Did you mean 'fullScreen'?
        """)
    let resize = """
      {"insetsim": 2, "os": "17.0", "device": "iPad Pro (11-inch)", "requiresFullScreen": true,
       "root": "Main", "controllers": {"Main": {}},
       "script": [{"at": 1, "do": "resizeWindow", "to": {"width": 500, "height": 700}}]}
      """
    #expect(message(resize).contains("at script[0].to: the app sets requiresFullScreen"))
  }

  /// The app's Info.plist list (rule rotation.appOrientations): the window turns only to what it
  /// lists, so the app cannot start in another; a root with none in common makes UIKit raise at
  /// launch (rule rotation.noCommonOrientation: "Supported orientations has no common orientation
  /// with the application", https://github.com/phoboslab/Ejecta/issues/38); an iPad app that
  /// lists fewer than four opts out of multitasking (Apple's supportedInterfaceOrientations page:
  /// "by not declaring support for all possible orientations within the Info.plist file").
  @Test func theAppsOrientationsBoundTheLaunch() {
    let outside = """
      {"insetsim": 2, "os": "15.0", "device": "iPhone 8", "orientation": "landscapeLeft",
       "supportedInterfaceOrientations": ["portrait"], "root": "Main", "controllers": {"Main": {}}}
      """
    #expect(
      message(outside) == """
        x.scenario.json: at orientation: the app's Info.plist lists portrait \
        (supportedInterfaceOrientations): not landscapeLeft; expected one of portrait. Did you mean \
        'portrait'?
        """)
    let noCommon = """
      {"insetsim": 2, "os": "15.0", "device": "iPhone 8",
       "supportedInterfaceOrientations": ["landscapeLeft"], "root": "Main",
       "controllers": {"Main": {"supportedInterfaceOrientations": ["portrait"]}}}
      """
    #expect(
      message(noCommon).hasPrefix(
        "x.scenario.json: at supportedInterfaceOrientations: Main supports portrait and the app's Info.plist lists landscapeLeft"
      ))
    #expect(message(noCommon).contains("UIApplicationInvalidInterfaceOrientation"))
    let window = """
      {"insetsim": 2, "os": "15.0", "device": "iPad Pro (11-inch)", "window": "slideOver",
       "supportedInterfaceOrientations": ["portrait"], "root": "Main", "controllers": {"Main": {}}}
      """
    #expect(
      message(window).hasPrefix(
        "x.scenario.json: at window: the app's Info.plist lists portrait (supportedInterfaceOrientations): an iPad app that lists fewer than all four orientations opts out of multitasking"
      ))
    let twice = """
      {"insetsim": 2, "os": "15.0", "device": "iPhone 8",
       "supportedInterfaceOrientations": ["portrait", "portrait"], "root": "Main",
       "controllers": {"Main": {}}}
      """
    #expect(
      message(twice)
        == "x.scenario.json: at supportedInterfaceOrientations[1]: 'portrait' is listed twice; expected each orientation at most once"
    )
  }

  @Test func scrollViewKeyOnAPlainViewIsRefused() {
    let controller = #"{"subviews": [{"id": "box", "type": "view", "contentInset": [0, 0, 0, 0]}]}"#
    #expect(
      message(doc(controller: controller)) == """
        x.scenario.json: at controller.subviews[0].contentInset: 'contentInset' applies to scroll views, and 'box' \
        is a view; expected a view of type scrollView, tableView, collectionView or textView
        """)
  }

  /// additionalSafeAreaInsets is iOS 11 API (UIKIT-FACTS §3): on iOS 10.3 it is accepted, as app
  /// code behind `if #available(iOS 11, *)` is (seed 000's own example guards it so), and the run
  /// ignores it with a note.
  @Test func additionalSafeAreaInsetsOnIOS10IsIgnoredWithANote() throws {
    let controller = #"{"additionalSafeAreaInsets": [80, 0, 30, 0]}"#
    let scenario = try Scenario.decode(doc(controller: controller), file: Self.file)
    #expect(scenario.unavailableSettings == ["controller.additionalSafeAreaInsets"])
    let notes = Simulation.run(scenario).entries.filter { $0.kind == .note }.compactMap(\.detail)
    #expect(
      notes.contains(
        "controller.additionalSafeAreaInsets does not exist on iOS 10.3: the app's code leaves it unset, as code behind `if #available` would"
      ))
  }

  /// UITabBar.isTranslucent is iOS 7+
  /// (https://developer.apple.com/documentation/uikit/uitabbar/istranslucent):
  /// on iOS 6 the setting is noted and left out, and a script that sets it is refused.
  @Test func aTabBarsTranslucencyOnIOS6IsIgnoredWithANoteOrRefused() throws {
    let scenario = try Scenario.decode(
      doc(os: "\"6.1\"", device: "iPhone 5", #""tabBarController": {"translucent": true}"#),
      file: Self.file)
    #expect(scenario.unavailableSettings == ["tabBarController.translucent"])
    let trace = Simulation.run(scenario)
    #expect(
      trace.entries.contains {
        $0.kind == .note
          && $0.detail
            == "tabBarController.translucent does not exist on iOS 6.1: the app's code leaves it unset, as code behind `if #available` would"
      })
    #expect(
      trace.entries.first { $0.object == "tabBar" && $0.property == .translucent }?.to
        == .bool(false))
    let set = doc(
      os: "\"6.1\"", device: "iPhone 5",
      #""tabBarController": {}, "script": [{"at": 1, "set": "tabBar.translucent", "to": true}]"#)
    #expect(
      message(set) == """
        x.scenario.json: at script[0].set: UITabBar's translucent exists from iOS 7; expected no tab bar translucency on iOS 6.1
        """)
  }

  // MARK: Errors: script, observe, expect

  @Test func unknownCallbackInAScriptStepSuggestsTheClosest() {
    let text = doc(
      #""tabBarController": {}, "script": [{"during": "viewDidApear", "set": "tabBar.hidden", "to": true}]"#
    )
    #expect(
      message(text) == """
        x.scenario.json: at script[0].during: unknown callback 'viewDidApear'; expected one of init, loadView, \
        viewDidLoad, viewWillAppear, viewIsAppearing, viewSafeAreaInsetsDidChange, viewWillLayoutSubviews, \
        viewDidLayoutSubviews, viewDidAppear, viewWillDisappear, viewDidDisappear, viewWillTransition, \
        transitionCompletion, willTransitionToTraitCollection, traitCollectionDidChange, \
        traitChangeHandler, updateProperties, willMove, didMove, keyboardWillChangeFrame, \
        keyboardWillShow, keyboardDidShow, keyboardWillHide, keyboardDidHide, \
        scrollViewDidChangeAdjustedContentInset, scrollViewDidScrollToTop, didMoveToWindow, \
        layoutSubviews, \
        safeAreaInsetsDidChange, adjustedContentInsetDidChange. Did you mean 'viewDidAppear'?
        """)
  }

  /// UIViewController's callbacks go to controllers, UIView's to views, UIScrollView's to scroll
  /// views and the keyboard notifications to the keyboard's observers (UIViewController, UIView and
  /// UIScrollView class references): a callback named on an object that never receives it is
  /// refused, wherever it is named.
  @Test func aCallbackOnAnObjectThatNeverReceivesItIsRefused() {
    let views =
      #"{"name": "ViewController", "subviews": [{"id": "tableView", "type": "tableView"}, {"id": "plain", "type": "view"}]}"#
    #expect(
      message(
        doc(
          controller: views,
          #""script": [{"during": "tableView.viewDidAppear", "set": "tableView.contentInset", "to": [1, 0, 0, 0]}]"#
        )) == """
          x.scenario.json: at script[0].during: 'tableView' never receives viewDidAppear; expected viewDidAppear on a view controller
          """)
    #expect(
      message(doc(controller: views, #""observe": ["window.viewDidLoad"]"#)) == """
        x.scenario.json: at observe[0]: 'window' never receives viewDidLoad; expected viewDidLoad on a view controller
        """)
    #expect(
      message(
        doc(
          os: "\"11.0\"", controller: views, #""observe": ["plain.adjustedContentInsetDidChange"]"#)
      ) == """
        x.scenario.json: at observe[0]: 'plain' never receives adjustedContentInsetDidChange; expected adjustedContentInsetDidChange on a scroll view
        """)
    #expect(
      message(
        doc(
          controller: views,
          #""expect": [{"called": "tableView.layoutSubviews", "times": 1, "source": "s"}]"#)) == """
          x.scenario.json: at expect[0].called: 'tableView' never receives layoutSubviews; expected layoutSubviews on a controller's root view (the simulator calls it on root views only)
          """)
    // What each receives is accepted.
    for point in [
      "ViewController.viewDidAppear", "ViewController.view.layoutSubviews",
      "ViewController.view.didMoveToWindow",
    ] {
      #expect(
        (try? Scenario.decode(
          doc(controller: views, "\"observe\": [\"\(point)\"]"), file: Self.file)) != nil,
        "\(point)")
    }
  }

  /// UIKit sizes a controller's view itself; a root view's own frame would be dropped.
  @Test func aRootViewsFrameIsRefused() {
    #expect(
      message(
        doc(
          controller:
            #"{"rootView": {"id": "table", "type": "tableView", "frame": [0, 100, 375, 400]}}"#))
          == """
          x.scenario.json: at controller.rootView.frame: a root view's frame is set by its controller's container, not by the app; \
          expected no 'frame' on a root view, or "fill" (give a subview a frame instead)
          """)
  }

  /// `sheetPresentationController` is nil unless the style is a page or form sheet
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller).
  @Test func detentsOnAFullScreenPresentationAreRefused() {
    let app = #"""
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "root": "A", "controllers": {"A": {}, "B": {}},
       "script": [{"at": 1, "do": "present", "controller": "B", "style": "fullScreen", "detents": ["medium"]}]}
      """#
    #expect(
      message(app) == """
        x.scenario.json: at script[0].detents: detents belong to a sheet; a presentation of style fullScreen has none; \
        expected no 'detents', or "style": "pageSheet" or "formSheet"
        """)
  }

  /// The root view controller decides the interface's orientations
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations):
  /// an app cannot start in one its root refuses.
  @Test func anOrientationTheRootControllerRefusesIsAnError() {
    let app = #"""
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "orientation": "landscapeLeft", "root": "A",
       "controllers": {"A": {"supportedInterfaceOrientations": ["portrait"]}}}
      """#
    #expect(
      message(app) == """
        x.scenario.json: at orientation: the window's root A supports portrait, not landscapeLeft; expected an orientation A supports, such as "portrait"
        """)
  }

  /// An iPhone with Face ID never turns upside down (rule rotation.faceIDUpsideDown; Apple's
  /// supportedInterfaceOrientations page as quoted in
  /// https://github.com/Triggertrap/triggertrap-ios/issues/64: "portraitUpsideDown … is not
  /// supported on iPhone X"), and a home-button iPhone's root supports it only when it says so:
  /// the default is "allButUpsideDown for the iPhone idiom" (rule rotation.defaultMask,
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations).
  @Test func anUpsideDownLaunchNoIPhoneMakesIsAnError() {
    let faceID = #"""
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "orientation": "portraitUpsideDown",
       "root": "A", "controllers": {"A": {"supportedInterfaceOrientations": ["portrait", "portraitUpsideDown"]}}}
      """#
    #expect(
      message(faceID) == """
        x.scenario.json: at orientation: iPhone 15 has Face ID and no home button: an iPhone \
        with Face ID never turns upside down; expected one of portrait, landscapeLeft, \
        landscapeRight. Did you mean 'portrait'?
        """)
    let byDefault = #"""
      {"insetsim": 2, "os": "15.0", "device": "iPhone 8", "orientation": "portraitUpsideDown",
       "root": "A", "controllers": {"A": {}}}
      """#
    #expect(
      message(byDefault).hasPrefix(
        "x.scenario.json: at orientation: the window's root A declares no supportedInterfaceOrientations"
      ))
    // A home-button iPhone whose root supports it starts upside down.
    let asked = #"""
      {"insetsim": 2, "os": "15.0", "device": "iPhone 8", "orientation": "portraitUpsideDown",
       "root": "A", "controllers": {"A": {"supportedInterfaceOrientations": ["portraitUpsideDown"]}}}
      """#
    #expect(throws: Never.self) { try Scenario.decode(asked, file: Self.file) }
    // An iPad app that supports multitasking starts in any orientation, its root's mask unread
    // (rule rotation.iPadMultitasking, the same Apple page: "the system doesn't call this method").
    let iPad = #"""
      {"insetsim": 2, "os": "15.0", "device": "iPad Pro (11-inch)", "orientation": "landscapeLeft",
       "root": "A", "controllers": {"A": {"supportedInterfaceOrientations": ["portrait"]}}}
      """#
    #expect(throws: Never.self) { try Scenario.decode(iPad, file: Self.file) }
  }

  /// The simulator tracks the size classes only: a registration for another trait would never be
  /// heard, so it is refused (docs/model-limits.md), as is a trait listed twice.
  @Test func aTraitRegistrationOutsideTheSizeClassesIsRefused() {
    let other = #"""
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "root": "A",
       "controllers": {"A": {"registerForTraitChanges": ["userInterfaceStyle"]}}}
      """#
    #expect(
      message(other) == """
        x.scenario.json: at controllers.A.registerForTraitChanges[0]: unknown trait (the simulator tracks the size classes only) 'userInterfaceStyle'; expected one of horizontalSizeClass, verticalSizeClass
        """)
    let twice = #"""
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "root": "A",
       "controllers": {"A": {"registerForTraitChanges": ["verticalSizeClass", "verticalSizeClass"]}}}
      """#
    #expect(
      message(twice) == """
        x.scenario.json: at controllers.A.registerForTraitChanges[1]: 'verticalSizeClass' is listed twice; expected each trait at most once
        """)
  }

  /// setNeedsUpdateProperties() is iOS 26 API
  /// (https://developer.apple.com/documentation/uikit/uiview/setneedsupdateproperties()), and a
  /// controller that does not override updateProperties() would make the step hear nothing.
  @Test func setNeedsUpdatePropertiesNeedsIOS26AndAnOverride() {
    let app = #"""
      {"insetsim": 2, "os": "26.0", "device": "iPhone 17 Pro", "root": "A", "controllers": {"A": {}},
       "script": [{"at": 1, "do": "setNeedsUpdateProperties", "controller": "A"}]}
      """#
    #expect(
      message(app) == """
        x.scenario.json: at script[0].controller: A does not override updateProperties(); expected a controller declared with "updateProperties": true
        """)
    let early = app.replacingOccurrences(
      of: #""26.0", "device": "iPhone 17 Pro""#, with: #""18.0", "device": "iPhone 16 Pro""#)
    #expect(
      message(early) == """
        x.scenario.json: at script[0].do: setNeedsUpdateProperties() exists from iOS 26; expected a scenario on iOS 26 or later
        """)
  }

  @Test func aRepeatedObservationPointIsRefused() {
    #expect(
      message(doc(#""observe": ["viewDidAppear", "viewWillAppear", "viewDidAppear"]"#)) == """
        x.scenario.json: at observe[2]: 'viewDidAppear' repeats observe[0]; expected each point once (a point takes one snapshot)
        """)
  }

  /// An expectation says where its value was published (SPEC §1); an empty source says nothing.
  @Test func anEmptySourceIsRefused() {
    let text = doc(
      controller: seedController,
      #""expect": [{"at": "viewDidAppear", "object": "tableView", "property": "contentInset", "value": [64, 0, 49, 0], "source": " "}]"#
    )
    #expect(
      message(text) == """
        x.scenario.json: at expect[0].source: the source is empty; expected where the value was published (seed file and section, or a URL)
        """)
  }

  /// Seed 000 (S000-05): on iOS 10.3 the table's contentInset is (64, 0, 49, 0) at viewDidAppear.
  /// An expected value a hair away from it is the same on screen and passes; one a pixel away (a
  /// third of a point on a 3× screen) fails, with both values.
  @Test func aValueAHairAwayPassesAndAPixelAwayFails() throws {
    func check(_ top: String) throws -> ExpectationCheck {
      let text = doc(
        controller: seedController,
        #""tabBarController": {}, "navigationController": {}, "expect": [{"at": "viewDidAppear", "object": "tableView", "property": "contentInset", "value": [TOP, 0, 49, 0], "source": "S000-05"}]"#
          .replacingOccurrences(of: "TOP", with: top))
      return try #require(ExpectationCheck.run(try Scenario.decode(text, file: Self.file)).first)
    }
    #expect(try check("64.0000001").passed)
    let pixelAway = try check("64.333")
    #expect(!pixelAway.passed)
    #expect(pixelAway.message.contains("expected (64.33, 0, 49, 0), got (64, 0, 49, 0)"))
  }

  @Test func aControllerNeverShownIsRefused() {
    let app = #"""
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15", "root": "A", "controllers": {"A": {}, "Ghost": {"subviews": []}}}
      """#
    #expect(
      message(app) == """
        x.scenario.json: at controllers.Ghost: 'Ghost' is never shown: not in the root, not a child, and no step pushes, presents or adds it; \
        expected a controller the app shows, or none
        """)
  }

  /// viewIsAppearing is called from iOS 13 (UIViewController.viewIsAppearing(_:), back-deployed to
  /// 13): a variant on iOS 12 skips an order or count naming it, as it skips a value at it, and
  /// keeps the others.
  @Test func aVariantSkipsAnOrderNamingACallbackItsReleaseLacks() throws {
    let text = doc(
      os: "\"13.0\"", controller: seedController,
      #"""
      "expect": [{"order": ["viewWillAppear", "viewIsAppearing", "viewDidAppear"], "source": "s"},
                 {"called": "viewDidAppear", "times": 1, "source": "s"},
                 {"called": "viewIsAppearing", "times": 1, "source": "s"}]
      """#)
    let (variant, skipped) = try Scenario.decode(text, file: Self.file).variant(
      os: "12.0", file: Self.file)
    #expect(skipped.map(\.index) == [0, 2])
    #expect(skipped.first?.reason == "'viewIsAppearing' is not called on iOS 12.0")
    #expect(variant.expectTiming.count == 1)
  }

  @Test func aSweepFileGivenAsAScenarioPointsToMatrix() {
    #expect(
      message(#"{"insetsim-sweep": 1, "scenario": "x.scenario.json", "vary": [], "show": []}"#)
        == """
        x.scenario.json: this is a sweep file, not a scenario; expected a scenario {"insetsim": 1, "os": …, "device": …, "controller": {…}}; `insetsim matrix` runs a sweep file
        """)
  }

  @Test func callbackOfALaterReleaseIsRefused() {
    let text = doc(#""observe": ["viewIsAppearing"]"#)
    #expect(
      message(text) == """
        x.scenario.json: at observe[0]: 'viewIsAppearing' is not called on iOS 10.3; expected a callback of that release
        """)
  }

  @Test func unknownPropertyInASetPathSuggestsTheClosest() {
    let text = doc(
      #""tabBarController": {}, "script": [{"during": "viewWillAppear", "set": "tabBar.hiden", "to": true}]"#
    )
    #expect(
      message(text) == """
        x.scenario.json: at script[0].set: 'hiden' cannot be set on 'tabBar'; expected one of hidden, translucent. \
        Did you mean 'tabBar.hidden'?
        """)
  }

  @Test func unknownObjectInASetPathSuggestsTheClosestPath() {
    let text = doc(
      #""tabBarController": {}, "script": [{"during": "viewWillAppear", "set": "tabBr.hidden", "to": true}]"#
    )
    #expect(
      message(text) == """
        x.scenario.json: at script[0].set: no object 'tabBr' in this scenario; expected one of window, statusBar, \
        tabBarController, tabBar, ViewController, ViewController.view. Did you mean 'tabBar.hidden'?
        """)
  }

  @Test func unknownObjectInAnExpectationSuggestsTheClosest() {
    let text = doc(
      controller: seedController,
      """
      "expect": [{"at": "viewDidAppear", "object": "tabelView", "property": "contentInset",
                  "value": [64, 0, 49, 0], "source": "S000-05"}]
      """)
    #expect(
      message(text) == """
        x.scenario.json: at expect[0].object: no object 'tabelView' in this scenario; expected one of window, \
        statusBar, ViewController, ViewController.view, tableView. Did you mean 'tableView'?
        """)
  }

  @Test func expectationWithoutASourceIsRefused() {
    let text = doc(
      controller: seedController,
      """
      "expect": [{"at": "viewDidAppear", "object": "tableView", "property": "contentInset", "value": [64, 0, 49, 0]}]
      """)
    #expect(
      message(text) == """
        x.scenario.json: at expect[0]: missing key 'source'; expected where the value was published \
        (seed file and section, or a URL)
        """)
  }

  // MARK: Errors: JSON syntax

  @Test func malformedJSONGivesLineAndColumn() {
    let text = """
      {"insetsim": 1, "os": "10.3",
        "device": "iPhone 8" "controller": {}}
      """
    // Line 2, column 24: the opening quote of "controller", where a ',' or '}' should be.
    #expect(
      message(text) == #"x.scenario.json: line 2, column 24: unexpected '"'; expected ',' or '}'"#)
  }

  @Test func truncatedJSONSaysWhereTheDocumentEnds() {
    #expect(
      message(#"{"insetsim": 1, "os": "10.3", "device": "iPh"#)
        == "x.scenario.json: line 1, column 45: the document ends inside a string; expected the rest of the scenario (the file looks cut short)"
    )
    #expect(
      message(#"{"insetsim": 1,"#)
        == "x.scenario.json: line 1, column 16: the document ends inside an object; expected the rest of the scenario (the file looks cut short)"
    )
    #expect(
      message(#"{"insetsim": 1, "os": "#)
        == "x.scenario.json: line 1, column 23: the document ends early; expected a value (the file looks cut short)"
    )
    #expect(
      message("")
        == #"x.scenario.json: the file is empty; expected a scenario {"insetsim": 1, "os": …, "device": …, "controller": {…}}"#
    )
  }

  @Test func nanLiteralIsRefused() {
    #expect(
      message(#"{"insetsim": 1, "os": NaN}"#)
        == "x.scenario.json: line 1, column 23: 'N' starts no JSON value (NaN and Infinity are not JSON numbers); expected a finite JSON number such as 0 or 1.5"
    )
  }

  @Test func duplicateKeyIsRefused() {
    #expect(
      message(
        #"{"insetsim": 1, "os": "10.3", "os": "11.0", "device": "iPhone 8", "controller": {}}"#)
        == "x.scenario.json: line 1, column 31: duplicate key 'os'; expected each key once in an object"
    )
  }

  // MARK: Search controllers

  private func searchApp(os: String, _ search: String) -> String {
    #"{"insetsim": 2, "os": ""# + os
      + #"", "device": "iPhone X", "root": {"navigationController": {"stack": ["List"]}}, "controllers": {"List": {"searchController": "#
      + search + "}}}"
  }

  @Test func searchControllerRoundTripsAndNamesItsSearchBar() throws {
    let s = try Scenario.decode(
      searchApp(os: "13.0", #"{"hidesSearchBarWhenScrolling": false}"#), file: Self.file)
    #expect(
      s.app?.controller(named: "List")?.searchController
        == SearchControllerSpec(hidesSearchBarWhenScrolling: false))
    #expect(try Scenario(json: s.json, file: Self.file) == s)
    #expect(s.objects.contains { $0.name == "List.searchBar" && $0.kind == .searchBar })
  }

  /// Before iOS 11 the API does not exist: accepted and noted, as other later releases' settings
  /// are.
  @Test func searchControllerBeforeIOS11IsAnUnavailableSetting() throws {
    let s = try Scenario.decode(
      searchApp(os: "10.3", "{}").replacingOccurrences(of: "iPhone X", with: "iPhone 7"),
      file: Self.file)
    #expect(s.unavailableSettings.contains("List.searchController"))
    #expect(!s.objects.contains { $0.name == "List.searchBar" })
  }

  @Test func searchControllerMessages() {
    #expect(
      message(searchApp(os: "26.0", "{}"))
        == "x.scenario.json: at controllers.List.searchController: a search controller on iOS 26 is refused, for want of a rule: iOS 26 places the search bar by its own rules (on iPhone in the toolbar, WWDC25 session 284) and no geometry of those places is published; expected iOS 11–18, where the search bar sits in the navigation bar below the title"
    )
    #expect(
      message(searchApp(os: "13.0", #"{"hidesSearchBarWhenScroling": true}"#))
        == "x.scenario.json: at controllers.List.searchController.hidesSearchBarWhenScroling: unknown key 'hidesSearchBarWhenScroling'; expected one of hidesSearchBarWhenScrolling. Did you mean 'hidesSearchBarWhenScrolling'?"
    )
  }

  // MARK: Split view controllers

  /// An iPad app whose root is `split`; `controllers` are the app's (each one shown somewhere: a
  /// controller never shown is refused).
  private func splitApp(
    os: String = "17.0", _ split: String,
    controllers: [String] = ["Sidebar", "List", "Detail", "Phone"]
  ) -> String {
    #"{"insetsim": 2, "os": ""# + os
      + #"", "device": "iPad (9.7-inch)", "root": {"splitViewController": "# + split
      + #"}, "controllers": {"# + controllers.map { "\"\($0)\": {}" }.joined(separator: ", ") + "}}"
  }

  /// Each column is wrapped in a navigation controller named after it, except the compact column
  /// (UISplitViewController.h: "If the vc is not a UINavigationController, one will be created,
  /// except for … Compact").
  @Test func splitViewControllerRoundTripsAndWrapsItsColumns() throws {
    let s = try Scenario.decode(
      splitApp(
        #"{"style": "tripleColumn", "columns": {"primary": "Sidebar", "supplementary": {"navigationController": {"stack": ["List"]}}, "secondary": "Detail", "compact": "Phone"}, "preferredDisplayMode": "twoBesideSecondary", "preferredPrimaryColumnWidth": 300}"#
      ), file: Self.file)
    guard case .split(let split)? = s.app?.root else {
      Issue.record("not a split view controller")
      return
    }
    #expect(
      split.columns.map(\.content) == [
        .navigation(NavigationStackSpec(name: "primaryNavigationController", stack: ["Sidebar"])),
        .navigation(
          NavigationStackSpec(name: "supplementaryNavigationController", stack: ["List"])),
        .navigation(NavigationStackSpec(name: "secondaryNavigationController", stack: ["Detail"])),
      ])
    #expect(split.compact == .controller("Phone"))
    #expect(split.preferredDisplayMode == .twoBesideSecondary)
    #expect(split.preferredPrimaryColumnWidth == 300)
    #expect(try Scenario(json: s.json, file: Self.file) == s)
    #expect(
      s.objects.contains { $0.name == "splitViewController" && $0.kind == .splitViewController })
    #expect(s.objects.contains { $0.name == "secondaryNavigationController.navigationBar" })
  }

  /// Without a style the split view is the classic one: its columns stay as the app gives them.
  @Test func aSplitViewWithoutStyleIsTheClassicOne() throws {
    let s = try Scenario.decode(
      splitApp(
        os: "12.0",
        #"{"columns": {"primary": {"navigationController": {"stack": ["Sidebar"]}}, "secondary": "Detail"}}"#,
        controllers: ["Sidebar", "Detail"]), file: Self.file)
    guard case .split(let split)? = s.app?.root else {
      Issue.record("not a split view controller")
      return
    }
    #expect(split.style == .unspecified)
    #expect(split.secondary == .controller("Detail"))
    #expect(try Scenario(json: s.json, file: Self.file) == s)
  }

  @Test func splitViewControllerMessages() {
    let double = #""columns": {"primary": "Sidebar", "secondary": "Detail"}"#
    #expect(
      message(splitApp(os: "13.0", #"{"style": "doubleColumn", "# + double + "}"))
        == "x.scenario.json: at root.splitViewController.style: a column-style split view controller on iOS 13.0; expected iOS 14 or later (UISplitViewController(style:) is iOS 14+), or no style for the classic split view"
    )
    #expect(
      message(splitApp(#"{"style": "doubleColumn"}"#))
        == "x.scenario.json: at root.splitViewController: missing key 'columns'; expected \"columns\": {\"primary\": …, \"secondary\": …}"
    )
    #expect(
      message(splitApp(#"{"style": "tripleColumn", "# + double + "}"))
        == "x.scenario.json: at root.splitViewController.columns: missing key 'supplementary'; expected a triple-column split view's middle column: a controller name or {\"navigationController\": …}"
    )
    #expect(
      message(
        splitApp(
          #"{"style": "doubleColumn", "columns": {"primary": "Sidebar", "supplementary": "List", "secondary": "Detail"}}"#
        ))
        == "x.scenario.json: at root.splitViewController.columns.supplementary: a supplementary column in a double-column split view; expected \"style\": \"tripleColumn\", or no supplementary column"
    )
    #expect(
      message(
        splitApp(#"{"columns": {"primary": "Sidebar", "secondary": "Detail", "compact": "Phone"}}"#)
      )
        == "x.scenario.json: at root.splitViewController.columns.compact: a compact column in a classic split view (no style); expected \"style\": \"doubleColumn\" (iOS 14+), or only primary and secondary columns"
    )
    #expect(
      message(
        splitApp(
          #"{"style": "doubleColumn", "# + double
            + #", "preferredDisplayMode": "twoBesideSecondary"}"#))
        == "x.scenario.json: at root.splitViewController.preferredDisplayMode: 'twoBesideSecondary' needs a supplementary column; expected secondaryOnly, oneBesideSecondary, oneOverSecondary or automatic without a triple column. Did you mean 'oneBesideSecondary'?"
    )
    #expect(
      message(
        splitApp(
          #"{"style": "doubleColumn", "columns": {"primary": "Sidebar", "secondary": "Sidebar"}}"#))
        == "x.scenario.json: at root: 'Sidebar' is in the tree twice; expected each controller in one place (UIKit raises for a controller in two containers)"
    )
    #expect(
      message(splitApp(#"{"style": "doubleColum", "# + double + "}")).hasSuffix(
        "Did you mean 'doubleColumn'?"))
    #expect(
      message(splitApp(os: "7.1", "{" + double + "}"))
        == "x.scenario.json: at root.splitViewController: a split view controller on iOS 7.1; expected iOS 8 or later (displayMode, preferredDisplayMode and collapsing are iOS 8+)"
    )
  }

  // MARK: iPad presentations

  private func iPadPresent(os: String, _ step: String) -> String {
    #"{"insetsim": 2, "os": ""# + os
      + #"", "device": "iPad Pro (11-inch)", "root": "Home", "controllers": {"Home": {}, "Form": {}}, "script": [{"at": 1, "do": "present", "controller": "Form""#
      + step + "}]}"
  }

  @Test func iPadPresentationsThatAreNotSimulatedAreRefused() throws {
    _ = try Scenario.decode(iPadPresent(os: "17.0", #", "style": "formSheet""#), file: Self.file)
    _ = try Scenario.decode(iPadPresent(os: "18.0", ""), file: Self.file)
    _ = try Scenario.decode(iPadPresent(os: "12.0", #", "style": "pageSheet""#), file: Self.file)
    #expect(
      message(iPadPresent(os: "17.0", ""))
        == "x.scenario.json: at script[0].style: a page sheet on iPad from iOS 13 is refused, for want of a rule (no source gives the card's size); .automatic is a page sheet on iPadOS 13–17; expected \"style\": \"formSheet\" (iOS 18's .automatic), \"fullScreen\" or \"overFullScreen\" on an iPad. Did you mean 'formSheet'?"
    )
    #expect(
      message(iPadPresent(os: "17.0", #", "style": "popover""#))
        == "x.scenario.json: at script[0].style: a popover on iPad is refused, for want of a rule (it needs a source view and an arrow direction); expected \"style\": \"formSheet\", \"fullScreen\" or \"overFullScreen\" on an iPad. Did you mean 'formSheet'?"
    )
    #expect(
      message(iPadPresent(os: "17.0", #", "style": "formSheet", "detents": ["medium"]"#))
        == "x.scenario.json: at script[0].detents: detents of an iPad sheet are refused, for want of a rule (they apply in a compact-width window); expected no 'detents' on an iPad"
    )
  }

  // MARK: Round trip

  @Test(arguments: ["10.3", "11.0", "13.0"])
  func seedExampleRoundTripsThroughJSON(version: String) throws {
    let s = Scenario.seedExample(os: try #require(OSVersion(version)))
    #expect(try Scenario(json: s.json, file: Self.file) == s)
    #expect(try Scenario.decode(s.json.compactText, file: Self.file) == s)
    #expect(try Scenario.decode(s.json.prettyText(), file: Self.file) == s)
  }

  @Test func scenarioWithScriptObserveAndExpectRoundTrips() throws {
    var s = try #require(Scenario(name: "round-trip", os: OSVersion(11, 0), device: "iPhone X"))
    s.summary = "Every kind of step, point and expectation"
    s.orientation = .portrait
    s.statusBarHidden = false
    s.tabBarController = TabBarControllerSpec(translucent: true, tabBarHidden: false)
    s.navigationController = NavigationControllerSpec(
      translucent: false, navigationBarHidden: false,
      prefersLargeTitles: true, toolbarHidden: true, toolbarTranslucent: true)
    s.presentation = .pushed
    s.controller.edgesForExtendedLayout = [.top, .bottom]
    s.controller.extendedLayoutIncludesOpaqueBars = true
    s.controller.automaticallyAdjustsScrollViewInsets = false
    s.controller.hidesBottomBarWhenPushed = true
    s.controller.additionalSafeAreaInsets = EdgeInsets(top: 80, left: 0, bottom: 30, right: 0)
    var table = ViewSpec(id: "tableView", type: .tableView)
    table.rows = 30
    table.rowHeight = 40.5
    table.tableHeaderHeight = 64
    table.tableFooterHeight = 49
    table.contentInset = EdgeInsets(top: -64, left: 0, bottom: 0, right: 0)
    table.contentInsetAdjustmentBehavior = .scrollableAxes
    table.scrollEnabled = false
    table.alwaysBounceVertical = true
    table.alwaysBounceHorizontal = false
    var web = ViewSpec(
      id: "web", type: .wkWebView, frame: .rect(Rect(x: 0, y: 100, width: 375, height: 200)))
    web.hidden = true
    web.subviews = [ViewSpec(id: "badge", frame: .rect(Rect(x: 1, y: 2, width: 3, height: 4)))]
    s.controller.subviews = [
      ViewSpec(id: "header", frame: .rect(Rect(width: 375, height: 44))), table, web,
    ]
    var extra = ViewSpec(id: "extra", type: .scrollView)
    extra.contentSize = Size(width: 375, height: 2000)
    s.script = [
      ScriptStep(
        .during(CallbackRef("viewWillAppear"), once: false),
        .set(object: "tabBar", property: .hidden, value: .bool(true))),
      ScriptStep(
        .during(CallbackRef(object: "tableView", "safeAreaInsetsDidChange"), once: true),
        async: true,
        .set(
          object: "tableView", property: .contentInset,
          value: .insets(EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)))),
      ScriptStep(.at(1_000_000), .rotate(.landscapeLeft)),
      ScriptStep(.at(1_250_000), .setNavigationBarHidden(true, animated: true)),
      ScriptStep(.at(1_300_000), .setToolbarHidden(false, animated: false)),
      ScriptStep(
        .during(CallbackRef("viewDidAppear"), once: false),
        .addSubview(extra, parent: "web", index: 0)),
      ScriptStep(.at(2_000_000), .removeFromSuperview("header")),
      ScriptStep(.at(2_100_000), .setNeedsLayout),
      ScriptStep(.at(2_200_000), .layoutIfNeeded),
      ScriptStep(
        .at(2_300_000),
        .set(
          object: "ViewController", property: .additionalSafeAreaInsets,
          value: .insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))),
    ]
    s.observe = [
      .callback(CallbackRef("viewWillAppear"), .first),
      .callback(CallbackRef("scrollViewDidChangeAdjustedContentInset"), .last),
      .callback(CallbackRef("viewSafeAreaInsetsDidChange"), .nth(2)),
      .callback(CallbackRef(object: "tableView", "safeAreaInsetsDidChange"), .first),
      .time(1_400_000),
    ]
    s.expect = [
      ExpectedValue(
        at: .callback(CallbackRef("viewDidAppear"), .first), object: "tableView",
        property: .adjustedContentInset,
        value: .insets(EdgeInsets(top: 144, left: 0, bottom: 79, right: 0)),
        source: "SEED-OBSERVATIONS S000-19"),
      ExpectedValue(
        at: .time(1_400_000), object: "window", property: .orientation,
        value: .orientation(.landscapeLeft),
        source: "the rotate step at 1.0 s"),
    ]
    let decoded = try Scenario(json: s.json, file: Self.file)
    #expect(decoded == s)
    #expect(try Scenario.decode(s.json.prettyText(), file: Self.file) == s)
    // Encoding is stable: the decoded scenario encodes to the same text.
    #expect(decoded.json.compactText == s.json.compactText)
  }
}

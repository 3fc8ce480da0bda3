import Testing

@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// `designRequiresCompatibility` (rule design.compatibility). Apple's page of
/// UIDesignRequiresCompatibility: "The compatibility mode displays the app as it looks when built
/// against previous versions of the SDKs"
/// (https://developer.apple.com/documentation/bundleresources/information-property-list/uidesignrequirescompatibility);
/// a Frameworks Engineer: an app built with an older SDK "will keep its existing appearance"
/// (https://developer.apple.com/forums/thread/788573). GKNavigationBarSwift's isLiquidGlass()
/// (GKNavigationBarConfigure.swift @812a98c) reads the key and switches its figures back: 44
/// instead of 54, the Dynamic Island y instead of the safe area's top, 56 instead of 70 in a sheet.
@Suite struct DesignCompatibilityTests {
  static let file = "x.scenario.json"

  private func message(_ text: String) -> String {
    do {
      let s = try Scenario.decode(text, file: Self.file)
      Issue.record("decoded without an error: \(s.name)")
      return ""
    } catch {
      return "\(error)"
    }
  }

  private func input(compatibility: Bool, os: OSVersion = OSVersion(26, 0)) throws -> LayoutInput {
    let device = try #require(Device.named("iPhone 16"))
    var input = LayoutInput(
      device: device, os: os, hasTabBar: true, hasNavigationController: true,
      toolbarHidden: false)
    input.designCompatibility = compatibility
    return input
  }

  // MARK: The design release

  @Test func theDesignReleaseIsIOS18sFromIOS26Only() {
    #expect(
      DesignCompatibility.release(on: OSVersion(26, 1), compatibility: true)
        == DesignCompatibility.previousDesign)
    #expect(DesignCompatibility.previousDesign.major == 18)
    #expect(OSVersion.known.contains(DesignCompatibility.previousDesign))
    #expect(
      DesignCompatibility.release(on: OSVersion(26, 1), compatibility: false) == OSVersion(26, 1))
    #expect(
      DesignCompatibility.release(on: OSVersion(18, 0), compatibility: true) == OSVersion(18, 0))
  }

  /// Design rules follow the design release; behaviour (lifecycle, UIKit's bugs) the running one.
  @Test func designRulesAskTheDesignReleaseAndBehaviourTheRunningOne() {
    let os = OSVersion(26, 0)
    #expect(!DesignCompatibility.applies(.presentSheetFrameIOS26, on: os, compatibility: true))
    #expect(DesignCompatibility.applies(.presentSheetFrame, on: os, compatibility: true))
    #expect(DesignCompatibility.applies(.presentSheetFrameIOS26, on: os, compatibility: false))
    #expect(DesignCompatibility.applies(.lifecycleUpdateProperties, on: os, compatibility: true))
    #expect(
      DesignCompatibility.applies(.bugLargeTitleCollapsedOnColdLaunch, on: os, compatibility: true))
    for rule in DesignCompatibility.designRules {
      #expect(Rule.catalog.contains(rule), "\(rule.id) is not in the catalogue")
    }
  }

  // MARK: The bars

  /// iOS 26 without the key: 54 at the safe area's top (59 on an iPhone 16), GKNavigationBarSwift
  /// navBarForIphonePortrait() "液态屏，导航栏y值和安全区域顶部高度一致，导航栏高度变成54"; with it,
  /// 44 at "safeTop − 5 − 1 px" = 53.667 (the same function), the iOS 18 frame printed as
  /// (0 53.6667; 430 44) in https://github.com/QuintGao/GKNavigationBarSwift/issues/41.
  @Test func theNavigationBarIsIOS18sWithTheKey() throws {
    let glass = BarLayout(try input(compatibility: false))
    #expect(glass.navigationBar.frame.value == Rect(y: 59, width: 393, height: 54))
    let kept = BarLayout(try input(compatibility: true))
    #expect(kept.navigationBar.frame.value == Rect(y: 53 + 2.0 / 3, width: 393, height: 44))
  }

  /// The toolbar: 48 on iOS 26 (https://github.com/suzuki-0000/SKPhotoBrowser/pull/459), 44
  /// before; docked on the 83-pt tab bar (49 + 34, https://github.com/Tencent/QMUI_iOS/issues/633).
  @Test func theToolbarAndTabBarAreIOS18sWithTheKey() throws {
    let glass = BarLayout(try input(compatibility: false))
    #expect(glass.toolbar.frame.value.height == 48)
    let kept = BarLayout(try input(compatibility: true))
    #expect(kept.toolbar.frame.value.height == 44)
    #expect(kept.tabBar.frame.value == Rect(y: 852 - 83, width: 393, height: 83))
  }

  /// A navigation bar in a sheet: 56 before iOS 26, and in the previous design on iOS 26
  /// (GKNavigationBarSwift navBarHeightNonFullScreen(): `isLiquidGlass() ? 70 : 56`); 74 in the new
  /// design (docs/facts/conflicts.md C27).
  @Test func theSheetNavigationBarIs56WithTheKey() {
    let kept = DesignCompatibility.release(on: OSVersion(26, 0), compatibility: true)
    #expect(ModalPresentation.sheetNavigationBarHeight(os: kept) == 56)
    #expect(ModalPresentation.sheetNavigationBarHeight(os: OSVersion(26, 0)) == 74)
  }

  /// The large sheet: at the safe area's top on iOS 26 (59 on an iPhone 16, the openuikit fixture
  /// of Traces/apps/sheet-detents-ios26); 10 pt below it before (rule present.sheet.frame,
  /// https://github.com/boscojwho/SheetInteraction/blob/bfb20400edfb1cb0cee5b0bd54c4fdac4afbb70d/SheetInteraction/Detents.swift).
  @Test func aSheetKeepsIOS18sFrameWithTheKey() throws {
    let text = """
      {"insetsim": 2, "os": "26.1", "device": "iPhone 16", "designRequiresCompatibility": true,
       "root": "Base", "controllers": {"Base": {}, "Large": {}},
       "script": [{"at": 1.0, "do": "present", "controller": "Large", "style": "formSheet",
                   "detents": ["large"], "animated": false}],
       "observe": ["Large.viewDidAppear"]}
      """
    let scenario = try Scenario.decode(text, file: Self.file)
    let trace = Simulation.run(scenario)
    let frame = trace.snapshot(at: "Large.viewDidAppear")?.values?.value("Large.view", .frame)
    #expect(frame == .rect(Rect(y: 69, width: 393, height: 783)))
  }

  // MARK: The key

  @Test func theKeyRoundTripsInBothFormats() throws {
    let one = """
      {"insetsim": 1, "os": "26.0", "device": "iPhone 16", "designRequiresCompatibility": true,
       "controller": {}}
      """
    let s = try Scenario.decode(one, file: Self.file)
    #expect(s.designRequiresCompatibility)
    #expect(try Scenario(json: s.json, file: Self.file) == s)
    let two = """
      {"insetsim": 2, "os": "26.0", "device": "iPhone 16", "designRequiresCompatibility": true,
       "root": "Main", "controllers": {"Main": {}}}
      """
    let app = try Scenario.decode(two, file: Self.file)
    #expect(app.designRequiresCompatibility)
    #expect(try Scenario(json: app.json, file: Self.file) == app)
    // false is the default, and is accepted before iOS 26.
    let off = """
      {"insetsim": 1, "os": "18.0", "device": "iPhone 16", "designRequiresCompatibility": false,
       "controller": {}}
      """
    #expect(try !Scenario.decode(off, file: Self.file).designRequiresCompatibility)
  }

  /// The key arrives in iOS 26 (Apple's page: "iOS: 26.0.0 -").
  @Test func theKeyBeforeIOS26IsAnError() {
    let text = """
      {"insetsim": 1, "os": "18.0", "device": "iPhone 16", "designRequiresCompatibility": true,
       "controller": {}}
      """
    #expect(
      message(text) == """
        x.scenario.json: at designRequiresCompatibility: UIDesignRequiresCompatibility arrives in \
        iOS 26, and before it every app has the previous design (this scenario runs iOS 18.0); \
        expected iOS 26 or later, or designRequiresCompatibility false. Did you mean 'false'?
        """)
  }

  /// The minimize behaviour and the bottom accessory belong to the floating tab bar (WWDC25 284);
  /// the previous design's tab bar is docked.
  @Test func newDesignKeysWithTheKeyAreErrors() {
    let minimize = """
      {"insetsim": 1, "os": "26.0", "device": "iPhone 16", "designRequiresCompatibility": true,
       "tabBarController": {"tabBarMinimizeBehavior": "onScrollDown"}, "controller": {}}
      """
    #expect(
      message(minimize).hasPrefix(
        "x.scenario.json: at tabBarController.tabBarMinimizeBehavior: tabBarMinimizeBehavior belongs to iOS 26's floating tab bar"
      ))
    let accessory = """
      {"insetsim": 2, "os": "26.0", "device": "iPhone 16", "designRequiresCompatibility": true,
       "root": {"tabBarController": {"bottomAccessory": true, "tabs": ["Main"]}},
       "controllers": {"Main": {}}}
      """
    #expect(
      message(accessory).contains(
        "at root.tabBarController.bottomAccessory: bottomAccessory belongs to iOS 26's floating tab bar"
      ))
  }
}

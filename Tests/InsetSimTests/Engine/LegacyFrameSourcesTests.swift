import Foundation
import Testing

@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// The controller's view frame where printed logs of iOS 6–12 give it: at viewWillAppear for a
/// navigation controller's top at launch (rule navigation.frameBeforeWillAppear), and under a
/// translucent navigation bar on iOS 6 (rule ios6.layout.underTranslucentNavigationBar).
@Suite struct LegacyFrameSourcesTests {
  static func scenario(_ text: String) throws -> Scenario {
    try Scenario(json: try JSONParser.parse(bytes: Array(text.utf8)), file: "test.scenario.json")
  }

  /// The seq of the first callback `object.name`.
  private func callback(_ trace: Trace, _ object: String, _ name: String) throws -> Int {
    try #require(
      trace.entries.first { $0.kind == .callback && $0.object == object && $0.name == name }
    ).seq
  }

  /// The changes a rule made to `object`'s frame (not the view's creation).
  private func frameChanges(_ trace: Trace, _ object: String) -> [TraceEntry] {
    trace.entries.filter {
      $0.kind == .change && $0.object == object && $0.property == .frame && $0.rule != nil
    }
  }

  /// e-com-net.com/article/1213144398750126080.htm (iPhone 7, printed log): translucent NO,
  /// "1 viewDidLoad: {{0, 0}, {375, 667}}", "1 viewWillAppear: {{0, 64}, {375, 603}}".
  @Test func launchTopHasItsFrameByViewWillAppear() throws {
    let trace = Simulation.run(
      try Self.scenario(
        #"""
        {"insetsim": 1, "name": "f", "os": "11.4", "device": "iPhone 7",
         "navigationController": {"translucent": false}, "controller": {"name": "VC"}}
        """#))
    let change = try #require(frameChanges(trace, "VC.view").first)
    #expect(change.to?.rectValue == Rect(y: 64, width: 375, height: 603))
    #expect(change.rule == Rule.navigationFrameBeforeWillAppear.id)
    let didLoad = try callback(trace, "VC", "viewDidLoad")
    let willAppear = try callback(trace, "VC", "viewWillAppear")
    #expect(didLoad < change.seq && change.seq < willAppear)
    // The value viewWillAppear reads stands on the rule that set it (medium: two printed logs).
    let footing = try #require(ValueFooting.of("VC.view", .frame, in: trace, before: willAppear))
    #expect(footing.rule == Rule.navigationFrameBeforeWillAppear.id)
    #expect(footing.confidence == .medium)
  }

  /// blog.youkuaiyun.com/qinguo2000/article/details/46842291 (375×667, 2015, printed log), case 3:
  /// extendedLayoutIncludesOpaqueBars NO, edges all: "-----viewWillAppear----=0.000000 64.000000
  /// 375.000000 603.000000".
  @Test func launchTopOnIOS8HasItsFrameByViewWillAppear() throws {
    let trace = Simulation.run(
      try Self.scenario(
        #"""
        {"insetsim": 1, "name": "q", "os": "8.4", "device": "iPhone 6",
         "navigationController": {"translucent": false}, "controller": {"name": "VC"}}
        """#))
    let change = try #require(frameChanges(trace, "VC.view").first)
    #expect(change.to?.rectValue == Rect(y: 64, width: 375, height: 603))
    #expect(change.seq < (try callback(trace, "VC", "viewWillAppear")))
  }

  /// No printed log covers a pushed controller: the rule does not name its frame (it keeps
  /// lifecycle.order's appearance order).
  @Test func aPushIsNotCovered() throws {
    let trace = Simulation.run(
      try Self.scenario(
        #"""
        {"insetsim": 1, "name": "p", "os": "11.4", "device": "iPhone 7",
         "navigationController": {"translucent": false}, "presentation": "pushed",
         "controller": {"name": "Detail"}}
        """#))
    let changes = frameChanges(trace, "Detail.view")
    #expect(!changes.isEmpty)
    #expect(!changes.contains { $0.rule == Rule.navigationFrameBeforeWillAppear.id })
  }

  /// blog.csdn.net/zuoErJin/article/details/24373453 (iOS < 7, 320×480, printed log): translucent
  /// YES, "UIViewControllerWrapperView … frame = (0 20; 320 460)" with the view (0 0; 320 460) in
  /// it; opaque: the wrapper at (0 64; 320 416).
  @Test(arguments: [
    (true, Rect(y: 20, width: 320, height: 460), "ios6.layout.underTranslucentNavigationBar"),
    (false, Rect(y: 64, width: 320, height: 416), "ios6.layout.belowBars"),
  ])
  func ios6NavigationBarTranslucency(translucent: Bool, frame: Rect, rule: String) throws {
    let device = try #require(Device.named("iPhone 4S"))
    let input = LayoutInput(
      device: device, os: OSVersion(6, 1), hasNavigationController: true,
      navigationBarTranslucent: translucent)
    let derived = ControllerViewFrame.frame(input, bars: BarLayout(input))
    #expect(derived.value == frame)
    #expect(derived.rule.rawValue == rule)
  }
}

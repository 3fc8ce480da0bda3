import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// iPad multitasking windows and size classes (rules window.multitasking, traits.sizeClass.*).
/// Expected values: swift-snapshot-testing's ViewImageConfig table of simulator sizes and trait
/// collections
/// (`Device.splitViewSource`), and hacknicity's measured Slide Over.
@Suite struct WindowModeTests {
  @Test(arguments: [
    ("iPad (9.7-inch)", WindowMode.SplitFraction.oneThird, true, 320.0, 768.0, SizeClass.compact),
    ("iPad (9.7-inch)", .twoThirds, true, 694, 768, .regular),
    ("iPad (9.7-inch)", .twoThirds, false, 438, 1024, .compact),
    ("iPad (10.2-inch)", .oneHalf, true, 535, 810, .compact),
    ("iPad Pro (10.5-inch)", .twoThirds, true, 782, 834, .regular),
    ("iPad Pro (11-inch)", .oneThird, true, 375, 834, .compact),
    ("iPad Pro (11-inch)", .oneHalf, true, 592, 834, .compact),
    ("iPad Pro (11-inch)", .twoThirds, false, 504, 1194, .compact),
    ("iPad Pro (12.9-inch, 3rd)", .oneHalf, true, 678, 1024, .regular),
    ("iPad Pro (12.9-inch, 3rd)", .twoThirds, false, 639, 1366, .compact),
  ])
  func splitViewPanesHaveThePublishedSizeAndClass(
    _ name: String, _ fraction: WindowMode.SplitFraction, _ landscape: Bool, _ width: Double,
    _ height: Double, _ horizontal: SizeClass
  ) throws {
    let device = try #require(Device.named(name))
    let orientation: Orientation = landscape ? .landscapeLeft : .portrait
    let size = try #require(
      WindowModes.size(of: device, .splitView(fraction), orientation: orientation))
    #expect(size.value == Size(width: width, height: height))
    #expect(size.rule == "window.multitasking")
    let traits = SizeClasses.of(
      device, orientation: orientation, window: .splitView(fraction), width: width)
    #expect(traits.horizontal.value == horizontal)
    #expect(traits.vertical.value == .regular)
  }

  @Test func aPortraitSplitViewHasNoHalves() throws {
    let device = try #require(Device.named("iPad Pro (11-inch)"))
    #expect(WindowModes.size(of: device, .splitView(.oneHalf), orientation: .portrait) == nil)
  }

  @Test func slideOverIs320WideAnd40ShorterThanTheScreen() throws {
    let device = try #require(Device.named("iPad Pro (10.5-inch)"))
    #expect(
      WindowModes.size(of: device, .slideOver, orientation: .portrait)?.value
        == Size(width: 320, height: 1072))
    #expect(WindowModes.originY(.slideOver) == 20)
  }

  @Test(arguments: [
    ("iPhone 8", false, SizeClass.compact, SizeClass.regular),
    ("iPhone 8", true, .compact, .compact),
    ("iPhone 8 Plus", true, .regular, .compact),
    ("iPhone XR", true, .regular, .compact),
    ("iPhone XS Max", true, .regular, .compact),
    ("iPhone X", true, .compact, .compact),
    ("iPhone 12", true, .compact, .compact),
    ("iPhone 12 Pro Max", true, .regular, .compact),
  ])
  func phonesHaveThePublishedSizeClasses(
    _ name: String, _ landscape: Bool, _ horizontal: SizeClass, _ vertical: SizeClass
  ) throws {
    let device = try #require(Device.named(name))
    let orientation: Orientation = landscape ? .landscapeLeft : .portrait
    let traits = SizeClasses.of(
      device, orientation: orientation, window: .fullScreen,
      width: device.screenSize(orientation).width)
    #expect(traits.horizontal.value == horizontal)
    #expect(traits.vertical.value == vertical)
  }
}

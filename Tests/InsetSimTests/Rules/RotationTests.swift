import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// Rotation swaps the window's width and height (rule window.orientation; UIKIT-FACTS §4.3).
@Suite struct RotationTests {
  @Test(arguments: [("iPhone 8", 667.0, 375.0), ("iPhone X", 812.0, 375.0)])
  func landscapeSwapsTheBounds(_ name: String, _ width: Double, _ height: Double) throws {
    let device = try #require(Device.named(name))
    let size = try #require(WindowModes.size(of: device, .fullScreen, orientation: .landscapeLeft))
    let window = Rotation.window(size: size.value, to: .landscapeLeft)
    #expect(window.bounds.value == Rect(width: width, height: height))
    #expect(window.orientation.value == .landscapeLeft)
    #expect(window.bounds.rule == "window.orientation")
  }

  // The sources of the three rules below: Apple's supportedInterfaceOrientations page
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations):
  // "The default value is all for the iPad idiom and allButUpsideDown for the iPhone idiom"; "If
  // your app supports multitasking, the system doesn't call this method on your view controller";
  // its 2019 text, quoted in https://github.com/Triggertrap/triggertrap-ios/issues/64: "the
  // UIInterfaceOrientation.portraitUpsideDown orientation is not supported on iPhone X".

  /// A multitasking iPad app turns even to an orientation its root refuses (rule
  /// rotation.iPadMultitasking, from iOS 9; Apple's page above and
  /// https://www.brockmann.com/amazing-revelation-for-me-about-orientation-control-multi-tasking-and-ios-9/:
  /// "Methods such as -(UIInterfaceOrientationMask)supportedOrientations are not called").
  @Test func aMultitaskingIPadAppIsNotAsked() throws {
    let iPad = try #require(Device.named("iPad Pro (11-inch)"))
    let ios15 = OSVersion(15, 0)
    #expect(
      Rotation.refusal(
        to: .landscapeLeft, device: iPad, os: ios15, decider: "Main", supported: [.portrait]) == nil
    )
    #expect(
      Rotation.passesOverMask(to: .landscapeLeft, device: iPad, os: ios15, supported: [.portrait]))
    #expect(
      !Rotation.passesOverMask(to: .portrait, device: iPad, os: ios15, supported: [.portrait]))
    // An app that sets UIRequiresFullScreen opts out of multitasking: its root's mask decides
    // (rule rotation.requiresFullScreen; the same Apple page: "You can opt out of multitasking by
    // enabling Requires full screen").
    let fullScreen = Rotation.refusal(
      to: .landscapeLeft, device: iPad, os: ios15, decider: "Main", supported: [.portrait],
      requiresFullScreen: true)
    #expect(fullScreen?.rule == Rule.rotationRequiresFullScreen)
    #expect(
      !Rotation.passesOverMask(
        to: .landscapeLeft, device: iPad, os: ios15, supported: [.portrait],
        requiresFullScreen: true))
    // Before iOS 9 there was no multitasking: the root's mask decides.
    let old = try #require(Device.named("iPad (9.7-inch)"))
    let refusal = Rotation.refusal(
      to: .landscapeLeft, device: old, os: OSVersion(8, 0), decider: "Main", supported: [.portrait])
    #expect(refusal?.rule == Rule.rotationSupportedOrientations)
  }

  /// The app's Info.plist list bounds what any controller supports (rule rotation.appOrientations;
  /// Apple's page above: "To determine whether to rotate, the system compares the view controller's
  /// supported orientations with the app's supported orientations — as determined by the Info.plist
  /// file …"), and an iPad app that lists fewer than four opts out of multitasking (rule
  /// rotation.appOrientationsOptOut; the same page: "You can opt out of multitasking … by not
  /// declaring support for all possible orientations within the Info.plist file").
  @Test func theAppsListBoundsTheControllers() throws {
    let iPhone = try #require(Device.named("iPhone 8"))
    let ios15 = OSVersion(15, 0)
    // The root's default allows the landscapes on iPhone; the app lists portrait only.
    let refused = Rotation.refusal(
      to: .landscapeLeft, device: iPhone, os: ios15, decider: "Main", supported: nil,
      app: [.portrait])
    #expect(refused?.rule == Rule.rotationAppOrientations)
    #expect(
      Rotation.refusal(
        to: .landscapeLeft, device: iPhone, os: ios15, decider: "Main", supported: nil,
        app: [.portrait, .landscapeLeft]) == nil)
    // On iPad, all four listed: a multitasking app, nothing is asked.
    let iPad = try #require(Device.named("iPad Pro (11-inch)"))
    #expect(
      Rotation.refusal(
        to: .landscapeLeft, device: iPad, os: ios15, decider: "Main", supported: [.portrait],
        app: Orientation.allCases) == nil)
    // The landscapes only: the app opts out, and its root's mask decides.
    let optedOut = Rotation.refusal(
      to: .landscapeRight, device: iPad, os: ios15, decider: "Main", supported: [.landscapeLeft],
      app: [.landscapeLeft, .landscapeRight])
    #expect(optedOut?.rule == Rule.rotationAppOrientationsOptOut)
    // What the root and the app have in common; none makes UIKit raise (rule
    // rotation.noCommonOrientation; https://github.com/Instabug/Instabug-iOS/issues/90: a
    // landscape-only app presenting a portrait controller, "Supported orientations has no common
    // orientation with the application").
    #expect(AppOrientations.common([.portrait], app: [.landscapeLeft, .landscapeRight]).isEmpty)
    #expect(AppOrientations.common([.portrait, .landscapeLeft], app: nil).count == 2)
  }

  /// A Face ID iPhone never turns upside down, even when its controller supports all four (rule
  /// rotation.faceIDUpsideDown; Apple's page above, and
  /// https://github.com/HaishinKit/HaishinKit.swift/issues/496 on an iPhone XR with iOS 12.1.2:
  /// "the capture rotates but the UI doesn't").
  @Test(arguments: ["iPhone X", "iPhone XR", "iPhone 12", "iPhone 15"])
  func aFaceIDIPhoneNeverTurnsUpsideDown(_ name: String) throws {
    let phone = try #require(Device.named(name))
    let refusal = Rotation.refusal(
      to: .portraitUpsideDown, device: phone, os: OSVersion(15, 0), decider: "Main",
      supported: Orientation.allCases)
    #expect(refusal?.rule == Rule.rotationFaceIDUpsideDown)
    #expect(!phone.turnsUpsideDown)
  }

  /// A home-button iPhone turns upside down only when the deciding controller says so: its
  /// default is all but upside down (rule rotation.defaultMask; Apple's page above, and
  /// https://github.com/Esri/arcgis-runtime-samples-ios/pull/517: "UIViewController.
  /// supportedInterfaceOrientations's default of allButUpsideDown for the iPhone idiom").
  @Test func aHomeButtonIPhoneTurnsUpsideDownOnlyWhenAsked() throws {
    let phone = try #require(Device.named("iPhone 8"))
    let ios15 = OSVersion(15, 0)
    #expect(phone.turnsUpsideDown)
    #expect(phone.defaultSupportedOrientations == [.portrait, .landscapeLeft, .landscapeRight])
    let byDefault = Rotation.refusal(
      to: .portraitUpsideDown, device: phone, os: ios15, decider: "Main", supported: nil)
    #expect(byDefault?.rule == Rule.rotationDefaultMask)
    let container = Rotation.refusal(
      to: .portraitUpsideDown, device: phone, os: ios15, decider: nil, supported: nil)
    #expect(container?.rule == Rule.rotationDefaultMask)
    #expect(
      Rotation.refusal(
        to: .portraitUpsideDown, device: phone, os: ios15, decider: "Main",
        supported: Orientation.allCases) == nil)
    #expect(
      Rotation.refusal(to: .landscapeLeft, device: phone, os: ios15, decider: nil, supported: nil)
        == nil)
    // On iPad the default is all four.
    let iPad = try #require(Device.named("iPad (9.7-inch)"))
    #expect(iPad.defaultSupportedOrientations == Orientation.allCases)
  }
}

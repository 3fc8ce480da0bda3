import InsetSimModel
import InsetSimSupport

/// Rotation: the window turns to the new orientation and its bounds swap width and height (rule
/// `window.orientation`). What follows from the new orientation lives with what it changes: the
/// bars' landscape heights and the status bar hidden in landscape in ``BarLayout``, the safe area
/// in ``SafeAreaPropagation``. The engine calls `viewWillTransition(to:with:)` first and the
/// transition's completion after ``LifecycleTiming/rotationDuration``.
///
///     Rotation.window(size: iPhone8.screenSize(.landscapeLeft), to: .landscapeLeft).bounds.value  // (0, 0, 667, 375)
package enum Rotation {
  /// The window's orientation and bounds after rotating `device` to `orientation`.
  package static func window(size: Size, to orientation: Orientation) -> (
    orientation: Derived<Orientation>, bounds: Derived<Rect>
  ) {
    return (
      Derived(orientation, Rule.windowOrientation, "rotated to \(orientation.rawValue)"),
      Derived(
        Rect(width: size.width, height: size.height), Rule.windowOrientation,
        "\(orientation.isLandscape ? "landscape" : "portrait"): \(formatPoints(size.width)) × \(formatPoints(size.height))"
      )
    )
  }

  /// Why the interface does not turn to `orientation`, or nil when it turns. `decider` is the
  /// controller UIKit asks (the window's root, or the top full-screen presentation), nil when a
  /// container decides, whose mask is the default; `supported` is what the decider declares.
  /// `app` is the app's Info.plist list (nil: all four), which bounds what any controller supports
  /// (`rotation.appOrientations`). On an iPad from iOS 9 nothing is asked (rule
  /// `rotation.iPadMultitasking`) unless the app sets UIRequiresFullScreen
  /// (`rotation.requiresFullScreen`) or lists fewer than four orientations
  /// (`rotation.appOrientationsOptOut`); a Face ID iPhone never turns upside down
  /// (`rotation.faceIDUpsideDown`); a controller that declares nothing supports the idiom's default
  /// (`rotation.defaultMask`).
  package static func refusal(
    to orientation: Orientation, device: Device, os: OSVersion, decider: String?,
    supported: [Orientation]?, requiresFullScreen: Bool = false, app: [Orientation]? = nil
  ) -> (rule: Rule, why: String)? {
    // An iPad app that lists fewer than four orientations opts out of multitasking as
    // UIRequiresFullScreen does (rule rotation.appOrientationsOptOut).
    let listsFewer = device.listsFewerOrientations(app)
    guard
      device.controllersDecideOrientation(
        on: os, requiresFullScreen: requiresFullScreen || listsFewer)
    else { return nil }
    if orientation == .portraitUpsideDown, !device.turnsUpsideDown,
      Rule.rotationFaceIDUpsideDown.applies(to: os)
    {
      return (
        Rule.rotationFaceIDUpsideDown,
        "an iPhone with Face ID (\(device.name)) never turns upside down"
      )
    }
    if Rule.rotationAppOrientations.applies(to: os),
      let why = AppOrientations.refusal(to: orientation, app: app)
    {
      return (Rule.rotationAppOrientations, why)
    }
    if let supported {
      guard !supported.contains(orientation) else { return nil }
      let list = supported.map(\.rawValue).joined(separator: ", ")
      if device.isPad, Rule.rotationRequiresFullScreen.applies(to: os) {
        return requiresFullScreen || !listsFewer
          ? (
            Rule.rotationRequiresFullScreen,
            "the app requires the full screen (UIRequiresFullScreen), so UIKit asks \(decider ?? "the window's root"), which supports \(list)"
          )
          : (
            Rule.rotationAppOrientationsOptOut,
            "the app's Info.plist lists fewer than four orientations, which opts it out of multitasking, so UIKit asks \(decider ?? "the window's root"), which supports \(list)"
          )
      }
      return (
        Rule.rotationSupportedOrientations, "\(decider ?? "the window's root") supports \(list)"
      )
    }
    let mask = device.defaultSupportedOrientations
    guard !mask.contains(orientation) else { return nil }
    let who =
      decider.map { "\($0) declares no supportedInterfaceOrientations" }
      ?? "the window's root container declares none"
    let list = mask.map(\.rawValue).joined(separator: ", ")
    return (
      Rule.rotationDefaultMask,
      "\(who): a controller's default on \(device.idiom == .pad ? "iPad" : "iPhone") is \(list)"
    )
  }

  /// Whether a rotate on iPad passes over a mask that would have refused `orientation`: UIKit does
  /// not ask a multitasking app's controllers (rule `rotation.iPadMultitasking`).
  package static func passesOverMask(
    to orientation: Orientation, device: Device, os: OSVersion, supported: [Orientation]?,
    requiresFullScreen: Bool = false
  ) -> Bool {
    guard let supported,
      !device.controllersDecideOrientation(on: os, requiresFullScreen: requiresFullScreen)
    else { return false }
    return !supported.contains(orientation)
  }
}

extension Rule {
  public static let windowOrientation = Rule(
    "window.orientation", from: ios7,
    "Rotation swaps the window's width and height; bar heights and the status bar follow the new orientation.",
    provenance: ["docs/facts/ordering.md#43-rotation-bar-hiding-status-bar"], confidence: .high)

  public static let rotationSupportedOrientations = Rule(
    "rotation.supportedOrientations", from: ios7,
    "The window turns only to an orientation the top controller supports; otherwise nothing rotates.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations"
    ], confidence: .high)

  public static let rotationIPadMultitasking = Rule(
    "rotation.iPadMultitasking", from: OSVersion(9, 0),
    "An iPad app that supports multitasking (Split View, Slide Over; no UIRequiresFullScreen) turns to every orientation: UIKit does not call its controllers' supportedInterfaceOrientations.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations",
      "https://www.brockmann.com/amazing-revelation-for-me-about-orientation-control-multi-tasking-and-ios-9/",
      "https://developer.apple.com/documentation/bundleresources/information-property-list/uirequiresfullscreen",
    ], confidence: .high)

  public static let rotationRequiresFullScreen = Rule(
    "rotation.requiresFullScreen", from: OSVersion(9, 0),
    "An iPad app whose Info.plist sets UIRequiresFullScreen opts out of multitasking: its window is always the whole screen, and UIKit asks its controllers' supportedInterfaceOrientations as on iPhone, refusing a rotation to an orientation they leave out. (Deprecated in iPadOS 26, still honoured there.)",
    provenance: [
      "https://developer.apple.com/documentation/bundleresources/information-property-list/uirequiresfullscreen",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations",
      "https://www.brockmann.com/amazing-revelation-for-me-about-orientation-control-multi-tasking-and-ios-9/",
      "https://developer.apple.com/documentation/technotes/tn3192-migrating-your-app-from-the-deprecated-uirequiresfullscreen-key",
    ], confidence: .high)

  public static let rotationFaceIDUpsideDown = Rule(
    "rotation.faceIDUpsideDown", from: ios11,
    "An iPhone with Face ID (no home button) never turns to portraitUpsideDown, whatever its controllers support.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations",
      "https://github.com/Triggertrap/triggertrap-ios/issues/64",
      "https://github.com/HaishinKit/HaishinKit.swift/issues/496",
    ], confidence: .high)

  public static let rotationDefaultMask = Rule(
    "rotation.defaultMask", from: ios7,
    "A controller that declares no supportedInterfaceOrientations supports all but portraitUpsideDown on the iPhone idiom and all four on iPad; a container root's mask is that default.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations",
      "https://github.com/Esri/arcgis-runtime-samples-ios/pull/517",
      "https://gist.github.com/NickAger/be37b6afecb1868a3ba8",
      "https://jierong.dev/2020/10/04/supportedinterfaceorientations.html",
    ], confidence: .high)
}

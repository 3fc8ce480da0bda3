import InsetSimModel
import InsetSimSupport

/// The app's own orientations, from its Info.plist (`UISupportedInterfaceOrientations`, or
/// `UISupportedInterfaceOrientations~ipad` on iPad): the window turns only to an orientation that
/// both the app and the controller UIKit asks support (rule `rotation.appOrientations`); a
/// controller that has none in common with the app makes UIKit raise
/// (`rotation.noCommonOrientation`); an iPad app that lists fewer than four opts out of
/// multitasking (`rotation.appOrientationsOptOut`, applied through
/// ``Scenario/optsOutOfMultitasking``).
///
///     AppOrientations.common([.portrait], app: [.landscapeLeft, .landscapeRight])  // []
package enum AppOrientations {
  /// The orientations of `supported` (what the deciding controller supports) that the app lists
  /// too; all of `supported` when the app lists none (nil: all four).
  package static func common(_ supported: [Orientation], app: [Orientation]?) -> [Orientation] {
    guard let app else { return supported }
    return supported.filter(app.contains)
  }

  /// The words of UIKit's exception when the deciding controller `decider` has no orientation in
  /// common with the app, as UIKit prints it (rule `rotation.noCommonOrientation`).
  package static func exception(decider: String) -> String {
    "UIApplicationInvalidInterfaceOrientation: \"Supported orientations has no common orientation with the application, and [\(decider) shouldAutorotate] is returning YES\""
  }

  /// Why the window does not turn to `orientation` because the app does not list it, or nil when
  /// it does (or lists nothing, which is all four).
  package static func refusal(to orientation: Orientation, app: [Orientation]?) -> String? {
    guard let app, !app.contains(orientation) else { return nil }
    return
      "the app's Info.plist lists \(app.map(\.rawValue).joined(separator: ", ")) (UISupportedInterfaceOrientations), not \(orientation.rawValue)"
  }
}

extension Rule {
  public static let rotationAppOrientations = Rule(
    "rotation.appOrientations", from: OSVersion(6, 0),
    "The window turns only to an orientation that both the app's Info.plist (UISupportedInterfaceOrientations) and the controller UIKit asks support: a controller's supportedInterfaceOrientations can leave out orientations the app lists, never add one.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations",
      "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)",
      "https://developer.apple.com/library/content/qa/qa1688/_index.html",
      "http://labs.adamluptak.com/device-orientation-in-ios/",
    ], confidence: .high)

  public static let rotationNoCommonOrientation = Rule(
    "rotation.noCommonOrientation", from: OSVersion(6, 0),
    "A controller that decides the interface's orientations (the window's root, or a full-screen presentation) and supports none of the orientations the app lists makes UIKit raise UIApplicationInvalidInterfaceOrientation (\"Supported orientations has no common orientation with the application\").",
    provenance: [
      "https://github.com/Instabug/Instabug-iOS/issues/90",
      "https://github.com/rolandleth/LTHPasscodeViewController/issues/129",
      "https://github.com/wix/react-native-navigation/pull/2156",
      "https://github.com/microsoftconnect/ms-intune-app-sdk-ios/issues/268",
    ], confidence: .high)

  public static let rotationAppOrientationsOptOut = Rule(
    "rotation.appOrientationsOptOut", from: OSVersion(9, 0),
    "An iPad app whose Info.plist lists fewer than all four orientations opts out of multitasking, as UIRequiresFullScreen does: its window is always the whole screen and UIKit asks its controllers' supportedInterfaceOrientations as on iPhone.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations",
      "https://app.unpkg.com/@expo/config-plugins@10.1.2/files/build/ios/RequiresFullScreen.js",
    ], confidence: .high)
}

import InsetSimSupport

/// An interface orientation.
public enum Orientation: String, Sendable, CaseIterable, Codable {
  case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension Device {
  /// The orientations a controller supports when it declares none: all but upside down on the
  /// iPhone idiom, all four on iPad (rule `rotation.defaultMask`, from
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations:
  /// "all for the iPad idiom and allButUpsideDown for the iPhone idiom").
  public var defaultSupportedOrientations: [Orientation] {
    idiom == .pad ? Orientation.allCases : [.portrait, .landscapeLeft, .landscapeRight]
  }

  /// Whether the device turns upside down at all: an iPhone with Face ID (no home button) never
  /// does (rule `rotation.faceIDUpsideDown`; the same Apple page: "portraitUpsideDown … is not
  /// supported on iPhone X").
  public var turnsUpsideDown: Bool { idiom == .pad || !hasSensorHousing }

  /// Whether an app whose Info.plist lists `app` (nil: all four) opts out of multitasking by it:
  /// an iPad app that lists fewer than four orientations (rule rotation.appOrientationsOptOut).
  package func listsFewerOrientations(_ app: [Orientation]?) -> Bool {
    isPad && (app.map { $0.count < 4 } ?? false)
  }

  /// Whether the app's controllers decide its orientations: not on an iPad from iOS 9, where an
  /// app that supports multitasking (Split View, Slide Over) turns to every orientation and UIKit
  /// does not ask them (rule `rotation.iPadMultitasking`), unless the app sets
  /// UIRequiresFullScreen (`rotation.requiresFullScreen`).
  public func controllersDecideOrientation(on os: OSVersion, requiresFullScreen: Bool) -> Bool {
    idiom == .phone || os < OSVersion(9, 0) || requiresFullScreen
  }
}

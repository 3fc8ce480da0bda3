import InsetSimTraceFormat

/// What the app's Info.plist says that the simulator reads: its orientations
/// (`UISupportedInterfaceOrientations`, or its `~ipad` variant on iPad), `UIRequiresFullScreen`, and
/// whether it keeps the previous design on iOS 26 (`UIDesignRequiresCompatibility`, or an app built
/// with an SDK before iOS 26). A recorded app's description carries them as the scenario's
/// top-level `supportedInterfaceOrientations`, `requiresFullScreen` and
/// `designRequiresCompatibility`, so that a replay turns, resizes and draws its bars as the app on
/// the device did.
///
///     let info = AppInfo(
///       orientations: ["UIInterfaceOrientationPortrait"], requiresFullScreen: nil,
///       designRequiresCompatibility: nil, sdkName: "iphoneos18.2", release: "26.1")
///     info.scenarioKeys  // ,"supportedInterfaceOrientations":["portrait"],"designRequiresCompatibility":true
public struct AppInfo: Sendable, Equatable {
  /// The orientations the app lists, as the simulator names them, in the order listed, each once;
  /// nil when the app lists none the simulator knows (it then allows all four).
  public var orientations: [String]?
  public var requiresFullScreen: Bool
  /// The app keeps the previous design: only from iOS 26, where the key means something (the
  /// simulator refuses it before).
  public var designRequiresCompatibility: Bool

  /// No Info.plist settings: all four orientations, multitasking, the release's own design.
  public init() {
    orientations = nil
    requiresFullScreen = false
    designRequiresCompatibility = false
  }

  /// The settings from the Info.plist's values. `orientations`: the
  /// `UIInterfaceOrientation…` names listed (unknown ones are left out); `sdkName`: `DTSDKName`
  /// (`iphoneos18.2`), an SDK before iOS 26 keeping the previous design on iOS 26 as
  /// `UIDesignRequiresCompatibility` does; `release`: the running release (`26.1`).
  public init(
    orientations: [String]?, requiresFullScreen: Bool?, designRequiresCompatibility: Bool?,
    sdkName: String?, release: String
  ) {
    var list: [String] = []
    for name in orientations ?? [] {
      guard let o = Self.orientationNames[name], !list.contains(o) else { continue }
      list.append(o)
    }
    self.orientations = list.isEmpty ? nil : list
    self.requiresFullScreen = requiresFullScreen ?? false
    let running = Self.major(release) ?? 0
    let builtBefore26 = sdkName.flatMap(Self.sdkMajor).map { $0 < 26 } ?? false
    self.designRequiresCompatibility =
      running >= 26 && (designRequiresCompatibility ?? false || builtBefore26)
  }

  /// The Info.plist's orientation names and the simulator's.
  static let orientationNames = [
    "UIInterfaceOrientationPortrait": "portrait",
    "UIInterfaceOrientationPortraitUpsideDown": "portraitUpsideDown",
    "UIInterfaceOrientationLandscapeLeft": "landscapeLeft",
    "UIInterfaceOrientationLandscapeRight": "landscapeRight",
  ]

  /// The keys of a scenario's top level, each with a leading comma (empty: nothing to say).
  public var scenarioKeys: String {
    var out = ""
    if requiresFullScreen { out += ",\"requiresFullScreen\":true" }
    // All four is what a scenario without the key means.
    if let orientations, orientations.count < 4 {
      out += ",\"supportedInterfaceOrientations\":["
      for (i, o) in orientations.enumerated() {
        if i > 0 { out += "," }
        JSONText.writeString(o, to: &out)
      }
      out += "]"
    }
    if designRequiresCompatibility { out += ",\"designRequiresCompatibility\":true" }
    return out
  }

  /// The major version of a release (`26.1` → 26).
  static func major(_ release: String) -> Int? {
    Int(release.split(separator: ".", omittingEmptySubsequences: false).first ?? "")
  }

  /// The major version of an SDK's name (`iphoneos18.2` → 18, `iphonesimulator26.0` → 26).
  static func sdkMajor(_ name: String) -> Int? {
    let digits = name.drop { !$0.isNumber }
    return major(String(digits))
  }
}

import InsetSimSupport

/// A value that changed with iOS releases: `from` is the first release it holds for.
public struct Versioned<Value: Sendable & Hashable>: Sendable, Hashable {
  public var from: OSVersion
  public var value: Value
  public init(_ from: OSVersion, _ value: Value) {
    self.from = from
    self.value = value
  }
}

extension Array {
  /// The value in force on `os`: the last entry whose `from` is not after it (the first entry before that).
  public func value<V>(on os: OSVersion) -> V where Element == Versioned<V> {
    var result = self[0].value
    for entry in self where entry.from <= os { result = entry.value }
    return result
  }
}

/// One device family of the catalogue: its screen, status bar and safe area, by iOS release.
///
///     Device.named("iPhone X")?.safeArea(on: OSVersion(11), landscape: true)  // (0, 44, 21, 44)
public struct Device: Sendable, Hashable {
  public enum Idiom: String, Sendable { case phone, pad }

  /// Bar heights in landscape: compact-width phones use 32 pt bars, regular (Plus, Max, XR) 44/49.
  public enum LandscapeBars: String, Sendable { case compact, regular }

  /// The name the device runs under: the catalogue name ("iPhone 8"), or the alias a scenario named it
  /// by, spelled as the catalogue spells it ("iPhone 15" runs under that name, with the figures of the
  /// "iPhone 14 Pro" family).
  public var name: String
  /// The catalogue family whose figures the device uses, as `insetsim devices` lists it: "iPhone 14 Pro".
  public var family: String
  /// Other names a scenario may use (matched case-insensitively): "iPhone 7", "iPhone SE (2nd)".
  public var aliases: [String]
  public var idiom: Idiom
  /// Screen size in points in portrait.
  public var portraitSize: Size
  /// The first release the family ran; the last one, if it stopped being supported.
  public var firstOS: OSVersion
  public var lastOS: OSVersion?
  /// A notch, Dynamic Island or rounded display corners: the safe area is not just the status bar.
  public var hasSensorHousing: Bool
  public var landscapeBars: LandscapeBars
  /// Status-bar height in portrait.
  public var statusBar: [Versioned<Double>]
  /// Safe area of a full-screen view with no bars, status bar shown, in portrait and in landscape.
  public var safeAreaPortrait: [Versioned<EdgeInsets>]
  public var safeAreaLandscape: [Versioned<EdgeInsets>]
  /// Where a navigation bar starts in portrait when it differs from the status-bar height
  /// (12/13 mini on iOS 14: status bar 44, navigation bar at 50).
  public var navigationBarY: [Versioned<Double>]?
  public var confidence: Confidence
  /// Where the figures come from (URLs from UIKIT-FACTS §1) and the conflicts settled (§7).
  public var sources: [String]
  public var notes: String

  public init(
    name: String, aliases: [String] = [], idiom: Idiom, portraitSize: Size, firstOS: OSVersion,
    lastOS: OSVersion? = nil, hasSensorHousing: Bool, landscapeBars: LandscapeBars,
    statusBar: [Versioned<Double>], safeAreaPortrait: [Versioned<EdgeInsets>],
    safeAreaLandscape: [Versioned<EdgeInsets>], navigationBarY: [Versioned<Double>]? = nil,
    confidence: Confidence, sources: [String], notes: String = ""
  ) {
    self.name = name
    self.family = name
    self.aliases = aliases
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.firstOS = firstOS
    self.lastOS = lastOS
    self.hasSensorHousing = hasSensorHousing
    self.landscapeBars = landscapeBars
    self.statusBar = statusBar
    self.safeAreaPortrait = safeAreaPortrait
    self.safeAreaLandscape = safeAreaLandscape
    self.navigationBarY = navigationBarY
    self.confidence = confidence
    self.sources = sources
    self.notes = notes
  }

  public var isPad: Bool { idiom == .pad }

  public func screenSize(_ orientation: Orientation) -> Size {
    orientation.isLandscape ? portraitSize.transposed : portraitSize
  }

  public func statusBarHeight(on os: OSVersion) -> Double { statusBar.value(on: os) }

  public func safeArea(on os: OSVersion, landscape: Bool) -> EdgeInsets {
    landscape ? safeAreaLandscape.value(on: os) : safeAreaPortrait.value(on: os)
  }

  /// The y of a navigation bar's top in portrait with the status bar shown.
  public func navigationBarOrigin(on os: OSVersion) -> Double {
    navigationBarY?.value(on: os) ?? statusBarHeight(on: os)
  }

  /// Whether the family runs `os`.
  public func supports(_ os: OSVersion) -> Bool {
    os.major >= firstOS.major && (lastOS.map { os.major <= $0.major } ?? true)
  }
}

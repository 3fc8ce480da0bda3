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
  /// The value in force on `os`: the last entry whose `from` is not after it (the first entry
  /// before that).
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

  /// The figures, shared by every copy: a device is copied into every layout input, and into the
  /// rules and explanations that read it, and it holds ten reference-counted fields; a copy that is
  /// changed gets its own.
  private var box: Box

  private final class Box: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private struct Fields: Sendable, Hashable {
    var name: String
    var family: String
    var aliases: [String]
    var idiom: Idiom
    var portraitSize: Size
    var firstOS: OSVersion
    var lastOS: OSVersion?
    var hasSensorHousing: Bool
    var landscapeBars: LandscapeBars
    var statusBar: [Versioned<Double>]
    var statusBarAssumed: Bool
    var safeAreaPortrait: [Versioned<EdgeInsets>]
    var safeAreaLandscape: [Versioned<EdgeInsets>]
    var navigationBarY: [Versioned<Double>]?
    var confidence: Confidence
    var sources: [String]
    var notes: String
  }

  /// The same device in a box of its own, its lists and texts copied too: a thread that copies it
  /// (into
  /// every layout input) does not contend with another over one shared reference count, as two
  /// matrix workers reading the catalogue's device would.
  package func isolated() -> Device {
    var copy = self
    var f = box.fields
    func own(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
    f.name = own(f.name)
    f.family = own(f.family)
    f.aliases = f.aliases.map(own)
    f.statusBar = f.statusBar.map { $0 }
    f.safeAreaPortrait = f.safeAreaPortrait.map { $0 }
    f.safeAreaLandscape = f.safeAreaLandscape.map { $0 }
    f.navigationBarY = f.navigationBarY.map { $0.map { $0 } }
    f.sources = f.sources.map(own)
    f.notes = own(f.notes)
    copy.box = Box(f)
    return copy
  }

  private mutating func update(_ change: (inout Fields) -> Void) {
    var fields = box.fields
    change(&fields)
    box = Box(fields)
  }

  /// The name the device runs under: the catalogue name ("iPhone 8"), or the alias a scenario named
  /// it by, spelled as the catalogue spells it ("iPhone 15" runs under that name, with the figures
  /// of the
  /// "iPhone 14 Pro" family).
  public var name: String {
    get { box.fields.name }
    set { update { $0.name = newValue } }
  }
  /// The catalogue family whose figures the device uses, as `insetsim devices` lists it: "iPhone 14
  /// Pro".
  public var family: String {
    get { box.fields.family }
    set { update { $0.family = newValue } }
  }
  /// Other names a scenario may use (matched case-insensitively): "iPhone 7", "iPhone SE (2nd)".
  public var aliases: [String] {
    get { box.fields.aliases }
    set { update { $0.aliases = newValue } }
  }
  public var idiom: Idiom {
    get { box.fields.idiom }
    set { update { $0.idiom = newValue } }
  }
  /// Screen size in points in portrait.
  public var portraitSize: Size {
    get { box.fields.portraitSize }
    set { update { $0.portraitSize = newValue } }
  }
  /// The first release the family ran; the last one, if it stopped being supported.
  public var firstOS: OSVersion {
    get { box.fields.firstOS }
    set { update { $0.firstOS = newValue } }
  }
  public var lastOS: OSVersion? {
    get { box.fields.lastOS }
    set { update { $0.lastOS = newValue } }
  }
  /// A notch, Dynamic Island or rounded display corners: the safe area is not just the status bar.
  public var hasSensorHousing: Bool {
    get { box.fields.hasSensorHousing }
    set { update { $0.hasSensorHousing = newValue } }
  }
  public var landscapeBars: LandscapeBars {
    get { box.fields.landscapeBars }
    set { update { $0.landscapeBars = newValue } }
  }
  /// Status-bar height in portrait.
  public var statusBar: [Versioned<Double>] {
    get { box.fields.statusBar }
    set { update { $0.statusBar = newValue } }
  }
  /// Whether no source prints the status bar's height: the figure is assumed from a family it
  /// resembles (rule statusBar.height.assumed, low).
  public var statusBarAssumed: Bool {
    get { box.fields.statusBarAssumed }
    set { update { $0.statusBarAssumed = newValue } }
  }
  /// Safe area of a full-screen view with no bars, status bar shown, in portrait and in landscape.
  public var safeAreaPortrait: [Versioned<EdgeInsets>] {
    get { box.fields.safeAreaPortrait }
    set { update { $0.safeAreaPortrait = newValue } }
  }
  public var safeAreaLandscape: [Versioned<EdgeInsets>] {
    get { box.fields.safeAreaLandscape }
    set { update { $0.safeAreaLandscape = newValue } }
  }
  /// Where a navigation bar starts in portrait when it differs from the status-bar height
  /// (12/13 mini on iOS 14: status bar 44, navigation bar at 50).
  public var navigationBarY: [Versioned<Double>]? {
    get { box.fields.navigationBarY }
    set { update { $0.navigationBarY = newValue } }
  }
  public var confidence: Confidence {
    get { box.fields.confidence }
    set { update { $0.confidence = newValue } }
  }
  /// Where the figures come from (URLs from UIKIT-FACTS §1) and the conflicts settled (§7).
  public var sources: [String] {
    get { box.fields.sources }
    set { update { $0.sources = newValue } }
  }
  public var notes: String {
    get { box.fields.notes }
    set { update { $0.notes = newValue } }
  }

  public init(
    name: String, aliases: [String] = [], idiom: Idiom, portraitSize: Size, firstOS: OSVersion,
    lastOS: OSVersion? = nil, hasSensorHousing: Bool, landscapeBars: LandscapeBars,
    statusBar: [Versioned<Double>], statusBarAssumed: Bool = false,
    safeAreaPortrait: [Versioned<EdgeInsets>], safeAreaLandscape: [Versioned<EdgeInsets>],
    navigationBarY: [Versioned<Double>]? = nil,
    confidence: Confidence, sources: [String], notes: String = ""
  ) {
    box = Box(
      Fields(
        name: name, family: name, aliases: aliases, idiom: idiom, portraitSize: portraitSize,
        firstOS: firstOS,
        lastOS: lastOS, hasSensorHousing: hasSensorHousing, landscapeBars: landscapeBars,
        statusBar: statusBar, statusBarAssumed: statusBarAssumed,
        safeAreaPortrait: safeAreaPortrait, safeAreaLandscape: safeAreaLandscape,
        navigationBarY: navigationBarY,
        confidence: confidence, sources: sources, notes: notes))
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

  public static func == (a: Device, b: Device) -> Bool {
    a.box === b.box || a.box.fields == b.box.fields
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }
}

import InsetSimSupport

/// An iOS release, such as 10.3, 11.0 or 12.1.1, and the layout era it falls in.
///
///     OSVersion("10.3")?.era  // .legacy
public struct OSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var major: Int
  public var minor: Int
  /// The point release's third part (12.1.1): UIKit's bugs are fixed in some (rule family `bug`).
  public var patch: Int

  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Parses "10.3", "11", "11.0", "12.1.1" or "26": one to three parts of one to three ASCII digits
  /// each. Returns nil for anything else ("+10.3", "10.3.1.1", "99999999999999999").
  public init?(_ text: String) {
    // One to three parts split at dots, each of one to three ASCII digits, read from the bytes.
    var parts = [0, 0, 0]
    var part = 0
    var digits = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: ".") {
        guard part < 2, digits > 0 else { return nil }
        part += 1
        digits = 0
        continue
      }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 3 else { return nil }
      digits += 1
      parts[part] = parts[part] * 10 + Int(byte - UInt8(ascii: "0"))
    }
    guard digits > 0 else { return nil }
    self.init(parts[0], parts[1], parts[2])
  }

  public static func < (a: OSVersion, b: OSVersion) -> Bool {
    (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
  }

  /// "10.3", "12.1.1"; a whole release prints as "11.0" except iOS 26, printed as "26".
  public var description: String {
    if patch > 0 { return "\(major).\(minor).\(patch)" }
    return major >= 26 && minor == 0 ? "\(major)" : "\(major).\(minor)"
  }

  public var era: Era {
    if major <= 6 { return .ios6 }
    if major <= 10 { return .legacy }
    return .safeArea
  }

  /// The releases the catalogue knows, oldest first, with the point releases below. A scenario
  /// naming another runs as the nearest (``nearestKnown(to:)``) or is an error.
  public static let known: [OSVersion] = {
    let minors: [(Int, Int)] = [
      (6, 1), (7, 1), (8, 4), (9, 3), (10, 3), (11, 4), (12, 5), (13, 7), (14, 8), (15, 8), (16, 7),
      (17, 6), (18, 6), (26, 1),
    ]
    var all: [OSVersion] = [OSVersion(6, 0)]
    for (major, last) in minors {
      for minor in (major == 6 ? 1 : 0)...last { all.append(OSVersion(major, minor)) }
    }
    return (all + pointReleases).sorted()
  }()

  /// The point releases (x.y.z) the catalogue lists because a UIKit bug is fixed in one or was
  /// reported on one (rule family `bug`, docs/research/UIKIT-BUGS-RESEARCH.md). Another x.y.z of a
  /// known x.y runs as the last known release before it, with a note (rule os.nearestRelease).
  public static let pointReleases: [OSVersion] = [
    // rdar 35098813 was filed on 11.0.1 (15A8401):
    // https://github.com/lionheart/openradar-mirror/issues/18714
    OSVersion(11, 0, 1),
    // "solved in the new iOS 12.1.1": https://github.com/ooni/probe-ios/issues/191; QMUI: fixed
    // in 12.1.1 (https://github.com/Tencent/QMUI_iOS/issues/410)
    OSVersion(12, 1, 1),
    // reports of bug.tabBar.hiddenAfterPopToRoot on 14.0.1 devices:
    // https://github.com/Tencent/QMUI_iOS/issues/1100
    OSVersion(14, 0, 1),
  ]

  /// The release a scenario written for `v` runs as: `v` when the catalogue knows it; the last
  /// known release of its major version when `v` is a later point release the catalogue does not
  /// list yet (26.2 → 26.1, 18.7 → 18.6: rule os.nearestRelease); the last known release before an
  /// unlisted point release of a known x.y (14.0.2 → 14.0.1, 10.3.4 → 10.3); nil for an unknown
  /// major version, a release of a major version whose releases the catalogue lists to the end
  /// (10.4), or a minor below the known ones.
  public static func nearestKnown(to v: OSVersion) -> OSVersion? {
    if known.contains(v) { return v }
    // A point release of a known x.y (10.3.4, 14.0.2): the last known release before it.
    if v.patch > 0, known.contains(OSVersion(v.major, v.minor)) {
      return known.last { $0 < v }
    }
    guard majorsStillReleased.contains(v.major),
      let last = known.last(where: { $0.major == v.major }), v > last
    else { return nil }
    return last
  }

  /// Major versions whose later point releases may be missing from the catalogue (17.7, 18.7, 26.2
  /// shipped after it was written). For the others the catalogue ends at the last release there
  /// was: 10.4 never shipped.
  public static let majorsStillReleased: Set<Int> = [17, 18, 26]

  public static let ios6 = OSVersion(6, 1)
  public static let ios10 = OSVersion(10, 3)
  public static let ios11 = OSVersion(11, 0)
}

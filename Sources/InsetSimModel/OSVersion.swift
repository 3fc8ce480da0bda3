import InsetSimSupport

/// An iOS release, such as 10.3 or 11.0, and the layout era it falls in.
///
///     OSVersion("10.3")?.era  // .legacy
public struct OSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var major: Int
  public var minor: Int

  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// Parses "10.3", "11", "11.0" or "26": one or two parts of one to three ASCII digits each.
  /// Returns nil
  /// for anything else ("+10.3", "10.3.1", "99999999999999999").
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    func number(_ part: Substring) -> Int? {
      guard (1...3).contains(part.utf8.count),
        part.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
      else {
        return nil
      }
      return Int(part)
    }
    guard (1...2).contains(parts.count), let major = number(parts[0]) else { return nil }
    var minor = 0
    if parts.count == 2 {
      guard let m = number(parts[1]) else { return nil }
      minor = m
    }
    self.init(major, minor)
  }

  public static func < (a: OSVersion, b: OSVersion) -> Bool {
    (a.major, a.minor) < (b.major, b.minor)
  }

  /// "10.3"; a whole release prints as "11.0" except iOS 26, printed as "26".
  public var description: String { major >= 26 && minor == 0 ? "\(major)" : "\(major).\(minor)" }

  public var era: Era {
    if major <= 6 { return .ios6 }
    if major <= 10 { return .legacy }
    return .safeArea
  }

  /// The releases the catalogue knows, oldest first. A scenario naming another is an error.
  public static let known: [OSVersion] = {
    let minors: [(Int, Int)] = [
      (6, 1), (7, 1), (8, 4), (9, 3), (10, 3), (11, 4), (12, 5), (13, 7), (14, 8), (15, 8), (16, 7),
      (17, 6), (18, 6), (26, 1),
    ]
    var all: [OSVersion] = [OSVersion(6, 0)]
    for (major, last) in minors {
      for minor in (major == 6 ? 1 : 0)...last { all.append(OSVersion(major, minor)) }
    }
    return all
  }()

  /// The release a scenario written for `v` runs as: `v` when the catalogue knows it; the last
  /// known release of
  /// its major version when `v` is a later point release the catalogue does not list yet (26.2 →
  /// 26.1, 18.7 →
  /// 18.6: rule os.nearestRelease); nil for an unknown major version, a release of a major version
  /// whose
  /// releases the catalogue lists to the end (10.4), or a minor below the known ones.
  public static func nearestKnown(to v: OSVersion) -> OSVersion? {
    if known.contains(v) { return v }
    guard majorsStillReleased.contains(v.major),
      let last = known.last(where: { $0.major == v.major }), v > last
    else { return nil }
    return last
  }

  /// Major versions whose later point releases may be missing from the catalogue (17.7, 18.7, 26.2
  /// shipped after
  /// it was written). For the others the catalogue ends at the last release there was: 10.4 never
  /// shipped.
  public static let majorsStillReleased: Set<Int> = [17, 18, 26]

  public static let ios6 = OSVersion(6, 1)
  public static let ios10 = OSVersion(10, 3)
  public static let ios11 = OSVersion(11, 0)
}

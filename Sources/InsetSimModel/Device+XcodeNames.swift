import InsetSimSupport

extension Device {
  /// The names `xcrun simctl list devicetypes` prints for the families of the catalogue, each with
  /// the catalogue name (family or alias) whose figures it takes. A scenario may name its device
  /// either way:
  /// "iPhone SE (3rd generation)" runs as itself with the figures of the iPhone 8 family.
  ///
  /// Xcode's spellings, as simctl prints them (the JSON of `simctl list devicetypes -j` and its
  /// text output, quoted in public projects and issues):
  /// - https://github.com/bitrise-io/go-xcode/blob/master/destination/testdata/testout.go (Xcode
  ///   13–14:
  /// "iPhone SE (1st generation)", "iPhone Xʀ", "iPad Pro (12.9-inch) (1st generation)" … "iPad
  /// mini (6th generation)")
  /// - https://github.com/ios-control/ios-sim/issues/234 (Xcode 10: "iPhone SE", "iPhone Xs Max",
  ///   "iPhone Xʀ",
  ///   "iPad Pro (11-inch)", "iPad Pro (12.9-inch)")
  /// - https://github.com/wix/AppleSimulatorUtils/issues/71 and /issues/119 (Xcode 11–12: "iPad Air
  ///   (3rd generation)",
  ///   "iPad (8th generation)", "iPad Pro (12.9-inch) (4th generation)")
  /// - https://github.com/ios-control/simctl/issues/11 (Xcode 8: "iPad Pro (9.7 inch)", "iPad Pro
  ///   (12.9 inch)")
  /// - SwiftUI preview device names of Xcode 14–16 ("iPad (10th generation)", "iPad Pro (11-inch)
  ///   (4th generation)",
  /// "iPad Pro (12.9-inch) (6th generation)", "iPad Air 11-inch (M2)", "iPad mini (A17 Pro)", "iPad
  /// (A16)").
  ///
  /// Xcode writes the XR with a small capital ʀ (U+0280), and "Xs" where the catalogue writes "XS"
  /// (names
  /// match without regard to case). Names the catalogue already spells as Xcode does ("iPhone 15
  /// Pro",
  /// "iPad Pro 11-inch (M4)") are not repeated here.
  public static let xcodeNames: KeyValuePairs<String, String> = [
    "iPhone SE (1st generation)": "iPhone SE (1st)",
    "iPhone Xʀ": "iPhone XR",
    "iPhone SE (2nd generation)": "iPhone SE (2nd)",
    "iPhone SE (3rd generation)": "iPhone SE (3rd)",
    "iPad (5th generation)": "iPad (5th)",
    "iPad (6th generation)": "iPad (6th)",
    "iPad mini (5th generation)": "iPad mini (5th)",
    "iPad (7th generation)": "iPad (7th)",
    "iPad (8th generation)": "iPad (8th)",
    "iPad (9th generation)": "iPad (9th)",
    "iPad Air (3rd generation)": "iPad Air (3rd)",
    "iPad Air (4th generation)": "iPad Air (4th)",
    "iPad Air (5th generation)": "iPad Air (5th)",
    "iPad (10th generation)": "iPad (10th)",
    "iPad mini (6th generation)": "iPad mini (6th)",
    "iPad Pro (11-inch) (1st generation)": "iPad Pro (11-inch, 1st)",
    "iPad Pro (11-inch) (2nd generation)": "iPad Pro (11-inch, 2nd)",
    "iPad Pro (11-inch) (3rd generation)": "iPad Pro (11-inch, 3rd)",
    "iPad Pro (11-inch) (4th generation)": "iPad Pro (11-inch, 4th)",
    "iPad Pro (9.7 inch)": "iPad Pro (9.7-inch)",
    "iPad Pro (12.9 inch)": "iPad Pro (12.9-inch, 1st)",
    "iPad Pro (12.9-inch)": "iPad Pro (12.9-inch, 1st)",
    "iPad Pro (12.9-inch) (1st generation)": "iPad Pro (12.9-inch, 1st)",
    "iPad Pro (12.9-inch) (2nd generation)": "iPad Pro (12.9-inch, 2nd)",
    "iPad Pro (12.9-inch) (3rd generation)": "iPad Pro (12.9-inch, 3rd)",
    "iPad Pro (12.9-inch) (4th generation)": "iPad Pro (12.9-inch, 4th)",
    "iPad Pro (12.9-inch) (5th generation)": "iPad Pro (12.9-inch, 5th)",
    "iPad Pro (12.9-inch) (6th generation)": "iPad Pro (12.9-inch, 6th)",
  ]

  /// Devices simctl offers that the catalogue does not have, each with the family whose screen (in
  /// points) is the same: named in the error, never run in its place.
  public static let xcodeNamesNotInCatalog: KeyValuePairs<String, String> = [
    "iPod touch (7th generation)": "iPhone SE (1st)",
    "iPad 2": "iPad (9.7-inch)",
    "iPad Retina": "iPad (9.7-inch)",
  ]

  /// Every Xcode name of `family` (a catalogue family name), in the order of `xcodeNames`.
  public static func xcodeNames(ofFamily family: String) -> [String] {
    xcodeNames.compactMap { xcode, name in Device.named(name)?.family == family ? xcode : nil }
  }

  /// For a device simctl offers but the catalogue lacks: why it is unknown and what has the same
  /// screen.
  ///
  ///     Device.notInCatalog("iPod touch (7th generation)")
  ///     // "Xcode's 'iPod touch (7th generation)' is not in the catalogue; 'iPhone SE (1st)' has the same 320×568 pt screen"
  public static func notInCatalog(_ name: String) -> String? {
    let key = normalized(name)
    guard let (xcode, standIn) = xcodeNamesNotInCatalog.first(where: { normalized($0.key) == key }),
      let device = Device.named(standIn)
    else { return nil }
    return
      "Xcode's '\(xcode)' is not in the catalogue; '\(standIn)' has the same \(device.portraitSize) pt screen"
  }
}

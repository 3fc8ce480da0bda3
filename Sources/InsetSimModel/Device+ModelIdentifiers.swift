import InsetSimSupport

extension Device {
  /// The model identifiers a device reports (`utsname.machine`; on a simulator, the
  /// `SIMULATOR_MODEL_IDENTIFIER` environment variable) for the families of the catalogue, each
  /// with the catalogue name (family or alias) whose figures it takes. A recording names its device
  /// this way, so a 12 mini is a 12 mini and an XS Max an XS Max, whatever its screen is close to:
  ///
  ///     Device.withModelIdentifier("iPhone13,1")?.name    // "iPhone 12 mini"
  ///     Device.named("iPhone11,6")?.family                // "iPhone XS Max"
  ///
  /// Sources (identifier → marketing name; the catalogue's name is the alias of that model):
  /// - https://gist.github.com/adamawolf/3048717 (Apple_mobile_device_types.txt, the list most
  ///   projects copy: iPhone4,1 … iPhone18,4, iPad2,5 … iPad16,6)
  /// - https://github.com/KHwang9883/MobileModels/blob/master/brands/apple_en.md (identifiers with
  ///   Apple's model numbers, A1203 …, as Apple's "Identify your iPhone model" page lists them:
  ///   https://support.apple.com/en-us/108044)
  ///
  /// The iPad Pro 13-inch (M4) is `iPad16,5`/`iPad16,6` (the gist's "12.9 inch 7th Gen").
  /// Identifiers of devices older than the catalogue (iPhone 4, iPad 2) are not listed: a recording
  /// from one replays as the nearest family, with a note (``nearestFamily(idiom:screen:os:)``).
  public static let modelIdentifiers: KeyValuePairs<String, String> = [
    // iPhones
    "iPhone4,1": "iPhone 4s",
    "iPhone5,1": "iPhone 5", "iPhone5,2": "iPhone 5", "iPhone5,3": "iPhone 5c",
    "iPhone5,4": "iPhone 5c", "iPhone6,1": "iPhone 5s", "iPhone6,2": "iPhone 5s",
    "iPhone7,2": "iPhone 6", "iPhone7,1": "iPhone 6 Plus", "iPhone8,1": "iPhone 6s",
    "iPhone8,2": "iPhone 6s Plus", "iPhone8,4": "iPhone SE (1st)",
    "iPhone9,1": "iPhone 7", "iPhone9,3": "iPhone 7", "iPhone9,2": "iPhone 7 Plus",
    "iPhone9,4": "iPhone 7 Plus",
    "iPhone10,1": "iPhone 8", "iPhone10,4": "iPhone 8", "iPhone10,2": "iPhone 8 Plus",
    "iPhone10,5": "iPhone 8 Plus", "iPhone10,3": "iPhone X", "iPhone10,6": "iPhone X",
    "iPhone11,2": "iPhone XS", "iPhone11,4": "iPhone XS Max", "iPhone11,6": "iPhone XS Max",
    "iPhone11,8": "iPhone XR",
    "iPhone12,1": "iPhone 11", "iPhone12,3": "iPhone 11 Pro", "iPhone12,5": "iPhone 11 Pro Max",
    "iPhone12,8": "iPhone SE (2nd)",
    "iPhone13,1": "iPhone 12 mini", "iPhone13,2": "iPhone 12", "iPhone13,3": "iPhone 12 Pro",
    "iPhone13,4": "iPhone 12 Pro Max",
    "iPhone14,4": "iPhone 13 mini", "iPhone14,5": "iPhone 13", "iPhone14,2": "iPhone 13 Pro",
    "iPhone14,3": "iPhone 13 Pro Max", "iPhone14,6": "iPhone SE (3rd)",
    "iPhone14,7": "iPhone 14", "iPhone14,8": "iPhone 14 Plus",
    "iPhone15,2": "iPhone 14 Pro", "iPhone15,3": "iPhone 14 Pro Max",
    "iPhone15,4": "iPhone 15", "iPhone15,5": "iPhone 15 Plus", "iPhone16,1": "iPhone 15 Pro",
    "iPhone16,2": "iPhone 15 Pro Max",
    "iPhone17,3": "iPhone 16", "iPhone17,4": "iPhone 16 Plus", "iPhone17,1": "iPhone 16 Pro",
    "iPhone17,2": "iPhone 16 Pro Max", "iPhone17,5": "iPhone 16e",
    "iPhone18,3": "iPhone 17", "iPhone18,1": "iPhone 17 Pro", "iPhone18,2": "iPhone 17 Pro Max",
    "iPhone18,4": "iPhone Air",
    // iPads
    "iPad2,5": "iPad mini", "iPad2,6": "iPad mini", "iPad2,7": "iPad mini",
    "iPad4,1": "iPad Air", "iPad4,2": "iPad Air", "iPad4,3": "iPad Air",
    "iPad4,4": "iPad mini 2", "iPad4,5": "iPad mini 2", "iPad4,6": "iPad mini 2",
    "iPad4,7": "iPad mini 3", "iPad4,8": "iPad mini 3", "iPad4,9": "iPad mini 3",
    "iPad5,1": "iPad mini 4", "iPad5,2": "iPad mini 4", "iPad5,3": "iPad Air 2",
    "iPad5,4": "iPad Air 2", "iPad6,3": "iPad Pro (9.7-inch)", "iPad6,4": "iPad Pro (9.7-inch)",
    "iPad6,11": "iPad (5th)", "iPad6,12": "iPad (5th)", "iPad7,5": "iPad (6th)",
    "iPad7,6": "iPad (6th)", "iPad11,1": "iPad mini (5th)", "iPad11,2": "iPad mini (5th)",
    "iPad7,11": "iPad (7th)", "iPad7,12": "iPad (7th)", "iPad11,6": "iPad (8th)",
    "iPad11,7": "iPad (8th)", "iPad12,1": "iPad (9th)", "iPad12,2": "iPad (9th)",
    "iPad7,3": "iPad Pro (10.5-inch)", "iPad7,4": "iPad Pro (10.5-inch)",
    "iPad11,3": "iPad Air (3rd)", "iPad11,4": "iPad Air (3rd)",
    "iPad13,1": "iPad Air (4th)", "iPad13,2": "iPad Air (4th)", "iPad13,16": "iPad Air (5th)",
    "iPad13,17": "iPad Air (5th)", "iPad13,18": "iPad (10th)", "iPad13,19": "iPad (10th)",
    "iPad15,7": "iPad (A16)", "iPad15,8": "iPad (A16)",
    "iPad14,8": "iPad Air 11-inch (M2)", "iPad14,9": "iPad Air 11-inch (M2)",
    "iPad15,3": "iPad Air 11-inch (M3)", "iPad15,4": "iPad Air 11-inch (M3)",
    "iPad14,1": "iPad mini (6th)", "iPad14,2": "iPad mini (6th)",
    "iPad16,1": "iPad mini (A17 Pro)", "iPad16,2": "iPad mini (A17 Pro)",
    "iPad8,1": "iPad Pro (11-inch, 1st)", "iPad8,2": "iPad Pro (11-inch, 1st)",
    "iPad8,3": "iPad Pro (11-inch, 1st)", "iPad8,4": "iPad Pro (11-inch, 1st)",
    "iPad8,9": "iPad Pro (11-inch, 2nd)", "iPad8,10": "iPad Pro (11-inch, 2nd)",
    "iPad13,4": "iPad Pro (11-inch, 3rd)", "iPad13,5": "iPad Pro (11-inch, 3rd)",
    "iPad13,6": "iPad Pro (11-inch, 3rd)", "iPad13,7": "iPad Pro (11-inch, 3rd)",
    "iPad14,3": "iPad Pro (11-inch, 4th)", "iPad14,4": "iPad Pro (11-inch, 4th)",
    "iPad16,3": "iPad Pro 11-inch (M4)", "iPad16,4": "iPad Pro 11-inch (M4)",
    "iPad6,7": "iPad Pro (12.9-inch, 1st)", "iPad6,8": "iPad Pro (12.9-inch, 1st)",
    "iPad7,1": "iPad Pro (12.9-inch, 2nd)", "iPad7,2": "iPad Pro (12.9-inch, 2nd)",
    "iPad8,5": "iPad Pro (12.9-inch, 3rd)", "iPad8,6": "iPad Pro (12.9-inch, 3rd)",
    "iPad8,7": "iPad Pro (12.9-inch, 3rd)", "iPad8,8": "iPad Pro (12.9-inch, 3rd)",
    "iPad8,11": "iPad Pro (12.9-inch, 4th)", "iPad8,12": "iPad Pro (12.9-inch, 4th)",
    "iPad13,8": "iPad Pro (12.9-inch, 5th)", "iPad13,9": "iPad Pro (12.9-inch, 5th)",
    "iPad13,10": "iPad Pro (12.9-inch, 5th)", "iPad13,11": "iPad Pro (12.9-inch, 5th)",
    "iPad14,5": "iPad Pro (12.9-inch, 6th)", "iPad14,6": "iPad Pro (12.9-inch, 6th)",
    "iPad14,10": "iPad Air 13-inch (M2)", "iPad14,11": "iPad Air 13-inch (M2)",
    "iPad15,5": "iPad Air 13-inch (M3)", "iPad15,6": "iPad Air 13-inch (M3)",
    "iPad16,5": "iPad Pro 13-inch (M4)", "iPad16,6": "iPad Pro 13-inch (M4)",
  ]

  private static let byModelIdentifier: [String: String] = {
    var map: [String: String] = [:]
    for (identifier, name) in modelIdentifiers where map[identifier] == nil {
      map[identifier] = name
    }
    return map
  }()

  /// The device a model identifier names ("iPhone13,1" → the iPhone 12 mini), or nil when the
  /// catalogue does not list it.
  public static func withModelIdentifier(_ identifier: String) -> Device? {
    byModelIdentifier[identifier].flatMap { named($0) }
  }

  /// Whether `text` has the shape of a model identifier: letters, then `MAJOR,MINOR`
  /// ("iPhone19,2", "iPad17,1").
  public static func isModelIdentifier(_ text: String) -> Bool {
    let letters = text.prefix { $0.isASCII && $0.isLetter }
    let rest = text.dropFirst(letters.count).split(separator: ",", omittingEmptySubsequences: false)
    return !letters.isEmpty && rest.count == 2
      && rest.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }

  /// The family a device the catalogue lacks replays as: of the families of `idiom` that run `os`,
  /// the one whose portrait screen (points) is nearest to `screen` (the sum of the width's and the
  /// height's differences); of two as near, the later in the catalogue (the newer design). Nil when
  /// no family of the idiom runs `os`.
  public static func nearestFamily(idiom: Idiom, screen: Size, os: OSVersion) -> Device? {
    let portrait = Size(
      width: min(screen.width, screen.height), height: max(screen.width, screen.height))
    var best: (Device, Double)?
    for device in catalog where device.idiom == idiom && device.supports(os) {
      let d =
        abs(device.portraitSize.width - portrait.width)
        + abs(device.portraitSize.height - portrait.height)
      if let (_, nearest) = best, d > nearest { continue }
      best = (device, d)
    }
    return best?.0
  }
}

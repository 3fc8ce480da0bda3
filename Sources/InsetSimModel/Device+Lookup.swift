import InsetSimSupport

extension Device {
  /// The device a name or alias names, case-insensitively: "iPhone 8", "iphone se (2nd)". An alias
  /// keeps its own name (spelled as the catalogue spells it) and takes its family's figures:
  ///
  ///     Device.named("iphone 15")?.name    // "iPhone 15"
  ///     Device.named("iphone 15")?.family  // "iPhone 14 Pro"
  ///
  /// Xcode's names (`xcodeNames`: "iPhone Xʀ", "iPad Pro (12.9-inch) (6th generation)") are aliases
  /// too, and a name that matches none of them exactly is tried once more without its parentheses,
  /// so "iPad Pro 12.9-inch
  /// (6th generation)" finds Xcode's "iPad Pro (12.9-inch) (6th generation)". A model identifier
  /// ("iPhone13,1", ``modelIdentifiers``) names its model too.
  public static func named(_ name: String) -> Device? {
    let key = normalized(name)
    guard
      let (index, alias) = byNormalizedName[key]
        ?? byNameWithoutParentheses[withoutParentheses(key)]
    else { return withModelIdentifier(name) }
    var device = catalog[index]
    if let alias { device.name = alias }
    return device
  }

  /// Every name and alias, normalised once: the family's index in the catalogue and, for an alias,
  /// the alias as the catalogue spells it. The first family to claim a name keeps it, as a linear
  /// search would.
  private static let byNormalizedName: [String: (Int, String?)] = {
    var map: [String: (Int, String?)] = [:]
    for (i, family) in catalog.enumerated() {
      let key = normalized(family.name)
      if map[key] == nil { map[key] = (i, nil) }
      for alias in family.aliases where map[normalized(alias)] == nil {
        map[normalized(alias)] = (i, alias)
      }
    }
    for (xcode, name) in xcodeNames where map[normalized(xcode)] == nil {
      guard let (i, _) = map[normalized(name)] else { continue }
      map[normalized(xcode)] = (i, xcode)
    }
    return map
  }()

  /// `byNormalizedName` keyed without parentheses, built on the first name that needs it.
  private static let byNameWithoutParentheses: [String: (Int, String?)] = {
    var map: [String: (Int, String?)] = [:]
    for (key, value) in byNormalizedName.sorted(by: { ($0.value.0, $0.key) < ($1.value.0, $1.key) })
    {
      let loose = withoutParentheses(key)
      if map[loose] == nil { map[loose] = value }
    }
    return map
  }()

  private static func withoutParentheses(_ key: String) -> String {
    key.filter { $0 != "(" && $0 != ")" }
  }

  /// Every name and alias, for "did you mean" suggestions.
  public static var allNames: [String] { catalog.flatMap { [$0.name] + $0.aliases } }

  /// Every name a scenario may write: `allNames`, then Xcode's names.
  public static var acceptedNames: [String] { allNames + xcodeNames.map(\.key) }

  /// The name to suggest for an unknown `name`. For a numbered iPhone ("iPhone 9", "iPhone 99
  /// Pro"): a name whose number is the input's with one digit typed twice or too many ("iPhone 88"
  /// → "iPhone 8"), else the closest number, then the closest suffix ("iPhone 9" → "iPhone 8",
  /// "iPhone 99 Pro" → "iPhone 17 Pro"); never an unrelated number that happens to be a short edit
  /// away ("iPhone 99" is not "iPhone 4s"). Other names get the closest name by edit distance, if
  /// any is close; of two as close, the one that keeps more of the input's characters ("iPhone ʀ"
  /// is "iPhone XR", not "iPhone X"). Xcode's small capital ʀ counts as r, so a mistyped "iPhone
  /// Xʀ" gets an XR name. A device simctl offers that the catalogue lacks gets the family with the
  /// same screen (see `notInCatalog`).
  ///
  ///     Device.suggestion(for: "iPhone 99")  // "iPhone 17"
  public static func suggestion(for name: String) -> String? {
    if let (_, standIn) = xcodeNamesNotInCatalog.first(where: {
      normalized($0.key) == normalized(name)
    }) {
      return standIn
    }
    let candidates = acceptedNames
    guard name.utf8.count <= Suggestions.maxInputLength, let wanted = NumberedName(name) else {
      return closest(to: name, in: candidates)
    }
    var best: (name: String, rank: (Int, Int, Int))?
    for candidate in candidates {
      guard let c = NumberedName(candidate) else { continue }
      let suffixDistance = Suggestions.distance(Array(c.suffix), Array(wanted.suffix))
      let rank = (
        c.isOneDigitShort(of: wanted) ? 0 : 1, abs(c.number - wanted.number), suffixDistance
      )
      if let b = best, b.rank <= rank { continue }
      best = (candidate, rank)
    }
    return best?.name ?? closest(to: name, in: candidates)
  }

  /// The candidate closest to `input` by edit distance (ʀ read as r, case ignored), as close as
  /// `Suggestions.closest` requires; ties go to the candidate sharing more characters with the
  /// input, then to the first.
  private static func closest(to input: String, in candidates: [String]) -> String? {
    guard !input.isEmpty, input.utf8.count <= Suggestions.maxInputLength else { return nil }
    let needle = Array(folded(input))
    let limit = max(2, needle.count / 3)
    var best: (name: String, rank: (Int, Int))?
    for candidate in candidates {
      let other = Array(folded(candidate))
      if abs(other.count - needle.count) > limit { continue }
      let rank = (Suggestions.distance(needle, other), -sharedCount(needle, other))
      if let b = best, b.rank <= rank { continue }
      best = (candidate, rank)
    }
    guard let best, best.rank.0 <= limit, best.rank.0 < needle.count else { return nil }
    return best.name
  }

  /// Lowercased, with Xcode's small capital ʀ (U+0280) as r.
  static func folded(_ name: String) -> String {
    String(name.lowercased().map { $0 == "\u{0280}" ? "r" : $0 })
  }

  /// How many characters of `a` are also in `b`, each counted as often as both have it.
  private static func sharedCount(_ a: [Character], _ b: [Character]) -> Int {
    var counts: [Character: Int] = [:]
    for c in b { counts[c, default: 0] += 1 }
    var shared = 0
    for c in a where counts[c, default: 0] > 0 {
      counts[c]! -= 1
      shared += 1
    }
    return shared
  }

  /// The name without case or whitespace: "iphone8" for "iPhone 8". ASCII names (all the
  /// catalogue's, and what people type) are folded byte by byte; others by their characters.
  static func normalized(_ name: String) -> String {
    var text = name
    return text.withUTF8 { bytes in
      guard !bytes.contains(where: { $0 >= 0x80 }) else {
        return String(name.lowercased().filter { !$0.isWhitespace })
      }
      var folded: [UInt8] = []
      folded.reserveCapacity(bytes.count)
      for b in bytes {
        switch b {
        case 0x09...0x0D, 0x20: continue  // ASCII's whitespace characters
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): folded.append(b + 0x20)
        default: folded.append(b)
        }
      }
      return String(decoding: folded, as: UTF8.self)
    }
  }

  /// An iPhone name read as its number and what follows: "iPhone 15 Pro Max" is 15 + "promax",
  /// "iPhone XS"
  /// is 10 + "s", "iPhone 5c" is 5 + "c". Names without a number ("iPhone SE (2nd)", "iPhone Air")
  /// are nil.
  private struct NumberedName {
    var number: Int
    var suffix: String
    /// The number as written ("" for the X names).
    var digits: String

    /// Whether `other`'s digits are this name's with one digit typed twice (88 → 8, 155 → 15; not
    /// 15 → 5).
    func isOneDigitShort(of other: NumberedName) -> Bool {
      guard !digits.isEmpty, other.digits.count == digits.count + 1 else { return false }
      let all = Array(other.digits)
      return all.indices.dropFirst().contains { i in
        all[i] == all[i - 1] && String(all[..<i] + all[(i + 1)...]) == digits
      }
    }

    init?(_ name: String) {
      let key = Device.folded(Device.normalized(name))
      guard key.hasPrefix("iphone") else { return nil }
      let rest = key.dropFirst("iphone".count)
      let written = rest.prefix { $0.isASCII && $0.isNumber }
      if !written.isEmpty {
        guard written.count <= 4, let n = Int(written) else { return nil }
        number = n
        digits = String(written)
        suffix = String(rest.dropFirst(written.count))
      } else if rest.first == "x" {
        number = 10  // iPhone X, XS, XR, XS Max
        digits = ""
        suffix = String(rest.dropFirst())
      } else {
        return nil
      }
    }
  }
}

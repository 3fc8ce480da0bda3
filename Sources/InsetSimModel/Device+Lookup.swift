import InsetSimSupport

extension Device {
  /// The family a name or alias names, case-insensitively: "iPhone 8", "iphone se (2nd)".
  public static func named(_ name: String) -> Device? {
    let key = normalized(name)
    return catalog.first { normalized($0.name) == key || $0.aliases.contains { normalized($0) == key } }
  }

  /// Every name and alias, for "did you mean" suggestions.
  public static var allNames: [String] { catalog.flatMap { [$0.name] + $0.aliases } }

  private static func normalized(_ name: String) -> String {
    String(name.lowercased().filter { !$0.isWhitespace })
  }
}

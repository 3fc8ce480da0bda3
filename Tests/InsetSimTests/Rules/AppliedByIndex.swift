import Foundation

/// Builds the "applied by" index from the sources: for each rule declared as `static let name =
/// Rule("id", …)`, the functions whose code names `Rule.name`. The checked-in
/// `RuleCatalog+AppliedBy.swift` is this index's output; `RuleSourceTests` fails when it is stale
/// and rewrites it when INSETSIM_RECORD is set.
struct AppliedByIndex {
  struct Declaration {
    var id: String
    var symbol: String
    /// "InsetSimRules/Keyboard.swift"
    var file: String
  }

  var declarations: [Declaration] = []
  /// Rule id → "function in Module/File.swift", sorted, unique.
  var uses: [String: [String]] = [:]

  static let declaration = try! NSRegularExpression(
    pattern: #"static let (\w+) = Rule\(\s*"([^"]+)""#)
  /// A function, an initializer, a computed property or a type's constant (`static let`).
  static let function = try! NSRegularExpression(
    pattern: #"^\s*(?:@\w+\s+)*"#
      + #"(?:(?:public|package|private|fileprivate|internal|mutating|override|final|nonisolated)\s+)*"#
      + #"(?:(?:static\s+)?func (\w+)|(init)\b|(?:static\s+)?var (\w+)\s*:[^=]*\{\s*$|static let (\w+)\s*[:=])"#
  )

  init(sources: URL) throws {
    let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    var texts: [(String, String)] = []
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      texts.append((file, text))
      let range = NSRange(text.startIndex..., in: text)
      for m in Self.declaration.matches(in: text, range: range) {
        guard let symbol = Range(m.range(at: 1), in: text), let id = Range(m.range(at: 2), in: text)
        else { continue }
        declarations.append(
          Declaration(id: String(text[id]), symbol: String(text[symbol]), file: file))
      }
    }
    let bySymbol = Dictionary(
      declarations.map { ($0.symbol, $0.id) }, uniquingKeysWith: { a, _ in a })
    let use = try NSRegularExpression(pattern: #"\bRule\.(\w+)\b"#)
    var found: [String: Set<String>] = [:]
    // Only the rules and the engine apply rules; a lint detector or a command only reads them.
    for (file, text) in texts
    where (file.hasPrefix("InsetSimRules/") || file.hasPrefix("InsetSimEngine/"))
      && !file.hasSuffix("RuleCatalog+AppliedBy.swift")
    {
      let lines = text.components(separatedBy: "\n")
      for (n, line) in lines.enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") { continue }
        let range = NSRange(line.startIndex..., in: line)
        for m in use.matches(in: line, range: range) {
          guard let r = Range(m.range(at: 1), in: line), let id = bySymbol[String(line[r])] else {
            continue
          }
          found[id, default: []].insert("\(Self.enclosing(lines, n)) in \(file)")
        }
      }
    }
    uses = found.mapValues { $0.sorted() }
  }

  /// The name of the function (or initializer, or computed property) around line `n`.
  static func enclosing(_ lines: [String], _ n: Int) -> String {
    let indent = lines[n].prefix(while: { $0 == " " }).count
    var i = n
    while i >= 0 {
      let line = lines[i]
      let own = line.prefix(while: { $0 == " " }).count
      if own < indent || i == n {
        let range = NSRange(line.startIndex..., in: line)
        if let m = function.firstMatch(in: line, range: range) {
          for g in 1...4 {
            if let r = Range(m.range(at: g), in: line) {
              return String(line[r]) + (g <= 2 ? "()" : "")
            }
          }
        }
      }
      i -= 1
    }
    return "(top level)"
  }

  /// The generated Swift file.
  func source() -> String {
    var text = """
      // Generated from the sources by `INSETSIM_RECORD=1 swift test --filter RuleSourceTests`: do
      // not edit. For each rule, the functions whose code names it (Rule.name); a rule no code
      // names is documentation of a figure or order other rules rest on.
      import InsetSimModel

      extension Rule {
        package static let appliedByTable: [String: String] = [

      """
    for d in declarations.sorted(by: { $0.id < $1.id }) {
      let location =
        uses[d.id].map { $0.joined(separator: "; ") } ?? "declared in \(d.file); no code names it"
      text += "    \"\(d.id)\":\n      \"\(location)\",\n"
    }
    text += """
        ]

        /// The functions whose code applies the rule ("scroll(_:to:) in InsetSimEngine/…").
        public var appliedBy: String? { Rule.appliedByTable[id.rawValue] }
      }

      """
    return text
  }
}

/// A browsable documentation folder for a set of scenarios: an index page and one page per scenario with
/// its summary, configuration, the text log, the Mermaid diagram, the SVG timeline and the expectations
/// with their sources. Pure: it returns the files; the caller writes them.
///
///     let files = DocumentationSite(scenarios: [seed]).files  // ["seed-example-ios10.md", "seed-example-ios10.svg", "index.md"]
public struct DocumentationSite: Sendable {
  public struct File: Sendable {
    public var path: String
    public var contents: String
  }

  public var scenarios: [(source: String, scenario: Scenario)]

  public init(scenarios: [(source: String, scenario: Scenario)]) { self.scenarios = scenarios }

  public var files: [File] {
    var files: [File] = []
    var index = "# InsetSim scenarios\n\n| scenario | configuration | summary | expectations |\n|---|---|---|---|\n"
    // Page names are compared without case (macOS and Windows file systems ignore it); "index" is the
    // index page's, so a scenario named "index" gets "index-2".
    var used: Set<String> = ["index"]
    for (source, scenario) in scenarios {
      var slug = Self.slug(scenario.name)
      var n = 2
      while used.contains(slug.lowercased()) {
        slug = Self.slug(scenario.name) + "-\(n)"
        n += 1
      }
      used.insert(slug.lowercased())
      let trace = Simulation.run(scenario)
      let checks = ExpectationCheck.check(scenario, against: trace)
      let passed = checks.filter(\.passed).count
      index += "| [\(scenario.name)](\(slug).md) | \(scenario.configurationLabel) | \(Self.cell(scenario.summary ?? "")) | "
        + (checks.isEmpty ? "—" : "\(passed)/\(checks.count) hold") + " |\n"
      var page = "# \(scenario.name)\n\n"
      if let summary = scenario.summary { page += summary + "\n\n" }
      page += "Source file: `\(source)` · \(scenario.configurationLabel)"
      page += scenario.tabBarController != nil ? " · tab bar controller" : ""
      page += scenario.navigationController != nil ? " · navigation controller" : ""
      page += " · presentation \(scenario.effectivePresentation.rawValue)\n\n"
      if !checks.isEmpty {
        page += "## Expectations\n\n| at | object | property | expected | simulated | source |\n|---|---|---|---|---|---|\n"
        for c in checks {
          let e = c.expectation
          page += "| `\(e.at)` | \(e.object) | \(e.property.name) | \(e.value) | \(c.actual.map { "\($0)" } ?? "—")\(c.passed ? " ✓" : " ✗") | \(Self.cell(e.source)) |\n"
        }
        page += "\n"
      }
      page += "## Timeline\n\n![timeline](\(slug).svg)\n\n"
      page += "## Sequence\n\n```mermaid\n" + MermaidRenderer().render(trace) + "```\n\n"
      page += "## Log\n\n```text\n" + TextRenderer().render(trace) + "```\n"
      files.append(File(path: slug + ".md", contents: page))
      files.append(File(path: slug + ".svg", contents: SVGRenderer().render(trace)))
    }
    // The index comes last, so that a site written in this order never links to a page not yet written.
    files.append(File(path: "index.md", contents: index))
    return files
  }

  static func slug(_ name: String) -> String {
    let s = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    return s.isEmpty ? "scenario" : s
  }

  static func cell(_ s: String) -> String {
    var out = ""
    for c in s {
      switch c {
      case "|": out += "\\|"
      case "\n": out += " "
      default: out.append(c)
      }
    }
    return out
  }
}

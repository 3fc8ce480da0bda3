import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// A browsable documentation folder for a set of scenarios: an index grouped by folder and era, and
/// per scenario a page (summary, configuration, expectations with their sources, the SVG timeline,
/// the Mermaid diagram, the text log) with links back to the index and to the previous and next
/// page, shipped with its SVG, its trace (`.trace.jsonl`, readable by `replay` and `check`) and its
/// Chrome trace
/// (`.chrome.json`,
/// for Perfetto). Pure: it returns the files; the caller writes them.
///
/// Pages are plain Markdown with no CSS, so tables stay inside the column by staying narrow: short
/// cells, and long text (sources, summaries) in lists under the table instead of in a column.
///
///     let files = DocumentationSite(scenarios: [("seed.scenario.json", seed)]).files
///     // seed-example-ios10.md, .svg, .trace.jsonl, .chrome.json, then index.md
public struct DocumentationSite: Sendable {
  public struct File: Sendable {
    public var path: String
    public var contents: String
  }

  public var scenarios: [(source: String, scenario: Scenario)]
  /// The width of a page's column on GitHub, in px: pictures are cut to fit it.
  static let column = 946.0
  /// Where the pages go and where relative paths start: when both are given, pages name each
  /// scenario file relative to the pages' folder, never by an absolute path of the machine.
  public var outputFolder: String?
  public var workingDirectory: String?

  public init(
    scenarios: [(source: String, scenario: Scenario)], outputFolder: String? = nil,
    workingDirectory: String? = nil
  ) {
    self.scenarios = scenarios
    self.outputFolder = outputFolder
    self.workingDirectory = workingDirectory
  }

  /// `path` as seen from `folder` ("../Traces/apps/x.scenario.json"); both are taken relative to
  /// `cwd` unless absolute.
  static func relative(_ path: String, from folder: String, cwd: String) -> String {
    func parts(_ p: String) -> [String] {
      var out: [String] = []
      let full = p.hasPrefix("/") ? p : cwd + "/" + p
      for c in full.split(separator: "/") {
        switch c {
        case ".": continue
        case "..": if !out.isEmpty { out.removeLast() }
        default: out.append(String(c))
        }
      }
      return out
    }
    let a = parts(path)
    let b = parts(folder)
    var common = 0
    while common < a.count && common < b.count && a[common] == b[common] { common += 1 }
    let up = [String](repeating: "..", count: b.count - common)
    return (up + a[common...]).joined(separator: "/")
  }

  /// The source as the pages name it: relative to the pages' folder when both sit in the working
  /// directory, else by its file name (never a path of the machine outside the project).
  func shown(_ source: String) -> String {
    guard let outputFolder, let workingDirectory else { return source }
    let inside = { (p: String) in
      !Self.relative(p, from: ".", cwd: workingDirectory).hasPrefix("..")
    }
    guard inside(source) && inside(outputFolder) else { return FileSystem.split(source).name }
    return Self.relative(source, from: outputFolder, cwd: workingDirectory)
  }

  /// The folder a page is grouped under: the source's folder relative to the working directory, or
  /// its last component when the source lies outside it.
  func heading(_ source: String) -> String {
    guard let workingDirectory else { return Self.folder(of: source) }
    let r = Self.relative(source, from: ".", cwd: workingDirectory)
    let folder = Self.folder(of: r.hasPrefix("..") ? FileSystem.split(source).folder + "/x" : r)
    return r.hasPrefix("..") ? FileSystem.split(folder).name : folder
  }

  struct Page {
    var source: String
    var scenario: Scenario
    var slug: String
    var folder: String
    var era: Era
  }

  public var files: [File] {
    // Slugs in input order, then pages ordered by folder (first seen first) and era. Page names are
    // compared without case (macOS and Windows file systems ignore it); "index" is the index
    // page's, so a scenario named "index" gets "index-2".
    var used: Set<String> = ["index"]
    var pages: [Page] = []
    var folders: [String] = []
    for (source, scenario) in scenarios {
      var slug = Self.slug(scenario.name)
      var n = 2
      while used.contains(slug.lowercased()) {
        slug = Self.slug(scenario.name) + "-\(n)"
        n += 1
      }
      used.insert(slug.lowercased())
      let folder = heading(source)
      if !folders.contains(folder) { folders.append(folder) }
      pages.append(
        Page(
          source: shown(source), scenario: scenario, slug: slug, folder: folder,
          era: scenario.os.era))
    }
    let eras = Era.allCases
    pages = pages.enumerated().sorted { a, b in
      let fa = folders.firstIndex(of: a.element.folder) ?? 0
      let fb = folders.firstIndex(of: b.element.folder) ?? 0
      if fa != fb { return fa < fb }
      let ea = eras.firstIndex(of: a.element.era) ?? 0
      let eb = eras.firstIndex(of: b.element.era) ?? 0
      return ea != eb ? ea < eb : a.offset < b.offset
    }.map(\.element)

    var files: [File] = []
    var index =
      "# InsetSim scenarios\n\n\(pages.count) scenarios, grouped by folder and by layout era "
      + "(\(eras.map(\.title).joined(separator: ", "))). Each page has the timeline, a sequence diagram, the log, "
      + "the trace file and a Chrome trace to open in [Perfetto](https://ui.perfetto.dev).\n"
    var lastFolder: String?
    var lastEra: Era?
    for (i, page) in pages.enumerated() {
      let scenario = page.scenario
      let trace = Simulation.run(scenario)
      let checks = ExpectationCheck.check(scenario, against: trace)
      let passed = checks.filter(\.passed).count
      let holds = checks.isEmpty ? "no expectations" : "\(passed)/\(checks.count) expectations hold"
      if page.folder != lastFolder {
        index += "\n## \(page.folder)\n"
        lastFolder = page.folder
        lastEra = nil
      }
      if page.era != lastEra {
        index += "\n### \(page.era.title)\n\n"
        lastEra = page.era
      }
      index +=
        "- [\(Self.text(scenario.name))](\(page.slug).md) — \(scenario.configurationLabel) · \(holds)"
      // Two spaces: a hard line break before the summary, inside the same list item.
      index += scenario.summary.map { "  \n  \(Self.text($0))\n" } ?? "\n"

      let previous = i > 0 ? pages[i - 1] : nil
      let next = i + 1 < pages.count ? pages[i + 1] : nil
      var nav = "[↑ index](index.md)"
      if let previous { nav += " · [← \(Self.text(previous.scenario.name))](\(previous.slug).md)" }
      if let next { nav += " · [\(Self.text(next.scenario.name)) →](\(next.slug).md)" }

      var text = nav + "\n\n# \(Self.text(scenario.name))\n\n"
      if let summary = scenario.summary { text += Self.text(summary) + "\n\n" }
      // A path is a link; a bare name (a source outside the working directory) is not.
      text +=
        (page.source.contains("/")
          ? "- Source file: [`\(Self.text(page.source))`](\(Self.link(page.source)))\n"
          : "- Source file: `\(Self.text(page.source))`\n")
        + "- Configuration: \(scenario.configurationLabel)"
      if let app = scenario.app {
        text += "; root: " + Self.text(Self.describe(app.root)) + "\n"
      } else {
        text += scenario.tabBarController != nil ? ", tab bar controller" : ""
        text += scenario.navigationController != nil ? ", navigation controller" : ""
        text += ", presentation \(scenario.effectivePresentation.rawValue)\n"
      }
      text +=
        "- **[The run, moment by moment](\(page.slug).html)** (one page: the timeline, a scrubber "
        + "over the screen, each moment's entries and rules)\n"
        + "- Files: [timeline (SVG)](\(page.slug).svg) · "
        + "[screens (SVG)](\(page.slug).screens.svg) · "
        + "[trace (JSON Lines)](\(page.slug).trace.jsonl) · "
        + "[Chrome trace](\(page.slug).chrome.json) "
        + "(open it in [Perfetto](https://ui.perfetto.dev))\n\n"
      if !checks.isEmpty {
        // One table per observation point, so the point's name (up to 45 characters) is not a
        // column.
        text += "## Expectations\n"
        var points: [String] = []
        for c in checks where !points.contains(c.expectation.at.description) {
          points.append(c.expectation.at.description)
        }
        for point in points {
          text +=
            "\nAt `\(point)`:\n\n| # | object | property | expected | simulated |\n|---|---|---|---|---|\n"
          for (k, c) in checks.enumerated() where c.expectation.at.description == point {
            let e = c.expectation
            text +=
              "| \(k + 1) | \(Self.cell(e.object)) | \(e.property.name) | \(e.value) | "
              + (c.actual.map { "\($0)" } ?? "—")
              + (c.passed ? " ✓" : " ✗") + " |\n"
          }
        }
        text += "\nSources:\n\n"
        for (k, c) in checks.enumerated() {
          text += "\(k + 1). \(Self.text(c.expectation.source))\n"
        }
        text += "\n"
      }
      if scenario.app != nil && !scenario.script.isEmpty {
        text += "## Flow\n\n"
        for (k, step) in scenario.script.enumerated() {
          text += "\(k + 1). `" + Self.text(step.json.compactText) + "`\n"
        }
        text += "\n"
      }
      let timing = TimingCheck.check(scenario, against: trace)
      if !timing.isEmpty {
        text += "## Order and counts\n\n"
        for (k, t) in timing.enumerated() {
          let what = Self.describe(t.expectation)
          text +=
            "\(k + 1). \(Self.text(what)) " + (t.passed ? "✓" : "✗ " + Self.text(t.failure ?? ""))
            + " — source: "
            + Self.text(t.expectation.source) + "\n"
        }
        text += "\n"
      }
      text +=
        "## The screen\n\nAt each observation point, to scale: bars, the controllers' views "
        + "(dashed), the safe area (green), each scroll view's contentInset (blue) and "
        + "adjustedContentInset (orange), with the rule that set each value.\n\n"
        + "![the screen at each observation point](\(page.slug).screens.svg)\n\n"
      // Worked out once for every picture of the run: a window's picture looks at its entries only.
      let prepared = PreparedTrace(trace)
      let windows = SVGRenderer.windows(of: prepared, fitting: Self.column)
      text += "## Timeline\n\n"
      if windows.count > 1 {
        text +=
          "In \(windows.count) parts, each at full size; under each, why each numbered value "
          + "changed. The whole run in one picture: [timeline (SVG)](\(page.slug).svg).\n\n"
        for (k, w) in windows.enumerated() {
          let file = "\(page.slug).timeline-\(k + 1).svg"
          text += "![timeline, part \(k + 1) of \(windows.count)](\(file))\n\n"
          files.append(
            File(
              path: file,
              contents: SVGRenderer(
                width: 600, entryRange: w, caption: "part \(k + 1) of \(windows.count)"
              ).render(prepared)))
        }
      } else {
        text +=
          "Under the picture, why each numbered value changed; hover a mark for its "
          + "values.\n\n![timeline](\(page.slug).svg)\n\n"
      }
      text += "## Sequence\n\n```mermaid\n" + MermaidRenderer().render(trace) + "```\n\n"
      text += "## Log\n\n```text\n" + TextRenderer().render(trace) + "```\n\n" + nav + "\n"
      files.append(File(path: page.slug + ".md", contents: text))
      files.append(
        File(path: page.slug + ".svg", contents: SVGRenderer(width: 600).render(prepared)))
      files.append(
        File(path: page.slug + ".screens.svg", contents: ScreenRenderer().render(prepared)))
      files.append(File(path: page.slug + ".html", contents: HTMLRenderer().render(prepared)))
      files.append(File(path: page.slug + ".trace.jsonl", contents: TraceFile.encode(trace)))
      files.append(
        File(path: page.slug + ".chrome.json", contents: ChromeTraceRenderer().render(trace)))
    }
    // The index comes last, so that a site written in this order never links to a page not yet
    // written.
    files.append(File(path: "index.md", contents: index))
    return files
  }

  /// The folder a scenario file is in, as given ("Traces/seeds"), or "." for a bare file name.
  static func folder(of source: String) -> String {
    guard let slash = source.lastIndex(of: "/") else { return "." }
    let folder = String(source[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// The most bytes of a page's name before its suffixes: with a "-N" that tells two pages apart
  /// and ".timeline-N.svg" after it, a file's name stays within the system's 255 bytes (a
  /// scenario's name may be longer).
  static let maxSlugBytes = 200

  static func slug(_ name: String) -> String {
    var s = ""
    var bytes = 0
    for c in name {
      let kept: Character = c.isLetter || c.isNumber || c == "-" || c == "_" ? c : "-"
      bytes += kept.utf8.count
      if bytes > maxSlugBytes { break }
      s.append(kept)
    }
    return s.isEmpty ? "scenario" : s
  }

  /// Text on one line of Markdown, shown as written: `<` as an entity, so that a name or a summary
  /// holding `<!--` or a tag does not hide text or become markup.
  static func text(_ s: String) -> String {
    var out = ""
    for c in s {
      switch c {
      case "\n", "\r": out += " "
      case "<": out += "&lt;"
      default: out.append(c)
      }
    }
    return out
  }

  /// A path as a Markdown link target: spaces and parentheses escaped.
  static func link(_ path: String) -> String {
    path.replacing(text: " ", with: "%20").replacing(text: "(", with: "%28")
      .replacing(text: ")", with: "%29")
  }

  /// ``text(_:)`` in a table cell: `|` escaped too.
  static func cell(_ s: String) -> String {
    text(s).replacing(text: "|", with: "\\|")
  }

  /// An order or count expectation in words: "order A → B", "X called 2 times".
  static func describe(_ expectation: TimingExpectation) -> String {
    switch expectation.kind {
    case .order(let refs): return "order " + refs.map(\.description).joined(separator: " → ")
    case .called(let ref, let times):
      return "\(ref) called \(times) time\(times == 1 ? "" : "s")"
    case .calledBetween(let ref, let times, let from, let to):
      return "\(ref) called \(times) time\(times == 1 ? "" : "s") between \(from) and \(to)"
    case .valueChange(let object, let property, let changed, let from, let to):
      return
        "\(object).\(property.name) \(changed ? "changed" : "unchanged") between \(from) and \(to)"
    case .stops(let rule): return "the run stops at rule \(rule)"
    }
  }

  /// An app's root tree in one line: "tabBarController(navigationController(List), Settings)".
  static func describe(_ c: ContainerSpec) -> String {
    switch c {
    case .controller(let name): return name
    case .navigation(let n): return n.name + "(" + n.stack.joined(separator: ", ") + ")"
    case .tabBar(let t):
      return "tabBarController(" + t.tabs.map(describe).joined(separator: ", ") + ")"
    case .split(let s):
      return "splitViewController("
        + s.allColumns.map { "\($0.column.rawValue): " + describe($0.content) }.joined(
          separator: ", ") + ")"
    }
  }
}

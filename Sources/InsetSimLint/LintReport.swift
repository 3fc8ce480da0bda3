import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// What `insetsim lint` found in its files, as a terminal report or as JSON.
///
///     let report = LintReport(files: [.init(path: "L01.scenario.json", runs: [run], findings: Linter.findings(in: [run]))])
///     print(report.text)
///
/// ```text
/// L01.scenario.json — iPhone 8, iOS 10.3
/// warning tabBar.hiddenKeepsInset: tabBar.hidden = true (set by the app in viewWillAppear) hides
/// only …
///     #40 t=0.000 change tabBar.hidden false → true [app in viewWillAppear]
///     fix: Set hidesBottomBarWhenPushed = YES on the controller before it is pushed …
///     source: docs/facts/seed-observations.md#seed-000 (§TabBar隐藏的方式); docs/facts/seed-observations.md (S000-12, S000-11); rule tabBar.hiddenKeepsLayout
///
/// 1 file: 0 errors, 1 warning, 0 info
/// ```
public struct LintReport: Sendable {
  public struct File: Sendable {
    public var path: String
    /// The configurations it was run in ("iPhone 8, iOS 10.3"), in the order given.
    public var configurations: [String]
    /// Set when a recorded trace was simulated again instead of linted as recorded.
    public var note: String?
    public var findings: [LintFinding]

    public init(
      path: String, configurations: [String], note: String? = nil, findings: [LintFinding]
    ) {
      self.path = path
      self.configurations = configurations
      self.note = note
      self.findings = findings
    }

    /// One file's runs and their findings.
    public init(path: String, runs: [LintRun], findings: [LintFinding]) {
      self.init(
        path: path, configurations: runs.map(\.configuration),
        note: runs.contains { $0.resimulated }
          ? "a recorded trace: its header's scenario was simulated and linted" : nil,
        findings: findings)
    }
  }

  public var files: [File]

  public init(files: [File]) { self.files = files }

  public func count(_ severity: LintSeverity) -> Int {
    files.reduce(0) { $0 + $1.findings.filter { $0.severity == severity }.count }
  }

  /// Some finding is an error or a warning: `insetsim lint` exits 1.
  public var fails: Bool { files.contains { $0.findings.contains { $0.severity.fails } } }

  /// "2 files: 1 error, 0 warnings, 0 info"
  public var summary: String {
    func n(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
    return
      "\(n(files.count, "file")): \(n(count(.error), "error")), \(n(count(.warning), "warning")), \(count(.info)) info"
  }

  // MARK: - Text

  public var text: String {
    var out = ""
    for file in files {
      var head = file.path + " — " + file.configurations.joined(separator: " | ")
      if let note = file.note { head += " (\(note))" }
      if file.findings.isEmpty {
        out += head + ": no findings\n\n"
        continue
      }
      out += head + "\n"
      let several = file.configurations.count > 1
      for f in file.findings {
        out +=
          "  \(f.severity.rawValue) \(f.detector)" + (several ? " [\(f.configuration)]" : "")
          + ": \(f.message)\n"
        for e in f.evidence {
          out += "    " + (e.configuration.map { $0 + " " } ?? "") + e.line + "\n"
        }
        out += "    fix: \(f.fix)\n"
        out += "    source: " + f.provenance.joined(separator: "; ") + "\n"
      }
      out += "\n"
    }
    return out + summary + "\n"
  }

  // MARK: - JSON

  /// `{"files": [{"file", "configurations", "findings": [{"id", "severity", …, "evidence":
  /// [{"index", "t", "line", …}]}]}], "summary": {…}}`
  public var json: JSONValue {
    .object([
      ("files", .array(files.map(Self.json))),
      (
        "summary",
        .object([
          ("files", .number(Double(files.count))), ("error", .number(Double(count(.error)))),
          ("warning", .number(Double(count(.warning)))), ("info", .number(Double(count(.info)))),
        ])
      ),
    ])
  }

  static func json(_ file: File) -> JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("file", .string(file.path)),
      ("configurations", .array(file.configurations.map(JSONValue.string))),
    ]
    if let note = file.note { pairs.append(("note", .string(note))) }
    pairs.append(("findings", .array(file.findings.map(json))))
    return .object(pairs)
  }

  static func json(_ f: LintFinding) -> JSONValue {
    .object([
      ("id", .string(f.detector)), ("severity", .string(f.severity.rawValue)),
      ("configuration", .string(f.configuration)),
      ("message", .string(f.message)), ("evidence", .array(f.evidence.map(json))),
      ("fix", .string(f.fix)),
      ("provenance", .array(f.provenance.map(JSONValue.string))),
    ])
  }

  static func json(_ e: LintEvidence) -> JSONValue {
    var pairs: [(String, JSONValue)] = []
    if let c = e.configuration { pairs.append(("configuration", .string(c))) }
    pairs.append(("index", .number(Double(e.index))))
    pairs.append(("line", .string(e.line)))
    guard case .object(let entry) = TraceFile.entryJSON(e.entry) else { return .object(pairs) }
    return .object(pairs + entry.filter { $0.0 != "values" && $0.0 != "seq" })
  }
}

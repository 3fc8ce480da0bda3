import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Tables for documentation: the configuration, then every callback and change with its time, what
/// happened and the rule (or the app's callback) behind it. Three columns, the why last and the
/// first two short, so the why starts within a 946 px column and its text wraps there.
///
/// ```text
/// | t (s) · turn | what | why |
/// |---|---|---|
/// | 0.000 · 0 | change `tableView.contentInset` (0, 0, 0, 0) → **(64, 0, 49, 0)** |
/// `legacy.autoAdjust.additive`: +64 top … |
/// ```
public struct MarkdownRenderer: TraceRenderer {
  public init() {}

  public func render(_ trace: Trace) -> String {
    var out = ""
    let name =
      trace.scenario["name"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "trace"
    out += "# \(DocumentationSite.text(name))\n\n"
    if case .string(let summary)? = trace.scenario["summary"] {
      out += DocumentationSite.text(summary) + "\n\n"
    }
    var config: [String] = []
    for key in ["device", "os", "orientation", "presentation"] {
      if case .string(let v)? = trace.scenario[key] { config.append("\(key) **\(escape(v))**") }
    }
    for key in ["tabBarController", "navigationController"] where trace.scenario[key] != nil {
      config.append(key)
    }
    out += "Configuration: " + config.joined(separator: ", ") + "\n\n"
    out += "| t (s) · turn | what | why |\n|---|---|---|\n"
    for e in trace.entries {
      if e.kind == .change && e.cause == .initial { continue }
      let object = escape(e.object ?? "")
      var detail = ""
      var cause = ""
      switch e.kind {
      case .event, .callback:
        detail =
          "\(e.kind.rawValue) `\(object.isEmpty ? "" : object + ".")\(e.name ?? "")`"
          + (e.detail.map { " (\(escape($0)))" } ?? "")
      case .change:
        detail =
          "change `\(object).\(e.property?.name ?? "")` " + (e.from.map { "\($0)" } ?? "∅")
          + " → **" + (e.to.map { "\($0)" } ?? "∅") + "**"
        switch e.cause {
        case .app?: cause = "app" + (e.during.map { " in `\($0)`" } ?? "")
        case .rule?:
          // A value a low-confidence rule set is marked where the reader looks: first in the why.
          let low = e.rule.flatMap(Rule.named)?.confidence == .low
          cause =
            (low ? "**low confidence** · " : "") + "`\(e.rule?.rawValue ?? "")`"
            + (e.why.map { ": " + escape($0) } ?? "")
        default: cause = "init"
        }
      case .snapshot:
        detail = "snapshot at `\(e.at ?? "")`"
      case .note:
        detail = "note " + escape(e.detail ?? "")
        cause = e.rule.map { "`\($0.rawValue)`" } ?? ""
      }
      out +=
        "| \(formatSeconds(e.t)) · \(e.turn) | \(detail) | \(cause) |\n"
    }
    let snapshots = trace.entries.filter { $0.kind == .snapshot }
    for s in snapshots {
      guard let values = s.values else { continue }
      out +=
        "\n## Values at `\(s.at ?? "")` (t = \(formatSeconds(s.t)) s)\n\n| object | property | value |\n|---|---|---|\n"
      for o in values.objects {
        for (p, v) in o.values { out += "| \(escape(o.name)) | \(p.name) | \(v) |\n" }
      }
    }
    return out
  }

  func escape(_ s: String) -> String { DocumentationSite.cell(s) }
}

extension TraceRenderer where Self == MarkdownRenderer {
  public static var markdown: MarkdownRenderer { MarkdownRenderer() }
}

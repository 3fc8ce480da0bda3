import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// One trace entry that proves a finding: its index in the trace, and the entry itself.
///
///     #45 t=0.000 change tableView.contentInset (0, 0, 0, 0) → (64, 0, 49, 0) [rule legacy.autoAdjust.additive]
public struct LintEvidence: Hashable, Sendable {
  /// The configuration whose trace holds the entry ("iPhone 8, iOS 10.3"), for findings across
  /// runs.
  public var configuration: String?
  /// The entry's position in its trace, from 0 (its `seq`).
  public var index: Int
  public var entry: TraceEntry

  public init(configuration: String? = nil, index: Int, entry: TraceEntry) {
    self.configuration = configuration
    self.index = index
    self.entry = entry
  }

  /// The entry in one line: index, time, kind, what changed or happened, and who did it.
  public var line: String {
    let e = entry
    var text = "#\(index) t=\(formatSeconds(e.t)) "
    switch e.kind {
    case .change:
      text += "change \(e.object ?? "").\(e.property?.name ?? "") "
      text += (e.from.map { $0.description } ?? "∅") + " → " + (e.to.map { $0.description } ?? "∅")
      switch e.cause {
      case .app?: text += " [app" + (e.during.map { " in \($0)" } ?? "") + "]"
      case .rule?: text += " [rule \(e.rule?.rawValue ?? "?")]"
      case .initial?: text += " [init]"
      case nil: break
      }
    case .event, .callback:
      text +=
        "\(e.kind.rawValue) \(e.object ?? "").\(e.name ?? "")" + (e.detail.map { " (\($0))" } ?? "")
    case .snapshot:
      text += "snapshot \(e.at ?? "")"
    case .note:
      text +=
        "note " + (e.object.map { $0 + ": " } ?? "") + (e.detail ?? "")
        + (e.rule.map { " [rule \($0)]" } ?? "")
    }
    return text
  }
}

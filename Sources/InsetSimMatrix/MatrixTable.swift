import InsetSimSupport
import InsetSimModel
import InsetSimRules
import InsetSimTrace
import InsetSimEngine

/// A sweep's rows as text: a Markdown table, CSV (RFC 4180 quoting) or JSON Lines. The header comes
/// first (none for JSON Lines); each row is formatted on its own, so rows can stream as they are made.
///
///     | automaticallyAdjustsScrollViewInsets | first scroll view | scrollable | viewDidAppear scrollView.adjustedContentInset |
///     |---|---|---|---|
///     | true | YES | YES | (64, 0, 0, 0) |
public struct MatrixTable: Sendable {
  public enum Format: String, Sendable, CaseIterable {
    case markdown, csv, jsonl
  }

  public var format: Format
  public var factorNames: [String]
  public var columnLabels: [String]

  public init(sweep: Sweep, format: Format) {
    self.format = format
    factorNames = sweep.factors.map(\.name)
    columnLabels = sweep.columns.map(\.label)
  }

  public var header: String {
    let names = factorNames + columnLabels
    switch format {
    case .markdown:
      return "| " + names.map(Self.markdownCell).joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: names.count) + "\n"
    case .csv:
      return names.map(Self.csvField).joined(separator: ",") + "\n"
    case .jsonl:
      return ""
    }
  }

  public func row(_ row: MatrixRow) -> String {
    switch format {
    case .markdown:
      return "| " + cells(row).map(Self.markdownCell).joined(separator: " | ") + " |\n"
    case .csv:
      return cells(row).map(Self.csvField).joined(separator: ",") + "\n"
    case .jsonl:
      var pairs: [(String, JSONValue)] = [("row", .number(Double(row.index)))]
      pairs.append(("factors", .object(zip(factorNames, row.levels).map { ($0, $1.json) })))
      if let problem = row.problem {
        pairs.append(("problem", .string(problem)))
      } else {
        pairs.append(("values", .object(zip(columnLabels, row.cells).map { ($0, $1.json) })))
      }
      return JSONValue.object(pairs).compactText + "\n"
    }
  }

  /// The row's texts: the levels, then the cells (an invalid combination shows its problem in the first).
  func cells(_ row: MatrixRow) -> [String] {
    var texts = row.levels.map(\.label)
    if let problem = row.problem {
      texts += columnLabels.indices.map { $0 == 0 ? "invalid: " + problem : "—" }
    } else {
      texts += row.cells.map(\.text)
    }
    return texts
  }

  static func markdownCell(_ text: String) -> String {
    text.replacingAll("|", with: "\\|").replacingAll("\n", with: " ")
  }

  static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
    return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
  }
}

extension String {
  /// Every occurrence of `target` replaced (Foundation-free).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    guard contains(target) else { return self }
    var out = ""
    for ch in self {
      if ch == target { out += replacement } else { out.append(ch) }
    }
    return out
  }
}

import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// A sweep's rows as text: a Markdown table, CSV (RFC 4180 quoting) or JSON Lines. The header comes
/// first (none for JSON Lines); each row is formatted on its own, so rows can stream as they are
/// made.
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

  /// The last column: how sure the row's weakest value is (``MatrixRow/footing``).
  public static let confidenceLabel = "confidence"

  public var header: String {
    let names = factorNames + columnLabels + [Self.confidenceLabel]
    switch format {
    case .markdown:
      return "| " + names.map(Self.markdownCell).joined(separator: " | ") + " |\n|"
        + String(repeating: "---|", count: names.count) + "\n"
    case .csv:
      return names.map(Self.csvField).joined(separator: ",") + "\n"
    case .jsonl:
      return ""
    }
  }

  public func row(_ row: MatrixRow) -> String {
    switch format {
    case .markdown:
      // Built as bytes, made a String once.
      var line: [UInt8] = [UInt8(ascii: "|")]
      line.reserveCapacity(128)
      for text in cells(row) {
        line.append(UInt8(ascii: " "))
        Self.appendMarkdownCell(text, to: &line)
        line += [UInt8(ascii: " "), UInt8(ascii: "|")]
      }
      line.append(0x0A)
      return String(decoding: line, as: UTF8.self)
    case .csv:
      var line: [UInt8] = []
      line.reserveCapacity(128)
      for (i, text) in cells(row).enumerated() {
        if i > 0 { line.append(UInt8(ascii: ",")) }
        Self.appendCSVField(text, to: &line)
      }
      line.append(0x0A)
      return String(decoding: line, as: UTF8.self)
    case .jsonl:
      var pairs: [(String, JSONValue)] = [("row", .number(Double(row.index)))]
      pairs.append(("factors", .object(zip(factorNames, row.levels).map { ($0, $1.json) })))
      if let problem = row.problem {
        pairs.append(("problem", .string(problem)))
      } else {
        pairs.append(("values", .object(zip(columnLabels, row.cells).map { ($0, $1.json) })))
        pairs.append((Self.confidenceLabel, .string(row.footing?.text ?? "high")))
      }
      return JSONValue.object(pairs).compactText + "\n"
    }
  }

  /// The row's texts: the levels, then the cells (an invalid combination shows its problem in the
  /// first).
  func cells(_ row: MatrixRow) -> [String] {
    var texts = row.levels.map(\.label)
    if let problem = row.problem {
      texts += columnLabels.indices.map { $0 == 0 ? "invalid: " + problem : "—" }
    } else {
      texts += row.cells.map(\.text)
    }
    texts.append(row.problem == nil ? row.footing?.text ?? "high" : "—")
    return texts
  }

  static func markdownCell(_ text: String) -> String {
    var out: [UInt8] = []
    appendMarkdownCell(text, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// `text` in a Markdown table cell: "|" escaped, a line break a space.
  static func appendMarkdownCell(_ text: String, to out: inout [UInt8]) {
    switch Self.scan(text, UInt8(ascii: "|"), UInt8(ascii: "|")) {
    case .untouched:
      out.append(contentsOf: text.utf8)
    case .ascii:
      // Each byte is a character (but "\r\n", one character that is not "\n"): replaced byte by
      // byte.
      var previous: UInt8 = 0
      for byte in text.utf8 {
        if byte == UInt8(ascii: "|") {
          out += [UInt8(ascii: "\\"), byte]
        } else if byte == 0x0A && previous != 0x0D {
          out.append(UInt8(ascii: " "))
        } else {
          out.append(byte)
        }
        previous = byte
      }
    case .characters:
      out.append(contentsOf: text.replacingAll("|", with: "\\|").replacingAll("\n", with: " ").utf8)
    }
  }

  static func csvField(_ text: String) -> String {
    var out: [UInt8] = []
    appendCSVField(text, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// `text` as a CSV field (RFC 4180): in double quotes, its own doubled, when it holds a comma, a
  /// double quote or a line break.
  static func appendCSVField(_ text: String, to out: inout [UInt8]) {
    switch Self.scan(text, UInt8(ascii: ","), UInt8(ascii: "\"")) {
    case .untouched:
      out.append(contentsOf: text.utf8)
    case .ascii:
      // Each byte is a character (but "\r\n", one character that is neither "\r" nor "\n"); read in
      // place.
      var text = text
      text.withUTF8 { bytes in
        let quoted = bytes.indices.contains { i in
          switch bytes[i] {
          case UInt8(ascii: ","), UInt8(ascii: "\""): true
          case 0x0A: i == 0 || bytes[i - 1] != 0x0D
          case 0x0D: i + 1 == bytes.count || bytes[i + 1] != 0x0A
          default: false
          }
        }
        guard quoted else {
          out.append(contentsOf: bytes)
          return
        }
        out.append(UInt8(ascii: "\""))
        for byte in bytes {
          out.append(byte)
          if byte == UInt8(ascii: "\"") { out.append(byte) }
        }
        out.append(UInt8(ascii: "\""))
      }
    case .characters:
      guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
        out.append(contentsOf: text.utf8)
        return
      }
      out.append(contentsOf: ("\"" + text.replacingAll("\"", with: "\"\"") + "\"").utf8)
    }
  }

  /// What a cell's text needs, from one pass over its bytes (a look at its characters would have to
  /// find their boundaries): nothing when no byte is `a`, `b`, "\n" or "\r" (no character can be
  /// one of them without its byte); a byte-by-byte treatment when the text is ASCII; else a look at
  /// its characters.
  enum Scan { case untouched, ascii, characters }

  static func scan(_ text: String, _ a: UInt8, _ b: UInt8) -> Scan {
    var text = text
    return text.withUTF8 { bytes in
      var special = false
      var ascii = true
      for byte in bytes {
        if byte >= 0x80 {
          ascii = false
        } else if byte == a || byte == b || byte == 0x0A || byte == 0x0D {
          special = true
        }
      }
      return !special ? .untouched : ascii ? .ascii : .characters
    }
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

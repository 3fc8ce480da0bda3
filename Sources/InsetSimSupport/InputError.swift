import InsetSimTraceFormat

/// Bad input: a file that cannot be read, or a value that is not what the format expects. Every
/// message names the file, where in it (a JSON path or a line), what was expected, and a
/// suggestion.
///
///     Traces/x.scenario.json: at controller.subviews[0].type: unknown view type 'tabelView'; expected one of
///     view, scrollView, tableView, collectionView, textView, webView, wkWebView. Did you mean 'tableView'?
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  /// `at controller.subviews[0].type`, `line 3, column 14`, or empty for the whole file.
  public var location: String
  public var problem: String
  public var expected: String?
  public var suggestion: String?

  public init(
    file: String, location: String = "", problem: String, expected: String? = nil,
    suggestion: String? = nil
  ) {
    self.file = file
    self.location = location
    self.problem = problem
    self.expected = expected
    self.suggestion = suggestion
  }

  /// Longest piece of the input a message quotes, in characters; longer ones are cut with "…".
  public static let maxQuotedLength = 60

  /// A piece of the input as a message quotes it: control characters escaped (so the message stays
  /// on one line) and cut after ``maxQuotedLength`` characters.
  ///
  ///     InputError.shown("tab\tle")  // "tab\\tle"
  public static func shown(_ text: String) -> String { shown(text, limit: maxQuotedLength) }

  /// A file's path as a message or a report prints it: control characters escaped as in
  /// ``shown(_:)`` (a name found in a folder may hold an escape sequence or a line break), whole.
  ///
  ///     InputError.shownPath("a\nb.scenario.json")  // "a\\nb.scenario.json"
  public static func shownPath(_ path: String) -> String {
    // Most paths hold no control character: their bytes say so without reading their scalars.
    if path.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x7F && $0 < 0xC2 }) { return path }
    return shown(path, limit: .max)
  }

  static func shown(_ text: String, limit: Int) -> String {
    var out = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == limit {
        out += "…"
        break
      }
      count += 1
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        // C0 and C1 controls, and the bidirectional overrides that would reorder the rest of the
        // line.
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || (0x202A...0x202E).contains(scalar.value)
          || (0x2066...0x2069).contains(scalar.value)
        {
          out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  public var description: String { Self.shownPath(file) + ": " + detail }

  /// The message after the file's name: where, the problem, what was expected, the suggestion.
  public var detail: String {
    var text = ""
    if !location.isEmpty { text += location + ": " }
    text += problem
    if let expected { text += "; expected " + expected }
    if let suggestion { text += ". Did you mean '\(suggestion)'?" }
    return text
  }
}

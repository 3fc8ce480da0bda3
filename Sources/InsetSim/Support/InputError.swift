/// Bad input: a file that cannot be read, or a value that is not what the format expects.
/// Every message names the file, where in it (a JSON path or a line), what was expected, and a suggestion.
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

  public init(file: String, location: String = "", problem: String, expected: String? = nil, suggestion: String? = nil) {
    self.file = file
    self.location = location
    self.problem = problem
    self.expected = expected
    self.suggestion = suggestion
  }

  public var description: String {
    var text = file
    if !location.isEmpty { text += ": " + location }
    text += ": " + problem
    if let expected { text += "; expected " + expected }
    if let suggestion { text += ". Did you mean '\(suggestion)'?" }
    return text
  }
}

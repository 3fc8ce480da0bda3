import InsetSim
import InsetSimBench

/// The output formats `check` and `lint` offer for continuous integration, besides their text.
enum CIFormat: String, CaseIterable {
  case text, json, junit, github

  static let names = allCases.map(\.rawValue)

  /// The `--format` value of `verb`'s arguments (text when absent); a usage error names the
  /// formats.
  static func of(_ a: Arguments, verb: String) throws(CLIError) -> CIFormat {
    let text = try a.single("format", verb: verb) ?? "text"
    guard let format = CIFormat(rawValue: text) else {
      throw CLIError.usage(
        "Unknown format '\(InputError.shown(text))'; expected text, json, junit or github."
          + Suggestions.didYouMean(text, in: names), verb: verb)
    }
    return format
  }
}

/// One result as the CI formats report it: an expectation checked, a trace replayed, a lint
/// finding.
struct CIResult {
  var file: String
  var scenario: String
  /// The expectation's index in the file's `expect` list; nil for a replayed trace, a run's stop, a
  /// lint finding.
  var expectation: Int?
  /// "value", "order", "called", "stops", "stop" (a run that stopped unexpected), "replay", or a
  /// lint severity.
  var kind: String
  var passed: Bool
  var message: String
  var rule: String?
  var confidence: String?
  /// For a lint finding: its detector.
  var detector: String?
  /// Where in the file the expectation is written (1-based), when it could be found.
  var line: Int?
  var column: Int?
  /// The test case's name in JUnit: "expect[2] tableView.contentInset at viewDidAppear".
  var title: String

  var json: JSONValue {
    var pairs: [(String, JSONValue)] = [("file", .string(file)), ("scenario", .string(scenario))]
    pairs.append(("expectation", expectation.map { .number(Double($0)) } ?? .null))
    pairs.append(("kind", .string(kind)))
    pairs.append(("passed", .bool(passed)))
    pairs.append(("message", .string(message)))
    pairs.append(("rule", rule.map(JSONValue.string) ?? .null))
    pairs.append(("confidence", confidence.map(JSONValue.string) ?? .null))
    if let detector { pairs.append(("detector", .string(detector))) }
    if let line { pairs.append(("line", .number(Double(line)))) }
    if let column { pairs.append(("column", .number(Double(column)))) }
    return .object(pairs)
  }
}

/// `check`'s and `lint`'s results in the CI formats.
enum CIReport {
  /// `{"results": […], "summary": {…}}`, pretty-printed.
  static func json(_ results: [CIResult], summary: [(String, JSONValue)]) -> String {
    JSONValue.object([("results", .array(results.map(\.json))), ("summary", .object(summary))])
      .prettyText() + "\n"
  }

  /// A JUnit XML report: one test suite per file (in the order first met), one test case per
  /// result, a failed one with its message.
  static func junit(_ results: [CIResult], name: String) -> String {
    var order: [String] = []
    var byFile: [String: [CIResult]] = [:]
    for r in results {
      if byFile[r.file] == nil { order.append(r.file) }
      byFile[r.file, default: []].append(r)
    }
    let failures = results.filter { !$0.passed }.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites name=\"\(xmlEscaped(name))\" tests=\"\(results.count)\" failures=\"\(failures)\">\n"
    for file in order {
      let cases = byFile[file] ?? []
      xml +=
        "  <testsuite name=\"\(xmlEscaped(file))\" tests=\"\(cases.count)\" failures=\"\(cases.filter { !$0.passed }.count)\">\n"
      for c in cases {
        var attributes =
          "name=\"\(xmlEscaped(c.title))\" classname=\"\(xmlEscaped(c.scenario.isEmpty ? file : c.scenario))\""
        attributes += " file=\"\(xmlEscaped(file))\""
        if let line = c.line { attributes += " line=\"\(line)\"" }
        if c.passed {
          xml += "    <testcase \(attributes)/>\n"
        } else {
          let firstLine =
            c.message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
          xml += "    <testcase \(attributes)>\n"
          xml +=
            "      <failure message=\"\(xmlEscaped(firstLine))\" type=\"\(xmlEscaped(c.kind))\">\(xmlEscaped(c.message, attribute: false))</failure>\n"
          xml += "    </testcase>\n"
        }
      }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }

  /// GitHub Actions workflow commands, one per failed result: `::error
  /// file=PATH,line=L,col=C::message`. `level` picks the command for a result, or nil to leave it
  /// out (by default: error for a failure).
  static func github(
    _ results: [CIResult], level: (CIResult) -> String? = { $0.passed ? nil : "error" }
  ) -> String {
    var text = ""
    for r in results {
      guard let level = level(r) else { continue }
      var properties = "file=" + githubProperty(r.file)
      if let line = r.line { properties += ",line=\(line)" }
      if let column = r.column { properties += ",col=\(column)" }
      text += "::\(level) \(properties)::\(githubData(r.message))\n"
    }
    return text
  }

  /// Text for XML: &, <, > and (in an attribute) quotes and line breaks as references; characters
  /// XML 1.0 cannot hold at all (control characters other than tab, line feed and carriage return)
  /// as U+FFFD.
  static func xmlEscaped(_ text: String, attribute: Bool = true) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where attribute: out += "&quot;"
      case "'" where attribute: out += "&apos;"
      case "\n" where attribute: out += "&#10;"
      case "\r": out += "&#13;"
      case "\t" where attribute: out += "&#9;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      default:
        let v = scalar.value
        let allowed = v >= 0x20 && !(0xD800...0xDFFF).contains(v) && v != 0xFFFE && v != 0xFFFF
        out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return out
  }

  /// A workflow command's message: %, CR and LF escaped as GitHub's toolkit escapes them.
  static func githubData(_ text: String) -> String {
    var out = ""
    for c in text.unicodeScalars {
      switch c {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      // No other control character reaches the log as it is (an escape sequence would restyle
      // it): written as its code, which the runner leaves as text.
      case _ where c.value < 0x20 || (0x7F...0x9F).contains(c.value):
        out += "%" + (c.value < 0x10 ? "0" : "") + String(c.value, radix: 16, uppercase: true)
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }

  /// A workflow command's property value: as the message, and also ':' and ','.
  static func githubProperty(_ text: String) -> String {
    var out = ""
    for c in githubData(text).unicodeScalars {
      switch c {
      case ":": out += "%3A"
      case ",": out += "%2C"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }

}

/// Where each entry of a scenario's `expect` list is written: for a scenario file its top-level
/// `expect`, for a trace its header's `scenario.expect`. The decoder keeps values apart from
/// `order`, `called` and `stops` entries; this maps each of its two lists back onto the file's one.
/// Made only for the CI formats.
struct ExpectPlaces {
  struct Place {
    /// The index in the file's `expect` list.
    var index: Int
    var line: Int
    var column: Int
  }

  var values: [Place] = []
  var timing: [Place] = []

  /// The places in `file`; empty when it cannot be read or scanned (the results then have no
  /// place).
  init(file: String) {
    let isTrace = file.hasSuffix(".trace.jsonl")
    guard let bytes = FileSystem.readBytes(file, limit: isTrace ? 1 << 24 : 1 << 26),
      let all = JSONParser.locateElements(
        ofArrayAt: isTrace ? ["scenario", "expect"] : ["expect"], in: bytes)
    else { return }
    let timingKeys: Set<String> = ["order", "called", "stops"]
    for (i, e) in all.enumerated() {
      let place = Place(index: i, line: e.line, column: e.column)
      if timingKeys.isDisjoint(with: e.keys) { values.append(place) } else { timing.append(place) }
    }
  }

  init() {}

  func value(_ i: Int) -> Place? { i < values.count ? values[i] : nil }
  func timing(_ j: Int) -> Place? { j < timing.count ? timing[j] : nil }
}

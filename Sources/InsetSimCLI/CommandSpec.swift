import InsetSim
import InsetSimBench

/// What one command takes, declared once: its help text, its usage line and its argument parser are
/// all made from it.
///
///     CommandSpec(verb: "print", arguments: "FILE", summary: "every tracked value at one point",
///                 options: [.value("at", "POINT", required: true, "the point")], about: "…").usageLine
///     // "Usage: insetsim print FILE --at POINT"
struct CommandSpec: Sendable {
  var verb: String
  /// The positional arguments as the usage line shows them: "FILE", "PATH...", "A B", "[NAME]".
  var arguments: String
  /// One line for `insetsim --help`.
  var summary: String
  var options: [OptionSpec]
  /// The paragraphs under the usage line.
  var about: String
  /// Lines after the option list (examples, exit status).
  var epilogue: String = ""

  var usageLine: String {
    var line = "Usage: insetsim " + verb
    if !arguments.isEmpty { line += " " + arguments }
    for option in options { line += " " + option.synopsis }
    return line
  }

  /// `--help`, laid out as Swift Argument Parser lays out its help: the usage line, what the
  /// command does, its options with `-h, --help` last, then the epilogue; every line wrapped at
  /// `HelpText.width` columns
  /// (a word longer than a line stays whole).
  var help: String {
    var text =
      HelpText.wrapped(usageLine, hanging: "Usage: insetsim \(verb) ".count, keepingBrackets: true)
      + "\n\n" + HelpText.reflowed(about)
    text += "\n\nOptions:"
    for option in options + [OptionSpec.helpFlag] {
      text += "\n" + HelpText.option(option.label, option.help)
    }
    if !epilogue.isEmpty { text += "\n\n" + HelpText.reflowed(epilogue) }
    return text
  }
}

/// Help text as Swift Argument Parser prints it: at the terminal's width (80 columns in a file or a
/// pipe), option labels indented 2, their help at column 26 (on the next line when the label is
/// longer), paragraphs of prose filled.
enum HelpText {
  static let width = TerminalWidth.forHelp()
  /// Where an option's help starts, counting from 0.
  static let helpColumn = 26

  /// `text`'s words filled into lines of at most `width` columns, the first starting at `indent`
  /// columns
  /// (already written by the caller) and the next ones indented by `hanging` spaces. With
  /// `keepingBrackets`, a bracketed group ("[--format text|json]") is one word, as a usage line
  /// needs.
  static func wrapped(_ text: String, indent: Int = 0, hanging: Int, keepingBrackets: Bool = false)
    -> String
  {
    var lines: [String] = []
    var line = ""
    var used = indent
    var words = 0
    var all = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    if keepingBrackets {
      var groups: [String] = []
      var depth = 0
      for word in all {
        if depth > 0 { groups[groups.count - 1] += " " + word } else { groups.append(word) }
        depth += word.filter { $0 == "[" }.count - word.filter { $0 == "]" }.count
      }
      all = groups
    }
    for word in all {
      if words > 0 && used + 1 + word.count > width {
        lines.append(line)
        line = String(repeating: " ", count: hanging)
        used = hanging
        words = 0
      }
      if words > 0 {
        line += " "
        used += 1
      }
      line += word
      used += word.count
      words += 1
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// Paragraphs (split at blank lines) whose prose lines are filled; an indented line (an example,
  /// a table row) stays as written, wrapped under its own indentation plus two only when too long.
  static func reflowed(_ text: String) -> String {
    text.components(separatedByText: "\n\n").map { paragraph -> String in
      var out: [String] = []
      var prose: [String] = []
      func flush() {
        if !prose.isEmpty { out.append(wrapped(prose.joined(separator: " "), hanging: 0)) }
        prose = []
      }
      for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
      {
        guard line.hasPrefix(" ") else {
          prose.append(line)
          continue
        }
        flush()
        let indent = line.prefix { $0 == " " }.count
        out.append(
          line.count <= width
            ? line
            : String(repeating: " ", count: indent)
              + wrapped(String(line.dropFirst(indent)), indent: indent, hanging: indent + 2))
      }
      flush()
      return out.joined(separator: "\n")
    }.joined(separator: "\n\n")
  }

  /// One option: "  --os VERSION            run on …", its help filled from column 26.
  static func option(_ label: String, _ help: String) -> String {
    let head = "  " + label
    let body = help.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
      .joined(separator: " ")
    let filled = wrapped(body, indent: helpColumn, hanging: helpColumn)
    if head.count <= helpColumn - 2 {
      return head + String(repeating: " ", count: helpColumn - head.count) + filled
    }
    return head + "\n" + String(repeating: " ", count: helpColumn) + filled
  }
}

/// An option: `--name VALUE` (a value option, possibly repeatable or required) or `--name` (a
/// switch).
struct OptionSpec: Sendable {
  var name: String
  /// The value's placeholder in the usage line ("VERSION", "text|json"); nil for a switch.
  var value: String?
  var repeatable = false
  var required = false
  var help: String

  static func value(
    _ name: String, _ value: String, repeatable: Bool = false, required: Bool = false,
    _ help: String
  ) -> Self {
    OptionSpec(name: name, value: value, repeatable: repeatable, required: required, help: help)
  }

  static func flag(_ name: String, _ help: String) -> Self {
    OptionSpec(name: name, value: nil, help: help)
  }

  /// `-h, --help`, which every command takes (the CLI answers it before the command parses its
  /// arguments).
  static let helpFlag = OptionSpec(name: "help", value: nil, help: "Show help information.")

  var label: String {
    name == "help" && value == nil ? "-h, --help" : "--" + name + (value.map { " " + $0 } ?? "")
  }

  var synopsis: String {
    let core = label
    if required { return core }
    return "[" + core + "]" + (repeatable ? "..." : "")
  }
}

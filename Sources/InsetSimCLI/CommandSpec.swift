/// What one command takes, declared once: its help text, its usage line and its argument parser are all
/// made from it.
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

  /// `--help`: the usage line, what the command does, its options, then the epilogue.
  var help: String {
    var text = usageLine + "\n\n" + about
    if !options.isEmpty {
      let width = (options.map(\.label.count).max() ?? 0) + 3
      text += "\n\nOptions:"
      for option in options {
        let lines = option.help.split(separator: "\n", omittingEmptySubsequences: false)
        text += "\n  " + option.label.padding(toLength: width) + (lines.first.map(String.init) ?? "")
        for more in lines.dropFirst() { text += "\n  " + String(repeating: " ", count: width) + more }
      }
    }
    if !epilogue.isEmpty { text += "\n\n" + epilogue }
    return text
  }
}

/// An option: `--name VALUE` (a value option, possibly repeatable or required) or `--name` (a switch).
struct OptionSpec: Sendable {
  var name: String
  /// The value's placeholder in the usage line ("VERSION", "text|json"); nil for a switch.
  var value: String?
  var repeatable = false
  var required = false
  var help: String

  static func value(_ name: String, _ value: String, repeatable: Bool = false, required: Bool = false, _ help: String) -> Self {
    OptionSpec(name: name, value: value, repeatable: repeatable, required: required, help: help)
  }

  static func flag(_ name: String, _ help: String) -> Self {
    OptionSpec(name: name, value: nil, help: help)
  }

  var label: String { "--" + name + (value.map { " " + $0 } ?? "") }

  var synopsis: String {
    let core = label
    if required { return core }
    return "[" + core + "]" + (repeatable ? "..." : "")
  }
}

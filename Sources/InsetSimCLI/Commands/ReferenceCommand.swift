import InsetSim

/// `insetsim reference keys|rules|lint|schema`
enum ReferenceCommand {
  static let spec = CommandSpec(
    verb: "reference", arguments: "keys|rules|lint|schema",
    summary: "a reference page of docs/ (keys, rules, lint, schema), made from the code",
    options: [],
    about: """
      Prints one of the reference pages kept in docs/: keys (every scenario key), rules (the UIKit
      rule catalogue) or lint (the lint detectors), in Markdown, or schema (the JSON Schema of
      docs/scenario.schema.json). Scripts/generate-reference.sh writes them all; a test fails when a
      checked-in page differs from this output.
      """)
  static var help: String { spec.help }

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    let names = ReferencePages.pages.map(\.name)
    guard a.positional.count == 1, let name = a.positional.first else {
      throw CLIError.usage(
        "Expected one page name (\(names.joined(separator: ", "))), got \(a.positional.count).",
        verb: "reference")
    }
    guard let page = ReferencePages.page(name) else {
      throw CLIError.usage(
        "Unknown page '\(name)'; expected one of \(names.joined(separator: ", "))."
          + Suggestions.didYouMean(name, in: names), verb: "reference")
    }
    print(page, terminator: "")
    return 0
  }
}

import InsetSim
import InsetSimBench

/// `insetsim schema [--reference]`
enum SchemaCommand {
  static let spec = CommandSpec(
    verb: "schema", arguments: "",
    summary: "the JSON Schema of scenario files (formats 1 and 2), or the key reference",
    options: [
      .flag("reference", "print the key reference (Markdown tables, as in docs/reference/keys.md)")
    ],
    about: """
      Prints the JSON Schema (draft 2020-12) of scenario files, formats 1 and 2, built from the key tables
      the decoder checks. Save it and name it in a file's "$schema" key (a string for editors: it names the format and plays no part in the run)
      so that editors complete and check scenarios:
        insetsim schema > scenario.schema.json
        { "$schema": "./scenario.schema.json", "insetsim": 1, … }
      """)
  static var help: String { spec.help }

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    guard a.positional.isEmpty else {
      throw CLIError.usage("'schema' takes no FILE.", verb: "schema")
    }
    if a.switches.contains("reference") {
      print(ScenarioSchema.keyReference, terminator: "")
    } else {
      print(ScenarioSchema.json.prettyText())
    }
    return 0
  }
}

import InsetSim

enum DiffCommand {
  static let help = "Usage: insetsim diff ...\n\nNot available yet."

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    if args.contains("--help") { print(help); return 0 }
    throw CLIError.usage("'diff' is not available yet.", verb: "diff")
  }
}

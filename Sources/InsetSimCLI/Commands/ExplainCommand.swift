import InsetSim

enum ExplainCommand {
  static let help = "Usage: insetsim explain ...\n\nNot available yet."

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    if args.contains("--help") { print(help); return 0 }
    throw CLIError.usage("'explain' is not available yet.", verb: "explain")
  }
}

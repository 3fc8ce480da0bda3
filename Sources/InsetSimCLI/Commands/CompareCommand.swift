import InsetSim

enum CompareCommand {
  static let help = "Usage: insetsim compare ...\n\nNot available yet."

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    if args.contains("--help") { print(help); return 0 }
    throw CLIError.usage("'compare' is not available yet.", verb: "compare")
  }
}

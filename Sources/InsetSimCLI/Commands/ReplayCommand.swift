import InsetSim

enum ReplayCommand {
  static let help = "Usage: insetsim replay ...\n\nNot available yet."

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    if args.contains("--help") { print(help); return 0 }
    throw CLIError.usage("'replay' is not available yet.", verb: "replay")
  }
}

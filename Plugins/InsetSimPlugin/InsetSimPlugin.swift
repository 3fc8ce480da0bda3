import Foundation
import PackagePlugin

/// `swift package insetsim COMMAND …`: runs the `insetsim` tool, built from this package, in the
/// folder of the package that depends on it, so a user's package checks, lints and documents its
/// scenarios without installing anything. The arguments are `insetsim`'s own. `docs` and `--out`
/// write files: name their folder with
/// `swift package --allow-writing-to-directory DIR insetsim …`
/// (macOS runs plugins in a sandbox that allows no other writes).
@main
struct InsetSimPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "insetsim")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw InsetSimFailed(status: process.terminationStatus)
    }
  }
}

/// `insetsim` ended with a failure (1: a check or lint failed; 2: bad input or usage).
struct InsetSimFailed: Error, CustomStringConvertible {
  var status: Int32
  var description: String { "insetsim exited with status \(status)" }
}

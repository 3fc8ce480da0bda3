import InsetSim
import InsetSimBench

/// A failure the command line reports: bad input or usage (exit 2), or a failed check (exit 1).
enum CLIError: Error {
  case usage(String, verb: String?)
  case input(InputError)
  case failed(String)

  var exitCode: Int32 {
    switch self {
    case .usage, .input: 2
    case .failed: 1
    }
  }

  var message: String {
    switch self {
    case .usage(let text, let verb):
      let help = verb.map { "insetsim \($0) --help" } ?? "insetsim --help"
      return "Error: \(text)\n\(CLI.usageLine(verb))\n  See '\(help)' for more information."
    case .input(let e): return InputErrorAnnotation.text(e)
    case .failed(let text): return text
    }
  }
}

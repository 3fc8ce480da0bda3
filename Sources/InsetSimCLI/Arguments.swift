import InsetSim
import InsetSimBench

/// The arguments of one verb: positional values, `--flag value` options (repeatable), and switches.
struct Arguments {
  var positional: [String] = []
  var options: [String: [String]] = [:]
  var switches: Set<String> = []

  /// Parses `args` by the command's declared options; anything else is a usage error.
  init(_ args: [String], spec: CommandSpec) throws(CLIError) {
    try self.init(
      args, verb: spec.verb, options: spec.options.filter { $0.value != nil }.map(\.name),
      switches: spec.options.filter { $0.value == nil }.map(\.name))
  }

  /// Parses `args` knowing which options take a value and which are switches; anything else is a
  /// usage error.
  private init(
    _ args: [String], verb: String, options known: [String], switches knownSwitches: [String]
  ) throws(CLIError) {
    var i = 0
    while i < args.count {
      let arg = args[i]
      if arg == "--" {
        positional += args[(i + 1)...]
        break
      }
      if arg.hasPrefix("--") && arg.count > 2 {
        var name = String(arg.dropFirst(2))
        var inlineValue: String?
        if let eq = name.firstIndex(of: "=") {
          inlineValue = String(name[name.index(after: eq)...])
          name = String(name[..<eq])
        }
        if knownSwitches.contains(name) && inlineValue == nil {
          switches.insert(name)
        } else if known.contains(name) {
          let value: String
          if let inlineValue {
            value = inlineValue
          } else {
            guard i + 1 < args.count else {
              throw CLIError.usage("Option '--\(name)' needs a value.", verb: verb)
            }
            i += 1
            value = args[i]
          }
          // The same value twice would run or show the same thing twice.
          if options[name]?.contains(value) == true {
            throw CLIError.usage(
              "Option '--\(name)' is given '\(value)' twice; give each value once.", verb: verb)
          }
          options[name, default: []].append(value)
        } else {
          let all = (known + knownSwitches).map { "--" + $0 }
          throw CLIError.usage(
            "Unknown option '\(arg)'." + Suggestions.didYouMean("--" + name, in: all), verb: verb)
        }
      } else if arg.hasPrefix("-") && arg.count > 1 && Double(arg) == nil {
        throw CLIError.usage("Unknown option '\(arg)'.", verb: verb)
      } else {
        positional.append(arg)
      }
      i += 1
    }
  }

  /// `--out PATH`, checked before anything is run or written: a path (not empty), and none of
  /// `inputs` (writing it would replace an input before, or while, it is read). Every command that
  /// writes a file takes it from here.
  func output(verb: String, inputs: [String]) throws(CLIError) -> String? {
    guard let out = try single("out", verb: verb) else { return nil }
    guard !out.isEmpty else {
      throw CLIError.usage("Option '--out' is given an empty path; give a file path.", verb: verb)
    }
    do { try FileIdentity.refuseOutput(out, namingAnyOf: inputs) } catch {
      throw CLIError.input(error)
    }
    return out
  }

  func single(_ name: String, verb: String) throws(CLIError) -> String? {
    guard let values = options[name] else { return nil }
    guard values.count == 1 else {
      throw CLIError.usage(
        "Option '--\(name)' is given \(values.count) times; give it once.", verb: verb)
    }
    return values[0]
  }
}

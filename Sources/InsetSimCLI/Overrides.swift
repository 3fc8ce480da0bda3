import InsetSim

/// `--os` and `--device` overrides, checked as strictly as the scenario file.
enum Overrides {
  static func apply(os: String?, device: String?, to scenario: Scenario, file: String) throws(CLIError) -> Scenario {
    guard os != nil || device != nil else { return scenario }
    guard case .object(var pairs) = scenario.json else { return scenario }
    if let os { pairs = pairs.map { $0.0 == "os" ? ("os", .string(os)) : $0 } }
    if let device { pairs = pairs.map { $0.0 == "device" ? ("device", .string(device)) : $0 } }
    do {
      return try Scenario(json: .object(pairs), file: file + " (with --os/--device)")
    } catch {
      throw CLIError.input(error)
    }
  }
}

/// Writes command output to standard output or, atomically, to a file.
enum Output {
  static func write(_ text: String, to path: String?) throws(CLIError) {
    guard let path else {
      print(text, terminator: "")
      return
    }
    do {
      try AtomicFile.write(text, to: path)
    } catch {
      throw CLIError.input(error)
    }
  }
}

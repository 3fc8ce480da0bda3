import InsetSim
import InsetSimBench

/// `--os` and `--device` overrides, checked as strictly as the scenario file.
enum Overrides {
  /// The expectations belong to the scenario's own release and device: on others their points are
  /// kept as observation points (the same snapshots) and their values dropped, so that a trace's
  /// header never holds it to values of another configuration. An expectation that cannot be read
  /// there at all (a callback of later releases) is left out with a note on standard error, as
  /// `compare` leaves it out, rather than refused.
  static func apply(os: String?, device: String?, to scenario: Scenario, file: String)
    throws(CLIError) -> Scenario
  {
    do {
      guard os != nil || device != nil else {
        return try scenario.with(os: os, device: device, file: file + " (with --os/--device)")
      }
      let (variant, skipped) = try scenario.variant(
        os: os, device: device, file: file + " (with --os/--device)")
      var s = variant
      var standardError = StandardError()
      for item in skipped {
        print(
          "note: \(s.configurationLabel): left out \(item.what): "
            + item.reason, to: &standardError)
      }
      for e in s.expect where !s.observe.contains(e.at) { s.observe.append(e.at) }
      s.expect = []
      s.expectTiming = []
      return s
    } catch {
      throw CLIError.input(error)
    }
  }
}

/// Writes command output to standard output or, atomically, to a file.
enum Output {
  static func write(_ text: String, to path: String?) throws(CLIError) {
    guard let path else {
      StandardOutput.write(text)
      return
    }
    do {
      try AtomicFile.write(text, to: path)
    } catch {
      throw CLIError.input(error)
    }
  }

  /// Text already in UTF-8 (a JSON Lines trace), written as it is.
  static func write(bytes: [UInt8], to path: String?) throws(CLIError) {
    guard let path else {
      StandardOutput.write(bytes: bytes)
      return
    }
    do {
      try AtomicFile.write(bytes: bytes, to: path)
    } catch {
      throw CLIError.input(error)
    }
  }
}
